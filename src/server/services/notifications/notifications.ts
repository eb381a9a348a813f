// The coach's notifications: list, unread count, mark read (one or all), delete. Every query is
// scoped to the coach; another coach's id answers 404.
import { NOTIFICATIONS_PAGE_DEFAULT } from '#shared/limits';
import { ZNotificationMetadata, ZNotificationType, type Notification, type NotificationType } from '#shared/schemas/insights';
import type { Db } from '#server/db/client';
import { notFound } from '#server/errors';
import { decodeCursor, pageOf } from '#server/lib/keyset-cursor';
import { sql } from 'kysely';
import { typedSql } from '#server/db/typed-sql';

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

/** A notification row with its client's name already joined (the list's statement). */
type NamedRow = Omit<Row, 'client'> & { clientName: string | null };

const str = (v: unknown) => (typeof v === 'string' ? v : undefined);

function toNotification(r: NamedRow): Notification {
  // The stored JSON is checked, not trusted: a row that does not match (an older or hand-written
  // one) keeps what it has of the ids, and the screens show its stored English.
  const parsed = ZNotificationMetadata.safeParse(r.metadata);
  const raw = (r.metadata && typeof r.metadata === 'object' ? r.metadata : {}) as Record<string, unknown>;
  const metadata = parsed.success ? parsed.data : { planName: str(raw.planName), sessionId: str(raw.sessionId), assignmentId: str(raw.assignmentId), checkInId: str(raw.checkInId) };
  return {
    id: r.id,
    type: r.type,
    title: r.title,
    message: r.message,
    isRead: r.isRead,
    createdAt: r.createdAt,
    clientId: r.clientId,
    clientName: r.clientName,
    metadata,
  };
}

const named = ({ client, ...r }: Row): NamedRow => ({ ...r, clientName: client ? `${client.firstName} ${client.lastName}`.trim() : null });

/** The two halves of a completion with feedback (docs/decisions/0014-notification-pairs.md). */
const PAIRED = ['COMPLETED_WORKOUT', 'CLIENT_FEEDBACK'] as const;

export interface NotificationListOptions {
  /** Internal (recentNotifications): the newest `perType` entries of each type, `limit` ignored. */
  perType?: number;
  /** Only unread ones. */
  unread?: boolean;
  /** Only read ones (the Read tab); not with `unread`. */
  read?: boolean;
  /** Only notifications of this type. */
  type?: NotificationType;
  /** Only notifications about this client (of the coach's; another's simply matches none). */
  clientId?: string;
  limit?: number;
  cursor?: string | null;
}

/**
 * A page of the coach's notifications, newest first (ties by id), and the cursor of the next
 * page (null: this is the last). One statement, one row per notification.
 */
export async function listNotifications(db: Db, coachId: string, o: NotificationListOptions = {}): Promise<{ items: Notification[]; nextCursor: string | null }> {
  const { items, nextCursor } = await readPage(db, coachId, o, false);
  return { items, nextCursor };
}

/**
 * The page the screens read (`GET /notification-page`): missed workouts are grouped per client
 * and week (docs/notifications.md), and `partners` holds the other half of each
 * completion/feedback pair on the page that the page does not carry (on another page, or left
 * out by the read/unread filter), whatever its state, so a screen never shows or reads half a
 * pair (docs/decisions/0014-notification-pairs.md). Still one statement: the halves are found by
 * their dedupe keys (`completed-workout:<session>`, `client-feedback:<session>`, written by
 * services/workouts/update-session.ts), a unique index.
 */
export function notificationPage(db: Db, coachId: string, o: NotificationListOptions = {}): Promise<{ items: Notification[]; nextCursor: string | null; partners: Notification[] }> {
  return readPage(db, coachId, o, true);
}

/**
 * A missed workout is grouped with the client's other missed workouts raised the same week
 * (Monday-start, UTC): one entry per client and week, however many sessions the check marked.
 */
