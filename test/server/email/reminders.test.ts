// Workout reminders and coach digests go out at the right local hour (docs/jobs.md,
// docs/time-zones.md): the jobs are run as the queue runs them, every 15 minutes (reminders) and
// hourly (digests) of an injected clock across two days, and each e-mail is stamped with the
// instant it was queued.
import { beforeEach, describe, expect, it } from 'vitest';
import { sendCoachDigests } from '#server/services/email/digests';
import { sendWorkoutReminders } from '#server/services/email/reminders';
import { makeSession } from '../factories.ts';
import { callerAs, makeClient, makeCoach, setupTestHooks } from '../helpers.ts';

const t = setupTestHooks({ now: '2026-03-10T00:00:00.000Z' });
beforeEach(() => {
  t.deps.mailer.sent.length = 0;
});

/** Runs `job` every `stepMin` minutes from `from` to `to`; returns [recipient, ISO instant] per e-mail. */
async function runEvery(job: () => Promise<number>, stepMin: number, from: string, to: string) {
  const sent: [string, string][] = [];
  for (let at = new Date(from).getTime(); at <= new Date(to).getTime(); at += stepMin * 60_000) {
    t.deps.clock.set(new Date(at));
    const before = t.deps.mailer.sent.length;
    await job();
    for (const m of t.deps.mailer.sent.slice(before)) sent.push([m.to, new Date(at).toISOString()]);
  }
  return sent;
}

