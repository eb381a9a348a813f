// Assignments through the tRPC router: snapshots, reschedule, complete, remove (docs/product.md §4, §7,
// docs/design.md §3).
import { describe, expect, it } from 'vitest';
import { callerAs, makeClient, makeCoach, setupTestHooks, TEST_NOW } from '../helpers.ts';
import { failure } from '../clients/failure.ts';
import { COLUMNS, makePlan, makeProgram } from '../factories.ts';

const t = setupTestHooks();
/**
 * History needs sessions on past days: they are assigned with the clock on their start date, as
 * the coach did back then (a backdated start now skips its past sessions: past-start.test.ts).
 */
async function assignedOn<T>(day: string, write: () => Promise<T>): Promise<T> {
  t.deps.clock.set(`${day}T06:00:00.000Z`);
  try {
    return await write();
  } finally {
    t.deps.clock.set(TEST_NOW);
  }
}

async function setup() {
  const coach = await makeCoach(t.db);
  const { client } = await makeClient(t.db, coach.id);
  return { coach, client, c: callerAs(t.deps, coach) };
}

const sessionsOf = (assignmentId: string) =>
  t.db.workoutSession.findMany({
    where: { assignmentId },
    orderBy: { scheduledFor: 'asc' },
    include: { exercises: { orderBy: { orderIndex: 'asc' } } },
  });

describe('assigning a plan', () => {
  it('creates one session on the start date as a snapshot of the plan', async () => {
    const { coach, client, c } = await setup();
    const plan = await makePlan(t.db, coach.id);
    const a = await c.coach.assignments.create({ clientId: client.id, contentType: 'PLAN', contentId: plan.id, startDate: '2026-03-12' });
    expect(a).toMatchObject({
      clientId: client.id,
      contentType: 'PLAN',
      contentId: plan.id,
      contentName: 'Leg Day',
      status: 'ASSIGNED',
      startDate: new Date('2026-03-12T00:00:00.000Z'),
      endDate: null,
      sessionCount: 1,
      completedCount: 0,
    });
    const [s, ...rest] = await sessionsOf(a.id);
    expect(rest).toEqual([]);
    expect(s).toMatchObject({
      coachId: coach.id,
      clientId: client.id,
      name: 'Leg Day',
      planName: 'Leg Day',
      planId: plan.id,
      status: 'SCHEDULED',
      scheduledFor: new Date('2026-03-12T00:00:00.000Z'),
      instructions: 'Warm up first',
      columnConfig: COLUMNS,
    });
    expect(
      s!.exercises.map((e) => ({
        name: e.name,
        orderIndex: e.orderIndex,
        groupId: e.groupId,
        groupName: e.groupName,
        videoUrl: e.videoUrl,
        notes: e.notes,
        instructions: e.instructions,
        columnData: e.columnData,
        completed: e.completed,
      })),
    ).toEqual([
      {
        name: 'Squat',
        orderIndex: 0,
        groupId: 'g1',
        groupName: 'Superset A',
        videoUrl: 'https://www.youtube.com/embed/abc',
        notes: 'n1',
        instructions: 'Sit back',
        columnData: { col1: '5', col2: '5', col3: '100', col4: '3m', col5: '8', col6: 'Deep' },
        completed: false,
      },
      {
        name: 'Lunge',
        orderIndex: 1,
        groupId: null,
        groupName: null,
        videoUrl: null,
        notes: null,
        instructions: null,
        columnData: { col1: '3', col2: '12', col3: '', col4: '', col5: '', col6: '' },
        completed: false,
      },
    ]);
  });

  it('keeps the snapshot when the plan is edited or deleted later', async () => {
    const { coach, client, c } = await setup();
    const plan = await makePlan(t.db, coach.id);
    const a = await c.coach.assignments.create({ clientId: client.id, contentType: 'PLAN', contentId: plan.id, startDate: '2026-03-12T00:00:00.000Z' });
    await t.db.plan.update({ where: { id: plan.id }, data: { name: 'Renamed', instructions: 'changed' } });
    await t.db.planExercise.updateMany({ where: { planId: plan.id }, data: { columnData: { col1: '1' } } });
    await t.db.plan.delete({ where: { id: plan.id } });
    const [s] = await sessionsOf(a.id);
    expect(s).toMatchObject({ name: 'Leg Day', instructions: 'Warm up first' });
    expect(s!.exercises[0]!.columnData).toMatchObject({ col1: '5' });
    expect((await c.coach.clients.assignments({ id: client.id }))[0]).toMatchObject({ contentName: 'Leg Day' });
  });
});

