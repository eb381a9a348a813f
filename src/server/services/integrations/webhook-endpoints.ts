// A coach's webhook endpoints and their delivery log (docs/api.md, "Webhooks").
import { randomBytes } from 'node:crypto';
import {
  MSG_WEBHOOK_TURNED_OFF_BY_YOU,
  WEBHOOK_ENDPOINTS_MAX,
  WEBHOOK_EVENTS,
  WEBHOOK_LOG_SIZE,
  WEBHOOK_SECRET_PREFIX,
  type WebhookAttempt,
  type WebhookEndpoint,
  type WebhookEventType,
  type ZCreateWebhookInput,
  type ZUpdateWebhookInput,
} from '#shared/schemas/integrations';
import type { z } from 'zod';
import type { Db } from '#server/db/client';
import { conflict, notFound } from '#server/errors';
import { open, seal } from '#server/lib/secret-box';
import { checkWebhookUrl, type WebhookOptions } from './webhook-url.ts';

/** The secret-box purpose of endpoint secrets (lib/secret-box.ts). */
export const SECRET_PURPOSE = 'webhook-secret';

const endpointSelect = { id: true, url: true, description: true, events: true, disabledAt: true, disabledReason: true, createdAt: true } as const;

type EndpointRow = { id: string; url: string; description: string; events: string[]; disabledAt: Date | null; disabledReason: string | null; createdAt: Date };

const known = new Set<string>(WEBHOOK_EVENTS);
export const toEndpoint = (r: EndpointRow): WebhookEndpoint => ({
  ...r,
  events: r.events.filter((e): e is WebhookEventType => known.has(e)),
  enabled: r.disabledAt === null,
});

/** `whsec_` + 192 random bits in base64, as the Standard Webhooks libraries expect it. */
export const newWebhookSecret = (): string => `${WEBHOOK_SECRET_PREFIX}${randomBytes(24).toString('base64')}`;

export async function listWebhooks(db: Db, coachId: string): Promise<WebhookEndpoint[]> {
  const rows = await db.webhookEndpoint.findMany({ where: { coachId }, select: endpointSelect, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] });
  return rows.map(toEndpoint);
}

export async function createWebhook(
  deps: { db: Db; appSecret: string; webhooks?: WebhookOptions },
  coachId: string,
  input: z.output<typeof ZCreateWebhookInput>,
): Promise<WebhookEndpoint & { secret: string }> {
  await checkWebhookUrl(input.url, optionsOf(deps));
  const count = await deps.db.webhookEndpoint.count({ where: { coachId } });
  if (count >= WEBHOOK_ENDPOINTS_MAX) throw conflict(`You can have at most ${WEBHOOK_ENDPOINTS_MAX} webhook endpoints. Delete one you no longer use first.`);
  const secret = newWebhookSecret();
  const row = await deps.db.webhookEndpoint.create({
    data: { coachId, url: input.url, description: input.description ?? '', events: input.events, secretSealed: seal(deps.appSecret, SECRET_PURPOSE, secret) },
    select: endpointSelect,
  });
  return { ...toEndpoint(row), secret };
}

export async function updateWebhook(deps: { db: Db; webhooks?: WebhookOptions }, coachId: string, input: z.output<typeof ZUpdateWebhookInput>): Promise<WebhookEndpoint> {
  const found = await deps.db.webhookEndpoint.findFirst({ where: { id: input.id, coachId }, select: { id: true } });
  if (!found) throw notFound('Webhook endpoint');
  if (input.url !== undefined) await checkWebhookUrl(input.url, optionsOf(deps));
  const row = await deps.db.webhookEndpoint.update({
    where: { id: found.id },
    data: {
      ...(input.url !== undefined ? { url: input.url } : {}),
      ...(input.events !== undefined ? { events: input.events } : {}),
      ...(input.description !== undefined ? { description: input.description } : {}),
      ...(input.enabled === true ? { disabledAt: null, disabledReason: null } : {}),
      ...(input.enabled === false ? { disabledAt: new Date(), disabledReason: MSG_WEBHOOK_TURNED_OFF_BY_YOU } : {}),
    },
    select: endpointSelect,
  });
  return toEndpoint(row);
}

export async function deleteWebhook(db: Db, coachId: string, id: string): Promise<{ ok: true }> {
  const { count } = await db.webhookEndpoint.deleteMany({ where: { id, coachId } });
  if (!count) throw notFound('Webhook endpoint');
  return { ok: true };
}

/** A new secret for the endpoint, shown once; the old one stops signing at once. */
export async function rotateWebhookSecret(deps: { db: Db; appSecret: string }, coachId: string, id: string): Promise<WebhookEndpoint & { secret: string }> {
  const secret = newWebhookSecret();
  const { count } = await deps.db.webhookEndpoint.updateMany({ where: { id, coachId }, data: { secretSealed: seal(deps.appSecret, SECRET_PURPOSE, secret) } });
  if (!count) throw notFound('Webhook endpoint');
  const row = await deps.db.webhookEndpoint.findUniqueOrThrow({ where: { id }, select: endpointSelect });
  return { ...toEndpoint(row), secret };
}

/** The last 50 delivery attempts of one of the coach's endpoints, newest first. */
export async function listWebhookAttempts(db: Db, coachId: string, id: string): Promise<WebhookAttempt[]> {
  const endpoint = await db.webhookEndpoint.findFirst({
    where: { id, coachId },
    select: {
      attempts: {
        select: { id: true, eventId: true, eventType: true, attempt: true, status: true, ok: true, error: true, durationMs: true, createdAt: true },
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        take: WEBHOOK_LOG_SIZE,
      },
    },
  });
  if (!endpoint) throw notFound('Webhook endpoint');
  return endpoint.attempts;
}

/** The endpoint's secret in clear, to sign with; null when sealed under another APP_SECRET. */
export const openSecret = (appSecret: string, sealed: string): string | null => open(appSecret, SECRET_PURPOSE, sealed);

export const optionsOf = (deps: { webhooks?: WebhookOptions }): WebhookOptions => deps.webhooks ?? { allowPrivate: false };