const GROUPED = sql<boolean>`("type" = 'MISSED_WORKOUT' AND "clientId" IS NOT NULL)`;
const WEEK = sql<string>`to_char(date_trunc('week', "createdAt"), 'YYYY-MM-DD')`;

/**
 * What the screens show as one entry: a missed-workout group, a completion with its feedback, or
 * the notification alone. The tab counts and the sidebar badge count these keys, so they agree
 * with the lists (issue 34: "All 50+", "Unread 468", "Read 0+" at once).
 */
const ENTRY_KEY = sql<string>`CASE
  WHEN ${GROUPED} THEN 'missed:' || "clientId" || ':' || ${WEEK}
  WHEN "type"::text IN ('COMPLETED_WORKOUT', 'CLIENT_FEEDBACK') AND "metadata"->>'sessionId' IS NOT NULL THEN 'session:' || ("metadata"->>'sessionId')
  ELSE "id" END`;

interface PageRow extends NamedRow {
  partner: boolean;
  memberIds: string[] | null;
  unreadMemberIds: string[] | null;
}

/** A client filter names one of the coach's clients; another coach's is "not found", as everywhere. */
async function assertOwnClient(db: Db, coachId: string, clientId: string | undefined) {
  if (!clientId) return;
  const row = await db.client.findFirst({ where: { id: clientId, coachId }, select: { id: true } });
  if (!row) throw notFound('Client');
}

