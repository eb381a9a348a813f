// The coach's accent colour in the client app: button text on it is black or white, whichever
// reads better (WCAG contrast), so a green or yellow brand does not get white text.
import { describe, expect, it } from 'vitest';
import { brandColorVariables } from '../../../src/web/layouts/client/brand-colors.ts';

const textOn = (accent: string) => (brandColorVariables(accent) as Record<string, string>)['--chakra-colors-brand-contrast'];

describe('brand colour variables', () => {
  it('keep the theme for the default colour and for anything that is not a hex colour', () => {
    expect(brandColorVariables('#3B82F6')).toEqual({});
    expect(brandColorVariables('red; background: url(x)')).toEqual({});
    expect(brandColorVariables(null)).toEqual({});
  });

  it('put white text on dark accents and dark text on light ones', () => {
    expect(textOn('#1d4ed8')).toBe('#ffffff'); // deep blue: white 6.7:1
    expect(textOn('#b91c1c')).toBe('#ffffff'); // deep red
    expect(textOn('#22c55e')).toBe('#18181b'); // green-500: white would be 2.3:1
    expect(textOn('#f97316')).toBe('#18181b'); // orange-500: white would be 2.8:1
    expect(textOn('#facc15')).toBe('#18181b'); // yellow
    expect(brandColorVariables('#22c55e')).toMatchObject({ '--chakra-colors-brand-solid': '#22c55e' });
  });
});
