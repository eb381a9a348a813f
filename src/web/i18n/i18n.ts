// The web app's translations (docs/decisions/0037-translations.md, docs/translations.md), on
// @nanostores/i18n: each feature's texts.ts defines its English texts with `i18n(component, …)`;
// a screen reads them with `useStore(messages)` and re-renders when the language changes. English
// is bundled; another language's catalogue (one JSON file per language) loads only once chosen.
import { createI18n, strings, transform, type ComponentsJSON } from '@nanostores/i18n';
import { atom, type ReadableAtom } from 'nanostores';
import { useCallback, useSyncExternalStore } from 'react';
import { DEFAULT_LOCALE, isLocale, pickLocale, type Locale } from '#shared/locale';
import { setFormatLocale } from './format.ts';

const STORED_KEY = 'spotter.locale';

/** The language this browser prefers, among those Spotter speaks ("de-AT" is German). */
export function browserLocale(): Locale {
  if (typeof navigator === 'undefined') return DEFAULT_LOCALE;
  return pickLocale(navigator.languages?.length ? navigator.languages : [navigator.language]);
}

/**
 * The language chosen on this device (the sign-in screen's switch, or a signed-in user's saved
 * one), if any: a coach with none saved takes it (useApplyUserLocale).
 */
export function storedLocale(): Locale | null {
  try {
    const value = globalThis.localStorage?.getItem(STORED_KEY);
    return isLocale(value) ? value : null;
  } catch {
    return null;
  }
}

/** The language this device used last, else the browser's: before sign-in nothing else is known. */
const deviceLocale = (): Locale => storedLocale() ?? browserLocale();

/**
 * The language the app shows. It starts from the one this device used last (else the browser's),
 * so the sign-in screens speak it and a returning Spanish or German user's catalogue starts
 * loading before the session is read; the signed-in user's saved locale then settles it
 * (useApplyUserLocale).
 */
export const locale = atom<Locale>(deviceLocale());
setFormatLocale(locale.get());
if (typeof document !== 'undefined') document.documentElement.lang = locale.get();

/**
 * Switches the app's language and remembers it on this device; `remember: false` for a language
 * nobody chose (a coach with none is shown English), so it never passes for a choice later.
 */
export function setLocale(next: Locale, { remember = true }: { remember?: boolean } = {}): void {
  try {
    if (remember) globalThis.localStorage?.setItem(STORED_KEY, next);
  } catch {
    // Private mode without storage: the choice holds for this page load.
  }
  setFormatLocale(next);
  // Screen readers pick their voice from it, and the browser its hyphenation.
  if (typeof document !== 'undefined') document.documentElement.lang = next;
  locale.set(next);
}

const catalogues: Record<Exclude<Locale, 'en'>, () => Promise<{ default: ComponentsJSON }>> = {
  es: () => import('./locales/es.json'),
  de: () => import('./locales/de.json'),
};

export const i18n = createI18n(locale, {
  baseLocale: DEFAULT_LOCALE,
  // One file per language holds every component: the library caches it whole, so it loads once.
  async get(code) {
    if (code === 'en') return {};
    const catalogue = await catalogues[code]();
    return catalogue.default;
  },
});

let translateServerMessage: ((message: string) => string) | null = null;

/**
 * validation-texts.ts registers its lookup once loaded: with a form (lib/form-errors.ts), the
 * sign-in request or the password reset request. Not from here or another module of the first
 * screens: a dynamic import of a module cost each of them about 0.3 KB gzip.
 */
export function setServerMessageTranslator(translate: (message: string) => string): void {
  translateServerMessage = translate;
}

/**
 * A message the server or a shared schema wrote (always English, for API consumers) in the
 * app's language, where validation-texts.ts knows it; as it is otherwise.
 */
export const serverMessage = (message: string): string => (translateServerMessage ? translateServerMessage(message) : message);

/**
 * A store's value in a component, re-rendered when it changes: what @nanostores/react's useStore
 * does, in the few lines the app needs (it ships key subscriptions and SSR options the first
 * screens would carry for nothing; docs/decisions/0037-translations.md).
 */
export function useStore<Value>(store: ReadableAtom<Value>): Value {
  // Subscribing mounts the store: a translation store then loads its language's catalogue.
  const subscribe = useCallback((onChange: () => void) => store.listen(onChange), [store]);
  const get = useCallback(() => store.get(), [store]);
  return useSyncExternalStore(subscribe, get, get);
}

/** A value put into a text: a list is written "a, b, c". */
type Value = string | number | readonly string[];
type Values<Names extends string[]> = { [K in keyof Names]: Value };

const written = (value: Value | undefined): string => (Array.isArray(value) ? value.join(', ') : String(value));

const fill = (text: string, names: readonly string[], values: readonly Value[]) => names.reduce((out, name, i) => out.replaceAll(`{${name}}`, written(values[i])), text);

/**
 * A text with values passed by position, named in the text: `args('done', 'total')('{done} of
 * {total} exercises completed')` is called `t.progress(2, 5)`, as the English functions were.
 */
export const args = <Names extends string[]>(...names: Names) => transform((_code: string, text: string, ...values: Values<Names>) => strings(text, (s) => fill(s, names, values)));

/** One text per CLDR plural category the language uses (zero, one, two, few, many), and `other`. */
type PluralForms = { [category: string]: string; other: string };

/**
 * A text whose wording depends on a number (the first value), with a form per CLDR plural
 * category of the language (Intl.PluralRules): English and Spanish use one/other, German too,
 * other languages may add few or many. `plural('n')({ one: '{n} star', other: '{n} stars' })`.
 */
export const plural = <Names extends [string, ...string[]]>(...names: Names) =>
  transform((code: string, forms: PluralForms, ...values: Values<Names>) => {
    const category = new Intl.PluralRules(code).select(Number(values[0]));
    return fill(forms[category] ?? forms.other, names, values);
  });
