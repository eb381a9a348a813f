// Per-set logging (issue 15, docs/sets.md): saving sets, the summary result, "last time",
// units, bad input and tenancy, over tRPC and REST.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MSG_LOAD_TOO_HEAVY, MSG_TOO_MANY_SETS } from '#shared/schemas/sets';
import { convertLoad, displayLoad, formatLoad, summariseSets } from '#shared/sets';
import { parseLoad, parseReps, parseRestSeconds, parseSetCount } from '#shared/plan-values';
import { MSG_MISSED_READ_ONLY } from '#shared/schemas/workouts';
import { callerAs, makeClient, makeCoach, setupTest, startHttp, TEST_NOW, tokenFor } from '../helpers.ts';
import { makeSession } from './fixtures.ts';

let t: Awaited<ReturnType<typeof setupTest>>;
let coach: Awaited<ReturnType<typeof makeCoach>>;
let me: Awaited<ReturnType<typeof makeClient>>;
let sibling: Awaited<ReturnType<typeof makeClient>>;
let stranger: Awaited<ReturnType<typeof makeClient>>;
let squatId = '';
let rowId = '';

const as = (u = me.user) => callerAs(t.deps, u).clientApp.workouts;
const set = (reps: number | null, load: number | null, done = true, o: { rpe?: number | null; loadUnit?: 'KG' | 'LB' } = {}) => ({
  reps,
  load,
  done,
  rpe: o.rpe ?? null,
  loadUnit: o.loadUnit ?? 'KG',
});

beforeAll(async () => {
  t = await setupTest();
  coach = await makeCoach(t.db);
  me = await makeClient(t.db, coach.id, { firstName: 'Alex' });
  sibling = await makeClient(t.db, coach.id, { firstName: 'Sam' });
  const otherCoach = await makeCoach(t.db);
  stranger = await makeClient(t.db, otherCoach.id);
  squatId = (await t.db.exercise.create({ data: { coachId: coach.id, name: 'Back Squat', equipment: [], muscleGroups: [] } })).id;
  rowId = (await t.db.exercise.create({ data: { coachId: coach.id, name: 'Row', equipment: [], muscleGroups: [] } })).id;
});
afterAll(() => t.close());
beforeEach(async () => {
  t.deps.clock.set(TEST_NOW);
  await t.db.workoutSession.deleteMany();
  await t.db.user.updateMany({ data: { loadUnit: 'KG' } });
});

const todays = (clientId = me.client.id, o: { status?: 'SCHEDULED' | 'COMPLETED' | 'MISSED'; scheduledFor?: string } = {}) =>
  makeSession(t.db, {
    coachId: coach.id,
    clientId,
    scheduledFor: o.scheduledFor ?? '2026-03-11T00:00:00Z',
    status: o.status,
    exercises: [
      { name: 'Back Squat', exerciseId: squatId, columnData: { col1: '3', col2: '8', col3: '80' } },
      { name: 'Row', exerciseId: rowId },
    ],
  });

