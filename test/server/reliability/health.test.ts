// /health is liveness (never the database), /ready is readiness (a real SELECT 1 with a short
// timeout), and database-unavailable errors map to 503 with Retry-After (docs/reliability.md).
import { TRPCError } from '@trpc/server';
import { describe, expect, it } from 'vitest';
import type { Db } from '#server/db/client';
import { isDatabaseUnavailable, toTRPCError } from '#server/errors';
import { databaseReady } from '#server/routes/health';
import { setupHttpTestHooks, startHttp } from '../helpers.ts';

const { t, http } = setupHttpTestHooks();

describe('health and readiness', () => {
  it('GET /health and GET /ready answer 200 while the database answers', async () => {
    const health = await fetch(`${http.url}/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok' });
    const ready = await fetch(`${http.url}/ready`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready' });
  });

  it('readiness gives up on a database that does not answer within its timeout', async () => {
    const hanging = { $queryRawUnsafe: () => new Promise(() => {}) } as unknown as Db;
    const started = Date.now();
    expect(await databaseReady({ db: hanging }, 200)).toBe(false);
    expect(Date.now() - started).toBeLessThan(1000);
    const failing = { $queryRawUnsafe: () => Promise.reject(new Error('Connection terminated unexpectedly')) } as unknown as Db;
    expect(await databaseReady({ db: failing })).toBe(false);
  });

  it('503 answers carry Retry-After', async () => {
    const hanging = { ...t.deps, db: { $queryRawUnsafe: () => Promise.reject(new Error('nope')) } as unknown as Db };
    const h2 = await startHttp(hanging);
    try {
      const ready = await fetch(`${h2.url}/ready`);
      expect(ready.status).toBe(503);
      expect(ready.headers.get('retry-after')).toBe('5');
      expect(typeof ((await ready.json()) as { error: unknown }).error).toBe('string');
    } finally {
      await h2.close();
    }
  });
});

describe('database-unavailable errors', () => {
  it.each([
    ['P2028 (transaction could not start)', Object.assign(new Error('Transaction API error: Unable to start a transaction in the given time.'), { code: 'P2028' })],
    ['P1001 (unreachable)', Object.assign(new Error("Can't reach database server"), { code: 'P1001' })],
    ['P2024 (pool timeout)', Object.assign(new Error('Timed out fetching a new connection'), { code: 'P2024' })],
    ['a refused connection in the cause', new Error('query failed', { cause: Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }) })],
    ['a terminated connection', new Error('Connection terminated unexpectedly')],
    ['a connect timeout', new Error('timeout exceeded when trying to connect')],
    ['admin shutdown (57P01)', Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' })],
    // Issue 30 item 4: the embedded PostgreSQL's socket is gone, as Prisma reports it.
    ['a unix socket that is gone (connect ENOENT)', Object.assign(new Error('\nInvalid `prisma.user.findUnique()` invocation:\n\n\nconnect ENOENT /data/pg-socket/.s.PGSQL.5432'), { code: 'ENOENT' })],
    // …and a database still starting up, which Prisma has no code for (P2039, the original in meta).
    [
      'starting up (57P03 inside P2039)',
      Object.assign(new Error('Database error. Code: `57P03`. Message: `the database system is starting up`'), {
        code: 'P2039',
        meta: { driverAdapterError: { name: 'DriverAdapterError', cause: { originalCode: '57P03', kind: 'postgres', code: '57P03' } } },
      }),
    ],
  ])('%s is a 503', (_name, err) => {
    expect(isDatabaseUnavailable(err)).toBe(true);
    const mapped = toTRPCError(err);
    expect(mapped).toBeInstanceOf(TRPCError);
    expect((mapped as TRPCError).code).toBe('SERVICE_UNAVAILABLE');
  });

  it.each([
    ['a unique violation', Object.assign(new Error('Unique constraint failed'), { code: 'P2002' })],
    ['a bug', new TypeError('x is undefined')],
    ['a syntax error (42601)', Object.assign(new Error('syntax error'), { code: '42601' })],
    ['a missing file (ENOENT)', Object.assign(new Error("ENOENT: no such file or directory, open '/data/objects/x.jpg'"), { code: 'ENOENT' })],
  ])('%s is not', (_name, err) => {
    expect(isDatabaseUnavailable(err)).toBe(false);
  });
});

describe('HEAD and CSP', () => {
  it('HEAD answers as GET: HEAD /api/auth/me without a token is 401, with no body', async () => {
    const res = await fetch(`${http.url}/api/auth/me`, { method: 'HEAD' });
    expect(res.status).toBe(401);
    expect(await res.text()).toBe('');
    const health = await fetch(`${http.url}/health`, { method: 'HEAD' });
    expect(health.status).toBe(200);
  });

  it('the CSP lets the web app connect to its own origin only', async () => {
    const csp = (await fetch(`${http.url}/health`)).headers.get('content-security-policy') ?? '';
    expect(csp).toContain("connect-src 'self'");
    expect(csp).not.toMatch(/connect-src[^;]*https:/);
  });
});
