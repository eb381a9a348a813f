// The Notifications screen's pages (docs/query-performance.md "Lists that can grow"):
// coach.notifications.page and GET /notification-page answer `{ items, nextCursor }` over the same
// list as GET /notifications. Pages join into the whole list (ties at one instant included), the
// unread filter pages too, and another coach's notifications never appear.
import { describe, expect, it } from 'vitest';
import { raiseNotification } from '#server/services/notifications/raise';
import { callerAs, makeClient, makeCoach, setupHttpTestHooks, tokenFor } from '../helpers.ts';
import { makeSession } from '../workouts/fixtures.ts';

const { t, http } = setupHttpTestHooks();
const at = (minute: number) => new Date(Date.UTC(2026, 2, 10, 8, minute));

/** A coach with 7 notifications: three share one instant; C and F are read. */
async function coachWithNotes() {
  const coach = await makeCoach(t.db);
  const { client, user } = await makeClient(t.db, coach.id, { firstName: 'Alex', lastName: 'Rivera' });
  const minutes = { A: 1, B: 2, C: 3, D: 3, E: 3, F: 4, G: 5 } as const;
  for (const [title, minute] of Object.entries(minutes)) {
    await raiseNotification(t.db, { coachId: coach.id, clientId: client.id, type: 'ASSIGNMENT_DUE', title, message: 'm', createdAt: at(minute) });
  }
  await t.db.notification.updateMany({ where: { coachId: coach.id, title: { in: ['C', 'F'] } }, data: { isRead: true } });
  // Another coach, with notifications at the same instants, never shows up in the first coach's pages.
  const other = await makeCoach(t.db);
  const { client: theirs } = await makeClient(t.db, other.id);
  for (const minute of [1, 3, 5]) {
    await raiseNotification(t.db, { coachId: other.id, clientId: theirs.id, type: 'ASSIGNMENT_DUE', title: `other ${minute}`, message: 'm', createdAt: at(minute) });
  }
  return { coach, clientUser: user, other };
}

type Api = ReturnType<typeof callerAs>;
async function allPages(api: Api, input: { limit: number; unread?: boolean; read?: boolean }) {
  const pages: string[][] = [];
  let cursor: string | null = null;
  do {
    // useInfiniteQuery sends `direction` with each page; the input accepts it.
    const page = await api.coach.notifications.page({ ...input, cursor, direction: 'forward' } as never);
    pages.push(page.items.map((n) => n.title));
    cursor = page.nextCursor;
  } while (cursor);
  return pages;
}

