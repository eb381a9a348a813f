// Fails when a doc names a file or folder of the repository that does not exist (a moved test, a
// renamed module), so docs stay usable as a reference. Checked by `npm run lint`.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const DOCS = [
  'README.md',
  'CONTRIBUTING.md',
  ...readdirSync(path.join(ROOT, 'docs'), { recursive: true })
    .filter((f) => f.endsWith('.md'))
    .map((f) => `docs/${f}`),
];
// A repository path: a top-level folder of ours, then path characters. Patterns (<area>, *, …) are not paths.
const PATH = /(?<![\w./@-])(?:src|test|scripts|bench|docs|prisma|\.ci)\/[\w./@#-]*[\w/]/g;

const missing = [];
for (const doc of DOCS) {
  readFileSync(path.join(ROOT, doc), 'utf8')
    .split('\n')
    .forEach((line, index) => {
      for (const match of line.matchAll(PATH)) {
        const after = line[match.index + match[0].length];
        if (after === '<' || after === '*' || after === '{' || after === '…' || after === '-') continue;
        // Prose such as "bench/test seeds" is no path: a path is quoted as code or names a file.
        if (line[match.index - 1] !== '`' && !/\.\w+$/.test(match[0])) continue;
        const file = match[0].replace(/[.#]+$/, '').replace(/#.*$/, '');
        if (!existsSync(path.join(ROOT, file))) missing.push(`${doc}:${index + 1}: ${file}`);
      }
    });
}
if (missing.length) {
  console.error(`Docs name paths that do not exist (moved or renamed?):\n${missing.join('\n')}`);
  process.exit(1);
}
