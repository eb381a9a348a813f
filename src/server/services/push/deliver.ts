// Sending web push (docs/push.md) on the job queue (docs/jobs.md):
// - `queuePush` is called where an event happens (a message, feedback, a check-in, a reminder),
//   in the event's transaction when it has one: one "push-event" job for the user;
// - the "push-event" job reads the user's choices once: the event off, quiet hours in their zone,
//   or no device: nothing is sent. Else one "push-send" job per device;
// - a "push-send" job encrypts the payload to the device (RFC 8291, aes128gcm) and signs the
//   request with the VAPID key (RFC 8292) through `web-push`, and POSTs it to the push service.
//   404 or 410: the device unsubscribed, its row is deleted. Another failure throws, so the queue
//   tries again with backoff.
import webpush from 'web-push';
import type { AppDeps } from '#server/deps';
import type { PushEventJob, SendOptions } from '#server/jobs/queue';
import { open, seal } from '#server/lib/secret-box';
import type { PushEvent } from '#shared/schemas/push';
import { inQuietHours } from './quiet-hours.ts';
import { acceptedEndpoint, DEFAULT_PUSH_SETTINGS } from './subscriptions.ts';
import { pushPayload } from './texts.ts';

const DETAIL = 'push-detail';
const PAYLOAD = 'push-payload';
/** How long a push service keeps a push for an offline device: a message for a day, a reminder for its morning. */
const TTL_SECONDS: Record<PushEvent, number> = {
  COACH_MESSAGE: 86_400,
  FEEDBACK_REPLY: 86_400,
  CLIENT_MESSAGE: 86_400,
  CLIENT_FEEDBACK: 86_400,
  CHECK_IN_SUBMITTED: 86_400,
  WORKOUT_REMINDER: 4 * 3600,
  CHECK_IN_DUE: 6 * 3600,
  DAILY_SUMMARY: 6 * 3600,
};
/** Pushes that can wait for the device's next wake-up (a phone saving its battery). */
const NOT_URGENT: readonly PushEvent[] = ['WORKOUT_REMINDER', 'CHECK_IN_DUE', 'DAILY_SUMMARY'];
/** Seconds a push service may take to answer. */
export const PUSH_TIMEOUT_MS = 10_000;

export interface PushEventInput {
  userId: string;
  event: PushEvent;
  /** The screen a tap opens. */
  url: string;
  /** One notification per tag on the device (a thread, a check-in). */
  tag: string;
  /** What a user who turned on "Show message text" sees instead of the safe text. */
  detail?: { title: string; body: string };
  /** This event's own lock-screen-safe text (the daily summary's counts), else the event's usual one. */
  safe?: { title: string; body: string };
}

const eventJob = (appSecret: string, e: PushEventInput): PushEventJob => ({
  userId: e.userId,
  event: e.event,
  url: e.url,
  tag: e.tag,
  ...(e.detail ? { detail: seal(appSecret, DETAIL, JSON.stringify(e.detail)) } : {}),
  ...(e.safe ? { safe: e.safe } : {}),
});

/** Queues the pushes of one or more events (in the caller's transaction with `o.tx`). */
export async function queuePush(deps: Pick<AppDeps, 'jobs' | 'appSecret'>, events: PushEventInput | PushEventInput[], o?: SendOptions): Promise<void> {
  const list = Array.isArray(events) ? events : [events];
  if (list.length === 1) await deps.jobs.send('push-event', eventJob(deps.appSecret, list[0]!), o);
  else if (list.length > 1)
    await deps.jobs.sendMany(
      'push-event',
      list.map((e) => eventJob(deps.appSecret, e)),
      o,
    );
}

