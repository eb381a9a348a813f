import { describe, expect, it } from 'vitest';
import { clientProgress, dashboardCounts, missedWorkouts, recentActivity } from '#server/services/dashboard/feeds';
import { callerAs, makeClient, makeCoach, setupTestHooks, startHttp, tokenFor } from '../helpers.ts';
import { countingDb, makeAssignment, makeSession } from '../factories.ts';

const t = setupTestHooks();

// now = Wed 2026-03-11 10:00 UTC; this week started Mon 2026-03-09.
describe('dashboard feeds', () => {
  it('client progress: current plan, badge, progress, last active and completion rate per active client', async () => {
    const coach = await makeCoach(t.db);
    const { client: alex } = await makeClient(t.db, coach.id, { firstName: 'Alex', lastName: 'Rivera' });
    const { client: sam } = await makeClient(t.db, coach.id, { firstName: 'Sam', lastName: 'Lee' });
    await makeClient(t.db, coach.id, { firstName: 'Kim', lastName: 'Park' });
    const { client: gone } = await makeClient(t.db, coach.id, { firstName: 'Archived' });
    await t.db.client.update({ where: { id: gone.id }, data: { archived: true } });
    await t.db.client.update({ where: { id: sam.id }, data: { displayOrder: 0 } });

    const a = await makeAssignment(t.db, { coachId: coach.id, clientId: alex.id, name: 'Strength Block', status: 'IN_PROGRESS', startDate: '2026-03-09T00:00:00Z' });
    const base = { coachId: coach.id, clientId: alex.id, assignmentId: a.id };
    await makeSession(t.db, { ...base, scheduledFor: '2026-03-09T00:00:00Z', status: 'COMPLETED', completedAt: '2026-03-09T18:00:00Z', startedAt: '2026-03-09T17:00:00Z', exercises: [true, true] });
    await makeSession(t.db, { ...base, scheduledFor: '2026-03-10T00:00:00Z', status: 'IN_PROGRESS', startedAt: '2026-03-10T19:30:00Z', exercises: [true, false] });
    await makeSession(t.db, { ...base, scheduledFor: '2026-03-12T00:00:00Z' });
    await makeSession(t.db, { ...base, scheduledFor: '2026-03-13T00:00:00Z' });

    const done = await makeAssignment(t.db, { coachId: coach.id, clientId: sam.id, name: 'Intro Plan', status: 'COMPLETED', startDate: '2026-03-02T00:00:00Z', updatedAt: '2026-03-10T00:00:00Z' });
    await makeSession(t.db, {
      coachId: coach.id,
      clientId: sam.id,
      assignmentId: done.id,
      scheduledFor: '2026-03-02T00:00:00Z',
      status: 'COMPLETED',
      completedAt: '2026-03-02T10:00:00Z',
      exercises: [true, true, true, false],
    });

    const items = await callerAs(t.deps, coach).coach.dashboard.clientProgress();
    expect(items.map((i) => i.name)).toEqual(['Sam Lee', 'Alex Rivera', 'Kim Park']); // ordered, archived left out
    expect(items[1]).toEqual({
      id: alex.id,
      name: 'Alex Rivera',
      currentPlan: 'Strength Block',
      status: 'behind', // 2 due before today, 1 completed
      progress: 25,
      lastActive: new Date('2026-03-10T19:30:00Z'),
      completionRate: 75, // (100 + 50) / 2; future ones not counted
    });
    expect(items[0]).toMatchObject({ currentPlan: null, status: 'completed-good', progress: 100, completionRate: 75 });
    expect(items[2]).toMatchObject({ currentPlan: null, status: 'ready-for-next', progress: 0, lastActive: null, completionRate: 0 });
  });

  it('client progress: a plan booked for later does not hide the program the client is in; with none started, the next to start', async () => {
    const coach = await makeCoach(t.db);
    const { client: busy } = await makeClient(t.db, coach.id, { firstName: 'Busy' });
    const { client: waiting } = await makeClient(t.db, coach.id, { firstName: 'Waiting' });
    const running = await makeAssignment(t.db, { coachId: coach.id, clientId: busy.id, name: 'Running Program', status: 'IN_PROGRESS', startDate: '2026-03-01T00:00:00Z' });
    await makeSession(t.db, {
      coachId: coach.id,
      clientId: busy.id,
      assignmentId: running.id,
      scheduledFor: '2026-03-02T00:00:00Z',
      status: 'COMPLETED',
      completedAt: '2026-03-02T10:00:00Z',
      exercises: [true],
    });
    await makeSession(t.db, { coachId: coach.id, clientId: busy.id, assignmentId: running.id, scheduledFor: '2026-03-16T00:00:00Z' });
    await makeAssignment(t.db, { coachId: coach.id, clientId: busy.id, name: 'Tomorrow Plan', startDate: '2026-03-12T00:00:00Z' });
    await makeAssignment(t.db, { coachId: coach.id, clientId: waiting.id, name: 'Later Plan', startDate: '2026-03-20T00:00:00Z' });
    await makeAssignment(t.db, { coachId: coach.id, clientId: waiting.id, name: 'Sooner Plan', startDate: '2026-03-14T00:00:00Z' });

    const items = await callerAs(t.deps, coach).coach.dashboard.clientProgress();
    expect(items.find((i) => i.id === busy.id)).toMatchObject({ currentPlan: 'Running Program', progress: 50 });
    expect(items.find((i) => i.id === waiting.id)).toMatchObject({ currentPlan: 'Sooner Plan' });
  });

  it('missed workouts: newest first, open ones past the cutoff included, archived clients and sessions within the grace left out', async () => {
    const coach = await makeCoach(t.db);
    const { client: alex } = await makeClient(t.db, coach.id, { firstName: 'Alex', lastName: 'Rivera' });
    const { client: gone } = await makeClient(t.db, coach.id, { firstName: 'Gone', lastName: 'Away' });
    const base = { coachId: coach.id, clientId: alex.id };
    await makeSession(t.db, { ...base, planName: 'Older', scheduledFor: '2026-03-02T00:00:00Z', status: 'MISSED' });
    await makeSession(t.db, { ...base, planName: 'Unmarked', scheduledFor: '2026-03-06T00:00:00Z' }); // 5 days overdue, not yet marked
    await makeSession(t.db, { ...base, planName: 'Within grace', scheduledFor: '2026-03-09T00:00:00Z' }); // 2 days overdue
    // A session without a plan name is listed by its own name.
    const unnamed = await makeSession(t.db, { ...base, planName: '', scheduledFor: '2026-03-04T00:00:00Z', status: 'MISSED' });
    await t.db.workoutSession.update({ where: { id: unnamed.id }, data: { name: 'Named only' } });
    await makeSession(t.db, { coachId: coach.id, clientId: gone.id, planName: 'Archived', scheduledFor: '2026-03-05T00:00:00Z', status: 'MISSED' });
    await t.db.client.update({ where: { id: gone.id }, data: { archived: true } });
    const missed = await callerAs(t.deps, coach).coach.dashboard.missedWorkouts();
    expect(missed.map((m) => [m.planName, m.clientName])).toEqual([
      ['Unmarked', 'Alex Rivera'],
      ['Named only', 'Alex Rivera'],
      ['Older', 'Alex Rivera'],
    ]);
  });

  it('recent activity and missed workouts: this week, newest first, with a streak at 3 completed', async () => {
    const coach = await makeCoach(t.db);
    const { client: alex } = await makeClient(t.db, coach.id, { firstName: 'Alex', lastName: 'Rivera' });
    const base = { coachId: coach.id, clientId: alex.id };
    for (const day of ['09', '10', '11']) {
      await makeSession(t.db, { ...base, planName: `Day ${day}`, scheduledFor: `2026-03-${day}T00:00:00Z`, status: 'COMPLETED', completedAt: `2026-03-${day}T08:00:00Z` });
    }
    await makeSession(t.db, { ...base, planName: 'Last week', scheduledFor: '2026-03-06T00:00:00Z', status: 'COMPLETED', completedAt: '2026-03-06T08:00:00Z' });
    await makeSession(t.db, { ...base, planName: 'Today', scheduledFor: '2026-03-11T00:00:00Z' });
    await makeSession(t.db, { ...base, planName: 'Tomorrow', scheduledFor: '2026-03-12T00:00:00Z' });
    await makeSession(t.db, { ...base, planName: 'Forgotten', scheduledFor: '2026-03-02T00:00:00Z' });

    const api = callerAs(t.deps, coach);
    expect(await api.coach.notifications.checkMissedWorkouts()).toEqual({ marked: 1, due: 0 });
    const activity = await api.coach.dashboard.recentActivity();
    // Ties are by id, last first: the streak ("streak-<client>") comes right before the workout that made it.
    expect(activity.map((a) => [a.status, a.message])).toEqual([
      ['missed', 'Alex Rivera missed Forgotten'],
      ['streak', 'Alex Rivera has completed 3 workouts this week'],
      ['completed', 'Alex Rivera completed Day 11'],
      ['pending', 'Alex Rivera has Today scheduled today'],
      ['completed', 'Alex Rivera completed Day 10'],
      ['completed', 'Alex Rivera completed Day 09'],
    ]);
    expect(activity[0]).toMatchObject({ client: { firstName: 'Alex', lastName: 'Rivera' }, clientId: alex.id });
    const missed = await api.coach.dashboard.missedWorkouts();
    expect(missed).toEqual([{ id: expect.any(String), clientId: alex.id, clientName: 'Alex Rivera', planName: 'Forgotten', scheduledFor: new Date('2026-03-02T00:00:00Z') }]);
    // The stat cards' counts agree with the feeds they count.
    expect(await api.coach.dashboard.counts()).toEqual({ thisWeekCompleted: 3, missedWorkouts: 1 });

    // Another coach sees none of it.
    const other = await makeCoach(t.db);
    const theirs = callerAs(t.deps, other);
    expect(await theirs.coach.dashboard.recentActivity()).toEqual([]);
    expect(await theirs.coach.dashboard.missedWorkouts()).toEqual([]);
    expect(await theirs.coach.dashboard.clientProgress()).toEqual([]);
    expect(await theirs.coach.dashboard.counts()).toEqual({ thisWeekCompleted: 0, missedWorkouts: 0 });
  });

  it('answers in the same number of queries for 2 clients as for 25', async () => {
    const measure = async (clients: number) => {
      const coach = await makeCoach(t.db);
      for (let i = 0; i < clients; i++) {
        const { client } = await makeClient(t.db, coach.id, { firstName: `C${i}` });
        const a = await makeAssignment(t.db, { coachId: coach.id, clientId: client.id, startDate: '2026-03-09T00:00:00Z' });
        await makeSession(t.db, { coachId: coach.id, clientId: client.id, assignmentId: a.id, scheduledFor: '2026-03-09T00:00:00Z', status: 'COMPLETED', completedAt: '2026-03-09T10:00:00Z' });
        await makeSession(t.db, { coachId: coach.id, clientId: client.id, assignmentId: a.id, scheduledFor: '2026-03-12T00:00:00Z' });
      }
      const counting = countingDb(t.db);
      const now = t.deps.clock.now();
      const progress = await clientProgress(counting.db, coach.id, now);
      const { items: activity } = await recentActivity(counting.db, coach.id, now);
      await missedWorkouts(counting.db, coach.id, now);
      expect(progress).toHaveLength(clients);
      expect(activity.filter((x) => x.status === 'completed')).toHaveLength(clients);
      return counting.count();
    };
    const small = await measure(2);
    const large = await measure(25);
    expect(large).toBe(small);
    expect(small).toBeLessThanOrEqual(6);
  });

  it('REST: the three feeds at their SPEC paths; a client token gets 403', async () => {
    const coach = await makeCoach(t.db);
    const { client, user } = await makeClient(t.db, coach.id, { firstName: 'Alex', lastName: 'Rivera' });
    await makeSession(t.db, { coachId: coach.id, clientId: client.id, scheduledFor: '2026-03-10T00:00:00Z', status: 'COMPLETED', completedAt: '2026-03-10T09:00:00Z' });
    const http = await startHttp(t.deps);
    try {
      const token = await tokenFor(t.deps, coach);
      const progress = await http.api('GET', '/client-progress', { token });
      expect(progress.status).toBe(200);
      expect(progress.body).toEqual([{ id: client.id, name: 'Alex Rivera', currentPlan: null, status: 'ready-for-next', progress: 0, lastActive: '2026-03-10T09:00:00.000Z', completionRate: 0 }]);
      const activity = await http.api('GET', '/recent-activity', { token });
      expect(activity.body).toMatchObject([{ status: 'completed', time: '2026-03-10T09:00:00.000Z', client: { firstName: 'Alex', lastName: 'Rivera' } }]);
      expect((await http.api('GET', '/missed-workouts', { token })).body).toEqual([]);
      expect((await http.api('GET', '/dashboard-counts', { token })).body).toEqual({ thisWeekCompleted: 1, missedWorkouts: 0 });
      const clientToken = await tokenFor(t.deps, user);
      for (const path of ['/client-progress', '/recent-activity', '/missed-workouts', '/dashboard-counts']) {
        expect((await http.api('GET', path, { token: clientToken })).status).toBe(403);
      }
    } finally {
      await http.close();
    }
  });

  it('a missed workout shows in the activity at the moment it was marked, whatever is edited on it later', async () => {
    const coach = await makeCoach(t.db);
    const { client } = await makeClient(t.db, coach.id, { firstName: 'Alex', lastName: 'Rivera' });
    const forgotten = await makeSession(t.db, { coachId: coach.id, clientId: client.id, planName: 'Forgotten', scheduledFor: '2026-03-02T00:00:00Z' });
    const api = callerAs(t.deps, coach);
    expect(await api.coach.notifications.checkMissedWorkouts()).toEqual({ marked: 1, due: 0 });
    const markedAt = new Date('2026-03-11T10:00:00Z');
    const missedItem = async () => (await api.coach.dashboard.recentActivity()).find((a) => a.status === 'missed');
    expect(await missedItem()).toMatchObject({ id: forgotten.id, time: markedAt });

    // A later edit moves updatedAt, not the moment it was missed.
    await t.db.workoutSession.update({ where: { id: forgotten.id }, data: { instructions: 'Edited later', updatedAt: new Date('2026-03-11T12:00:00Z') } });
    expect(await missedItem()).toMatchObject({ id: forgotten.id, time: markedAt });

    // Taken out of MISSED, it leaves the feed; marked again, it shows at the new moment.
    await t.db.workoutSession.update({ where: { id: forgotten.id }, data: { status: 'SCHEDULED', scheduledFor: new Date('2026-03-11T00:00:00Z') } });
    expect(await missedItem()).toBeUndefined();
    await t.db.workoutSession.update({ where: { id: forgotten.id }, data: { status: 'MISSED', updatedAt: new Date('2026-03-11T13:00:00Z') } });
    expect(await missedItem()).toMatchObject({ id: forgotten.id, time: new Date('2026-03-11T13:00:00Z') });
  });

  it('pages both feeds newest first: the pages join into the whole feed, and REST names the next page', async () => {
    const coach = await makeCoach(t.db);
    for (const name of ['Ana', 'Ben', 'Cy']) {
      const { client } = await makeClient(t.db, coach.id, { firstName: name, lastName: 'Ng' });
      for (const day of ['09', '10', '11']) {
        // Two sessions completed at the same instant: their order is by id, and no page loses one.
        await makeSession(t.db, {
          coachId: coach.id,
          clientId: client.id,
          planName: `${name} ${day}`,
          scheduledFor: `2026-03-${day}T00:00:00Z`,
          status: 'COMPLETED',
          completedAt: `2026-03-${day}T08:00:00Z`,
        });
      }
      await makeSession(t.db, { coachId: coach.id, clientId: client.id, planName: `${name} today`, scheduledFor: '2026-03-11T00:00:00Z' });
      for (const day of ['02', '03', '04']) {
        await makeSession(t.db, { coachId: coach.id, clientId: client.id, planName: `${name} missed ${day}`, scheduledFor: `2026-03-${day}T00:00:00Z`, status: 'MISSED' });
      }
    }
    const api = callerAs(t.deps, coach);
    // 9 completed, 3 streaks, 3 pending and 9 missed (marked this week).
    const whole = await api.coach.dashboard.recentActivity();
    expect(whole).toHaveLength(24);
    expect(whole.map((a) => a.time.getTime())).toEqual(whole.map((a) => a.time.getTime()).toSorted((x, y) => y - x));
    const missedWhole = await api.coach.dashboard.missedWorkouts();
    expect(missedWhole).toHaveLength(9);

    const http = await startHttp(t.deps);
    try {
      const token = await tokenFor(t.deps, coach);
      for (const [path, all] of [
        ['/recent-activity', whole],
        ['/missed-workouts', missedWhole],
      ] as const) {
        const seen: { id: string }[] = [];
        let url: string | null = `${path}?limit=5`;
        let pages = 0;
        while (url) {
          const res = await http.api('GET', url, { token });
          expect(res.status).toBe(200);
          const page = res.body as unknown as { id: string }[];
          expect(page.length).toBeLessThanOrEqual(5);
          seen.push(...page);
          pages += 1;
          const next = res.headers.get('x-next-cursor');
          if (next) expect(res.headers.get('link')).toBe(`</api${path}?limit=5&cursor=${next}>; rel="next"`);
          url = next ? `${path}?limit=5&cursor=${next}` : null;
        }
        expect(pages).toBe(Math.ceil(all.length / 5));
        expect(seen.map((x) => x.id)).toEqual(all.map((x) => x.id));
      }
      // A whole feed in one page announces no next page.
      const one = await http.api('GET', '/missed-workouts', { token });
      expect(one.headers.get('x-next-cursor')).toBeNull();
      // Bad paging is the caller's mistake, named.
      expect(await http.api('GET', '/recent-activity?cursor=nope!', { token })).toMatchObject({ status: 400, body: { error: expect.stringContaining('cursor') } });
      expect(await http.api('GET', '/missed-workouts?limit=0', { token })).toMatchObject({ status: 400, body: { error: expect.stringContaining('limit') } });
      expect(await http.api('GET', '/recent-activity?limit=201', { token })).toMatchObject({ status: 400, body: { error: expect.stringContaining('at most 200') } });
    } finally {
      await http.close();
    }
  });

  it("the stat cards' counts equal the feeds they count, in every client's zone and around the missed cutoff", async () => {
    const coach = await makeCoach(t.db);
    const zones = ['Pacific/Kiritimati', 'Pacific/Honolulu', 'Asia/Tokyo', null];
    for (const [i, zone] of zones.entries()) {
      const { client, user } = await makeClient(t.db, coach.id, { firstName: `Z${i}` });
      if (zone) await t.db.user.update({ where: { id: user.id }, data: { timeZone: zone } });
      for (const day of ['02', '04', '05', '06', '07', '08', '09']) {
        await makeSession(t.db, { coachId: coach.id, clientId: client.id, scheduledFor: `2026-03-${day}T00:00:00Z` });
      }
      await makeSession(t.db, { coachId: coach.id, clientId: client.id, scheduledFor: '2026-03-09T00:00:00Z', status: 'COMPLETED', completedAt: '2026-03-10T20:00:00Z' });
      await makeSession(t.db, { coachId: coach.id, clientId: client.id, scheduledFor: '2026-01-09T00:00:00Z', status: 'MISSED' });
    }
    // Every hour across two days: each client's cutoff passes at a different instant.
    for (let h = 0; h < 48; h += 5) {
      const now = new Date(Date.UTC(2026, 2, 10, h));
      for (const zone of ['UTC', 'Pacific/Honolulu', 'Asia/Tokyo']) {
        const counts = await dashboardCounts(t.db, coach.id, now, zone);
        const { items: missed } = await missedWorkouts(t.db, coach.id, now);
        const completed = (await recentActivity(t.db, coach.id, now, zone)).items.filter((a) => a.status === 'completed');
        expect(counts, `${now.toISOString()} in ${zone}`).toEqual({ thisWeekCompleted: completed.length, missedWorkouts: missed.length });
      }
    }
  });
});
