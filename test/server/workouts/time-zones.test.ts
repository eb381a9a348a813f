// Issue 12 item 1: a client's day is their own (docs/time-zones.md). An injected clock puts the
// server at given instants; the client's IANA zone decides "today", missed marking and meal counts.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { markMissedWorkouts } from '#server/services/notifications/missed-workouts';
import { latenessLabel, upcomingBadge, upcomingSessions } from '#shared/workout-dates';
import { localDayRange, localTimeOn } from '#shared/time-zone';
import { userSelect } from '#server/services/auth/sessions';
import { callerAs, makeClient, makeCoach, setupTest, startHttp, TEST_NOW, tokenFor } from '../helpers.ts';
import { makeSession } from './fixtures.ts';
import { makeAssignment as makeInsightAssignment, makeSession as makeScoredSession } from '../factories.ts';
import { raiseAssignmentsDue } from '#server/services/notifications/missed-workouts';

let t: Awaited<ReturnType<typeof setupTest>>;
let http: Awaited<ReturnType<typeof startHttp>>;
let coachId = '';
let coachToken = '';
let clientId = '';
let clientUserId = '';
let clientToken = '';
let strangerToken = '';

beforeAll(async () => {
  t = await setupTest();
  http = await startHttp(t.deps);
  const coach = await makeCoach(t.db);
  const me = await makeClient(t.db, coach.id);
  coachId = coach.id;
  clientId = me.client.id;
  clientUserId = me.user.id;
  coachToken = await tokenFor(t.deps, coach);
  clientToken = await tokenFor(t.deps, me.user);
  strangerToken = await tokenFor(t.deps, await makeCoach(t.db));
});
afterAll(async () => {
  await http.close();
  await t.close();
});
beforeEach(async () => {
  t.deps.clock.set(TEST_NOW);
  await t.db.workoutSession.deleteMany();
  await t.db.foodEntry.deleteMany();
});

const zone = (timeZone: string | null) => t.db.user.update({ where: { id: clientUserId }, data: { timeZone } });
const session = (day: string, name = day) => makeSession(t.db, { coachId, clientId, scheduledFor: `${day}T00:00:00Z`, name });
const scheduled = (d: string) => ({ status: 'SCHEDULED', scheduledFor: new Date(`${d}T00:00:00Z`) });
const today = async () => (await http.api('GET', '/workouts/today', { token: clientToken })).body as { name: string } | null;

