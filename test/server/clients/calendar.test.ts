// A client's calendar shaped by the coach (issue 17, docs/client-calendar.md): the range read on
// the client's days, moving one session, editing one session's exercises (the plan stays), a
// one-off session from a plan, and the rules: tenancy (404), finished or started sessions are
// history (409), bad input (400) changes nothing. Test clock: Wed 11 March 2026, 10:00 UTC.
import { describe, expect, it } from 'vitest';
import { CALENDAR_TEXTS } from '#shared/schemas/calendar';
import { MSG_CLIENT_ARCHIVED } from '#server/services/assignments/create';
import { makePlan, makeProgram } from '../factories.ts';
import { failure } from './failure.ts';
import { callerAs, makeClient, makeCoach, setupTestHooks, startHttp, tokenFor } from '../helpers.ts';

const t = setupTestHooks();

const day = (d: string) => new Date(`${d}T00:00:00.000Z`);

async function setup() {
  const coach = await makeCoach(t.db);
  const { client, user } = await makeClient(t.db, coach.id);
  const c = callerAs(t.deps, coach);
  const { program, a } = await makeProgram(t.db, coach.id);
  // Mon 16, Wed 18, Mon 23 March.
  const assignment = await c.coach.assignments.create({ clientId: client.id, contentType: 'PROGRAM', contentId: program.id, startDate: '2026-03-16' });
  const sessions = await t.db.workoutSession.findMany({ where: { assignmentId: assignment.id }, orderBy: { scheduledFor: 'asc' }, select: { id: true } });
  return { coach, client, user, c, plan: a, assignment, sessions: sessions.map((s) => s.id) };
}

/** Everything the client's workouts hold, to prove a refused call changed nothing. */
const stateOf = async (clientId: string) => ({
  sessions: await t.db.workoutSession.findMany({ where: { clientId }, orderBy: { id: 'asc' }, include: { exercises: { orderBy: { id: 'asc' } } } }),
});

describe('the calendar read', () => {
  it('lists the sessions of the range on the client’s days, with the status the client sees and what may change', async () => {
    const { c, client, sessions } = await setup();
    // One finished and one long overdue (missed, not marked yet).
    const done = await t.db.workoutSession.create({
      data: { coachId: client.coachId, clientId: client.id, name: 'Old', planName: 'Old', scheduledFor: day('2026-03-02'), status: 'COMPLETED', columnConfig: {} },
    });
    const late = await t.db.workoutSession.create({
      data: { coachId: client.coachId, clientId: client.id, name: 'Late', planName: 'Late', scheduledFor: day('2026-03-03'), columnConfig: {} },
    });
    const cal = await c.coach.calendar.read({ id: client.id, from: '2026-03-01', to: '2026-03-31' });
    expect(cal.timeZone).toBe('UTC');
    expect(cal.today).toEqual(day('2026-03-11'));
    expect(cal.sessions.map((s) => [s.id, s.scheduledFor.toISOString().slice(0, 10), s.status, s.editable, s.exerciseCount])).toEqual([
      [done.id, '2026-03-02', 'COMPLETED', false, 0],
      [late.id, '2026-03-03', 'MISSED', false, 0],
      [sessions[0], '2026-03-16', 'SCHEDULED', true, 2],
      [sessions[1], '2026-03-18', 'SCHEDULED', true, 2],
      [sessions[2], '2026-03-23', 'SCHEDULED', true, 2],
    ]);
    // The range bounds are inclusive calendar days.
    const week = await c.coach.calendar.read({ id: client.id, from: '2026-03-16', to: '2026-03-18' });
    expect(week.sessions.map((s) => s.id)).toEqual([sessions[0], sessions[1]]);
    // Without a range: the client's current month.
    const month = await c.coach.calendar.read({ id: client.id });
    expect([month.from, month.to]).toEqual([day('2026-03-01'), day('2026-03-31')]);
    expect(month.sessions).toHaveLength(5);
  });

  it('counts "today" in the client’s zone (Kiritimati is already on Thursday)', async () => {
    const { c, client } = await setup();
    await c.coach.clients.setTimeZone({ id: client.id, timeZone: 'Pacific/Kiritimati' });
    const cal = await c.coach.calendar.read({ id: client.id, from: '2026-03-01', to: '2026-03-31' });
    expect([cal.timeZone, cal.today]).toEqual(['Pacific/Kiritimati', day('2026-03-12')]);
  });

  it('refuses a bad range and another coach’s client', async () => {
    const { client, c: own } = await setup();
    const c = callerAs(t.deps, await makeCoach(t.db));
    expect(await failure(c.coach.calendar.read({ id: client.id, from: '2026-03-01', to: '2026-03-31' }))).toEqual({ code: 'NOT_FOUND', message: 'Client not found' });
    expect(await failure(own.coach.calendar.read({ id: client.id, from: '2026-03-31', to: '2026-03-01' }))).toEqual({ code: 'BAD_REQUEST', message: CALENDAR_TEXTS.rangeOrder });
    expect(await failure(own.coach.calendar.read({ id: client.id, from: '2026-01-01', to: '2026-03-31' }))).toEqual({ code: 'BAD_REQUEST', message: CALENDAR_TEXTS.rangeTooWide });
    expect(await failure(own.coach.calendar.read({ id: client.id, from: '2026-03-01' }))).toEqual({ code: 'BAD_REQUEST', message: CALENDAR_TEXTS.rangeHalf });
    expect(await failure(own.coach.calendar.read({ id: client.id, from: 'soon', to: '2026-03-01' }))).toEqual({ code: 'BAD_REQUEST', message: 'Please pick a valid date' });
  });
});