async function readPage(db: Db, coachId: string, o: NotificationListOptions, screen: boolean) {
  await assertOwnClient(db, coachId, o.clientId);
  const limit = o.limit ?? NOTIFICATIONS_PAGE_DEFAULT;
  const cursor = o.cursor ? decodeCursor(o.cursor, ['date', 'string'] as const) : null;
  const k = typedSql(db);
  // `isRead` right after `coachId`: the (coachId, isRead, createdAt, id) index serves a filtered
  // list in the same order as the whole one (docs/query-performance.md "Lists that can grow").
  const mine = () =>
    k
      .selectFrom('Notification')
      .where('coachId', '=', coachId)
      .$if(!!o.type, (q) => q.where('type', '=', o.type!))
      .$if(!!o.clientId, (q) => q.where('clientId', '=', o.clientId!));
  const after = sql<boolean>`("createdAt", "id") < (${cursor?.[0] ?? null}, ${cursor?.[1] ?? null})`;
  // Single notifications: cut on the index first, in index order (one missed check raises
  // thousands at the same instant: without `id` in the index their whole tie was sorted for every
  // page), then only the page's rows are joined (docs/query-performance.md).
  const singlesOf = (type: NotificationType | null, take: number) =>
    mine()
      .$if(screen, (q) => q.where(sql<boolean>`NOT ${GROUPED}`))
      .$if(!!type, (q) => q.where('type', '=', type!))
      .$if(!!o.unread, (q) => q.where('isRead', '=', false))
      .$if(!!o.read, (q) => q.where('isRead', '=', true))
      .$if(!!cursor, (q) => q.where(after))
      .select(['id', 'createdAt', sql<string[] | null>`NULL::text[]`.as('memberIds'), sql<string[] | null>`NULL::text[]`.as('unreadMemberIds')])
      .orderBy('createdAt', 'desc')
      .orderBy('id', 'desc')
      .limit(sql.lit(take));
  // With `perType`, the newest few of each type instead (the dashboard's mix, recentNotifications).
  const singles = o.perType
    ? k
        .selectFrom(
          ZNotificationType.options
            .filter((type) => type !== 'MISSED_WORKOUT')
            .map((type, i) => k.selectFrom(singlesOf(type, o.perType!).as(`t${i}`)).selectAll())
            .reduce((a, b) => a.unionAll(b))
            .as('mixed'),
        )
        .selectAll()
    : singlesOf(null, limit + 1);
  // Missed-workout groups, each shown by its newest notification (its time and id page it). The
  // Unread tab holds a group with any unread member, the Read tab one whose members are all read.
  const groups = k
    .selectFrom(
      mine()
        .where(GROUPED)
        .groupBy(['clientId', WEEK])
        .$if(!!o.unread, (q) => q.having(sql<boolean>`bool_or(NOT "isRead")`))
        .$if(!!o.read, (q) => q.having(sql<boolean>`bool_and("isRead")`))
        .select([
          sql<string>`(array_agg("id" ORDER BY "createdAt" DESC, "id" DESC))[1]`.as('id'),
          sql<Date>`max("createdAt")`.as('createdAt'),
          sql<string[] | null>`array_agg("id" ORDER BY "createdAt" DESC, "id" DESC)`.as('memberIds'),
          sql<string[] | null>`COALESCE(array_agg("id" ORDER BY "createdAt" DESC, "id" DESC) FILTER (WHERE NOT "isRead"), '{}')`.as('unreadMemberIds'),
        ])
        .as('g'),
    )
    .selectAll()
    .$if(!!cursor, (q) => q.where(after))
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(sql.lit(o.perType ?? limit + 1));
  const cut = screen
    ? k
        .selectFrom(
          k
            .selectFrom(singles.as('s'))
            .selectAll()
            .unionAll(k.selectFrom(groups.as('gr')).selectAll())
            .as('u'),
        )
        .selectAll()
        .orderBy('createdAt', 'desc')
        .orderBy('id', 'desc')
        .limit(sql.lit(o.perType ? o.perType * ZNotificationType.options.length : limit + 1))
    : singles;
  const rows = (await k
    .with('cut', () => cut)
    // The page proper: the extra row only says whether more follow.
    .with('pg', (w) =>
      w
        .selectFrom('cut')
        .selectAll()
        .orderBy('createdAt', 'desc')
        .orderBy('id', 'desc')
        .limit(sql.lit(o.perType ? o.perType * ZNotificationType.options.length : limit)),
    )
    .with('picked', (w) => {
      const own = w.selectFrom('cut').select(['id', 'memberIds', 'unreadMemberIds', sql<boolean>`false`.as('partner')]);
      if (!screen) return own;
      return own.unionAll(
        w
          .selectFrom('Notification as p')
          .where('p.coachId', '=', coachId)
          .where(sql<boolean>`p."type"::text IN (${sql.join(PAIRED.map((t) => sql.lit(t)))})`)
          .where(
            'p.dedupeKey',
            'in',
            w
              .selectFrom('pg')
              .innerJoin('Notification as h', 'h.id', 'pg.id')
              .crossJoin(sql<{ k: string }>`(VALUES ('completed-workout:'), ('client-feedback:'))`.as(sql.raw('v(k)')))
              .where(sql<boolean>`h."type"::text IN (${sql.join(PAIRED.map((t) => sql.lit(t)))}) AND h."metadata"->>'sessionId' IS NOT NULL`)
              .select(sql<string>`v.k || (h."metadata"->>'sessionId')`.as('key')),
          )
          .where('p.id', 'not in', w.selectFrom('pg').select('id'))
          .select(['p.id', sql<string[] | null>`NULL::text[]`.as('memberIds'), sql<string[] | null>`NULL::text[]`.as('unreadMemberIds'), sql<boolean>`true`.as('partner')]),
      );
    })
    .selectFrom('picked')
    .innerJoin('Notification as n', 'n.id', 'picked.id')
    .leftJoin('Client as c', 'c.id', 'n.clientId')
    .select([
      'n.id',
      sql<Notification['type']>`n."type"::text`.as('type'),
      'n.title',
      'n.message',
      'n.isRead',
      'n.createdAt',
      'n.clientId',
      'n.metadata',
      sql<string | null>`TRIM(c."firstName" || ' ' || c."lastName")`.as('clientName'),
      'picked.partner',
      'picked.memberIds',
      'picked.unreadMemberIds',
    ])
    .orderBy('picked.partner')
    .orderBy('n.createdAt', 'desc')
    .orderBy('n.id', 'desc')
    .execute()) as PageRow[];
  const page = pageOf(
    rows.filter((r) => !r.partner),
    limit,
    (r) => [r.createdAt, r.id],
  );
  return { items: page.items.map(toEntry), nextCursor: page.nextCursor, partners: rows.filter((r) => r.partner).map(toNotification) };
}

