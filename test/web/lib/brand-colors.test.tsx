// The coach's accent colour in the client app: button text on it is black or white, whichever
// reads better (WCAG contrast), so a green or yellow brand does not get white text.
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { brandColorVariables, brandTextColors, contrastRatio, useDocumentBrandColor } from '#web/lib/brand-colors.ts';

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

  it('keep accent-coloured text readable (WCAG AA) on light and on dark surfaces', () => {
    for (const accent of ['#e11d48', '#1e3a8a', '#facc15', '#22c55e', '#0f766e', '#000000', '#ffffff']) {
      const { light, dark } = brandTextColors(accent);
      expect(contrastRatio(light, '#f4f4f5')).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(dark, '#18181b')).toBeGreaterThanOrEqual(4.5);
    }
    // An accent that already reads is kept as it is.
    expect(brandTextColors('#be123c').light).toBe('#be123c');
    expect((brandColorVariables('#e11d48') as Record<string, string>)['--chakra-colors-brand-fg']).toMatch(/^light-dark\(#[0-9a-f]{6}, #[0-9a-f]{6}\)$/);
  });

  it('are put on <html> while the client app is shown, so dialogs in portals follow the brand', () => {
    const root = document.documentElement.style;
    const { unmount } = renderHook(() => useDocumentBrandColor('#e11d48'));
    expect(root.getPropertyValue('--chakra-colors-brand-solid')).toBe('#e11d48');
    unmount();
    expect(root.getPropertyValue('--chakra-colors-brand-solid')).toBe('');
  });
});
