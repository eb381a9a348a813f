// Starts Spotter: configuration, database (migrated before anything is served), demo data on a
// first embedded start, HTTP server, the photo sweep, graceful shutdown.
import path from 'node:path';
import pg from 'pg';
import pino from 'pino';
import { createApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openMigratedDatabase } from './db/client.ts';
import type { AppDeps } from './deps.ts';
import { systemClock } from './lib/clock.ts';
import { createConsoleMailer, createSmtpMailer } from './lib/mailer.ts';
import { createObjectStorage } from './lib/object-storage/index.ts';
import { createPostgresRateLimits, createRateLimits, type RateLimits } from './lib/rate-limit.ts';
import { startPhotoSweeper } from './services/photos/cleanup.ts';
import { isEmpty, seedDemo } from './seed/demo.ts';

async function main() {
  const config = await loadConfig(process.env);
  const log = pino({ level: config.logLevel, redact: ['req.headers.authorization', '*.password', '*.token'] });

  let db;
  try {
    db = await openMigratedDatabase(config.database);
  } catch (err) {
    // Never start on a half-migrated database.
    log.fatal({ err }, 'database migration failed; not starting');
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  }
  if (db.applied.length) log.info({ applied: db.applied }, 'migrations applied');

  if (config.seedDemo && (await isEmpty(db.prisma))) {
    const demo = await seedDemo(db.prisma, systemClock.now());
    console.log(
      [
        '',
        'Demo data created.',
        `  Coach sign-in:      ${demo.email} / ${demo.password}`,
        `  Client access link: ${config.appUrl}/app/today?token=${demo.clientAccessToken}`,
        '',
      ].join('\n'),
    );
  }

  // On a PostgreSQL server the abuse limits live there too, shared by every instance.
  let limits: RateLimits = createRateLimits();
  let limitsPool: pg.Pool | undefined;
  if (config.database.databaseUrl) {
    limitsPool = new pg.Pool({ connectionString: config.database.databaseUrl, max: 2 });
    try {
      limits = await createPostgresRateLimits(limitsPool);
    } catch (err) {
      log.warn({ err }, 'could not keep rate limits in PostgreSQL; counting in memory on this instance');
    }
  }

  const deps: AppDeps = {
    db: db.prisma,
    clock: systemClock,
    mailer: config.smtpUrl ? createSmtpMailer(config.smtpUrl, config.mailFrom) : createConsoleMailer(),
    limits,
    log,
    appUrl: config.appUrl,
    appSecret: config.appSecret,
    webDir: path.resolve(import.meta.dirname, '../../dist'),
    dataDir: config.dataDir,
    storage: createObjectStorage(config),
    trustProxy: config.trustProxy,
  };
  const app = createApp(deps);
  const server = app.listen(config.port, () => {
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    console.log(`Spotter is listening on http://localhost:${port} (${db.kind === 'embedded' ? `embedded database in ${config.dataDir}` : 'PostgreSQL'})`);
  });
  // Orphaned photos: once now, then hourly (services/photos/cleanup.ts).
  const photoSweeper = startPhotoSweeper(deps);

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    log.info({ signal }, 'shutting down');
    const sweepDone = photoSweeper.stop();
    server.close(async () => {
      await sweepDone;
      await db.close().catch(() => {});
      await limitsPool?.end().catch(() => {});
      process.exit(0);
    });
    server.closeIdleConnections();
    setTimeout(() => process.exit(1), 10_000).unref();
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

await main();
