// GET /exercises pages when asked (docs/query-performance.md "Lists that can grow"): without
// `limit` it stays docs/product.md §7's whole library by name; with it, X-Next-Cursor / Link name the next
// page, ties of name included, and another coach's exercises never appear.
import { beforeAll, describe, expect, it } from 'vitest';
import { makeCoach, setupHttpTestHooks, tokenFor } from '../helpers.ts';

const { t, http } = setupHttpTestHooks();
let coach = '';
let other = '';
const LONG = 'Ü'.repeat(99) + '🏋';
/** The coach's exercises as the library lists them: by name, then by creation. */
const byName = ['Bench', 'Row (first)', 'Row (second)', 'Squat', LONG];

beforeAll(async () => {
  const me = await makeCoach(t.db, { email: 'ex-lists@example.com' });
  const them = await makeCoach(t.db, { email: 'ex-other@example.com' });
  coach = await tokenFor(t.deps, me);
  other = await tokenFor(t.deps, them);
  const make = (coachId: string, name: string, description: string | null, minute: number) =>
    t.db.exercise.create({ data: { coachId, name, description, equipment: [], muscleGroups: [], createdAt: new Date(Date.UTC(2026, 2, 1, 8, minute)) } });
  await make(me.id, 'Squat', null, 0);
  await make(me.id, 'Row', 'Row (second)', 3);
  await make(me.id, 'Row', 'Row (first)', 2);
  await make(me.id, 'Bench', null, 1);
  await make(me.id, LONG, null, 4);
  await make(them.id, 'Carry', null, 0);
});

const label = (e: { name: string; description: string | null }) => e.description ?? e.name;

describe('GET /exercises paging', () => {
  it('without limit: the whole library by name, no cursor', async () => {
    const res = await http.api('GET', '/exercises', { token: coach });
    expect(res.status).toBe(200);
    expect((res.body as unknown as { name: string; description: string | null }[]).map(label)).toEqual(byName);
    expect(res.headers.get('x-next-cursor')).toBeNull();
  });

  it('pages of 2 follow the cursor to the end: nothing lost or repeated, ties and long names included', async () => {
    const seen: string[] = [];
    let path = '/exercises?limit=2';
    let pages = 0;
    for (; pages < 10; pages++) {
      const res = await http.api('GET', path, { token: coach });
      expect(res.status).toBe(200);
      seen.push(...(res.body as unknown as { name: string; description: string | null }[]).map(label));
      const next = res.headers.get('x-next-cursor');
      if (!next) break;
      expect(res.headers.get('link')).toBe(`</api/exercises?limit=2&cursor=${next}>; rel="next"`);
      path = `/exercises?limit=2&cursor=${next}`;
    }
    expect(pages).toBe(2);
    expect(seen).toEqual(byName);
  });

  it("another coach's exercises never appear, and their cursor shows nothing of ours", async () => {
    const first = await http.api('GET', '/exercises?limit=1', { token: coach });
    const theirs = await http.api('GET', `/exercises?cursor=${first.headers.get('x-next-cursor')}`, { token: other });
    expect((theirs.body as unknown as { name: string }[]).map((e) => e.name)).toEqual(['Carry']);
  });

  it('a bad limit or cursor is a 400 with a message', async () => {
    for (const [query, message] of [
      ['limit=0', /limit must be at least 1/],
      ['limit=1001', /limit must be at most 1000/],
      ['cursor=a%20b', /cursor is not valid/],
      [`cursor=${Buffer.from('[1,2,3]').toString('base64url')}`, /cursor is not valid/],
    ] as const) {
      const res = await http.api('GET', `/exercises?${query}`, { token: coach });
      expect([query, res.status]).toEqual([query, 400]);
      expect(String(res.body.error)).toMatch(message);
    }
  });
});
