// Web push (docs/push.md): a subscription whose endpoint is a local receiver gets a VAPID-signed,
// aes128gcm-encrypted POST that this test decrypts with the browser's keys it made itself; the
// text is lock-screen-safe unless the user opted in; per-event switches and quiet hours in the
// user's own zone (Honolulu, Tokyo); 404/410 deletes the device; tenancy and bad input; the
// service worker's renewal of a subscription the browser replaced; the coach's daily summary.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { makeSession } from '../factories.ts';
import { callerAs, makeClient, makeCoach, setupHttpTestHooks, TEST_NOW, tokenFor } from '../helpers.ts';
import { runPushSend } from '#server/services/push/deliver';
import { runJob } from '#server/jobs/definitions';
import { sendWorkoutReminders } from '#server/services/email/reminders';
import { inQuietHours } from '#server/services/push/quiet-hours';
import { MSG_PUSH_ENDPOINT } from '#server/services/push/subscriptions';
import { createRateLimits, TOO_MANY_PUSH_RENEWALS } from '#server/lib/rate-limit';
import { PUSH_TEXTS } from '#server/services/push/texts';
import { ZPushPayload } from '#shared/schemas/push';
import { browserKeys, decryptAes128gcm, startReceiver, verifyVapid } from './receiver.ts';

const { t, http } = setupHttpTestHooks();
let receiver: Awaited<ReturnType<typeof startReceiver>>;

beforeAll(async () => {
  receiver = await startReceiver();
});
afterAll(() => receiver.close());
beforeEach(() => {
  t.deps.clock.set(TEST_NOW); // 10:00 UTC: 00:00 in Honolulu, 19:00 in Tokyo
  t.deps.push = { ...t.deps.push, allowLoopbackHttp: true };
  receiver.answer(201);
  receiver.received.length = 0;
});

let n = 0;
const at = (iso: string) => new Date(iso);
/** A coach and a client, each signed in; the client's device subscribed at the receiver. */
async function pair(o: { clientZone?: string; coachZone?: string } = {}) {
  const coach = await makeCoach(t.db);
  const { client, user } = await makeClient(t.db, coach.id, { firstName: 'Robin', lastName: 'Reed' });
  if (o.clientZone) await t.db.user.update({ where: { id: user.id }, data: { timeZone: o.clientZone } });
  if (o.coachZone) await t.db.user.update({ where: { id: coach.id }, data: { timeZone: o.coachZone } });
  const coachToken = await tokenFor(t.deps, coach);
  const clientToken = await tokenFor(t.deps, user);
  return { coach, client, user, coachToken, clientToken };
}

async function subscribeAt(token: string) {
  const browser = browserKeys();
  const endpoint = `${receiver.origin}/push/${++n}`;
  const res = await http.api('POST', '/push/subscriptions', { token, body: { endpoint, expirationTime: null, keys: browser.keys } });
  expect(res.status).toBe(200);
  return { ...browser, endpoint, id: res.body.id as string };
}

/** The pushes the receiver got at this device's endpoint, decrypted and parsed. */
function pushesTo(device: Pick<Awaited<ReturnType<typeof subscribeAt>>, 'endpoint' | 'ecdh' | 'auth'>) {
  return receiver.received.filter((r) => `${receiver.origin}${r.path}` === device.endpoint).map((r) => ZPushPayload.parse(JSON.parse(decryptAes128gcm(r.body, device))));
}

