// Plan lists that can grow (docs/query-performance.md "Lists that can grow"): GET /plan-summaries
// answers cards (counts, no exercises) a page at a time; GET /plans keeps docs/product.md §7's list of plans
// with exercises and pages with X-Next-Cursor / Link. Cursors never cross tenants; bad paging
// input is a 400 that says what to send.
import { beforeAll, describe, expect, it } from 'vitest';
import { callerAs, makeCoach, setupHttpTestHooks, tokenFor } from '../helpers.ts';

const { t, http } = setupHttpTestHooks();
let coach = '';
let other = '';
let otherPlanId = '';
let me: Awaited<ReturnType<typeof makeCoach>>;
/** The coach's plan names, newest first (the library's order). */
const newestFirst = ['Plan 6', 'Plan 5', 'Plan 4 tie a', 'Plan 4 tie b', 'Plan 3', 'Plan 2', 'Upper body'];

const at = (minute: number) => new Date(Date.UTC(2026, 2, 1, 8, minute));

interface Summary {
  id: string;
  name: string;
  exerciseCount: number;
  groupCount: number;
  [key: string]: unknown;
}
interface SummaryPage {
  items: Summary[];
  nextCursor: string | null;
}

beforeAll(async () => {
  me = await makeCoach(t.db, { email: 'lists@example.com' });
  const them = await makeCoach(t.db, { email: 'other@example.com' });
  coach = await tokenFor(t.deps, me);
  other = await tokenFor(t.deps, them);
  const ex = await Promise.all(['Squat', 'Bench', 'Row'].map((name) => t.db.exercise.create({ data: { coachId: me.id, name, equipment: [], muscleGroups: [] } })));
  const columnConfig = { col1: 'Sets', col2: 'Reps', col3: 'Weight', col4: 'Rest', col5: 'RPE', col6: 'Notes' };
  // Upper body: 3 exercises, two of them in one superset and one in a circuit of its own.
  await t.db.plan.create({
    data: {
      coachId: me.id,
      name: 'Upper body',
      description: 'Push and pull',
      columnConfig,
      createdAt: at(0),
      exercises: {
        create: [
          { exerciseId: ex[0]!.id, orderIndex: 0, columnData: {}, groupId: 'g-a', groupName: 'Superset A' },
          { exerciseId: ex[1]!.id, orderIndex: 1, columnData: {}, groupId: 'g-a', groupName: 'Superset A' },
          { exerciseId: ex[2]!.id, orderIndex: 2, columnData: {}, groupId: 'g-b', groupName: 'Circuit' },
        ],
      },
    },
  });
  for (const n of [2, 3, 5, 6]) {
    await t.db.plan.create({ data: { coachId: me.id, name: `Plan ${n}`, columnConfig, createdAt: at(n), exercises: { create: [{ exerciseId: ex[0]!.id, orderIndex: 0, columnData: {} }] } } });
  }
  // Two plans created at the same instant: the id decides, and a page boundary between them
  // must neither repeat nor lose one (equal times: ids ascending, so a before b).
  const [a, b] = ['x', 'y'].map((s) => `${s}-tie-plan-0000000000000`);
  await t.db.plan.create({ data: { id: a, coachId: me.id, name: 'Plan 4 tie a', columnConfig, createdAt: at(4) } });
  await t.db.plan.create({ data: { id: b, coachId: me.id, name: 'Plan 4 tie b', columnConfig, createdAt: at(4) } });
  otherPlanId = (await t.db.plan.create({ data: { coachId: them.id, name: 'Their plan', columnConfig, createdAt: at(7) } })).id;
});

