// The coach dashboard feeds (docs/product.md §2, §7): client progress, recent activity, missed workouts.
// Each answers in a fixed number of queries however many clients the coach has (no query per
// client); the formulas live in src/shared/stats.ts. The same read of the same coach arriving while
// one is on its way waits for that one (db/shared-reads.ts, docs/decisions/0015-shared-reads.md).
import { FEED_PAGE_MAX, type ClientProgressItem, type DashboardCounts, type FeedPageInput, type MissedWorkoutItem, type RecentActivityItem } from '#shared/schemas/insights';
import { addDays, assignmentProgressOf, averageFromSum, COMPLETED_BADGE_DAYS, progressStatusOf, startOfUtcDay } from '#shared/stats';
import { DEFAULT_TIME_ZONE, localToday, localWeekRange, zoneOrUtc } from '#shared/time-zone';
import type { Db } from '#server/db/client';
import { decodeCursor, pageOf } from '#server/lib/keyset-cursor';
import { shareRead } from '#server/db/shared-reads';
import { Prisma } from '#server/db/generated/client';
import { aggregateSessions } from '../workouts/session-aggregates.ts';
import { pastMissedCutoffSql } from '../workouts/zone-sql.ts';

/** The completion rate of a client looks back this many days. */
export const COMPLETION_WINDOW_DAYS = 90;
/** The Missed Workouts card counts sessions missed within this many days. */
export const MISSED_WINDOW_DAYS = 30;
/** Completed workouts in one week that make a streak. */
export const STREAK_MIN = 3;

const fullName = (c: { firstName: string; lastName: string }) => `${c.firstName} ${c.lastName}`.trim();

/**
 * Every active client with the current assignment, its status badge and progress, the last
 * activity and the 90-day completion rate. Four statements whatever the roster: clients,
 * assignments, and one GROUP BY aggregate of the sessions by client and
 * assignment (services/workouts/session-aggregates.ts); no session row is loaded. Days are each
 * CLIENT's own (docs/time-zones.md): "due before today", the 90-day window and whether an
 * assignment has started follow the client's zone; the 7-day "Completed…" badge counts hours.
 */
export function clientProgress(db: Db, coachId: string, now: Date): Promise<ClientProgressItem[]> {
  return shareRead(db, `client-progress\0${coachId}`, () => readClientProgress(db, coachId, now));
}

async function readClientProgress(db: Db, coachId: string, now: Date): Promise<ClientProgressItem[]> {
  const activeClient = { coachId, archived: false };
  const [clients, assignments, sessions] = await Promise.all([
    db.client.findMany({
      where: activeClient,
      orderBy: [{ displayOrder: { sort: 'asc', nulls: 'last' } }, { firstName: 'asc' }, { id: 'asc' }],
      select: { id: true, firstName: true, lastName: true, user: { select: { timeZone: true } } },
    }),
    db.assignment.findMany({
      where: {
        coachId,
        client: { archived: false },
        OR: [{ status: { in: ['ASSIGNED', 'IN_PROGRESS'] } }, { status: 'COMPLETED', updatedAt: { gte: addDays(now, -COMPLETED_BADGE_DAYS) } }],
      },
      orderBy: [{ startDate: 'desc' }, { createdAt: 'desc' }],
      select: { id: true, clientId: true, status: true, contentName: true, startDate: true, updatedAt: true },
    }),
    aggregateSessions(db, { coachId, activeOnly: true }, 'client-and-assignment', {
      now,
      countScheduled: 'before-today',
      countWindowDays: COMPLETION_WINDOW_DAYS,
    }),
  ]);
  // Each client's local today (00:00 UTC of the date, as start dates are stored).
  const todayOf = new Map(clients.map((c) => [c.id, localToday(now, zoneOrUtc(c.user.timeZone))]));

  // The current assignment is the latest one that has started; only when none has, the next to
  // start (a plan booked for tomorrow does not hide the program the client is in the middle of).
  // Assignments come newest start first, so a later one replaces a current one only while that
  // has not started yet (its start date is after the client's local today).
  const current = new Map<string, (typeof assignments)[number]>();
  const lastDone = new Map<string, (typeof assignments)[number]>();
  for (const a of assignments) {
    if (a.status === 'COMPLETED') {
      const prev = lastDone.get(a.clientId);
      if (!prev || prev.updatedAt < a.updatedAt) lastDone.set(a.clientId, a);
    } else {
      const prev = current.get(a.clientId);
      if (!prev || prev.startDate > (todayOf.get(a.clientId) ?? now)) current.set(a.clientId, a);
    }
  }
  // An assignment's rate counts all its sessions; a client's only the last 90 days (countFrom),
  // so the assignment groups are read without the window: their counted/percentSum are all-time.
  const assignmentRate = (id: string) => {
    const a = sessions.byAssignment.get(id);
    return a ? averageFromSum(a.percentSumAllTime, a.countedAllTime) : 0;
  };

  return clients.map((c) => {
    const cur = current.get(c.id);
    const done = lastDone.get(c.id);
    const curAgg = cur ? sessions.byAssignment.get(cur.id) : undefined;
    const progressAgg = cur ? curAgg : done ? sessions.byAssignment.get(done.id) : undefined;
    const byClient = sessions.byClient.get(c.id);
    return {
      id: c.id,
      name: fullName(c),
      currentPlan: cur?.contentName ?? null,
      status: progressStatusOf({
        current: cur ? { due: curAgg?.due ?? 0, completed: curAgg?.completed ?? 0 } : null,
        lastCompleted: done ? { completionRate: assignmentRate(done.id), completedAt: done.updatedAt } : null,
        now,
      }),
      // The finished assignment's own figure, not 100: one whose sessions were all missed ended, it was not done.
      progress: assignmentProgressOf(progressAgg?.finished ?? 0, progressAgg?.total ?? 0),
      lastActive: byClient?.lastActive ?? null,
      completionRate: byClient ? averageFromSum(byClient.percentSum, byClient.counted) : 0,
    };
  });
}