describe("today is the client's local day", () => {
  it('Honolulu at 23:02 on Monday: Monday is today and on time, Tuesday is tomorrow', async () => {
    await session('2026-03-09', 'Monday');
    await session('2026-03-10', 'Tuesday');
    const now = new Date('2026-03-10T09:02:00Z'); // Mon 23:02 HST (UTC-10), already Tuesday in UTC
    t.deps.clock.set(now.toISOString());
    await zone(null);
    expect((await today())?.name).toBe('Tuesday'); // UTC, the old behaviour, kept as the default
    await zone('Pacific/Honolulu');
    expect((await today())?.name).toBe('Monday');
    expect(latenessLabel(new Date('2026-03-09T00:00:00Z'), now, 'Pacific/Honolulu')).toBe('On Time');
    expect(upcomingBadge(new Date('2026-03-10T00:00:00Z'), now, 'Pacific/Honolulu')).toBe('Tomorrow');
    expect(latenessLabel(new Date('2026-03-09T00:00:00Z'), now, 'UTC')).toBe('1 day overdue');
  });

  it('Los Angeles at 17:30 on Monday: Monday is still on time', async () => {
    const now = new Date('2026-03-10T00:30:00Z'); // Mon 17:30 PDT (UTC-7)
    expect(latenessLabel(new Date('2026-03-09T00:00:00Z'), now, 'America/Los_Angeles')).toBe('On Time');
    expect(latenessLabel(new Date('2026-03-09T00:00:00Z'), now, 'UTC')).toBe('1 day overdue');
  });

  it('Tokyo at 08:00: today’s workout is Today, not Tomorrow, and the server returns it', async () => {
    await session('2026-03-11', 'Wednesday');
    const now = new Date('2026-03-10T23:00:00Z'); // Wed 08:00 JST (UTC+9)
    t.deps.clock.set(now.toISOString());
    await zone('Asia/Tokyo');
    expect((await today())?.name).toBe('Wednesday');
    expect(upcomingBadge(new Date('2026-03-11T00:00:00Z'), now, 'Asia/Tokyo')).toBe('Today');
    expect(upcomingBadge(new Date('2026-03-11T00:00:00Z'), now, 'UTC')).toBe('Tomorrow');
    await zone(null);
    expect(await today()).toBeNull();
  });

  it('Kiritimati (UTC+14) is a day ahead of UTC', async () => {
    await session('2026-03-11', 'Wednesday');
    const now = new Date('2026-03-10T11:00:00Z'); // Wed 01:00 LINT
    t.deps.clock.set(now.toISOString());
    await zone('Pacific/Kiritimati');
    expect((await today())?.name).toBe('Wednesday');
    expect(latenessLabel(new Date('2026-03-11T00:00:00Z'), now, 'Pacific/Kiritimati')).toBe('On Time');
  });

  it('Upcoming lists every scheduled session not on today, overdue ones included', () => {
    const now = new Date('2026-03-11T10:00:00Z');
    const listed = upcomingSessions([scheduled('2026-03-12'), scheduled('2026-03-11'), scheduled('2026-03-08'), scheduled('2026-03-10')], now, 'UTC');
    expect(listed.map((x) => x.scheduledFor.toISOString().slice(0, 10))).toEqual(['2026-03-08', '2026-03-10', '2026-03-12']);
    expect(upcomingBadge(new Date('2026-03-10T00:00:00Z'), now, 'UTC')).toBe('Overdue');
  });
});

describe('missed marking: 3 days after the end of the local day, in the set-based job', () => {
  const status = async (id: string) => (await t.db.workoutSession.findUniqueOrThrow({ where: { id } })).status;

  it('Honolulu: Friday Mar 6 is missed at Tue Mar 10 00:00 HST (10:00 UTC), not at 09:59', async () => {
    await zone('Pacific/Honolulu');
    const s = await session('2026-03-06');
    expect(await markMissedWorkouts(t.db, new Date('2026-03-10T09:59:00Z'), 'all')).toBe(0);
    expect(await status(s.id)).toBe('SCHEDULED');
    expect(await markMissedWorkouts(t.db, new Date('2026-03-10T10:00:00Z'), 'all')).toBe(1);
    expect(await status(s.id)).toBe('MISSED');
  });

  it('UTC (no zone) keeps the old rule: missed at 00:00 UTC four days on', async () => {
    await zone(null);
    const s = await session('2026-03-06');
    expect(await markMissedWorkouts(t.db, new Date('2026-03-09T23:59:00Z'), 'all')).toBe(0);
    expect(await markMissedWorkouts(t.db, new Date('2026-03-10T00:00:00Z'), 'all')).toBe(1);
    expect(await status(s.id)).toBe('MISSED');
  });

  it('Kiritimati: missed 14 hours before UTC would', async () => {
    await zone('Pacific/Kiritimati');
    const s = await session('2026-03-06');
    expect(await markMissedWorkouts(t.db, new Date('2026-03-09T09:59:00Z'), 'all')).toBe(0);
    expect(await markMissedWorkouts(t.db, new Date('2026-03-09T10:00:00Z'), 'all')).toBe(1);
    expect(await status(s.id)).toBe('MISSED');
  });

  it('Los Angeles across the DST change (Mar 8): Thu Mar 5 is missed at Mon Mar 9 00:00 PDT = 07:00 UTC', async () => {
    await zone('America/Los_Angeles');
    const s = await session('2026-03-05');
    expect(await markMissedWorkouts(t.db, new Date('2026-03-09T06:59:00Z'), 'all')).toBe(0);
    expect(await markMissedWorkouts(t.db, new Date('2026-03-09T07:00:00Z'), 'all')).toBe(1);
    expect(await status(s.id)).toBe('MISSED');
  });

  it('the read presents it as missed at the same instant as the job', async () => {
    await zone('Pacific/Honolulu');
    await session('2026-03-06');
    t.deps.clock.set('2026-03-10T09:59:00Z');
    let list = (await http.api('GET', '/workout-sessions', { token: clientToken })).body as unknown as { status: string }[];
    expect(list[0]!.status).toBe('SCHEDULED');
    t.deps.clock.set('2026-03-10T10:00:00Z');
    list = (await http.api('GET', '/workout-sessions', { token: clientToken })).body as unknown as { status: string }[];
    expect(list[0]!.status).toBe('MISSED');
  });
});

