// client.workouts over tRPC: today's session, the list, updates and their rules, results.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { markMissedWorkouts } from '#server/services/notifications/missed-workouts';
import { MSG_FUTURE_NEEDS_START_EARLY, MSG_MISSED_READ_ONLY } from '#shared/schemas/workouts';
import { callerAs, makeClient, makeCoach, setupTest, TEST_NOW } from '../helpers.ts';
import { makeAssignment } from '../factories.ts';
import { makeSession } from './fixtures.ts';

let t: Awaited<ReturnType<typeof setupTest>>;
let coach: Awaited<ReturnType<typeof makeCoach>>;
let me: Awaited<ReturnType<typeof makeClient>>;
let other: Awaited<ReturnType<typeof makeClient>>;
let otherCoach: Awaited<ReturnType<typeof makeCoach>>;
let stranger: Awaited<ReturnType<typeof makeClient>>;

const as = () => callerAs(t.deps, me.user).clientApp.workouts;

beforeAll(async () => {
  t = await setupTest();
  coach = await makeCoach(t.db);
  me = await makeClient(t.db, coach.id, { firstName: 'Alex', lastName: 'Rivera' });
  other = await makeClient(t.db, coach.id, { firstName: 'Sam' });
  otherCoach = await makeCoach(t.db);
  stranger = await makeClient(t.db, otherCoach.id);
});
afterAll(() => t.close());
beforeEach(async () => {
  t.deps.clock.set(TEST_NOW);
  await t.db.notification.deleteMany();
  await t.db.workoutSession.deleteMany();
  await t.db.assignment.deleteMany();
});

