// CSV downloads (docs/calendar-and-csv.md): the roster with adherence and a client's workout log,
// food log and fitness tests, as a spreadsheet reads them; formula injection neutralised; another
// coach's client a 404; a long log read a page at a time.
import { parse } from 'csv-parse/sync';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeAssignment, makeSession } from '../factories.ts';
import { makeClient, makeCoach, setupHttpTestHooks, TEST_NOW, tokenFor } from '../helpers.ts';
import { CSV_PAGE_ROWS, neutraliseCell } from '#server/services/feeds/csv';

const { t, http } = setupHttpTestHooks();

beforeEach(() => t.deps.clock.set(TEST_NOW));

async function download(path: string, token?: string) {
  const res = await fetch(`${http.url}/api${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  // The bytes as sent (fetch's text() would drop the BOM).
  const text = Buffer.from(await res.arrayBuffer()).toString('utf8');
  return { status: res.status, headers: res.headers, text, rows: res.status === 200 ? (parse(text, { bom: true, columns: true }) as Record<string, string>[]) : [] };
}

async function coachWithClient(o: { timeZone?: string; firstName?: string } = {}) {
  const coach = await makeCoach(t.db);
  const { client, user } = await makeClient(t.db, coach.id, { firstName: o.firstName ?? 'Kenji', lastName: 'Sato' });
  if (o.timeZone) await t.db.user.update({ where: { id: user.id }, data: { timeZone: o.timeZone } });
  return { coach, client, token: await tokenFor(t.deps, coach) };
}

describe('formula injection', () => {
  it('neutralises cells a spreadsheet would run, and leaves the rest', () => {
    for (const bad of ['=HYPERLINK("http://evil")', '+1+1', '-2+3', '@SUM(A1)', '\t=1', '\r=1']) expect(neutraliseCell(bad)).toBe(`'${bad}`);
    for (const fine of ['Oats', '', ' =not first', "'quoted", '1=1']) expect(neutraliseCell(fine)).toBe(fine);
  });

  it('a client’s typed text comes out with a leading apostrophe in every export', async () => {
    const { coach, client, token } = await coachWithClient({ firstName: '=cmd|calc' });
    await t.db.foodEntry.create({ data: { clientId: client.id, description: '=HYPERLINK("http://evil","x")', loggedAt: new Date('2026-03-10T12:00:00Z') } });
    await t.db.fitnessTest.create({ data: { clientId: client.id, testName: '@SUM(1)', result: '-1+2', unit: '+s', notes: '\t=1', testedAt: new Date('2026-03-10T09:00:00Z') } });
    const food = await download(`/clients/${client.id}/exports/food.csv`, token);
    expect(food.rows[0]!.Description).toBe(`'=HYPERLINK("http://evil","x")`);
    const tests = await download(`/clients/${client.id}/exports/fitness-tests.csv`, token);
    expect(tests.rows[0]).toMatchObject({ Test: "'@SUM(1)", Result: "'-1+2", Unit: "'+s", Notes: "'\t=1" });
    const roster = await download('/exports/roster.csv', token);
    expect(roster.rows[0]!['First name']).toBe("'=cmd|calc");
    expect(coach.id).toBeTruthy();
  });
});

describe('the roster', () => {
  it('has the roster’s adherence figures, one row per client, archived too, A–Z', async () => {
    const { coach, client, token } = await coachWithClient({ timeZone: 'Asia/Tokyo' });
    const { client: archived } = await makeClient(t.db, coach.id, { firstName: 'Ann', lastName: 'Old' });
    await t.db.client.update({ where: { id: archived.id }, data: { archived: true } });
    await makeAssignment(t.db, { coachId: coach.id, clientId: client.id, name: 'Strength Block', startDate: '2026-03-01T00:00:00Z' });
    // 3 of 4 due in the last 7 local days done: 75 %.
    for (const [day, status] of [
      ['2026-03-06', 'COMPLETED'],
      ['2026-03-07', 'COMPLETED'],
      ['2026-03-08', 'COMPLETED'],
      ['2026-03-09', 'MISSED'],
    ] as const) {
      await makeSession(t.db, { coachId: coach.id, clientId: client.id, scheduledFor: `${day}T00:00:00Z`, status, completedAt: status === 'COMPLETED' ? `${day}T08:00:00Z` : null });
    }
    const res = await download('/exports/roster.csv', token);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="roster-2026-03-11.csv"');
    expect(res.text.startsWith('\uFEFF')).toBe(true);
    expect(res.rows.map((r) => r['First name'])).toEqual(['Ann', 'Kenji']);
    expect(res.rows[1]).toMatchObject({
      Status: 'needs_attention',
      Program: 'Strength Block',
      'Adherence 7 days (%)': '75',
      'Completed 7 days': '3',
      'Due 7 days': '4',
      'Last workout (UTC)': '2026-03-08 08:00',
    });
    expect(res.rows[0]).toMatchObject({ Status: 'archived' });
  });
});