describe("meals on the client's days", () => {
  it('a DST day is 23 hours long and meals count on their local day and week', async () => {
    expect(localDayRange(new Date('2026-03-08T20:00:00Z'), 'America/Los_Angeles')).toEqual({
      start: new Date('2026-03-08T08:00:00Z'),
      end: new Date('2026-03-09T07:00:00Z'),
    });
    // 12:00 on the chosen local day is the meal time.
    expect(localTimeOn(new Date('2026-03-09T00:00:00Z'), 12, 'Pacific/Honolulu')).toEqual(new Date('2026-03-09T22:00:00Z'));
    await zone('Pacific/Honolulu');
    // Monday dinner at 19:30 HST is Tuesday 05:30 UTC; lunch was Monday 12:00 HST.
    await t.db.foodEntry.create({ data: { clientId, description: 'lunch', loggedAt: new Date('2026-03-09T22:00:00Z') } });
    await t.db.foodEntry.create({ data: { clientId, description: 'dinner', loggedAt: new Date('2026-03-10T05:30:00Z') } });
    await t.db.foodEntry.create({ data: { clientId, description: 'Sunday', loggedAt: new Date('2026-03-09T05:00:00Z') } }); // Sun 19:00 HST
    t.deps.clock.set('2026-03-10T09:02:00Z'); // Mon 23:02 HST
    const user = await t.db.user.findUniqueOrThrow({ where: { id: clientUserId }, select: userSelect });
    expect(await callerAs(t.deps, user).clientApp.workouts.dashboard()).toMatchObject({ foodToday: 2, foodThisWeek: 2 });
    expect(await callerAs(t.deps, { ...user, timeZone: null }).clientApp.workouts.dashboard()).toMatchObject({ foodToday: 1, foodThisWeek: 3 });
  });
});

describe("the coach dashboard's week and missed list", () => {
  it("this week is the coach's own week: Monday 01:00 in Tokyo is this week there, last week in UTC", async () => {
    const s = await makeSession(t.db, { coachId, clientId, scheduledFor: '2026-03-09T00:00:00Z', name: 'Early Monday', status: 'COMPLETED', completedAt: '2026-03-08T16:00:00Z' });
    const activity = async () => ((await http.api('GET', '/recent-activity', { token: coachToken })).body as unknown as { id: string }[]).map((i) => i.id);
    await t.db.user.update({ where: { id: coachId }, data: { timeZone: 'Asia/Tokyo' } });
    expect(await activity()).toContain(s.id);
    await t.db.user.update({ where: { id: coachId }, data: { timeZone: null } });
    expect(await activity()).not.toContain(s.id);
  });

  it("an open session shows as missed at the instant its client's zone says so", async () => {
    await zone('Pacific/Honolulu');
    const s = await session('2026-03-06');
    t.deps.clock.set('2026-03-10T09:59:00Z');
    expect(((await http.api('GET', '/missed-workouts', { token: coachToken })).body as unknown as { id: string }[]).map((i) => i.id)).not.toContain(s.id);
    t.deps.clock.set('2026-03-10T10:00:00Z');
    expect(((await http.api('GET', '/missed-workouts', { token: coachToken })).body as unknown as { id: string }[]).map((i) => i.id)).toContain(s.id);
  });
});