/** A page of a feed and the cursor of the next one (null: this page is the last). */
export interface FeedPage<T> {
  items: T[];
  nextCursor: string | null;
}

/** Rows after a feed cursor (its last item's time and id), in `ORDER BY time DESC, id ASC`. */
function afterFeedCursor(cursor: string | null | undefined, time: Prisma.Sql, id: Prisma.Sql): Prisma.Sql {
  if (!cursor) return Prisma.sql`TRUE`;
  const [at, lastId] = decodeCursor(cursor, ['date', 'string'] as const);
  // The leading `<=` is the same rule in a form an index on the time can use.
  return Prisma.sql`(${time} <= ${at} AND (${time} < ${at} OR ${id} COLLATE "C" > ${lastId}))`;
}

/** Rows after an activity cursor (its last item's time and id), in `ORDER BY time DESC, id DESC`: a row comparison, so an index on (…, time, id) starts right after it. */
function beforeActivityCursor(cursor: string | null | undefined, time: Prisma.Sql, id: Prisma.Sql): Prisma.Sql {
  if (!cursor) return Prisma.sql`TRUE`;
  const [at, lastId] = decodeCursor(cursor, ['date', 'string'] as const);
  return Prisma.sql`(${time}, ${id}) < (${at}, ${lastId})`;
}

interface ActivityRow {
  id: string;
  clientId: string;
  kind: 'COMPLETED' | 'MISSED' | 'PENDING' | 'STREAK';
  what: string | null;
  firstName: string;
  lastName: string;
  time: Date;
  count: number | null;
}

/**
 * This week's activity (the Monday-start week in the coach's zone, UTC when unknown,
 * docs/time-zones.md): workouts completed, workouts marked missed (at the moment they were
 * marked, "missedAt"), workouts scheduled today and not yet finished (pending), and a streak for
 * every client with at least 3 completed workouts this week. Newest first (ties by id, last id
 * first), a page at a time, in one statement whose work follows the page, not the week: each kind
 * is read newest first along its own index and cut at a page before they are merged
 * (docs/query-performance.md, rule 8). Only the streaks group the week's completions, which a
 * week bounds. Times are stored to the millisecond, the precision of the cursor.
 */
export function recentActivity(db: Db, coachId: string, now: Date, timeZone: string = DEFAULT_TIME_ZONE, page: FeedPageInput = {}): Promise<FeedPage<RecentActivityItem>> {
  const key = `recent-activity\0${coachId}\0${timeZone}\0${page.limit ?? ''}\0${page.cursor ?? ''}`;
  return shareRead(db, key, () => readRecentActivity(db, coachId, now, timeZone, page));
}

