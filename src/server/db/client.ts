// One factory for the Prisma client, always through @prisma/adapter-pg: the embedded PostgreSQL
// (cluster in DATA_DIR/pg, started and stopped by the app) by default, a PostgreSQL server when
// DATABASE_URL is set. See docs/database.md.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { PrismaPg } from '@prisma/adapter-pg';
import pg from 'pg';
import type { SqlMigrationAwareDriverAdapterFactory, SqlQuery } from '@prisma/driver-adapter-utils';
import { attachBearerCache, authWritesWatcher, BearerCache, DEFAULT_BEARER_CACHE_TTL_MS } from './bearer-cache.ts';
import { startEmbeddedPostgres } from './embedded-postgres.ts';
import { statementNames } from './statement-names.ts';
import { PrismaClient } from './generated/client.ts';
import { deployMigrationsInChild, migrationNames } from './migrations.ts';
import { countStatements } from './statement-counter.ts';
import { attachSharedReads, SharedFlights, sharedReadsWatcher } from './shared-reads.ts';
import { watchWrites } from './write-watch.ts';
import type { PoolStats } from '../lib/metrics.ts';

export type Db = PrismaClient;
export type { Prisma } from './generated/client.ts';

export interface Database {
  prisma: PrismaClient;
  adapterFactory: SqlMigrationAwareDriverAdapterFactory;
  kind: 'embedded' | 'postgres';
  /** The postgresql:// URL the app connects to (for the embedded database, through its socket). */
  url: string;
  close(): Promise<void>;
  /**
   * Why this process should be restarted, or null: the embedded PostgreSQL died and could not be
   * brought back within its restart limit (GET /health reports it; docs/reliability.md).
   */
  failure(): string | null;
  /** The app pool's connections now (GET /metrics, lib/metrics.ts). */
  poolStats(): PoolStats;
}

/** Connections in the app's pool when DATABASE_POOL_MAX is not set. */
export const DEFAULT_POOL_MAX = 10;

export interface DatabaseOptions {
  /** postgres:// or postgresql:// URL; when absent the embedded database is used. */
  databaseUrl?: string;
  /** Directory of the embedded PostgreSQL cluster (DATA_DIR/pg). */
  embeddedDir?: string;
  /** Size of the connection pool (DATABASE_POOL_MAX). */
  poolMax?: number;
  /** Warnings: a dropped connection, the embedded PostgreSQL's start, stop and restarts. */
  log?: (message: string, level?: 'info' | 'warn' | 'error') => void;
  /** The app's HTTP port, named when a second app on the same embedded database is refused. */
  appPort?: number;
  /**
   * How long the embedded PostgreSQL, when it dies, is tried to be restarted before `failure()`
   * says so (EMBEDDED_DATABASE_RESTART_LIMIT_MS, default a minute).
   */
  restartLimitMs?: number;
  /** Wraps the driver adapter factory (the load benchmark counts SQL statements with it). */
  wrapAdapter?: (factory: SqlMigrationAwareDriverAdapterFactory) => SqlMigrationAwareDriverAdapterFactory;
  /** Called once per SQL statement the app sends (tests count them; statement-counter.ts). */
  onStatement?: (query: SqlQuery) => void;
  /**
   * How long a resolved bearer token is remembered in this process (BEARER_CACHE_TTL_MS;
   * 0 = never; docs/decisions/0013-bearer-cache.md). Writes this process sends to the auth
   * tables drop the cache at once.
   */
  bearerCacheTtlMs?: number;
  /**
   * Named (prepared) statements, parsed once per connection (DATABASE_PREPARED_STATEMENTS, on by
   * default; statement-names.ts). Off for a pooler that cannot keep them, such as PgBouncer in
   * transaction mode before 1.21.
   */
  preparedStatements?: boolean;
}

/** A connection that cannot be opened within this time fails (503) instead of hanging (docs/reliability.md). */
export const CONNECT_TIMEOUT_MS = 5000;