/** 00:00 UTC of a day in March 2026: a calendar date as scheduled dates are stored. */
const day = (d: string) => `2026-03-${d}T00:00:00Z`;

describe("the coach's views count days in each client's zone", () => {
  // A coach of their own per test, with one client per zone named after it (plus one with no zone, UTC).
  async function roster(zones: (string | null)[]) {
    const coach = await makeCoach(t.db);
    const clients: Record<string, string> = {};
    for (const z of zones) {
      const { client, user } = await makeClient(t.db, coach.id, { firstName: z ?? 'UTC' });
      await t.db.user.update({ where: { id: user.id }, data: { timeZone: z } });
      clients[z ?? 'UTC'] = client.id;
    }
    return { coachId: coach.id, token: await tokenFor(t.deps, coach), clients };
  }
  type Progress = { id: string; currentPlan: string | null; status: string; progress: number; completionRate: number };
  const progressOf = async (token: string) => (await http.api('GET', '/client-progress', { token })).body as unknown as Progress[];
  // Tue 10 March 19:00 in Honolulu is already Wednesday in UTC.
  it('Honolulu, Tuesday 19:00 HST (Wed 05:00 UTC): Tuesday’s session is not yet due, so the badge says On Track', async () => {
    const r = await roster(['Pacific/Honolulu', null]);
    for (const [name, cid] of Object.entries(r.clients)) {
      const a = await makeInsightAssignment(t.db, { coachId: r.coachId, clientId: cid, name, status: 'IN_PROGRESS', startDate: day('09') });
      const base = { coachId: r.coachId, clientId: cid, assignmentId: a.id };
      await makeScoredSession(t.db, { ...base, scheduledFor: day('09'), status: 'COMPLETED', completedAt: '2026-03-09T20:00:00Z', exercises: [true, true] });
      await makeScoredSession(t.db, { ...base, scheduledFor: day('10') });
      await makeScoredSession(t.db, { ...base, scheduledFor: day('12') });
    }
    t.deps.clock.set('2026-03-11T05:00:00Z');
    const items = await progressOf(r.token);
    const honolulu = items.find((i) => i.id === r.clients['Pacific/Honolulu'])!;
    const utc = items.find((i) => i.id === r.clients.UTC)!;
    expect(honolulu).toMatchObject({ status: 'on-track', completionRate: 100 }); // Monday done; Tuesday is still today
    expect(utc).toMatchObject({ status: 'behind', completionRate: 50 }); // the same sessions, counted on UTC's Wednesday
  });

  // Tue 10 March 20:00 UTC is Wednesday 05:00 in Tokyo and Wednesday 10:00 in Kiritimati.
  it('Tokyo, Wednesday 05:00 JST (Tue 20:00 UTC): Tuesday’s open session is now due, so the badge says Behind', async () => {
    const r = await roster(['Asia/Tokyo', null]);
    for (const [name, cid] of Object.entries(r.clients)) {
      const a = await makeInsightAssignment(t.db, { coachId: r.coachId, clientId: cid, name, status: 'IN_PROGRESS', startDate: day('09') });
      const base = { coachId: r.coachId, clientId: cid, assignmentId: a.id };
      await makeScoredSession(t.db, { ...base, scheduledFor: day('09'), status: 'COMPLETED', completedAt: '2026-03-09T10:00:00Z', exercises: [true, true] });
      await makeScoredSession(t.db, { ...base, scheduledFor: day('10') });
      await makeScoredSession(t.db, { ...base, scheduledFor: day('11') });
    }
    t.deps.clock.set('2026-03-10T20:00:00Z');
    const items = await progressOf(r.token);
    expect(items.find((i) => i.id === r.clients['Asia/Tokyo'])).toMatchObject({ status: 'behind', completionRate: 50 });
    expect(items.find((i) => i.id === r.clients.UTC)).toMatchObject({ status: 'on-track', completionRate: 100 });
  });

  it('Kiritimati, Wednesday 10:00 (Tue 20:00 UTC): a block starting Wednesday has started and is the current plan', async () => {
    const r = await roster(['Pacific/Kiritimati', null]);
    for (const cid of Object.values(r.clients)) {
      const running = await makeInsightAssignment(t.db, { coachId: r.coachId, clientId: cid, name: 'Running Program', status: 'IN_PROGRESS', startDate: day('01') });
      await makeScoredSession(t.db, {
        coachId: r.coachId,
        clientId: cid,
        assignmentId: running.id,
        scheduledFor: day('09'),
        status: 'COMPLETED',
        completedAt: '2026-03-09T10:00:00Z',
        exercises: [true],
      });
      const next = await makeInsightAssignment(t.db, { coachId: r.coachId, clientId: cid, name: 'Next Block', startDate: day('11') });
      await makeScoredSession(t.db, { coachId: r.coachId, clientId: cid, assignmentId: next.id, scheduledFor: day('11') });
    }
    t.deps.clock.set('2026-03-10T20:00:00Z');
    const items = await progressOf(r.token);
    expect(items.find((i) => i.id === r.clients['Pacific/Kiritimati'])).toMatchObject({ currentPlan: 'Next Block', status: 'active', progress: 0 });
    expect(items.find((i) => i.id === r.clients.UTC)).toMatchObject({ currentPlan: 'Running Program', status: 'on-track', progress: 100 });
  });

  it("the 90-day completion window ends on the client's today: Honolulu still counts 10 December on Tuesday 10 March", async () => {
    const r = await roster(['Pacific/Honolulu', null]);
    for (const cid of Object.values(r.clients)) {
      await makeScoredSession(t.db, { coachId: r.coachId, clientId: cid, scheduledFor: '2025-12-10T00:00:00Z', status: 'COMPLETED', completedAt: '2025-12-10T20:00:00Z', exercises: [true] });
      await makeScoredSession(t.db, { coachId: r.coachId, clientId: cid, scheduledFor: day('09'), status: 'MISSED', exercises: [false] });
    }
    t.deps.clock.set('2026-03-11T05:00:00Z'); // Tue 19:00 HST: 90 days back is 10 December there, 11 December in UTC
    const items = await progressOf(r.token);
    expect(items.find((i) => i.id === r.clients['Pacific/Honolulu'])).toMatchObject({ completionRate: 50 });
    expect(items.find((i) => i.id === r.clients.UTC)).toMatchObject({ completionRate: 0 });
  });

  // Kiritimati at Wed 10:00 (Tue 20:00 UTC): Saturday 7 March is more than 3 days behind its
  // Wednesday (UTC, still on Tuesday, has it 3 days overdue), and Wednesday began at Tue 10:00 UTC.
  async function kiritimatiDetail() {
    const r = await roster(['Pacific/Kiritimati']);
    const cid = r.clients['Pacific/Kiritimati']!;
    const sat = await makeScoredSession(t.db, { coachId: r.coachId, clientId: cid, scheduledFor: day('07') });
    await makeScoredSession(t.db, { coachId: r.coachId, clientId: cid, scheduledFor: day('11'), status: 'COMPLETED', completedAt: '2026-03-10T19:00:00Z', exercises: [true, true] });
    await t.db.foodEntry.create({ data: { clientId: cid, description: 'Tuesday dinner', loggedAt: new Date('2026-03-10T06:00:00Z') } }); // Tue 20:00 LINT
    await t.db.foodEntry.create({ data: { clientId: cid, description: 'Wednesday breakfast', loggedAt: new Date('2026-03-10T18:00:00Z') } }); // Wed 08:00 LINT
    t.deps.clock.set('2026-03-10T20:00:00Z');
    return { ...r, cid, sat };
  }

  it("the client detail's history: Kiritimati's Saturday session shows as missed on its Wednesday", async () => {
    const r = await kiritimatiDetail();
    const history = (await http.api('GET', `/clients/${r.cid}/history`, { token: r.token })).body as unknown as { id: string; status: string }[];
    expect(history.find((h) => h.id === r.sat.id)?.status).toBe('MISSED');
  });

  it("the client detail's stats: Kiritimati's missed count and today's meals are its own Wednesday's", async () => {
    const r = await kiritimatiDetail();
    const stats = (await http.api('GET', `/clients/${r.cid}/stats`, { token: r.token })).body;
    expect(stats).toMatchObject({ totalWorkouts: 2, completedWorkouts: 1, missedWorkouts: 1, upcomingWorkouts: 0, todayMeals: 1 });
  });

  it("the client detail's stats: Honolulu's Tuesday workout is still upcoming at Tue 19:00 HST (Wed 05:00 UTC)", async () => {
    const r = await roster(['Pacific/Honolulu']);
    const cid = r.clients['Pacific/Honolulu']!;
    await makeScoredSession(t.db, { coachId: r.coachId, clientId: cid, scheduledFor: day('10') });
    t.deps.clock.set('2026-03-11T05:00:00Z');
    expect((await http.api('GET', `/clients/${cid}/stats`, { token: r.token })).body).toMatchObject({ totalWorkouts: 1, upcomingWorkouts: 1 });
  });

  describe('ASSIGNMENT_DUE is raised when the end date arrives in the client’s zone', () => {
    const notices = async (coach: string) => (await t.db.notification.findMany({ where: { coachId: coach, type: 'ASSIGNMENT_DUE' }, orderBy: { message: 'asc' } })).map((n) => n.message);

    it('Honolulu: an assignment ending Wednesday is due at Wed 00:00 HST (10:00 UTC), not at 00:00 UTC', async () => {
      const r = await roster(['Pacific/Honolulu']);
      await makeInsightAssignment(t.db, { coachId: r.coachId, clientId: r.clients['Pacific/Honolulu']!, name: 'Block', status: 'IN_PROGRESS', startDate: day('01'), endDate: day('11') });
      expect(await raiseAssignmentsDue(t.db, new Date('2026-03-11T09:59:00Z'), { coachId: r.coachId })).toBe(0);
      expect(await raiseAssignmentsDue(t.db, new Date('2026-03-11T10:00:00Z'), { coachId: r.coachId })).toBe(1);
      expect(await notices(r.coachId)).toEqual(["Pacific/Honolulu Client's assignment Block ends today"]);
    });

    it('Tokyo at Wed 05:00 JST (Tue 20:00 UTC): Wednesday’s end is today, Tuesday’s has passed', async () => {
      const r = await roster(['Asia/Tokyo']);
      const cid = r.clients['Asia/Tokyo']!;
      await makeInsightAssignment(t.db, { coachId: r.coachId, clientId: cid, name: 'Ends Tuesday', status: 'IN_PROGRESS', startDate: day('01'), endDate: day('10') });
      await makeInsightAssignment(t.db, { coachId: r.coachId, clientId: cid, name: 'Ends Wednesday', status: 'IN_PROGRESS', startDate: day('01'), endDate: day('11') });
      await makeInsightAssignment(t.db, { coachId: r.coachId, clientId: cid, name: 'Ends Thursday', status: 'IN_PROGRESS', startDate: day('01'), endDate: day('12') });
      expect(await raiseAssignmentsDue(t.db, new Date('2026-03-10T20:00:00Z'), { coachId: r.coachId })).toBe(2);
      expect(await notices(r.coachId)).toEqual(["Asia/Tokyo Client's assignment Ends Tuesday ended on Mar 10", "Asia/Tokyo Client's assignment Ends Wednesday ends today"]);
    });

    it('Kiritimati: due at Wed 00:00 LINT = Tue 10:00 UTC, 14 hours before UTC’s Wednesday', async () => {
      const r = await roster(['Pacific/Kiritimati', null]);
      for (const cid of Object.values(r.clients)) {
        await makeInsightAssignment(t.db, { coachId: r.coachId, clientId: cid, name: 'Block', status: 'IN_PROGRESS', startDate: day('01'), endDate: day('11') });
      }
      expect(await raiseAssignmentsDue(t.db, new Date('2026-03-10T09:59:00Z'), { coachId: r.coachId })).toBe(0);
      expect(await raiseAssignmentsDue(t.db, new Date('2026-03-10T10:00:00Z'), { coachId: r.coachId })).toBe(1);
      expect(await notices(r.coachId)).toEqual(["Pacific/Kiritimati Client's assignment Block ends today"]);
      // The client with no zone counts in UTC: due at 00:00 UTC on Wednesday.
      expect(await raiseAssignmentsDue(t.db, new Date('2026-03-11T00:00:00Z'), { coachId: r.coachId })).toBe(1);
    });
  });
});

