// Coach–client messages (issue 16 item 3, docs/messages.md): sanitising, paging, unread counts,
// the thread notification, tenancy, archived clients and replies to workout feedback.
import { describe, expect, it } from 'vitest';
import { MSG_CLIENT_ARCHIVED_SELF } from '#shared/client-access';
import { MESSAGE_MAX_LENGTH, MSG_MESSAGE_REQUIRED, MSG_MESSAGE_TOO_LONG } from '#shared/schemas/messages';
import { MSG_BAD_CURSOR } from '#shared/schemas/paging';
import { MSG_ARCHIVED_CLIENT_MESSAGE, MSG_REPLY_NEEDS_COMPLETED } from '#server/services/messages/messages';
import { failure } from '../clients/failure.ts';
import { callerAs, makeClient, makeCoach, setupTestHooks, startHttp, tokenFor } from '../helpers.ts';
import { makeSession } from '../workouts/fixtures.ts';

const t = setupTestHooks();

async function pair(firstName = 'Alex') {
  const coach = await makeCoach(t.db);
  const { client, user } = await makeClient(t.db, coach.id, { firstName, lastName: 'Rivera' });
  return { coach, client, user, asCoach: callerAs(t.deps, coach), asClient: callerAs(t.deps, user) };
}

describe('the conversation', () => {
  it('keeps only the notes allow-list, turns plain text into paragraphs and is read newest first', async () => {
    const { client, asCoach, asClient } = await pair();
    const rich = await asClient.clientApp.messages.send({
      content: '<p style="color:red" onclick="x()">Knee <strong>sore</strong> <a href="javascript:alert(1)">link</a><script>alert(1)</script><img src=x onerror=alert(1)></p>',
    });
    expect(rich).toMatchObject({ sender: 'CLIENT', content: '<p>Knee <strong>sore</strong> link</p>', readAt: null, sessionId: null });
    t.deps.clock.advance(60_000);
    const plain = await asCoach.coach.messages.send({ id: client.id, content: 'Rest it today\n\n2 < 3 & ice' });
    expect(plain).toMatchObject({ sender: 'COACH', content: '<p>Rest it today</p><p>2 &lt; 3 &amp; ice</p>' });
    const forCoach = await asCoach.coach.messages.list({ id: client.id });
    const forClient = await asClient.clientApp.messages.list({});
    expect(forCoach.items.map((m) => m.id)).toEqual([plain.id, rich.id]);
    expect(forClient).toEqual(forCoach);
    expect(forCoach.nextCursor).toBeNull();
  });

  it('refuses blank and too long text and writes nothing', async () => {
    const { client, asCoach, asClient } = await pair();
    for (const content of ['', '   ', '<p> </p><br>', '<script>alert(1)</script>', '<img src=x>']) {
      expect(await failure(asClient.clientApp.messages.send({ content }))).toEqual({ code: 'BAD_REQUEST', message: MSG_MESSAGE_REQUIRED });
      expect(await failure(asCoach.coach.messages.send({ id: client.id, content }))).toEqual({ code: 'BAD_REQUEST', message: MSG_MESSAGE_REQUIRED });
    }
    const long = 'x'.repeat(MESSAGE_MAX_LENGTH + 1);
    expect(await failure(asClient.clientApp.messages.send({ content: long }))).toEqual({ code: 'BAD_REQUEST', message: MSG_MESSAGE_TOO_LONG });
    expect(await t.db.message.count({ where: { clientId: client.id } })).toBe(0);
    expect(await t.db.notification.count({ where: { clientId: client.id } })).toBe(0);
  });

  it('pages older messages with a keyset cursor, with no overlap or gap, and refuses a forged cursor', async () => {
    const { client, asCoach, asClient } = await pair();
    const sent: string[] = [];
    for (let i = 0; i < 5; i++) {
      // Two messages share a time: the id breaks the tie.
      if (i !== 3) t.deps.clock.advance(1000);
      sent.push((await asClient.clientApp.messages.send({ content: `m${i}` })).id);
    }
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const p: Awaited<ReturnType<typeof asCoach.coach.messages.list>> = await asCoach.coach.messages.list({ id: client.id, limit: 2, cursor });
      seen.push(...p.items.map((m) => m.id));
      cursor = p.nextCursor;
      pages++;
    } while (cursor);
    expect(pages).toBe(3);
    expect(new Set(seen).size).toBe(5);
    expect(seen.slice(0, 2).toSorted()).toEqual(sent.slice(3).toSorted());
    expect(seen.at(-1)).toBe(sent[0]);
    expect(await failure(asClient.clientApp.messages.list({ cursor: 'bm90LWpzb24' }))).toEqual({ code: 'BAD_REQUEST', message: MSG_BAD_CURSOR });
  });
});

