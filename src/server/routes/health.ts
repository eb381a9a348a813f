// Liveness and readiness for load balancers and orchestrators (docs/reliability.md):
//   GET /health  the process answers (never touches the database): 200 { status: 'ok' }, or 503
//                { error } when the process should be restarted (its embedded database died and
//                could not be brought back within EMBEDDED_DATABASE_RESTART_LIMIT_MS)
//   GET /ready   the database answers `SELECT 1` within READY_TIMEOUT_MS: 200 { status: 'ready' },
//                otherwise 503 { error } with Retry-After
import type { Express, RequestHandler } from 'express';
import { sql } from 'kysely';
import { typedSql } from '../db/typed-sql.ts';
import type { AppDeps } from '../deps.ts';
import { MSG_UNAVAILABLE } from '../errors.ts';

/** How long /ready waits for the database before calling it unavailable. */
export const READY_TIMEOUT_MS = 2000;
/** Seconds a client is asked to wait after a 503. */
export const RETRY_AFTER_SECONDS = 5;
/** Seconds a client is asked to wait after a 429 whose limit did not say (the limits count per minutes). */
export const RETRY_AFTER_LIMITED_SECONDS = 60;

/**
 * Adds `Retry-After` to every 429 and 503 answer, whichever layer produced it, unless the layer
 * set a more precise one (a rate limit knows when its window ends).
 */
export const retryAfterWhenBusy: RequestHandler = (_req, res, next) => {
  const writeHead = res.writeHead;
  res.writeHead = function (this: typeof res, statusCode: number, ...rest: unknown[]) {
    if ((statusCode === 503 || statusCode === 429) && !this.hasHeader('Retry-After')) {
      this.setHeader('Retry-After', String(statusCode === 503 ? RETRY_AFTER_SECONDS : RETRY_AFTER_LIMITED_SECONDS));
    }
    return (writeHead as (...args: unknown[]) => typeof res).call(this, statusCode, ...rest);
  } as typeof res.writeHead;
  next();
};

/** Resolves true when the database answered in time, false otherwise (never throws). */
export async function databaseReady(deps: Pick<AppDeps, 'db'>, timeoutMs = READY_TIMEOUT_MS): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    return await Promise.race([sql`SELECT 1`.execute(typedSql(deps.db)).then(() => true as const), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

export function mountHealthRoutes(app: Express, deps: Pick<AppDeps, 'db' | 'log' | 'liveness'>): void {
  app.get('/health', (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    // Said (and logged) by the embedded database's supervisor (db/embedded-postgres.ts).
    if (deps.liveness?.()) return void res.status(503).json({ error: MSG_UNAVAILABLE });
    res.json({ status: 'ok' });
  });
  app.get('/ready', async (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    if (await databaseReady(deps)) return void res.json({ status: 'ready' });
    deps.log.warn('readiness check failed: the database did not answer');
    res.status(503).json({ error: MSG_UNAVAILABLE });
  });
}