const hoursAgo = (h: number) => new Date(new Date(TEST_NOW).getTime() - h * 3_600_000);
describe('today', () => {
  it('answers null without a session for today', async () => {
    await makeSession(t.db, { coachId: coach.id, clientId: me.client.id, scheduledFor: '2026-03-13T00:00:00Z' });
    await makeSession(t.db, { coachId: coach.id, clientId: other.client.id, scheduledFor: '2026-03-11T00:00:00Z' });
    expect(await as().today()).toBeNull();
  });

  it("returns today's session with its snapshot, exercises by orderIndex, and results", async () => {
    const s = await makeSession(t.db, {
      coachId: coach.id,
      clientId: me.client.id,
      scheduledFor: '2026-03-11T00:00:00Z',
      instructions: 'Warm up first',
      columnConfig: { col1: 'Rounds', col2: 'Reps', col3: 'Load', col4: 'Rest', col5: 'RPE', col6: 'Notes' },
      exercises: [
        { name: 'Second', orderIndex: 1, groupId: 'g1', groupName: 'Superset A' },
        { name: 'First', orderIndex: 0, columnData: { col1: '3', col6: 'Keep the back flat' }, videoUrl: 'https://www.youtube.com/embed/abc' },
        { name: 'Third', orderIndex: 2, groupId: 'g1', groupName: 'Superset A' },
      ],
    });
    await as().logResult({ workoutSessionId: s.id, planExerciseId: s.exercises.find((e) => e.name === 'First')!.id, result: '3x12 @ 60kg', notes: 'easy' });
    const today = await as().today();
    expect(today).toMatchObject({
      id: s.id,
      name: 'Lower Body Strength',
      instructions: 'Warm up first',
      status: 'IN_PROGRESS',
      columnConfig: { col1: 'Rounds', col3: 'Load' },
    });
    expect(today!.exercises.map((e) => e.name)).toEqual(['First', 'Second', 'Third']);
    expect(today!.exercises[0]).toMatchObject({
      completed: true,
      result: '3x12 @ 60kg',
      resultNotes: 'easy',
      videoUrl: 'https://www.youtube.com/embed/abc',
      columnData: { col1: '3', col2: '', col6: 'Keep the back flat' },
    });
    expect(today!.exercises[1]).toMatchObject({ groupId: 'g1', groupName: 'Superset A', completed: false, result: null });
  });

  it('shows a started session first, then today’s own, then the oldest open one due by today, else what finished today', async () => {
    const overdue = await makeSession(t.db, { coachId: coach.id, clientId: me.client.id, scheduledFor: '2026-03-09T00:00:00Z', name: 'Overdue' });
    const todays = await makeSession(t.db, { coachId: coach.id, clientId: me.client.id, scheduledFor: '2026-03-11T00:00:00Z', name: 'Today' });
    // Issue 12: today's session leads; the overdue one is listed as "Also due" by the app.
    expect((await as().today())!.id).toBe(todays.id);
    await t.db.workoutSession.update({ where: { id: todays.id }, data: { status: 'SKIPPED' } });
    expect((await as().today())!.id).toBe(overdue.id);
    await t.db.workoutSession.update({ where: { id: overdue.id }, data: { status: 'IN_PROGRESS' } });
    await t.db.workoutSession.update({ where: { id: todays.id }, data: { status: 'SCHEDULED' } });
    expect((await as().today())!.id).toBe(overdue.id);
    await t.db.workoutSession.update({ where: { id: todays.id }, data: { status: 'IN_PROGRESS', startedAt: new Date(TEST_NOW) } });
    expect((await as().today())!.id).toBe(todays.id);
    await t.db.workoutSession.updateMany({ where: { clientId: me.client.id }, data: { status: 'COMPLETED', completedAt: new Date(TEST_NOW) } });
    const done = await as().today();
    expect(done?.status).toBe('COMPLETED');
    // Of those finished today, the one finished last.
    await t.db.workoutSession.update({ where: { id: overdue.id }, data: { completedAt: hoursAgo(1) } });
    await t.db.workoutSession.update({ where: { id: todays.id }, data: { completedAt: hoursAgo(2) } });
    expect((await as().today())!.id).toBe(overdue.id);
    await t.db.workoutSession.update({ where: { id: todays.id }, data: { completedAt: hoursAgo(0.5) } });
    expect((await as().today())!.id).toBe(todays.id);
  });

  it('never shows another client’s session', async () => {
    await makeSession(t.db, { coachId: otherCoach.id, clientId: stranger.client.id, scheduledFor: '2026-03-11T00:00:00Z' });
    expect(await as().today()).toBeNull();
  });

  it('shows a session that turned more than 3 days overdue today as MISSED, without writing; the check then marks it', async () => {
    const old = await makeSession(t.db, { coachId: coach.id, clientId: me.client.id, scheduledFor: '2026-03-07T00:00:00Z' });
    const older = await makeSession(t.db, { coachId: coach.id, clientId: me.client.id, scheduledFor: '2026-03-01T00:00:00Z' });
    expect(await as().today()).toMatchObject({ id: old.id, status: 'MISSED' });
    expect((await as().listSessions()).map((s) => [s.id, s.status])).toEqual([
      [older.id, 'MISSED'],
      [old.id, 'MISSED'],
    ]);
    // Reads never write (docs/query-performance.md): the scheduled check marks and notifies.
    expect((await t.db.workoutSession.findUniqueOrThrow({ where: { id: old.id } })).status).toBe('SCHEDULED');
    expect(await t.db.notification.count({ where: { type: 'MISSED_WORKOUT', clientId: me.client.id } })).toBe(0);
    expect(await markMissedWorkouts(t.db, t.deps.clock.now(), { clientId: me.client.id })).toBe(2);
    expect((await as().today())?.status).toBe('MISSED');
    expect(await t.db.notification.count({ where: { type: 'MISSED_WORKOUT', clientId: me.client.id } })).toBe(2);
  });
});

