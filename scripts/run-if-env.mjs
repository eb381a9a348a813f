// Runs a command only when an environment variable is set: `node scripts/run-if-env.mjs VAR cmd args…`.
// Used by `npm test` to repeat the server suite on PostgreSQL when TEST_DATABASE_URL is set.
import { spawnSync } from 'node:child_process';

const [name, cmd, ...args] = process.argv.slice(2);
if (!name || !cmd) {
  console.error('usage: run-if-env.mjs VAR command [args…]');
  process.exit(2);
}
if (!process.env[name]) {
  console.log(`${name} is not set: skipping \`${[cmd, ...args].join(' ')}\``);
  process.exit(0);
}
const result = spawnSync(cmd, args, { stdio: 'inherit', shell: false });
process.exit(result.status ?? 1);
