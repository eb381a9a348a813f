// npm run admin -- invite <email> | failures, and npm run invite -- <email> (docs/self-hosting.md).
import { adminCommand } from '#server/admin/cli';
import { runCommand } from '#server/backup/cli';
import { loadConfig } from '#server/config';

process.exit(await runCommand(async () => adminCommand(await loadConfig(process.env), process.argv.slice(2))));
