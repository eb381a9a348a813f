// API keys and signed webhooks (docs/api.md, "API keys" and "Webhooks";
// docs/decisions/0031-api-keys-and-webhooks.md). The settings screen and the server check the same schemas.
import { z } from 'zod';
import { safeName, ZId } from './common.ts';

export const API_KEY_PREFIX = 'spk_';
export const WEBHOOK_SECRET_PREFIX = 'whsec_';
export const API_KEY_NAME_MAX = 60;
export const API_KEYS_MAX = 20;
export const WEBHOOK_ENDPOINTS_MAX = 10;
export const WEBHOOK_URL_MAX = 2000;
export const WEBHOOK_DESCRIPTION_MAX = 200;
/** Attempts the delivery log shows. */
export const WEBHOOK_LOG_SIZE = 50;

// What the server says of a webhook's address and deliveries, in English for API consumers. The
// web app shows them translated, and builds its patterns from these (`serverText()` in
// src/web/features/integrations/texts.ts).
export const MSG_WEBHOOK_HTTPS = 'The URL must start with https:// (plain http:// only for localhost during development).';
export const MSG_WEBHOOK_PRIVATE = 'This URL points to a private, loopback or link-local address, which webhooks may not reach on this server.';
export const MSG_WEBHOOK_UNRESOLVED = 'We could not find this host. Please check the URL.';
export const MSG_WEBHOOK_INVALID_URL = 'Invalid URL';
export const MSG_WEBHOOK_SECRET_UNREADABLE = 'The signing secret cannot be read (APP_SECRET changed): rotate the secret';
export const MSG_WEBHOOK_TURNED_OFF_BY_YOU = 'Turned off by you';
export const msgWebhookRedirect = (location: string) => `Redirect to ${location} not followed`;
export const msgWebhookNoAnswer = (seconds: number | string) => `No answer within ${seconds} s`;
export const msgWebhookFailedForADay = (lastAnswer: number | string) => `Deliveries failed for about a day (last answer: ${lastAnswer})`;

export const API_KEY_SCOPES = ['READ', 'READ_WRITE'] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

