// Issue 30 item 2: GET /assignments lists every client's assignments of the coach, so it grows
// with the roster and the years (200 clients with weekly assignments is ~10,000 a year). It
// answers a page at a time and names the next one.
import { beforeAll, describe, expect, it } from 'vitest';
import { ASSIGNMENTS_PAGE_MAX } from '#shared/schemas/assignments';
import { makeClient, makeCoach, setupHttpTestHooks, tokenFor } from '../helpers.ts';
import { expectBadPagingRefused, expectDefaultPages, readAllPages } from '../paging.ts';

type Row = { id: string; client: { id: string } };

describe('GET /assignments is paged', () => {
  const { t, http } = setupHttpTestHooks();
  const total = ASSIGNMENTS_PAGE_MAX + 7;
  let token: string;
  let otherToken: string;

  beforeAll(async () => {
    const coach = await makeCoach(t.db);
    const other = await makeCoach(t.db);
    const { client } = await makeClient(t.db, coach.id);
    const { client: theirs } = await makeClient(t.db, other.id);
    token = await tokenFor(t.deps, coach);
    otherToken = await tokenFor(t.deps, other);
    // Three assignments per start day: ties are ordered by creation, then id.
    const base = Date.parse('2025-01-01T00:00:00.000Z');
    await t.db.assignment.createMany({
      data: Array.from({ length: total }, (_, i) => ({
        coachId: coach.id,
        clientId: client.id,
        contentType: 'PLAN' as const,
        contentId: 'plan-1',
        contentName: `Plan ${i}`,
        startDate: new Date(base + Math.floor(i / 3) * 86_400_000),
      })),
    });
    await t.db.assignment.create({ data: { coachId: other.id, clientId: theirs.id, contentType: 'PLAN', contentId: 'plan-2', contentName: 'Not yours', startDate: new Date(base) } });
  });

  it(`answers at most ${ASSIGNMENTS_PAGE_MAX}, names the next page, and following it reads each assignment once`, async () => {
    await expectDefaultPages<Row>(http, '/assignments', token, ASSIGNMENTS_PAGE_MAX, total);
  });

  it('small pages keep the order, newest start first, across ties', async () => {
    const all = (await http.api('GET', '/assignments?limit=30', { token })).body as unknown as Row[];
    const seen = (await readAllPages<Row>(http, '/assignments?limit=4', token, 5)).flat().map((a) => a.id);
    expect(seen).toEqual(all.slice(0, 20).map((a) => a.id));
  });

  it("another coach's cursor shows only their own, and bad paging input is a 400", async () => {
    const first = await http.api('GET', '/assignments?limit=1', { token });
    const theirs = await http.api('GET', `/assignments?cursor=${first.headers.get('x-next-cursor')}`, { token: otherToken });
    expect(theirs.status).toBe(200);
    expect((theirs.body as unknown as { contentName: string }[]).map((a) => a.contentName)).toEqual(['Not yours']);
    await expectBadPagingRefused(http, '/assignments', token, ['limit=0', `limit=${ASSIGNMENTS_PAGE_MAX + 1}`, 'limit=x', 'cursor=%24%24']);
  });
});
