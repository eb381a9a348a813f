// Notifications that triage (issue 34 item 3, docs/notifications.md): filters by type and by
// client, a client's missed workouts of one week as one entry (grouped in the read, paged
// correctly), and tab counts that agree with each other and with the sidebar badge.
import { describe, expect, it } from 'vitest';
import { raiseNotification } from '#server/services/notifications/raise';
import { countingDb } from '../factories.ts';
import { callerAs, makeClient, makeCoach, setupHttpTestHooks, tokenFor } from '../helpers.ts';
import { notificationPage, recentNotifications } from '#server/services/notifications/notifications';

const { t, http } = setupHttpTestHooks();
const at = (day: number, minute = 0) => new Date(Date.UTC(2026, 2, day, 8, minute));

/** Ava missed 3 workouts in the week of Mar 9 and 1 the week before; Ben completed one and sent a message. */
async function walk() {
  const coach = await makeCoach(t.db);
  const { client: ava } = await makeClient(t.db, coach.id, { firstName: 'Ava', lastName: 'Stone' });
  const { client: ben } = await makeClient(t.db, coach.id, { firstName: 'Ben', lastName: 'Hale' });
  const missed = (clientId: string, when: Date, n: number) =>
    raiseNotification(t.db, { coachId: coach.id, clientId, type: 'MISSED_WORKOUT', title: 'Missed Workout', message: `missed ${n}`, dedupeKey: `missed-workout:${clientId}:${n}`, createdAt: when });
  await missed(ava.id, at(3), 0);
  for (const n of [1, 2, 3]) await missed(ava.id, at(10, n), n);
  await raiseNotification(t.db, { coachId: coach.id, clientId: ben.id, type: 'COMPLETED_WORKOUT', title: 'Workout Completed', message: 'Ben completed Legs', createdAt: at(10, 5) });
  await raiseNotification(t.db, { coachId: coach.id, clientId: ben.id, type: 'CLIENT_MESSAGE', title: 'New message', message: 'Ben: "hi"', createdAt: at(11) });
  return { coach, ava, ben, api: callerAs(t.deps, coach) };
}

describe('notifications that triage', () => {
  it('groups a client’s missed workouts of one week into one entry, and pages the groups', async () => {
    const { api, ava } = await walk();
    const page = await api.coach.notifications.page({});
    expect(page.items.map((n) => [n.type, n.message, n.group?.count ?? 1])).toEqual([
      ['CLIENT_MESSAGE', 'Ben: "hi"', 1],
      ['COMPLETED_WORKOUT', 'Ben completed Legs', 1],
      ['MISSED_WORKOUT', 'Ava Stone missed 3 workouts in the week of Mar 9', 3],
      ['MISSED_WORKOUT', 'missed 0', 1],
    ]);
    expect(page.items[2]).toMatchObject({ clientId: ava.id, isRead: false, group: { unreadIds: page.items[2]!.group!.ids } });
    // GET /notifications keeps one row per notification.
    expect(await api.coach.notifications.list({})).toHaveLength(6);
    // Page by page, the same entries, none lost or repeated.
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const p: Awaited<ReturnType<typeof api.coach.notifications.page>> = await api.coach.notifications.page({ limit: 1, cursor });
      seen.push(...p.items.map((n) => n.id));
      cursor = p.nextCursor;
    } while (cursor);
    expect(seen).toEqual(page.items.map((n) => n.id));
  });

  it('filters by type and by client, in the list, the page and the counts', async () => {
    const { api, ava, ben } = await walk();
    expect((await api.coach.notifications.page({ type: 'MISSED_WORKOUT' })).items.map((n) => n.group?.count ?? 1)).toEqual([3, 1]);
    expect((await api.coach.notifications.page({ clientId: ben.id })).items.map((n) => n.type)).toEqual(['CLIENT_MESSAGE', 'COMPLETED_WORKOUT']);
    expect((await api.coach.notifications.list({ clientId: ava.id, type: 'COMPLETED_WORKOUT' })).length).toBe(0);
    expect(await api.coach.notifications.counts({ type: 'MISSED_WORKOUT' })).toEqual({ all: 2, unread: 2, read: 0 });
    expect(await api.coach.notifications.counts({ clientId: ben.id })).toEqual({ all: 2, unread: 2, read: 0 });
  });

  it('counts tabs that agree: all = unread + read, the same as the lists and the badge', async () => {
    const { api, coach } = await walk();
    // One of Ava's three missed notifications of the week is read: the group stays unread.
    const one = await t.db.notification.findFirstOrThrow({ where: { coachId: coach.id, message: 'missed 2' } });
    await api.coach.notifications.markRead({ id: one.id });
    await api.coach.notifications.markRead({ id: (await t.db.notification.findFirstOrThrow({ where: { coachId: coach.id, type: 'CLIENT_MESSAGE' } })).id });
    const counts = await api.coach.notifications.counts();
    expect(counts).toEqual({ all: 4, unread: 3, read: 1 });
    const entries = async (o: { unread?: boolean; read?: boolean }) =>
      (await api.coach.notifications.page({ ...o, limit: 200 })).items.filter((n) => (o.read ? n.isRead : o.unread ? !n.isRead : true)).length;
    expect([await entries({}), await entries({ unread: true }), await entries({ read: true })]).toEqual([counts.all, counts.unread, counts.read]);
    expect(await api.coach.notifications.unreadCount()).toEqual({ count: counts.unread });
  });

  it('reads a grouped page in one statement, and answers over REST with the filters checked', async () => {
    const { coach, ben } = await walk();
    const counting = countingDb(t.db);
    await notificationPage(counting.db, coach.id, { type: 'MISSED_WORKOUT' });
    expect(counting.count()).toBe(1);
    const token = await tokenFor(t.deps, coach);
    expect(await http.api('GET', `/notification-counts?clientId=${ben.id}`, { token })).toMatchObject({ status: 200, body: { all: 2, unread: 2, read: 0 } });
    expect(await http.api('GET', '/notification-page?type=MISSED_WORKOUT', { token })).toMatchObject({ status: 200 });
    expect(await http.api('GET', '/notifications?type=NOPE', { token })).toMatchObject({ status: 400 });
    expect(await http.api('GET', '/notification-counts?clientId=a%20b', { token })).toMatchObject({ status: 400 });
    // Another coach's client is not found.
    const other = await makeCoach(t.db);
    expect(await http.api('GET', `/notification-counts?clientId=${ben.id}`, { token: await tokenFor(t.deps, other) })).toMatchObject({ status: 404, body: { error: 'Client not found' } });
  });
});