describe('delivery to a push service', () => {
  it('a coach message reaches the client’s device as a VAPID-signed aes128gcm POST that says only who wrote', async () => {
    const p = await pair();
    const device = await subscribeAt(p.clientToken);
    const sent = await http.api('POST', `/clients/${p.client.id}/messages`, { token: p.coachToken, body: { content: 'Your deadlift form looked great today' } });
    expect(sent.status).toBe(200);

    expect(receiver.received).toHaveLength(1);
    const [post] = receiver.received;
    expect(post!.headers['content-encoding']).toBe('aes128gcm');
    expect(post!.headers.ttl).toBe('86400');
    expect(post!.headers.urgency).toBe('high');
    const claims = verifyVapid(post!.headers.authorization, t.deps.push.publicKey);
    expect(claims.aud).toBe(receiver.origin);
    expect(claims.sub).toBe(t.deps.push.subject);
    expect(claims.exp * 1000).toBeGreaterThan(Date.now());
    expect(claims.exp * 1000).toBeLessThanOrEqual(Date.now() + 24 * 3600_000);

    const payload = JSON.parse(decryptAes128gcm(post!.body, device));
    expect(payload).toEqual({ title: 'New message from your coach', body: 'Open Spotter to read it.', url: '/app/messages', tag: 'messages' });
    // Nothing of the message on the lock screen by default.
    expect(post!.body.toString('latin1')).not.toContain('deadlift');
    const [row] = await t.db.pushSubscription.findMany({ where: { id: device.id }, select: { lastSentAt: true } });
    expect(row!.lastSentAt).toEqual(new Date(TEST_NOW));
  });

  it('with "show message text" on, the push carries the words; a turned-off event sends nothing', async () => {
    const p = await pair();
    const device = await subscribeAt(p.clientToken);
    const save = (body: object) => http.api('PUT', '/push/settings', { token: p.clientToken, body: { disabled: [], fullText: false, quietStart: 1320, quietEnd: 420, ...body } });
    expect((await save({ fullText: true })).status).toBe(200);
    await http.api('POST', `/clients/${p.client.id}/messages`, { token: p.coachToken, body: { content: 'Rest day tomorrow' } });
    expect(pushesTo(device)).toEqual([{ title: 'Message from your coach', body: 'Rest day tomorrow', url: '/app/messages', tag: 'messages' }]);

    expect((await save({ fullText: true, disabled: ['COACH_MESSAGE'] })).status).toBe(200);
    await http.api('POST', `/clients/${p.client.id}/messages`, { token: p.coachToken, body: { content: 'Another one' } });
    expect(pushesTo(device)).toHaveLength(1);
  });

  it('every device of a user gets it; the coach hears of a client message and of feedback', async () => {
    const p = await pair();
    const phone = await subscribeAt(p.coachToken);
    const laptop = await subscribeAt(p.coachToken);
    await http.api('POST', '/messages', { token: p.clientToken, body: { content: 'Can I swap Friday?' } });
    const expected = { ...PUSH_TEXTS.CLIENT_MESSAGE, url: `/coach/inbox?client=${p.client.id}`, tag: `messages:${p.client.id}` };
    expect(pushesTo(phone)).toEqual([expected]);
    expect(pushesTo(laptop)).toEqual([expected]);

    const s = await makeSession(t.db, { coachId: p.coach.id, clientId: p.client.id, scheduledFor: '2026-03-11T00:00:00Z' });
    await callerAs(t.deps, p.user).clientApp.workouts.updateSession({ id: s.id, status: 'COMPLETED', clientFeedback: 'Knee felt sore' });
    expect(pushesTo(phone).at(-1)).toEqual({ ...PUSH_TEXTS.CLIENT_FEEDBACK, url: `/coach/inbox?client=${p.client.id}`, tag: `feedback:${s.id}` });
  });

  it('the workout reminder reaches the lock screen with its e-mail, once a day', async () => {
    const p = await pair();
    await t.db.client.update({ where: { id: p.client.id }, data: { email: 'robin@example.com', reminderHour: 10 } });
    await makeSession(t.db, { coachId: p.coach.id, clientId: p.client.id, scheduledFor: '2026-03-11T00:00:00Z', planName: 'Legs' });
    const device = await subscribeAt(p.clientToken);
    await sendWorkoutReminders(t.deps);
    await sendWorkoutReminders(t.deps);
    expect(pushesTo(device)).toEqual([{ ...PUSH_TEXTS.WORKOUT_REMINDER, url: '/app/today', tag: 'workout-reminder' }]);
    expect(t.deps.mailer.sent.filter((m) => m.to === 'robin@example.com')).toHaveLength(1);
  });

  it('a client with no e-mail address still gets the reminder on the lock screen', async () => {
    const p = await pair();
    await t.db.client.update({ where: { id: p.client.id }, data: { email: null, reminderHour: 10 } });
    await makeSession(t.db, { coachId: p.coach.id, clientId: p.client.id, scheduledFor: '2026-03-11T00:00:00Z', planName: 'Legs' });
    const device = await subscribeAt(p.clientToken);
    const mailsBefore = t.deps.mailer.sent.length;
    await sendWorkoutReminders(t.deps);
    await sendWorkoutReminders(t.deps);
    expect(pushesTo(device)).toEqual([{ ...PUSH_TEXTS.WORKOUT_REMINDER, url: '/app/today', tag: 'workout-reminder' }]);
    expect(t.deps.mailer.sent).toHaveLength(mailsBefore);
  });

  it('a 410 or 404 answer deletes the device; a 500 keeps it and the job fails so the queue retries', async () => {
    const p = await pair();
    const gone = await subscribeAt(p.clientToken);
    receiver.answer(410);
    await http.api('POST', `/clients/${p.client.id}/messages`, { token: p.coachToken, body: { content: 'Hello?' } });
    expect(receiver.received).toHaveLength(1);
    expect(await t.db.pushSubscription.count({ where: { id: gone.id } })).toBe(0);
    expect((await http.api('GET', '/push', { token: p.clientToken })).body.devices).toEqual([]);

    const missing = await subscribeAt(p.clientToken);
    receiver.answer(404);
    await http.api('POST', `/clients/${p.client.id}/messages`, { token: p.coachToken, body: { content: 'Hello again' } });
    expect(await t.db.pushSubscription.count({ where: { id: missing.id } })).toBe(0);

    const flaky = await subscribeAt(p.clientToken);
    receiver.answer(503);
    const job = { subscriptionId: flaky.id, sealed: '', ttl: 60, urgency: 'high' as const };
    // A sealed payload as the push-event job makes it.
    await http.api('POST', `/clients/${p.client.id}/messages`, { token: p.coachToken, body: { content: 'Third' } });
    const queued = t.deps.jobs.sent.filter((j) => j.name === 'push-send').at(-1)!.data as typeof job;
    await expect(runPushSend(t.deps, queued)).rejects.toThrow('the push service answered 503');
    expect(await t.db.pushSubscription.count({ where: { id: flaky.id } })).toBe(1);
    receiver.answer(201);
    await expect(runPushSend(t.deps, queued)).resolves.toBe('sent');
  });
});

