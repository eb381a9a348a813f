// The in-process bearer cache (src/server/db/bearer-cache.ts, docs/decisions/0013-bearer-cache.md):
// a repeated request with the same token skips the lookup statement, and every change that can
// end or alter a sign-in is seen by the very next request of this process: sign-out, a new
// access link, archiving and deleting a client, profile edits, expiry. Another instance's
// change is seen once the entry's short lifetime has passed. Requests go over HTTP with a
// statement count per request, as in test/server/foundation/statements-per-request.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '#server/app';
import { BearerCache, touchesAuthTables } from '#server/db/bearer-cache';
import { openDatabase } from '#server/db/client';
import { statementScopes } from '#server/db/statement-counter';
import { createSession } from '#server/services/auth/sessions';
import { listenCounting, type CountingServer } from '../counting-server.ts';
import { createDatabaseUrl, createTestDeps, makeClient, makeCoach, setupTest } from '../helpers.ts';

const scopes = statementScopes();
let t: Awaited<ReturnType<typeof setupTest>>;
let srv: CountingServer;
/** Statements of every finished request, in the order they finished. */
let finished: number[] = [];

beforeAll(async () => {
  t = await setupTest({ onStatement: scopes.onStatement });
  srv = await listenCounting(createApp(t.deps), scopes);
  ({ finished } = srv);
});
afterAll(async () => {
  await srv?.close();
  await t?.close();
});

async function call(method: string, path: string, token: string, body?: unknown, at = srv.base) {
  const res = await fetch(at + path, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json()) as Record<string, unknown>;
  return { status: res.status, json, statements: at === srv.base ? await srv.lastRequest() : -1 };
}

/** A coach signed in, and one client with an access link made through the API. */
async function coachAndClient() {
  const coach = await makeCoach(t.db);
  const coachToken = await createSession(t.db, coach.id, t.deps.clock.now());
  const { client } = await makeClient(t.db, coach.id, { firstName: 'Robin' });
  const link = await call('POST', `/clients/${client.id}/access-token`, coachToken, { id: client.id });
  expect(link.status).toBe(200);
  return { coach, coachToken, client, clientToken: link.json.token as string };
}

describe('bearer cache', () => {
  it('a repeated request with the same token sends no lookup statement', async () => {
    const { clientToken } = await coachAndClient();
    const cold = await call('GET', '/auth/me', clientToken);
    const warm = await call('GET', '/auth/me', clientToken);
    expect([cold.status, warm.status]).toEqual([200, 200]);
    expect(warm.json).toEqual(cold.json);
    expect([cold.statements, warm.statements]).toEqual([1, 0]);
    const todayWarm = await call('GET', '/workouts/today', clientToken);
    expect(todayWarm.status).toBe(200);
    // Today's own statements only (docs/query-performance.md): the token costs nothing.
    expect(todayWarm.statements).toBe(1);
  });

  it('requests that arrive together with a new token share one lookup', async () => {
    const { coachToken } = await coachAndClient();
    finished.length = 0;
    const answers = await Promise.all(Array.from({ length: 8 }, () => fetch(`${srv.base}/auth/me`, { headers: { authorization: `Bearer ${coachToken}` } }).then((r) => r.status)));
    await srv.lastRequest();
    expect(answers).toEqual(Array(8).fill(200));
    expect(finished).toHaveLength(8);
    // One lookup statement between the eight (8 before the lookups were shared).
    expect(finished.reduce((a, b) => a + b, 0)).toBe(1);
  });

  it('signing out ends the session at once', async () => {
    const { coachToken } = await coachAndClient();
    expect((await call('GET', '/clients', coachToken)).status).toBe(200);
    expect((await call('GET', '/clients', coachToken)).statements).toBeLessThanOrEqual(2);
    expect((await call('POST', '/auth/logout', coachToken)).status).toBe(200);
    const after = await call('GET', '/clients', coachToken);
    expect(after.status).toBe(401);
  });

  it('a new access link ends the old one at once', async () => {
    const { coachToken, client, clientToken } = await coachAndClient();
    expect((await call('GET', '/workouts/today', clientToken)).status).toBe(200);
    expect((await call('GET', '/workouts/today', clientToken)).status).toBe(200);
    const renewed = await call('POST', `/clients/${client.id}/access-token`, coachToken, { id: client.id });
    expect(renewed.status).toBe(200);
    expect((await call('GET', '/workouts/today', clientToken)).status).toBe(401);
    expect((await call('GET', '/workouts/today', renewed.json.token as string)).status).toBe(200);
  });

  it('archiving a client locks their app at once, unarchiving opens it again', async () => {
    const { coachToken, client, clientToken } = await coachAndClient();
    expect((await call('GET', '/workouts/today', clientToken)).status).toBe(200);
    expect((await call('PUT', `/clients/${client.id}/archive`, coachToken, {})).status).toBe(200);
    const locked = await call('GET', '/workouts/today', clientToken);
    expect(locked.status).toBe(403);
    expect((await call('PUT', `/clients/${client.id}/unarchive`, coachToken, {})).status).toBe(200);
    expect((await call('GET', '/workouts/today', clientToken)).status).toBe(200);
  });

  it('deleting a client ends their access link at once', async () => {
    const { coachToken, client, clientToken } = await coachAndClient();
    expect((await call('GET', '/auth/me', clientToken)).status).toBe(200);
    expect((await call('DELETE', `/clients/${client.id}`, coachToken)).status).toBe(200);
    expect((await call('GET', '/auth/me', clientToken)).status).toBe(401);
  });

  it('a profile edit shows in the next answer', async () => {
    const { coach, coachToken } = await coachAndClient();
    expect((await call('GET', '/auth/me', coachToken)).json.firstName).toBe(coach.firstName);
    const edit = await call('PUT', '/coach/profile', coachToken, { firstName: 'Renamed', lastName: 'Coach', email: coach.email });
    expect(edit.status).toBe(200);
    expect((await call('GET', '/auth/me', coachToken)).json.firstName).toBe('Renamed');
  });

  it('a write made directly on the database in a transaction is seen at once', async () => {
    const { client, clientToken } = await coachAndClient();
    expect((await call('GET', '/workouts/today', clientToken)).status).toBe(200);
    await t.db.$transaction(async (tx) => {
      await tx.client.update({ where: { id: client.id }, data: { archived: true } });
    });
    expect((await call('GET', '/workouts/today', clientToken)).status).toBe(403);
    await t.db.$executeRaw`UPDATE "Client" SET "archived" = false WHERE "id" = ${client.id}`;
    expect((await call('GET', '/workouts/today', clientToken)).status).toBe(200);
  });

  it('an expired session stops signing in even while remembered', async () => {
    const coach = await makeCoach(t.db);
    const token = await createSession(t.db, coach.id, t.deps.clock.now(), 60);
    expect((await call('GET', '/auth/me', token)).status).toBe(200);
    expect((await call('GET', '/auth/me', token)).statements).toBe(0);
    const clock = t.deps.clock;
    clock.advance(61_000);
    try {
      expect((await call('GET', '/auth/me', token)).status).toBe(401);
    } finally {
      clock.advance(-61_000);
    }
  });

  it('another instance’s sign-out is seen here once the entry’s lifetime has passed', async () => {
    // Two app instances on one database, each with its own cache of 300 ms.
    const { url, drop } = await createDatabaseUrl();
    const here = await openDatabase({ databaseUrl: url, poolMax: 2, bearerCacheTtlMs: 300 });
    const there = await openDatabase({ databaseUrl: url, poolMax: 2, bearerCacheTtlMs: 300 });
    const app = await listenCounting(createApp(createTestDeps(here.prisma)), scopes);
    try {
      const coach = await makeCoach(here.prisma);
      const token = await createSession(here.prisma, coach.id, t.deps.clock.now());
      expect((await call('GET', '/auth/me', token, undefined, app.base)).status).toBe(200);
      await there.prisma.authSession.deleteMany({ where: { userId: coach.id } });
      const started = performance.now();
      let status = 200;
      while (status === 200 && performance.now() - started < 5000) {
        status = (await call('GET', '/auth/me', token, undefined, app.base)).status;
        if (status === 200) await new Promise((r) => setTimeout(r, 25));
      }
      expect(status).toBe(401);
      // Not before the lifetime (minus the time the first answer took), and not much after it.
      expect(performance.now() - started).toBeLessThan(2000);
    } finally {
      await new Promise<void>((r) => app.server.close(() => r()));
      await here.close();
      await there.close();
      await drop();
    }
  });
});

