import { describe, expect, it } from 'vitest';
import { markMissedWorkouts, runWorkoutChecks } from '#server/services/notifications/missed-workouts';
import { listNotifications } from '#server/services/notifications/notifications';
import { raiseNotification } from '#server/services/notifications/raise';
import { callerAs, makeClient, makeCoach, setupTestHooks, startHttp, tokenFor } from '../helpers.ts';
import { makeAssignment, makeSession } from '../factories.ts';

const t = setupTestHooks();
const at = (h: number) => new Date(Date.UTC(2026, 2, 10, h));

async function coachWithClient() {
  const coach = await makeCoach(t.db);
  const { client, user } = await makeClient(t.db, coach.id, { firstName: 'Alex', lastName: 'Rivera' });
  return { coach, client, clientUser: user };
}

describe('notifications router', () => {
  it('lists newest first with the client name and plan name, counts unread, marks read, marks all read and deletes', async () => {
    const { coach, client } = await coachWithClient();
    for (const [i, title] of ['First', 'Second', 'Third'].entries()) {
      await raiseNotification(t.db, {
        coachId: coach.id,
        clientId: client.id,
        type: 'COMPLETED_WORKOUT',
        title,
        message: `Alex completed ${title}`,
        metadata: { planName: 'Lower Body', sessionId: `s${i}` },
        createdAt: new Date(Date.UTC(2026, 2, 10, 8 + i)),
      });
    }
    const api = callerAs(t.deps, coach);
    const list = await api.coach.notifications.list();
    expect(list.map((n) => n.title)).toEqual(['Third', 'Second', 'First']);
    expect(list[0]).toMatchObject({ clientName: 'Alex Rivera', clientId: client.id, isRead: false, type: 'COMPLETED_WORKOUT', metadata: { planName: 'Lower Body' } });
    expect(await api.coach.notifications.unreadCount()).toEqual({ count: 3 });

    const read = await api.coach.notifications.markRead({ id: list[1]!.id });
    expect(read.isRead).toBe(true);
    expect(await api.coach.notifications.unreadCount()).toEqual({ count: 2 });

    expect(await api.coach.notifications.markAllRead()).toEqual({ updated: 2 });
    expect(await api.coach.notifications.unreadCount()).toEqual({ count: 0 });

    await api.coach.notifications.delete({ id: list[0]!.id });
    expect((await api.coach.notifications.list()).map((n) => n.title)).toEqual(['Second', 'First']);
  });

  it('pages the newest first, names no client for a notice without one, and lists only unread ones when asked', async () => {
    const { coach, client } = await coachWithClient();
    await raiseNotification(t.db, { coachId: coach.id, clientId: client.id, type: 'CLIENT_FEEDBACK', title: 'Oldest', message: 'm', createdAt: at(6) });
    await raiseNotification(t.db, { coachId: coach.id, type: 'ASSIGNMENT_DUE', title: 'No client', message: 'm', createdAt: at(7) });
    await raiseNotification(t.db, { coachId: coach.id, clientId: client.id, type: 'COMPLETED_WORKOUT', title: 'Newest', message: 'm', createdAt: at(8) });
    const page = await listNotifications(t.db, coach.id, { limit: 2 });
    expect(page.items.map((n) => [n.title, n.clientName])).toEqual([
      ['Newest', 'Alex Rivera'],
      ['No client', null],
    ]);
    const rest = await listNotifications(t.db, coach.id, { limit: 2, cursor: page.nextCursor });
    expect([rest.items.map((n) => n.title), rest.nextCursor]).toEqual([['Oldest'], null]);
    await t.db.notification.updateMany({ where: { title: 'Newest' }, data: { isRead: true } });
    expect((await listNotifications(t.db, coach.id, { unread: true })).items.map((n) => n.title)).toEqual(['No client', 'Oldest']);
  });

  it('REST pages with limit, cursor and unread, and names the next page', async () => {
    const { coach, client } = await coachWithClient();
    // Two notices at the same instant: their order is by id, and no page loses one.
    for (const [i, title] of ['A', 'B', 'C', 'D', 'E'].entries()) {
      await raiseNotification(t.db, { coachId: coach.id, clientId: client.id, type: 'CLIENT_FEEDBACK', title, message: 'm', createdAt: at(i === 4 ? 3 : i) });
    }
    const whole = await callerAs(t.deps, coach).coach.notifications.list();
    expect(whole).toHaveLength(5);
    const http = await startHttp(t.deps);
    try {
      const token = await tokenFor(t.deps, coach);
      const seen: string[] = [];
      let url: string | null = '/notifications?limit=2';
      while (url) {
        const res = await http.api('GET', url, { token });
        expect(res.status).toBe(200);
        seen.push(...(res.body as unknown as { id: string }[]).map((n) => n.id));
        const next = res.headers.get('x-next-cursor');
        url = next ? `/notifications?limit=2&cursor=${next}` : null;
      }
      expect(seen).toEqual(whole.map((n) => n.id));
      await t.db.notification.updateMany({ where: { title: { in: ['A', 'B'] } }, data: { isRead: true } });
      const unread = await http.api('GET', '/notifications?unread=true', { token });
      expect((unread.body as unknown as { title: string }[]).map((n) => n.title).toSorted()).toEqual(['C', 'D', 'E']);
      expect(await http.api('GET', '/notifications?limit=201', { token })).toMatchObject({ status: 400, body: { error: expect.stringContaining('at most 200') } });
      expect(await http.api('GET', '/notifications?unread=maybe', { token })).toMatchObject({ status: 400 });
    } finally {
      await http.close();
    }
  });

  it("answers 404 for another coach's notification on read and delete, and leaves it untouched", async () => {
    const mine = await coachWithClient();
    const other = await coachWithClient();
    await raiseNotification(t.db, { coachId: other.coach.id, clientId: other.client.id, type: 'CLIENT_FEEDBACK', title: 'Feedback', message: 'x' });
    const theirs = (await callerAs(t.deps, other.coach).coach.notifications.list())[0]!;
    const api = callerAs(t.deps, mine.coach);
    await expect(api.coach.notifications.markRead({ id: theirs.id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(api.coach.notifications.delete({ id: theirs.id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(await api.coach.notifications.list()).toEqual([]);
    expect(await api.coach.notifications.markAllRead()).toEqual({ updated: 0 });
    const after = await callerAs(t.deps, other.coach).coach.notifications.list();
    expect(after).toHaveLength(1);
    expect(after[0]!.isRead).toBe(false);
  });

  it('refuses clients with 403', async () => {
    const { clientUser } = await coachWithClient();
    await expect(callerAs(t.deps, clientUser).coach.notifications.list()).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });
});

describe('missed-workout check', () => {
  it('marks sessions more than 3 days overdue MISSED, one notification each, and is idempotent', async () => {
    const { coach, client } = await coachWithClient();
    const base = { coachId: coach.id, clientId: client.id };
    // now = Wed 2026-03-11 10:00 UTC
    const fourDays = await makeSession(t.db, { ...base, planName: 'Old Legs', scheduledFor: '2026-03-07T09:00:00Z' });
    const started = await makeSession(t.db, { ...base, planName: 'Started Push', scheduledFor: '2026-03-01T09:00:00Z', status: 'IN_PROGRESS' });
    const threeDays = await makeSession(t.db, { ...base, scheduledFor: '2026-03-08T23:00:00Z' });
    const done = await makeSession(t.db, { ...base, scheduledFor: '2026-03-01T09:00:00Z', status: 'COMPLETED', completedAt: '2026-03-01T10:00:00Z' });
    const skipped = await makeSession(t.db, { ...base, scheduledFor: '2026-03-01T09:00:00Z', status: 'SKIPPED' });

    const api = callerAs(t.deps, coach);
    expect(await api.coach.notifications.checkMissedWorkouts()).toEqual({ marked: 2, due: 0 });
    const statuses = Object.fromEntries((await t.db.workoutSession.findMany({ where: { clientId: client.id }, select: { id: true, status: true } })).map((s) => [s.id, s.status]));
    expect(statuses).toEqual({ [fourDays.id]: 'MISSED', [started.id]: 'MISSED', [threeDays.id]: 'SCHEDULED', [done.id]: 'COMPLETED', [skipped.id]: 'SKIPPED' });

    const list = await api.coach.notifications.list();
    expect(list.filter((n) => n.type === 'MISSED_WORKOUT')).toHaveLength(2);
    const oldLegs = list.find((n) => n.metadata.sessionId === fourDays.id)!;
    expect(oldLegs).toMatchObject({ title: 'Missed Workout', clientName: 'Alex Rivera', metadata: { planName: 'Old Legs', scheduledOn: '2026-03-07' } });
    expect(oldLegs.message).toBe('Alex Rivera missed Old Legs scheduled for Mar 7');

    // Twice more, also concurrently: nothing new.
    const again = await Promise.all([api.coach.notifications.checkMissedWorkouts(), markMissedWorkouts(t.db, t.deps.clock.now(), { clientId: client.id })]);
    expect(again[0].marked + again[1]).toBe(0);
    expect(await api.coach.notifications.list()).toHaveLength(2);

    // A day later the 3-day one is 4 days overdue.
    t.deps.clock.set('2026-03-12T10:00:00Z');
    try {
      expect(await markMissedWorkouts(t.db, t.deps.clock.now(), { clientId: client.id })).toBe(1);
    } finally {
      t.deps.clock.set('2026-03-11T10:00:00Z');
    }
  });

  it("never touches another coach's sessions", async () => {
    const mine = await coachWithClient();
    const other = await coachWithClient();
    const theirs = await makeSession(t.db, { coachId: other.coach.id, clientId: other.client.id, scheduledFor: '2026-02-01T09:00:00Z' });
    await callerAs(t.deps, mine.coach).coach.notifications.checkMissedWorkouts();
    expect((await t.db.workoutSession.findUniqueOrThrow({ where: { id: theirs.id } })).status).toBe('SCHEDULED');
    expect(await t.db.notification.count({ where: { coachId: other.coach.id } })).toBe(0);
    // Scoped by client works too.
    expect(await markMissedWorkouts(t.db, t.deps.clock.now(), { clientId: mine.client.id })).toBe(0);
    expect(await markMissedWorkouts(t.db, t.deps.clock.now(), { clientId: other.client.id })).toBe(1);
  });

  it('raises no missed notice for a session the client completes just before the check writes', async () => {
    const { coach, client } = await coachWithClient();
    const base = { coachId: coach.id, clientId: client.id };
    const finishing = await makeSession(t.db, { ...base, planName: 'Late Finish', scheduledFor: '2026-03-01T09:00:00Z', status: 'IN_PROGRESS' });
    const forgotten = await makeSession(t.db, { ...base, planName: 'Forgotten', scheduledFor: '2026-03-02T09:00:00Z' });
    // The check is one statement; the client completes a session right before it is sent.
    const racing = new Proxy(t.db, {
      get(target, prop, receiver) {
        if (prop !== '$queryRawUnsafe') return Reflect.get(target, prop, receiver);
        return async (...args: Parameters<typeof target.$queryRawUnsafe>) => {
          await target.workoutSession.update({ where: { id: finishing.id }, data: { status: 'COMPLETED', completedAt: new Date('2026-03-11T09:00:00Z') } });
          return target.$queryRawUnsafe(...args);
        };
      },
    });
    expect(await markMissedWorkouts(racing, t.deps.clock.now(), { clientId: client.id })).toBe(1);
    expect((await t.db.workoutSession.findUniqueOrThrow({ where: { id: finishing.id } })).status).toBe('COMPLETED');
    expect((await t.db.workoutSession.findUniqueOrThrow({ where: { id: forgotten.id } })).status).toBe('MISSED');
    const notices = await t.db.notification.findMany({ where: { coachId: coach.id }, select: { message: true } });
    expect(notices.map((n) => n.message)).toEqual(['Alex Rivera missed Forgotten scheduled for Mar 2']);
  });

  it('the scheduler run covers every coach in one pass, and several runs at once mark and notify each session once', async () => {
    const a = await coachWithClient();
    const b = await coachWithClient();
    const sa = await makeSession(t.db, { coachId: a.coach.id, clientId: a.client.id, scheduledFor: '2026-03-01T09:00:00Z' });
    const sb = await makeSession(t.db, { coachId: b.coach.id, clientId: b.client.id, scheduledFor: '2026-03-02T09:00:00Z' });
    const runs = await Promise.all([1, 2, 3].map(() => runWorkoutChecks(t.db, t.deps.clock.now(), 'all')));
    expect(runs.reduce((n, r) => n + r.marked, 0)).toBeGreaterThanOrEqual(2);
    for (const s of [sa, sb]) {
      expect((await t.db.workoutSession.findUniqueOrThrow({ where: { id: s.id } })).status).toBe('MISSED');
      expect(await t.db.notification.count({ where: { dedupeKey: `missed-workout:${s.id}` } })).toBe(1);
    }
  });

  it('finishes an assignment whose last open session turns MISSED, and only then', async () => {
    const { coach, client } = await coachWithClient();
    const base = { coachId: coach.id, clientId: client.id };
    const over = await makeAssignment(t.db, { ...base, name: 'Over', status: 'IN_PROGRESS', startDate: '2026-02-23T00:00:00Z' });
    await makeSession(t.db, { ...base, assignmentId: over.id, scheduledFor: '2026-02-23T00:00:00Z', status: 'COMPLETED', completedAt: '2026-02-23T10:00:00Z' });
    await makeSession(t.db, { ...base, assignmentId: over.id, scheduledFor: '2026-02-25T00:00:00Z' });
    const running = await makeAssignment(t.db, { ...base, name: 'Running', startDate: '2026-03-02T00:00:00Z' });
    await makeSession(t.db, { ...base, assignmentId: running.id, scheduledFor: '2026-03-02T00:00:00Z' });
    await makeSession(t.db, { ...base, assignmentId: running.id, scheduledFor: '2026-03-16T00:00:00Z' });

    expect(await markMissedWorkouts(t.db, t.deps.clock.now(), { clientId: client.id })).toBe(2);
    const status = async (id: string) => (await t.db.assignment.findUniqueOrThrow({ where: { id } })).status;
    expect(await status(over.id)).toBe('COMPLETED');
    expect(await status(running.id)).toBe('ASSIGNED');
  });

  it("reads never write: the client's stats and history count an overdue session as missed before the check runs", async () => {
    const { coach, client } = await coachWithClient();
    const overdue = await makeSession(t.db, { coachId: coach.id, clientId: client.id, scheduledFor: '2026-03-01T09:00:00Z' });
    const api = callerAs(t.deps, coach);
    const stats = await api.coach.clients.stats({ id: client.id });
    expect(stats).toMatchObject({ totalWorkouts: 1, missedWorkouts: 1, upcomingWorkouts: 0 });
    expect((await api.coach.clients.history({ id: client.id }))[0]).toMatchObject({ id: overdue.id, status: 'MISSED' });
    expect((await api.coach.dashboard.missedWorkouts()).map((m) => m.id)).toEqual([overdue.id]);
    expect((await t.db.workoutSession.findUniqueOrThrow({ where: { id: overdue.id } })).status).toBe('SCHEDULED');
    expect(await t.db.notification.count({ where: { coachId: coach.id, type: 'MISSED_WORKOUT' } })).toBe(0);
    // The check (the dashboard asks for it on load) then marks it and raises the notice once.
    expect(await api.coach.notifications.checkMissedWorkouts()).toMatchObject({ marked: 1 });
    expect(await t.db.notification.count({ where: { coachId: coach.id, type: 'MISSED_WORKOUT' } })).toBe(1);
  });

  it('raises ASSIGNMENT_DUE once when the end date arrives, never for completed or future ones', async () => {
    const { coach, client } = await coachWithClient();
    const base = { coachId: coach.id, clientId: client.id };
    const endsToday = await makeAssignment(t.db, { ...base, name: 'Block A', startDate: '2026-02-01T00:00:00Z', endDate: '2026-03-11T00:00:00Z' });
    await makeAssignment(t.db, { ...base, name: 'Block B', startDate: '2026-03-01T00:00:00Z', endDate: '2026-03-12T00:00:00Z' });
    await makeAssignment(t.db, { ...base, name: 'Block C', status: 'COMPLETED', startDate: '2026-01-01T00:00:00Z', endDate: '2026-02-01T00:00:00Z' });
    await makeAssignment(t.db, { ...base, name: 'Open-ended', startDate: '2026-01-01T00:00:00Z' });
    const api = callerAs(t.deps, coach);
    expect(await api.coach.notifications.checkMissedWorkouts()).toEqual({ marked: 0, due: 1 });
    expect(await api.coach.notifications.checkMissedWorkouts()).toEqual({ marked: 0, due: 0 });
    const list = await api.coach.notifications.list();
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ type: 'ASSIGNMENT_DUE', title: 'Assignment Due', metadata: { planName: 'Block A', assignmentId: endsToday.id, endsOn: '2026-03-11', ended: false } });
    expect(list[0]!.message).toBe("Alex Rivera's assignment Block A ends today");
  });
});

describe('notifications over REST', () => {
  it('serves the SPEC paths with 404 for foreign ids, 403 for a client token and 401 without one', async () => {
    const mine = await coachWithClient();
    const other = await coachWithClient();
    await raiseNotification(t.db, { coachId: mine.coach.id, clientId: mine.client.id, type: 'COMPLETED_WORKOUT', title: 'Workout Completed', message: 'm', metadata: { planName: 'P' } });
    await raiseNotification(t.db, { coachId: other.coach.id, clientId: other.client.id, type: 'COMPLETED_WORKOUT', title: 'Theirs', message: 'm' });
    await makeSession(t.db, { coachId: mine.coach.id, clientId: mine.client.id, scheduledFor: '2026-02-01T09:00:00Z' });
    const http = await startHttp(t.deps);
    try {
      const token = await tokenFor(t.deps, mine.coach);
      const list = await http.api('GET', '/notifications', { token });
      expect(list.status).toBe(200);
      const items = list.body as unknown as { id: string; title: string; createdAt: string; metadata: { planName?: string }; clientName: string }[];
      expect(items).toHaveLength(1);
      expect(items[0]).toMatchObject({ title: 'Workout Completed', clientName: 'Alex Rivera', metadata: { planName: 'P' } });
      expect(typeof items[0]!.createdAt).toBe('string');

      const theirId = (await t.db.notification.findFirstOrThrow({ where: { coachId: other.coach.id } })).id;
      expect((await http.api('PUT', `/notifications/${theirId}/read`, { token })).status).toBe(404);
      expect((await http.api('DELETE', `/notifications/${theirId}`, { token })).body).toEqual({ error: 'Notification not found' });

      const read = await http.api('PUT', `/notifications/${items[0]!.id}/read`, { token });
      expect(read.status).toBe(200);
      expect(read.body).toMatchObject({ isRead: true });

      // docs/product.md §7: an empty body with no content type.
      const check = await http.api('POST', '/notifications/check-missed-workouts', { token });
      expect(check.status).toBe(200);
      expect(check.body).toEqual({ marked: 1, due: 0 });

      expect((await http.api('PUT', '/notifications/read-all', { token })).body).toEqual({ updated: 1 });
      expect((await http.api('DELETE', `/notifications/${items[0]!.id}`, { token })).status).toBe(200);

      const clientToken = await tokenFor(t.deps, mine.clientUser);
      expect((await http.api('GET', '/notifications', { token: clientToken })).status).toBe(403);
      expect((await http.api('POST', '/notifications/check-missed-workouts', { token: clientToken })).status).toBe(403);
      expect((await http.api('GET', '/notifications')).status).toBe(401);
    } finally {
      await http.close();
    }
  });
});
