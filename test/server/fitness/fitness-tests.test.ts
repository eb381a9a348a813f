import { beforeAll, describe, expect, it } from 'vitest';
import { callerAs, makeClient, makeCoach, setupTestHooks, startHttp, tokenFor } from '../helpers.ts';

const t = setupTestHooks();
let coach: Awaited<ReturnType<typeof makeCoach>>;
let alex: Awaited<ReturnType<typeof makeClient>>;
let blair: Awaited<ReturnType<typeof makeClient>>;
let otherCoachClient: Awaited<ReturnType<typeof makeClient>>;

beforeAll(async () => {
  coach = await makeCoach(t.db);
  alex = await makeClient(t.db, coach.id, { firstName: 'Alex' });
  blair = await makeClient(t.db, coach.id, { firstName: 'Blair' });
  otherCoachClient = await makeClient(t.db, (await makeCoach(t.db)).id, { firstName: 'Other' });
});

describe('fitness tests over tRPC', () => {
  it('logs a test at the current time with trimmed fields and lists it', async () => {
    const api = callerAs(t.deps, alex.user);
    const created = await api.clientApp.fitnessTests.create({ testName: '  Plank hold ', result: ' 90 ', unit: 'sec', notes: '  felt strong ' });
    expect(created).toMatchObject({ testName: 'Plank hold', result: '90', unit: 'sec', notes: 'felt strong', previousTestId: null });
    expect(created.testedAt.toISOString()).toBe(t.deps.clock.now().toISOString());
    const list = await api.clientApp.fitnessTests.list();
    expect(list.map((x) => x.id)).toContain(created.id);
  });

  it('links a retest to its root, takes the root name and unit, and lists retests in date order', async () => {
    const api = callerAs(t.deps, alex.user);
    const root = await api.clientApp.fitnessTests.create({ testName: '5k run', result: '28:30', unit: 'min' });
    t.deps.clock.advance(7 * 86_400_000);
    const first = await api.clientApp.fitnessTests.create({ previousTestId: root.id, result: '27:50', notes: 'windy' });
    t.deps.clock.advance(7 * 86_400_000);
    // Retesting the retest still links to the root (docs/product.md §3: previousTestId links a retest to its root).
    const second = await api.clientApp.fitnessTests.create({ previousTestId: first.id, testName: 'ignored', result: '27:10' });
    expect(first).toMatchObject({ previousTestId: root.id, testName: '5k run', unit: 'min', notes: 'windy' });
    expect(second).toMatchObject({ previousTestId: root.id, testName: '5k run', result: '27:10' });
    const chain = (await api.clientApp.fitnessTests.list()).filter((x) => x.id === root.id || x.previousTestId === root.id);
    expect(chain.map((x) => x.result)).toEqual(['28:30', '27:50', '27:10']);
  });

  it('refuses a test without name or result with the clear message and writes nothing', async () => {
    const api = callerAs(t.deps, alex.user);
    const before = await t.db.fitnessTest.count();
    await expect(api.clientApp.fitnessTests.create({ testName: '  ', result: '10' })).rejects.toMatchObject({ code: 'BAD_REQUEST', message: 'Test name is required' });
    await expect(api.clientApp.fitnessTests.create({ testName: 'Push-ups', result: '   ' })).rejects.toThrow('Result is required');
    await expect(api.clientApp.fitnessTests.create({ testName: 'Push-ups' } as never)).rejects.toThrow('Result is required');
    expect(await t.db.fitnessTest.count()).toBe(before);
  });

  it('deleting a root test removes its retests; deleting twice is 404', async () => {
    const api = callerAs(t.deps, alex.user);
    const root = await api.clientApp.fitnessTests.create({ testName: 'Squat 1RM', result: '100', unit: 'kg' });
    await api.clientApp.fitnessTests.create({ previousTestId: root.id, result: '105' });
    await api.clientApp.fitnessTests.create({ previousTestId: root.id, result: '110' });
    await expect(api.clientApp.fitnessTests.delete({ id: root.id })).resolves.toEqual({ ok: true });
    expect(await t.db.fitnessTest.count({ where: { OR: [{ id: root.id }, { previousTestId: root.id }] } })).toBe(0);
    await expect(api.clientApp.fitnessTests.delete({ id: root.id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it("keeps each client to their own tests: another client's ids answer 404, even as previousTestId", async () => {
    const mine = await callerAs(t.deps, alex.user).clientApp.fitnessTests.create({ testName: 'Private test', result: '1' });
    const blairApi = callerAs(t.deps, blair.user);
    expect((await blairApi.clientApp.fitnessTests.list()).map((x) => x.id)).not.toContain(mine.id);
    await expect(blairApi.clientApp.fitnessTests.delete({ id: mine.id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(blairApi.clientApp.fitnessTests.create({ previousTestId: mine.id, result: '2' })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    const otherApi = callerAs(t.deps, otherCoachClient.user);
    await expect(otherApi.clientApp.fitnessTests.delete({ id: mine.id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(await t.db.fitnessTest.count({ where: { previousTestId: mine.id } })).toBe(0);
  });

  it('is for clients: a coach is refused with 403, nobody signed in with 401', async () => {
    await expect(callerAs(t.deps, coach).clientApp.fitnessTests.list()).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(callerAs(t.deps, null).clientApp.fitnessTests.list()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });
});

describe('fitness tests over REST', () => {
  it('GET/POST/DELETE /api/fitness-tests with the SPEC body, plain JSON dates and { error } bodies', async () => {
    const http = await startHttp(t.deps);
    try {
      const token = await tokenFor(t.deps, blair.user);
      const created = await http.api('POST', '/fitness-tests', {
        token,
        body: { testName: 'Vertical jump', result: '45', unit: 'cm', notes: '', testedAt: '2026-03-10T09:00:00.000Z' },
      });
      expect(created.status).toBe(200);
      expect(created.body).toMatchObject({ testName: 'Vertical jump', result: '45', unit: 'cm', notes: null, testedAt: '2026-03-10T09:00:00.000Z', previousTestId: null });
      const retest = await http.api('POST', '/fitness-tests', {
        token,
        body: { testName: 'Vertical jump', result: '48', unit: 'cm', notes: 'better', testedAt: '2026-03-11T09:00:00.000Z', previousTestId: created.body.id },
      });
      expect(retest.body).toMatchObject({ previousTestId: created.body.id, result: '48' });

      const list = await http.api('GET', '/fitness-tests', { token });
      expect(list.status).toBe(200);
      expect((list.body as unknown as { result: string }[]).filter((x) => ['45', '48'].includes(x.result)).map((x) => x.result)).toEqual(['45', '48']);

      const missing = await http.api('POST', '/fitness-tests', { token, body: { testName: 'X' } });
      expect(missing).toMatchObject({ status: 400, body: { error: 'Result is required' } });
      const numericRoot = await http.api('POST', '/fitness-tests', { token, body: { result: '1', previousTestId: 12 } });
      expect(numericRoot).toMatchObject({ status: 400, body: { error: 'previousTestId must be a string' } });
      const unknownField = await http.api('POST', '/fitness-tests', { token, body: { testName: 'X', result: '1', clientId: 'abc' } });
      expect(unknownField.status).toBe(400);
      const badDate = await http.api('POST', '/fitness-tests', { token, body: { testName: 'X', result: '1', testedAt: 'yesterday' } });
      expect(badDate).toMatchObject({ status: 400, body: { error: 'testedAt must be a valid date' } });
      // Issue 12: no tests in the future (later today is fine).
      t.deps.clock.set('2026-03-11T10:00:00.000Z');
      const before = (await http.api('GET', '/fitness-tests', { token })).body as unknown as unknown[];
      for (const testedAt of ['2030-01-01', '2026-03-12T00:00:00.000Z']) {
        const future = await http.api('POST', '/fitness-tests', { token, body: { testName: 'Future', result: '1', testedAt } });
        expect(future).toMatchObject({ status: 400, body: { error: 'A test cannot be dated in the future' } });
      }
      expect(((await http.api('GET', '/fitness-tests', { token })).body as unknown as unknown[]).length).toBe(before.length);
      const laterToday = await http.api('POST', '/fitness-tests', { token, body: { testName: 'Evening', result: '1', testedAt: '2026-03-11T23:00:00.000Z' } });
      expect(laterToday.status).toBe(200);

      const otherToken = await tokenFor(t.deps, otherCoachClient.user);
      expect((await http.api('DELETE', `/fitness-tests/${created.body.id}`, { token: otherToken })).status).toBe(404);
      const coachToken = await tokenFor(t.deps, coach);
      expect((await http.api('GET', '/fitness-tests', { token: coachToken })).status).toBe(403);

      const del = await http.api('DELETE', `/fitness-tests/${created.body.id}`, { token });
      expect(del).toMatchObject({ status: 200, body: { ok: true } });
      const after = await http.api('GET', '/fitness-tests', { token });
      expect((after.body as unknown as { id: string }[]).some((x) => x.id === retest.body.id)).toBe(false);
    } finally {
      await http.close();
    }
  });
});
