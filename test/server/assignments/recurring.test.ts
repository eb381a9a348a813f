// Issue 34 item 5 (docs/recurring.md): a plan repeated on weekdays for some weeks, one client or
// many, in the client's calendar days (Honolulu, Tokyo, the DST changes in Europe and the US), its
// limits, and copying a week of a client's calendar to the following weeks.
import { beforeEach, describe, expect, it } from 'vitest';
import { BULK_REPEAT_MAX_SESSIONS, REPEAT_TEXTS } from '#shared/schemas/assignments';
import { CALENDAR_TEXTS } from '#shared/schemas/calendar';
import { callerAs, makeClient, makeCoach, setupTestHooks, startHttp, TEST_NOW, tokenFor } from '../helpers.ts';
import { failure } from '../clients/failure.ts';
import { makePlan, makeProgram, makeSession } from '../factories.ts';

const t = setupTestHooks();
beforeEach(() => t.deps.clock.set(TEST_NOW));

async function setup(zones: (string | null)[] = [null]) {
  const coach = await makeCoach(t.db);
  const clients = [];
  for (const [i, timeZone] of zones.entries()) {
    const made = await makeClient(t.db, coach.id, { firstName: `C${i}` });
    await t.db.user.update({ where: { id: made.user.id }, data: { timeZone } });
    clients.push({ ...made.client, user: { ...made.user, timeZone } });
  }
  const plan = await makePlan(t.db, coach.id);
  return { coach, clients, plan, api: callerAs(t.deps, coach) };
}
const day = (d: Date) => d.toISOString().slice(0, 10);
const WEEKDAY = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const sessionsOf = async (clientId: string) =>
  (await t.db.workoutSession.findMany({ where: { clientId }, orderBy: [{ scheduledFor: 'asc' }, { createdAt: 'asc' }], select: { scheduledFor: true, assignmentId: true, name: true } })).map(
    (s) => `${WEEKDAY[s.scheduledFor.getUTCDay()]} ${day(s.scheduledFor)}`,
  );
const monThu = { weekdays: ['MON', 'THU'] as ('MON' | 'THU')[], weeks: 8 };

