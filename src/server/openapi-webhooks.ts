// The `webhooks` section of the OpenAPI document (docs/api.md, "Webhooks"): what Spotter POSTs to
// a coach's endpoints, event by event, with the Standard Webhooks headers; and the words of the
// document that API keys change (the bearer scheme, 403 and 429). Kept apart from openapi.ts so
// the operations' module stays about the operations.
import { z } from 'zod';
import { WEBHOOK_EVENTS, WEBHOOK_TEST_EVENT, webhookPayloadSchema } from '#shared/schemas/integrations';
import type { OpenApiDocument } from './openapi.ts';

const SUMMARIES: Record<(typeof WEBHOOK_EVENTS)[number] | typeof WEBHOOK_TEST_EVENT, string> = {
  'workout.completed': 'A client completed a workout',
  'workout.skipped': 'A client skipped a workout',
  'workout.missed': 'A workout passed 3 days after its day without being done, and was marked missed',
  'feedback.received': 'A client left feedback on a workout',
  'message.received': 'A client sent the coach a message',
  'client.created': 'The coach added a client',
  'client.archived': 'The coach archived a client',
  'checkin.submitted': 'A client sent a weekly check-in',
  'webhook.test': 'Sent by “Send test event” (POST /webhooks/{id}/test) to one endpoint, whatever it subscribes to',
};

const HEADERS = [
  { name: 'webhook-id', description: 'The event id (`msg_…`), the same on every retry of the event: use it to drop repeats', schema: { type: 'string' } },
  { name: 'webhook-timestamp', description: 'When this try was sent, in seconds since 1970 (UTC): refuse a try more than 5 minutes from your clock', schema: { type: 'string' } },
  {
    name: 'webhook-signature',
    description:
      '`v1,` then the base64 HMAC-SHA256 of `<webhook-id>.<webhook-timestamp>.<body>`, keyed with the base64-decoded part of the endpoint’s secret after `whsec_` (the Standard Webhooks scheme; its libraries verify it). Compare in constant time.',
    schema: { type: 'string' },
  },
];

function jsonSchema(schema: z.ZodType): Record<string, unknown> {
  const { $schema: _drop, ...rest } = z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any' }) as Record<string, unknown>;
  return rest;
}

export function addWebhooksAndKeys(doc: OpenApiDocument): void {
  const hooks: Record<string, unknown> = {};
  for (const type of [...WEBHOOK_EVENTS, WEBHOOK_TEST_EVENT] as const) {
    hooks[type] = {
      post: {
        summary: SUMMARIES[type],
        description:
          'POSTed to each of the coach’s turned-on endpoints subscribed to this event. Answer 2xx within 5 seconds; anything else (a redirect included) is tried again with back-off for about a day, then the endpoint is turned off and the coach notified.',
        tags: ['Webhooks'],
        parameters: HEADERS.map((h) => ({ ...h, in: 'header', required: true })),
        requestBody: { required: true, content: { 'application/json': { schema: jsonSchema(webhookPayloadSchema(type)) } } },
        responses: { '200': { description: 'Received (any 2xx)' } },
      },
    };
  }
  (doc as OpenApiDocument & { webhooks?: Record<string, unknown> }).webhooks = hooks;
  const bearer = doc.components.securitySchemes.bearer;
  if (bearer) bearer.description = `${String(bearer.description ?? '')}, or a coach's API key (\`spk_…\`, docs/api.md "API keys")`;
  const responses = (doc.components.responses ?? {}) as Record<string, { description?: string }>;
  if (responses.Error403) responses.Error403.description = `${responses.Error403.description ?? ''}; a read-only API key making a write; an API key managing API keys`;
  if (responses.Error429) responses.Error429.description = `${responses.Error429.description ?? ''}; or too many requests with this API key`;
  const info = doc.info as { description?: string };
  info.description = `${info.description ?? ''}\nAn integration signs in with a coach's API key instead (created in Settings → Integrations): \`Authorization: Bearer spk_…\`. A read-only key answers 403 to every write; each key has its own rate limit (429 with Retry-After).`;
}
