// npm run restore -- FILE.tar.gz — restores a backup into an empty DATA_DIR or an empty database
// (DATABASE_URL); also the way to move between the embedded database and a server (docs/backup.md).
import { restoreCommand, runCommand } from '#server/backup/cli';
import { loadConfig } from '#server/config';

process.exit(await runCommand(async () => restoreCommand(await loadConfig(process.env), process.argv.slice(2))));
