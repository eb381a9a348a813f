// Signed webhooks (docs/api.md, "Webhooks"): a coach registers an endpoint and its events; each
// event reaches the endpoints that chose it, signed as Standard Webhooks says; failures are
// logged and retried, and the last try turns the endpoint off with a notification; addresses
// the server's own network uses are refused unless WEBHOOK_ALLOW_PRIVATE says otherwise.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { WEBHOOK_EVENTS } from '#shared/schemas/integrations';
import { deliverWebhook, WEBHOOK_MAX_ATTEMPTS, type WebhookJob } from '#server/services/integrations/webhook-delivery';
import { MSG_WEBHOOK_HTTPS, MSG_WEBHOOK_PRIVATE } from '#shared/schemas/integrations';
import { makeClient, makeCoach, setupHttpTestHooks, tokenFor } from '../helpers.ts';
import { makeSession } from '../factories.ts';
import { startReceiver, verifySignature } from './receiver.ts';

const { t, http } = setupHttpTestHooks();
let receiver: Awaited<ReturnType<typeof startReceiver>>;

beforeAll(async () => {
  receiver = await startReceiver();
});
afterAll(() => receiver.close());
beforeEach(() => {
  t.deps.webhooks = { allowPrivate: true };
  receiver.received.length = 0;
  receiver.answerWith(204);
});

async function coachWithEndpoint(events: readonly string[] = WEBHOOK_EVENTS) {
  const coach = await makeCoach(t.db);
  const session = await tokenFor(t.deps, coach);
  const res = await http.api('POST', '/webhooks', { token: session, body: { url: receiver.url, events, description: 'Zap' } });
  expect(res.status, res.text).toBe(200);
  return { coach, session, endpoint: res.body as { id: string; secret: string; events: string[]; enabled: boolean } };
}