describe('workout reminders', () => {
  it('fire once, during the chosen hour of each client’s own zone, only on days with a workout', async () => {
    const coach = await makeCoach(t.db);
    // 07:00 local on Wednesday 2026-03-11 is 17:00 UTC on the 11th in Honolulu (UTC−10), 22:00
    // UTC on the 10th in Tokyo (UTC+9), 01:15 UTC in Kathmandu (UTC+5:45), 07:00 UTC in London.
    const zones = { honolulu: 'Pacific/Honolulu', tokyo: 'Asia/Tokyo', kathmandu: 'Asia/Kathmandu', london: 'Europe/London' } as const;
    const ids: Record<string, string> = {};
    for (const [name, zone] of Object.entries(zones)) {
      const { client, user } = await makeClient(t.db, coach.id, { firstName: name, email: `${name}@example.com` });
      await t.db.user.update({ where: { id: user.id }, data: { timeZone: zone } });
      await callerAs(t.deps, coach).coach.clients.setReminder({ id: client.id, hour: 7 });
      await makeSession(t.db, { coachId: coach.id, clientId: client.id, planName: `${name} workout`, scheduledFor: '2026-03-11T00:00:00.000Z' });
      ids[name] = client.id;
    }
    // Opted in but nothing on the 11th: no e-mail. Opted out: none either.
    const { client: rest } = await makeClient(t.db, coach.id, { firstName: 'rest', email: 'rest@example.com' });
    await callerAs(t.deps, coach).coach.clients.setReminder({ id: rest.id, hour: 7 });
    const { client: off } = await makeClient(t.db, coach.id, { firstName: 'off', email: 'off@example.com' });
    await makeSession(t.db, { coachId: coach.id, clientId: off.id, scheduledFor: '2026-03-11T00:00:00.000Z' });

    const sent = await runEvery(() => sendWorkoutReminders(t.deps), 15, '2026-03-10T12:00:00.000Z', '2026-03-11T12:00:00.000Z');
    expect(sent.toSorted()).toEqual(
      [
        ['honolulu@example.com', '2026-03-11T17:00:00.000Z'],
        ['kathmandu@example.com', '2026-03-11T01:15:00.000Z'],
        ['london@example.com', '2026-03-11T07:00:00.000Z'],
        ['tokyo@example.com', '2026-03-10T22:00:00.000Z'],
      ]
        .filter(([, at]) => at! <= '2026-03-11T12:00:00.000Z')
        .toSorted(),
    );
    // Honolulu's 07:00 on the 11th comes later (17:00 UTC): run on to it.
    const later = await runEvery(() => sendWorkoutReminders(t.deps), 15, '2026-03-11T12:15:00.000Z', '2026-03-11T18:00:00.000Z');
    expect(later).toEqual([['honolulu@example.com', '2026-03-11T17:00:00.000Z']]);
    const mail = t.deps.mailer.sent.find((m) => m.to === 'tokyo@example.com')!;
    expect(mail.subject).toBe('Today: tokyo workout');
    expect(mail.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
  });

  it('a completed workout, an archived client or no address: no reminder', async () => {
    const coach = await makeCoach(t.db);
    const mk = async (name: string, o: { email?: string; status?: 'COMPLETED'; archived?: boolean }) => {
      const { client } = await makeClient(t.db, coach.id, { firstName: name, ...(o.email ? { email: o.email } : {}) });
      await t.db.client.update({ where: { id: client.id }, data: { reminderHour: 9, archived: o.archived ?? false } });
      await makeSession(t.db, { coachId: coach.id, clientId: client.id, scheduledFor: '2026-03-12T00:00:00.000Z', ...(o.status ? { status: o.status, completedAt: '2026-03-12T06:00:00.000Z' } : {}) });
    };
    await mk('done', { email: 'done@example.com', status: 'COMPLETED' });
    await mk('archived', { email: 'archived@example.com', archived: true });
    await mk('nomail', {});
    expect(await runEvery(() => sendWorkoutReminders(t.deps), 15, '2026-03-12T08:45:00.000Z', '2026-03-12T10:00:00.000Z')).toEqual([]);
  });

  it('the reminder settings: 0–23 or null, validated, and another coach’s client is a 404', async () => {
    const coach = await makeCoach(t.db);
    const { client } = await makeClient(t.db, coach.id, { email: 'set@example.com' });
    const caller = callerAs(t.deps, coach).coach.clients;
    expect(await caller.reminder({ id: client.id })).toEqual({ hour: null, email: 'set@example.com' });
    expect(await caller.setReminder({ id: client.id, hour: 23 })).toEqual({ hour: 23, email: 'set@example.com' });
    await expect(caller.setReminder({ id: client.id, hour: 24 })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(caller.setReminder({ id: client.id, hour: 6.5 })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    expect(await caller.reminder({ id: client.id })).toEqual({ hour: 23, email: 'set@example.com' });
    const other = await makeCoach(t.db);
    await expect(callerAs(t.deps, other).coach.clients.setReminder({ id: client.id, hour: 5 })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(callerAs(t.deps, other).coach.clients.reminder({ id: client.id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('the client turns their own reminder on and off in the client app; the coach sees it', async () => {
    const coach = await makeCoach(t.db);
    const { client, user } = await makeClient(t.db, coach.id, { email: 'self@example.com' });
    const me = callerAs(t.deps, user).clientApp.reminder;
    expect(await me.get()).toEqual({ hour: null, email: 'self@example.com' });
    expect(await me.set({ hour: 6 })).toEqual({ hour: 6, email: 'self@example.com' });
    expect(await callerAs(t.deps, coach).coach.clients.reminder({ id: client.id })).toEqual({ hour: 6, email: 'self@example.com' });
    await expect(me.set({ hour: -1 })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    expect(await me.set({ hour: null })).toEqual({ hour: null, email: 'self@example.com' });
    await expect(callerAs(t.deps, coach).clientApp.reminder.get()).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });
});

describe('coach digests', () => {
  it('daily at 07:00 in the coach’s zone; weekly on Monday 07:00; off sends nothing', async () => {
    const daily = await makeCoach(t.db, { email: 'daily@example.com' });
    await t.db.user.update({ where: { id: daily.id }, data: { timeZone: 'America/New_York' } });
    await callerAs(t.deps, daily).coach.profile.setDigest({ digest: 'DAILY' });
    const weekly = await makeCoach(t.db, { email: 'weekly@example.com' });
    await t.db.user.update({ where: { id: weekly.id }, data: { timeZone: 'Australia/Sydney' } });
    await callerAs(t.deps, weekly).coach.profile.setDigest({ digest: 'WEEKLY' });
    expect(await callerAs(t.deps, weekly).coach.profile.digest()).toEqual({ digest: 'WEEKLY' });
    await makeCoach(t.db, { email: 'off@example.com' });

    // Friday 13 to Monday 16 March 2026 (New York is UTC−4 from the 8th; Sydney UTC+11).
    const sent = await runEvery(() => sendCoachDigests(t.deps), 60, '2026-03-13T00:02:00.000Z', '2026-03-16T12:02:00.000Z');
    expect(sent).toEqual([
      ['daily@example.com', '2026-03-13T11:02:00.000Z'],
      ['daily@example.com', '2026-03-14T11:02:00.000Z'],
      ['daily@example.com', '2026-03-15T11:02:00.000Z'],
      // Monday 07:00 in Sydney is Sunday 20:00 UTC.
      ['weekly@example.com', '2026-03-15T20:02:00.000Z'],
      ['daily@example.com', '2026-03-16T11:02:00.000Z'],
    ]);
    expect(t.deps.mailer.sent.find((m) => m.to === 'weekly@example.com')!.subject).toBe('Your weekly Spotter digest');
    await expect(callerAs(t.deps, daily).coach.profile.setDigest({ digest: 'HOURLY' as 'DAILY' })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });
});