describe('quiet hours in the user’s own zone', () => {
  it('the same moment is night in Honolulu (held) and evening in Tokyo (sent)', async () => {
    const honolulu = await pair({ clientZone: 'Pacific/Honolulu' });
    const tokyo = await pair({ clientZone: 'Asia/Tokyo' });
    const hDevice = await subscribeAt(honolulu.clientToken);
    const tDevice = await subscribeAt(tokyo.clientToken);
    // 10:00 UTC: 00:00 in Honolulu (inside 22:00–07:00), 19:00 in Tokyo.
    for (const p of [honolulu, tokyo]) await http.api('POST', `/clients/${p.client.id}/messages`, { token: p.coachToken, body: { content: 'Hi' } });
    expect(pushesTo(hDevice)).toEqual([]);
    expect(pushesTo(tDevice)).toHaveLength(1);

    // 17:00 UTC: 07:00 in Honolulu, quiet hours over; 02:00 next day in Tokyo, quiet.
    t.deps.clock.set('2026-03-11T17:00:00Z');
    for (const p of [honolulu, tokyo]) await http.api('POST', `/clients/${p.client.id}/messages`, { token: p.coachToken, body: { content: 'Hi' } });
    expect(pushesTo(hDevice)).toHaveLength(1);
    expect(pushesTo(tDevice)).toHaveLength(1);
  });

  it('the user changes them: 18:00–20:00 holds Tokyo’s 19:00; equal start and end means none', async () => {
    const p = await pair({ clientZone: 'Asia/Tokyo' });
    const device = await subscribeAt(p.clientToken);
    const quiet = (quietStart: number, quietEnd: number) => http.api('PUT', '/push/settings', { token: p.clientToken, body: { disabled: [], fullText: false, quietStart, quietEnd } });
    await quiet(18 * 60, 20 * 60);
    await http.api('POST', `/clients/${p.client.id}/messages`, { token: p.coachToken, body: { content: 'Hi' } });
    expect(pushesTo(device)).toEqual([]);
    await quiet(0, 0);
    t.deps.clock.set('2026-03-11T17:00:00Z'); // 02:00 in Tokyo
    await http.api('POST', `/clients/${p.client.id}/messages`, { token: p.coachToken, body: { content: 'Hi' } });
    expect(pushesTo(device)).toHaveLength(1);
  });

  it('the edges: start counts as quiet, end does not; a range may wrap midnight or not', () => {
    // Honolulu is UTC-10 all year.
    expect(inQuietHours(at('2026-07-01T07:59:00Z'), 'Pacific/Honolulu', 22 * 60, 7 * 60)).toBe(false); // 21:59
    expect(inQuietHours(at('2026-07-01T08:00:00Z'), 'Pacific/Honolulu', 22 * 60, 7 * 60)).toBe(true); // 22:00
    expect(inQuietHours(at('2026-07-01T16:59:00Z'), 'Pacific/Honolulu', 22 * 60, 7 * 60)).toBe(true); // 06:59
    expect(inQuietHours(at('2026-07-01T17:00:00Z'), 'Pacific/Honolulu', 22 * 60, 7 * 60)).toBe(false); // 07:00
    // Tokyo is UTC+9: 13:00–15:00 local, not wrapping.
    expect(inQuietHours(at('2026-07-01T04:30:00Z'), 'Asia/Tokyo', 13 * 60, 15 * 60)).toBe(true);
    expect(inQuietHours(at('2026-07-01T06:00:00Z'), 'Asia/Tokyo', 13 * 60, 15 * 60)).toBe(false);
    // No zone: UTC.
    expect(inQuietHours(at('2026-07-01T23:00:00Z'), null, 22 * 60, 7 * 60)).toBe(true);
  });
});

