// Check-in reminders (docs/check-ins.md): one e-mail on the local due day at 09:00 in the client's
// zone (Honolulu, Tokyo), none once sent or turned off, and the one-click unsubscribe turns it off.
import { beforeEach, describe, expect, it } from 'vitest';
import { sendCheckInReminders } from '#server/services/check-ins/reminders';
import { unsubscribe } from '#server/services/email/unsubscribe';
import { callerAs, makeClient, makeCoach, setupTestHooks } from '../helpers.ts';

const t = setupTestHooks({ now: '2026-03-10T00:00:00.000Z' });
beforeEach(() => {
  t.deps.mailer.sent.length = 0;
});

async function runEvery(stepMin: number, from: string, to: string) {
  const sent: [string, string][] = [];
  for (let at = new Date(from).getTime(); at <= new Date(to).getTime(); at += stepMin * 60_000) {
    t.deps.clock.set(new Date(at));
    const before = t.deps.mailer.sent.length;
    await sendCheckInReminders(t.deps);
    for (const m of t.deps.mailer.sent.slice(before)) sent.push([m.to, new Date(at).toISOString()]);
  }
  return sent;
}

describe('check-in reminders', () => {
  it('fire once at 09:00 local on the due day, in each client’s zone, and not for a sent or turned-off check-in', async () => {
    const coach = await makeCoach(t.db);
    const api = callerAs(t.deps, coach).coach.checkIns;
    const tpl = await api.createTemplate({ name: 'Weekly', questions: [{ id: 'q', type: 'YES_NO', text: 'Good week?' }] });
    const people: Record<string, Awaited<ReturnType<typeof makeClient>>> = {};
    for (const [name, zone] of [
      ['honolulu', 'Pacific/Honolulu'],
      ['tokyo', 'Asia/Tokyo'],
      ['sent', 'UTC'],
      ['off', 'UTC'],
    ] as const) {
      people[name] = await makeClient(t.db, coach.id, { firstName: name, email: `${name}@example.com` });
      await t.db.user.update({ where: { id: people[name].user.id }, data: { timeZone: zone } });
    }
    // Wednesday 11 March is the due day for all of them.
    await api.createSchedules({ templateId: tpl.id, clientIds: Object.values(people).map((p) => p.client.id), weekday: 3 });
    await t.db.client.update({ where: { id: people.off!.client.id }, data: { checkInReminders: false } });
    const sentSchedule = await t.db.checkInSchedule.findFirstOrThrow({ where: { clientId: people.sent!.client.id } });
    await t.db.checkInSubmission.create({
      data: {
        coachId: coach.id,
        clientId: people.sent!.client.id,
        scheduleId: sentSchedule.id,
        dueDate: new Date('2026-03-11T00:00:00Z'),
        templateName: 'Weekly',
        questions: [],
        metrics: [],
        answers: [],
        metricValues: [],
      },
    });
    // Honolulu's 09:00 on the 11th is 19:00 UTC; Tokyo's is 00:00 UTC on the 11th.
    const sent = await runEvery(15, '2026-03-10T12:00:00.000Z', '2026-03-12T00:00:00.000Z');
    expect(sent.toSorted()).toEqual([
      ['honolulu@example.com', '2026-03-11T19:00:00.000Z'],
      ['tokyo@example.com', '2026-03-11T00:00:00.000Z'],
    ]);
    const mail = t.deps.mailer.sent.find((m) => m.to === 'tokyo@example.com')!;
    expect(mail.subject).toBe('Your check-in is due today: Weekly');
    expect(mail.text).toContain('/app/check-ins');
    // The one-click link turns it off.
    const token = /token=([\w.%-]+)/.exec(mail.headers!['List-Unsubscribe']!)![1]!;
    await unsubscribe(t.deps, decodeURIComponent(token));
    expect((await t.db.client.findUniqueOrThrow({ where: { id: people.tokyo!.client.id } })).checkInReminders).toBe(false);
  });

  it('reach a client with an installed app and no e-mail address on the lock screen', async () => {
    // The schedule's first due day follows the clock: Wednesday 11 March, as above.
    t.deps.clock.set(new Date('2026-03-10T00:00:00.000Z'));
    const coach = await makeCoach(t.db);
    const api = callerAs(t.deps, coach).coach.checkIns;
    const tpl = await api.createTemplate({ name: 'Weekly', questions: [{ id: 'q', type: 'YES_NO', text: 'Good week?' }] });
    const app = await makeClient(t.db, coach.id, { firstName: 'app' });
    // `.invalid` never resolves: the push is queued, and no request leaves the test.
    await t.db.pushSubscription.create({ data: { userId: app.user.id, endpoint: 'https://push.app.invalid/send/1', p256dh: 'B'.padEnd(87, 'A'), auth: 'A'.repeat(22) } });
    await api.createSchedules({ templateId: tpl.id, clientIds: [app.client.id], weekday: 3 });
    const queued = t.deps.jobs.sent.length;
    await runEvery(15, '2026-03-11T08:45:00.000Z', '2026-03-11T09:15:00.000Z');
    expect(t.deps.mailer.sent).toEqual([]);
    const pushes = t.deps.jobs.sent.slice(queued).filter((j) => j.name === 'push-event');
    expect(pushes.map((j) => j.data)).toEqual([expect.objectContaining({ userId: app.user.id, event: 'CHECK_IN_DUE', url: '/app/check-ins' })]);
  });
});