describe('saving sets', () => {
  it('stores the sets in order, writes their summary as the result, starts the session, and ticking the last set ticks the exercise', async () => {
    const s = await todays();
    const ex = s.exercises[0]!;
    const first = await as().saveSets({ id: ex.id, sets: [set(8, 80, true, { rpe: 7 }), set(8, 80, false), set(8, 80, false)] });
    expect(first.completed).toBe(false);
    expect(first.result).toBe('1×8 @ 80 kg, RPE 7');
    expect(first.sets.map((x) => [x.position, x.reps, x.load, x.loadUnit, x.done])).toEqual([
      [0, 8, 80, 'KG', true],
      [1, 8, 80, 'KG', false],
      [2, 8, 80, 'KG', false],
    ]);
    expect(first.sets[0]!.completedAt).toEqual(new Date(TEST_NOW));
    expect((await t.db.workoutSession.findUniqueOrThrow({ where: { id: s.id } })).status).toBe('IN_PROGRESS');

    t.deps.clock.set('2026-03-11T10:05:00.000Z');
    const last = await as().saveSets({ id: ex.id, sets: [set(8, 80, true, { rpe: 7 }), set(8, 80, true, { rpe: 8 }), set(8, 80, true, { rpe: 8 })] });
    expect(last.completed).toBe(true);
    expect(last.result).toBe('3×8 @ 80 kg, RPE 8');
    // The first set keeps the time it was ticked; the others are ticked now.
    expect(last.sets.map((x) => x.completedAt?.toISOString())).toEqual([TEST_NOW, '2026-03-11T10:05:00.000Z', '2026-03-11T10:05:00.000Z']);

    const today = await as().today();
    expect(today!.exercises[0]).toMatchObject({ completed: true, result: '3×8 @ 80 kg, RPE 8' });
    expect(today!.exercises[0]!.sets).toHaveLength(3);
    // The SPEC's results route shows the summary like any logged result.
    expect(await as().sessionResults({ id: s.id })).toEqual([expect.objectContaining({ sessionExerciseId: ex.id, result: '3×8 @ 80 kg, RPE 8', completed: true })]);
  });

  it('groups different sets, keeps a result the client typed, and drops its own summary when no set is done', async () => {
    const s = await todays();
    const [squat, row] = s.exercises;
    expect((await as().saveSets({ id: squat!.id, sets: [set(8, 80), set(8, 80), set(6, 85), set(null, 60)] })).result).toBe('2×8 @ 80 kg, 1×6 @ 85 kg, 1 set @ 60 kg');
    expect((await as().saveSets({ id: squat!.id, sets: [set(8, 80, false)] })).result).toBeNull();
    expect(await t.db.exerciseResult.count({ where: { sessionExerciseId: squat!.id } })).toBe(0);

    await as().logResult({ workoutSessionId: s.id, planExerciseId: row!.id, result: 'Heavy, grip gave out', completed: false });
    const saved = await as().saveSets({ id: row!.id, sets: [set(10, 50), set(10, 50)] });
    expect(saved.result).toBe('Heavy, grip gave out');
    expect(saved.completed).toBe(true);
  });

  it('keeps lb loads as entered, converts only for display, and saves the user’s unit', async () => {
    const s = await todays();
    const saved = await as().saveSets({ id: s.exercises[0]!.id, sets: [set(5, 225, true, { loadUnit: 'LB' }), set(5, 2204.62, true, { loadUnit: 'LB' })] });
    expect(saved.sets.map((x) => [x.load, x.loadUnit])).toEqual([
      [225, 'LB'],
      [2204.62, 'LB'],
    ]);
    expect(saved.result).toBe('1×5 @ 225 lb, 1×5 @ 2204.62 lb');
    expect(await callerAs(t.deps, me.user).auth.setLoadUnit({ loadUnit: 'LB' })).toEqual({ loadUnit: 'LB' });
    const user = await t.db.user.findUniqueOrThrow({ where: { id: me.user.id }, select: { loadUnit: true } });
    expect(user.loadUnit).toBe('LB');
  });
});