describe('repeating a plan', () => {
  it('every Monday and Thursday for 8 weeks from Mon 7 Dec: 16 sessions, Mon 7 Dec – Thu 28 Jan, the end date on the last', async () => {
    t.deps.clock.set('2026-12-06T12:00:00Z');
    const { clients, plan, api } = await setup();
    const a = await api.coach.assignments.create({ clientId: clients[0]!.id, contentType: 'PLAN', contentId: plan.id, startDate: '2026-12-07', repeat: monThu });
    expect(a).toMatchObject({ sessionCount: 16, startDate: new Date('2026-12-07T00:00:00Z'), endDate: new Date('2027-01-28T00:00:00Z'), status: 'ASSIGNED' });
    const days = await sessionsOf(clients[0]!.id);
    expect(days).toHaveLength(16);
    expect(days[0]).toBe('Mon 2026-12-07');
    expect(days[1]).toBe('Thu 2026-12-10');
    expect(days.at(-1)).toBe('Thu 2027-01-28');
    expect(days.every((d) => d.startsWith('Mon') || d.startsWith('Thu'))).toBe(true);
    // The coach's calendar of the client shows them (a week of it).
    const week = await api.coach.calendar.read({ id: clients[0]!.id, from: '2026-12-14', to: '2026-12-20' });
    expect(week.sessions.map((s) => day(s.scheduledFor))).toEqual(['2026-12-14', '2026-12-17']);
  });

  it('an end date bounds the repeat; starting on a Wednesday the first Monday is the next one', async () => {
    t.deps.clock.set('2026-12-06T12:00:00Z');
    const { clients, plan, api } = await setup();
    const a = await api.coach.assignments.create({ clientId: clients[0]!.id, contentType: 'PLAN', contentId: plan.id, startDate: '2026-12-09', endDate: '2026-12-21', repeat: monThu });
    expect(a.endDate).toEqual(new Date('2026-12-21T00:00:00Z'));
    expect(await sessionsOf(clients[0]!.id)).toEqual(['Thu 2026-12-10', 'Mon 2026-12-14', 'Thu 2026-12-17', 'Mon 2026-12-21']);
  });

  it('across the DST changes (Europe 25 Oct, US 1 Nov 2026) every session stays on its Monday or Thursday, and Thursday is Today for the client that night', async () => {
    t.deps.clock.set('2026-10-18T12:00:00Z');
    const { clients, plan, api } = await setup(['Europe/Berlin', 'America/New_York']);
    for (const c of clients) {
      await api.coach.assignments.create({ clientId: c.id, contentType: 'PLAN', contentId: plan.id, startDate: '2026-10-19', repeat: { weekdays: ['MON', 'THU'], weeks: 4 } });
      expect(await sessionsOf(c.id)).toEqual(['Mon 2026-10-19', 'Thu 2026-10-22', 'Mon 2026-10-26', 'Thu 2026-10-29', 'Mon 2026-11-02', 'Thu 2026-11-05', 'Mon 2026-11-09', 'Thu 2026-11-12']);
    }
    // Thu 5 Nov 23:30 in New York (EST since 1 Nov) is Fri 04:30 UTC: Thursday's session is Today.
    t.deps.clock.set('2026-11-06T04:30:00Z');
    const today = await callerAs(t.deps, clients[1]!.user).clientApp.workouts.today();
    expect(today && day(today.scheduledFor)).toBe('2026-11-05');
    // Thu 29 Oct 23:30 in Berlin (CET since 25 Oct) is 22:30 UTC, the same day.
    t.deps.clock.set('2026-10-29T22:30:00Z');
    const berlin = await callerAs(t.deps, clients[0]!.user).clientApp.workouts.today();
    expect(berlin && day(berlin.scheduledFor)).toBe('2026-10-29');
  });

  it('Honolulu and Tokyo: Monday has passed in Tokyo only, so only Tokyo skips it (or gets it today when asked)', async () => {
    // Mon 7 Dec 16:00 UTC: Mon 06:00 in Honolulu, Tue 8 Dec 01:00 in Tokyo.
    t.deps.clock.set('2026-12-07T16:00:00Z');
    const { clients, plan, api } = await setup(['Pacific/Honolulu', 'Asia/Tokyo', 'Asia/Tokyo']);
    const [honolulu, tokyo, tokyo2] = clients;
    const res = await api.coach.assignments.createMany({
      contentType: 'PLAN',
      contentId: plan.id,
      repeat: monThu,
      clients: [
        { clientId: honolulu!.id, startDate: '2026-12-07' },
        { clientId: tokyo!.id, startDate: '2026-12-07' },
      ],
    });
    expect(res.assignments.map((a) => a.sessionCount)).toEqual([16, 15]);
    expect((await sessionsOf(honolulu!.id))[0]).toBe('Mon 2026-12-07');
    expect((await sessionsOf(tokyo!.id))[0]).toBe('Thu 2026-12-10');
    const scheduled = await api.coach.assignments.create({ clientId: tokyo2!.id, contentType: 'PLAN', contentId: plan.id, startDate: '2026-12-07', repeat: monThu, pastSessions: 'SCHEDULE' });
    expect(scheduled.sessionCount).toBe(16);
    expect((await sessionsOf(tokyo2!.id)).slice(0, 2)).toEqual(['Tue 2026-12-08', 'Thu 2026-12-10']);
  });

  it('limits: weekdays, weeks, sessions, a program, a bulk total; REST answers 400 with the reason', async () => {
    const { coach, clients, plan, api } = await setup();
    const { program } = await makeProgram(t.db, coach.id);
    const base = { clientId: clients[0]!.id, contentType: 'PLAN' as const, contentId: plan.id, startDate: '2026-03-16' };
    expect(await failure(api.coach.assignments.create({ ...base, repeat: { weekdays: [], weeks: 2 } }))).toMatchObject({ code: 'BAD_REQUEST', message: REPEAT_TEXTS.weekdays });
    expect(await failure(api.coach.assignments.create({ ...base, repeat: { weekdays: ['MON', 'MON'], weeks: 2 } }))).toMatchObject({ message: REPEAT_TEXTS.weekdayTwice });
    expect(await failure(api.coach.assignments.create({ ...base, repeat: { weekdays: ['MON'], weeks: 0 } }))).toMatchObject({ message: REPEAT_TEXTS.weeks });
    expect(await failure(api.coach.assignments.create({ ...base, repeat: { weekdays: ['MON'], weeks: 53 } }))).toMatchObject({ message: REPEAT_TEXTS.weeks });
    expect(await failure(api.coach.assignments.create({ ...base, repeat: { weekdays: ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN'], weeks: 15 } }))).toMatchObject({
      message: REPEAT_TEXTS.tooMany,
    });
    expect(await failure(api.coach.assignments.create({ ...base, contentType: 'PROGRAM', contentId: program.id, repeat: monThu }))).toMatchObject({ message: REPEAT_TEXTS.planOnly });
    expect(await failure(api.coach.assignments.create({ ...base, endDate: '2026-03-15', repeat: monThu }))).toMatchObject({ message: 'End date cannot be before the start date' });
    expect(await failure(api.coach.assignments.create({ ...base, endDate: '2026-03-18', repeat: { weekdays: ['THU'], weeks: 2 } }))).toMatchObject({
      message: 'None of the chosen weekdays falls between the start and end dates',
    });
    const many = Array.from({ length: 200 }, (_, i) => ({ clientId: `c${String(i).padStart(24, '0')}`, startDate: '2026-03-16' }));
    const bulk = { contentType: 'PLAN' as const, contentId: plan.id, clients: many, repeat: { weekdays: ['MON', 'WED', 'FRI'] as ('MON' | 'WED' | 'FRI')[], weeks: 9 } };
    expect(200 * 3 * 9).toBeGreaterThan(BULK_REPEAT_MAX_SESSIONS);
    expect(await failure(api.coach.assignments.createMany(bulk))).toMatchObject({ code: 'BAD_REQUEST', message: REPEAT_TEXTS.bulkTooMany });
    expect(await t.db.workoutSession.count({ where: { coachId: coach.id } })).toBe(0);

    const http = await startHttp(t.deps);
    try {
      const token = await tokenFor(t.deps, coach);
      const res = await http.api('POST', '/assignments', { token, body: { ...base, repeat: { weekdays: ['SUNDAY'], weeks: 2 } } });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ error: expect.stringContaining('MON, TUE') });
      const past = await http.api('POST', '/assignments', { token, body: { ...base, startDate: '2026-03-01', pastSessions: 'LATER' } });
      expect(past.status).toBe(400);
      const ok = await http.api('POST', '/assignments', { token, body: { ...base, repeat: { weekdays: ['TUE'], weeks: 3 } } });
      expect(ok.status).toBe(200);
      expect(ok.body).toMatchObject({ sessionCount: 3, endDate: '2026-03-31T00:00:00.000Z' });
    } finally {
      await http.close();
    }
  });

  it("another coach's client or plan is a 404 and writes nothing", async () => {
    const { clients, plan, api } = await setup();
    const stranger = await makeCoach(t.db);
    const theirs = await makePlan(t.db, stranger.id);
    const base = { contentType: 'PLAN' as const, startDate: '2026-03-16', repeat: monThu };
    expect((await failure(api.coach.assignments.create({ ...base, clientId: clients[0]!.id, contentId: theirs.id }))).code).toBe('NOT_FOUND');
    expect((await failure(callerAs(t.deps, stranger).coach.assignments.create({ ...base, clientId: clients[0]!.id, contentId: theirs.id }))).code).toBe('NOT_FOUND');
    expect((await failure(callerAs(t.deps, stranger).coach.assignments.create({ ...base, clientId: clients[0]!.id, contentId: plan.id }))).code).toBe('NOT_FOUND');
    expect(await t.db.workoutSession.count({ where: { clientId: clients[0]!.id } })).toBe(0);
  });
});

describe('copying a week of the calendar (clock: Wed 11 March 2026)', () => {
  async function withWeek(zones: (string | null)[] = [null]) {
    const s = await setup(zones);
    const c = s.clients[0]!;
    // The week of Mon 16 March: Monday (completed in a past life of this test: its results are not copied) and Thursday.
    await makeSession(t.db, { coachId: s.coach.id, clientId: c.id, planName: 'Legs', scheduledFor: '2026-03-16T00:00:00Z', exercises: [true, false] });
    await makeSession(t.db, { coachId: s.coach.id, clientId: c.id, planName: 'Push', scheduledFor: '2026-03-19T00:00:00Z', exercises: [false] });
    return { ...s, c };
  }

  it('copies every session to the same weekdays of the next 3 weeks, with its exercises, outside any assignment', async () => {
    const { c, api } = await withWeek();
    const res = await api.coach.calendar.copyWeek({ id: c.id, weekStart: '2026-03-16', weeks: 3 });
    expect(res.created).toBe(6);
    expect(res.sessions.map((s) => `${s.name} ${day(s.scheduledFor)} ${s.status} ${s.exerciseCount} ${s.completedExercises} ${s.editable}`)).toEqual([
      'Legs 2026-03-23 SCHEDULED 2 0 true',
      'Push 2026-03-26 SCHEDULED 1 0 true',
      'Legs 2026-03-30 SCHEDULED 2 0 true',
      'Push 2026-04-02 SCHEDULED 1 0 true',
      'Legs 2026-04-06 SCHEDULED 2 0 true',
      'Push 2026-04-09 SCHEDULED 1 0 true',
    ]);
    const copies = await t.db.workoutSession.findMany({ where: { clientId: c.id, scheduledFor: { gte: new Date('2026-03-23') } }, select: { assignmentId: true, columnConfig: true } });
    expect(copies.every((s) => s.assignmentId === null)).toBe(true);
    expect(await sessionsOf(c.id)).toHaveLength(8);
  });

  it('refuses a copy into the past, an empty week, a day that is not Monday, too many weeks; another coach gets a 404', async () => {
    const { coach, c, api } = await withWeek();
    // The week of Mon 2 March: its copy would land on 9 March, before today (11 March).
    await makeSession(t.db, { coachId: coach.id, clientId: c.id, scheduledFor: '2026-03-02T00:00:00Z' });
    expect(await failure(api.coach.calendar.copyWeek({ id: c.id, weekStart: '2026-03-02', weeks: 1 }))).toEqual({ code: 'BAD_REQUEST', message: CALENDAR_TEXTS.copyIntoPast });
    expect(await failure(api.coach.calendar.copyWeek({ id: c.id, weekStart: '2026-03-23', weeks: 1 }))).toEqual({ code: 'BAD_REQUEST', message: CALENDAR_TEXTS.copyEmpty });
    expect(await failure(api.coach.calendar.copyWeek({ id: c.id, weekStart: '2026-03-17', weeks: 1 }))).toMatchObject({ message: CALENDAR_TEXTS.copyWeekStart });
    expect(await failure(api.coach.calendar.copyWeek({ id: c.id, weekStart: '2026-03-16', weeks: 13 }))).toMatchObject({ message: CALENDAR_TEXTS.copyWeeks });
    expect(await failure(api.coach.calendar.copyWeek({ id: c.id, weekStart: '2026-03-16', weeks: 0 }))).toMatchObject({ message: CALENDAR_TEXTS.copyWeeks });
    const stranger = await makeCoach(t.db);
    expect((await failure(callerAs(t.deps, stranger).coach.calendar.copyWeek({ id: c.id, weekStart: '2026-03-16', weeks: 1 }))).code).toBe('NOT_FOUND');
    expect(await sessionsOf(c.id)).toHaveLength(3);
  });

  it('"the past" is the client’s: at Tue 17 March 05:00 UTC a copy onto Mon 16 March is fine in Honolulu (Monday evening) and refused in Tokyo (Tuesday)', async () => {
    const s = await setup(['Pacific/Honolulu', 'Asia/Tokyo']);
    for (const c of s.clients) await makeSession(t.db, { coachId: s.coach.id, clientId: c.id, planName: 'Legs', scheduledFor: '2026-03-09T00:00:00Z' });
    t.deps.clock.set('2026-03-17T05:00:00Z');
    const [honolulu, tokyo] = s.clients;
    expect((await s.api.coach.calendar.copyWeek({ id: honolulu!.id, weekStart: '2026-03-09', weeks: 2 })).sessions.map((x) => day(x.scheduledFor))).toEqual(['2026-03-16', '2026-03-23']);
    expect(await failure(s.api.coach.calendar.copyWeek({ id: tokyo!.id, weekStart: '2026-03-09', weeks: 2 }))).toEqual({ code: 'BAD_REQUEST', message: CALENDAR_TEXTS.copyIntoPast });
  });
});