describe('the dashboard’s Recent Activity', () => {
  it('shows a mix of kinds, not only the missed workouts one check raised at once', async () => {
    const coach = await makeCoach(t.db);
    const api = callerAs(t.deps, coach);
    const { client: ben } = await makeClient(t.db, coach.id, { firstName: 'Ben', lastName: 'Hale' });
    await raiseNotification(t.db, { coachId: coach.id, clientId: ben.id, type: 'CLIENT_MESSAGE', title: 'New message', message: 'Ben: "hi"', createdAt: at(10, 1) });
    await raiseNotification(t.db, { coachId: coach.id, clientId: ben.id, type: 'COMPLETED_WORKOUT', title: 'Workout Completed', message: 'Ben completed Legs', createdAt: at(10, 2) });
    // Then the check marks 12 clients' workouts missed, 3 each, at one instant.
    for (let c = 0; c < 12; c++) {
      const { client } = await makeClient(t.db, coach.id, { firstName: `Member${c}`, lastName: 'X' });
      for (let n = 0; n < 3; n++) {
        await raiseNotification(t.db, {
          coachId: coach.id,
          clientId: client.id,
          type: 'MISSED_WORKOUT',
          title: 'Missed Workout',
          message: `m${c}.${n}`,
          dedupeKey: `mw:${client.id}:${n}`,
          createdAt: at(11),
        });
      }
    }
    // What the dashboard read before: the newest 8 unread, all missed workouts.
    const before = await api.coach.notifications.list({ unread: true, limit: 8 });
    expect(new Set(before.map((n) => n.type))).toEqual(new Set(['MISSED_WORKOUT']));
    const recent = await api.coach.notifications.recent();
    expect(recent.map((n) => n.type)).toEqual(['MISSED_WORKOUT', 'MISSED_WORKOUT', 'COMPLETED_WORKOUT', 'CLIENT_MESSAGE']);
    expect(recent[0]).toMatchObject({ title: 'Missed Workouts', group: { count: 3, weekOf: '2026-03-09' } });
    const counting = countingDb(t.db);
    await recentNotifications(counting.db, coach.id);
    expect(counting.count()).toBe(1);
  });
});
