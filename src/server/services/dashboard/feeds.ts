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
import { sql, type QueryCreator, type RawBuilder } from 'kysely';
import { columnsOf, typedSql, type DB } from '#server/db/typed-sql';
import { aggregateSessions } from '../workouts/session-aggregates.ts';
import { pastMissedCutoff } from '../workouts/zone-sql.ts';

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

const s = columnsOf('WorkoutSession', 's');
const c = columnsOf('Client', 'c');

/** A session's title in the feeds: the plan's name, or the session's own. */
const sessionWhat = sql<string | null>`COALESCE(NULLIF(${s('planName')}, ''), ${s('name')})`;

/** A coach's sessions of clients who are not archived, as `s` with the client as `c`. */
const activeSessions = (k: QueryCreator<DB>, coachId: string) =>
  k
    .selectFrom('WorkoutSession as s')
    .innerJoin('Client as c', (j) => j.onRef('c.id', '=', 's.clientId').on('c.archived', '=', false))
    .where('s.coachId', '=', coachId);

type Cursor = readonly [Date, string];
const cursorOf = (cursor: string | null | undefined): Cursor | null => (cursor ? decodeCursor(cursor, ['date', 'string'] as const) : null);

/** Rows after an activity cursor, in `ORDER BY time DESC, id DESC`: a row comparison, so an index on (…, time, id) starts right after it. */
const beforeActivity = (cursor: Cursor | null, time: RawBuilder<unknown>, id: RawBuilder<unknown>): RawBuilder<boolean> =>
  cursor ? sql<boolean>`(${time}, ${id}) < (${cursor[0]}, ${cursor[1]})` : sql<boolean>`TRUE`;

/** Rows after a feed cursor, in `ORDER BY time DESC, id ASC`; the leading `<=` is the same rule in a form an index on the time can use. */
const afterFeed = (cursor: Cursor | null, time: RawBuilder<unknown>, id: RawBuilder<unknown>): RawBuilder<boolean> =>
  cursor ? sql<boolean>`(${time} <= ${cursor[0]} AND (${time} < ${cursor[0]} OR ${id} COLLATE "C" > ${cursor[1]}))` : sql<boolean>`TRUE`;

type ActivityKind = 'COMPLETED' | 'MISSED' | 'PENDING' | 'STREAK';

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
  const cursor = cursorOf(page.cursor);
  const k = typedSql(db);
  const kind = (name: ActivityKind) => sql.lit<ActivityKind>(name).as('kind');
  const noCount = sql<number | null>`NULL::int`.as('count');
  // One branch per kind, newest first along its own index and cut at a page; each is a subquery,
  // since a UNION's members cannot carry ORDER BY and LIMIT bare.
  const newestOf = (time: 'missedAt' | 'scheduledFor', name: ActivityKind, where: (q: ReturnType<typeof activeSessions>) => ReturnType<typeof activeSessions>) =>
    k
      .selectFrom(
        where(activeSessions(k, coachId))
          .select(['s.id', 's.clientId', kind(name), sessionWhat.as('what'), sql<Date>`${s(time)}`.as('time'), noCount])
          .where(beforeActivity(cursor, s(time), s('id')))
          .orderBy(`s.${time}`, 'desc')
          .orderBy('s.id', 'desc')
          .limit(sql.lit(limit + 1))
          .as('b'),
      )
      .selectAll();
  const rows = await k
    .with('week', (q) =>
      activeSessions(q, coachId)
        .where('s.status', '=', sql.lit('COMPLETED'))
        .where('s.completedAt', '>=', weekStart)
        .select(['s.id', 's.clientId', sessionWhat.as('what'), sql<Date>`${s('completedAt')}`.as('time')]),
    )
    .with('items', (q) =>
      q
        .selectFrom(
          q
            .selectFrom('week as w')
            .select(['w.id', 'w.clientId', kind('COMPLETED'), 'w.what', 'w.time', noCount])
            .where(beforeActivity(cursor, sql.ref('w.time'), sql.ref('w.id')))
            .orderBy('w.time', 'desc')
            .orderBy('w.id', 'desc')
            .limit(sql.lit(limit + 1))
            .as('b'),
        )
        .selectAll()
        .unionAll(newestOf('missedAt', 'MISSED', (w) => w.where('s.status', '=', sql.lit('MISSED')).where('s.missedAt', '>=', weekStart)))
        .unionAll(
          newestOf('scheduledFor', 'PENDING', (w) =>
            w
              .where('s.status', 'in', [sql.lit<'SCHEDULED'>('SCHEDULED'), sql.lit<'IN_PROGRESS'>('IN_PROGRESS')])
              .where('s.scheduledFor', '>=', today)
              .where('s.scheduledFor', '<', addDays(today, 1)),
          ),
        )
        .unionAll(
          q
            .selectFrom('week as w')
            .select([
              sql<string>`'streak-' || ${sql.ref('w.clientId')}`.as('id'),
              'w.clientId',
              kind('STREAK'),
              sql<string | null>`NULL`.as('what'),
              sql<Date>`max(${sql.ref('w.time')})`.as('time'),
              sql<number | null>`count(*)::int`.as('count'),
            ])
            .groupBy('w.clientId')
            .having(sql<boolean>`count(*) >= ${STREAK_MIN}`),
        ),
    )
    .with('pageRows', (q) =>
      q
        .selectFrom('items as i')
        .selectAll()
        .where(beforeActivity(cursor, sql.ref('i.time'), sql.ref('i.id')))
        .orderBy('i.time', 'desc')
        .orderBy('i.id', 'desc')
        .limit(sql.lit(limit + 1)),
    )
    .selectFrom('pageRows as p')
    .innerJoin('Client as c', 'c.id', 'p.clientId')
    .selectAll('p')
    .select(['c.firstName', 'c.lastName'])
    .orderBy('p.time', 'desc')
    .orderBy('p.id', 'desc')
    .execute();
  const { items, nextCursor } = pageOf(rows, limit, (r) => [r.time, r.id]);
  return { items: items.map(toActivityItem), nextCursor };
}