async function readRecentActivity(db: Db, coachId: string, now: Date, timeZone: string, page: NonNullable<FeedPageInput>): Promise<FeedPage<RecentActivityItem>> {
  const weekStart = localWeekRange(now, timeZone).start;
  const today = localToday(now, timeZone);
  const limit = page.limit ?? FEED_PAGE_MAX;
  const after = (time: string, id: string) => beforeActivityCursor(page.cursor, Prisma.raw(time), Prisma.raw(id));
  const what = Prisma.raw(`COALESCE(NULLIF(s."planName", ''), s."name")`);
  const activeClient = Prisma.raw(`JOIN "Client" c ON c."id" = s."clientId" AND NOT c."archived"`);
  const rows = await db.$queryRaw<ActivityRow[]>`
    WITH week AS (
      SELECT s."id", s."clientId", ${what} AS "what", s."completedAt" AS "time"
      FROM "WorkoutSession" s ${activeClient}
      WHERE s."coachId" = ${coachId} AND s."status" = 'COMPLETED' AND s."completedAt" >= ${weekStart}
    ), items AS (
      (SELECT "id", "clientId", 'COMPLETED' AS "kind", "what", "time", NULL::int AS "count" FROM week
        WHERE ${after('"time"', '"id"')} ORDER BY "time" DESC, "id" DESC LIMIT ${limit + 1})
      UNION ALL
      (SELECT s."id", s."clientId", 'MISSED', ${what}, s."missedAt", NULL FROM "WorkoutSession" s ${activeClient}
        WHERE s."coachId" = ${coachId} AND s."status" = 'MISSED' AND s."missedAt" >= ${weekStart} AND ${after('s."missedAt"', 's."id"')}
        ORDER BY s."missedAt" DESC, s."id" DESC LIMIT ${limit + 1})
      UNION ALL
      (SELECT s."id", s."clientId", 'PENDING', ${what}, s."scheduledFor", NULL FROM "WorkoutSession" s ${activeClient}
        WHERE s."coachId" = ${coachId} AND s."status" IN ('SCHEDULED', 'IN_PROGRESS') AND s."scheduledFor" >= ${today} AND s."scheduledFor" < ${addDays(today, 1)}
          AND ${after('s."scheduledFor"', 's."id"')}
        ORDER BY s."scheduledFor" DESC, s."id" DESC LIMIT ${limit + 1})
      UNION ALL
      SELECT 'streak-' || "clientId", "clientId", 'STREAK', NULL, max("time"), count(*)::int
      FROM week GROUP BY "clientId" HAVING count(*) >= ${STREAK_MIN}
    ), pageRows AS (
      SELECT * FROM items WHERE ${after('"time"', '"id"')} ORDER BY "time" DESC, "id" DESC LIMIT ${limit + 1}
    )
    SELECT p.*, c."firstName", c."lastName" FROM pageRows p JOIN "Client" c ON c."id" = p."clientId"
    ORDER BY p."time" DESC, p."id" DESC`;
  const { items, nextCursor } = pageOf(rows, limit, (r) => [r.time, r.id]);
  return { items: items.map(toActivityItem), nextCursor };
}

function toActivityItem(r: ActivityRow): RecentActivityItem {
  const client = { firstName: r.firstName, lastName: r.lastName };
  const who = fullName(client);
  const base = { id: r.id, client, clientId: r.clientId, time: r.time };
  switch (r.kind) {
    case 'COMPLETED':
      return { ...base, type: 'COMPLETED_WORKOUT', message: `${who} completed ${r.what}`, status: 'completed' };
    case 'MISSED':
      return { ...base, type: 'MISSED_WORKOUT', message: `${who} missed ${r.what}`, status: 'missed' };
    case 'PENDING':
      return { ...base, type: 'SCHEDULED_WORKOUT', message: `${who} has ${r.what} scheduled today`, status: 'pending' };
    case 'STREAK':
      return { ...base, type: 'STREAK', message: `${who} has completed ${r.count} workouts this week`, status: 'streak' };
  }
}

/** Start of the missed feed's 30-day window. */
const missedSince = (now: Date) => addDays(startOfUtcDay(now), -MISSED_WINDOW_DAYS);

/** The statuses of the sessions the missed feed lists: marked MISSED, or still open past the cutoff. */
const MISSED_FEED_STATUSES = ['MISSED', 'SCHEDULED', 'IN_PROGRESS'] as const;

/**
 * A session (`s`, its client's user joined as `u`) of one status that the missed feed lists and the
 * dashboard's Missed Workouts card counts: in the window, and MISSED or open past its client's
 * cutoff (the check's own rule, zone-sql.ts). One status at a time, so an index on the status and
 * the day reads only the window (docs/query-performance.md, rule 8).
 */
const missedOfStatusSql = (status: (typeof MISSED_FEED_STATUSES)[number], now: Date) =>
  Prisma.sql`(s."status" = ${Prisma.raw(`'${status}'`)} AND s."scheduledFor" >= ${missedSince(now)}${status === 'MISSED' ? Prisma.empty : Prisma.sql` AND ${pastMissedCutoffSql(now)}`})`;

/** Every session the missed feed lists: the feed's branches and the card's count use this one rule, so they cannot disagree. */
const missedInWindowSql = (now: Date) =>
  Prisma.sql`(${Prisma.join(
    MISSED_FEED_STATUSES.map((status) => missedOfStatusSql(status, now)),
    ' OR ',
  )})`;

