// Issue 30 item 2: one client cannot grow a list for everyone. GET /fitness-tests answers a page
// (1,000 tests at most) and names the next one; a client keeps at most a capped number of tests.
import { beforeAll, describe, expect, it } from 'vitest';
import { FITNESS_PAGE_MAX } from '#shared/schemas/fitness';
import { callerAs, makeClient, makeCoach, setupHttpTestHooks, tokenFor } from '../helpers.ts';
import { expectBadPagingRefused, expectDefaultPages, readAllPages } from '../paging.ts';

type Test = { id: string; testName: string; result: string };

describe('GET /fitness-tests is paged', () => {
  const { t, http } = setupHttpTestHooks();
  const total = FITNESS_PAGE_MAX + 50;
  let token: string;
  let otherToken: string;
  let alex: Awaited<ReturnType<typeof makeClient>>;

  beforeAll(async () => {
    const coach = await makeCoach(t.db);
    alex = await makeClient(t.db, coach.id, { firstName: 'Alex' });
    const other = await makeClient(t.db, coach.id, { firstName: 'Other' });
    token = await tokenFor(t.deps, alex.user);
    otherToken = await tokenFor(t.deps, other.user);
    // Every test on the same day as well as one per day: ties are ordered by creation, then id.
    const base = new Date('2026-01-01T08:00:00.000Z').getTime();
    await t.db.fitnessTest.createMany({
      data: Array.from({ length: total }, (_, i) => ({ clientId: alex.client.id, testName: 'Plank', result: String(i), testedAt: new Date(base + Math.floor(i / 3) * 86_400_000) })),
    });
    await t.db.fitnessTest.create({ data: { clientId: other.client.id, testName: 'Not yours', result: '1', testedAt: new Date(base) } });
  });

  it(`answers at most ${FITNESS_PAGE_MAX} tests and names the next page; following it reads every test once`, async () => {
    const rows = await expectDefaultPages<Test>(http, '/fitness-tests', token, FITNESS_PAGE_MAX, total);
    expect(rows.every((x) => x.testName === 'Plank')).toBe(true);
  });

  it('small pages keep the order, oldest first, across ties', async () => {
    const all = (await http.api('GET', `/fitness-tests?limit=${FITNESS_PAGE_MAX}`, { token })).body as unknown as Test[];
    const seen = (await readAllPages<Test>(http, '/fitness-tests?limit=7', token, 3)).flat().map((x) => x.id);
    expect(seen).toEqual(all.slice(0, 21).map((x) => x.id));
  });

  it('the page procedure (the Progress screen) names the next page in its body', async () => {
    const api = callerAs(t.deps, alex.user);
    const first = await api.clientApp.fitnessTests.page({ limit: 600 });
    expect(first.items).toHaveLength(600);
    expect(first.nextCursor).toBeTruthy();
    const second = await api.clientApp.fitnessTests.page({ limit: 600, cursor: first.nextCursor });
    expect(second.items).toHaveLength(total - 600);
    expect(second.nextCursor).toBeNull();
  });

  it("a cursor never shows another client's tests, and bad paging input is a 400", async () => {
    const first = await http.api('GET', '/fitness-tests?limit=1', { token });
    const theirs = await http.api('GET', `/fitness-tests?cursor=${first.headers.get('x-next-cursor')}`, { token: otherToken });
    expect(theirs.status).toBe(200);
    expect((theirs.body as unknown as Test[]).map((x) => x.testName)).toEqual(['Not yours']);
    await expectBadPagingRefused(http, '/fitness-tests', token, ['limit=0', `limit=${FITNESS_PAGE_MAX + 1}`, 'limit=abc', 'cursor=not-a-cursor', 'cursor=%24%24']);
  });
});

describe('a client keeps at most the capped number of tests', () => {
  const { t, http } = setupHttpTestHooks({ caps: { fitnessTestsPerClient: 3 } });

  it('refuses the next test with 403 and a clear message, writes nothing, and takes tests again once one is deleted', async () => {
    const coach = await makeCoach(t.db);
    const alex = await makeClient(t.db, coach.id, { firstName: 'Alex' });
    const blair = await makeClient(t.db, coach.id, { firstName: 'Blair' });
    const token = await tokenFor(t.deps, alex.user);
    const created: string[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await http.api('POST', '/fitness-tests', { token, body: { testName: 'Plank', result: String(i) } });
      expect(res.status).toBe(200);
      created.push(res.body.id as string);
    }
    const refused = await http.api('POST', '/fitness-tests', { token, body: { previousTestId: created[0], result: '99' } });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ error: 'You have reached the limit of 3 fitness tests. Delete old tests to log new ones.' });
    expect(await t.db.fitnessTest.count({ where: { clientId: alex.client.id } })).toBe(3);

    // Another client of the same coach is not affected.
    const other = await http.api('POST', '/fitness-tests', { token: await tokenFor(t.deps, blair.user), body: { testName: 'Plank', result: '1' } });
    expect(other.status).toBe(200);

    expect((await http.api('DELETE', `/fitness-tests/${created[2]}`, { token })).status).toBe(200);
    expect((await http.api('POST', '/fitness-tests', { token, body: { testName: 'Plank', result: '3' } })).status).toBe(200);
  });
});
