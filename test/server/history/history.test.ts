// The client's History (docs/history.md): GET /workout-history pages the sessions behind the
// client, newest first, with their exercises' results; a year of sessions answers quickly in a
// fixed number of statements; another client's sessions never appear.
import { beforeAll, describe, expect, it } from 'vitest';
import { statementScopes } from '#server/db/statement-counter';
import { encodeCursor } from '#server/lib/keyset-cursor';
import { callerAs, makeClient, makeCoach, setupHttpTestHooks, TEST_NOW, tokenFor } from '../helpers.ts';
import { makeSession } from '../workouts/fixtures.ts';

const scopes = statementScopes();
const { t, http } = setupHttpTestHooks({ onStatement: scopes.onStatement });
let clientToken: string;
let coachToken: string;
let alex: Awaited<ReturnType<typeof makeClient>>;
let otherSessionId: string;

const DAY = 86_400_000;
const now = new Date(TEST_NOW).getTime(); // Wednesday 11 March 2026, 10:00 UTC
const day = (offset: number) => new Date(Date.UTC(2026, 2, 11) + offset * DAY);

type Page = { items: { id: string; name: string; status: string; scheduledFor: string; exercises: { name: string; result: string | null; completed: boolean }[] }[]; nextCursor: string | null };

beforeAll(async () => {
  const coach = await makeCoach(t.db);
  alex = await makeClient(t.db, coach.id);
  const other = await makeClient(t.db, coach.id, { firstName: 'Other' });
  clientToken = await tokenFor(t.deps, alex.user);
  coachToken = await tokenFor(t.deps, coach);
  const c = { coachId: coach.id, clientId: alex.client.id };
  // Today: done, with a logged result; yesterday skipped; 2 days ago open (still due: not history);
  // 5 days ago open (more than 3 days overdue: missed); tomorrow scheduled (not history).
  const done = await makeSession(t.db, { ...c, name: 'Today Legs', scheduledFor: day(0), status: 'COMPLETED', startedAt: day(0), completedAt: new Date(now - 3_600_000) });
  await t.db.exerciseResult.create({
    data: { sessionId: done.id, sessionExerciseId: done.exercises[0]!.id, exerciseName: 'Back Squat', result: '4x6 @ 100 kg', notes: 'Moved well' },
  });
  await t.db.sessionExercise.update({ where: { id: done.exercises[0]!.id }, data: { completed: true } });
  await makeSession(t.db, { ...c, name: 'Yesterday Skipped', scheduledFor: day(-1), status: 'SKIPPED' });
  await makeSession(t.db, { ...c, name: 'Still Due', scheduledFor: day(-2) });
  await makeSession(t.db, { ...c, name: 'Overdue Missed', scheduledFor: day(-5) });
  await makeSession(t.db, { ...c, name: 'Tomorrow', scheduledFor: day(1) });
  // A year of completed sessions before that, two a week (~104) plus one more a week (~52): 156 more.
  const rows = [];
  for (let w = 1; w <= 52; w++) {
    for (const d of [0, 2, 4]) {
      rows.push({ ...c, name: `Week ${w} day ${d}`, planName: `Week ${w} day ${d}`, scheduledFor: day(-7 * w - d), status: 'COMPLETED' as const, completedAt: day(-7 * w - d), columnConfig: {} });
    }
  }
  await t.db.workoutSession.createMany({ data: rows });
  otherSessionId = (await makeSession(t.db, { coachId: coach.id, clientId: other.client.id, name: 'Not yours', scheduledFor: day(-1), status: 'COMPLETED' })).id;
}, 60_000);

/** One request (nothing else runs meanwhile) and the statements the server sent for it. */
const get = async (path: string, token = clientToken) => {
  const before = scopes.total();
  const res = await http.api('GET', path, { token });
  return { ...res, page: res.body as unknown as Page, statements: scopes.total() - before };
};

