// Queueing a coach's events for their webhook endpoints (docs/api.md, "Webhooks"). One `webhook`
// job per subscribed endpoint, in the event's transaction when it has one (`tx`): the job exists
// only if the event was written. A coach with no endpoint costs one indexed lookup, or none when
// the caller already read the endpoints in its own statement (`endpoints`).
import { randomBytes } from 'node:crypto';
import type { WebhookData, WebhookEventType } from '#shared/schemas/integrations';
import type { Db } from '#server/db/client';
import type { Prisma } from '#server/db/generated/client';
import type { JobQueue } from '#server/jobs/queue';
import type { WebhookJob } from './webhook-delivery.ts';

/** `msg_` + 128 random bits: the event's id, its deliveries' `webhook-id`. */
export const newEventId = (): string => `msg_${randomBytes(16).toString('base64url')}`;

export interface EmitDeps {
  db: Db;
  jobs: JobQueue;
  clock: { now(): Date };
}

type Reader = Pick<Db, 'webhookEndpoint'> | Prisma.TransactionClient;

/** Ids of the coach's turned-on endpoints subscribed to `type`. */
export async function subscribedEndpoints(db: Reader, coachId: string, type: WebhookEventType): Promise<string[]> {
  const rows = await db.webhookEndpoint.findMany({ where: { coachId, disabledAt: null, events: { has: type } }, select: { id: true } });
  return rows.map((r) => r.id);
}

export async function emitWebhookEvent<T extends WebhookEventType>(
  deps: EmitDeps,
  coachId: string,
  type: T,
  data: WebhookData<T>,
  o: { tx?: Prisma.TransactionClient; endpoints?: string[]; occurredAt?: Date } = {},
): Promise<void> {
  const endpoints = o.endpoints ?? (await subscribedEndpoints(o.tx ?? deps.db, coachId, type));
  await queueDeliveries(deps.jobs, { coachId, type, data, endpoints, occurredAt: o.occurredAt ?? deps.clock.now(), tx: o.tx });
}

/** One event's deliveries to endpoints already known to subscribe to it. */
export async function queueDeliveries<T extends WebhookEventType>(
  jobs: JobQueue,
  e: { coachId: string; type: T; data: WebhookData<T>; endpoints: string[]; occurredAt: Date; tx?: Prisma.TransactionClient },
): Promise<void> {
  if (!e.endpoints.length) return;
  const eventId = newEventId();
  const occurredAt = e.occurredAt.toISOString();
  const rows: WebhookJob[] = e.endpoints.map((endpointId) => ({ endpointId, eventId, type: e.type, occurredAt, coachId: e.coachId, data: e.data as Record<string, unknown> }));
  await jobs.sendMany('webhook', rows, e.tx ? { tx: e.tx } : {});
}

/** Endpoint subscriptions read in a caller's own statement: `{ id, events }` per turned-on endpoint. */
export function endpointsFor(rows: { id: string; events: string[] }[] | null | undefined, type: WebhookEventType): string[] {
  return (rows ?? []).filter((r) => r.events.includes(type)).map((r) => r.id);
}
