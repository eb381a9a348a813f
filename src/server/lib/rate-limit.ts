// Abuse limits (docs/design.md §3, docs/reliability.md): sign-ins per account+IP, per IP and per account
// (counted first, refunded on success), password changes per user, reset, registration and
// link e-mail requests per IP and per address, and every signed-in write per account (a budget
// real use never reaches, so one account cannot flood the database for every tenant). In memory for one instance (the embedded database); in a
// table of the PostgreSQL server when the app runs on one, so that every instance behind a load
// balancer counts the same attempts (with the memory limiter as insurance if the table fails).
import pg from 'pg';
import type { Logger } from 'pino';
import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { tooManyRequests } from '../errors.ts';

export interface Limiter {
  /** Throws 429 when the key has no points left. */
  check(key: string): Promise<void>;
  /**
   * Consumes a point and resolves with the points consumed so far; throws 429 when that goes
   * over the budget. Count first, then do the slow check, then `refund` on success: parallel
   * guesses are then counted before any of them is judged (ASVS 5.0 §6.3).
   */
  hit(key: string): Promise<number>;
  /** Gives one consumed point back (the attempt succeeded). */
  refund(key: string): Promise<void>;
  reset(key: string): Promise<void>;
}

/** Remembers keys for a while (an account's known sign-in addresses). */
export interface Memory {
  remember(key: string): Promise<void>;
  knows(key: string): Promise<boolean>;
}

/** Whole seconds until the limiter's window frees a point (at least 1), for Retry-After. */
const secondsUntil = (res: RateLimiterRes) => Math.max(1, Math.ceil(res.msBeforeNext / 1000));

function wrap(rl: RateLimiterAbstract, points: number, message: string): Limiter {
  return {
    async check(key) {
      const res = await rl.get(key);
      if (res && res.consumedPoints >= points) throw tooManyRequests(message, secondsUntil(res));
    },
    async hit(key) {
      try {
        return (await rl.consume(key)).consumedPoints;
      } catch (err) {
        if (err instanceof RateLimiterRes) throw tooManyRequests(message, secondsUntil(err));
        throw err;
      }
    },
    async refund(key) {
      await rl.reward(key, 1);
    },
    async reset(key) {
      await rl.delete(key);
    },
  };
}

function wrapMemory(rl: RateLimiterAbstract, seconds: number): Memory {
  return {
    async remember(key) {
      await rl.set(key, 1, seconds);
    },
    async knows(key) {
      return (await rl.get(key)) !== null;
    },
  };
}

export interface RateLimits {
  /** Failed sign-ins for one account from one address. */
  loginByAccountIp: Limiter;
  /** Failed sign-ins from one address, whatever the account. */
  loginByIp: Limiter;
  /** Failed sign-ins for one account from any address (addresses it never signed in from). */
  loginByAccount: Limiter;
  /** Addresses an account signed in from: they skip loginByAccount, so an attacker cannot lock the owner out. */
  knownSignIns: Memory;
  /** Wrong current passwords on password change, per user. */
  passwordChangeByUser: Limiter;
  resetByIp: Limiter;
  resetByEmail: Limiter;
  registerByIp: Limiter;
  /** "E-mail me a new link" (client access links), per address asked for and per IP. */
  linkEmailByIp: Limiter;
  linkEmailByAddress: Limiter;
  /** Access-link sign-ins per IP (counted first, refunded on success): guesses are bounded. */
  linkSessionByIp: Limiter;
  /** Push subscription renewals from service workers per IP (counted first, refunded on success): guesses are bounded. */
  pushRenewByIp: Limiter;
  /** Signed-in writes (tRPC mutations, REST POST/PUT/DELETE) per account. */
  writesByAccount: Limiter;
  /** Every request made with an API key, per key (docs/api.md, "API keys"). */
  requestsByApiKey: Limiter;
  /** Delay before judging a sign-in, from the account's failures in the window (progressive). */
  loginDelayMs(failures: number): number;
}

export interface RateLimitOptions {
  /** Failed sign-ins per account and address (15 min). */
  loginPerAccount?: number;
  loginPerIp?: number;
  /** Failed sign-ins per account from unknown addresses (15 min). */
  loginPerAccountAllIps?: number;
  /** First delay of the progressive sign-in delay, in ms (0 turns it off). */
  loginDelayBaseMs?: number;
  passwordChangePerUser?: number;
  resetPerIp?: number;
  resetPerEmail?: number;
  registerPerIp?: number;
  linkEmailPerIp?: number;
  linkEmailPerAddress?: number;
  linkSessionPerIp?: number;
  pushRenewPerIp?: number;
  /** Signed-in writes per account in `writeWindowSeconds` (0 turns the limit off). */
  writesPerAccount?: number;
  writeWindowSeconds?: number;
  /** Requests per API key per minute (0 turns the limit off). */
  apiKeyRequestsPerMinute?: number;
}

