// npm start: builds the web app and the server only when their sources changed
// (scripts/build-if-stale.mjs), then runs the compiled server in this process.
// package.json starts it with --max-semi-space-size=16: a young generation of 2 × 16 MB instead
// of the 2 × 64 MB Node 24 grows to on a machine with much memory, about 75 MB less heap under
// load at the same throughput. No old-space cap: a large import needs the room
// (docs/performance.md, "Memory").
// And with --conditions=spotter-build: the compiled server's `#server/…` and `#shared/…` imports
// then resolve to build/…js instead of src/…ts (package.json "imports", docs/architecture.md).
import { buildIfStale } from './build-if-stale.mjs';

if (!import.meta.resolve('#server/main').includes('/build/server/')) {
  throw new Error('scripts/start.mjs needs node --conditions=spotter-build (npm start passes it)');
}

buildIfStale('web');
buildIfStale('server');
await import('../build/server/main.js');