/** The database of Spotter versions before 0.2 (PGlite, in DATA_DIR/db) that this version cannot read. */
export class LegacyDatabaseError extends Error {
  constructor(legacyDir: string, newDir: string) {
    super(
      [
        `${legacyDir} holds a database from an earlier Spotter (PGlite), which this version no longer opens.`,
        `This version keeps its embedded PostgreSQL in ${newDir}. To start with an empty database, move ${legacyDir} elsewhere;`,
        'to keep its data, see "Upgrading from the PGlite database" in docs/database.md.',
      ].join('\n'),
    );
    this.name = 'LegacyDatabaseError';
  }
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const log = options.log ?? (() => {});
  const max = options.poolMax ?? DEFAULT_POOL_MAX;
  let url = options.databaseUrl;
  let stopEmbedded: (() => Promise<void>) | undefined;
  let failure = (): string | null => null;
  if (!url) {
    if (!options.embeddedDir) throw new Error('openDatabase needs a databaseUrl or an embeddedDir');
    const dir = path.resolve(options.embeddedDir);
    const legacy = path.join(path.dirname(dir), 'db');
    if (existsSync(path.join(legacy, 'PG_VERSION')) && !existsSync(path.join(dir, 'PG_VERSION'))) throw new LegacyDatabaseError(legacy, dir);
    // Room for the pool, the shared rate limits' pool, migrations and a psql session.
    const embedded = await startEmbeddedPostgres({ dir, maxConnections: max + 20, log, appPort: options.appPort, restartLimitMs: options.restartLimitMs });
    url = embedded.url;
    stopEmbedded = embedded.stop;
    failure = embedded.failure;
  }
  // A dropped connection must never crash the process: the adapter's pool and connections get
  // these listeners, and the next query opens a new connection.
  const wrap = options.wrapAdapter ?? ((f: SqlMigrationAwareDriverAdapterFactory) => f);
  // The adapter makes its pool, and a new one each time Prisma reconnects (after the database came
  // back, the old pool's broken clients are dropped with it), so the figures of GET /metrics are
  // read from the pool of the adapter Prisma holds now (PrismaPgAdapter.underlyingDriver()).
  let current: pg.Pool | undefined;
  const observed = (f: SqlMigrationAwareDriverAdapterFactory): SqlMigrationAwareDriverAdapterFactory =>
    new Proxy(f, {
      get(t, prop, receiver) {
        const v = Reflect.get(t, prop, receiver);
        if (prop !== 'connect' || typeof v !== 'function') return typeof v === 'function' ? v.bind(t) : v;
        return async () => {
          const adapter = await (v as () => Promise<object>).call(t);
          const driver = (adapter as { underlyingDriver?: () => unknown }).underlyingDriver?.();
          if (driver instanceof pg.Pool) current = driver;
          return adapter;
        };
      },
    });
  const bearerCache = new BearerCache<unknown>(options.bearerCacheTtlMs ?? DEFAULT_BEARER_CACHE_TTL_MS);
  const sharedReads = new SharedFlights();
  // Below Prisma, so every write this process sends is seen (write-watch.ts).
  const watched = (f: SqlMigrationAwareDriverAdapterFactory) => watchWrites(f, [...(bearerCache.ttlMs > 0 ? [authWritesWatcher(bearerCache)] : []), sharedReadsWatcher(sharedReads)]);
  const counted = (f: SqlMigrationAwareDriverAdapterFactory) => (options.onStatement ? countStatements(f, options.onStatement) : f);
  const adapterFactory = counted(
    wrap(
      watched(
        observed(
          new PrismaPg(
            { connectionString: url, max, connectionTimeoutMillis: CONNECT_TIMEOUT_MS, keepAlive: true },
            {
              onPoolError: (err) => log(`database connection error (idle): ${err.message}`, 'warn'),
              onConnectionError: (err) => log(`database connection error: ${err.message}`, 'warn'),
              ...(options.preparedStatements === false ? {} : { statementNameGenerator: statementNames() }),
            },
          ),
        ),
      ),
    ),
  );
  const prisma = new PrismaClient({ adapter: adapterFactory });
  if (bearerCache.ttlMs > 0) attachBearerCache(prisma, bearerCache);
  attachSharedReads(prisma, sharedReads);
  return {
    prisma,
    adapterFactory,
    kind: stopEmbedded ? 'embedded' : 'postgres',
    url,
    failure,
    poolStats: () => ({ total: current?.totalCount ?? 0, idle: current?.idleCount ?? 0, waiting: current?.waitingCount ?? 0, max }),
    close: async () => {
      await prisma.$disconnect().catch(() => {});
      await stopEmbedded?.();
    },
  };
}

/**
 * Opens the database and applies pending migrations; a failure closes it and rethrows.
 * `beforeMigrating` runs only when there are migrations to apply (the start's backup, docs/backup.md);
 * when it fails, nothing is migrated.
 */
export async function openMigratedDatabase(options: DatabaseOptions & { beforeMigrating?: (url: string) => Promise<void> }): Promise<Database & { applied: string[] }> {
  const db = await openDatabase(options);
  try {
    if (await migrationsUpToDate(db.url)) return { ...db, applied: [] };
    if (options.beforeMigrating) {
      try {
        await options.beforeMigrating(db.url);
      } catch (err) {
        throw new Error(`the backup before migrating failed, so nothing was migrated: ${err instanceof Error ? err.message : String(err)}`, { cause: err });
      }
    }
    // In a child process, so the schema engine's memory never enters ours (migrate-child.ts).
    const applied = await deployMigrationsInChild(db.url);
    return { ...db, applied };
  } catch (err) {
    await db.close().catch(() => {});
    throw new MigrationError(err);
  }
}

/**
 * Whether every migration in prisma/migrations has finished on this database, read with one
 * query: most starts then skip loading Prisma's schema engine (WebAssembly, about a second).
 * Anything else (no table yet, a pending or failed migration) goes through the engine.
 */
async function migrationsUpToDate(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => {});
  try {
    await client.connect();
    const { rows } = await client.query<{ migration_name: string }>('SELECT migration_name FROM _prisma_migrations WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL');
    const done = new Set(rows.map((r) => r.migration_name));
    return (await migrationNames()).every((name) => done.has(name));
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

export class MigrationError extends Error {
  constructor(cause: unknown) {
    super(`Database migration failed: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = 'MigrationError';
  }
}
