// The app under load, in its own process (started by bench/load.bench.ts with fork), built the
// way src/server/main.ts builds it: loadConfig + openMigratedDatabase, so whatever embedded
// database design main uses is what gets measured. Bench-only additions live here, never in
// the product: every SQL statement is counted on the driver adapter and attributed to the
// request that sent it (src/server/db/statement-counter.ts), and two bench endpoints expose the
// tallies. Environment: DATA_DIR (a fresh temp dir), DATABASE_URL (optional), LOG_LEVEL.
import { mkdir, writeFile } from 'node:fs/promises';
import { Session } from 'node:inspector';
import path from 'node:path';
import type { SqlQuery } from '@prisma/driver-adapter-utils';
import express from 'express';
import type { PlanCount } from './replay.ts';
import pino from 'pino';
import { createApp } from '#server/app';
import { loadConfig } from '#server/config';
import { DEFAULT_POOL_MAX, openMigratedDatabase } from '#server/db/client';
import { countStatements, statementScopes } from '#server/db/statement-counter';
import { createDeps } from '#server/deps';
import { createRateLimits } from '#server/lib/rate-limit';

/** Header carrying the statements one request sent (set when its headers are written). */
const STATEMENTS_HEADER = 'x-bench-sql-statements';
/** A request with this header keeps its statements for `GET /__bench/kept` (the own-SQL ceiling). */
const KEEP_HEADER = 'x-bench-keep-statements';

const config = await loadConfig({ ...process.env, PORT: '0' });
const scopes = statementScopes();
const db = await openMigratedDatabase({ ...config.database, wrapAdapter: (f) => countStatements(f, scopes.onStatement) });
// Requests logged as main logs them (LOG_LEVEL, default info); the parent discards stdout.
const log = pino({ level: config.logLevel, redact: ['req.headers.authorization', '*.password', '*.token'] });
const deps = createDeps({
  db: db.prisma,
  log,
  // Load from a few accounts writes faster than any person: counted, never refused.
  limits: createRateLimits({ writesPerAccount: 1e9 }),
  appUrl: config.appUrl,
  appSecret: config.appSecret,
  dataDir: config.dataDir,
  trustProxy: config.trustProxy,
});
const app = createApp(deps);

// Totals since the last reset: requests answered and the statements they sent.
let tally = { requests: 0, statements: 0, status5xx: 0 };
// The statements of the last request sent with KEEP_HEADER, as the driver adapter received them.
let kept: SqlQuery[] = [];
const outer = express();
outer.disable('x-powered-by');
const mb = (n: number) => Math.round(n / 1048576);
outer.get('/__bench/stats', (req, res) => {
  // ?gc=1 (with node --expose-gc): collect first, so heapUsed is what is really kept.
  if (req.query.gc === '1') (globalThis as { gc?: () => void }).gc?.();
  const m = process.memoryUsage();
  res.json({
    ...tally,
    databaseUrl: db.url,
    poolMax: config.database.poolMax ?? DEFAULT_POOL_MAX,
    memory: { rss: mb(m.rss), heapTotal: mb(m.heapTotal), heapUsed: mb(m.heapUsed), external: mb(m.external), arrayBuffers: mb(m.arrayBuffers) },
  });
});
// The app's prepared statements that PostgreSQL plans anew on most calls (docs/performance.md,
// "Plans made on every call"), as seen on the pool's connections: pg_prepared_statements is per
// connection, so several reads run at once, each on its own connection, and their rows are merged.
outer.get('/__bench/replanned', (_req, res, next) => {
  const read = () =>
    db.prisma.$queryRaw<PlanCount[]>`SELECT statement AS sql, generic_plans::int AS generic, custom_plans::int AS custom
      FROM pg_prepared_statements, (SELECT pg_sleep(0.05)) AS held_for_the_others`;
  Promise.all(Array.from({ length: config.database.poolMax ?? DEFAULT_POOL_MAX }, read)).then((lists) => {
    const merged = new Map<string, PlanCount>();
    for (const r of lists.flat()) {
      const m = merged.get(r.sql) ?? { sql: r.sql, generic: 0, custom: 0 };
      merged.set(r.sql, { ...m, generic: m.generic + r.generic, custom: m.custom + r.custom });
    }
    res.json([...merged.values()].filter((r) => r.custom > r.generic && r.custom > 5));
  }, next);
});
outer.get('/__bench/kept', (_req, res) => {
  res.json(kept);
});
outer.post('/__bench/reset', (_req, res) => {
  tally = { requests: 0, statements: 0, status5xx: 0 };
  res.json(tally);
});
// BENCH_CPU_PROF=<dir>: the benchmark profiles each route's loaded run on its own
// (POST /__bench/profile/start, then /stop?name=<route> writes <dir>/<route>.cpuprofile).
const profileDir = process.env.BENCH_CPU_PROF;
if (profileDir) await mkdir(profileDir, { recursive: true });
const inspector = profileDir ? new Session() : undefined;
inspector?.connect();
const post = (method: string) => new Promise<unknown>((resolve, reject) => inspector!.post(method, (err, result) => (err ? reject(err) : resolve(result))));
outer.post('/__bench/profile/start', (_req, res, next) => {
  const started = inspector ? post('Profiler.enable').then(() => post('Profiler.start')) : Promise.resolve();
  started.then(() => res.json({ profiling: Boolean(inspector) }), next);
});
outer.post('/__bench/profile/stop', (req, res, next) => {
  const name = String(req.query.name ?? 'route').replace(/[^a-z0-9-]+/gi, '_');
  const stopped =
    inspector && profileDir ? post('Profiler.stop').then((r) => writeFile(path.join(profileDir, `${name}.cpuprofile`), JSON.stringify((r as { profile: unknown }).profile))) : Promise.resolve();
  stopped.then(() => res.json({ ok: true }), next);
});
outer.use((req, res, next) => {
  const keep = req.headers[KEEP_HEADER] === '1';
  const { scope } = scopes.run(() => next(), { keep });
  const writeHead = res.writeHead;
  res.writeHead = function (this: typeof res, ...args: Parameters<typeof writeHead>) {
    if (!this.headersSent) this.setHeader(STATEMENTS_HEADER, String(scope.count));
    return writeHead.apply(this, args);
  } as typeof writeHead;
  res.on('finish', () => {
    if (scope.kept) kept = scope.kept;
    tally.requests += 1;
    tally.statements += scope.count;
    if (res.statusCode >= 500) tally.status5xx += 1;
  });
});
outer.use(app);

const server = outer.listen(0, '127.0.0.1', () => {
  const address = server.address();
  process.send?.({ port: typeof address === 'object' && address ? address.port : 0, kind: db.kind });
});
// Without its benchmark (killed, crashed) the server has no reason to live.
process.on('disconnect', () => process.exit(0));
process.on('SIGTERM', () => {
  server.close(async () => {
    await db.close().catch(() => {});
    process.exit(0);
  });
  server.closeAllConnections();
  setTimeout(() => process.exit(1), 5000).unref();
});