describe('last time', () => {
  it('is the done sets of the latest other session with that exercise, for this client only', async () => {
    const older = await todays(me.client.id, { scheduledFor: '2026-03-04T00:00:00Z' });
    t.deps.clock.set('2026-03-04T10:00:00.000Z');
    await as().saveSets({ id: older.exercises[0]!.id, sets: [set(8, 75), set(8, 75), set(8, 75)] });
    const previous = await todays(me.client.id, { scheduledFor: '2026-03-09T00:00:00Z' });
    t.deps.clock.set('2026-03-09T10:00:00.000Z');
    await as().saveSets({ id: previous.exercises[0]!.id, sets: [set(8, 80, true, { rpe: 8 }), set(8, 80, true, { rpe: 8 }), set(8, 80, true, { rpe: 8 }), set(8, 80, false)] });
    // Another client of the same coach lifted more, later: never shown to me.
    const theirs = await todays(sibling.client.id, { scheduledFor: '2026-03-10T00:00:00Z' });
    t.deps.clock.set('2026-03-10T10:00:00.000Z');
    await as(sibling.user).saveSets({ id: theirs.exercises[0]!.id, sets: [set(3, 140)] });

    t.deps.clock.set(TEST_NOW);
    const today = await todays();
    // Today's own sets are not "last time".
    await as().saveSets({ id: today.exercises[0]!.id, sets: [set(1, 100)] });
    const read = await as().today();
    expect(read!.id).toBe(today.id);
    const squat = read!.exercises[0]!;
    expect(squat.lastTime).toMatchObject({ sessionId: previous.id, summary: '3×8 @ 80 kg, RPE 8', date: new Date('2026-03-09T10:00:00.000Z') });
    expect(squat.lastTime!.sets.map((x) => [x.reps, x.load])).toEqual([
      [8, 80],
      [8, 80],
      [8, 80],
    ]);
    expect(read!.exercises[1]!.lastTime).toBeNull();
    expect((await as().getSession({ id: today.id })).exercises[0]!.lastTime?.summary).toBe('3×8 @ 80 kg, RPE 8');
    expect((await as(sibling.user).getSession({ id: theirs.id })).exercises[0]!.lastTime).toBeNull();
    // Summarised in the client's own unit; the sets keep theirs.
    const inLb = await callerAs(t.deps, { ...me.user, loadUnit: 'LB' }).clientApp.workouts.today();
    expect(inLb!.exercises[0]!.lastTime).toMatchObject({ summary: '3×8 @ 176.4 lb, RPE 8', sets: [{ load: 80, loadUnit: 'KG' }, {}, {}] });
  });
});

