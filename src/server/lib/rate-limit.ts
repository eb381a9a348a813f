// Abuse limits (DESIGN §3): failed sign-ins per account+IP and per IP, reset and registration
// requests per IP and per address. In memory for one instance (the embedded database); in a
// table of the PostgreSQL server when the app runs on one, so that every instance behind a load
// balancer counts the same attempts (with the memory limiter as insurance if the table fails).
import type pg from 'pg';
import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { tooManyRequests } from '../errors.ts';

export interface Limiter {
  /** Throws 429 when the key has no points left. */
  check(key: string): Promise<void>;
  /** Consumes a point; throws 429 when that exhausts the budget. */
  hit(key: string): Promise<void>;
  reset(key: string): Promise<void>;
}

function wrap(rl: RateLimiterAbstract, points: number, message: string): Limiter {
  return {
    async check(key) {
      const res = await rl.get(key);
      if (res && res.consumedPoints >= points) throw tooManyRequests(message);
    },
    async hit(key) {
      try {
        await rl.consume(key);
      } catch (err) {
        if (err instanceof RateLimiterRes) throw tooManyRequests(message);
        throw err;
      }
    },
    async reset(key) {
      await rl.delete(key);
    },
  };
}

export interface RateLimits {
  loginByAccountIp: Limiter;
  loginByIp: Limiter;
  resetByIp: Limiter;
  resetByEmail: Limiter;
  registerByIp: Limiter;
}

export interface RateLimitOptions {
  loginPerAccount?: number;
  loginPerIp?: number;
  resetPerIp?: number;
  resetPerEmail?: number;
  registerPerIp?: number;
}

const TOO_MANY_LOGINS = 'Too many failed sign-in attempts. Please wait 15 minutes and try again.';
const TOO_MANY_RESETS = 'Too many reset requests. Please wait an hour and try again.';
const TOO_MANY_REGISTRATIONS = 'Too many accounts created from this address. Please try again later.';

interface Budget {
  points: number;
  duration: number;
  keyPrefix: string;
  message: string;
}

function budgets(o: RateLimitOptions): Record<keyof RateLimits, Budget> {
  return {
    loginByAccountIp: { points: o.loginPerAccount ?? 5, duration: 15 * 60, keyPrefix: 'login-account-ip', message: TOO_MANY_LOGINS },
    loginByIp: { points: o.loginPerIp ?? 50, duration: 15 * 60, keyPrefix: 'login-ip', message: TOO_MANY_LOGINS },
    resetByIp: { points: o.resetPerIp ?? 20, duration: 60 * 60, keyPrefix: 'reset-ip', message: TOO_MANY_RESETS },
    resetByEmail: { points: o.resetPerEmail ?? 5, duration: 60 * 60, keyPrefix: 'reset-email', message: TOO_MANY_RESETS },
    registerByIp: { points: o.registerPerIp ?? 20, duration: 60 * 60, keyPrefix: 'register-ip', message: TOO_MANY_REGISTRATIONS },
  };
}

const memory = ({ points, duration, keyPrefix }: Budget) => new RateLimiterMemory({ points, duration, keyPrefix });

/** Limits kept in this process's memory. */
export function createRateLimits(o: RateLimitOptions = {}): RateLimits {
  const all = budgets(o);
  const out = {} as RateLimits;
  for (const name of Object.keys(all) as (keyof RateLimits)[]) out[name] = wrap(memory(all[name]), all[name].points, all[name].message);
  return out;
}

/** The table the PostgreSQL limits live in (created on first start, outside Prisma's schema). */
export const RATE_LIMIT_TABLE = 'spotter_rate_limits';

/** Limits shared by every instance that uses this PostgreSQL server. */
export async function createPostgresRateLimits(pool: pg.Pool, o: RateLimitOptions = {}): Promise<RateLimits> {
  const all = budgets(o);
  const out = {} as RateLimits;
  for (const name of Object.keys(all) as (keyof RateLimits)[]) {
    const budget = all[name];
    const { points, duration, keyPrefix } = budget;
    const rl = await new Promise<RateLimiterPostgres>((resolve, reject) => {
      const created: RateLimiterPostgres = new RateLimiterPostgres(
        { storeClient: pool, tableName: RATE_LIMIT_TABLE, points, duration, keyPrefix, insuranceLimiter: memory(budget) },
        (err?: unknown) => (err ? reject(err instanceof Error ? err : new Error(String(err))) : resolve(created)),
      );
    });
    out[name] = wrap(rl, points, budget.message);
  }
  return out;
}