/**
 * Signed-in writes per account per minute by default. A client logging a whole workout set by
 * set, or an offline queue sending a day of changes at once, stays far below it (docs/reliability.md).
 */
export const DEFAULT_WRITES_PER_MINUTE = 600;
/** Requests per API key per minute by default: an integration syncing a roster stays below it. */
export const DEFAULT_API_KEY_REQUESTS_PER_MINUTE = 300;

export const TOO_MANY_LOGINS = 'Too many failed sign-in attempts. Please wait 15 minutes and try again.';
export const TOO_MANY_ACCOUNT_LOGINS = 'Too many failed sign-in attempts for this account. Please wait 15 minutes, or choose a new password with "Forgot password?".';
const TOO_MANY_PASSWORD_CHANGES = 'Too many wrong current passwords. Please wait 15 minutes and try again.';
export const TOO_MANY_RESETS = 'Too many reset requests. Please wait an hour and try again.';
export const TOO_MANY_REGISTRATIONS = 'Too many accounts created from this address. Please try again later.';
export const TOO_MANY_LINK_EMAILS = 'Too many link requests. Please wait an hour and try again.';
export const TOO_MANY_LINK_SIGN_INS = 'Too many sign-in attempts with an invalid link. Please wait 15 minutes and try again.';
export const TOO_MANY_PUSH_RENEWALS = 'Too many notification renewals that did not match a device. Please wait 15 minutes and try again.';
export const TOO_MANY_WRITES = 'Too many changes in a short time. Please wait a moment and try again.';
export const TOO_MANY_API_KEY_REQUESTS = 'Too many requests with this API key. Please slow down and try again after the Retry-After delay.';

/** How long an address stays "known" for an account after a successful sign-in. */
// (At most 24 days: the in-memory store keeps it in a 32-bit millisecond timer.)
const KNOWN_SIGN_IN_SECONDS = 14 * 24 * 3600;
/** Failures for an account (from unknown addresses) before the delay starts, and its ceiling. */
const DELAY_FREE_FAILURES = 5;
const MAX_DELAY_MS = 5000;

interface Budget {
  points: number;
  duration: number;
  keyPrefix: string;
  message: string;
  /** Remember a spent budget in this process until its window ends (no refunds on this limit). */
  blockInMemory?: boolean;
}

type LimiterName = { [K in keyof RateLimits]: RateLimits[K] extends Limiter ? K : never }[keyof RateLimits];

function budgets(o: RateLimitOptions): Record<LimiterName, Budget> {
  const q = 15 * 60;
  const h = 60 * 60;
  return {
    loginByAccountIp: { points: o.loginPerAccount ?? 5, duration: q, keyPrefix: 'login-account-ip', message: TOO_MANY_LOGINS },
    loginByIp: { points: o.loginPerIp ?? 50, duration: q, keyPrefix: 'login-ip', message: TOO_MANY_LOGINS },
    loginByAccount: { points: o.loginPerAccountAllIps ?? 20, duration: q, keyPrefix: 'login-account', message: TOO_MANY_ACCOUNT_LOGINS },
    passwordChangeByUser: { points: o.passwordChangePerUser ?? 5, duration: q, keyPrefix: 'password-change', message: TOO_MANY_PASSWORD_CHANGES },
    resetByIp: { points: o.resetPerIp ?? 20, duration: h, keyPrefix: 'reset-ip', message: TOO_MANY_RESETS },
    resetByEmail: { points: o.resetPerEmail ?? 5, duration: h, keyPrefix: 'reset-email', message: TOO_MANY_RESETS },
    registerByIp: { points: o.registerPerIp ?? 20, duration: h, keyPrefix: 'register-ip', message: TOO_MANY_REGISTRATIONS },
    linkEmailByIp: { points: o.linkEmailPerIp ?? 20, duration: h, keyPrefix: 'link-email-ip', message: TOO_MANY_LINK_EMAILS },
    linkEmailByAddress: { points: o.linkEmailPerAddress ?? 3, duration: h, keyPrefix: 'link-email-address', message: TOO_MANY_LINK_EMAILS },
    linkSessionByIp: { points: o.linkSessionPerIp ?? 30, duration: q, keyPrefix: 'link-session-ip', message: TOO_MANY_LINK_SIGN_INS },
    pushRenewByIp: { points: o.pushRenewPerIp ?? 30, duration: q, keyPrefix: 'push-renew-ip', message: TOO_MANY_PUSH_RENEWALS },
    writesByAccount: { points: o.writesPerAccount ?? DEFAULT_WRITES_PER_MINUTE, duration: o.writeWindowSeconds ?? 60, keyPrefix: 'writes-account', message: TOO_MANY_WRITES, blockInMemory: true },
    requestsByApiKey: {
      points: o.apiKeyRequestsPerMinute ?? DEFAULT_API_KEY_REQUESTS_PER_MINUTE,
      duration: 60,
      keyPrefix: 'api-key',
      message: TOO_MANY_API_KEY_REQUESTS,
      blockInMemory: true,
    },
  };
}