describe('GET /plan-summaries', () => {
  it('answers what a card shows: counts from SQL, no exercises, newest first, complete without paging', async () => {
    const res = await http.api('GET', '/plan-summaries', { token: coach });
    expect(res.status).toBe(200);
    const page = res.body as unknown as SummaryPage;
    expect(page.nextCursor).toBeNull();
    expect(res.headers.get('x-next-cursor')).toBeNull();
    expect(page.items.map((p) => p.name)).toEqual(newestFirst);
    const upper = page.items.find((p) => p.name === 'Upper body')!;
    expect(upper).toMatchObject({ description: 'Push and pull', category: 'Strength Training', difficulty: 'INTERMEDIATE', estimatedDuration: 60, exerciseCount: 3, groupCount: 2 });
    expect(Object.keys(upper).toSorted()).toEqual(['category', 'createdAt', 'description', 'difficulty', 'estimatedDuration', 'exerciseCount', 'groupCount', 'id', 'name', 'updatedAt']);
    expect(page.items.find((p) => p.name === 'Plan 4 tie a')).toMatchObject({ exerciseCount: 0, groupCount: 0 });
    expect(page.items.find((p) => p.name === 'Plan 2')).toMatchObject({ exerciseCount: 1, groupCount: 0 });
  });

  it('pages of 2 follow nextCursor to the end: nothing lost or repeated, ties included', async () => {
    const seen: string[] = [];
    let path = '/plan-summaries?limit=2';
    let pages = 0;
    for (; pages < 10; pages++) {
      const res = await http.api('GET', path, { token: coach });
      expect(res.status).toBe(200);
      const page = res.body as unknown as SummaryPage;
      expect(page.items.length).toBeLessThanOrEqual(2);
      seen.push(...page.items.map((p) => p.name));
      if (!page.nextCursor) break;
      expect(res.headers.get('x-next-cursor')).toBe(page.nextCursor);
      expect(res.headers.get('link')).toBe(`</api/plan-summaries?limit=2&cursor=${page.nextCursor}>; rel="next"`);
      path = `/plan-summaries?limit=2&cursor=${page.nextCursor}`;
    }
    expect(pages).toBe(3);
    expect(seen).toEqual(newestFirst);
  });

  it('search keeps the names that contain it, in any case, and pages within it', async () => {
    const res = await http.api('GET', '/plan-summaries?search=PLAN%204&limit=1', { token: coach });
    const page = res.body as unknown as SummaryPage;
    expect(page.items.map((p) => p.name)).toEqual([newestFirst[2]]);
    const next = await http.api('GET', `/plan-summaries?search=plan%204&limit=1&cursor=${page.nextCursor}`, { token: coach });
    expect((next.body as unknown as SummaryPage).items.map((p) => p.name)).toEqual([newestFirst[3]]);
    expect((next.body as unknown as SummaryPage).nextCursor).toBeNull();
    const none = await http.api('GET', '/plan-summaries?search=nothing%20like%20it', { token: coach });
    expect(none.body).toEqual({ items: [], nextCursor: null });
  });

  it("another coach's plans never appear, whatever the cursor", async () => {
    const mine = (await http.api('GET', '/plan-summaries?limit=200', { token: coach })).body as unknown as SummaryPage;
    expect(mine.items.map((p) => p.id)).not.toContain(otherPlanId);
    const first = (await http.api('GET', '/plan-summaries?limit=1', { token: coach })).body as unknown as SummaryPage;
    const theirs = await http.api('GET', `/plan-summaries?cursor=${first.nextCursor}`, { token: other });
    expect(theirs.status).toBe(200);
    expect((theirs.body as unknown as SummaryPage).items.map((p) => p.name)).toEqual([]);
    const all = (await http.api('GET', '/plan-summaries', { token: other })).body as unknown as SummaryPage;
    expect(all.items.map((p) => p.name)).toEqual(['Their plan']);
  });

  it("over tRPC, the web app's infinite query (which adds direction) pages the same way", async () => {
    const api = callerAs(t.deps, me);
    const first = await api.coach.plans.summaries({ limit: 4, direction: 'forward' } as never);
    const second = await api.coach.plans.summaries({ limit: 4, cursor: first.nextCursor, direction: 'forward' } as never);
    expect([...first.items, ...second.items].map((p) => p.name)).toEqual(newestFirst);
    expect(second.nextCursor).toBeNull();
    await expect(api.coach.plans.summaries({ limit: 4, direction: 'sideways' } as never)).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('a bad limit or cursor is a 400 that says what to send', async () => {
    const cases: [string, RegExp][] = [
      ['limit=0', /limit must be at least 1/],
      ['limit=201', /limit must be at most 200/],
      ['limit=abc', /limit must be a number/],
      ['limit=1.5', /limit must be a whole number/],
      ['cursor=not%20a%20cursor', /cursor is not valid/],
      [`cursor=${Buffer.from('{"a":1}').toString('base64url')}`, /cursor is not valid/],
      [`cursor=${Buffer.from('["yesterday","id"]').toString('base64url')}`, /cursor is not valid/],
      ['cursor=abc', /cursor is not valid/],
    ];
    for (const [query, message] of cases) {
      const res = await http.api('GET', `/plan-summaries?${query}`, { token: coach });
      expect([query, res.status]).toEqual([query, 400]);
      expect(String(res.body.error)).toMatch(message);
    }
  });
});

describe('GET /plans (docs/product.md §7 shape)', () => {
  it('without paging: every plan with its exercises, and no cursor', async () => {
    const res = await http.api('GET', '/plans', { token: coach });
    expect(res.status).toBe(200);
    const plans = res.body as unknown as { name: string; exercises: { exercise: { name: string } }[] }[];
    expect(plans.map((p) => p.name)).toEqual(newestFirst);
    expect(plans.at(-1)!.exercises.map((e) => e.exercise.name)).toEqual(['Squat', 'Bench', 'Row']);
    expect(res.headers.get('x-next-cursor')).toBeNull();
  });

  it('limit and cursor page it, announced in X-Next-Cursor and Link', async () => {
    const seen: string[] = [];
    let path = '/plans?limit=3';
    for (let pages = 0; pages < 10; pages++) {
      const res = await http.api('GET', path, { token: coach });
      expect(res.status).toBe(200);
      const plans = res.body as unknown as { name: string; exercises: unknown[] }[];
      expect(Array.isArray(plans)).toBe(true);
      seen.push(...plans.map((p) => p.name));
      const next = res.headers.get('x-next-cursor');
      if (!next) break;
      expect(res.headers.get('link')).toBe(`</api/plans?limit=3&cursor=${next}>; rel="next"`);
      path = `/plans?limit=3&cursor=${next}`;
    }
    expect(seen).toEqual(newestFirst);
  });

  it('refuses a bad limit or cursor with 400', async () => {
    for (const query of ['limit=0', 'limit=501', 'cursor=%00', 'cursor=bm90LWpzb24']) {
      const res = await http.api('GET', `/plans?${query}`, { token: coach });
      expect([query, res.status]).toEqual([query, 400]);
      expect(typeof res.body.error).toBe('string');
    }
  });

  it('the OpenAPI document names the paging parameters', async () => {
    const doc = (await http.api('GET', '/openapi.json')).body as unknown as { paths: Record<string, { get: { parameters?: { name: string; in: string }[] } }> };
    // Query parameters: the header If-None-Match is listed too (docs/api.md, "Conditional GETs").
    const query = (path: string) => doc.paths[path]!.get.parameters?.filter((p) => p.in === 'query').map((p) => p.name);
    expect(query('/plans')).toEqual(['limit', 'cursor']);
    expect(query('/plan-summaries')).toEqual(['limit', 'cursor', 'search']);
  });
});
