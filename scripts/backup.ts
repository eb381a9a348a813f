// npm run backup [-- FILE.tar.gz | DIR] — writes a backup of the configured database (DATABASE_URL
// or the embedded one in DATA_DIR), its objects and the app secret (docs/backup.md).
import { backupCommand, runCommand } from '#server/backup/cli';
import { loadConfig } from '#server/config';

process.exit(await runCommand(async () => backupCommand(await loadConfig(process.env), process.argv.slice(2))));
