// Which web test files need a fresh module graph and window of their own (docs/testing.md,
// "Isolation"). Most web tests share a worker's modules and jsdom window with the files before
// them, which halves the suite's CPU time; a file that mocks a module or replaces a browser global
// would leak that into the next file, so it runs in the isolated project instead. Read from the
// files themselves, so a new test that does either is isolated without being listed.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Module mocks, fake IndexedDB and other replaced globals: what a later file would inherit. A
 * switch to another language counts too: an English constant (`T = messages.get()`) is read when
 * its module first loads, and would keep the other language for every later file.
 */
const CHANGES_WHAT_FOLLOWS = [
  /\bvi\.(?:do)?[mM]ock\(/,
  /\bvi\.stubGlobal\(/,
  /fake-indexeddb/,
  /Object\.assign\(globalThis\b/,
  /\b(?:globalThis|window)\.[A-Za-z]+ = /,
  /Object\.defineProperty\((?:window|navigator|window\.navigator|globalThis)\b/,
  /vi\.spyOn\(navigator\b/,
  /\bsetLocale\(|\blocale: '(?!en')/,
];

/** The web test files (paths relative to `root`) that must run isolated. */
export function webTestsNeedingIsolation(root: string, dir = 'test/web'): string[] {
  return readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.test.tsx'))
    .map((file) => path.posix.join(dir, file.split(path.sep).join('/')))
    .filter((file) => {
      const source = readFileSync(path.join(root, file), 'utf8');
      return CHANGES_WHAT_FOLLOWS.some((pattern) => pattern.test(source));
    })
    .toSorted();
}
