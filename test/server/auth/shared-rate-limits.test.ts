// Several instances behind a load balancer share one PostgreSQL server: the abuse limits live
// there too, so a guesser cannot multiply the allowed attempts by the number of instances.
// Runs on the test run's PostgreSQL (the embedded cluster, or TEST_DATABASE_URL).
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresRateLimits, TOO_MANY_WRITES } from '#server/lib/rate-limit';
import { createTestDatabase, createTestDeps, makeCoach, startHttp, tokenFor, type TestDatabase } from '../helpers.ts';

describe('rate limits on a shared PostgreSQL server', () => {
  let database: TestDatabase;
  let writerToken: string;
  const pools: pg.Pool[] = [];
  const servers: Awaited<ReturnType<typeof startHttp>>[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    await makeCoach(database.prisma, { email: 'shared-limits@example.com', password: 'right-password' });
    const writer = await makeCoach(database.prisma, { email: 'shared-writes@example.com' });
    // Two app instances, each with its own connection pool, as two servers would have.
    for (let i = 0; i < 2; i++) {
      const pool = new pg.Pool({ connectionString: database.url, max: 2 });
      pools.push(pool);
      const deps = { ...createTestDeps(database.prisma), limits: await createPostgresRateLimits(pool, { loginPerAccount: 4, writesPerAccount: 4 }) };
      servers.push(await startHttp(deps));
      writerToken ??= await tokenFor(deps, writer);
    }
  });
  afterAll(async () => {
    for (const s of servers) await s.close();
    for (const p of pools) await p.end();
    await database?.close();
  });

  it('failed sign-ins on one instance count on the other, and the 429 is the same on both', async () => {
    const attempt = (i: number, password: string) => servers[i % 2]!.api('POST', '/auth/login', { body: { email: 'shared-limits@example.com', password } });
    for (let i = 0; i < 4; i++) expect((await attempt(i, 'wrong-password')).status).toBe(401);
    for (const i of [0, 1]) {
      const refused = await attempt(i, 'right-password');
      expect(refused.status).toBe(429);
      expect(refused.body).toEqual({ error: 'Too many failed sign-in attempts. Please wait 15 minutes and try again.' });
    }
    const rows = await pools[0]!.query('SELECT count(*)::int AS n FROM spotter_rate_limits');
    expect(rows.rows[0].n).toBeGreaterThan(0);
  });

  it('writes of one account on one instance count on the other (429 with Retry-After on both)', async () => {
    const write = (i: number) => servers[i % 2]!.api('POST', '/exercises', { token: writerToken, body: { name: `Shared ${i}` } });
    for (let i = 0; i < 4; i++) expect((await write(i)).status).toBe(200);
    for (const i of [4, 5]) {
      const refused = await write(i);
      expect(refused.status).toBe(429);
      expect(refused.body).toEqual({ error: TOO_MANY_WRITES });
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    }
  });
});