describe('moving one session', () => {
  it('moves only that session; the client’s Upcoming shows it on the new day', async () => {
    const { c, client, user, sessions, assignment } = await setup();
    const moved = await c.coach.calendar.move({ id: sessions[1]!, date: '2026-03-20' });
    expect(moved).toMatchObject({ id: sessions[1], scheduledFor: day('2026-03-20'), status: 'SCHEDULED', editable: true });
    const rows = await t.db.workoutSession.findMany({ where: { assignmentId: assignment.id }, orderBy: { scheduledFor: 'asc' }, select: { id: true, scheduledFor: true } });
    expect(rows.map((r) => [r.id, r.scheduledFor.toISOString().slice(0, 10)])).toEqual([
      [sessions[0], '2026-03-16'],
      [sessions[1], '2026-03-20'],
      [sessions[2], '2026-03-23'],
    ]);
    const upcoming = await callerAs(t.deps, user).clientApp.workouts.listSessions();
    expect(upcoming.find((s) => s.id === sessions[1])?.scheduledFor).toEqual(day('2026-03-20'));
    // Today is allowed: the client's own today.
    expect(await c.coach.calendar.move({ id: sessions[0]!, date: '2026-03-11' })).toMatchObject({ scheduledFor: day('2026-03-11') });
    expect(client.archived).toBe(false);
  });

  it('refuses the past, finished and started sessions, and another coach, changing nothing', async () => {
    const { c, client, sessions } = await setup();
    await t.db.workoutSession.update({ where: { id: sessions[0]! }, data: { status: 'COMPLETED', completedAt: new Date() } });
    await t.db.workoutSession.update({ where: { id: sessions[1]! }, data: { status: 'IN_PROGRESS', startedAt: new Date() } });
    const skipped = await t.db.workoutSession.create({
      data: { coachId: client.coachId, clientId: client.id, name: 'S', planName: 'S', scheduledFor: day('2026-03-10'), status: 'SKIPPED', columnConfig: {} },
    });
    const missed = await t.db.workoutSession.create({
      data: { coachId: client.coachId, clientId: client.id, name: 'M', planName: 'M', scheduledFor: day('2026-03-01'), columnConfig: {} },
    });
    const before = await stateOf(client.id);
    expect(await failure(c.coach.calendar.move({ id: sessions[0]!, date: '2026-03-25' }))).toEqual({ code: 'CONFLICT', message: CALENDAR_TEXTS.finished('completed') });
    expect(await failure(c.coach.calendar.move({ id: skipped.id, date: '2026-03-25' }))).toEqual({ code: 'CONFLICT', message: CALENDAR_TEXTS.finished('skipped') });
    expect(await failure(c.coach.calendar.move({ id: missed.id, date: '2026-03-25' }))).toEqual({ code: 'CONFLICT', message: CALENDAR_TEXTS.finished('missed') });
    expect(await failure(c.coach.calendar.move({ id: sessions[1]!, date: '2026-03-25' }))).toEqual({ code: 'CONFLICT', message: CALENDAR_TEXTS.started });
    expect(await failure(c.coach.calendar.move({ id: sessions[2]!, date: '2026-03-10' }))).toEqual({ code: 'BAD_REQUEST', message: CALENDAR_TEXTS.movedIntoPast });
    expect(await failure(c.coach.calendar.move({ id: sessions[2]!, date: 'next week' }))).toEqual({ code: 'BAD_REQUEST', message: 'Please pick a valid date' });
    const other = callerAs(t.deps, await makeCoach(t.db));
    expect(await failure(other.coach.calendar.move({ id: sessions[2]!, date: '2026-03-25' }))).toEqual({ code: 'NOT_FOUND', message: 'Workout session not found' });
    expect(await stateOf(client.id)).toEqual(before);
  });

  it('"the past" is the client’s: Honolulu is still on Tuesday 10 March', async () => {
    const { c, client, sessions } = await setup();
    await c.coach.clients.setTimeZone({ id: client.id, timeZone: 'Pacific/Honolulu' });
    // 10:00 UTC is 00:00 HST on Wednesday 11th... one hour earlier it is still Tuesday.
    t.deps.clock.set('2026-03-11T09:30:00.000Z');
    try {
      expect(await c.coach.calendar.move({ id: sessions[2]!, date: '2026-03-10' })).toMatchObject({ scheduledFor: day('2026-03-10') });
    } finally {
      t.deps.clock.set('2026-03-11T10:00:00.000Z');
    }
    await c.coach.clients.setTimeZone({ id: client.id, timeZone: 'UTC' });
    expect(await failure(c.coach.calendar.move({ id: sessions[1]!, date: '2026-03-10' }))).toEqual({ code: 'BAD_REQUEST', message: CALENDAR_TEXTS.movedIntoPast });
  });
});