describe('unread counts and the coach notification', () => {
  it('counts each side, raises one notification per unread thread and marks read when viewed', async () => {
    const { coach, client, asCoach, asClient } = await pair();
    const other = await makeClient(t.db, coach.id, { firstName: 'Sam' });
    await asClient.clientApp.messages.send({ content: 'one' });
    t.deps.clock.advance(1000);
    await asClient.clientApp.messages.send({ content: 'two' });
    await callerAs(t.deps, other.user).clientApp.messages.send({ content: 'hi' });
    expect(await asCoach.coach.messages.unread()).toEqual({
      total: 3,
      clients: [
        { clientId: client.id, count: 2 },
        { clientId: other.client.id, count: 1 },
      ],
    });
    const notes = await asCoach.coach.notifications.list();
    const mine = notes.filter((n) => n.clientId === client.id);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ type: 'CLIENT_MESSAGE', title: '2 new messages', message: 'Alex Rivera: "two"', isRead: false, metadata: { count: 2 } });

    expect(await asCoach.coach.messages.markRead({ id: client.id })).toEqual({ updated: 2 });
    expect((await asCoach.coach.messages.unread()).total).toBe(1);
    expect((await asCoach.coach.notifications.list()).find((n) => n.clientId === client.id)?.isRead).toBe(true);

    // A new message after the thread was read raises it again, counting only the unread ones.
    t.deps.clock.advance(60_000);
    await asClient.clientApp.messages.send({ content: 'three' });
    const again = (await asCoach.coach.notifications.list()).filter((n) => n.clientId === client.id);
    expect(again).toHaveLength(1);
    expect(again[0]).toMatchObject({ title: 'New message', isRead: false, metadata: { count: 1 } });

    await asCoach.coach.messages.send({ id: client.id, content: 'reply' });
    expect(await asClient.clientApp.messages.unreadCount()).toEqual({ count: 1 });
    expect(await asClient.clientApp.messages.markRead()).toEqual({ updated: 1 });
    expect(await asClient.clientApp.messages.unreadCount()).toEqual({ count: 0 });
    const read = (await asClient.clientApp.messages.list({})).items.find((m) => m.sender === 'COACH');
    expect(read?.readAt).toEqual(t.deps.clock.now());
  });
});

describe('tenancy', () => {
  it("shows a conversation to its coach and its client only; another tenant's client is not found", async () => {
    const a = await pair('Ann');
    const b = await pair('Ben');
    await a.asClient.clientApp.messages.send({ content: 'private to Ann’s coach' });
    for (const call of [
      () => b.asCoach.coach.messages.list({ id: a.client.id }),
      () => b.asCoach.coach.messages.send({ id: a.client.id, content: 'x' }),
      () => b.asCoach.coach.messages.markRead({ id: a.client.id }),
    ]) {
      expect(await failure(call())).toEqual({ code: 'NOT_FOUND', message: 'Client not found' });
    }
    expect((await b.asClient.clientApp.messages.list({})).items).toEqual([]);
    expect(await b.asCoach.coach.messages.unread()).toEqual({ total: 0, clients: [] });
    expect(await b.asClient.clientApp.messages.unreadCount()).toEqual({ count: 0 });
    // A client cannot use the coach's procedures, nor a coach the client's.
    expect((await failure(a.asClient.coach.messages.list({ id: a.client.id }))).code).toBe('FORBIDDEN');
    expect((await failure(a.asCoach.clientApp.messages.list({}))).code).toBe('FORBIDDEN');
    expect(await t.db.message.count({ where: { clientId: a.client.id } })).toBe(1);
  });

  it('an archived client cannot read or write, and the coach cannot write to them', async () => {
    const { client, asCoach, asClient } = await pair();
    await asClient.clientApp.messages.send({ content: 'before' });
    await t.db.client.update({ where: { id: client.id }, data: { archived: true } });
    expect(await failure(asClient.clientApp.messages.send({ content: 'after' }))).toEqual({ code: 'FORBIDDEN', message: MSG_CLIENT_ARCHIVED_SELF });
    expect(await failure(asClient.clientApp.messages.list({}))).toEqual({ code: 'FORBIDDEN', message: MSG_CLIENT_ARCHIVED_SELF });
    expect(await failure(asCoach.coach.messages.send({ id: client.id, content: 'x' }))).toEqual({ code: 'CONFLICT', message: MSG_ARCHIVED_CLIENT_MESSAGE });
    // The coach still reads the history.
    expect((await asCoach.coach.messages.list({ id: client.id })).items).toHaveLength(1);
  });
});

