// Dates and numbers in the user's language (docs/translations.md): Intl formatters made for the
// current locale, cached per locale and options. English keeps en-US, the forms the SPEC quotes.
import { intlTag, type Locale } from '#shared/locale';

let current: Locale = 'en';
const cache = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();

/** Called by i18n.ts whenever the language changes. */
export function setFormatLocale(next: Locale): void {
  current = next;
}

export const formatLocale = (): Locale => current;

function cached<F extends Intl.DateTimeFormat | Intl.NumberFormat>(kind: string, options: object, make: (tag: string) => F): F {
  const key = `${current}|${kind}|${JSON.stringify(options)}`;
  let hit = cache.get(key) as F | undefined;
  if (!hit) {
    hit = make(intlTag(current));
    cache.set(key, hit);
  }
  return hit;
}

/** A date formatter in the current language: `const day = dateFormat({ month: 'short', day: 'numeric', timeZone: 'UTC' })`, then `day(date)`. */
export const dateFormat =
  (options: Intl.DateTimeFormatOptions) =>
  (date: Date | number): string =>
    cached('date', options, (tag) => new Intl.DateTimeFormat(tag, options)).format(date);

/** A number formatter in the current language. */
export const numberFormat =
  (options: Intl.NumberFormatOptions = {}) =>
  (value: number): string =>
    cached('number', options, (tag) => new Intl.NumberFormat(tag, options)).format(value);
