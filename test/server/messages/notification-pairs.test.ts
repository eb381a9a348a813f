// Issue 16 item 4: a workout completed with feedback keeps the product's two notifications in the
// API (COMPLETED_WORKOUT and CLIENT_FEEDBACK, docs/product.md), and the badge count shows the
// pair as one item (docs/decisions/0014-notification-pairs.md).
import { describe, expect, it } from 'vitest';
import { callerAs, makeClient, makeCoach, setupTestHooks, startHttp, tokenFor } from '../helpers.ts';
import { makeSession } from '../workouts/fixtures.ts';

const t = setupTestHooks();

describe('notification pairs', () => {
  it('8 completions with feedback give 16 notifications in the API and 8 unread in the badge', async () => {
    const coach = await makeCoach(t.db);
    const { client, user } = await makeClient(t.db, coach.id, { firstName: 'Alex', lastName: 'Rivera' });
    const asClient = callerAs(t.deps, user);
    const asCoach = callerAs(t.deps, coach);
    const sessions: { id: string; name: string }[] = [];
    for (let i = 0; i < 8; i++) sessions.push(await makeSession(t.db, { coachId: coach.id, clientId: client.id, scheduledFor: '2026-03-11T00:00:00Z', name: `W${i}` }));
    for (const s of sessions) await asClient.clientApp.workouts.updateSession({ id: s.id, status: 'COMPLETED', clientFeedback: `Felt good ${s.name}` });

    // The SPEC's REST shapes and types stay as they were.
    const http = await startHttp(t.deps);
    try {
      const res = await http.api('GET', '/notifications', { token: await tokenFor(t.deps, coach) });
      const list = res.body as unknown as { type: string; metadata: { sessionId?: string } }[];
      expect(list).toHaveLength(16);
      expect(list.filter((n) => n.type === 'COMPLETED_WORKOUT')).toHaveLength(8);
      expect(list.filter((n) => n.type === 'CLIENT_FEEDBACK')).toHaveLength(8);
    } finally {
      await http.close();
    }
    expect(await asCoach.coach.notifications.unreadCount()).toEqual({ count: 8 });

    // Reading one of a pair leaves the item unread; reading both clears it.
    const first = (await asCoach.coach.notifications.list()).filter((n) => n.metadata.sessionId === sessions[0]!.id);
    expect(first).toHaveLength(2);
    await asCoach.coach.notifications.markRead({ id: first[0]!.id });
    expect(await asCoach.coach.notifications.unreadCount()).toEqual({ count: 8 });
    await asCoach.coach.notifications.markRead({ id: first[1]!.id });
    expect(await asCoach.coach.notifications.unreadCount()).toEqual({ count: 7 });

    // Other notifications count one each; a skipped workout (feedback only) too.
    const skipped = await makeSession(t.db, { coachId: coach.id, clientId: client.id, scheduledFor: '2026-03-11T00:00:00Z', name: 'Skip' });
    await asClient.clientApp.workouts.updateSession({ id: skipped.id, status: 'SKIPPED', clientFeedback: 'Workout skipped' });
    await asClient.clientApp.messages.send({ content: 'hi' });
    expect(await asCoach.coach.notifications.unreadCount()).toEqual({ count: 9 });
  });
});