describe('registering an endpoint', () => {
  it('shows a whsec_ secret once; the list and the database never show it in clear', async () => {
    const { session, endpoint } = await coachWithEndpoint(['workout.completed', 'client.created']);
    expect(endpoint.secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    expect(endpoint).toMatchObject({ events: ['workout.completed', 'client.created'], enabled: true });
    const list = await http.api('GET', '/webhooks', { token: session });
    expect(list.body).toEqual([expect.objectContaining({ id: endpoint.id, url: receiver.url, description: 'Zap' })]);
    expect(list.text).not.toContain(endpoint.secret);
    const row = await t.db.webhookEndpoint.findUniqueOrThrow({ where: { id: endpoint.id } });
    expect(JSON.stringify(row)).not.toContain(endpoint.secret.slice(6));
  });

  it('in production (private addresses not allowed): http is refused, and so is any private, loopback or link-local address', async () => {
    t.deps.webhooks = { allowPrivate: false };
    const session = await tokenFor(t.deps, await makeCoach(t.db));
    const cases: [string, string][] = [
      [receiver.url, MSG_WEBHOOK_HTTPS],
      ['http://localhost:9/x', MSG_WEBHOOK_HTTPS],
      ['https://127.0.0.1/x', MSG_WEBHOOK_PRIVATE],
      ['https://localhost/x', MSG_WEBHOOK_PRIVATE],
      ['https://10.1.2.3/x', MSG_WEBHOOK_PRIVATE],
      ['https://192.168.1.10/x', MSG_WEBHOOK_PRIVATE],
      ['https://169.254.169.254/latest/meta-data', MSG_WEBHOOK_PRIVATE],
      ['https://[::1]/x', MSG_WEBHOOK_PRIVATE],
      ['https://[fe80::1]/x', MSG_WEBHOOK_PRIVATE],
      ['https://[::ffff:10.0.0.1]/x', MSG_WEBHOOK_PRIVATE],
    ];
    for (const [url, error] of cases) {
      const res = await http.api('POST', '/webhooks', { token: session, body: { url, events: ['client.created'] } });
      expect([url, res.status, res.body?.error]).toEqual([url, 400, error]);
    }
    expect((await http.api('GET', '/webhooks', { token: session })).body).toEqual([]);
  });

  it('refuses no events, an unknown event, credentials in the URL and a non-URL with 400', async () => {
    const session = await tokenFor(t.deps, await makeCoach(t.db));
    for (const body of [
      { url: receiver.url, events: [] },
      { url: receiver.url, events: ['workout.deleted'] },
      { url: 'https://user:pw@example.com/x', events: ['client.created'] },
      { url: 'not a url', events: ['client.created'] },
      { url: 'ftp://example.com/x', events: ['client.created'] },
    ]) {
      const res = await http.api('POST', '/webhooks', { token: session, body });
      expect([JSON.stringify(body), res.status, typeof res.body?.error]).toEqual([JSON.stringify(body), 400, 'string']);
    }
  });
});

describe('deliveries', () => {
  it('a completed workout reaches the endpoint, signed: a receiver verifies it with the secret and not with another', async () => {
    const { coach, endpoint } = await coachWithEndpoint(['workout.completed']);
    const { client, user } = await makeClient(t.db, coach.id, { firstName: 'Sam', lastName: 'Lee' });
    const session = await makeSession(t.db, { coachId: coach.id, clientId: client.id, scheduledFor: '2026-03-11T00:00:00.000Z', planName: 'Leg Day' });
    const res = await http.api('PUT', `/workout-sessions/${session.id}`, { token: await tokenFor(t.deps, user), body: { status: 'COMPLETED', duration: 42, rating: 4 } });
    expect(res.status, res.text).toBe(200);
    expect(receiver.received).toHaveLength(1);
    const got = receiver.received[0]!;
    expect(got.headers['content-type']).toBe('application/json');
    expect(got.headers['webhook-id']).toMatch(/^msg_/);
    expect(got.headers['webhook-timestamp']).toBe(String(Date.parse('2026-03-11T10:00:00.000Z') / 1000));
    expect(verifySignature(endpoint.secret, got)).toBe(true);
    expect(verifySignature('whsec_' + Buffer.alloc(24, 1).toString('base64'), got)).toBe(false);
    expect(got.json).toEqual({
      id: got.headers['webhook-id'],
      type: 'workout.completed',
      timestamp: '2026-03-11T10:00:00.000Z',
      coachId: coach.id,
      data: {
        sessionId: session.id,
        clientId: client.id,
        clientName: 'Sam Lee',
        workoutName: 'Leg Day',
        planName: 'Leg Day',
        completedAt: '2026-03-11T10:00:00.000Z',
        durationMinutes: 42,
        rating: 4,
        feedback: null,
      },
    });
    const log = await http.api('GET', `/webhooks/${endpoint.id}/attempts`, { token: await tokenFor(t.deps, coach) });
    expect(log.body).toEqual([expect.objectContaining({ eventType: 'workout.completed', attempt: 1, status: 204, ok: true, error: null })]);
  });

  it('each event reaches only the endpoints that chose it, and never another coach’s', async () => {
    const { coach, session: coachToken } = await coachWithEndpoint(['client.created', 'client.archived', 'message.received', 'workout.skipped', 'feedback.received']);
    await coachWithEndpoint(['client.created']); // another coach's endpoint on the same receiver
    const created = await http.api('POST', '/clients', { token: coachToken, body: { firstName: 'Ada', lastName: 'Byron', email: 'ada@example.com' } });
    const clientId = (created.body as { id: string }).id;
    const clientUser = await t.db.client.findUniqueOrThrow({ where: { id: clientId }, select: { user: { select: { id: true } } } });
    const clientToken = await tokenFor(t.deps, { id: clientUser.user.id } as never);
    await http.api('POST', '/messages', { token: clientToken, body: { content: '<p>Hi <b>coach</b></p>' } });
    const s1 = await makeSession(t.db, { coachId: coach.id, clientId, scheduledFor: '2026-03-11T00:00:00.000Z' });
    await http.api('PUT', `/workout-sessions/${s1.id}`, { token: clientToken, body: { status: 'SKIPPED', clientFeedback: 'Workout skipped' } });
    const s2 = await makeSession(t.db, { coachId: coach.id, clientId, scheduledFor: '2026-03-11T00:00:00.000Z' });
    await http.api('PUT', `/workout-sessions/${s2.id}`, { token: clientToken, body: { status: 'COMPLETED', clientFeedback: 'Felt strong' } });
    await http.api('PUT', `/clients/${clientId}/archive`, { token: coachToken });
    await http.api('PUT', `/clients/${clientId}/archive`, { token: coachToken }); // already archived: no second event
    const mine = receiver.received.filter((r) => r.json.coachId === coach.id);
    expect(receiver.received.filter((r) => r.json.coachId !== coach.id)).toEqual([]);
    expect(mine.map((r) => r.json.type)).toEqual(['client.created', 'message.received', 'workout.skipped', 'feedback.received', 'client.archived']);
    expect(mine[0]!.json.data).toEqual({ clientId, firstName: 'Ada', lastName: 'Byron', email: 'ada@example.com' });
    expect(mine[1]!.json.data).toMatchObject({ clientId, clientName: 'Ada Byron', text: 'Hi coach' });
    expect(mine[3]!.json.data).toMatchObject({ sessionId: s2.id, feedback: 'Felt strong' });
  });

  it('a missed workout is announced by the workout check', async () => {
    const { coach, session } = await coachWithEndpoint(['workout.missed']);
    const { client } = await makeClient(t.db, coach.id);
    const s = await makeSession(t.db, { coachId: coach.id, clientId: client.id, scheduledFor: '2026-03-01T00:00:00.000Z' });
    await http.api('POST', '/notifications/check-missed-workouts', { token: session });
    expect(receiver.received.map((r) => [r.json.type, r.json.data.sessionId, r.json.data.scheduledFor])).toEqual([['workout.missed', s.id, '2026-03-01T00:00:00.000Z']]);
  });

  it('a sent check-in is announced, queued in the check-in’s transaction', async () => {
    const { coach, session } = await coachWithEndpoint(['checkin.submitted']);
    const { client, user } = await makeClient(t.db, coach.id, { firstName: 'Kim', lastName: 'Check' });
    const template = await http.api('POST', '/check-in-templates', { token: session, body: { name: 'Weekly', questions: [{ id: 'energy', type: 'SCALE_1_10', text: 'Energy?', required: true }] } });
    const schedules = await http.api('POST', '/check-in-schedules', { token: session, body: { templateId: (template.body as { id: string }).id, clientIds: [client.id], weekday: 3 } });
    const scheduleId = (schedules.body as unknown as { id: string }[])[0]!.id;
    const sent = await http.api('POST', '/check-ins', { token: await tokenFor(t.deps, user), body: { scheduleId, dueDate: '2026-03-11', answers: [{ questionId: 'energy', value: 7 }] } });
    expect(sent.status, sent.text).toBe(200);
    expect(receiver.received.map((r) => r.json)).toEqual([
      expect.objectContaining({
        type: 'checkin.submitted',
        data: { checkInId: (sent.body as { id: string }).id, clientId: client.id, clientName: 'Kim Check', dueDate: '2026-03-11', submittedAt: '2026-03-11T10:00:00.000Z' },
      }),
    ]);
  });

  it('"Send test event" delivers a signed webhook.test now and logs it; a refusal shows in the log', async () => {
    const { session, endpoint } = await coachWithEndpoint(['client.created']);
    const ok = await http.api('POST', `/webhooks/${endpoint.id}/test`, { token: session });
    expect(ok.body).toMatchObject({ attempt: { eventType: 'webhook.test', status: 204, ok: true } });
    expect(verifySignature(endpoint.secret, receiver.received[0]!)).toBe(true);
    receiver.answerWith(302, 'http://169.254.169.254/');
    const redirected = await http.api('POST', `/webhooks/${endpoint.id}/test`, { token: session });
    expect(redirected.body).toMatchObject({ attempt: { status: 302, ok: false, error: expect.stringContaining('not followed') } });
    expect(receiver.received).toHaveLength(2);
    const log = await http.api('GET', `/webhooks/${endpoint.id}/attempts`, { token: session });
    expect((log.body as unknown as { status: number }[]).map((a) => a.status)).toEqual([302, 204]);
  });

  it('is refused at delivery when the address became private and that is not allowed, without reaching it', async () => {
    const { session, endpoint } = await coachWithEndpoint(['client.created']);
    t.deps.webhooks = { allowPrivate: false };
    const res = await http.api('POST', `/webhooks/${endpoint.id}/test`, { token: session });
    expect(res.body).toMatchObject({ attempt: { status: null, ok: false, error: MSG_WEBHOOK_PRIVATE } });
    expect(receiver.received).toEqual([]);
  });

  it('a failing endpoint is tried again (each try logged); the last try turns it off and notifies the coach', async () => {
    const { coach, session, endpoint } = await coachWithEndpoint(['client.created']);
    receiver.answerWith(500);
    const job: WebhookJob = { endpointId: endpoint.id, eventId: 'msg_retry', type: 'client.created', occurredAt: '2026-03-11T10:00:00.000Z', coachId: coach.id, data: { clientId: 'c1' } };
    await expect(deliverWebhook(t.deps, job)).rejects.toThrow(/500/);
    await expect(deliverWebhook(t.deps, job)).rejects.toThrow(/500/);
    expect((await t.db.webhookAttempt.findMany({ where: { eventId: 'msg_retry' }, orderBy: { attempt: 'asc' } })).map((a) => a.attempt)).toEqual([1, 2]);
    // The tries of about a day, then the last one.
    await t.db.webhookAttempt.createMany({
      data: Array.from({ length: WEBHOOK_MAX_ATTEMPTS - 3 }, (_, i) => ({
        endpointId: endpoint.id,
        eventId: 'msg_retry',
        eventType: 'client.created',
        attempt: i + 3,
        status: 500,
        ok: false,
        durationMs: 1,
      })),
    });
    await deliverWebhook(t.deps, job); // does not throw: nothing more to try
    const list = await http.api('GET', '/webhooks', { token: session });
    expect(list.body).toEqual([expect.objectContaining({ id: endpoint.id, enabled: false, disabledReason: expect.stringContaining('500') })]);
    const notices = await t.db.notification.findMany({ where: { coachId: coach.id, type: 'WEBHOOK_DISABLED' } });
    expect(notices).toHaveLength(1);
    expect(notices[0]!.metadata).toEqual({ host: new URL(receiver.url).host });
    // Turned off: later events are not delivered; turned on again, they are.
    const before = receiver.received.length;
    await http.api('POST', '/clients', { token: session, body: { firstName: 'Quiet' } });
    expect(receiver.received.length).toBe(before);
    receiver.answerWith(200);
    expect((await http.api('PATCH', `/webhooks/${endpoint.id}`, { token: session, body: { enabled: true } })).body).toMatchObject({ enabled: true, disabledReason: null });
    await http.api('POST', '/clients', { token: session, body: { firstName: 'Loud' } });
    expect(receiver.received.at(-1)?.json.data).toMatchObject({ firstName: 'Loud' });
  });

  it('a rotated secret signs from then on; a deleted endpoint gets nothing more', async () => {
    const { session, endpoint } = await coachWithEndpoint(['client.created']);
    const rotated = await http.api('POST', `/webhooks/${endpoint.id}/secret`, { token: session });
    const secret = (rotated.body as { secret: string }).secret;
    expect(secret).not.toBe(endpoint.secret);
    await http.api('POST', `/webhooks/${endpoint.id}/test`, { token: session });
    expect(verifySignature(secret, receiver.received[0]!)).toBe(true);
    expect(verifySignature(endpoint.secret, receiver.received[0]!)).toBe(false);
    expect((await http.api('DELETE', `/webhooks/${endpoint.id}`, { token: session })).status).toBe(200);
    await http.api('POST', '/clients', { token: session, body: { firstName: 'Gone' } });
    expect(receiver.received).toHaveLength(1);
  });
});