interface ActivityRow {
  id: string;
  clientId: string;
  kind: ActivityKind;
  what: string | null;
  firstName: string;
  lastName: string;
  time: Date;
  count: number | null;
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
const missedOfStatus = (status: (typeof MISSED_FEED_STATUSES)[number], now: Date): RawBuilder<boolean> =>
  status === 'MISSED'
    ? sql<boolean>`(${s('status')} = ${sql.lit(status)} AND ${s('scheduledFor')} >= ${missedSince(now)})`
    : sql<boolean>`(${s('status')} = ${sql.lit(status)} AND ${s('scheduledFor')} >= ${missedSince(now)} AND ${pastMissedCutoff(now)})`;

/** Every session the missed feed lists: the feed's branches and the card's count use this one rule, so they cannot disagree. */
const missedInWindow = (now: Date): RawBuilder<boolean> =>
  sql<boolean>`(${sql.join(
    MISSED_FEED_STATUSES.map((status) => missedOfStatus(status, now)),
    sql` OR `,
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
  // cutoff is missed even before the check has marked it. One branch per status, each read newest
  // first along the (coach, status, scheduledFor) index and cut at a page, so a page reads about a
  // page of rows, not the whole 30-day window (docs/query-performance.md, rule 8). The branches
  // together are missedInWindow, the rule the dashboard's count uses.
  const limit = page.limit ?? FEED_PAGE_MAX;
  const cursor = cursorOf(page.cursor);
  const k = typedSql(db);
  const byIdBytes = sql`${s('id')} COLLATE "C"`;
  const branch = (status: (typeof MISSED_FEED_STATUSES)[number]) =>
    k
      .selectFrom(
        activeSessions(k, coachId)
          .innerJoin('User as u', 'u.id', 'c.userId')
          .select(['s.id', 's.clientId', sql<string>`TRIM(${c('firstName')} || ' ' || ${c('lastName')})`.as('clientName'), sql<string>`${sessionWhat}`.as('planName'), 's.scheduledFor'])
          .where(missedOfStatus(status, now))
          .where(afterFeed(cursor, s('scheduledFor'), s('id')))
          .orderBy('s.scheduledFor', 'desc')
          .orderBy(byIdBytes, 'asc')
          .limit(sql.lit(limit + 1))
          .as('b'),
      )
      .selectAll();
  const rows = await k
    .selectFrom(branch('MISSED').unionAll(branch('SCHEDULED')).unionAll(branch('IN_PROGRESS')).as('missed'))
    .selectAll()
    .orderBy('scheduledFor', 'desc')
    .orderBy(sql`"id" COLLATE "C"`, 'asc')
    .limit(sql.lit(limit + 1))
    .execute();
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
  const completedThisWeek = sql<boolean>`(${s('status')} = 'COMPLETED' AND ${s('completedAt')} >= ${weekStart})`;
  const k = typedSql(db);
  const row = await activeSessions(k, coachId)
    .innerJoin('User as u', 'u.id', 'c.userId')
    .select([sql<number>`count(*) FILTER (WHERE ${completedThisWeek})::int`.as('thisWeekCompleted'), sql<number>`count(*) FILTER (WHERE ${missedInWindow(now)})::int`.as('missedWorkouts')])
    .where(sql<boolean>`(${completedThisWeek} OR ${missedInWindow(now)})`)
    .executeTakeFirst();
  return row ?? { thisWeekCompleted: 0, missedWorkouts: 0 };
}
