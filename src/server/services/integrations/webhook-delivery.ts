// Delivering one event to one endpoint (the `webhook` job, jobs/definitions.ts), signed in the
// Standard Webhooks style (https://www.standardwebhooks.com): headers webhook-id,
// webhook-timestamp and webhook-signature `v1,<base64 HMAC-SHA256 of "id.timestamp.body">`, the
// key being the base64 part of the endpoint's `whsec_` secret. A failed try throws, so the queue
// tries again with back-off; the last try (about a day later) turns the endpoint off and tells
// the coach (a WEBHOOK_DISABLED notification).
import { createHmac } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import {
  MSG_WEBHOOK_INVALID_URL,
  MSG_WEBHOOK_PRIVATE,
  MSG_WEBHOOK_SECRET_UNREADABLE,
  msgWebhookFailedForADay,
  msgWebhookNoAnswer,
  msgWebhookRedirect,
  WEBHOOK_SECRET_PREFIX,
  WEBHOOK_TEST_EVENT,
  type WebhookAttempt,
} from '#shared/schemas/integrations';
import { notFound } from '#server/errors';
import type { Db } from '#server/db/client';
import type { Clock } from '#server/lib/clock';
import { raiseNotification } from '../notifications/raise.ts';
import { openSecret, optionsOf } from './webhook-endpoints.ts';
import { newEventId } from './webhook-events.ts';
import { BlockedAddressError, guardedLookup, isPrivateAddress, type WebhookOptions } from './webhook-url.ts';

/** Tries of one delivery: the first and the queue's 30 retries (jobs/definitions.ts), about a day. */
export const WEBHOOK_MAX_ATTEMPTS = 31;
/** A receiver answers within this, or the try failed. */
export const WEBHOOK_TIMEOUT_MS = 5000;
/** Attempts older than this are deleted as new ones are written. */
const LOG_KEEP_MS = 30 * 86_400_000;
/** Bytes of a receiver's answer read (and dropped): enough to finish the exchange, never a flood. */
const MAX_ANSWER_BYTES = 64 * 1024;

/** What the queue carries for one delivery: everything needed, so the job never reads the event's rows. */
export interface WebhookJob {
  endpointId: string;
  eventId: string;
  type: string;
  /** When the event happened (ISO 8601). */
  occurredAt: string;
  coachId: string;
  data: Record<string, unknown>;
}

export interface DeliveryDeps {
  db: Db;
  clock: Clock;
  appSecret: string;
  webhooks?: WebhookOptions;
  log: { warn(obj: object, msg: string): void };
}

/** The signature header of a body, as receivers verify it. */
export function signWebhook(secret: string, id: string, timestamp: number, body: string): string {
  const key = Buffer.from(secret.startsWith(WEBHOOK_SECRET_PREFIX) ? secret.slice(WEBHOOK_SECRET_PREFIX.length) : secret, 'base64');
  return `v1,${createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest('base64')}`;
}

export const webhookBody = (job: WebhookJob): string => JSON.stringify({ id: job.eventId, type: job.type, timestamp: job.occurredAt, coachId: job.coachId, data: job.data });

interface TryResult {
  status: number | null;
  ok: boolean;
  error: string | null;
  durationMs: number;
}

/** One POST: short timeout, no redirects followed (a 3xx is a failure), the address checked as it connects. */
function post(url: string, headers: Record<string, string>, body: string, o: WebhookOptions, now: () => number): Promise<TryResult> {
  const started = now();
  const done = (status: number | null, error: string | null): TryResult => ({
    status,
    ok: status !== null && status >= 200 && status < 300,
    error,
    durationMs: Math.max(0, Math.round(now() - started)),
  });
  return new Promise((resolve) => {
    let u: URL;
    try {
      u = new URL(url);
    } catch {
      return resolve(done(null, MSG_WEBHOOK_INVALID_URL));
    }
    const host = u.hostname.replace(/^\[|\]$/g, '');
    // An address in the URL is connected to without a lookup: checked here instead.
    if (isIP(host) && !o.allowPrivate && isPrivateAddress(host)) return resolve(done(null, MSG_WEBHOOK_PRIVATE));
    const request = (u.protocol === 'https:' ? https : http).request(
      u,
      { method: 'POST', headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) }, lookup: guardedLookup(o), timeout: WEBHOOK_TIMEOUT_MS, agent: false },
      (res) => {
        let read = 0;
        res.on('data', (chunk: Buffer) => {
          read += chunk.length;
          if (read > MAX_ANSWER_BYTES) res.destroy();
        });
        const status = res.statusCode ?? null;
        const finish = () => resolve(done(status, status !== null && status >= 300 && status < 400 ? msgWebhookRedirect(res.headers.location ?? '?') : null));
        res.on('end', finish);
        res.on('close', finish);
        res.on('error', finish);
      },
    );
    request.on('timeout', () => request.destroy(new Error(msgWebhookNoAnswer(WEBHOOK_TIMEOUT_MS / 1000))));
    request.on('error', (err) => resolve(done(null, err instanceof BlockedAddressError ? MSG_WEBHOOK_PRIVATE : err.message.slice(0, 300))));
    request.end(body);
  });
}