/** A row of the page: a missed-workout group of several becomes one notification that names them. */
function toEntry(r: PageRow): Notification {
  const n = toNotification(r);
  const members = r.memberIds ?? [];
  if (members.length < 2) return n;
  const unread = r.unreadMemberIds ?? [];
  return {
    ...n,
    title: 'Missed Workouts',
    message: `${r.clientName ?? 'A client'} missed ${members.length} workouts in the week of ${weekLabel(r.createdAt)}`,
    isRead: unread.length === 0,
    group: { count: members.length, ids: members, unreadIds: unread, weekOf: weekOf(r.createdAt).toISOString().slice(0, 10) },
  };
}

/** The Monday (UTC) of the week a notification was raised in. */
const weekOf = (at: Date) => new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate() - ((at.getUTCDay() + 6) % 7)));
const weekLabel = (at: Date) => weekOf(at).toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

/** The dashboard's Recent Activity shows this many entries (docs/product.md §9). */
export const RECENT_ENTRIES = 4;

/**
 * The dashboard's Recent Activity (docs/notifications.md): the newest unread entries as the
 * Notifications screen shows them (a week of a client's missed workouts is one), but no kind takes
 * more than half of the card while other kinds have unread entries: one missed-workout check
 * raises hundreds of notices at one instant, which buried every completion, feedback and message
 * (issue 34). One statement: the newest few of each type, then the pick.
 */
export async function recentNotifications(db: Db, coachId: string): Promise<Notification[]> {
  const perKind = Math.ceil(RECENT_ENTRIES / 2);
  const { items } = await readPage(db, coachId, { unread: true, perType: RECENT_ENTRIES }, true);
  // A completion and its feedback are one entry (docs/decisions/0014-notification-pairs.md): both halves count as a completion.
  const kindOf = (n: Notification) => (n.type === 'CLIENT_FEEDBACK' ? 'COMPLETED_WORKOUT' : n.type);
  const taken = new Map<string, number>();
  const picked = new Set<Notification>();
  for (const n of items) {
    const k = kindOf(n);
    if ((taken.get(k) ?? 0) >= perKind) continue;
    taken.set(k, (taken.get(k) ?? 0) + 1);
    picked.add(n);
  }
  // Too few kinds to fill the card: the newest of the rest after all.
  for (const n of items) if (picked.size < RECENT_ENTRIES) picked.add(n);
  return items.filter((n) => picked.has(n));
}

/** The tab counts of the Notifications screen, as entries (ENTRY_KEY), for the same filters; one statement. */
export async function countNotifications(db: Db, coachId: string, o: Pick<NotificationListOptions, 'type' | 'clientId'> = {}): Promise<{ all: number; unread: number; read: number }> {
  await assertOwnClient(db, coachId, o.clientId);
  const row = await typedSql(db)
    .selectFrom('Notification')
    .where('coachId', '=', coachId)
    .$if(!!o.type, (q) => q.where('type', '=', o.type!))
    .$if(!!o.clientId, (q) => q.where('clientId', '=', o.clientId!))
    .select([sql<number>`count(DISTINCT ${ENTRY_KEY})::int`.as('all'), sql<number>`(count(DISTINCT ${ENTRY_KEY}) FILTER (WHERE NOT "isRead"))::int`.as('unread')])
    .executeTakeFirst();
  const all = row?.all ?? 0;
  const unread = row?.unread ?? 0;
  return { all, unread, read: all - unread };
}

/**
 * The sidebar badge: unread entries as the screens show them (a completion with its feedback is
 * one, a week of a client's missed workouts is one). One statement.
 */
export async function countUnread(db: Db, coachId: string): Promise<number> {
  return (await countNotifications(db, coachId)).unread;
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
