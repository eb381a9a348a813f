// npm start: builds the web app and the server only when their sources changed
// (scripts/build-if-stale.mjs), then runs the compiled server in this process.
import { buildIfStale } from './build-if-stale.mjs';

buildIfStale('web');
buildIfStale('server');
await import('../build/server/main.js');