describe('setting the zone', () => {
  it('the signed-in user saves a known IANA zone; unknown ones are a 400 with { error }', async () => {
    const bad = await http.api('PUT', '/auth/time-zone', { token: clientToken, body: { timeZone: 'Mars/Olympus_Mons' } });
    expect(bad.status).toBe(400);
    expect(typeof bad.body.error).toBe('string');
    const ok = await http.api('PUT', '/auth/time-zone', { token: clientToken, body: { timeZone: 'Asia/Tokyo' } });
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ timeZone: 'Asia/Tokyo' });
    expect((await http.api('GET', '/auth/me', { token: clientToken })).body.timeZone).toBe('Asia/Tokyo');
  });

  it('the coach reads and corrects their client’s zone; another coach gets 404', async () => {
    await zone('Asia/Tokyo');
    expect((await http.api('GET', `/clients/${clientId}/time-zone`, { token: coachToken })).body).toEqual({ timeZone: 'Asia/Tokyo' });
    const put = await http.api('PUT', `/clients/${clientId}/time-zone`, { token: coachToken, body: { timeZone: 'Pacific/Honolulu' } });
    expect(put.status).toBe(200);
    expect(put.body).toEqual({ timeZone: 'Pacific/Honolulu' });
    expect((await http.api('GET', `/clients/${clientId}/time-zone`, { token: strangerToken })).status).toBe(404);
    expect((await http.api('PUT', `/clients/${clientId}/time-zone`, { token: strangerToken, body: { timeZone: 'UTC' } })).status).toBe(404);
    expect((await http.api('PUT', `/clients/${clientId}/time-zone`, { token: coachToken, body: { timeZone: 'Nowhere/City' } })).status).toBe(400);
  });
});