describe('editing one session', () => {
  it('changes that session’s exercises and values only: the plan and the other sessions stay', async () => {
    const { coach, user, c, sessions, plan } = await setup();
    const extra = await t.db.exercise.create({ data: { coachId: coach.id, name: 'Plank', equipment: [], muscleGroups: [], instructions: 'Brace' } });
    const planBefore = await t.db.plan.findUniqueOrThrow({ where: { id: plan.id }, include: { exercises: { orderBy: { orderIndex: 'asc' } } } });
    const siblingBefore = await t.db.workoutSession.findUniqueOrThrow({ where: { id: sessions[2]! }, include: { exercises: { orderBy: { orderIndex: 'asc' } } } });

    const detail = await c.coach.calendar.session({ id: sessions[0]! });
    expect(detail.exercises.map((e) => [e.name, e.columnData.col1, e.groupName])).toEqual([
      ['Squat', '5', 'Superset A'],
      ['Lunge', '3', null],
    ]);
    const [squat, lunge] = detail.exercises;
    const edited = await c.coach.calendar.editSession({
      id: sessions[0]!,
      name: 'Leg Day (knee friendly)',
      exercises: [
        { exerciseId: extra.id, columnData: { col1: '3', col2: '45s' }, notes: 'Hold still' },
        { sessionExerciseId: squat!.id, columnData: { ...squat!.columnData, col3: '80' }, notes: 'Lighter this week' },
      ],
    });
    expect(edited.name).toBe('Leg Day (knee friendly)');
    expect(edited.exerciseCount).toBe(2);
    expect(edited.exercises.map((e) => [e.name, e.orderIndex, e.columnData.col1, e.columnData.col2, e.columnData.col3, e.notes, e.groupName])).toEqual([
      ['Plank', 0, '3', '45s', '', 'Hold still', null],
      ['Squat', 1, '5', '5', '80', 'Lighter this week', 'Superset A'],
    ]);
    expect(edited.exercises.some((e) => e.id === lunge!.id)).toBe(false);
    // The client reads the edited workout.
    const seen = await callerAs(t.deps, user).clientApp.workouts.getSession({ id: sessions[0]! });
    expect(seen.exercises.map((e) => [e.name, e.columnData.col3, e.instructions])).toEqual([
      ['Plank', '', 'Brace'],
      ['Squat', '80', 'Sit back'],
    ]);
    // The plan and the other sessions of the program are as they were.
    expect(await t.db.plan.findUniqueOrThrow({ where: { id: plan.id }, include: { exercises: { orderBy: { orderIndex: 'asc' } } } })).toEqual(planBefore);
    expect(await t.db.workoutSession.findUniqueOrThrow({ where: { id: sessions[2]! }, include: { exercises: { orderBy: { orderIndex: 'asc' } } } })).toEqual(siblingBefore);
  });

  it('refuses finished and started sessions, foreign exercises, empty lists and another coach, changing nothing', async () => {
    const { client, c, sessions } = await setup();
    const other = await makeCoach(t.db);
    const foreign = await t.db.exercise.create({ data: { coachId: other.id, name: 'Theirs', equipment: [], muscleGroups: [] } });
    const detail = await c.coach.calendar.session({ id: sessions[2]! });
    const keep = detail.exercises.map((e) => ({ sessionExerciseId: e.id, columnData: e.columnData }));
    await t.db.workoutSession.update({ where: { id: sessions[0]! }, data: { status: 'COMPLETED', completedAt: new Date() } });
    await t.db.workoutSession.update({ where: { id: sessions[1]! }, data: { status: 'IN_PROGRESS', startedAt: new Date() } });
    const before = await stateOf(client.id);
    const cases: [() => Promise<unknown>, { code: string; message: string }][] = [
      [() => c.coach.calendar.editSession({ id: sessions[0]!, exercises: keep }), { code: 'CONFLICT', message: CALENDAR_TEXTS.finished('completed') }],
      [() => c.coach.calendar.editSession({ id: sessions[1]!, exercises: keep }), { code: 'CONFLICT', message: CALENDAR_TEXTS.started }],
      // Another session's exercise is not this session's.
      [() => c.coach.calendar.editSession({ id: sessions[2]!, exercises: [...keep, { exerciseId: foreign.id, columnData: {} }] }), { code: 'NOT_FOUND', message: 'Exercise not found' }],
      [() => c.coach.calendar.editSession({ id: sessions[2]!, exercises: [] }), { code: 'BAD_REQUEST', message: CALENDAR_TEXTS.needsExercise }],
      [() => c.coach.calendar.editSession({ id: sessions[2]!, exercises: [{ columnData: {} }] }), { code: 'BAD_REQUEST', message: CALENDAR_TEXTS.oneSource }],
      [() => c.coach.calendar.editSession({ id: sessions[2]!, exercises: [keep[0]!, keep[0]!] }), { code: 'BAD_REQUEST', message: CALENDAR_TEXTS.duplicateExercise }],
      [
        () => c.coach.calendar.editSession({ id: sessions[2]!, exercises: [{ sessionExerciseId: 'not-in-this-session', columnData: {} }] }),
        { code: 'NOT_FOUND', message: 'Workout exercise not found' },
      ],
      [
        () => c.coach.calendar.editSession({ id: sessions[2]!, exercises: [{ ...keep[0]!, columnData: { col1: 'x'.repeat(501) } }] }),
        { code: 'BAD_REQUEST', message: 'Column values must be at most 500 characters' },
      ],
      [() => callerAs(t.deps, other).coach.calendar.editSession({ id: sessions[2]!, exercises: keep }), { code: 'NOT_FOUND', message: 'Workout session not found' }],
      [() => callerAs(t.deps, other).coach.calendar.session({ id: sessions[2]! }), { code: 'NOT_FOUND', message: 'Workout session not found' }],
    ];
    for (const [call, expected] of cases) expect(await failure(call())).toEqual(expected);
    expect(await stateOf(client.id)).toEqual(before);
  });
});