/** The events a coach can subscribe an endpoint to. */
export const WEBHOOK_EVENTS = ['workout.completed', 'workout.skipped', 'workout.missed', 'feedback.received', 'message.received', 'client.created', 'client.archived', 'checkin.submitted'] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENTS)[number];
/** Sent only by "Send test event", to one endpoint, whatever it subscribes to. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';

export const MSG_API_KEY_READ_ONLY = 'This API key is read-only. Use a read-write key to make changes.';
export const MSG_API_KEY_NOT_HERE = 'An API key cannot manage API keys or change your sign-in details. Sign in to Spotter to do this.';
export const MSG_API_KEY_EXPIRED = 'This API key has expired. Create a new one in Settings → Integrations.';

const ZApiKeyName = safeName(z.string({ error: 'Name is required' }).trim().min(1, 'Name is required').max(API_KEY_NAME_MAX, `Name must be at most ${API_KEY_NAME_MAX} characters`), 'Name');

export const ZCreateApiKeyInput = z.strictObject({
  name: ZApiKeyName,
  scope: z
    .enum(API_KEY_SCOPES, { error: 'scope must be READ or READ_WRITE' })
    .meta({ description: 'READ: GET only; every write answers 403. READ_WRITE: everything the coach can do, except managing API keys.' }),
  expiresAt: z.coerce.date({ error: 'expiresAt must be a date' }).nullable().optional().meta({ description: 'When the key stops working; null or absent: never' }),
});
export type CreateApiKeyInput = z.input<typeof ZCreateApiKeyInput>;

export const ZApiKey = z
  .object({
    id: z.string(),
    name: z.string(),
    scope: z.enum(API_KEY_SCOPES),
    prefix: z.string().meta({ description: 'The first characters of the key, to tell keys apart; the key itself is never shown again' }),
    expiresAt: z.date().nullable(),
    lastUsedAt: z.date().nullable().meta({ description: 'Last request made with the key, to the minute' }),
    createdAt: z.date(),
  })
  .meta({ id: 'ApiKey' });
export type ApiKey = z.infer<typeof ZApiKey>;

export const ZCreatedApiKey = ZApiKey.extend({
  key: z.string().meta({ description: 'The key (spk_…), shown this once: send it as `Authorization: Bearer <key>`' }),
}).meta({ id: 'CreatedApiKey' });

export const ZIdInput = z.strictObject({ id: ZId });

const ZWebhookUrl = z
  .string({ error: 'URL is required' })
  .trim()
  .min(1, 'URL is required')
  .max(WEBHOOK_URL_MAX, `URL must be at most ${WEBHOOK_URL_MAX} characters`)
  .refine((u) => URL.canParse(u), 'Please enter a full URL, such as https://example.com/hooks/spotter')
  .refine((u) => !URL.canParse(u) || ['https:', 'http:'].includes(new URL(u).protocol), 'The URL must start with https://')
  .refine((u) => !URL.canParse(u) || (!new URL(u).username && !new URL(u).password), 'The URL cannot contain a user name or password');

const ZWebhookEvents = z
  .array(z.enum(WEBHOOK_EVENTS, { error: `Events must be among ${WEBHOOK_EVENTS.join(', ')}` }), { error: 'events must be a list' })
  .min(1, 'Choose at least one event')
  .max(WEBHOOK_EVENTS.length)
  .transform((events) => WEBHOOK_EVENTS.filter((e) => events.includes(e)));

const ZWebhookDescription = z.string({ error: 'description must be text' }).trim().max(WEBHOOK_DESCRIPTION_MAX, `Description must be at most ${WEBHOOK_DESCRIPTION_MAX} characters`);

export const ZCreateWebhookInput = z.strictObject({
  url: ZWebhookUrl.meta({ description: 'HTTPS (plain HTTP only for localhost outside production)' }),
  events: ZWebhookEvents,
  description: ZWebhookDescription.optional(),
});
export type CreateWebhookInput = z.input<typeof ZCreateWebhookInput>;

export const ZUpdateWebhookInput = z.strictObject({
  id: ZId,
  url: ZWebhookUrl.optional(),
  events: ZWebhookEvents.optional(),
  description: ZWebhookDescription.optional(),
  enabled: z.boolean({ error: 'enabled must be true or false' }).optional().meta({ description: 'true turns a disabled endpoint back on' }),
});

export const ZWebhookEndpoint = z
  .object({
    id: z.string(),
    url: z.string(),
    description: z.string(),
    events: z.array(z.enum(WEBHOOK_EVENTS)),
    enabled: z.boolean(),
    disabledAt: z.date().nullable(),
    disabledReason: z.string().nullable().meta({ description: 'Why Spotter turned the endpoint off (after about a day of failed deliveries)' }),
    createdAt: z.date(),
  })
  .meta({ id: 'WebhookEndpoint' });
export type WebhookEndpoint = z.infer<typeof ZWebhookEndpoint>;

export const ZCreatedWebhook = ZWebhookEndpoint.extend({
  secret: z.string().meta({ description: 'The signing secret (whsec_…), shown this once' }),
}).meta({ id: 'CreatedWebhookEndpoint' });

export const ZWebhookAttempt = z
  .object({
    id: z.string(),
    eventId: z.string(),
    eventType: z.string(),
    attempt: z.number().int().meta({ description: '1 for the first try of this event, then each retry' }),
    status: z.number().int().nullable().meta({ description: "The receiver's HTTP status; null when it did not answer" }),
    ok: z.boolean(),
    error: z.string().nullable(),
    durationMs: z.number().int(),
    createdAt: z.date(),
  })
  .meta({ id: 'WebhookAttempt' });
export type WebhookAttempt = z.infer<typeof ZWebhookAttempt>;

export const ZWebhookTestResult = z.object({ attempt: ZWebhookAttempt }).meta({ id: 'WebhookTestResult' });

// ---- What a delivery carries (the `webhooks` section of the OpenAPI document) ----

const ZSessionRef = {
  sessionId: z.string(),
  clientId: z.string(),
  clientName: z.string(),
  workoutName: z.string(),
  planName: z.string(),
};

export const WEBHOOK_DATA = {
  'workout.completed': z.object({ ...ZSessionRef, completedAt: z.string(), durationMinutes: z.number().int().nullable(), rating: z.number().int().nullable(), feedback: z.string().nullable() }),
  'workout.skipped': z.object({ ...ZSessionRef, feedback: z.string().nullable() }),
  'workout.missed': z.object({ ...ZSessionRef, scheduledFor: z.string() }),
  'feedback.received': z.object({ ...ZSessionRef, feedback: z.string(), rating: z.number().int().nullable() }),
  'message.received': z.object({ messageId: z.string(), clientId: z.string(), clientName: z.string(), text: z.string().meta({ description: 'The message as plain text' }), sentAt: z.string() }),
  'client.created': z.object({ clientId: z.string(), firstName: z.string(), lastName: z.string(), email: z.string().nullable() }),
  'client.archived': z.object({ clientId: z.string(), firstName: z.string(), lastName: z.string() }),
  'checkin.submitted': z.object({ checkInId: z.string(), clientId: z.string(), clientName: z.string(), dueDate: z.string(), submittedAt: z.string() }),
  'webhook.test': z.object({ endpointId: z.string(), message: z.string() }),
} satisfies Record<WebhookEventType | typeof WEBHOOK_TEST_EVENT, z.ZodType>;

export type WebhookData<T extends keyof typeof WEBHOOK_DATA> = z.infer<(typeof WEBHOOK_DATA)[T]>;

/** The body of one delivery: the event's id is also the `webhook-id` header. */
export const webhookPayloadSchema = <T extends keyof typeof WEBHOOK_DATA>(type: T) =>
  z.object({
    id: z.string().meta({ description: 'The event id (the same as the webhook-id header): deliveries of one event share it, so receivers can drop repeats' }),
    type: z.literal(type),
    timestamp: z.string().meta({ description: 'When the event happened (ISO 8601)' }),
    coachId: z.string(),
    data: WEBHOOK_DATA[type],
  });