/** Signs and sends one try, and writes it to the delivery log. */
export async function attemptDelivery(deps: DeliveryDeps, endpoint: { id: string; url: string; secretSealed: string }, job: WebhookJob, attempt: number): Promise<WebhookAttempt> {
  const secret = openSecret(deps.appSecret, endpoint.secretSealed);
  const body = webhookBody(job);
  const timestamp = Math.floor(deps.clock.now().getTime() / 1000);
  const result: TryResult = secret
    ? await post(
        endpoint.url,
        {
          'content-type': 'application/json',
          'user-agent': 'Spotter-Webhooks/1',
          'webhook-id': job.eventId,
          'webhook-timestamp': String(timestamp),
          'webhook-signature': signWebhook(secret, job.eventId, timestamp, body),
        },
        body,
        optionsOf(deps),
        () => performance.now(),
      )
    : { status: null, ok: false, error: MSG_WEBHOOK_SECRET_UNREADABLE, durationMs: 0 };
  const now = deps.clock.now();
  const [row] = await deps.db.$transaction([
    deps.db.webhookAttempt.create({
      data: { endpointId: endpoint.id, eventId: job.eventId, eventType: job.type, attempt, status: result.status, ok: result.ok, error: result.error, durationMs: result.durationMs, createdAt: now },
      select: { id: true, eventId: true, eventType: true, attempt: true, status: true, ok: true, error: true, durationMs: true, createdAt: true },
    }),
    deps.db.webhookAttempt.deleteMany({ where: { endpointId: endpoint.id, createdAt: { lt: new Date(now.getTime() - LOG_KEEP_MS) } } }),
  ]);
  return row;
}

export class WebhookFailed extends Error {}

/**
 * The job's handler. A deleted or turned-off endpoint drops the delivery. A failed try throws
 * (the queue retries it); the last one turns the endpoint off and notifies the coach instead.
 */
export async function deliverWebhook(deps: DeliveryDeps, job: WebhookJob): Promise<void> {
  const endpoint = await deps.db.webhookEndpoint.findUnique({ where: { id: job.endpointId }, select: { id: true, url: true, secretSealed: true, disabledAt: true, coachId: true } });
  if (!endpoint || endpoint.disabledAt) return;
  const previous = await deps.db.webhookAttempt.count({ where: { endpointId: endpoint.id, eventId: job.eventId } });
  const attempt = await attemptDelivery(deps, endpoint, job, previous + 1);
  if (attempt.ok) return;
  if (attempt.attempt < WEBHOOK_MAX_ATTEMPTS) throw new WebhookFailed(`webhook ${job.type} to endpoint ${endpoint.id}: ${attempt.status ?? attempt.error}`);
  await disableEndpoint(deps, endpoint, msgWebhookFailedForADay(attempt.status ?? attempt.error ?? '?'));
}

async function disableEndpoint(deps: DeliveryDeps, endpoint: { id: string; url: string; coachId: string }, reason: string): Promise<void> {
  const now = deps.clock.now();
  const { count } = await deps.db.webhookEndpoint.updateMany({ where: { id: endpoint.id, disabledAt: null }, data: { disabledAt: now, disabledReason: reason } });
  if (!count) return;
  deps.log.warn({ endpointId: endpoint.id }, 'webhook endpoint turned off after failing for about a day');
  await raiseNotification(deps.db, {
    coachId: endpoint.coachId,
    type: 'WEBHOOK_DISABLED',
    title: 'Webhook turned off',
    message: `Spotter could not deliver events to ${new URL(endpoint.url).host} for about a day and turned the endpoint off. Fix the receiver, then turn it back on in Settings → Integrations.`,
    metadata: { host: new URL(endpoint.url).host },
    dedupeKey: `webhook-disabled:${endpoint.id}:${now.getTime()}`,
    createdAt: now,
  });
}

/** "Send test event": one signed `webhook.test` delivery to one of the coach's endpoints, now, without retries. */
export async function sendTestEvent(deps: DeliveryDeps, coachId: string, id: string): Promise<{ attempt: WebhookAttempt }> {
  const endpoint = await deps.db.webhookEndpoint.findFirst({ where: { id, coachId }, select: { id: true, url: true, secretSealed: true } });
  if (!endpoint) throw notFound('Webhook endpoint');
  const job: WebhookJob = {
    endpointId: endpoint.id,
    eventId: newEventId(),
    type: WEBHOOK_TEST_EVENT,
    occurredAt: deps.clock.now().toISOString(),
    coachId,
    data: { endpointId: endpoint.id, message: 'A test event from Spotter. Your endpoint is receiving webhooks.' },
  };
  return { attempt: await attemptDelivery(deps, endpoint, job, 1) };
}
