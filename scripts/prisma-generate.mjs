// Generates the Prisma client without the CLI's native engine download, which these machines
// cannot reach: pointing PRISMA_SCHEMA_ENGINE_BINARY at any existing file makes the CLI skip it,
// and generation itself runs on WebAssembly (docs/design.md §1).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const CLI = 'node_modules/prisma/build/index.js';
// A production install (`npm ci --omit=dev`, docs/self-hosting.md) lacks the Kysely types'
// generator (and may lack the CLI, which npm installs only as @prisma/client's peer), and needs
// neither: the client was generated and compiled into build/ where the server was built.
if (!existsSync(CLI) || !existsSync('node_modules/prisma-kysely/package.json')) {
  console.log('Prisma generators not installed (a production install): the client is not generated; the server runs from build/.');
  process.exit(0);
}

const env = {
  ...process.env,
  PRISMA_SCHEMA_ENGINE_BINARY: process.env.PRISMA_SCHEMA_ENGINE_BINARY ?? fileURLToPath(import.meta.url),
  PRISMA_HIDE_UPDATE_MESSAGE: '1',
  CHECKPOINT_DISABLE: '1',
  // The Kysely types' generator (prisma-kysely) is started by name, as npm scripts find it.
  PATH: [path.resolve('node_modules/.bin'), process.env.PATH].join(path.delimiter),
};
const result = spawnSync(process.execPath, [CLI, 'generate', '--schema', 'prisma/schema.prisma'], {
  stdio: 'inherit',
  env,
});
process.exit(result.status ?? 1);