/** The "push-event" job: the user's choices, then one "push-send" per device. Returns how many were queued. */
export async function runPushEvent(deps: Pick<AppDeps, 'db' | 'jobs' | 'clock' | 'appSecret' | 'log'>, job: PushEventJob): Promise<number> {
  const user = await deps.db.user.findUnique({
    where: { id: job.userId },
    select: {
      timeZone: true,
      locale: true,
      pushSettings: { select: { disabled: true, fullText: true, quietStart: true, quietEnd: true } },
      pushSubscriptions: { select: { id: true } },
    },
  });
  if (!user || user.pushSubscriptions.length === 0) return 0;
  const settings = user.pushSettings ?? DEFAULT_PUSH_SETTINGS;
  if (settings.disabled.includes(job.event)) return 0;
  // Kept quiet, not postponed: the unread badge and the e-mail still carry it (docs/decisions/0034-web-push.md).
  if (inQuietHours(deps.clock.now(), user.timeZone, settings.quietStart, settings.quietEnd)) {
    deps.log.debug({ event: job.event }, 'push held back: quiet hours');
    return 0;
  }
  const detailText = settings.fullText && job.detail ? open(deps.appSecret, DETAIL, job.detail) : null;
  const detail = detailText ? (JSON.parse(detailText) as { title: string; body: string }) : null;
  const sealed = seal(deps.appSecret, PAYLOAD, JSON.stringify(pushPayload(job.event, job.url, job.tag, detail, job.safe, user.locale)));
  const urgency = NOT_URGENT.includes(job.event) ? 'normal' : 'high';
  await deps.jobs.sendMany(
    'push-send',
    user.pushSubscriptions.map((s) => ({ subscriptionId: s.id, sealed, ttl: TTL_SECONDS[job.event], urgency })),
  );
  return user.pushSubscriptions.length;
}

export class PushServiceError extends Error {}

/** The "push-send" job: 'sent', 'gone' (404/410, the row deleted), 'dropped' (will not get better) or throws to be retried. */
export async function runPushSend(
  deps: Pick<AppDeps, 'db' | 'clock' | 'appSecret' | 'log' | 'push'>,
  job: { subscriptionId: string; sealed: string; ttl: number; urgency: 'normal' | 'high' },
): Promise<'sent' | 'gone' | 'dropped'> {
  const sub = await deps.db.pushSubscription.findUnique({ where: { id: job.subscriptionId }, select: { id: true, endpoint: true, p256dh: true, auth: true } });
  if (!sub) return 'gone'; // removed since the event
  const payload = open(deps.appSecret, PAYLOAD, job.sealed);
  if (payload === null || !acceptedEndpoint(sub.endpoint, deps.push.allowLoopbackHttp)) {
    deps.log.error({ subscriptionId: sub.id }, 'a push could not be sent (APP_SECRET changed, or an endpoint no longer accepted); dropped');
    return 'dropped';
  }
  const request = webpush.generateRequestDetails({ endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } }, payload, {
    vapidDetails: { subject: deps.push.subject, publicKey: deps.push.publicKey, privateKey: deps.push.privateKey },
    TTL: job.ttl,
    urgency: job.urgency,
    contentEncoding: 'aes128gcm',
  });
  // fetch sets Content-Length from the body itself.
  const headers = Object.fromEntries(
    Object.entries(request.headers)
      .filter(([k]) => k.toLowerCase() !== 'content-length')
      .map(([k, v]) => [k, String(v)]),
  );
  let status: number;
  try {
    const res = await fetch(request.endpoint, { method: 'POST', headers, body: new Uint8Array(request.body), signal: AbortSignal.timeout(PUSH_TIMEOUT_MS), redirect: 'error' });
    status = res.status;
    await res.body?.cancel();
  } catch (err) {
    // The push service unreachable: the queue tries again. The endpoint is a capability: not logged.
    throw new PushServiceError(`the push service could not be reached (${err instanceof Error ? err.name : 'error'})`);
  }
  if (status >= 200 && status < 300) {
    await deps.db.pushSubscription.updateMany({ where: { id: sub.id }, data: { lastSentAt: deps.clock.now() } });
    return 'sent';
  }
  if (status === 404 || status === 410) {
    await deps.db.pushSubscription.deleteMany({ where: { id: sub.id } });
    deps.log.info({ subscriptionId: sub.id, status }, 'push subscription gone; deleted');
    return 'gone';
  }
  if (status === 400 || status === 401 || status === 403 || status === 413) {
    // A request the service will never accept as it is (bad keys, a key pair it does not know).
    deps.log.warn({ subscriptionId: sub.id, status }, 'the push service refused a push; dropped');
    return 'dropped';
  }
  throw new PushServiceError(`the push service answered ${status}`);
}
