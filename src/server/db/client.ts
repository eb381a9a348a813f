// One factory for the Prisma client: embedded PGlite in DATA_DIR by default, a PostgreSQL
// server when DATABASE_URL is set (DESIGN §1). Both speak the same dialect and migrations.
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PrismaPg } from '@prisma/adapter-pg';
import type { SqlMigrationAwareDriverAdapterFactory } from '@prisma/driver-adapter-utils';
import { PrismaPGlite } from 'pglite-prisma-adapter';
import { PrismaClient } from './generated/client.ts';
import { deployMigrations } from './migrations.ts';

export type Db = PrismaClient;
export type { Prisma } from './generated/client.ts';

export interface Database {
  prisma: PrismaClient;
  adapterFactory: SqlMigrationAwareDriverAdapterFactory;
  kind: 'embedded' | 'postgres';
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres:// or postgresql:// URL; when absent the embedded database is used. */
  databaseUrl?: string;
  /** Directory of the embedded database; `memory://` (or undefined) keeps it in memory. */
  embeddedDir?: string;
  /** An already opened PGlite (tests clone one per file). */
  pglite?: PGlite;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const adapterFactory = new PrismaPg({ connectionString: options.databaseUrl });
    const prisma = new PrismaClient({ adapter: adapterFactory });
    return { prisma, adapterFactory, kind: 'postgres', close: () => prisma.$disconnect() };
  }
  let pg = options.pglite;
  if (!pg) {
    const dir = options.embeddedDir;
    if (dir && !dir.startsWith('memory://')) await mkdir(path.dirname(path.resolve(dir)), { recursive: true });
    pg = new PGlite(dir ?? 'memory://');
  }
  const pglite = pg;
  const adapterFactory = new PrismaPGlite(pglite);
  const prisma = new PrismaClient({ adapter: adapterFactory });
  return {
    prisma,
    adapterFactory,
    kind: 'embedded',
    close: async () => {
      await prisma.$disconnect();
      if (!options.pglite) await pglite.close();
    },
  };
}

/** Opens the database and applies pending migrations; a failure closes it and rethrows. */
export async function openMigratedDatabase(options: DatabaseOptions): Promise<Database & { applied: string[] }> {
  const db = await openDatabase(options);
  try {
    const applied = await deployMigrations(db.adapterFactory);
    return { ...db, applied };
  } catch (err) {
    await db.close().catch(() => {});
    throw new MigrationError(err);
  }
}

export class MigrationError extends Error {
  constructor(cause: unknown) {
    super(`Database migration failed: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = 'MigrationError';
  }
}