describe('GET /workout-history', () => {
  it('lists the sessions behind the client, newest first, with results, and not the open ones still due', async () => {
    const res = await get('/workout-history?limit=4');
    expect(res.status).toBe(200);
    expect(res.page.items.map((s) => [s.name, s.status])).toEqual([
      ['Today Legs', 'COMPLETED'],
      ['Yesterday Skipped', 'SKIPPED'],
      // Not yet marked by the check, but more than 3 days overdue: presented as missed.
      ['Overdue Missed', 'MISSED'],
      ['Week 1 day 0', 'COMPLETED'],
    ]);
    expect(res.page.items[0]!.exercises).toEqual([
      { id: expect.any(String), name: 'Back Squat', completed: true, result: '4x6 @ 100 kg', notes: 'Moved well', sets: [] },
      { id: expect.any(String), name: 'Romanian Deadlift', completed: false, result: null, notes: null, sets: [] },
    ]);
    expect(res.page.nextCursor).toEqual(expect.any(String));
    expect(res.headers.get('x-next-cursor')).toBe(res.page.nextCursor);
    expect(res.headers.get('link')).toBe(`</api/workout-history?limit=4&cursor=${res.page.nextCursor}>; rel="next"`);
  });

  it('follows the cursor through a year of sessions: nothing lost or repeated, a fixed number of statements per page', async () => {
    const seen: string[] = [];
    const counts = new Set<number>();
    let path = '/workout-history?limit=25';
    let pages = 0;
    const started = performance.now();
    for (; pages < 20; pages++) {
      const res = await get(path);
      expect(res.status).toBe(200);
      seen.push(...res.page.items.map((s) => s.name));
      counts.add(res.statements);
      if (!res.page.nextCursor) break;
      path = `/workout-history?limit=25&cursor=${res.page.nextCursor}`;
    }
    const perPage = (performance.now() - started) / (pages + 1);
    expect(seen).toHaveLength(3 + 156);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.at(-1)).toBe('Week 52 day 4');
    expect(seen).not.toContain('Still Due');
    expect(seen).not.toContain('Tomorrow');
    expect(seen).not.toContain('Not yours');
    // Every page: the bearer token, the sessions, their exercises and results; never one per row.
    expect(counts.size).toBe(1);
    expect([...counts][0]).toBeGreaterThanOrEqual(3);
    expect([...counts][0]).toBeLessThanOrEqual(5);
    // Generous for a shared CI machine; locally a page takes a few milliseconds.
    expect(perPage).toBeLessThan(500);
  });

  it('the whole year in one page of 100 takes the same statements as a page of 1', async () => {
    const one = await get('/workout-history?limit=1');
    const hundred = await get('/workout-history?limit=100');
    expect(hundred.page.items).toHaveLength(100);
    expect(hundred.statements).toBe(one.statements);
  });

  it('tRPC gives the same page as REST', async () => {
    const page = await callerAs(t.deps, alex.user).clientApp.workouts.history({ limit: 2 });
    expect(page.items.map((s) => s.name)).toEqual(['Today Legs', 'Yesterday Skipped']);
    expect(page.items[0]!.scheduledFor).toBeInstanceOf(Date);
  });

  it('a forged cursor only moves the start within the caller’s own sessions', async () => {
    const other = await t.db.workoutSession.findUniqueOrThrow({ where: { id: otherSessionId } });
    const res = await get(`/workout-history?limit=100&cursor=${encodeCursor([new Date(other.scheduledFor.getTime() + 1), 'zzz'])}`);
    expect(res.status).toBe(200);
    expect(res.page.items.map((s) => s.name)).not.toContain('Not yours');
    expect(res.page.items[0]!.name).toBe('Yesterday Skipped');
  });

  it('refuses bad paging with a clear 400 and the coach with 403', async () => {
    const bad = await get('/workout-history?cursor=not-a-cursor!');
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ error: expect.stringContaining('cursor is not valid') });
    const limit = await get('/workout-history?limit=101');
    expect(limit.status).toBe(400);
    expect(limit.body).toEqual({ error: expect.stringContaining('limit must be at most 100') });
    const undecodable = await get(`/workout-history?cursor=${Buffer.from('["x"]').toString('base64url')}`);
    expect(undecodable.status).toBe(400);
    expect((await get('/workout-history', coachToken)).status).toBe(403);
    expect((await http.api('GET', '/workout-history')).status).toBe(401);
  });
});
