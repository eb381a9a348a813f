// npm start: builds the web app and the server only when their sources changed
// (scripts/build-if-stale.mjs), then runs the compiled server in this process.
// package.json starts it with --max-semi-space-size=16: a young generation of 2 × 16 MB instead
// of the 2 × 64 MB Node 24 grows to on a machine with much memory, about 75 MB less heap under
// load at the same throughput; and with --heap-growing-percent=50: after each full collection
// the old space may grow to 1.5× what survived before the next one (V8 otherwise allows up to
// 4×), about 120 MB less RSS under load at the same throughput. Both are soft: no old-space
// cap, since a large import needs the room (docs/performance.md, "Memory").
// And with --conditions=spotter-build: the compiled server's `#server/…` and `#shared/…` imports
// then resolve to build/…js instead of src/…ts (package.json "imports", docs/architecture.md).
import { buildIfStale } from './build-if-stale.mjs';

if (!import.meta.resolve('#server/main').includes('/build/server/')) {
  throw new Error('scripts/start.mjs needs node --conditions=spotter-build (npm start passes it)');
}

buildIfStale('web');
buildIfStale('server');
await import('../build/server/main.js');
