// The languages Spotter speaks (docs/translations.md). English is the source: its texts live in the
// features' texts.ts files; the others are translations of them. Free of zod: the web app's first
// screens read it (the schema is in schemas/locale.ts).

export const LOCALES = ['en', 'es', 'de'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** Each language named in itself, as a language picker lists them. */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', es: 'Español', de: 'Deutsch' };

export const isLocale = (value: unknown): value is Locale => typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

/**
 * The first of a browser's preferred languages ("de-AT", "es-419", "en-GB") that Spotter speaks,
 * matched on the language alone; English when none is.
 */
export function pickLocale(preferred: readonly string[]): Locale {
  for (const tag of preferred) {
    const language = tag.toLowerCase().split('-')[0];
    if (isLocale(language)) return language;
  }
  return DEFAULT_LOCALE;
}

/**
 * The tag Intl formats with: English keeps the US forms the SPEC's screens show ("Mon, Dec 7");
 * Spanish and German use their own.
 */
export const intlTag = (locale: Locale | null | undefined): string => (locale === 'es' ? 'es' : locale === 'de' ? 'de' : 'en-US');