describe('a client’s logs', () => {
  it('the workout log has one row per set, times in the client’s zone', async () => {
    const { coach, client, token } = await coachWithClient({ timeZone: 'Pacific/Honolulu' });
    const session = await makeSession(t.db, {
      coachId: coach.id,
      clientId: client.id,
      scheduledFor: '2026-03-10T00:00:00Z',
      status: 'COMPLETED',
      startedAt: '2026-03-10T17:00:00Z',
      completedAt: '2026-03-10T18:05:00Z',
      planName: 'Leg day',
    });
    const squat = await t.db.sessionExercise.create({ data: { sessionId: session.id, name: 'Back squat', orderIndex: 0, completed: true, columnData: {} } });
    const plank = await t.db.sessionExercise.create({ data: { sessionId: session.id, name: 'Plank', orderIndex: 1, completed: true, columnData: {} } });
    await t.db.exerciseResult.create({ data: { sessionId: session.id, sessionExerciseId: plank.id, exerciseName: 'Plank', result: '3 x 60 s' } });
    for (const [position, reps, load] of [
      [0, 5, 100],
      [1, 5, 102.5],
    ] as const) {
      await t.db.sessionExerciseSet.create({ data: { sessionExerciseId: squat.id, sessionId: session.id, clientId: client.id, position, reps, load, loadUnit: 'KG', rpe: 8.5, done: true } });
    }
    // Still only scheduled: not in the log.
    await makeSession(t.db, { coachId: coach.id, clientId: client.id, scheduledFor: '2026-03-12T00:00:00Z', planName: 'Later' });

    const res = await download(`/clients/${client.id}/exports/workouts.csv`, token);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="kenji-sato-workouts.csv"');
    // (The factory's session has two exercises of its own, without sets.)
    expect(res.rows.filter((r) => (r.Exercise ?? '').startsWith('Exercise ')).map((r) => r.Set)).toEqual(['', '']);
    expect(res.rows.filter((r) => !(r.Exercise ?? '').startsWith('Exercise '))).toEqual([
      expect.objectContaining({
        Date: '2026-03-10',
        Workout: 'Leg day',
        Status: 'COMPLETED',
        'Started (local)': '2026-03-10 07:00',
        'Completed (local)': '2026-03-10 08:05',
        Exercise: 'Back squat',
        Set: '1',
        Reps: '5',
        Load: '100',
        Unit: 'KG',
        RPE: '8.5',
        'Set done': 'yes',
      }),
      expect.objectContaining({ Exercise: 'Back squat', Set: '2', Load: '102.5' }),
      expect.objectContaining({ Exercise: 'Plank', Result: '3 x 60 s', Set: '', Reps: '', 'Exercise done': 'yes' }),
    ]);
  });

  it('the food log and the fitness tests, in the client’s zone, oldest first', async () => {
    const { client, token } = await coachWithClient({ timeZone: 'Asia/Tokyo' });
    await t.db.foodEntry.create({ data: { clientId: client.id, description: 'Rice', loggedAt: new Date('2026-03-10T03:30:00Z') } });
    await t.db.foodEntry.create({ data: { clientId: client.id, description: 'Miso', loggedAt: new Date('2026-03-09T22:00:00Z') } });
    const first = await t.db.fitnessTest.create({ data: { clientId: client.id, testName: 'Plank', result: '60', unit: 's', testedAt: new Date('2026-02-01T00:00:00Z') } });
    await t.db.fitnessTest.create({ data: { clientId: client.id, testName: 'Plank', result: '75', unit: 's', testedAt: new Date('2026-03-01T00:00:00Z'), previousTestId: first.id } });
    const food = await download(`/clients/${client.id}/exports/food.csv`, token);
    expect(food.rows).toEqual([
      { 'Date (local)': '2026-03-10', 'Time (local)': '07:00', Description: 'Miso', Photo: 'no' },
      { 'Date (local)': '2026-03-10', 'Time (local)': '12:30', Description: 'Rice', Photo: 'no' },
    ]);
    const tests = await download(`/clients/${client.id}/exports/fitness-tests.csv`, token);
    expect(tests.rows).toEqual([
      { 'Tested (local)': '2026-02-01 09:00', Test: 'Plank', Result: '60', Unit: 's', Notes: '', 'Retest of': '' },
      { 'Tested (local)': '2026-03-01 09:00', Test: 'Plank', Result: '75', Unit: 's', Notes: '', 'Retest of': '2026-02-01 09:00' },
    ]);
  });

  it('a log longer than one page (keyset paging) comes whole, in order, each row once', async () => {
    const { client, token } = await coachWithClient();
    const n = CSV_PAGE_ROWS + 5;
    const start = Date.parse('2025-03-11T00:00:00Z');
    await t.db.foodEntry.createMany({ data: Array.from({ length: n }, (_, i) => ({ clientId: client.id, description: `Meal ${i}`, loggedAt: new Date(start + i * 4 * 3600_000) })) });
    const res = await download(`/clients/${client.id}/exports/food.csv`, token);
    expect(res.rows).toHaveLength(n);
    expect(res.rows.at(-1)!.Description).toBe(`Meal ${n - 1}`);
    expect(new Set(res.rows.map((r) => r.Description)).size).toBe(n);
  });
});

describe('who may download', () => {
  it('another coach’s client answers 404; no token 401; a client 403', async () => {
    const { client, token } = await coachWithClient();
    const other = await makeCoach(t.db);
    const otherToken = await tokenFor(t.deps, other);
    for (const file of ['workouts.csv', 'food.csv', 'fitness-tests.csv']) {
      const res = await download(`/clients/${client.id}/exports/${file}`, otherToken);
      expect(res.status, file).toBe(404);
      expect(JSON.parse(res.text)).toEqual({ error: 'Client not found' });
      expect((await download(`/clients/${client.id}/exports/${file}`)).status).toBe(401);
    }
    const clientToken = String(((await http.api('POST', `/clients/${client.id}/access-token`, { token })).body as { token: string }).token);
    const session = ((await http.api('POST', '/auth/link-session', { body: { token: clientToken } })).body as { token: string }).token;
    expect((await download('/exports/roster.csv', session)).status).toBe(403);
    expect((await download(`/clients/${client.id}/exports/food.csv`, session)).status).toBe(403);
    // Another coach's roster holds only their own clients.
    expect((await download('/exports/roster.csv', otherToken)).rows).toEqual([]);
    expect((await download(`/clients/${client.id}/exports/unknown.csv`, token)).status).toBe(404);
  });
});