describe('a one-off session', () => {
  it('snapshots the plan on the chosen day, outside any assignment, and the client sees it', async () => {
    const { coach, client, user, c } = await setup();
    const plan = await makePlan(t.db, coach.id, 'Extra Cardio');
    const added = await c.coach.calendar.addSession({ id: client.id, planId: plan.id, date: '2026-03-13' });
    expect(added).toMatchObject({ name: 'Extra Cardio', planName: 'Extra Cardio', assignmentId: null, status: 'SCHEDULED', scheduledFor: day('2026-03-13'), exerciseCount: 2, editable: true });
    const row = await t.db.workoutSession.findUniqueOrThrow({ where: { id: added.id }, include: { exercises: { orderBy: { orderIndex: 'asc' } } } });
    expect([row.planId, row.instructions, row.exercises.map((e) => e.name)]).toEqual([plan.id, 'Warm up first', ['Squat', 'Lunge']]);
    const cal = await c.coach.calendar.read({ id: client.id, from: '2026-03-09', to: '2026-03-15' });
    expect(cal.sessions.map((s) => s.id)).toEqual([added.id]);
    const upcoming = await callerAs(t.deps, user).clientApp.workouts.listSessions();
    expect(upcoming.map((s) => s.id)).toContain(added.id);
    // Today (the client's) is allowed.
    expect(await c.coach.calendar.addSession({ id: client.id, planId: plan.id, date: '2026-03-11' })).toMatchObject({ scheduledFor: day('2026-03-11') });
  });

  it('refuses a past day, an archived client, another coach’s plan or client, changing nothing', async () => {
    const { client, c, plan } = await setup();
    const other = await makeCoach(t.db);
    const theirPlan = await makePlan(t.db, other.id, 'Theirs');
    const before = await stateOf(client.id);
    expect(await failure(c.coach.calendar.addSession({ id: client.id, planId: plan.id, date: '2026-03-10' }))).toEqual({ code: 'BAD_REQUEST', message: CALENDAR_TEXTS.addedInPast });
    expect(await failure(c.coach.calendar.addSession({ id: client.id, planId: theirPlan.id, date: '2026-03-12' }))).toEqual({ code: 'NOT_FOUND', message: 'Plan not found' });
    expect(await failure(callerAs(t.deps, other).coach.calendar.addSession({ id: client.id, planId: theirPlan.id, date: '2026-03-12' }))).toEqual({ code: 'NOT_FOUND', message: 'Client not found' });
    expect(await failure(c.coach.calendar.addSession({ id: client.id, planId: plan.id, date: '' }))).toEqual({ code: 'BAD_REQUEST', message: 'Please pick a valid date' });
    await c.coach.clients.archive({ id: client.id });
    expect(await failure(c.coach.calendar.addSession({ id: client.id, planId: plan.id, date: '2026-03-12' }))).toEqual({ code: 'BAD_REQUEST', message: MSG_CLIENT_ARCHIVED });
    expect(await stateOf(client.id)).toEqual(before);
  });
});

