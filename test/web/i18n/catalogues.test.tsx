// Every language has every English text and no stale one (docs/translations.md): the English
// source is what the features' texts.ts files define; es.json and de.json must match its shape.
import { messagesToJSON } from '@nanostores/i18n';
import { describe, expect, it } from 'vitest';
import de from '#web/i18n/locales/de.json';
import en from '#web/i18n/locales/en.json';
import es from '#web/i18n/locales/es.json';

type Messages = Parameters<typeof messagesToJSON>[0];
type Json = string | { [key: string]: Json };

// Every texts module of the web app; a store defined with i18n() carries its component name.
const modules = import.meta.glob<Record<string, unknown>>('../../../src/web/**/*texts.ts', { eager: true });
const stores = Object.values(modules).flatMap((m) => Object.values(m).filter((v): v is Messages => typeof v === 'object' && v !== null && 'component' in v && 'base' in v));
const english = messagesToJSON(...stores) as Record<string, Record<string, Json>>;

const PLURAL_CATEGORIES = ['zero', 'one', 'two', 'few', 'many', 'other'];
const placeholders = (text: Json): string[] =>
  typeof text === 'string' ? [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!).toSorted() : [...new Set(Object.values(text).flatMap(placeholders))].toSorted();

function problems(catalogue: Record<string, Record<string, Json>>): string[] {
  const found: string[] = [];
  for (const [component, texts] of Object.entries(english)) {
    const translated = catalogue[component];
    if (!translated) {
      found.push(`${component}: missing component`);
      continue;
    }
    for (const [key, source] of Object.entries(texts)) {
      const text = translated[key];
      if (text === undefined) found.push(`${component}.${key}: missing`);
      else if (typeof source === 'string' && typeof text !== 'string') found.push(`${component}.${key}: a plain text, not plural forms`);
      else if (typeof source === 'object' && (typeof text !== 'object' || !('other' in text) || Object.keys(text).some((c) => !PLURAL_CATEGORIES.includes(c))))
        found.push(`${component}.${key}: plural forms need "other" and CLDR categories only`);
      else if (placeholders(text).some((p) => !placeholders(source).includes(p))) found.push(`${component}.${key}: a placeholder the English does not have`);
    }
    for (const key of Object.keys(translated)) if (!(key in texts)) found.push(`${component}.${key}: stale (no English text)`);
  }
  for (const component of Object.keys(catalogue)) if (!(component in english)) found.push(`${component}: stale component`);
  return found;
}

describe('translation catalogues', () => {
  it('finds the English texts of the translated features', () => {
    expect(Object.keys(english)).toContain('workouts/today');
    expect(english['workouts/today']?.noWorkoutTitle).toBe('No Workout Scheduled');
  });

  it('en.json, the source file for translation services, is up to date (npm run i18n:source)', () => {
    expect(en).toEqual(english);
  });

  it.each([
    ['es', es],
    ['de', de],
  ])('%s has every English text, with its placeholders, and no stale one', (_code, catalogue) => {
    expect(problems(catalogue as Record<string, Record<string, Json>>)).toEqual([]);
  });
});