describe('listSessions and getSession', () => {
  it('lists only own sessions by date, with exercise counts', async () => {
    const later = await makeSession(t.db, { coachId: coach.id, clientId: me.client.id, scheduledFor: '2026-03-14T00:00:00Z' });
    const sooner = await makeSession(t.db, {
      coachId: coach.id,
      clientId: me.client.id,
      scheduledFor: '2026-03-12T00:00:00Z',
      exercises: [{ name: 'A', completed: true }, { name: 'B' }, { name: 'C' }],
    });
    await makeSession(t.db, { coachId: coach.id, clientId: other.client.id, scheduledFor: '2026-03-12T00:00:00Z' });
    const list = await as().listSessions();
    expect(list.map((s) => s.id)).toEqual([sooner.id, later.id]);
    expect(list[0]).toMatchObject({ exerciseCount: 3, completedExercises: 1, status: 'SCHEDULED', planName: 'Lower Body Strength' });
    expect(list[0]).not.toHaveProperty('exercises');
  });

  it('getSession answers 404 for another client’s session', async () => {
    const mine = await makeSession(t.db, { coachId: coach.id, clientId: me.client.id, scheduledFor: '2026-03-12T00:00:00Z' });
    const theirs = await makeSession(t.db, { coachId: coach.id, clientId: other.client.id, scheduledFor: '2026-03-12T00:00:00Z' });
    expect((await as().getSession({ id: mine.id })).exercises).toHaveLength(2);
    await expect(as().getSession({ id: theirs.id })).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'Workout session not found' });
  });

  it('is for clients only', async () => {
    await expect(callerAs(t.deps, coach).clientApp.workouts.listSessions()).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(callerAs(t.deps, null).clientApp.workouts.today()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });
});