describe('assigning a program', () => {
  it('creates one session per non-rest entry on start + week×7 + dayOfWeek', async () => {
    const { coach, client, c } = await setup();
    const { program } = await makeProgram(t.db, coach.id);
    const a = await c.coach.assignments.create({ clientId: client.id, contentType: 'PROGRAM', contentId: program.id, startDate: '2026-03-16', endDate: '2026-03-29' });
    expect(a).toMatchObject({ contentName: 'Two Weeks', sessionCount: 3, endDate: new Date('2026-03-29T00:00:00.000Z') });
    const sessions = await sessionsOf(a.id);
    expect(sessions.map((s) => [s.planName, s.scheduledFor.toISOString().slice(0, 10), s.exercises.length])).toEqual([
      ['Plan A', '2026-03-16', 2],
      ['Plan B', '2026-03-18', 2],
      ['Plan A', '2026-03-23', 2],
    ]);
  });

  it('does not schedule entries after a shortened end date, and refuses when nothing is left', async () => {
    const { coach, client, c } = await setup();
    const { program } = await makeProgram(t.db, coach.id);
    const a = await c.coach.assignments.create({ clientId: client.id, contentType: 'PROGRAM', contentId: program.id, startDate: '2026-03-16', endDate: '2026-03-20' });
    expect(a.sessionCount).toBe(2);
    const rest = await t.db.program.create({ data: { coachId: coach.id, name: 'Only rest', plans: { create: [{ planId: null, week: 0, dayOfWeek: 0, orderIndex: 0 }] } } });
    expect(await failure(c.coach.assignments.create({ clientId: client.id, contentType: 'PROGRAM', contentId: rest.id, startDate: '2026-03-16' }))).toEqual({
      code: 'BAD_REQUEST',
      message: 'This program has no workouts between the start and end dates',
    });
    expect(await t.db.assignment.count({ where: { clientId: client.id } })).toBe(1);
  });

  it('refuses an end date before the start date, a bad date and an archived client, writing nothing', async () => {
    const { coach, client, c } = await setup();
    const plan = await makePlan(t.db, coach.id);
    expect(await failure(c.coach.assignments.create({ clientId: client.id, contentType: 'PLAN', contentId: plan.id, startDate: '2026-03-16', endDate: '2026-03-15' }))).toEqual({
      code: 'BAD_REQUEST',
      message: 'End date cannot be before the start date',
    });
    expect(await failure(c.coach.assignments.create({ clientId: client.id, contentType: 'PLAN', contentId: plan.id, startDate: 'next tuesday' }))).toEqual({
      code: 'BAD_REQUEST',
      message: 'Please pick a valid date',
    });
    expect(await failure(c.coach.assignments.create({ clientId: client.id, contentType: 'WORKOUT' as 'PLAN', contentId: plan.id, startDate: '2026-03-16' }))).toEqual({
      code: 'BAD_REQUEST',
      message: 'contentType must be PLAN or PROGRAM',
    });
    await c.coach.clients.archive({ id: client.id });
    expect(await failure(c.coach.assignments.create({ clientId: client.id, contentType: 'PLAN', contentId: plan.id, startDate: '2026-03-16' }))).toEqual({
      code: 'BAD_REQUEST',
      message: 'This client is archived. Unarchive them before assigning workouts.',
    });
    expect(await t.db.assignment.count({ where: { clientId: client.id } })).toBe(0);
    expect(await t.db.workoutSession.count({ where: { clientId: client.id } })).toBe(0);
  });
});

