// Builds what npm start serves, each only when its inputs changed since the last build: the web
// app (vite build → dist/) and the server (tsc -p tsconfig.server.json → build/). A build
// records a hash of its inputs (dist/.inputs-hash, build/.inputs-hash); checking takes a few
// tens of ms, so a start with nothing changed goes straight to the compiled server.
// Usage: node scripts/build-if-stale.mjs [--force] [web|server]… (default both); `npm run build`
// is `--force web`, so a start or a test after it finds the web app current instead of rebuilding it.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');

export const TARGETS = {
  web: {
    inputs: [
      'src/web',
      'src/shared',
      'index.html',
      'vite.config.ts',
      'scripts/vite-build-time-module.ts',
      'scripts/vite-chakra-global-css.ts',
      'scripts/chakra-global-css.ts',
      'scripts/vite-chunk-modules.ts',
      'scripts/vite-preload-deps.ts',
      'package-lock.json',
    ],
    stamp: 'dist/.inputs-hash',
    output: 'dist/index.html',
    // Always a production build: a start from a test runner inherits NODE_ENV=test, which would
    // otherwise give React's development build (twice the size) to whoever opens the app next.
    build: () => run(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'], { env: { NODE_ENV: 'production' } }),
  },
  server: {
    inputs: ['src/server', 'src/shared', 'tsconfig.json', 'tsconfig.server.json', 'package-lock.json'],
    stamp: 'build/.inputs-hash',
    output: 'build/server/main.js',
    build: () => {
      rmSync(path.join(ROOT, 'build'), { recursive: true, force: true });
      // tsc emits even where a type is wrong; `npm run typecheck` is the gate for types.
      run(process.execPath, ['node_modules/typescript/bin/tsc', '-p', 'tsconfig.server.json'], { allowFailure: true });
    },
  },
};

function run(cmd, args, { allowFailure = false, env = {} } = {}) {
  const result = spawnSync(cmd, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0 && !(allowFailure && existsSync(path.join(ROOT, 'build', 'server', 'main.js')))) {
    throw new Error(`${path.basename(cmd)} ${args.join(' ')} failed (${result.status ?? result.signal})`);
  }
}

function files(rel) {
  const abs = path.join(ROOT, rel);
  if (!existsSync(abs)) return [];
  if (!statSync(abs).isDirectory()) return [rel];
  return readdirSync(abs, { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile())
    .map((d) => path.relative(ROOT, path.join(d.parentPath, d.name)))
    .toSorted();
}

export function inputsHash(inputs) {
  const hash = createHash('sha256');
  for (const file of inputs.flatMap(files))
    hash
      .update(`${file}\0`)
      .update(readFileSync(path.join(ROOT, file)))
      .update('\0');
  return hash.digest('hex');
}

/** Builds `name` unless its output exists and was built from the current inputs. Returns whether it built. */
export function buildIfStale(name, { force = false } = {}) {
  const target = TARGETS[name];
  const hash = inputsHash(target.inputs);
  const stamp = path.join(ROOT, target.stamp);
  const current = existsSync(path.join(ROOT, target.output)) && existsSync(stamp) && readFileSync(stamp, 'utf8') === hash;
  if (current && !force) return false;
  if (!force) console.log(`Building the ${name === 'web' ? 'web app' : 'server'} (its sources changed since the last build)…`);
  target.build();
  writeFileSync(stamp, hash);
  return true;
}

if (import.meta.main ?? process.argv[1] === import.meta.filename) {
  const args = process.argv.slice(2);
  const force = args.includes('--force');
  const names = args.filter((a) => a !== '--force');
  for (const name of names.length ? names : Object.keys(TARGETS)) buildIfStale(name, { force });
}