describe('what counts as a change of the auth tables', () => {
  it('matches the writes Prisma and our raw SQL send, and nothing else', () => {
    for (const sql of [
      'UPDATE "public"."Client" SET "archived" = $1 WHERE "id" = $2',
      'DELETE FROM "public"."AuthSession" WHERE "tokenHash" = $1',
      'INSERT INTO "public"."ClientAccessToken" ("id","clientId") VALUES ($1,$2)',
      'update "User" set "firstName" = $1',
      'WITH moved AS (UPDATE "Client" SET "coachId" = $1 RETURNING 1) SELECT count(*) FROM moved',
      'TRUNCATE "Exercise", "User" CASCADE',
    ]) {
      expect({ sql, touches: touchesAuthTables(sql) }).toEqual({ sql, touches: true });
    }
    for (const sql of [
      'SELECT "id" FROM "public"."User" WHERE "id" = $1',
      // A read whose text merely mentions a write (a comment, a literal) changes nothing.
      `SELECT 'UPDATE "User" SET x' AS "text" -- DELETE FROM "Client"`,
      'UPDATE "public"."ClientNote" SET "text" = $1',
      'INSERT INTO "public"."WorkoutSession" ("clientId") VALUES ($1)',
      'DELETE FROM "public"."UserSettings" WHERE 1 = 1',
      'BEGIN',
      'COMMIT',
    ]) {
      expect({ sql, touches: touchesAuthTables(sql) }).toEqual({ sql, touches: false });
    }
  });

  it('an answer looked up before an invalidation is not kept', () => {
    const cache = new BearerCache<string>(1000);
    const mark = cache.mark();
    cache.invalidateAll();
    cache.set('h', 'stale', mark);
    expect(cache.get('h')).toBeUndefined();
    cache.set('h', 'fresh', cache.mark());
    expect(cache.get('h')).toBe('fresh');
  });

  it('a lookup is shared only while no auth write has happened since it started', async () => {
    const cache = new BearerCache<string>(1000);
    let lookups = 0;
    const lookup = () => Promise.resolve(++lookups);
    const first = cache.share('h', lookup);
    expect(cache.share('h', lookup)).toBe(first);
    cache.invalidateAll();
    const after = cache.share('h', lookup);
    expect(after).not.toBe(first);
    expect(after.mark).toBe(cache.mark());
    expect([await first.result, await after.result]).toEqual([1, 2]);
    // Once landed, the next miss looks up again.
    expect(await cache.share('h', lookup).result).toBe(3);
  });

  it('entries expire after their lifetime', () => {
    let now = 0;
    const cache = new BearerCache<string>(1000, () => now);
    cache.set('h', 'v', cache.mark());
    now = 999;
    expect(cache.get('h')).toBe('v');
    now = 1000;
    expect(cache.get('h')).toBeUndefined();
  });
});