describe('exercise results and ticking', () => {
  it('logs a result once per session exercise: a second log updates it', async () => {
    const assignment = await makeAssignment(t.db, { coachId: coach.id, clientId: me.client.id, contentType: 'PLAN', contentId: 'plan-x' });
    const s = await makeSession(t.db, { coachId: coach.id, clientId: me.client.id, scheduledFor: '2026-03-11T00:00:00Z', assignmentId: assignment.id });
    const ex = s.exercises[0]!;
    const first = await as().logResult({ workoutSessionId: s.id, planExerciseId: ex.id, result: '  4x6 @ 80kg ', completed: true });
    expect(first).toMatchObject({ exerciseName: 'Back Squat', result: '4x6 @ 80kg', notes: null, completed: true, sessionExerciseId: ex.id });
    const second = await as().logResult({ workoutSessionId: s.id, planExerciseId: ex.id, result: '4x6 @ 85kg', notes: 'heavier' });
    expect(second.id).toBe(first.id);
    expect(await t.db.exerciseResult.count({ where: { sessionExerciseId: ex.id } })).toBe(1);
    expect((await t.db.exerciseResult.findUnique({ where: { sessionExerciseId: ex.id } }))?.result).toBe('4x6 @ 85kg');
    const session = await t.db.workoutSession.findUniqueOrThrow({ where: { id: s.id }, include: { exercises: true } });
    expect(session.status).toBe('IN_PROGRESS');
    expect(session.startedAt?.toISOString()).toBe(TEST_NOW);
    expect(session.exercises.find((e) => e.id === ex.id)?.completed).toBe(true);
    expect((await t.db.assignment.findUniqueOrThrow({ where: { id: assignment.id } })).status).toBe('IN_PROGRESS');
  });

  it("keeps each session's exercise counts (database triggers) as exercises are ticked, unticked, added and removed", async () => {
    const s = await makeSession(t.db, { coachId: coach.id, clientId: me.client.id, scheduledFor: '2026-03-11T00:00:00Z', exercises: [{ name: 'A' }, { name: 'B' }, { name: 'C' }] });
    const counts = async () => {
      const row = (await as().listSessions()).find((x) => x.id === s.id)!;
      return [row.exerciseCount, row.completedExercises];
    };
    expect(await counts()).toEqual([3, 0]);
    await as().setExerciseCompleted({ id: s.exercises[0]!.id, completed: true });
    await as().logResult({ workoutSessionId: s.id, planExerciseId: s.exercises[1]!.id, result: '3x10' });
    expect(await counts()).toEqual([3, 2]);
    await as().setExerciseCompleted({ id: s.exercises[0]!.id, completed: false });
    expect(await counts()).toEqual([3, 1]);
    await t.db.sessionExercise.createMany({ data: [{ sessionId: s.id, name: 'D', orderIndex: 9, columnData: {}, completed: true }] });
    await t.db.sessionExercise.deleteMany({ where: { id: s.exercises[2]!.id } });
    expect(await counts()).toEqual([3, 2]);
    expect((await as().getSession({ id: s.id })).exercises.filter((e) => e.completed)).toHaveLength(2);
  });

  it('refuses a blank result and writes nothing', async () => {
    const s = await makeSession(t.db, { coachId: coach.id, clientId: me.client.id, scheduledFor: '2026-03-11T00:00:00Z' });
    await expect(as().logResult({ workoutSessionId: s.id, planExerciseId: s.exercises[0]!.id, result: '   ' })).rejects.toThrow('Please enter a result');
    expect(await t.db.exerciseResult.count()).toBe(0);
    expect((await t.db.workoutSession.findUniqueOrThrow({ where: { id: s.id } })).status).toBe('SCHEDULED');
  });

  it('answers 404 for another client’s exercise, or an exercise of another session', async () => {
    const mine = await makeSession(t.db, { coachId: coach.id, clientId: me.client.id, scheduledFor: '2026-03-11T00:00:00Z' });
    const mine2 = await makeSession(t.db, { coachId: coach.id, clientId: me.client.id, scheduledFor: '2026-03-12T00:00:00Z' });
    const theirs = await makeSession(t.db, { coachId: otherCoach.id, clientId: stranger.client.id, scheduledFor: '2026-03-11T00:00:00Z' });
    await expect(as().logResult({ workoutSessionId: theirs.id, planExerciseId: theirs.exercises[0]!.id, result: 'x' })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(as().logResult({ workoutSessionId: mine.id, planExerciseId: theirs.exercises[0]!.id, result: 'x' })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(as().logResult({ workoutSessionId: mine.id, planExerciseId: mine2.exercises[0]!.id, result: 'x' })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(as().setExerciseCompleted({ id: theirs.exercises[0]!.id, completed: true })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(await t.db.exerciseResult.count()).toBe(0);
    expect(await t.db.sessionExercise.count({ where: { completed: true } })).toBe(0);
  });

  it('toggles completion both ways and starts the session', async () => {
    const s = await makeSession(t.db, { coachId: coach.id, clientId: me.client.id, scheduledFor: '2026-03-11T00:00:00Z' });
    const ex = s.exercises[1]!;
    expect(await as().setExerciseCompleted({ id: ex.id, completed: true })).toEqual({ id: ex.id, completed: true });
    expect((await as().today())!.exercises[1]!.completed).toBe(true);
    expect(await as().setExerciseCompleted({ id: ex.id, completed: false })).toEqual({ id: ex.id, completed: false });
    expect((await as().today())!.exercises[1]!.completed).toBe(false);
    expect((await t.db.workoutSession.findUniqueOrThrow({ where: { id: s.id } })).status).toBe('IN_PROGRESS');
  });

  it('refuses exercise changes on a missed or finished session', async () => {
    const missed = await makeSession(t.db, { coachId: coach.id, clientId: me.client.id, scheduledFor: '2026-03-10T00:00:00Z', status: 'MISSED' });
    const done = await makeSession(t.db, { coachId: coach.id, clientId: me.client.id, scheduledFor: '2026-03-11T00:00:00Z', status: 'COMPLETED' });
    await expect(as().setExerciseCompleted({ id: missed.exercises[0]!.id, completed: true })).rejects.toMatchObject({ code: 'CONFLICT', message: MSG_MISSED_READ_ONLY });
    await expect(as().logResult({ workoutSessionId: missed.id, planExerciseId: missed.exercises[0]!.id, result: 'x' })).rejects.toMatchObject({ code: 'CONFLICT' });
    await expect(as().setExerciseCompleted({ id: done.exercises[0]!.id, completed: true })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'This workout is already completed',
    });
    expect(await t.db.sessionExercise.count({ where: { completed: true } })).toBe(0);
  });

  it('sessionResults lists logged and ticked exercises in order; ticked without a result has no data', async () => {
    const s = await makeSession(t.db, { coachId: coach.id, clientId: me.client.id, scheduledFor: '2026-03-11T00:00:00Z', exercises: [{ name: 'A' }, { name: 'B' }, { name: 'C' }] });
    await as().setExerciseCompleted({ id: s.exercises[2]!.id, completed: true });
    await as().logResult({ workoutSessionId: s.id, planExerciseId: s.exercises[0]!.id, result: '10 reps', notes: 'good' });
    const results = await as().sessionResults({ id: s.id });
    expect(results).toEqual([
      expect.objectContaining({ exerciseName: 'A', result: '10 reps', notes: 'good', completed: true }),
      expect.objectContaining({ exerciseName: 'C', result: null, notes: null, completed: true }),
    ]);
    const theirs = await makeSession(t.db, { coachId: coach.id, clientId: other.client.id, scheduledFor: '2026-03-11T00:00:00Z' });
    await expect(as().sessionResults({ id: theirs.id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('updateSession', () => {
  it('completes: sets completedAt and the duration since start, and notifies the coach', async () => {
    const s = await makeSession(t.db, { coachId: coach.id, clientId: me.client.id, scheduledFor: '2026-03-11T00:00:00Z', status: 'IN_PROGRESS', startedAt: '2026-03-11T09:15:00Z' });
    const res = await as().updateSession({ id: s.id, status: 'COMPLETED', clientFeedback: 'Felt strong', rating: 4 });
    expect(res).toMatchObject({ status: 'COMPLETED', duration: 45, clientFeedback: 'Felt strong', rating: 4 });
    expect(res.completedAt?.toISOString()).toBe(TEST_NOW);
    const notes = await t.db.notification.findMany({ where: { coachId: coach.id }, orderBy: { type: 'asc' } });
    expect(notes.map((n) => n.type).toSorted()).toEqual(['CLIENT_FEEDBACK', 'COMPLETED_WORKOUT']);
    const completed = notes.find((n) => n.type === 'COMPLETED_WORKOUT')!;
    expect(completed).toMatchObject({ clientId: me.client.id, isRead: false, metadata: { planName: 'Lower Body Strength', sessionId: s.id, workoutName: s.name, durationMinutes: 45 } });
    expect(notes.find((n) => n.type === 'CLIENT_FEEDBACK')!.metadata).toEqual({ planName: 'Lower Body Strength', sessionId: s.id, workoutName: s.name });
    expect(completed.message).toContain('Alex Rivera completed Lower Body Strength');
    expect(notes.find((n) => n.type === 'CLIENT_FEEDBACK')!.message).toContain('Felt strong');
    expect(await t.db.notification.count({ where: { coachId: otherCoach.id } })).toBe(0);
  });

  it('completes a workout without exercises (a plan of instructions only)', async () => {
    const s = await makeSession(t.db, { coachId: coach.id, clientId: me.client.id, scheduledFor: '2026-03-11T00:00:00Z', exercises: [] });
    expect((await as().today())?.exercises).toEqual([]);
    const res = await as().updateSession({ id: s.id, status: 'COMPLETED', clientFeedback: 'Nice walk' });
    expect(res).toMatchObject({ status: 'COMPLETED', completedAt: new Date(TEST_NOW), clientFeedback: 'Nice walk' });
    expect(await t.db.notification.count({ where: { type: 'COMPLETED_WORKOUT', clientId: me.client.id } })).toBe(1);
  });

  it('takes the completedAt and duration the app sends', async () => {
    const s = await makeSession(t.db, { coachId: coach.id, clientId: me.client.id, scheduledFor: '2026-03-11T00:00:00Z', status: 'IN_PROGRESS', startedAt: '2026-03-11T09:00:00Z' });
    const res = await as().updateSession({ id: s.id, status: 'COMPLETED', completedAt: new Date('2026-03-11T09:50:00Z'), duration: 50 });
    expect(res.completedAt?.toISOString()).toBe('2026-03-11T09:50:00.000Z');
    expect(res.duration).toBe(50);
    await expect(as().updateSession({ id: s.id, completedAt: new Date('2026-03-12T09:50:00Z') })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'completedAt cannot be in the future',
    });
  });

  it('refuses to complete a MISSED session, and writes nothing', async () => {
    const s = await makeSession(t.db, { coachId: coach.id, clientId: me.client.id, scheduledFor: '2026-03-05T00:00:00Z', status: 'MISSED' });
    await expect(as().updateSession({ id: s.id, status: 'COMPLETED', clientFeedback: 'late' })).rejects.toMatchObject({ code: 'CONFLICT', message: MSG_MISSED_READ_ONLY });
    const after = await t.db.workoutSession.findUniqueOrThrow({ where: { id: s.id } });
    expect(after).toMatchObject({ status: 'MISSED', completedAt: null, clientFeedback: null });
    expect(await t.db.notification.count()).toBe(0);
  });

  it('lets a client change only status, times, feedback and rating', async () => {
    const s = await makeSession(t.db, { coachId: coach.id, clientId: me.client.id, scheduledFor: '2026-03-11T00:00:00Z' });
    const bad = [
      { id: s.id, name: 'Renamed' },
      { id: s.id, instructions: 'Do nothing' },
      { id: s.id, exercises: [] },
      { id: s.id, clientId: other.client.id },
      { id: s.id, status: 'MISSED' },
      { id: s.id, status: 'SCHEDULED' },
      { id: s.id, rating: 6 },
      { id: s.id, duration: -1 },
    ];
    for (const input of bad) {
      await expect(as().updateSession(input as never), JSON.stringify(input)).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    }
    await expect(as().updateSession({ id: s.id, status: 'MISSED' as never })).rejects.toThrow('A workout can only be started, completed or skipped');
    expect(await t.db.workoutSession.findUniqueOrThrow({ where: { id: s.id } })).toMatchObject({ name: 'Lower Body Strength', status: 'SCHEDULED', rating: null });
  });

  it('answers 404 for another client’s session', async () => {
    const theirs = await makeSession(t.db, { coachId: coach.id, clientId: other.client.id, scheduledFor: '2026-03-11T00:00:00Z' });
    const foreign = await makeSession(t.db, { coachId: otherCoach.id, clientId: stranger.client.id, scheduledFor: '2026-03-11T00:00:00Z' });
    for (const id of [theirs.id, foreign.id, 'no-such-session']) {
      await expect(as().updateSession({ id, status: 'SKIPPED' })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    }
    expect(await t.db.workoutSession.count({ where: { status: 'SKIPPED' } })).toBe(0);
  });

  it('skips with feedback: SKIPPED, the coach hears of it, and it cannot be completed afterwards', async () => {
    const s = await makeSession(t.db, { coachId: coach.id, clientId: me.client.id, scheduledFor: '2026-03-13T00:00:00Z' });
    const res = await as().updateSession({ id: s.id, status: 'SKIPPED', clientFeedback: 'Workout skipped' });
    expect(res).toMatchObject({ status: 'SKIPPED', clientFeedback: 'Workout skipped', completedAt: null });
    expect(await t.db.notification.findFirst({ where: { type: 'CLIENT_FEEDBACK' } })).toMatchObject({ title: 'Workout Skipped', message: 'Alex Rivera skipped Lower Body Strength' });
    await expect(as().updateSession({ id: s.id, status: 'COMPLETED' })).rejects.toMatchObject({ code: 'CONFLICT', message: 'This workout is already skipped' });
  });

  it('starts early: moves a scheduled session to now (never later, never into the past)', async () => {
    const s = await makeSession(t.db, { coachId: coach.id, clientId: me.client.id, scheduledFor: '2026-03-14T00:00:00Z' });
    await expect(as().updateSession({ id: s.id, scheduledFor: new Date('2026-03-20T00:00:00Z') })).rejects.toThrow('A workout can only be started early, not postponed');
    await expect(as().updateSession({ id: s.id, scheduledFor: new Date('2026-03-01T00:00:00Z') })).rejects.toThrow('A workout cannot be moved into the past');
    const res = await as().updateSession({ id: s.id, scheduledFor: new Date('2026-03-11T10:00:00Z') });
    expect(res.scheduledFor.toISOString()).toBe('2026-03-11T10:00:00.000Z');
    // Starting early starts it: IN_PROGRESS from now, so Today shows it and the duration counts from here.
    expect(res).toMatchObject({ status: 'IN_PROGRESS', startedAt: new Date(TEST_NOW) });
    expect((await as().today())?.id).toBe(s.id);
    // Once started it cannot be moved again.
    await expect(as().updateSession({ id: s.id, scheduledFor: new Date('2026-03-11T10:00:00Z') })).rejects.toMatchObject({ code: 'CONFLICT' });
  });

  it("starts early while today's own workout is open: Today shows the one started early, then today's", async () => {
    const todays = await makeSession(t.db, { coachId: coach.id, clientId: me.client.id, scheduledFor: '2026-03-11T00:00:00Z', name: 'Today' });
    const later = await makeSession(t.db, { coachId: coach.id, clientId: me.client.id, scheduledFor: '2026-03-13T00:00:00Z', name: 'Later' });
    // Today's workout is begun (one exercise ticked), then the client starts a later one early.
    await as().setExerciseCompleted({ id: todays.exercises[0]!.id, completed: true });
    t.deps.clock.set(new Date(new Date(TEST_NOW).getTime() + 60_000));
    await as().updateSession({ id: later.id, scheduledFor: new Date(TEST_NOW) });
    expect((await as().today())?.id).toBe(later.id);
    await as().updateSession({ id: later.id, status: 'COMPLETED' });
    expect((await as().today())?.id).toBe(todays.id);
  });

  it('completes a session of a later day only after Start Early, and writes nothing before (issue 12)', async () => {
    const december = await makeSession(t.db, { coachId: coach.id, clientId: me.client.id, scheduledFor: '2026-12-01T00:00:00Z' });
    const tomorrow = await makeSession(t.db, { coachId: coach.id, clientId: me.client.id, scheduledFor: '2026-03-12T00:00:00Z' });
    await expect(as().updateSession({ id: december.id, status: 'COMPLETED' })).rejects.toMatchObject({ code: 'CONFLICT', message: MSG_FUTURE_NEEDS_START_EARLY });
    await expect(as().updateSession({ id: tomorrow.id, status: 'IN_PROGRESS' })).resolves.toMatchObject({ status: 'IN_PROGRESS' });
    // Started without Start Early it is still a later day's session.
    await expect(as().updateSession({ id: tomorrow.id, status: 'COMPLETED' })).rejects.toThrow(MSG_FUTURE_NEEDS_START_EARLY);
    expect(await t.db.workoutSession.count({ where: { clientId: me.client.id, status: 'COMPLETED' } })).toBe(0);
    expect(await t.db.notification.count({ where: { type: 'COMPLETED_WORKOUT' } })).toBe(0);
    // Skipping a later day's session stays possible (Upcoming's Skip).
    await expect(as().updateSession({ id: december.id, status: 'SKIPPED' })).resolves.toMatchObject({ status: 'SKIPPED' });
    // Start Early, then complete.
    const next = await makeSession(t.db, { coachId: coach.id, clientId: me.client.id, scheduledFor: '2026-03-13T00:00:00Z' });
    await as().updateSession({ id: next.id, scheduledFor: new Date(TEST_NOW) });
    await expect(as().updateSession({ id: next.id, status: 'COMPLETED' })).resolves.toMatchObject({ status: 'COMPLETED' });
  });

  it('moves the assignment: IN_PROGRESS on first activity, COMPLETED when its last session is finished', async () => {
    const a = await makeAssignment(t.db, { coachId: coach.id, clientId: me.client.id });
    const s1 = await makeSession(t.db, { coachId: coach.id, clientId: me.client.id, scheduledFor: '2026-03-11T00:00:00Z', assignmentId: a.id });
    const s2 = await makeSession(t.db, { coachId: coach.id, clientId: me.client.id, scheduledFor: '2026-03-11T00:00:00Z', assignmentId: a.id });
    await as().updateSession({ id: s1.id, status: 'COMPLETED' });
    expect((await t.db.assignment.findUniqueOrThrow({ where: { id: a.id } })).status).toBe('IN_PROGRESS');
    await as().updateSession({ id: s2.id, status: 'SKIPPED', clientFeedback: 'Workout skipped' });
    expect((await t.db.assignment.findUniqueOrThrow({ where: { id: a.id } })).status).toBe('COMPLETED');
  });

  it('two requests finishing one session at once: one wins, the other is refused, one notice', async () => {
    // The write updates only the row as it was read; the loser reads it again and is refused.
    for (let round = 0; round < 4; round++) {
      const s = await makeSession(t.db, { coachId: coach.id, clientId: me.client.id, scheduledFor: '2026-03-11T00:00:00Z' });
      const results = await Promise.allSettled([as().updateSession({ id: s.id, status: 'COMPLETED' }), as().updateSession({ id: s.id, status: 'SKIPPED', clientFeedback: 'Workout skipped' })]);
      expect(results.map((r) => r.status).toSorted()).toEqual(['fulfilled', 'rejected']);
      const won = (results.find((r) => r.status === 'fulfilled') as PromiseFulfilledResult<{ status: string }>).value.status;
      expect((results.find((r) => r.status === 'rejected') as PromiseRejectedResult).reason).toMatchObject({
        code: 'CONFLICT',
        message: `This workout is already ${won === 'COMPLETED' ? 'completed' : 'skipped'}`,
      });
      expect(await t.db.workoutSession.findUniqueOrThrow({ where: { id: s.id }, select: { status: true } })).toEqual({ status: won });
      const notices = await t.db.notification.findMany({ where: { metadata: { path: ['sessionId'], equals: s.id } }, select: { type: true } });
      expect(notices).toEqual([{ type: won === 'COMPLETED' ? 'COMPLETED_WORKOUT' : 'CLIENT_FEEDBACK' }]);
    }
  });

  it('answers the session as getSession shows it (without "last time"), sets and records included', async () => {
    const s = await makeSession(t.db, { coachId: coach.id, clientId: me.client.id, scheduledFor: '2026-03-11T00:00:00Z' });
    await as().saveSets({
      id: s.exercises[0]!.id,
      sets: [
        { reps: 8, load: 80, loadUnit: 'KG', done: true },
        { reps: 6, load: 82.5, loadUnit: 'KG', rpe: 8.5, done: false },
      ],
    });
    await as().logResult({ workoutSessionId: s.id, planExerciseId: s.exercises[1]!.id, result: '3x12', notes: 'easy' });
    const res = await as().updateSession({ id: s.id, clientFeedback: 'Good', rating: 5 });
    const read = await as().getSession({ id: s.id });
    expect(res).toEqual({ ...read, exercises: read.exercises.map((e) => ({ ...e, lastTime: null })) });
    expect(res.exercises[0]!.sets.map((x) => [x.reps, x.load, x.rpe, x.done])).toEqual([
      [8, 80, null, true],
      [6, 82.5, 8.5, false],
    ]);
  });

  it('raises each notification once, however often the app repeats itself', async () => {
    const s = await makeSession(t.db, { coachId: coach.id, clientId: me.client.id, scheduledFor: '2026-03-11T00:00:00Z' });
    await as().updateSession({ id: s.id, status: 'COMPLETED', clientFeedback: 'Great' });
    await as().updateSession({ id: s.id, status: 'COMPLETED', clientFeedback: 'Great, edited', rating: 5 });
    expect(await t.db.notification.count({ where: { type: 'COMPLETED_WORKOUT' } })).toBe(1);
    expect(await t.db.notification.count({ where: { type: 'CLIENT_FEEDBACK' } })).toBe(1);
    expect((await t.db.workoutSession.findUniqueOrThrow({ where: { id: s.id } })).rating).toBe(5);
  });
});

describe('dashboard numbers', () => {
  it('counts today’s and this week’s meals and reads mealsPerDay from the active program', async () => {
    expect(await as().dashboard()).toEqual({ mealsPerDay: null, foodToday: 0, foodThisWeek: 0 });
    const program = await t.db.program.create({ data: { coachId: coach.id, name: 'Block', mealsPerDay: 4 } });
    await makeAssignment(t.db, { coachId: coach.id, clientId: me.client.id, contentId: program.id });
    const meal = (at: string, clientId = me.client.id) => t.db.foodEntry.create({ data: { clientId, description: 'Meal', loggedAt: new Date(at) } });
    await meal('2026-03-11T12:00:00Z');
    await meal('2026-03-11T12:00:00Z');
    await meal('2026-03-09T12:00:00Z');
    await meal('2026-03-08T12:00:00Z');
    await meal('2026-03-11T12:00:00Z', other.client.id);
    expect(await as().dashboard()).toEqual({ mealsPerDay: 4, foodToday: 2, foodThisWeek: 3 });
  });
});
