// GET /food-entries pages instead of stopping silently (issue 13): the body stays docs/product.md §7's list;
// when the range holds more than `limit` entries, X-Next-Cursor and Link name the next page.
import { beforeAll, describe, expect, it } from 'vitest';
import { makeClient, makeCoach, setupHttpTestHooks, tokenFor } from '../helpers.ts';

const { t, http } = setupHttpTestHooks();
let clientToken: string;
let coachToken: string;
let clientId: string;
let otherEntryId: string;

beforeAll(async () => {
  const coach = await makeCoach(t.db);
  const alex = await makeClient(t.db, coach.id);
  const other = await makeClient(t.db, coach.id, { firstName: 'Other' });
  clientId = alex.client.id;
  clientToken = await tokenFor(t.deps, alex.user);
  coachToken = await tokenFor(t.deps, coach);
  const base = new Date('2026-03-09T08:00:00.000Z').getTime();
  for (let i = 0; i < 5; i++) {
    await t.db.foodEntry.create({ data: { clientId, description: `Meal ${i}`, loggedAt: new Date(base + i * 3_600_000) } });
  }
  otherEntryId = (await t.db.foodEntry.create({ data: { clientId: other.client.id, description: 'Not yours', loggedAt: new Date(base) } })).id;
});

describe('GET /food-entries paging', () => {
  it('without limit, the whole range in one list and no cursor', async () => {
    const res = await http.api('GET', '/food-entries', { token: clientToken });
    expect(res.status).toBe(200);
    expect((res.body as unknown as unknown[]).length).toBe(5);
    expect(res.headers.get('x-next-cursor')).toBeNull();
  });

  it('pages of 2 follow the cursor to the end, oldest first, nothing lost or repeated', async () => {
    const seen: string[] = [];
    let path = '/food-entries?limit=2';
    for (let pages = 0; pages < 5; pages++) {
      const res = await http.api('GET', path, { token: clientToken });
      expect(res.status).toBe(200);
      seen.push(...(res.body as unknown as { description: string }[]).map((e) => e.description));
      const next = res.headers.get('x-next-cursor');
      if (!next) break;
      expect(res.headers.get('link')).toBe(`</api/food-entries?limit=2&after=${next}>; rel="next"`);
      path = `/food-entries?limit=2&after=${next}`;
    }
    expect(seen).toEqual(['Meal 0', 'Meal 1', 'Meal 2', 'Meal 3', 'Meal 4']);
  });

  it('the coach pages a client too', async () => {
    const res = await http.api('GET', `/food-entries?clientId=${clientId}&limit=4`, { token: coachToken });
    expect((res.body as unknown as unknown[]).length).toBe(4);
    expect(res.headers.get('x-next-cursor')).toBeTruthy();
  });

  it('a bad limit or a cursor of another log is a 400', async () => {
    for (const q of ['limit=0', 'limit=2001', 'limit=abc', 'limit=1.5']) {
      const res = await http.api('GET', `/food-entries?${q}`, { token: clientToken });
      expect(res.status).toBe(400);
      expect(typeof res.body.error).toBe('string');
    }
    const foreign = await http.api('GET', `/food-entries?after=${otherEntryId}`, { token: clientToken });
    expect(foreign.status).toBe(400);
  });
});