describe('removing one session', () => {
  it('removes a session not yet started; the client no longer has it; finished ones and another coach are refused', async () => {
    const { c, client, user, sessions } = await setup();
    expect(await c.coach.calendar.removeSession({ id: sessions[1]! })).toEqual({ ok: true });
    expect(await t.db.workoutSession.count({ where: { id: sessions[1]! } })).toBe(0);
    expect((await callerAs(t.deps, user).clientApp.workouts.listSessions()).map((s) => s.id)).not.toContain(sessions[1]);
    await t.db.workoutSession.update({ where: { id: sessions[0]! }, data: { status: 'COMPLETED', completedAt: new Date() } });
    await t.db.workoutSession.update({ where: { id: sessions[2]! }, data: { status: 'IN_PROGRESS', startedAt: new Date() } });
    const before = await stateOf(client.id);
    expect(await failure(c.coach.calendar.removeSession({ id: sessions[0]! }))).toEqual({ code: 'CONFLICT', message: CALENDAR_TEXTS.finished('completed') });
    expect(await failure(c.coach.calendar.removeSession({ id: sessions[2]! }))).toEqual({ code: 'CONFLICT', message: CALENDAR_TEXTS.started });
    expect(await failure(callerAs(t.deps, await makeCoach(t.db)).coach.calendar.removeSession({ id: sessions[0]! }))).toEqual({ code: 'NOT_FOUND', message: 'Workout session not found' });
    expect(await stateOf(client.id)).toEqual(before);
  });
});