describe('devices and settings belong to their user', () => {
  it('each user lists only their own devices and cannot remove another’s (404)', async () => {
    const a = await pair();
    const b = await pair();
    const aDevice = await subscribeAt(a.clientToken);
    await subscribeAt(b.clientToken);
    const list = await http.api('GET', '/push', { token: a.clientToken });
    expect(list.status).toBe(200);
    expect((list.body.devices as { id: string }[]).map((d) => d.id)).toEqual([aDevice.id]);
    expect(list.body.events).toEqual(['COACH_MESSAGE', 'FEEDBACK_REPLY', 'WORKOUT_REMINDER', 'CHECK_IN_DUE']);
    expect(list.body.publicKey).toBe(t.deps.push.publicKey);
    for (const token of [b.clientToken, b.coachToken, a.coachToken]) {
      const res = await http.api('DELETE', `/push/subscriptions/${aDevice.id}`, { token });
      expect(res).toMatchObject({ status: 404, body: { error: 'Device not found' } });
    }
    expect(await t.db.pushSubscription.count({ where: { id: aDevice.id } })).toBe(1);
    expect((await http.api('DELETE', `/push/subscriptions/${aDevice.id}`, { token: a.clientToken })).status).toBe(200);
    expect(await t.db.pushSubscription.count({ where: { id: aDevice.id } })).toBe(0);
    expect((await http.api('GET', '/push', {})).status).toBe(401);
  });

  it('a browser that subscribes for another account moves to it: it never pushes to two', async () => {
    const a = await pair();
    const b = await pair();
    const shared = await subscribeAt(a.clientToken);
    const again = await http.api('POST', '/push/subscriptions', { token: b.clientToken, body: { endpoint: shared.endpoint, keys: shared.keys } });
    expect(again.body.id).toBe(shared.id);
    expect((await http.api('GET', '/push', { token: a.clientToken })).body.devices).toEqual([]);
    await http.api('POST', `/clients/${a.client.id}/messages`, { token: a.coachToken, body: { content: 'For A' } });
    expect(receiver.received).toHaveLength(0);
  });

  it('refuses endpoints that are not a push service, and another role’s events, with a 400', async () => {
    const p = await pair();
    const keys = browserKeys().keys;
    t.deps.push = { ...t.deps.push, allowLoopbackHttp: false };
    for (const endpoint of [`${receiver.origin}/x`, 'https://10.0.0.5/push', 'https://localhost/push', 'https://intranet/push', 'ftp://push.example.com/x']) {
      const res = await http.api('POST', '/push/subscriptions', { token: p.clientToken, body: { endpoint, keys } });
      expect([endpoint, res.status]).toEqual([endpoint, 400]);
      if (endpoint !== 'ftp://push.example.com/x') expect(res.body.error).toBe(MSG_PUSH_ENDPOINT);
    }
    const ok = await http.api('POST', '/push/subscriptions', { token: p.clientToken, body: { endpoint: 'https://fcm.googleapis.com/fcm/send/abc', keys, label: 'Chrome on Android' } });
    expect(ok).toMatchObject({ status: 200, body: { label: 'Chrome on Android', lastSentAt: null } });
    const wrongRole = await http.api('PUT', '/push/settings', { token: p.clientToken, body: { disabled: ['CLIENT_MESSAGE'], fullText: false, quietStart: 0, quietEnd: 0 } });
    expect(wrongRole.status).toBe(400);
    const badKeys = await http.api('POST', '/push/subscriptions', { token: p.clientToken, body: { endpoint: 'https://fcm.googleapis.com/fcm/send/x', keys: { p256dh: 'abc', auth: keys.auth } } });
    expect(badKeys.status).toBe(400);
  });
});

