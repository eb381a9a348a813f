// npm run db:migrate   — apply pending migrations to the configured database (DATABASE_URL or DATA_DIR)
// npm run db:migration -- <name> — write prisma/migrations/<ts>_<name> from schema changes
import { PGlite } from '@electric-sql/pglite';
import { PrismaPGlite } from 'pglite-prisma-adapter';
import { backupBeforeMigrating } from '#server/backup/cli';
import { loadConfig } from '#server/config';
import { openMigratedDatabase } from '#server/db/client';
import { createMigration } from '#server/db/migrations';

const [command, name = 'change'] = process.argv.slice(2);

if (command === 'deploy') {
  const config = await loadConfig(process.env);
  const db = await openMigratedDatabase({
    ...config.database,
    beforeMigrating: async (url) => {
      const file = await backupBeforeMigrating(config, url);
      if (file) console.log(`Backup written before migrating: ${file}`);
    },
  });
  console.log(db.applied.length ? `Applied: ${db.applied.join(', ')}` : 'Database is up to date.');
  await db.close();
} else if (command === 'create') {
  // Diffed against a scratch in-memory database brought to the current migrations. PGlite (a dev
  // dependency, PostgreSQL 17) rather than the embedded PostgreSQL 18: Prisma 7.10's schema
  // describer cannot read PostgreSQL 18's catalog (NOT NULL constraints in pg_constraint, and
  // the "char" type that @prisma/adapter-pg rejects). See docs/database.md.
  const scratch = new PGlite();
  const dir = await createMigration(new PrismaPGlite(scratch), name);
  await scratch.close();
  console.log(dir ? `Created prisma/migrations/${dir}` : 'No schema changes: no migration created.');
} else {
  console.error('usage: db-migrate.ts deploy | create <name>');
  process.exit(2);
}