describe('over REST', () => {
  it('reads, adds, moves and edits with the documented paths, and answers { error } to a caller’s mistake', async () => {
    const { coach, client, plan, sessions } = await setup();
    const http = await startHttp(t.deps);
    try {
      const token = await tokenFor(t.deps, coach);
      const cal = await http.api('GET', `/clients/${client.id}/calendar?from=2026-03-16&to=2026-03-22`, { token });
      expect(cal.status).toBe(200);
      expect((cal.body.sessions as { id: string }[]).map((s) => s.id)).toEqual([sessions[0], sessions[1]]);
      const added = await http.api('POST', `/clients/${client.id}/sessions`, { token, body: { planId: plan.id, date: '2026-03-19' } });
      expect([added.status, added.body.scheduledFor]).toEqual([200, '2026-03-19T00:00:00.000Z']);
      const moved = await http.api('PUT', `/client-sessions/${sessions[1]}/move`, { token, body: { date: '2026-03-21' } });
      expect([moved.status, moved.body.scheduledFor]).toEqual([200, '2026-03-21T00:00:00.000Z']);
      const detail = await http.api('GET', `/client-sessions/${sessions[1]}`, { token });
      const exercises = (detail.body.exercises as { id: string; columnData: Record<string, string> }[]).map((e) => ({ sessionExerciseId: e.id, columnData: { ...e.columnData, col2: '20' } }));
      const edited = await http.api('PUT', `/client-sessions/${sessions[1]}`, { token, body: { exercises } });
      expect(edited.status).toBe(200);
      expect((edited.body.exercises as { columnData: { col2: string } }[]).map((e) => e.columnData.col2)).toEqual(['20', '20']);
      const wide = await http.api('GET', `/clients/${client.id}/calendar?from=2026-01-01&to=2026-12-31`, { token });
      expect([wide.status, wide.body.error]).toEqual([400, CALENDAR_TEXTS.rangeTooWide]);
      await t.db.workoutSession.update({ where: { id: sessions[0]! }, data: { status: 'COMPLETED' } });
      const refused = await http.api('PUT', `/client-sessions/${sessions[0]}/move`, { token, body: { date: '2026-03-25' } });
      expect([refused.status, refused.body.error]).toEqual([409, CALENDAR_TEXTS.finished('completed')]);
    } finally {
      await http.close();
    }
  });
});