describe('meals and tests are refused only on the client’s future days', () => {
  it('a Tokyo client at 08:00 on Tuesday logs Tuesday’s meal and test, not Wednesday’s', async () => {
    await zone('Asia/Tokyo');
    t.deps.clock.set('2026-03-09T23:00:00Z'); // Tuesday 10 March, 08:00 in Tokyo; still Monday in UTC
    const lunch = await http.api('POST', '/food-entries', {
      token: clientToken,
      body: { description: 'Bento', loggedAt: localTimeOn(new Date('2026-03-10T00:00:00Z'), 12, 'Asia/Tokyo').toISOString() },
    });
    expect(lunch.status).toBe(200);
    const test = await http.api('POST', '/fitness-tests', { token: clientToken, body: { testName: 'Plank', result: '60', unit: 's', testedAt: '2026-03-10T01:00:00Z' } });
    expect(test.status).toBe(200);
    const tomorrow = await http.api('POST', '/food-entries', {
      token: clientToken,
      body: { description: 'Later', loggedAt: localTimeOn(new Date('2026-03-11T00:00:00Z'), 12, 'Asia/Tokyo').toISOString() },
    });
    expect(tomorrow.status).toBe(400);
    const futureTest = await http.api('POST', '/fitness-tests', { token: clientToken, body: { testName: 'Plank', result: '61', unit: 's', testedAt: '2026-03-10T16:00:00Z' } });
    expect(futureTest.status).toBe(400);
    await zone(null);
  });
});
