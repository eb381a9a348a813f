// Issue 30 item 2: one account cannot flood the database for every tenant. Signed-in writes
// spend a per-account budget (docs/reliability.md, "Writes per account"); past it a write answers
// 429 with Retry-After and writes nothing, while reads and other accounts go on. The default
// budget is far above what a person does, even an offline week sent at once.
import { describe, expect, it } from 'vitest';
import { TOO_MANY_WRITES } from '#server/lib/rate-limit';
import { makeClient, makeCoach, setupHttpTestHooks, tokenFor } from '../helpers.ts';

describe('a spent write budget', () => {
  const { t, http } = setupHttpTestHooks({ limits: { writesPerAccount: 5, writeWindowSeconds: 60 } });

  it('answers 429 with Retry-After and writes nothing; reads and other accounts go on', async () => {
    const coach = await makeCoach(t.db);
    const alex = await makeClient(t.db, coach.id, { firstName: 'Alex' });
    const token = await tokenFor(t.deps, alex.user);
    const create = (result: string) => http.api('POST', '/fitness-tests', { token, body: { testName: 'Plank', result } });
    for (let i = 0; i < 5; i++) expect((await create(String(i))).status).toBe(200);

    const refused = await create('5');
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ error: TOO_MANY_WRITES });
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(await t.db.fitnessTest.count({ where: { clientId: alex.client.id } })).toBe(5);

    // The same budget over tRPC, and for any write (a delete too).
    const trpc = await fetch(`${http.url}/trpc/clientApp.fitnessTests.create`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ json: { testName: 'Plank', result: '6' } }),
    });
    expect(trpc.status).toBe(429);
    expect(trpc.headers.get('retry-after')).toBeTruthy();
    expect((await http.api('DELETE', '/fitness-tests/cknotthere0000000000000000', { token })).status).toBe(429);

    // Reading is not writing; the coach's own budget is untouched.
    expect((await http.api('GET', '/fitness-tests', { token })).status).toBe(200);
    const coachToken = await tokenFor(t.deps, coach);
    expect((await http.api('POST', '/exercises', { token: coachToken, body: { name: 'Plank' } })).status).toBe(200);
  });
});

describe('the default write budget', () => {
  const { t, http } = setupHttpTestHooks();

  it('never stops a real burst: an offline week of sets, meals and tests sent at once', async () => {
    const coach = await makeCoach(t.db);
    const alex = await makeClient(t.db, coach.id, { firstName: 'Alex' });
    const token = await tokenFor(t.deps, alex.user);
    // Four workouts of 8 exercises × 5 sets logged set by set (160), ticks and feedback (36),
    // three meals a day (21) and a few tests: about 220 writes. Twice that, sent as the offline
    // queue and a second device would, 4 at a time.
    const writes = 450;
    const lanes = 4;
    const statuses: number[] = [];
    await Promise.all(
      Array.from({ length: lanes }, async (_, lane) => {
        for (let i = lane; i < writes; i += lanes) statuses.push((await http.api('POST', '/fitness-tests', { token, body: { testName: `Test ${i % 10}`, result: String(i) } })).status);
      }),
    );
    expect(statuses.filter((s) => s !== 200)).toEqual([]);
    expect(await t.db.fitnessTest.count({ where: { clientId: alex.client.id } })).toBe(writes);
  });
});
