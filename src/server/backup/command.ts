// The backup commands of the built server, without tsx or the dev dependencies (docs/backup.md):
//   node --conditions=spotter-build --env-file-if-exists=.env build/server/backup/command.js backup [FILE.tar.gz | DIR]
//   node --conditions=spotter-build --env-file-if-exists=.env build/server/backup/command.js restore FILE.tar.gz
// `npm run backup` and `npm run restore` (scripts/) run the same functions from the sources.
import { loadConfig } from '../config.ts';
import { backupCommand, restoreCommand, runCommand } from './cli.ts';

const [command, ...args] = process.argv.slice(2);
if (command !== 'backup' && command !== 'restore') {
  console.error('Usage: command.js backup [FILE.tar.gz | DIR] | restore FILE.tar.gz');
  process.exit(2);
}
process.exit(await runCommand(async () => (command === 'backup' ? backupCommand : restoreCommand)(await loadConfig(process.env), args)));