describe('reschedule, complete, remove', () => {
  it('reschedule shifts the unstarted sessions and the end date; started and finished ones stay', async () => {
    const { coach, client, c } = await setup();
    const { program } = await makeProgram(t.db, coach.id);
    const a = await assignedOn('2026-03-02', () => c.coach.assignments.create({ clientId: client.id, contentType: 'PROGRAM', contentId: program.id, startDate: '2026-03-02', endDate: '2026-03-15' }));
    const [first, second] = await sessionsOf(a.id);
    await t.db.workoutSession.update({ where: { id: first!.id }, data: { status: 'COMPLETED', startedAt: new Date('2026-03-02T08:00:00Z'), completedAt: new Date('2026-03-02T09:00:00Z') } });
    await t.db.workoutSession.update({ where: { id: second!.id }, data: { status: 'IN_PROGRESS', startedAt: new Date('2026-03-04T08:00:00Z') } });
    const moved = await c.coach.assignments.reschedule({ id: a.id, newStartDate: '2026-03-09T00:00:00.000Z' });
    expect(moved).toMatchObject({ startDate: new Date('2026-03-09T00:00:00Z'), endDate: new Date('2026-03-22T00:00:00Z'), sessionCount: 3, completedCount: 1 });
    expect((await sessionsOf(a.id)).map((s) => [s.status, s.scheduledFor.toISOString().slice(0, 10)])).toEqual([
      ['COMPLETED', '2026-03-02'],
      ['IN_PROGRESS', '2026-03-04'],
      ['SCHEDULED', '2026-03-16'],
    ]);
    expect(await failure(c.coach.assignments.reschedule({ id: a.id, newStartDate: '' }))).toEqual({ code: 'BAD_REQUEST', message: 'Please pick a valid date' });
  });

  it('reschedule: only a program assignment still ASSIGNED (docs/product.md §4); a plan, a started or a completed program is refused', async () => {
    const { coach, client, c } = await setup();
    const refused = { code: 'CONFLICT', message: 'Only a program that has not started yet can be rescheduled' };
    const plan = await makePlan(t.db, coach.id);
    const planned = await c.coach.assignments.create({ clientId: client.id, contentType: 'PLAN', contentId: plan.id, startDate: '2026-03-12' });
    expect(await failure(c.coach.assignments.reschedule({ id: planned.id, newStartDate: '2026-03-20' }))).toEqual(refused);
    expect((await sessionsOf(planned.id)).map((s) => s.scheduledFor.toISOString().slice(0, 10))).toEqual(['2026-03-12']);
    await c.coach.assignments.complete({ id: planned.id });
    expect(await failure(c.coach.assignments.reschedule({ id: planned.id, newStartDate: '2026-03-20' }))).toEqual(refused);

    const { program } = await makeProgram(t.db, coach.id);
    const started = await assignedOn('2026-03-02', () => c.coach.assignments.create({ clientId: client.id, contentType: 'PROGRAM', contentId: program.id, startDate: '2026-03-02' }));
    await t.db.assignment.update({ where: { id: started.id }, data: { status: 'IN_PROGRESS' } });
    expect(await failure(c.coach.assignments.reschedule({ id: started.id, newStartDate: '2026-03-09' }))).toEqual(refused);
    await t.db.assignment.update({ where: { id: started.id }, data: { status: 'COMPLETED' } });
    expect(await failure(c.coach.assignments.reschedule({ id: started.id, newStartDate: '2026-03-09' }))).toEqual(refused);
    expect(await t.db.assignment.findUniqueOrThrow({ where: { id: started.id } })).toMatchObject({ startDate: new Date('2026-03-02T00:00:00Z') });
  });

  it('complete: only an ASSIGNED assignment without an end date', async () => {
    const { coach, client, c } = await setup();
    const plan = await makePlan(t.db, coach.id);
    const open = await c.coach.assignments.create({ clientId: client.id, contentType: 'PLAN', contentId: plan.id, startDate: '2026-03-12' });
    expect(await c.coach.assignments.complete({ id: open.id })).toMatchObject({ status: 'COMPLETED' });
    expect((await failure(c.coach.assignments.complete({ id: open.id }))).code).toBe('CONFLICT');
    const bounded = await c.coach.assignments.create({ clientId: client.id, contentType: 'PLAN', contentId: plan.id, startDate: '2026-03-12', endDate: '2026-03-13' });
    expect(await failure(c.coach.assignments.complete({ id: bounded.id }))).toEqual({
      code: 'CONFLICT',
      message: 'Only an assignment that has not started and has no end date can be completed',
    });
    const started = await c.coach.assignments.create({ clientId: client.id, contentType: 'PLAN', contentId: plan.id, startDate: '2026-03-12' });
    await t.db.assignment.update({ where: { id: started.id }, data: { status: 'IN_PROGRESS' } });
    expect((await failure(c.coach.assignments.complete({ id: started.id }))).code).toBe('CONFLICT');
  });

  it('remove deletes the unstarted sessions and keeps the history', async () => {
    const { coach, client, c } = await setup();
    const { program } = await makeProgram(t.db, coach.id);
    const a = await assignedOn('2026-03-02', () => c.coach.assignments.create({ clientId: client.id, contentType: 'PROGRAM', contentId: program.id, startDate: '2026-03-02' }));
    const [first, second] = await sessionsOf(a.id);
    await t.db.workoutSession.update({ where: { id: first!.id }, data: { status: 'COMPLETED', startedAt: new Date('2026-03-02T08:00:00Z'), completedAt: new Date('2026-03-02T09:00:00Z') } });
    await t.db.workoutSession.update({ where: { id: second!.id }, data: { status: 'MISSED' } });
    expect(await c.coach.assignments.delete({ id: a.id })).toEqual({ ok: true, removedSessions: 1 });
    expect(await c.coach.clients.assignments({ id: client.id })).toEqual([]);
    const history = await c.coach.clients.history({ id: client.id });
    expect(history.map((h) => [h.status, h.assignmentId])).toEqual([
      ['MISSED', null],
      ['COMPLETED', null],
    ]);
    expect((await failure(c.coach.assignments.delete({ id: a.id }))).code).toBe('NOT_FOUND');
  });
});

