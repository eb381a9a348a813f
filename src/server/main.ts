// Starts Spotter: configuration, database (migrated before anything is served), demo data on a
// first embedded start, the job queue (docs/jobs.md), HTTP server, graceful shutdown.
import path from 'node:path';
import type pg from 'pg';
import { createLogger } from './lib/logger.ts';
import { createApp } from './app.ts';
import { backupBeforeMigrating, scheduledBackup } from './backup/cli.ts';
import { loadConfig } from './config.ts';
import { CONNECT_TIMEOUT_MS, openMigratedDatabase } from './db/client.ts';
import { createDeps } from './deps.ts';
import { createPgBossQueue } from './jobs/pg-boss-queue.ts';
import { shiftedClock, systemClock } from './lib/clock.ts';
import { createConsoleMailer, createSmtpMailer } from './lib/mailer.ts';
import { countingMailer, createMetrics } from './lib/metrics.ts';
import { createObjectStorage } from './lib/object-storage/index.ts';
import { createRateLimits, openPostgresRateLimits, type RateLimits } from './lib/rate-limit.ts';
import { settleBackgroundWork } from './services/auth/accounts.ts';
import { sealLegacyAccessLinks } from './services/clients/access.ts';
import { enqueueAnalyze, tablesTouchedByMigrations } from './services/data-transfer/planner-statistics.ts';
import { isEmpty, seedDemo } from './seed/demo.ts';
import { demoAccountWarning, safeDefaultWarnings, SHARED_STATE_TEXTS, sharedStateProblems, smtpProblem } from './startup-checks.ts';

/** Each start warning once, on standard error, where a person starting the server looks. */
const warn = (text: string) => console.error(`WARNING: ${text}`);

