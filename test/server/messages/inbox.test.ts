// The coach's inbox (issue 34 item 2, docs/messages.md "Inbox"): every conversation newest
// first, unread counts, the last item (message or workout feedback), the Unread and Mine to
// answer filters, their counts, paging, tenancy, and the coach's thread with feedback in it.
import { describe, expect, it } from 'vitest';
import { callerAs, makeClient, makeCoach, setupTestHooks, startHttp, tokenFor } from '../helpers.ts';
import { countingDb } from '../factories.ts';
import { makeSession } from '../workouts/fixtures.ts';
import { inboxForCoach } from '#server/services/messages/inbox';

const t = setupTestHooks();

async function roster() {
  const coach = await makeCoach(t.db);
  const people = await Promise.all(['Ava', 'Ben', 'Cleo', 'Dan'].map((firstName) => makeClient(t.db, coach.id, { firstName, lastName: 'Test' })));
  const [ava, ben, cleo, dan] = people.map((p) => ({ ...p, as: callerAs(t.deps, p.user) }));
  return { coach, asCoach: callerAs(t.deps, coach), ava: ava!, ben: ben!, cleo: cleo!, dan: dan! };
}

const tick = () => t.deps.clock.advance(60_000);

describe('the inbox', () => {
  it('lists every conversation newest first with unread counts, previews, feedback and the filters', async () => {
    const { coach, asCoach, ava, ben, cleo, dan } = await roster();
    // Ava writes twice (unread); Ben wrote, the coach answered; Cleo left feedback on a workout; Dan has nothing.
    tick();
    await ben.as.clientApp.messages.send({ content: 'Can I swap Friday?' });
    tick();
    await asCoach.coach.messages.markRead({ id: ben.client.id });
    await asCoach.coach.messages.send({ id: ben.client.id, content: 'Sure' });
    tick();
    const s = await makeSession(t.db, {
      coachId: coach.id,
      clientId: cleo.client.id,
      scheduledFor: '2026-03-01T00:00:00Z',
      status: 'COMPLETED',
      completedAt: t.deps.clock.now().toISOString(),
      name: 'Leg Day',
    });
    await t.db.workoutSession.update({ where: { id: s.id }, data: { clientFeedback: 'Squats <b>felt</b> heavy' } });
    tick();
    await ava.as.clientApp.messages.send({ content: '<p>Knee is <strong>sore</strong></p>' });
    tick();
    await ava.as.clientApp.messages.send({ content: 'Should I rest?' });

    const all = await asCoach.coach.messages.inbox({});
    expect(all.counts).toEqual({ all: 3, unread: 1, mine: 2 });
    expect(all.items.map((c) => [c.clientName, c.unread, c.awaitingReply, c.last.kind, c.last.sender, c.last.preview])).toEqual([
      ['Ava Test', 2, true, 'MESSAGE', 'CLIENT', 'Should I rest?'],
      ['Cleo Test', 0, true, 'FEEDBACK', 'CLIENT', 'Squats <b>felt</b> heavy'],
      ['Ben Test', 0, false, 'MESSAGE', 'COACH', 'Sure'],
    ]);
    expect(all.items[1]!.last.workoutName).toBe('Leg Day');
    expect(all.items.some((c) => c.clientId === dan.client.id)).toBe(false);

    expect((await asCoach.coach.messages.inbox({ filter: 'unread' })).items.map((c) => c.clientName)).toEqual(['Ava Test']);
    expect((await asCoach.coach.messages.inbox({ filter: 'mine' })).items.map((c) => c.clientName)).toEqual(['Ava Test', 'Cleo Test']);

    // Answering leaves "Mine to answer"; reading leaves "Unread"; replying to feedback answers it too.
    tick();
    await asCoach.coach.messages.markRead({ id: ava.client.id });
    await asCoach.coach.messages.send({ id: ava.client.id, content: 'Yes, rest today' });
    tick();
    await asCoach.coach.messages.replyToFeedback({ id: s.id, content: 'Lighter next week' });
    const after = await asCoach.coach.messages.inbox({ filter: 'mine' });
    expect(after).toEqual({ items: [], nextCursor: null, counts: { all: 3, unread: 0, mine: 0 } });
  });

  it('shows feedback in the coach’s thread among the messages, as plain text, and pages across both', async () => {
    const { coach, asCoach, ava } = await roster();
    tick();
    await ava.as.clientApp.messages.send({ content: 'before' });
    tick();
    const s = await makeSession(t.db, {
      coachId: coach.id,
      clientId: ava.client.id,
      scheduledFor: '2026-03-01T00:00:00Z',
      status: 'COMPLETED',
      completedAt: t.deps.clock.now().toISOString(),
      name: 'Leg Day',
    });
    await t.db.workoutSession.update({ where: { id: s.id }, data: { clientFeedback: 'Heavy <b>day</b>' } });
    tick();
    await asCoach.coach.messages.replyToFeedback({ id: s.id, content: 'Well done' });
    const whole = await asCoach.coach.messages.list({ id: ava.client.id });
    expect(whole.items.map((m) => [m.kind, m.sender, m.content, m.workoutName])).toEqual([
      ['MESSAGE', 'COACH', '<p>Well done</p>', 'Leg Day'],
      ['FEEDBACK', 'CLIENT', '<p>Heavy &lt;b&gt;day&lt;/b&gt;</p>', 'Leg Day'],
      ['MESSAGE', 'CLIENT', '<p>before</p>', null],
    ]);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: Awaited<ReturnType<typeof asCoach.coach.messages.list>> = await asCoach.coach.messages.list({ id: ava.client.id, limit: 1, cursor });
      seen.push(...page.items.map((m) => m.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual(whole.items.map((m) => m.id));
    // The client's own conversation has no feedback items (they wrote it on the workout).
    expect((await ava.as.clientApp.messages.list({})).items.map((m) => m.kind)).toEqual(['MESSAGE', 'MESSAGE']);
  });

  it('pages with no gap or overlap, keeps the counts on every page, in one statement', async () => {
    const { coach, ava, ben, cleo, dan } = await roster();
    for (const p of [ava, ben, cleo, dan]) {
      tick();
      await p.as.clientApp.messages.send({ content: `hi from ${p.client.firstName}` });
    }
    const counting = countingDb(t.db);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      counting.reset();
      const page = await inboxForCoach(counting.db, coach.id, { limit: 3, cursor });
      expect(counting.count()).toBe(1);
      expect(page.counts).toEqual({ all: 4, unread: 4, mine: 4 });
      seen.push(...page.items.map((c) => c.clientName));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual(['Dan Test', 'Cleo Test', 'Ben Test', 'Ava Test']);
  });

  it('is scoped to the coach over REST, and refuses bad input', async () => {
    const { coach, ava } = await roster();
    await ava.as.clientApp.messages.send({ content: 'hello' });
    const other = await makeCoach(t.db);
    const http = await startHttp(t.deps);
    try {
      const [mine, theirs] = await Promise.all([tokenFor(t.deps, coach), tokenFor(t.deps, other)]);
      expect(await http.api('GET', '/inbox?filter=unread&limit=5', { token: mine })).toMatchObject({ status: 200, body: { counts: { all: 1, unread: 1, mine: 1 } } });
      expect(await http.api('GET', '/inbox', { token: theirs })).toMatchObject({ status: 200, body: { items: [], counts: { all: 0, unread: 0, mine: 0 } } });
      expect(await http.api('GET', '/inbox?filter=everything', { token: mine })).toMatchObject({ status: 400 });
      expect(await http.api('GET', '/inbox?cursor=%21%21', { token: mine })).toMatchObject({ status: 400 });
    } finally {
      await http.close();
    }
  });
});
