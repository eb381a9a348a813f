// The job queue as the rest of the server sees it (docs/jobs.md): services put work on it with
// `send`, and never run background work themselves. In production it is pg-boss on the app's own
// PostgreSQL (jobs/pg-boss-queue.ts: durable, retried with backoff, each job run by one instance);
// API tests use the immediate queue (jobs/immediate-queue.ts), which runs a job at once.
import type { Prisma } from '../db/generated/client.ts';
import type { WebhookJob } from '../services/integrations/webhook-delivery.ts';
import type { PushEvent } from '#shared/schemas/push';

/** What each job carries. E-mails are sealed with APP_SECRET: they hold links that sign people in. */
export interface JobData {
  email: { sealed: string };
  'workout-checks': Record<string, never>;
  'photo-sweep': Record<string, never>;
  'workout-reminders': Record<string, never>;
  'coach-digests': Record<string, never>;
  /** The tables to analyse; without it, those an import writes. */
  'planner-statistics': { tables?: string[] };
  'check-in-reminders': Record<string, never>;
  backup: Record<string, never>;
  /** One event to one webhook endpoint (services/integrations/webhook-delivery.ts). */
  webhook: WebhookJob;
  /** One event for one user (docs/push.md): checked against their choices, then one push-send per device. */
  'push-event': PushEventJob;
  /** One push to one device; the payload sealed with APP_SECRET (it may hold a message's text). */
  'push-send': { subscriptionId: string; sealed: string; ttl: number; urgency: 'normal' | 'high' };
  'account-deletions': Record<string, never>;
}

export interface PushEventJob {
  userId: string;
  event: PushEvent;
  url: string;
  tag: string;
  /** The full text (sender and words), sealed with APP_SECRET; shown only to a user who opted in. */
  detail?: string;
  /** The lock-screen-safe text of this one event (counts, no names), in place of the event's usual one. */
  safe?: { title: string; body: string };
}
export type JobName = keyof JobData;

export interface SendOptions {
  /** Queue the job in this transaction: it exists only if the transaction commits. */
  tx?: Prisma.TransactionClient;
}

export interface JobQueue {
  send<N extends JobName>(name: N, data: JobData[N], o?: SendOptions): Promise<void>;
  /** Several jobs of one kind in one statement. */
  sendMany<N extends JobName>(name: N, data: JobData[N][], o?: SendOptions): Promise<void>;
}