describe('the service worker renews a subscription the browser replaced', () => {
  const renew = (body: unknown) => http.api('POST', '/push/subscriptions/renew', { body });
  const devices = async (token: string) => (await http.api('GET', '/push', { token })).body.devices as { id: string; label: string }[];

  it('moves the device to the new endpoint and keys, without a sign-in: pushes reach the new subscription', async () => {
    const p = await pair();
    const old = await subscribeAt(p.clientToken);
    const before = await devices(p.clientToken);
    const fresh = { ...browserKeys(), endpoint: `${receiver.origin}/push/${++n}` };
    const res = await renew({ oldEndpoint: old.endpoint, oldAuth: old.keys.auth, subscription: { endpoint: fresh.endpoint, expirationTime: null, keys: fresh.keys } });
    expect(res).toMatchObject({ status: 200, body: { ok: true } });
    // The same device, still the client's, under its new subscription.
    expect(await devices(p.clientToken)).toEqual(before);
    await http.api('POST', `/clients/${p.client.id}/messages`, { token: p.coachToken, body: { content: 'Hi' } });
    expect(pushesTo(fresh)).toEqual([{ title: 'New message from your coach', body: 'Open Spotter to read it.', url: '/app/messages', tag: 'messages' }]);
    expect(pushesTo(old)).toEqual([]);
    // The old pair proves nothing any more.
    expect((await renew({ oldEndpoint: old.endpoint, oldAuth: old.keys.auth, subscription: { endpoint: fresh.endpoint, keys: fresh.keys } })).status).toBe(404);
  });

  it('a wrong auth secret, an unknown endpoint or another user’s device answer the same 404 and change nothing', async () => {
    const a = await pair();
    const b = await pair();
    const aDevice = await subscribeAt(a.clientToken);
    const bDevice = await subscribeAt(b.clientToken);
    const rows = () => t.db.pushSubscription.findMany({ where: { userId: { in: [a.user.id, b.user.id] } }, orderBy: { id: 'asc' } });
    const before = await rows();
    const target = { endpoint: 'https://fcm.googleapis.com/fcm/send/taken-over', keys: browserKeys().keys };
    const answers = [
      await renew({ oldEndpoint: aDevice.endpoint, oldAuth: browserKeys().keys.auth, subscription: target }),
      // B knows its own secret, not A's: A's endpoint with it is no proof.
      await renew({ oldEndpoint: aDevice.endpoint, oldAuth: bDevice.keys.auth, subscription: target }),
      await renew({ oldEndpoint: 'https://fcm.googleapis.com/fcm/send/nobody', oldAuth: aDevice.keys.auth, subscription: target }),
    ];
    for (const res of answers) expect(res).toMatchObject({ status: 404, body: { error: 'Push subscription not found' } });
    expect(await rows()).toEqual(before);
  });

  it('bad input is a 400 and changes nothing: the new endpoint must be a push service', async () => {
    const p = await pair();
    const device = await subscribeAt(p.clientToken);
    const rows = () => t.db.pushSubscription.findMany({ where: { userId: p.user.id } });
    const before = await rows();
    t.deps.push = { ...t.deps.push, allowLoopbackHttp: false };
    const keys = browserKeys().keys;
    const intranet = await renew({ oldEndpoint: device.endpoint, oldAuth: device.keys.auth, subscription: { endpoint: 'https://10.0.0.5/push', keys } });
    expect(intranet).toMatchObject({ status: 400, body: { error: MSG_PUSH_ENDPOINT } });
    for (const body of [
      { oldEndpoint: device.endpoint, subscription: { endpoint: 'https://fcm.googleapis.com/fcm/send/x', keys } },
      { oldEndpoint: device.endpoint, oldAuth: 'short', subscription: { endpoint: 'https://fcm.googleapis.com/fcm/send/x', keys } },
      { oldEndpoint: device.endpoint, oldAuth: device.keys.auth, subscription: { endpoint: 'https://fcm.googleapis.com/fcm/send/x', keys: { p256dh: 'abc', auth: keys.auth } } },
      { oldEndpoint: 'not a url', oldAuth: device.keys.auth, subscription: { endpoint: 'https://fcm.googleapis.com/fcm/send/x', keys } },
      { oldEndpoint: device.endpoint, oldAuth: device.keys.auth, subscription: { endpoint: 'https://fcm.googleapis.com/fcm/send/x', keys, label: 'Renamed' } },
    ]) {
      const res = await renew(body);
      expect([JSON.stringify(body).slice(0, 80), res.status, typeof res.body.error]).toEqual([JSON.stringify(body).slice(0, 80), 400, 'string']);
    }
    expect(await rows()).toEqual(before);
  });

  it('failed attempts are limited per address; a renewal that succeeds is not counted', async () => {
    const limits = t.deps.limits;
    t.deps.limits = createRateLimits({ pushRenewPerIp: 3 });
    try {
      const p = await pair();
      const device = await subscribeAt(p.clientToken);
      const wrong = { oldEndpoint: device.endpoint, oldAuth: browserKeys().keys.auth, subscription: { endpoint: 'https://fcm.googleapis.com/fcm/send/y', keys: browserKeys().keys } };
      expect((await renew(wrong)).status).toBe(404);
      expect((await renew(wrong)).status).toBe(404);
      const fresh = browserKeys();
      const right = { oldEndpoint: device.endpoint, oldAuth: device.keys.auth, subscription: { endpoint: `${receiver.origin}/push/${++n}`, keys: fresh.keys } };
      expect((await renew(right)).status).toBe(200);
      expect((await renew(wrong)).status).toBe(404);
      const limited = await renew(wrong);
      expect(limited).toMatchObject({ status: 429, body: { error: TOO_MANY_PUSH_RENEWALS } });
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    } finally {
      t.deps.limits = limits;
    }
  });
});

