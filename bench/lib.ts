import pino from 'pino';
import { createApp } from '../src/server/app.ts';
import { PGlite } from '@electric-sql/pglite';
import { PrismaPGlite } from 'pglite-prisma-adapter';
import { openMigratedDatabase } from '../src/server/db/client.ts';
import { PrismaClient } from '../src/server/db/generated/client.ts';
import { deployMigrations } from '../src/server/db/migrations.ts';
import type { AppDeps } from '../src/server/deps.ts';
import { systemClock } from '../src/server/lib/clock.ts';
import { createMemoryMailer } from '../src/server/lib/mailer.ts';
import { createRateLimits } from '../src/server/lib/rate-limit.ts';

/**
 * The app on a fresh database (embedded in memory, or DATABASE_URL). With `countQueries`, the
 * embedded database's Prisma client counts every SQL statement it sends (`queries()`).
 */
export async function benchServer(o: { countQueries?: boolean } = {}) {
  const db = o.countQueries ? await countingDatabase() : await openMigratedDatabase(process.env.DATABASE_URL ? { databaseUrl: process.env.DATABASE_URL } : {});
  const deps: AppDeps = {
    db: db.prisma,
    clock: systemClock,
    mailer: createMemoryMailer(),
    limits: createRateLimits({ loginPerAccount: 1e9, loginPerIp: 1e9, registerPerIp: 1e9 }),
    log: pino({ level: 'silent' }),
    appUrl: 'http://bench.local',
    appSecret: 'bench-secret-bench-secret-bench-secret-00',
  };
  const server = createApp(deps).listen(0, '127.0.0.1');
  await new Promise<void>((r) => server.once('listening', () => r()));
  const { port } = server.address() as { port: number };
  return {
    deps,
    url: `http://127.0.0.1:${port}`,
    queries: () => ('count' in db ? db.count() : NaN),
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

async function countingDatabase() {
  const pglite = new PGlite('memory://');
  const adapter = new PrismaPGlite(pglite);
  await deployMigrations(adapter);
  const prisma = new PrismaClient({ adapter, log: [{ emit: 'event', level: 'query' }] });
  let statements = 0;
  prisma.$on('query', () => {
    statements++;
  });
  return {
    prisma: prisma as unknown as AppDeps['db'],
    count: () => statements,
    close: async () => {
      await prisma.$disconnect();
      await pglite.close();
    },
  };
}