/**
 * Sessions marked MISSED in the last 30 days, newest first (ties by id), a page at a time. One
 * query. An open one counts once its own client's zone says it is missed (docs/time-zones.md),
 * as the check will mark it.
 */
export function missedWorkouts(db: Db, coachId: string, now: Date, page: FeedPageInput = {}): Promise<FeedPage<MissedWorkoutItem>> {
  return shareRead(db, `missed-workouts\0${coachId}\0${page.limit ?? ''}\0${page.cursor ?? ''}`, () => readMissedWorkouts(db, coachId, now, page));
}

async function readMissedWorkouts(db: Db, coachId: string, now: Date, page: NonNullable<FeedPageInput>): Promise<FeedPage<MissedWorkoutItem>> {
  // One flat statement with the missed rule in each client's zone in SQL: an open session past the
  // cutoff is missed even before the check has marked it. Nested ORM rows per session and a filter
  // in JavaScript took ~100 ms at 200 clients. One branch per status, each read newest first along
  // the (coach, status, scheduledFor) index and cut at a page, so a page reads about a page of
  // rows, not the whole 30-day window (docs/query-performance.md, rule 8). The branches together
  // are missedInWindowSql, the rule the dashboard's count uses.
  const limit = page.limit ?? FEED_PAGE_MAX;
  const branch = (status: (typeof MISSED_FEED_STATUSES)[number]) => Prisma.sql`(
    SELECT s."id", s."clientId", TRIM(c."firstName" || ' ' || c."lastName") AS "clientName",
      COALESCE(NULLIF(s."planName", ''), s."name") AS "planName", s."scheduledFor"
    FROM "WorkoutSession" s
    JOIN "Client" c ON c."id" = s."clientId" AND NOT c."archived"
    JOIN "User" u ON u."id" = c."userId"
    WHERE s."coachId" = ${coachId} AND ${missedOfStatusSql(status, now)}
      AND ${afterFeedCursor(page.cursor, Prisma.raw('s."scheduledFor"'), Prisma.raw('s."id"'))}
    ORDER BY s."scheduledFor" DESC, s."id" COLLATE "C" ASC
    LIMIT ${limit + 1})`;
  const rows = await db.$queryRaw<MissedWorkoutItem[]>`
    SELECT * FROM (${Prisma.join(MISSED_FEED_STATUSES.map(branch), ' UNION ALL ')}) AS missed
    ORDER BY "scheduledFor" DESC, "id" COLLATE "C" ASC
    LIMIT ${limit + 1}`;
  return pageOf(rows, limit, (r) => [r.scheduledFor, r.id]);
}

/**
 * The two dashboard stat cards that count feeds (docs/product.md §2): This Week Completed (the completed
 * items of recentActivity) and Missed Workouts (the items of missedWorkouts), counted in SQL
 * instead of shipping both lists to the browser to count them (docs/query-performance.md).
 * One statement; the missed rule is the check's own (services/notifications/missed-workouts.ts),
 * so the count equals what missedWorkouts lists. The WHERE names each status's own range, so the
 * indexes on (coach, completedAt) and (coach, status, scheduledFor) read this week's completions
 * and the 30-day window, never the coach's whole history (docs/query-performance.md).
 */
export function dashboardCounts(db: Db, coachId: string, now: Date, timeZone: string = DEFAULT_TIME_ZONE): Promise<DashboardCounts> {
  return shareRead(db, `dashboard-counts\0${coachId}\0${timeZone}`, () => readDashboardCounts(db, coachId, now, timeZone));
}

async function readDashboardCounts(db: Db, coachId: string, now: Date, timeZone: string): Promise<DashboardCounts> {
  const weekStart = localWeekRange(now, timeZone).start;
  const rows = await db.$queryRaw<DashboardCounts[]>`
    SELECT
      count(*) FILTER (WHERE s."status" = 'COMPLETED' AND s."completedAt" >= ${weekStart})::int AS "thisWeekCompleted",
      count(*) FILTER (WHERE ${missedInWindowSql(now)})::int AS "missedWorkouts"
    FROM "WorkoutSession" s
    JOIN "Client" c ON c."id" = s."clientId" AND NOT c."archived"
    JOIN "User" u ON u."id" = c."userId"
    WHERE s."coachId" = ${coachId}
      AND ((s."status" = 'COMPLETED' AND s."completedAt" >= ${weekStart}) OR ${missedInWindowSql(now)})`;
  return rows[0] ?? { thisWeekCompleted: 0, missedWorkouts: 0 };
}
