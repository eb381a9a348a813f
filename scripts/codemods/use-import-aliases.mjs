// Rewrites relative import specifiers into package.json's import aliases (docs/architecture.md,
// "Import aliases"): `#shared/…`, `#server/…` (no extension: the compiled server maps them to
// build/…js) and `#web/…` (extension kept). A specifier is rewritten when its target is in
// src/shared, src/server or src/web and it either climbs two or more folders (`../../`) or
// leaves its own area (src/shared, src/server, src/web, test, bench, scripts).
// Covers `import … from`, `export … from`, side-effect `import '…'`, `import('…')`, vi.mock(),
// vi.doMock(), vi.unmock(), vi.importActual(), vi.importMock(), import.meta.resolve() and
// require.resolve() whose first argument is a string literal. Comments are left alone.
// Idempotent: an alias is not relative, so a second run changes nothing.
// Usage: node scripts/codemods/use-import-aliases.mjs [--check] [dir…] (default: src test bench scripts)
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');
const AREAS = ['src/shared', 'src/server', 'src/web', 'test', 'bench', 'scripts'];
const ALIASES = {
  'src/shared': { prefix: '#shared/', keepExtension: false },
  'src/server': { prefix: '#server/', keepExtension: false },
  'src/web': { prefix: '#web/', keepExtension: true },
};
const SOURCE = /\.(?:ts|tsx|mts|mjs|js)$/;
const SKIP_DIRS = new Set(['node_modules', 'generated', 'dist', 'build', 'codemods']);

const args = process.argv.slice(2);
const check = args.includes('--check');
const dirs = args.filter((a) => !a.startsWith('--'));

const areaOf = (rel) => AREAS.find((a) => rel === a || rel.startsWith(`${a}/`));

/** The alias for a relative specifier of `fromFile` (repository-relative), or null to keep it. */
export function aliasFor(fromFile, specifier) {
  if (!specifier.startsWith('./') && !specifier.startsWith('../')) return null;
  const target = path.posix.normalize(path.posix.join(path.posix.dirname(fromFile), specifier));
  const targetArea = areaOf(target);
  const alias = ALIASES[targetArea];
  if (!alias) return null;
  const climbs = (specifier.match(/^(?:\.\.\/)+/)?.[0] ?? '').length / 3;
  if (climbs < 2 && areaOf(fromFile) === targetArea) return null;
  let rest = target.slice(targetArea.length + 1);
  if (!alias.keepExtension) {
    // The compiled server maps `#server/x` to build/server/x.js: only .ts modules can go without one.
    if (!rest.endsWith('.ts') || rest.endsWith('.d.ts')) return null;
    rest = rest.slice(0, -3);
  }
  return alias.prefix + rest;
}

// A string literal in module position: after `from`, after `import` (side effect), or as the first
// argument of import(), vi.mock() and friends, import.meta.resolve(), require.resolve().
const SPECIFIER = /(\bfrom\s*|\bimport\s*|\bimport\(\s*|\bvi\.(?:mock|doMock|unmock|importActual|importMock)\(\s*|\b(?:import\.meta|require)\.resolve\(\s*)(['"])(\.{1,2}\/[^'"\n]*)\2/g;

/** `text` with its relative specifiers rewritten; comments and other strings are left alone. */
export function rewrite(fromFile, text) {
  let out = '';
  let last = 0;
  for (const m of text.matchAll(SPECIFIER)) {
    const alias = aliasFor(fromFile, m[3]);
    if (!alias || inComment(text, m.index)) continue;
    const start = m.index + m[1].length;
    out += text.slice(last, start) + m[2] + alias + m[2];
    last = start + m[3].length + 2;
  }
  return out + text.slice(last);
}

/** Whether `index` is inside a // line comment or a /* block comment *\/ (good enough for imports). */
function inComment(text, index) {
  const lineStart = text.lastIndexOf('\n', index) + 1;
  const line = text.slice(lineStart, index);
  if (/^\s*(?:\/\/|\*|\/\*)/.test(line)) return true;
  const open = text.lastIndexOf('/*', index);
  return open !== -1 && text.lastIndexOf('*/', index) < open;
}

function* sourceFiles(dir) {
  for (const entry of readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
    const rel = `${dir}/${entry.name}`;
    if (entry.isDirectory()) {
      if (!SKIP_DIRS.has(entry.name)) yield* sourceFiles(rel);
    } else if (SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts')) yield rel;
  }
}

if (import.meta.main ?? process.argv[1] === import.meta.filename) {
  let changed = 0;
  for (const dir of dirs.length ? dirs : ['src', 'test', 'bench', 'scripts']) {
    if (!existsSync(path.join(ROOT, dir))) continue;
    for (const file of sourceFiles(dir)) {
      const before = readFileSync(path.join(ROOT, file), 'utf8');
      const after = rewrite(file, before);
      if (after === before) continue;
      changed++;
      if (check) console.log(file);
      else writeFileSync(path.join(ROOT, file), after);
    }
  }
  console.log(`${check ? 'would change' : 'changed'} ${changed} file(s)`);
  if (check && changed) process.exitCode = 1;
}
