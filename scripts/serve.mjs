// npm run serve: the production server, from what `npm run build:prod` built, without building
// or needing a dev dependency (docs/self-hosting.md). `npm start` is the one-command demo that
// builds what changed first (scripts/start.mjs); this is what a container or a service runs.
// package.json starts it with the same Node flags as npm start (scripts/start.mjs says why).
import { existsSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');

if (!import.meta.resolve('#server/main').includes('/build/server/')) {
  throw new Error('scripts/serve.mjs needs node --conditions=spotter-build (npm run serve passes it)');
}
// Without the web build the server would start and answer every page 404.
const missing = ['build/server/main.js', 'dist/index.html'].filter((file) => !existsSync(path.join(ROOT, file)));
if (missing.length) {
  console.error(`Not starting: ${missing.join(' and ')} missing. Build first with \`npm ci && npm run build:prod\` (docs/self-hosting.md).`);
  process.exit(1);
}
await import('../build/server/main.js');
