// The coach's notifications: list, unread count, mark read (one or all), delete. Every query is
// scoped to the coach; another coach's id answers 404.
import { NOTIFICATIONS_PAGE_DEFAULT } from '#shared/limits';
import type { Notification } from '#shared/schemas/insights';
import type { Db } from '#server/db/client';
import { notFound } from '#server/errors';
import { decodeCursor, pageOf } from '#server/lib/keyset-cursor';
import { Prisma } from '#server/db/generated/client';
import { sqlLimit } from '#server/db/sql-limit';

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

/** A notification row with its client's name already joined (the list's statement). */
type NamedRow = Omit<Row, 'client'> & { clientName: string | null };

function toNotification(r: NamedRow): Notification {
  const m = (r.metadata && typeof r.metadata === 'object' ? r.metadata : {}) as Record<string, unknown>;
  return {
    id: r.id,
    type: r.type,
    title: r.title,
    message: r.message,
    isRead: r.isRead,
    createdAt: r.createdAt,
    clientId: r.clientId,
    clientName: r.clientName,
    metadata: { planName: str(m.planName), sessionId: str(m.sessionId), assignmentId: str(m.assignmentId), checkInId: str(m.checkInId) },
  };
}

const named = ({ client, ...r }: Row): NamedRow => ({ ...r, clientName: client ? `${client.firstName} ${client.lastName}`.trim() : null });

/** The two halves of a completion with feedback (docs/decisions/0014-notification-pairs.md). */
const PAIRED = Prisma.sql`('COMPLETED_WORKOUT', 'CLIENT_FEEDBACK')`;

export interface NotificationListOptions {
  /** Only unread ones. */
  unread?: boolean;
  /** Only read ones (the Read tab); not with `unread`. */
  read?: boolean;
  limit?: number;
  cursor?: string | null;
}

/**
 * A page of the coach's notifications, newest first (ties by id), and the cursor of the next
 * page (null: this is the last). One statement.
 */
export async function listNotifications(db: Db, coachId: string, o: NotificationListOptions = {}): Promise<{ items: Notification[]; nextCursor: string | null }> {
  const { items, nextCursor } = await readPage(db, coachId, o, false);
  return { items, nextCursor };
}

/**
 * The same page with `partners`: the other half of each completion/feedback pair on it that the
 * page does not carry (on another page, or left out by the read/unread filter), whatever its
 * state, so a screen never shows or reads half a pair (docs/decisions/0014-notification-pairs.md).
 * Still one statement: the halves are found by their dedupe keys (`completed-workout:<session>`,
 * `client-feedback:<session>`, written by services/workouts/update-session.ts), a unique index.
 */
export function notificationPage(db: Db, coachId: string, o: NotificationListOptions = {}): Promise<{ items: Notification[]; nextCursor: string | null; partners: Notification[] }> {
  return readPage(db, coachId, o, true);
}

async function readPage(db: Db, coachId: string, o: NotificationListOptions, withPartners: boolean) {
  const limit = o.limit ?? NOTIFICATIONS_PAGE_DEFAULT;
  let after = Prisma.empty;
  if (o.cursor) {
    const [at, id] = decodeCursor(o.cursor, ['date', 'string'] as const);
    // A row comparison: the (coachId, createdAt, id) index starts right after the cursor.
    after = Prisma.sql`AND ("createdAt", "id") < (${at}, ${id})`;
  }
  // `isRead` right after `coachId`: the (coachId, isRead, createdAt, id) index serves a filtered
  // list in the same order as the whole one (docs/query-performance.md "Lists that can grow").
  const state = o.unread ? Prisma.sql`AND "isRead" = false` : o.read ? Prisma.sql`AND "isRead" = true` : Prisma.empty;
  // The page is cut on the (coachId, createdAt, id) index first, in index order (one missed
  // check raises thousands of notifications at the same instant: without `id` in the index, their
  // whole tie was sorted for every page, 3.6 against 0.7 ms for the bench's 4,600), then only its rows' clients are
  // joined. The ORM's join strategy joined every notification's client before the LIMIT
  // (145 ms at 1,000 clients); its query strategy took two statements and mapped nested rows
  // (docs/query-performance.md).
  const cut = Prisma.sql`
      SELECT * FROM "Notification"
      WHERE "coachId" = ${coachId} ${state} ${after}
      ORDER BY "createdAt" DESC, "id" DESC
      ${sqlLimit(limit + 1)}`;
  // Partners of the page's first `limit` rows (the extra row only says whether more follow).
  const partners = withPartners
    ? Prisma.sql`
      UNION ALL
      SELECT p.*, true AS "partner" FROM "Notification" p
      WHERE p."coachId" = ${coachId} AND p."type"::text IN ${PAIRED}
        AND p."dedupeKey" IN (
          SELECT k || (pg."metadata"->>'sessionId') FROM (SELECT * FROM cut ORDER BY "createdAt" DESC, "id" DESC ${sqlLimit(limit)}) pg,
            (VALUES ('completed-workout:'), ('client-feedback:')) v(k)
          WHERE pg."type"::text IN ${PAIRED} AND pg."metadata"->>'sessionId' IS NOT NULL)
        AND p."id" NOT IN (SELECT "id" FROM (SELECT "id" FROM cut ORDER BY "createdAt" DESC, "id" DESC ${sqlLimit(limit)}) ids)`
    : Prisma.empty;
  const rows = await db.$queryRaw<(NamedRow & { partner: boolean })[]>`
    WITH cut AS (${cut})
    SELECT n."id", n."type"::text AS "type", n."title", n."message", n."isRead", n."createdAt", n."clientId", n."metadata",
      TRIM(c."firstName" || ' ' || c."lastName") AS "clientName", n."partner"
    FROM (SELECT cut.*, false AS "partner" FROM cut ${partners}) n
    LEFT JOIN "Client" c ON c."id" = n."clientId"
    ORDER BY n."partner", n."createdAt" DESC, n."id" DESC`;
  const page = pageOf(
    rows.filter((r) => !r.partner),
    limit,
    (r) => [r.createdAt, r.id],
  );
  return { items: page.items.map(toNotification), nextCursor: page.nextCursor, partners: rows.filter((r) => r.partner).map(toNotification) };
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
  return toNotification(named(row));
}

export async function markAllRead(db: Db, coachId: string): Promise<number> {
  const { count } = await db.notification.updateMany({ where: { coachId, isRead: false }, data: { isRead: true } });
  return count;
}

export async function deleteNotification(db: Db, coachId: string, id: string): Promise<void> {
  const { count } = await db.notification.deleteMany({ where: { id, coachId } });
  if (count === 0) throw notFound('Notification');
}
