// Where the app's language starts on a page load (docs/translations.md, "Before sign-in"): nobody's
// language is known yet, so it is the device's last one, else the browser's, matched on the
// language. Each case loads src/web/i18n/i18n.ts afresh, so this file renders no screen.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

beforeEach(() => {
  window.localStorage.clear();
});
afterEach(() => {
  // Back to jsdom's own (on Navigator.prototype).
  Reflect.deleteProperty(window.navigator, 'languages');
  window.localStorage.clear();
});

/** The language i18n.ts starts with, on a fresh page with this storage and these browser languages. */
async function startingLocale(languages: string[]) {
  Object.defineProperty(window.navigator, 'languages', { configurable: true, get: () => languages });
  vi.resetModules();
  const fresh = await import('#web/i18n/i18n.ts');
  return { locale: fresh.locale.get(), lang: document.documentElement.lang };
}

describe('the language before sign-in', () => {
  it('is the browser’s (matched on the language), the device’s last one when it has one, English otherwise', async () => {
    expect(await startingLocale(['de-AT', 'en'])).toEqual({ locale: 'de', lang: 'de' });
    expect(await startingLocale(['fr-FR', 'es-419'])).toEqual({ locale: 'es', lang: 'es' });
    expect(await startingLocale(['fr-FR', 'pt'])).toEqual({ locale: 'en', lang: 'en' });
    window.localStorage.setItem('spotter.locale', 'es');
    expect(await startingLocale(['de-AT'])).toEqual({ locale: 'es', lang: 'es' });
  });
});
