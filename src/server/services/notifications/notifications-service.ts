// The coach's notifications: list, unread count, mark read (one or all), delete. Every query is
// scoped to the coach; another coach's id answers 404.
import type { Notification } from '../../../shared/schemas/insights.ts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../errors.ts';

/** The list is newest first and bounded; older notifications stay in the database. */
export const NOTIFICATION_LIST_LIMIT = 200;

const select = {
  id: true,
  type: true,
  title: true,
  message: true,
  isRead: true,
  createdAt: true,
  clientId: true,
  metadata: true,
  client: { select: { firstName: true, lastName: true } },
} as const;

type Row = {
  id: string;
  type: Notification['type'];
  title: string;
  message: string;
  isRead: boolean;
  createdAt: Date;
  clientId: string | null;
  metadata: unknown;
  client: { firstName: string; lastName: string } | null;
};

const str = (v: unknown) => (typeof v === 'string' ? v : undefined);

function toNotification(r: Row): Notification {
  const m = (r.metadata && typeof r.metadata === 'object' ? r.metadata : {}) as Record<string, unknown>;
  return {
    id: r.id,
    type: r.type,
    title: r.title,
    message: r.message,
    isRead: r.isRead,
    createdAt: r.createdAt,
    clientId: r.clientId,
    clientName: r.client ? `${r.client.firstName} ${r.client.lastName}`.trim() : null,
    metadata: { planName: str(m.planName), sessionId: str(m.sessionId), assignmentId: str(m.assignmentId) },
  };
}

export async function listNotifications(db: Db, coachId: string, o: { unreadOnly?: boolean; take?: number } = {}): Promise<Notification[]> {
  const rows = await db.notification.findMany({
    // Not the join strategy (docs/query-performance.md, rule 5): its lateral join ran for every
    // notification of the coach before the LIMIT (145 ms at 1,000 clients and ~14,000
    // notifications); a second statement for the 200 rows' clients takes 32 ms.
    relationLoadStrategy: 'query',
    where: { coachId, ...(o.unreadOnly ? { isRead: false } : {}) },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    take: o.take ?? NOTIFICATION_LIST_LIMIT,
    select,
  });
  return rows.map(toNotification);
}

/**
 * The sidebar badge: unread notifications as the screens show them, where a workout's
 * COMPLETED_WORKOUT and CLIENT_FEEDBACK are one item (docs/decisions/0014-notification-pairs.md).
 * One statement.
 */
export async function countUnread(db: Db, coachId: string): Promise<number> {
  const [row] = await db.$queryRaw<{ n: number }[]>`
    SELECT count(DISTINCT CASE
      WHEN "type"::text IN ('COMPLETED_WORKOUT', 'CLIENT_FEEDBACK') AND "metadata"->>'sessionId' IS NOT NULL THEN 'session:' || ("metadata"->>'sessionId')
      ELSE "id" END)::int AS n
    FROM "Notification" WHERE "coachId" = ${coachId} AND "isRead" = false`;
  return row?.n ?? 0;
}

export async function markRead(db: Db, coachId: string, id: string): Promise<Notification> {
  const { count } = await db.notification.updateMany({ where: { id, coachId }, data: { isRead: true } });
  if (count === 0) throw notFound('Notification');
  const row = await db.notification.findFirst({ where: { id, coachId }, select });
  if (!row) throw notFound('Notification');
  return toNotification(row);
}

export async function markAllRead(db: Db, coachId: string): Promise<number> {
  const { count } = await db.notification.updateMany({ where: { coachId, isRead: false }, data: { isRead: true } });
  return count;
}

export async function deleteNotification(db: Db, coachId: string, id: string): Promise<void> {
  const { count } = await db.notification.deleteMany({ where: { id, coachId } });
  if (count === 0) throw notFound('Notification');
}
