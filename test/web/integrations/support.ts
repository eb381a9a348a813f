// Rows of the Integrations screen's answers, for its tests: each with sensible defaults and the
// fields a test cares about overridden.
import type { TrpcOutput } from '../support/trpc-msw.ts';

type Webhook = TrpcOutput<'coach.webhooks.list'>[number];
type WebhookAttempt = TrpcOutput<'coach.webhooks.attempts'>[number];

/** An endpoint that is on and has never failed. */
export const webhook = (o: Partial<Webhook> = {}): Webhook => ({
  id: 'h1',
  url: 'https://example.com/hooks',
  description: 'CRM',
  events: ['workout.completed'],
  enabled: true,
  disabledAt: null,
  disabledReason: null,
  createdAt: new Date('2026-03-01T10:00:00Z'),
  ...o,
});

/** A delivery of a workout that answered 204. */
export const webhookAttempt = (o: Partial<WebhookAttempt> = {}): WebhookAttempt => ({
  id: 'a1',
  eventId: 'msg_1',
  eventType: 'workout.completed',
  attempt: 1,
  status: 204,
  ok: true,
  error: null,
  durationMs: 12,
  createdAt: new Date('2026-03-11T09:59:00Z'),
  ...o,
});
