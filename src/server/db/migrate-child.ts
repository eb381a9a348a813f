// Applies pending migrations in a child process (docs/database.md "Migrations at start"). Prisma's
// schema engine is WebAssembly: loaded in the server's process (or in a worker thread of it), its
// memory stayed for the life of the process, about 30–50 MB of RSS after a fresh install or an
// upgrade. Started by `deployMigrationsInChild` (migrations.ts), which reads the one message sent.
import { PrismaPg } from '@prisma/adapter-pg';
import { deployMigrations } from './migrations.ts';

const factory = new PrismaPg({ connectionString: process.env.SPOTTER_MIGRATE_URL, max: 1, connectionTimeoutMillis: 5000 });
const send = (m: { applied: string[] } | { error: string }) => new Promise<void>((resolve) => process.send!(m, () => resolve()));
try {
  await send({ applied: await deployMigrations(factory, process.env.SPOTTER_MIGRATE_UP_TO || undefined) });
} catch (err) {
  await send({ error: err instanceof Error ? err.message : String(err) });
}
process.disconnect?.();
