import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PrismaPg } from '@prisma/adapter-pg';
import { createApp } from '#server/app';
import { openMigratedDatabase, type Database, type DatabaseOptions } from '#server/db/client';
import { startEmbeddedPostgres } from '#server/db/embedded-postgres';
import { PrismaClient } from '#server/db/generated/client';
import { deployMigrations } from '#server/db/migrations';
import { countStatements } from '#server/db/statement-counter';
import { createDeps } from '#server/deps';
import { createRateLimits } from '#server/lib/rate-limit';

/**
 * The app on a fresh database: an embedded PostgreSQL in a temp directory, or the database of
 * DATABASE_URL. Every SQL statement its Prisma client sends is counted (`queries()`), whatever
 * `countQueries` says (kept for the callers).
 */
export async function benchServer(_o: { countQueries?: boolean } = {}) {
  const db = await benchDatabase();
  const deps = createDeps({
    db: db.prisma,
    limits: createRateLimits({ loginPerAccount: 1e9, loginPerIp: 1e9, registerPerIp: 1e9, writesPerAccount: 1e9 }),
    appUrl: 'http://bench.local',
    appSecret: 'bench-secret-bench-secret-bench-secret-00',
  });
  const server = createApp(deps).listen(0, '127.0.0.1');
  await new Promise<void>((r) => server.once('listening', () => r()));
  const { port } = server.address() as { port: number };
  return {
    deps,
    url: `http://127.0.0.1:${port}`,
    queries: db.count,
    async close() {
      await new Promise<void>((r) => server.close(() => r()));
      await db.close();
    },
  };
}

/** Runs `fn` n times (after warm-up) and prints p50/p95/mean in ms. */
export async function measure(label: string, n: number, fn: (i: number) => Promise<unknown>) {
  for (let i = 0; i < Math.min(5, n); i++) await fn(i);
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    const t0 = performance.now();
    await fn(i);
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  const q = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))]!;
  const mean = times.reduce((a, b) => a + b, 0) / times.length;
  console.log(`${label.padEnd(48)} n=${String(n).padStart(4)}  p50 ${q(0.5).toFixed(2)} ms  p95 ${q(0.95).toFixed(2)} ms  mean ${mean.toFixed(2)} ms`);
}

/**
 * DATABASE_URL, or an embedded PostgreSQL started in a temp directory that `stop()` stops and
 * removes.
 */
async function benchDatabaseUrl(): Promise<{ url: string; stop?: () => Promise<void> }> {
  if (process.env.DATABASE_URL) return { url: process.env.DATABASE_URL };
  const dir = await mkdtemp(path.join(tmpdir(), 'spotter-bench-'));
  const embedded = await startEmbeddedPostgres({ dir: path.join(dir, 'pg') });
  return {
    url: embedded.url,
    stop: async () => {
      await embedded.stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

async function benchDatabase() {
  const { url, stop } = await benchDatabaseUrl();
  const factory = new PrismaPg({ connectionString: url }, { onPoolError: () => {}, onConnectionError: () => {} });
  await deployMigrations(factory);
  let statements = 0;
  const prisma = new PrismaClient({ adapter: countStatements(factory, () => (statements += 1)) });
  return {
    prisma,
    count: () => statements,
    close: async () => {
      await prisma.$disconnect();
      await stop?.();
    },
  };
}

/** The app's own database setup (openMigratedDatabase) on the bench's database (benchDatabaseUrl). */
export async function openBenchDatabase(options: Omit<DatabaseOptions, 'databaseUrl' | 'embeddedDir'> = {}): Promise<Database> {
  const { url, stop } = await benchDatabaseUrl();
  const db = await openMigratedDatabase({ ...options, databaseUrl: url });
  return {
    ...db,
    close: async () => {
      await db.close();
      await stop?.();
    },
  };
}
