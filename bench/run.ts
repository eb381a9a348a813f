// npm run bench: runs every bench/*.bench.ts (each default-exports an async function that
// prints its figures) against a fresh embedded database. Figures, not pass/fail.
// `npm run bench -- load --clients 1000`: the first word picks benches, options go to them.
import { readdir } from 'node:fs/promises';
import path from 'node:path';

const only = process.argv[2]?.startsWith('-') ? undefined : process.argv[2];
const files = (await readdir(import.meta.dirname)).filter((f) => f.endsWith('.bench.ts') && (!only || f.includes(only))).toSorted();
for (const file of files) {
  console.log(`\n## ${file}`);
  const mod = (await import(path.join(import.meta.dirname, file))) as { default: () => Promise<void> };
  await mod.default();
}