describe('bad input and tenancy', () => {
  it('refuses negative reps, over 1,000 kg (or its lb), RPE outside halves, more than 50 sets, and writes nothing', async () => {
    const s = await todays();
    const id = s.exercises[0]!.id;
    const cases: [unknown[], string][] = [
      [[{ ...set(-1, 80) }], 'reps cannot be negative'],
      [[{ ...set(2.5, 80) }], 'reps must be a whole number'],
      [[{ ...set(5, 1000.5) }], MSG_LOAD_TOO_HEAVY],
      [[{ ...set(5, 2205, true, { loadUnit: 'LB' }) }], MSG_LOAD_TOO_HEAVY],
      [[{ ...set(5, -5) }], 'load cannot be negative'],
      [[{ ...set(5, 80.125) }], 'load must have at most 2 decimals'],
      [[{ ...set(5, 80, true, { rpe: 7.3 }) }], 'rpe must be in halves (8 or 8.5)'],
      [[{ ...set(5, 80, true, { rpe: 11 }) }], 'rpe must be from 1 to 10'],
      [Array.from({ length: 51 }, () => set(5, 80)), MSG_TOO_MANY_SETS],
    ];
    for (const [sets, message] of cases) {
      await expect(as().saveSets({ id, sets: sets as never }), message).rejects.toMatchObject({ code: 'BAD_REQUEST', message: expect.stringContaining(message) });
    }
    expect(await as().saveSets({ id, sets: Array.from({ length: 50 }, () => set(5, 1000, false)) })).toMatchObject({ sets: expect.any(Array) });
    await as().saveSets({ id, sets: [] });
    expect(await t.db.sessionExerciseSet.count()).toBe(0);
    expect(await t.db.exerciseResult.count()).toBe(0);
  });

  it('another client’s exercise is not found, and a finished session is read-only', async () => {
    const mine = await todays();
    for (const u of [sibling.user, stranger.user]) {
      await expect(as(u).saveSets({ id: mine.exercises[0]!.id, sets: [set(8, 80)] })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    }
    const missed = await todays(me.client.id, { status: 'MISSED', scheduledFor: '2026-03-05T00:00:00Z' });
    await expect(as().saveSets({ id: missed.exercises[0]!.id, sets: [set(8, 80)] })).rejects.toMatchObject({ code: 'CONFLICT', message: MSG_MISSED_READ_ONLY });
    expect(await t.db.sessionExerciseSet.count()).toBe(0);
  });
});

describe('REST', () => {
  it('PUT /api/session-exercises/{id}/sets answers the saved sets, replays an Idempotency-Key once, and refuses bad input with { error }', async () => {
    const s = await todays();
    const id = s.exercises[0]!.id;
    const http = await startHttp(t.deps);
    try {
      const token = await tokenFor(t.deps, me.user);
      const body = {
        sets: [
          { reps: 8, load: 80, loadUnit: 'KG', rpe: 8, done: true, completedAt: '2026-03-11T09:58:00.000Z' },
          { reps: 8, load: 80 },
        ],
      };
      const headers = { 'idempotency-key': 'sets-1' };
      const first = await http.api('PUT', `/session-exercises/${id}/sets`, { token, body, headers });
      expect(first.status).toBe(200);
      expect(first.body).toMatchObject({
        id,
        completed: false,
        result: '1×8 @ 80 kg, RPE 8',
        sets: [
          { position: 0, done: true, completedAt: '2026-03-11T09:58:00.000Z' },
          { position: 1, done: false, loadUnit: 'KG', rpe: null },
        ],
      });
      const replay = await http.api('PUT', `/session-exercises/${id}/sets`, { token, body, headers });
      expect(replay.body).toEqual(first.body);

      const bad = await http.api('PUT', `/session-exercises/${id}/sets`, { token, body: { sets: [{ reps: -3, load: 80 }] } });
      expect(bad.status).toBe(400);
      expect(bad.body).toEqual({ error: expect.stringContaining('reps cannot be negative') });
      const unit = await http.api('PUT', '/auth/load-unit', { token, body: { loadUnit: 'stone' } });
      expect(unit.status).toBe(400);
      expect((await http.api('PUT', '/auth/load-unit', { token, body: { loadUnit: 'LB' } })).body).toEqual({ loadUnit: 'LB' });
      expect((await http.api('GET', '/auth/me', { token })).body).toMatchObject({ loadUnit: 'LB' });
      expect(await t.db.sessionExerciseSet.count()).toBe(2);
    } finally {
      await http.close();
    }
  });
});

describe('shared rules', () => {
  it('converts kg and lb exactly and rounds only for display', () => {
    expect(convertLoad(100, 'LB', 'KG')).toBeCloseTo(45.359237, 9);
    expect(convertLoad(convertLoad(80, 'KG', 'LB'), 'LB', 'KG')).toBeCloseTo(80, 9);
    expect(displayLoad(80, 'KG', 'LB')).toBe(176.4);
    expect(formatLoad(225, 'LB', 'KG')).toBe('102.1 kg');
    expect(formatLoad(62.5, 'KG')).toBe('62.5 kg');
  });

  it('summarises done sets, and shows them in another unit when asked', () => {
    expect(summariseSets([])).toBe('');
    expect(summariseSets([set(8, 80, true, { rpe: 8 }), set(8, 80, true, { rpe: 7.5 }), set(8, 80, true), set(8, 80, false)])).toBe('3×8 @ 80 kg, RPE 8');
    expect(summariseSets([set(10, null), set(10, null)])).toBe('2×10');
    expect(summariseSets([set(5, 100)], 'LB')).toBe('1×5 @ 220.5 lb');
  });

  it('reads the plan’s Sets, Reps, Weight and Rest values', () => {
    expect([parseSetCount('4', 50), parseSetCount('3-4', 50), parseSetCount('AMRAP', 50), parseSetCount('0', 50), parseSetCount('99', 50)]).toEqual([4, 3, null, null, 50]);
    expect([parseReps('8'), parseReps('8-10'), parseReps('to failure')]).toEqual([8, 8, null]);
    expect([parseLoad('80', 'KG'), parseLoad('135 lbs', 'KG'), parseLoad('62,5kg', 'LB'), parseLoad('bodyweight', 'KG')]).toEqual([
      { load: 80, unit: 'KG' },
      { load: 135, unit: 'LB' },
      { load: 62.5, unit: 'KG' },
      null,
    ]);
    expect([
      parseRestSeconds('90'),
      parseRestSeconds('90s'),
      parseRestSeconds('2 min'),
      parseRestSeconds('1:30'),
      parseRestSeconds('1m30s'),
      parseRestSeconds('as needed'),
      parseRestSeconds(''),
    ]).toEqual([90, 90, 120, 90, 90, null, null]);
  });
});