describe('coach.notifications.page', () => {
  it('pages join into the whole list, newest first, ties kept in order and none lost or repeated', async () => {
    const { coach } = await coachWithNotes();
    const api = callerAs(t.deps, coach);
    const whole = (await api.coach.notifications.list()).map((n) => n.title);
    expect(whole).toHaveLength(7);
    const pages = await allPages(api, { limit: 2 });
    expect(pages.map((p) => p.length)).toEqual([2, 2, 2, 1]);
    expect(pages.flat()).toEqual(whole);
    expect(pages.flat().slice(0, 2)).toEqual(['G', 'F']);
    // The first page has the list's default size and carries the client's name.
    const first = await api.coach.notifications.page();
    expect(first.items.map((n) => n.title)).toEqual(whole);
    expect(first.nextCursor).toBeNull();
    expect(first.items[0]).toMatchObject({ clientName: 'Alex Rivera', isRead: false, type: 'ASSIGNMENT_DUE' });
  });

  it('pages only unread ones when asked', async () => {
    const { coach } = await coachWithNotes();
    const pages = await allPages(callerAs(t.deps, coach), { limit: 2, unread: true });
    expect(pages.flat().toSorted()).toEqual(['A', 'B', 'D', 'E', 'G']);
    expect(pages).toHaveLength(3);
  });

  it('pages only read ones when asked, and refuses read and unread together', async () => {
    const { coach } = await coachWithNotes();
    const api = callerAs(t.deps, coach);
    const pages = await allPages(api, { limit: 1, read: true });
    expect(pages).toEqual([['F'], ['C']]);
    expect((await api.coach.notifications.list({ read: true })).map((n) => n.title)).toEqual(['F', 'C']);
    await expect(api.coach.notifications.page({ read: true, unread: true })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('carries the other half of a completion with feedback that the page does not (another page, or the other state)', async () => {
    const coach = await makeCoach(t.db);
    const { client, user } = await makeClient(t.db, coach.id, { firstName: 'Alex', lastName: 'Rivera' });
    const asClient = callerAs(t.deps, user);
    const api = callerAs(t.deps, coach);
    const sessions = [];
    for (const name of ['W0', 'W1', 'W2']) sessions.push(await makeSession(t.db, { coachId: coach.id, clientId: client.id, scheduledFor: '2026-03-11T00:00:00Z', name }));
    for (const s of sessions) await asClient.clientApp.workouts.updateSession({ id: s.id, status: 'COMPLETED', clientFeedback: `Felt good ${s.name}` });
    // Each completion and its feedback share a session; the list has 6 in 3 pairs.
    const whole = await api.coach.notifications.list();
    expect(whole).toHaveLength(6);
    const sessionOf = new Map(whole.map((n) => [n.id, n.metadata.sessionId]));

    // Pages of 3 (an odd size) split at least one pair: each page carries exactly the halves it
    // lacks of the pairs it shows (the six share one instant, so ids order them).
    const first = await api.coach.notifications.page({ limit: 3 });
    const second = await api.coach.notifications.page({ limit: 3, cursor: first.nextCursor });
    expect(second.nextCursor).toBeNull();
    for (const page of [first, second]) {
      const ids = new Set(page.items.map((n) => n.id));
      const sessionsOnPage = new Set(page.items.map((n) => sessionOf.get(n.id)));
      const lacking = whole.filter((n) => sessionsOnPage.has(n.metadata.sessionId) && !ids.has(n.id)).map((n) => n.id);
      expect(lacking.length).toBeGreaterThan(0);
      expect(page.partners.map((n) => n.id).toSorted()).toEqual(lacking.toSorted());
    }
    // A page of the whole list needs none, and the partners are never part of the list.
    expect(await api.coach.notifications.page()).toMatchObject({ items: whole, partners: [] });

    // Unread ones: the read half of a half-read pair comes along, read.
    const [completion] = whole.filter((n) => n.type === 'COMPLETED_WORKOUT');
    await api.coach.notifications.markRead({ id: completion!.id });
    const unread = await api.coach.notifications.page({ unread: true });
    expect(unread.items).toHaveLength(5);
    expect(unread.partners).toMatchObject([{ id: completion!.id, isRead: true }]);
    // Read ones: the unread half comes along, so the pair is not shown as read.
    const read = await api.coach.notifications.page({ read: true });
    expect(read.items.map((n) => n.id)).toEqual([completion!.id]);
    expect(read.partners).toMatchObject([{ type: 'CLIENT_FEEDBACK', isRead: false, metadata: { sessionId: completion!.metadata.sessionId } }]);
  });

  it("never shows another coach's notifications, even with that coach's cursor", async () => {
    const { coach, other } = await coachWithNotes();
    const theirs = await callerAs(t.deps, other).coach.notifications.page({ limit: 1 });
    expect(theirs.items.map((n) => n.title)).toEqual(['other 5']);
    const mine = await callerAs(t.deps, coach).coach.notifications.page({ limit: 50, cursor: theirs.nextCursor });
    // The cursor only moves the start inside the caller's own notifications (G shares the
    // cursor's instant, so the ids decide whether it comes before or after).
    expect(mine.items.map((n) => n.title).filter((x) => x !== 'G')).toEqual(['F', 'E', 'D', 'C', 'B', 'A']);
  });

  it('refuses clients with 403', async () => {
    const { clientUser } = await coachWithNotes();
    await expect(callerAs(t.deps, clientUser).coach.notifications.page()).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });
});

describe('GET /notification-page', () => {
  it('answers { items, nextCursor } with X-Next-Cursor, and 400 for bad paging input', async () => {
    const { coach } = await coachWithNotes();
    const token = await tokenFor(t.deps, coach);
    const seen: string[] = [];
    let path: string | null = '/notification-page?limit=3';
    while (path) {
      const res = await http.api('GET', path, { token });
      expect(res.status).toBe(200);
      const page = res.body as unknown as { items: { title: string }[]; nextCursor: string | null };
      seen.push(...page.items.map((n) => n.title));
      expect(res.headers.get('x-next-cursor')).toBe(page.nextCursor);
      path = page.nextCursor ? `/notification-page?limit=3&cursor=${page.nextCursor}` : null;
    }
    expect(seen).toEqual(['G', 'F', 'E', 'D', 'C', 'B', 'A']);
    expect(await http.api('GET', '/notification-page?limit=201', { token })).toMatchObject({ status: 400, body: { error: expect.stringContaining('at most 200') } });
    expect(await http.api('GET', '/notification-page?cursor=not-a-cursor', { token })).toMatchObject({ status: 400 });
    expect(await http.api('GET', '/notification-page?unread=maybe', { token })).toMatchObject({ status: 400 });
    expect(await http.api('GET', '/notification-page?read=true', { token })).toMatchObject({ status: 200, body: { items: [{ title: 'F' }, { title: 'C' }], partners: [] } });
    expect(await http.api('GET', '/notifications?read=true&limit=1', { token })).toMatchObject({ status: 200, body: [{ title: 'F' }] });
    expect(await http.api('GET', '/notifications?read=true&unread=true', { token })).toMatchObject({ status: 400, body: { error: expect.stringContaining('not both') } });
  });
});