describe('the coach’s daily summary by push', () => {
  const SUMMARY = { title: 'Your daily summary', url: '/coach/dashboard', tag: 'daily-summary' };
  const settings = (token: string, body: object) => http.api('PUT', '/push/settings', { token, body: { disabled: [], fullText: false, quietStart: 1320, quietEnd: 420, ...body } });
  /** A workout the client missed, marked so by the job during the night before (it stamps updatedAt). */
  async function missedWorkout(p: Awaited<ReturnType<typeof pair>>, markedAt = '2026-03-11T01:00:00Z') {
    const s = await makeSession(t.db, { coachId: p.coach.id, clientId: p.client.id, planName: 'Pull Day', scheduledFor: '2026-03-10T00:00:00Z', status: 'MISSED' });
    await t.db.workoutSession.update({ where: { id: s.id }, data: { updatedAt: new Date(markedAt) } });
  }

  it('is off by default; turned on, the coach-digests job sends the digest’s counts at 07:00 in the coach’s zone, without names, once a day', async () => {
    // 10:00 UTC is 07:00 in São Paulo (UTC-3 all year).
    const p = await pair({ coachZone: 'America/Sao_Paulo' });
    const device = await subscribeAt(p.coachToken);
    const state = await http.api('GET', '/push', { token: p.coachToken });
    expect(state.body.events).toContain('DAILY_SUMMARY');
    expect(state.body.settings).toMatchObject({ disabled: ['DAILY_SUMMARY'] });
    const done = await makeSession(t.db, {
      coachId: p.coach.id,
      clientId: p.client.id,
      planName: 'Push Day',
      scheduledFor: '2026-03-10T00:00:00Z',
      status: 'COMPLETED',
      completedAt: '2026-03-10T18:00:00Z',
    });
    await t.db.workoutSession.update({ where: { id: done.id }, data: { clientFeedback: 'Felt strong' } });
    await missedWorkout(p);
    await t.db.message.create({ data: { coachId: p.coach.id, clientId: p.client.id, sender: 'CLIENT', content: 'Can I swap Friday?' } });

    await runJob(t.deps, 'coach-digests', {});
    expect(pushesTo(device)).toEqual([]);

    expect((await settings(p.coachToken, {})).status).toBe(200);
    await runJob(t.deps, 'coach-digests', {});
    const expected = { ...SUMMARY, body: '1 workout completed · 1 missed · 1 feedback note · 1 unread message' };
    expect(pushesTo(device)).toEqual([expected]);
    const [post] = receiver.received.filter((r) => `${receiver.origin}${r.path}` === device.endpoint);
    expect(post!.headers.urgency).toBe('normal');
    // Once a day: the next runs of the hour and the next hour send nothing more.
    await runJob(t.deps, 'coach-digests', {});
    t.deps.clock.set('2026-03-11T11:00:00Z');
    await runJob(t.deps, 'coach-digests', {});
    expect(pushesTo(device)).toEqual([expected]);
  });

  it('with “Show message text”, the names of who missed; a coach at another hour, or with nothing to report, gets none', async () => {
    const p = await pair({ coachZone: 'America/Sao_Paulo' });
    const device = await subscribeAt(p.coachToken);
    await settings(p.coachToken, { fullText: true });
    await missedWorkout(p);

    const tokyo = await pair({ coachZone: 'Asia/Tokyo' });
    const tokyoDevice = await subscribeAt(tokyo.coachToken);
    await settings(tokyo.coachToken, { fullText: true });
    await missedWorkout(tokyo);

    const idle = await pair({ coachZone: 'America/Sao_Paulo' });
    const idleDevice = await subscribeAt(idle.coachToken);
    await settings(idle.coachToken, {});

    await runJob(t.deps, 'coach-digests', {});
    expect(pushesTo(device)).toEqual([{ ...SUMMARY, body: '1 missed · Missed: Robin Reed' }]);
    expect(pushesTo(tokyoDevice)).toEqual([]);
    expect(pushesTo(idleDevice)).toEqual([]);
  });

  it('counts in the coach’s language: German and Spanish, with the names of who missed', async () => {
    const de = await pair({ coachZone: 'America/Sao_Paulo' });
    await t.db.user.update({ where: { id: de.coach.id }, data: { locale: 'de' } });
    const deDevice = await subscribeAt(de.coachToken);
    await settings(de.coachToken, { fullText: true });
    await missedWorkout(de);
    await makeSession(t.db, { coachId: de.coach.id, clientId: de.client.id, planName: 'Push Day', scheduledFor: '2026-03-10T00:00:00Z', status: 'COMPLETED', completedAt: '2026-03-10T18:00:00Z' });

    const es = await pair({ coachZone: 'America/Sao_Paulo' });
    await t.db.user.update({ where: { id: es.coach.id }, data: { locale: 'es' } });
    const esDevice = await subscribeAt(es.coachToken);
    await settings(es.coachToken, {});
    await t.db.message.create({ data: { coachId: es.coach.id, clientId: es.client.id, sender: 'CLIENT', content: '¿Cambio el viernes?' } });
    await t.db.message.create({ data: { coachId: es.coach.id, clientId: es.client.id, sender: 'CLIENT', content: '¿Y el sábado?' } });

    await runJob(t.deps, 'coach-digests', {});
    expect(pushesTo(deDevice)).toEqual([{ ...SUMMARY, title: 'Deine Tageszusammenfassung', body: '1 Training abgeschlossen · 1 verpasst · Verpasst: Robin Reed' }]);
    expect(pushesTo(esDevice)).toEqual([{ ...SUMMARY, title: 'Tu resumen diario', body: '2 mensajes sin leer' }]);
  });
});
