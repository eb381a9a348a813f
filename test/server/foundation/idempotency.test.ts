// Idempotency-Key (docs/offline.md): a write replayed with its key is applied once — one after
// the other and all at once, over REST and tRPC — and answers the first answer again.
import { beforeAll, describe, expect, it } from 'vitest';
import { deleteExpiredIdempotencyKeys, IDEMPOTENCY_TEXTS, IDEMPOTENCY_TTL_MS } from '#server/lib/idempotency';
import { makeClient, makeCoach, setupHttpTestHooks, tokenFor } from '../helpers.ts';
import { makeSession } from '../workouts/fixtures.ts';

const { t, http } = setupHttpTestHooks();
let coachId = '';
let clientId = '';
let clientToken = '';
let otherToken = '';

beforeAll(async () => {
  const coach = await makeCoach(t.db);
  const me = await makeClient(t.db, coach.id);
  const other = await makeClient(t.db, coach.id);
  coachId = coach.id;
  clientId = me.client.id;
  clientToken = await tokenFor(t.deps, me.user);
  otherToken = await tokenFor(t.deps, other.user);
});

const testsOf = (testName: string) => t.db.fitnessTest.count({ where: { clientId, testName } });

function trpcCreate(key: string | undefined, testName: string, token = clientToken) {
  const headers: Record<string, string> = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
  if (key) headers['idempotency-key'] = key;
  return fetch(`${http.url}/trpc/clientApp.fitnessTests.create`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ json: { testName, result: '42' } }),
  });
}

describe('REST', () => {
  it('a replayed write is applied once and answers the first answer', async () => {
    const headers = { 'idempotency-key': 'rest-seq-1' };
    const first = await http.api('POST', '/fitness-tests', { token: clientToken, headers, body: { testName: 'Plank', result: '60' } });
    const second = await http.api('POST', '/fitness-tests', { token: clientToken, headers, body: { testName: 'Plank', result: '60' } });
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(second.text).toBe(first.text);
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    expect(await testsOf('Plank')).toBe(1);
  });

  it('concurrent replays of one key are applied once', async () => {
    const headers = { 'idempotency-key': 'rest-concurrent-1' };
    const answers = await Promise.all(Array.from({ length: 8 }, () => http.api('POST', '/fitness-tests', { token: clientToken, headers, body: { testName: 'Squat', result: '100' } })));
    expect(await testsOf('Squat')).toBe(1);
    const ok = answers.filter((a) => a.status === 200);
    // Each answers the one stored answer, or (only if the first outlasted the wait) 409 with Retry-After.
    expect(ok.length).toBeGreaterThanOrEqual(1);
    for (const a of ok) expect(a.text).toBe(ok[0]!.text);
    for (const a of answers.filter((x) => x.status !== 200)) {
      expect(a).toMatchObject({ status: 409, body: { error: IDEMPOTENCY_TEXTS.inProgress } });
      expect(a.headers.get('retry-after')).toBe('1');
    }
  });

  it('concurrent completes of a workout make one notification for the coach', async () => {
    const s = await makeSession(t.db, { coachId, clientId, scheduledFor: '2026-03-11T00:00:00Z' });
    const headers = { 'idempotency-key': `complete-${s.id}` };
    const answers = await Promise.all(Array.from({ length: 4 }, () => http.api('PUT', `/workout-sessions/${s.id}`, { token: clientToken, headers, body: { status: 'COMPLETED', rating: 4 } })));
    expect(answers.some((a) => a.status === 200)).toBe(true);
    const notes = await t.db.notification.findMany({ where: { coachId, metadata: { path: ['sessionId'], equals: s.id } } });
    expect(notes).toHaveLength(1);
    const again = await http.api('PUT', `/workout-sessions/${s.id}`, { token: clientToken, headers, body: { status: 'COMPLETED', rating: 4 } });
    expect(again.status).toBe(200);
    expect(await t.db.notification.count({ where: { coachId, metadata: { path: ['sessionId'], equals: s.id } } })).toBe(notes.length);
  });

  it('a refusal is kept too: the replay answers the same 4xx', async () => {
    const headers = { 'idempotency-key': 'rest-refused-1' };
    const first = await http.api('DELETE', '/fitness-tests/cknotthere0000000000000000', { token: clientToken, headers });
    const second = await http.api('DELETE', '/fitness-tests/cknotthere0000000000000000', { token: clientToken, headers });
    expect(first.status).toBe(404);
    expect(second).toMatchObject({ status: 404, body: first.body });
    expect(second.headers.get('idempotent-replayed')).toBe('true');
  });

  it('the same key with another request is refused with 422 and writes nothing', async () => {
    const headers = { 'idempotency-key': 'rest-reuse-1' };
    await http.api('POST', '/fitness-tests', { token: clientToken, headers, body: { testName: 'Row', result: '1' } });
    const other = await http.api('POST', '/fitness-tests', { token: clientToken, headers, body: { testName: 'Row', result: '2' } });
    expect(other).toMatchObject({ status: 422, body: { error: IDEMPOTENCY_TEXTS.reused } });
    expect(await testsOf('Row')).toBe(1);
  });

  it('keys are scoped to the user: another user with the same key writes their own', async () => {
    const headers = { 'idempotency-key': 'shared-key' };
    await http.api('POST', '/fitness-tests', { token: clientToken, headers, body: { testName: 'Dip', result: '5' } });
    const theirs = await http.api('POST', '/fitness-tests', { token: otherToken, headers, body: { testName: 'Dip', result: '5' } });
    expect(theirs.status).toBe(200);
    expect(theirs.headers.get('idempotent-replayed')).toBeNull();
    expect(await t.db.fitnessTest.count({ where: { testName: 'Dip' } })).toBe(2);
  });

  it('a malformed key answers 400 and writes nothing', async () => {
    for (const key of ['has space', 'x'.repeat(201)]) {
      const res = await http.api('POST', '/fitness-tests', { token: clientToken, headers: { 'idempotency-key': key }, body: { testName: 'Bad', result: '1' } });
      expect(res).toMatchObject({ status: 400, body: { error: IDEMPOTENCY_TEXTS.badKey } });
    }
    expect(await testsOf('Bad')).toBe(0);
  });

  it('without the header every write is applied', async () => {
    await http.api('POST', '/fitness-tests', { token: clientToken, body: { testName: 'Lunge', result: '1' } });
    await http.api('POST', '/fitness-tests', { token: clientToken, body: { testName: 'Lunge', result: '1' } });
    expect(await testsOf('Lunge')).toBe(2);
  });
});