/** 0 for the first failures, then doubling from the base up to MAX_DELAY_MS. */
export function progressiveDelay(baseMs: number) {
  return (failures: number) => (failures <= DELAY_FREE_FAILURES || baseMs <= 0 ? 0 : Math.min(baseMs * 2 ** (failures - DELAY_FREE_FAILURES - 1), MAX_DELAY_MS));
}

/** A limiter that never refuses: a budget of 0 turns a limit off. */
const unlimited: Limiter = { check: async () => {}, hit: async () => 0, refund: async () => {}, reset: async () => {} };

const KNOWN: Budget = { points: 1, duration: KNOWN_SIGN_IN_SECONDS, keyPrefix: 'login-known', message: '' };

const memory = ({ points, duration, keyPrefix }: Budget) => new RateLimiterMemory({ points, duration, keyPrefix });

/** Limits kept in this process's memory. */
export function createRateLimits(o: RateLimitOptions = {}): RateLimits {
  const all = budgets(o);
  const out = { knownSignIns: wrapMemory(memory(KNOWN), KNOWN.duration), loginDelayMs: progressiveDelay(o.loginDelayBaseMs ?? 250) } as RateLimits;
  for (const name of Object.keys(all) as LimiterName[]) out[name] = all[name].points > 0 ? wrap(memory(all[name]), all[name].points, all[name].message) : unlimited;
  return out;
}

/** The table the PostgreSQL limits live in (created on first start, outside Prisma's schema). */
export const RATE_LIMIT_TABLE = 'spotter_rate_limits';

/** Limits shared by every instance that uses this PostgreSQL server. */
export async function createPostgresRateLimits(pool: pg.Pool, o: RateLimitOptions = {}): Promise<RateLimits> {
  const all = budgets(o);
  const open = (budget: Budget) =>
    new Promise<RateLimiterPostgres>((resolve, reject) => {
      const { points, duration, keyPrefix } = budget;
      // A spent write budget is remembered in this process until its window ends, so a flood of
      // refused writes costs no statement on the shared table.
      const created: RateLimiterPostgres = new RateLimiterPostgres(
        {
          storeClient: pool,
          tableName: RATE_LIMIT_TABLE,
          points,
          duration,
          keyPrefix,
          insuranceLimiter: memory(budget),
          ...(budget.blockInMemory ? { inMemoryBlockOnConsumed: points } : {}),
        },
        (err?: unknown) => (err ? reject(err instanceof Error ? err : new Error(String(err))) : resolve(created)),
      );
    });
  const out = { knownSignIns: wrapMemory(await open(KNOWN), KNOWN.duration), loginDelayMs: progressiveDelay(o.loginDelayBaseMs ?? 250) } as RateLimits;
  for (const name of Object.keys(all) as LimiterName[]) out[name] = all[name].points > 0 ? wrap(await open(all[name]), all[name].points, all[name].message) : unlimited;
  return out;
}

/**
 * The pool and limits main.ts uses on PostgreSQL. The pool has an 'error' listener: without one,
 * a connection the server drops (restart, pg_terminate_backend, network cut) would end the
 * process. When the table cannot be prepared, limits are counted in memory on this instance.
 */
export async function openPostgresRateLimits(databaseUrl: string, log: Pick<Logger, 'warn'>, o: RateLimitOptions & { connectTimeoutMs?: number } = {}): Promise<{ limits: RateLimits; pool: pg.Pool }> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2, connectionTimeoutMillis: o.connectTimeoutMs ?? 5000, keepAlive: true });
  pool.on('error', (err) => log.warn({ err }, 'rate-limit database connection lost'));
  try {
    return { limits: await createPostgresRateLimits(pool, o), pool };
  } catch (err) {
    log.warn({ err }, 'could not keep rate limits in PostgreSQL; counting in memory on this instance');
    return { limits: createRateLimits(o), pool };
  }
}