describe('reads', () => {
  it('history reports exercise counts and results; stats follow docs/product.md §9', async () => {
    const { coach, client, c } = await setup();
    const plan = await makePlan(t.db, coach.id);
    const a = await assignedOn('2026-03-10', () => c.coach.assignments.create({ clientId: client.id, contentType: 'PLAN', contentId: plan.id, startDate: '2026-03-10' }));
    const [s] = await sessionsOf(a.id);
    await t.db.sessionExercise.update({ where: { id: s!.exercises[0]!.id }, data: { completed: true } });
    await t.db.exerciseResult.create({ data: { sessionId: s!.id, sessionExerciseId: s!.exercises[0]!.id, exerciseName: 'Squat', result: '5x5 @ 100', notes: 'easy' } });
    await t.db.workoutSession.update({
      where: { id: s!.id },
      data: { status: 'COMPLETED', startedAt: new Date('2026-03-10T08:00:00Z'), completedAt: new Date('2026-03-10T09:00:00Z'), duration: 60, clientFeedback: 'good' },
    });
    await t.db.foodEntry.createMany({
      data: [
        { clientId: client.id, description: 'x', loggedAt: new Date('2026-03-11T12:00:00Z') },
        { clientId: client.id, description: 'y', loggedAt: new Date('2026-03-10T12:00:00Z') },
      ],
    });

    const [h] = await c.coach.clients.history({ id: client.id });
    expect(h).toMatchObject({ planName: 'Leg Day', status: 'COMPLETED', duration: 60, exerciseCount: 2, completedExercises: 1, clientFeedback: 'good' });
    expect(h!.results).toEqual([{ id: expect.any(String), exerciseName: 'Squat', result: '5x5 @ 100', notes: 'easy', completed: true }]);

    // Now is 2026-03-11: one due session at 50 %, one meal of the default 3 today (33 %).
    const stats = await c.coach.clients.stats({ id: client.id });
    expect(stats).toMatchObject({ totalWorkouts: 1, completedWorkouts: 1, workoutCompletion: 50, todayMeals: 1, mealsPerDay: 3, hasActiveProgram: false, foodCompletion: 33, overallCompletion: 42 });
    expect(stats.lastActive).toEqual(new Date('2026-03-10T09:00:00Z'));
  });

  it('lists the coach’s assignments with their client', async () => {
    const { coach, client, c } = await setup();
    const plan = await makePlan(t.db, coach.id);
    await c.coach.assignments.create({ clientId: client.id, contentType: 'PLAN', contentId: plan.id, startDate: '2026-03-12' });
    const list = await c.coach.assignments.list();
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ contentName: 'Leg Day', client: { id: client.id, firstName: 'Alex' }, sessionCount: 1 });
  });
});