async function main() {
  const config = await loadConfig(process.env);
  const log = createLogger(config.logLevel);
  // GET /metrics, only with METRICS_TOKEN (lib/metrics.ts).
  const metrics = config.metricsToken ? createMetrics(config.metricsToken) : undefined;

  // Per-instance state on a shared database: said before anything starts (startup-checks.ts).
  const problems = sharedStateProblems(config);
  for (const problem of problems) warn(problem);
  for (const warning of safeDefaultWarnings(config)) warn(warning);
  if (problems.length && config.sharedStateCheck === 'refuse') {
    console.error(SHARED_STATE_TEXTS.refused);
    process.exit(1);
  }

  let db;
  try {
    db = await openMigratedDatabase({
      ...config.database,
      log: (msg, level = 'info') => log[level](msg),
      // An upgrade with migrations to apply first saves the data as it is (docs/backup.md).
      beforeMigrating: async (url) => {
        const file = await backupBeforeMigrating(config, url);
        if (file) log.info({ file }, 'backup written before applying migrations');
      },
    });
  } catch (err) {
    // Never start on a half-migrated database.
    log.fatal({ err }, 'database could not be opened or migrated; not starting');
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  }
  if (db.applied.length) log.info({ applied: db.applied }, 'migrations applied');
  // Access links made before hashing: seal their token with APP_SECRET (docs/decisions/0004-access-links.md).
  const sealed = await sealLegacyAccessLinks(db.prisma, config.appSecret);
  if (sealed) log.info({ sealed }, 'access links sealed');

  const clock = config.clockStart ? shiftedClock(config.clockStart) : systemClock;
  if (config.clockStart) log.warn({ now: clock.now() }, 'CLOCK_START: the server clock is shifted (tests only)');
  if (config.pushAllowLoopbackHttp) log.warn('PUSH_ALLOW_LOOPBACK_HTTP: pushes may go to http:// addresses on this machine (tests only)');
  if (config.seedDemo && (await isEmpty(db.prisma))) {
    const demo = await seedDemo(db.prisma, clock.now(), config.appSecret);
    console.log(
      ['', 'Demo data created.', `  Coach sign-in:      ${demo.email} / ${demo.password}`, `  Client access link: ${config.appUrl}/app/today?token=${demo.clientAccessToken}`, ''].join('\n'),
    );
  }
  const demoWarning = await demoAccountWarning(db.prisma, config);
  if (demoWarning) warn(demoWarning);

  // On a PostgreSQL server the abuse limits live there too, shared by every instance.
  const limitOptions = { writesPerAccount: config.writesPerMinute, writeWindowSeconds: 60, apiKeyRequestsPerMinute: config.apiKeyRequestsPerMinute };
  let limits: RateLimits = createRateLimits(limitOptions);
  let limitsPool: pg.Pool | undefined;
  if (config.database.databaseUrl) {
    ({ limits, pool: limitsPool } = await openPostgresRateLimits(db.url ?? config.database.databaseUrl, log, { ...limitOptions, connectTimeoutMs: CONNECT_TIMEOUT_MS }));
  }

  // The job queue lives in the same database (schema "pgboss"); its own small pool.
  const jobs = createPgBossQueue({
    connectionString: db.url,
    log,
    poolMax: config.jobPoolMax,
    pollingIntervalSeconds: config.jobPollSeconds,
    metrics,
    ...(config.backupSchedule ? { schedules: { backup: config.backupSchedule } } : {}),
  });
  const deps = createDeps({
    db: db.prisma,
    clock,
    mailer: countingMailer(config.smtpUrl ? createSmtpMailer(config.smtpUrl, config.mailFrom) : createConsoleMailer(), metrics),
    jobs,
    limits,
    log,
    appUrl: config.appUrl,
    appSecret: config.appSecret,
    webDir: path.resolve(import.meta.dirname, '../../dist'),
    dataDir: config.dataDir,
    storage: createObjectStorage(config),
    trustProxy: config.trustProxy,
    overload: { maxLagMs: config.shedEventLoopLagMs, deadlineMs: config.requestTimeoutMs },
    liveness: db.failure,
    push: { publicKey: config.vapid.publicKey, privateKey: config.vapid.privateKey, subject: config.vapid.subject, allowLoopbackHttp: config.pushAllowLoopbackHttp },
    // BACKUP_SCHEDULE: a backup into DATA_DIR/backups, keeping the newest BACKUP_KEEP (docs/backup.md).
    ...(config.backupSchedule
      ? {
          backup: async () => {
            const { file, removed } = await scheduledBackup(config, db.url, config.backupKeep);
            log.info({ file, removed }, 'scheduled backup written');
          },
        }
      : {}),
    registration: config.registration,
    webhooks: { allowPrivate: config.webhookAllowPrivate },
    emailConfigured: Boolean(config.smtpUrl),
    corsOrigins: config.corsOrigins,
    ...(metrics ? { metrics } : {}),
  });
  metrics?.setSources({ pool: db.poolStats, queues: () => jobs.stats() });
  try {
    // Missed workouts, due assignments, photo sweep, reminders, digests and every e-mail (jobs/definitions.ts).
    await jobs.start(deps);
  } catch (err) {
    log.fatal({ err }, 'the job queue could not start; not starting');
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  }
  // Tables the migrations just created or filled get planner statistics in the background (docs/database.md).
  if (db.applied.length) await enqueueAnalyze(deps, await tablesTouchedByMigrations(db.applied));
  const app = createApp(deps);
  const server = app.listen(config.port, () => {
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    console.log(`Spotter is listening on http://localhost:${port} (${db.kind === 'embedded' ? `embedded database in ${config.dataDir}` : 'PostgreSQL'})`);
  });
  // A wrong SMTP_URL is said at start, not when the first e-mail is missed; start goes on.
  void smtpProblem(deps.mailer).then((problem) => {
    if (problem) warn(problem);
  });
  // Slow clients cannot hold a connection forever (docs/reliability.md); the per-request deadline
  // (lib/overload.ts) answers first, these close what is left.
  server.headersTimeout = 20_000;
  server.requestTimeout = config.requestTimeoutMs > 0 ? Math.max(60_000, config.requestTimeoutMs * 6 + 5_000) : 0;
  server.keepAliveTimeout = 5_000;

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    log.info({ signal }, 'shutting down');
    server.close(async () => {
      await settleBackgroundWork(); // reset e-mails answered already, queued before the queue stops
      await jobs.stop().catch((err: unknown) => log.error({ err }, 'job queue did not stop cleanly'));
      await limitsPool?.end().catch(() => {});
      await db.close().catch(() => {});
      process.exit(0);
    });
    server.closeIdleConnections();
    setTimeout(() => process.exit(1), 10_000).unref();
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

await main();
