// Abuse limits (DESIGN §3): failed sign-ins per account+IP and per IP, reset and registration
// requests per IP and per address. In memory: one instance. (Several instances sharing a
// PostgreSQL would use rate-limiter-flexible's PostgreSQL store with the same points.)
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { tooManyRequests } from '../errors.ts';

export interface Limiter {
  /** Throws 429 when the key has no points left. */
  check(key: string): Promise<void>;
  /** Consumes a point; throws 429 when that exhausts the budget. */
  hit(key: string): Promise<void>;
  reset(key: string): Promise<void>;
}

function limiter(points: number, durationSeconds: number, message: string): Limiter {
  const rl = new RateLimiterMemory({ points, duration: durationSeconds });
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

export function createRateLimits(o: RateLimitOptions = {}): RateLimits {
  return {
    loginByAccountIp: limiter(o.loginPerAccount ?? 5, 15 * 60, TOO_MANY_LOGINS),
    loginByIp: limiter(o.loginPerIp ?? 50, 15 * 60, TOO_MANY_LOGINS),
    resetByIp: limiter(o.resetPerIp ?? 20, 60 * 60, TOO_MANY_RESETS),
    resetByEmail: limiter(o.resetPerEmail ?? 5, 60 * 60, TOO_MANY_RESETS),
    registerByIp: limiter(o.registerPerIp ?? 20, 60 * 60, TOO_MANY_REGISTRATIONS),
  };
}
