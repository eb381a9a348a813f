// Writes src/web/i18n/locales/en.json, the English source of the translations as one JSON file
// (docs/translations.md): what Weblate or Crowdin take as the base language. The English itself
// lives in the features' texts.ts files; test/web/i18n/catalogues.test.tsx fails when this file is
// behind them. Run with `npm run i18n:source`.
import { readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { messagesToJSON } from '@nanostores/i18n';

type Messages = Parameters<typeof messagesToJSON>[0];

const ROOT = path.resolve(import.meta.dirname, '..');
const WEB = path.join(ROOT, 'src/web');

const files = (await readdir(WEB, { recursive: true })).filter((f) => f.endsWith('texts.ts')).toSorted();
const stores: Messages[] = [];
for (const file of files) {
  const module = (await import(pathToFileURL(path.join(WEB, file)).href)) as Record<string, unknown>;
  for (const value of Object.values(module)) {
    if (typeof value === 'object' && value !== null && 'component' in value && 'base' in value) stores.push(value as unknown as Messages);
  }
}
const english = messagesToJSON(...stores);
const sorted = Object.fromEntries(Object.entries(english).toSorted(([a], [b]) => a.localeCompare(b)));
await writeFile(path.join(WEB, 'i18n/locales/en.json'), `${JSON.stringify(sorted, null, 2)}\n`);
console.log(`src/web/i18n/locales/en.json: ${Object.keys(sorted).length} components`);