describe('replies to workout feedback', () => {
  it('keeps the reply on the workout for the client and posts it in the conversation', async () => {
    const { coach, client, asCoach, asClient } = await pair();
    const s = await makeSession(t.db, { coachId: coach.id, clientId: client.id, scheduledFor: '2026-03-10T00:00:00Z', status: 'COMPLETED', completedAt: '2026-03-10T09:00:00Z' });
    await t.db.workoutSession.update({ where: { id: s.id }, data: { clientFeedback: 'Hard squats' } });
    const reply = await asCoach.coach.messages.replyToFeedback({ id: s.id, content: 'Great <b>effort</b><script>x</script>' });
    expect(reply).toMatchObject({ sessionId: s.id, coachReply: 'Great <b>effort</b>', message: { sender: 'COACH', sessionId: s.id, workoutName: 'Lower Body Strength' } });
    expect(await asClient.clientApp.workouts.getSession({ id: s.id })).toMatchObject({ coachReply: 'Great <b>effort</b>', coachRepliedAt: t.deps.clock.now() });
    expect((await asClient.clientApp.workouts.listSessions()).find((x) => x.id === s.id)?.coachReply).toBe('Great <b>effort</b>');
    expect((await asCoach.coach.clients.history({ id: client.id })).find((x) => x.id === s.id)?.coachReply).toBe('Great <b>effort</b>');
    expect(await asClient.clientApp.messages.unreadCount()).toEqual({ count: 1 });
  });

  it('refuses a workout that is not completed, and another coach’s workout is not found', async () => {
    const { coach, client, asCoach } = await pair();
    const other = await pair('Ola');
    const open = await makeSession(t.db, { coachId: coach.id, clientId: client.id, scheduledFor: '2026-03-11T00:00:00Z' });
    expect(await failure(asCoach.coach.messages.replyToFeedback({ id: open.id, content: 'x' }))).toEqual({ code: 'CONFLICT', message: MSG_REPLY_NEEDS_COMPLETED });
    const done = await makeSession(t.db, { coachId: coach.id, clientId: client.id, scheduledFor: '2026-03-10T00:00:00Z', status: 'COMPLETED' });
    expect(await failure(other.asCoach.coach.messages.replyToFeedback({ id: done.id, content: 'x' }))).toEqual({ code: 'NOT_FOUND', message: 'Workout session not found' });
    expect(await t.db.workoutSession.findUniqueOrThrow({ where: { id: done.id }, select: { coachReply: true } })).toEqual({ coachReply: null });
    expect(await t.db.message.count({ where: { clientId: client.id } })).toBe(0);
  });
});

describe('REST', () => {
  it('sends, pages with X-Next-Cursor and Link, and answers 404 for another tenant', async () => {
    const http = await startHttp(t.deps);
    try {
      const { coach, client, user } = await pair();
      const other = await makeCoach(t.db);
      const [coachToken, clientToken, otherToken] = await Promise.all([tokenFor(t.deps, coach), tokenFor(t.deps, user), tokenFor(t.deps, other)]);
      for (const content of ['a', 'b', 'c']) {
        t.deps.clock.advance(1000);
        const r = await http.api('POST', '/messages', { token: clientToken, body: { content } });
        expect(r.status).toBe(200);
      }
      const first = await http.api('GET', `/clients/${client.id}/messages?limit=2`, { token: coachToken });
      expect(first.status).toBe(200);
      const body = first.body as { items: { content: string }[]; nextCursor: string };
      expect(body.items.map((m) => m.content)).toEqual(['<p>c</p>', '<p>b</p>']);
      expect(first.headers.get('x-next-cursor')).toBe(body.nextCursor);
      expect(first.headers.get('link')).toBe(`</api/clients/${client.id}/messages?limit=2&cursor=${body.nextCursor}>; rel="next"`);
      const second = await http.api('GET', `/clients/${client.id}/messages?limit=2&cursor=${body.nextCursor}`, { token: coachToken });
      expect((second.body as { items: { content: string }[]; nextCursor: null }).items.map((m) => m.content)).toEqual(['<p>a</p>']);
      expect(await http.api('GET', '/message-counts', { token: coachToken })).toMatchObject({ status: 200, body: { total: 3 } });
      expect(await http.api('GET', `/clients/${client.id}/messages`, { token: otherToken })).toMatchObject({ status: 404, body: { error: 'Client not found' } });
      expect(await http.api('POST', '/messages', { token: clientToken, body: { content: 7 } })).toMatchObject({ status: 400 });
      expect(await http.api('PUT', '/messages/read', { token: clientToken })).toMatchObject({ status: 200, body: { updated: 0 } });
    } finally {
      await http.close();
    }
  });
});