describe('tRPC', () => {
  it('a replayed mutation is applied once, sequentially and concurrently', async () => {
    const a = await trpcCreate('trpc-seq-1', 'Pushup');
    const b = await trpcCreate('trpc-seq-1', 'Pushup');
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(await b.text()).toBe(await a.text());
    expect(b.headers.get('idempotent-replayed')).toBe('true');
    expect(await testsOf('Pushup')).toBe(1);

    const all = await Promise.all(Array.from({ length: 8 }, () => trpcCreate('trpc-concurrent-1', 'Pullup')));
    expect(all.some((r) => r.status === 200)).toBe(true);
    expect(all.every((r) => r.status === 200 || r.status === 409)).toBe(true);
    expect(await testsOf('Pullup')).toBe(1);
  });
});

describe('keeping answers', () => {
  it('answers are kept 24 hours, then swept', async () => {
    await http.api('POST', '/fitness-tests', { token: clientToken, headers: { 'idempotency-key': 'kept-1' }, body: { testName: 'Kept', result: '1' } });
    const row = await t.db.idempotencyKey.findFirstOrThrow({ where: { key: 'kept-1' } });
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBe(IDEMPOTENCY_TTL_MS);
    expect(row.status).toBe(200);
    const before = new Date(t.deps.clock.now().getTime() + IDEMPOTENCY_TTL_MS - 1000);
    await deleteExpiredIdempotencyKeys(t.deps, before);
    expect(await t.db.idempotencyKey.count({ where: { key: 'kept-1' } })).toBe(1);
    await deleteExpiredIdempotencyKeys(t.deps, new Date(t.deps.clock.now().getTime() + IDEMPOTENCY_TTL_MS));
    expect(await t.db.idempotencyKey.count({ where: { key: 'kept-1' } })).toBe(0);
  });

  it('OpenAPI documents the header on every write operation', async () => {
    const doc = (await http.api('GET', '/openapi.json')).body as { paths: Record<string, Record<string, { parameters?: { name: string; in: string }[] }>> };
    let writes = 0;
    for (const item of Object.values(doc.paths)) {
      for (const [method, op] of Object.entries(item)) {
        const has = (op.parameters ?? []).some((p) => p.name === 'Idempotency-Key' && p.in === 'header');
        if (['post', 'put', 'patch', 'delete'].includes(method)) {
          writes++;
          expect(has, method).toBe(true);
        } else expect(has).toBe(false);
      }
    }
    expect(writes).toBeGreaterThan(20);
  });
});
