// Issue 12 item 1: a client's day is their own (docs/time-zones.md). An injected clock puts the
// server at given instants; the client's IANA zone decides "today", missed marking and meal counts.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { markMissedWorkouts } from '../../../src/server/services/notifications/missed-workouts.ts';
import { latenessLabel, upcomingBadge, upcomingSessions } from '../../../src/shared/workout-dates.ts';
import { localDayRange, localTimeOn } from '../../../src/shared/time-zone.ts';
import { userSelect } from '../../../src/server/services/auth/sessions.ts';
import { callerAs, makeClient, makeCoach, setupTest, startHttp, TEST_NOW, tokenFor } from '../helpers.ts';
import { makeSession } from './fixtures.ts';

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
    const lunch = await http.api('POST', '/food-entries', { token: clientToken, body: { description: 'Bento', loggedAt: localTimeOn(new Date('2026-03-10T00:00:00Z'), 12, 'Asia/Tokyo').toISOString() } });
    expect(lunch.status).toBe(200);
    const test = await http.api('POST', '/fitness-tests', { token: clientToken, body: { testName: 'Plank', result: '60', unit: 's', testedAt: '2026-03-10T01:00:00Z' } });
    expect(test.status).toBe(200);
    const tomorrow = await http.api('POST', '/food-entries', { token: clientToken, body: { description: 'Later', loggedAt: localTimeOn(new Date('2026-03-11T00:00:00Z'), 12, 'Asia/Tokyo').toISOString() } });
    expect(tomorrow.status).toBe(400);
    const futureTest = await http.api('POST', '/fitness-tests', { token: clientToken, body: { testName: 'Plank', result: '61', unit: 's', testedAt: '2026-03-10T16:00:00Z' } });
    expect(futureTest.status).toBe(400);
    await zone(null);
  });
});
