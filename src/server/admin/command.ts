// The owner's commands of the built server, without tsx or the dev dependencies (admin/cli.ts):
//   node --conditions=spotter-build --env-file-if-exists=.env build/server/admin/command.js invite someone@example.com
//   node --conditions=spotter-build --env-file-if-exists=.env build/server/admin/command.js failures
// `npm run invite` and `npm run admin` (scripts/admin.ts) run the same functions from the sources.
import { loadConfig } from '../config.ts';
import { runCommand } from '../backup/cli.ts';
import { adminCommand } from './cli.ts';

process.exit(await runCommand(async () => adminCommand(await loadConfig(process.env), process.argv.slice(2))));
