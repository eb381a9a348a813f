// Raising coach notifications at the moment their event happens (docs/design.md §3). A dedupeKey makes
// an event idempotent: raising it twice keeps one notification.
import type { Db } from '#server/db/client';
import type { NotificationMetadata } from '#shared/schemas/insights';

export type NotificationType = 'COMPLETED_WORKOUT' | 'MISSED_WORKOUT' | 'CLIENT_FEEDBACK' | 'ASSIGNMENT_DUE' | 'CLIENT_MESSAGE' | 'PERSONAL_RECORD' | 'CHECK_IN_SUBMITTED' | 'WEBHOOK_DISABLED';

export interface RaiseNotification {
  coachId: string;
  clientId?: string | null;
  type: NotificationType;
  title: string;
  message: string;
  /** The ids, and the values title and message are written from (apps word them in their user's language). */
  metadata?: NotificationMetadata;
  dedupeKey?: string;
  createdAt?: Date;
}

export async function raiseNotification(db: Pick<Db, 'notification'>, n: RaiseNotification): Promise<void> {
  const data = {
    coachId: n.coachId,
    clientId: n.clientId ?? null,
    type: n.type,
    title: n.title,
    message: n.message,
    metadata: n.metadata ?? {},
    dedupeKey: n.dedupeKey ?? null,
    ...(n.createdAt ? { createdAt: n.createdAt } : {}),
  };
  if (n.dedupeKey) {
    await db.notification.upsert({ where: { dedupeKey: n.dedupeKey }, create: data, update: {} });
  } else {
    await db.notification.create({ data });
  }
}
