// API keys and webhooks (docs/api.md, "API keys" and "Webhooks"; docs/decisions/0031-api-keys-and-webhooks.md).
// Keys are managed only by a signed-in coach (coachSessionProcedure): a key cannot mint keys.
import { z } from 'zod';
import {
  ZApiKey,
  ZCreateApiKeyInput,
  ZCreatedApiKey,
  ZCreatedWebhook,
  ZCreateWebhookInput,
  ZIdInput,
  ZUpdateWebhookInput,
  ZWebhookAttempt,
  ZWebhookEndpoint,
  ZWebhookTestResult,
} from '#shared/schemas/integrations';
import { ZOk } from '#shared/schemas/common';
import { createApiKey, listApiKeys, revokeApiKey } from '#server/services/integrations/api-keys';
import { sendTestEvent } from '#server/services/integrations/webhook-delivery';
import { createWebhook, deleteWebhook, listWebhookAttempts, listWebhooks, rotateWebhookSecret, updateWebhook } from '#server/services/integrations/webhook-endpoints';
import { coachProcedure, coachSessionProcedure, router } from '#server/trpc/init';

const keyTags = ['API keys'];
const hookTags = ['Webhooks'];

export const apiKeysRouter = router({
  list: coachSessionProcedure
    .meta({ openapi: { method: 'GET', path: '/api-keys', tags: keyTags, protect: true, summary: 'The coach’s API keys, newest first, with when each was last used (not with an API key)' } })
    .input(z.void())
    .output(z.array(ZApiKey))
    .query(({ ctx }) => listApiKeys(ctx.db, ctx.coachId)),

  create: coachSessionProcedure
    .meta({ openapi: { method: 'POST', path: '/api-keys', tags: keyTags, protect: true, summary: 'Create an API key; the answer holds the key, shown this once (not with an API key)' } })
    .input(ZCreateApiKeyInput)
    .output(ZCreatedApiKey)
    .mutation(({ ctx, input }) => createApiKey(ctx.db, ctx.coachId, ctx.clock.now(), input)),

  revoke: coachSessionProcedure
    .meta({ openapi: { method: 'DELETE', path: '/api-keys/{id}', tags: keyTags, protect: true, summary: 'Revoke an API key: it stops working at once (not with an API key)' } })
    .input(ZIdInput)
    .output(ZOk)
    .mutation(({ ctx, input }) => revokeApiKey(ctx.db, ctx.coachId, input.id)),
});

export const webhooksRouter = router({
  list: coachProcedure
    .meta({ openapi: { method: 'GET', path: '/webhooks', tags: hookTags, protect: true, summary: 'The coach’s webhook endpoints' } })
    .input(z.void())
    .output(z.array(ZWebhookEndpoint))
    .query(({ ctx }) => listWebhooks(ctx.db, ctx.coachId)),

  create: coachProcedure
    .meta({
      openapi: { method: 'POST', path: '/webhooks', tags: hookTags, protect: true, summary: 'Register an endpoint for some events; the answer holds its signing secret, shown this once' },
    })
    .input(ZCreateWebhookInput)
    .output(ZCreatedWebhook)
    .mutation(({ ctx, input }) => createWebhook(ctx, ctx.coachId, input)),

  update: coachProcedure
    .meta({ openapi: { method: 'PATCH', path: '/webhooks/{id}', tags: hookTags, protect: true, summary: 'Change an endpoint’s URL, events or description, or turn it on or off' } })
    .input(ZUpdateWebhookInput)
    .output(ZWebhookEndpoint)
    .mutation(({ ctx, input }) => updateWebhook(ctx, ctx.coachId, input)),

  delete: coachProcedure
    .meta({ openapi: { method: 'DELETE', path: '/webhooks/{id}', tags: hookTags, protect: true, summary: 'Delete an endpoint and its delivery log' } })
    .input(ZIdInput)
    .output(ZOk)
    .mutation(({ ctx, input }) => deleteWebhook(ctx.db, ctx.coachId, input.id)),

  rotateSecret: coachProcedure
    .meta({ openapi: { method: 'POST', path: '/webhooks/{id}/secret', tags: hookTags, protect: true, summary: 'Replace the endpoint’s signing secret; the new one is shown this once' } })
    .input(ZIdInput)
    .output(ZCreatedWebhook)
    .mutation(({ ctx, input }) => rotateWebhookSecret(ctx, ctx.coachId, input.id)),

  attempts: coachProcedure
    .meta({ openapi: { method: 'GET', path: '/webhooks/{id}/attempts', tags: hookTags, protect: true, summary: 'The endpoint’s last 50 delivery attempts, newest first' } })
    .input(ZIdInput)
    .output(z.array(ZWebhookAttempt))
    .query(({ ctx, input }) => listWebhookAttempts(ctx.db, ctx.coachId, input.id)),

  test: coachProcedure
    .meta({ openapi: { method: 'POST', path: '/webhooks/{id}/test', tags: hookTags, protect: true, summary: 'Send a signed `webhook.test` event to the endpoint now and answer how it went' } })
    .input(ZIdInput)
    .output(ZWebhookTestResult)
    .mutation(({ ctx, input }) => sendTestEvent(ctx, ctx.coachId, input.id)),
});
