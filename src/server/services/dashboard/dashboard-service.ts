// The coach dashboard feeds (docs/product.md §2, §7): client progress, recent activity, missed workouts.
// Each answers in a fixed number of queries however many clients the coach has (no query per
// client); the formulas live in src/shared/stats.ts.
import type { ClientProgressItem, DashboardCounts, MissedWorkoutItem, RecentActivityItem } from '../../../shared/schemas/insights.ts';
import {
  addDays,
  assignmentProgressOf,
  averageFromSum,
  COMPLETED_BADGE_DAYS,
  progressStatusOf,
  startOfUtcDay,
} from '../../../shared/stats.ts';
import { DEFAULT_TIME_ZONE, localToday, localWeekRange, zoneOrUtc } from '../../../shared/time-zone.ts';
import type { Db } from '../../db/client.ts';
import { Prisma } from '../../db/generated/client.ts';
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
 * assignments, and one GROUP BY GROUPING SETS aggregate of the sessions by client and by
 * assignment (services/workouts/session-aggregates.ts); no session row is loaded. Days are each
 * CLIENT's own (docs/time-zones.md): "due before today", the 90-day window and whether an
 * assignment has started follow the client's zone; the 7-day "Completed…" badge counts hours.
 */
export async function clientProgress(db: Db, coachId: string, now: Date): Promise<ClientProgressItem[]> {
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
    aggregateSessions(db, Prisma.sql`s."coachId" = ${coachId} AND NOT c."archived"`, ['clientId', 'assignmentId'], {
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
      progress: cur ? assignmentProgressOf(curAgg?.finished ?? 0, curAgg?.total ?? 0) : done ? 100 : 0,
      lastActive: byClient?.lastActive ?? null,
      completionRate: byClient ? averageFromSum(byClient.percentSum, byClient.counted) : 0,
    };
  });
}

/**
 * This week's activity (the Monday-start week in the coach's zone, UTC when unknown,
 * docs/time-zones.md): workouts completed, workouts marked missed, workouts scheduled today and
 * not yet finished (pending), and a streak for every client with at least 3 completed workouts
 * this week. Newest first. One query.
 */
export async function recentActivity(db: Db, coachId: string, now: Date, timeZone: string = DEFAULT_TIME_ZONE): Promise<RecentActivityItem[]> {
  const weekStart = localWeekRange(now, timeZone).start;
  const today = localToday(now, timeZone);
  const rows = await db.workoutSession.findMany({
    where: {
      coachId,
      client: { archived: false },
      OR: [
        { status: 'COMPLETED', completedAt: { gte: weekStart } },
        { status: 'MISSED', updatedAt: { gte: weekStart } },
        { status: { in: ['SCHEDULED', 'IN_PROGRESS'] }, scheduledFor: { gte: today, lt: addDays(today, 1) } },
      ],
    },
    select: {
      id: true,
      clientId: true,
      status: true,
      planName: true,
      name: true,
      scheduledFor: true,
      completedAt: true,
      updatedAt: true,
      client: { select: { firstName: true, lastName: true } },
    },
  });

  const items: RecentActivityItem[] = [];
  const completedBy = new Map<string, { count: number; last: Date; client: { firstName: string; lastName: string } }>();
  for (const s of rows) {
    const client = { firstName: s.client.firstName, lastName: s.client.lastName };
    const what = s.planName || s.name;
    if (s.status === 'COMPLETED' && s.completedAt) {
      items.push({ id: s.id, type: 'COMPLETED_WORKOUT', client, clientId: s.clientId, message: `${fullName(client)} completed ${what}`, time: s.completedAt, status: 'completed' });
      const c = completedBy.get(s.clientId) ?? { count: 0, last: s.completedAt, client };
      c.count += 1;
      if (s.completedAt > c.last) c.last = s.completedAt;
      completedBy.set(s.clientId, c);
    } else if (s.status === 'MISSED') {
      items.push({ id: s.id, type: 'MISSED_WORKOUT', client, clientId: s.clientId, message: `${fullName(client)} missed ${what}`, time: s.updatedAt, status: 'missed' });
    } else {
      items.push({ id: s.id, type: 'SCHEDULED_WORKOUT', client, clientId: s.clientId, message: `${fullName(client)} has ${what} scheduled today`, time: s.scheduledFor, status: 'pending' });
    }
  }
  for (const [clientId, c] of completedBy) {
    if (c.count >= STREAK_MIN) {
      items.push({
        id: `streak-${clientId}`,
        type: 'STREAK',
        client: c.client,
        clientId,
        message: `${fullName(c.client)} has completed ${c.count} workouts this week`,
        time: c.last,
        status: 'streak',
      });
    }
  }
  return items.toSorted((a, b) => b.time.getTime() - a.time.getTime() || a.id.localeCompare(b.id));
}

/** Start of the missed feed's 30-day window. */
const missedSince = (now: Date) => addDays(startOfUtcDay(now), -MISSED_WINDOW_DAYS);

/**
 * A session (`s`, its client's user joined as `u`) that the missed feed lists and the dashboard's
 * Missed Workouts card counts: in the window, and MISSED or open past its client's cutoff (the
 * check's own rule, zone-sql.ts), so the list and the count cannot disagree.
 */
const missedInWindowSql = (now: Date) =>
  Prisma.sql`s."scheduledFor" >= ${missedSince(now)}
    AND (s."status" = 'MISSED' OR (s."status" IN ('SCHEDULED', 'IN_PROGRESS') AND ${pastMissedCutoffSql(now)}))`;

/**
 * Sessions marked MISSED in the last 30 days, newest first. One query. An open one counts once
 * its own client's zone says it is missed (docs/time-zones.md), as the check will mark it.
 */
export async function missedWorkouts(db: Db, coachId: string, now: Date): Promise<MissedWorkoutItem[]> {
  // One flat statement with the missed rule in each client's zone in SQL (missedInWindowSql): an
  // open session past the cutoff is missed even before the check has marked it. Nested ORM rows per session and a filter in JavaScript took ~100 ms
  // at 200 clients (docs/query-performance.md).
  return db.$queryRaw<MissedWorkoutItem[]>`
    SELECT s."id", s."clientId", TRIM(c."firstName" || ' ' || c."lastName") AS "clientName",
      COALESCE(NULLIF(s."planName", ''), s."name") AS "planName", s."scheduledFor"
    FROM "WorkoutSession" s
    JOIN "Client" c ON c."id" = s."clientId" AND NOT c."archived"
    JOIN "User" u ON u."id" = c."userId"
    WHERE s."coachId" = ${coachId} AND ${missedInWindowSql(now)}
    ORDER BY s."scheduledFor" DESC, s."id" ASC`;
}

/**
 * The two dashboard stat cards that count feeds (docs/product.md §2): This Week Completed (the completed
 * items of recentActivity) and Missed Workouts (the items of missedWorkouts), counted in SQL
 * instead of shipping both lists to the browser to count them (docs/query-performance.md).
 * One statement; the missed rule is the check's own (services/notifications/missed-workouts.ts),
 * so the count equals what missedWorkouts lists.
 */
export async function dashboardCounts(db: Db, coachId: string, now: Date, timeZone: string = DEFAULT_TIME_ZONE): Promise<DashboardCounts> {
  const weekStart = localWeekRange(now, timeZone).start;
  const rows = await db.$queryRaw<DashboardCounts[]>`
    SELECT
      count(*) FILTER (WHERE s."status" = 'COMPLETED' AND s."completedAt" >= ${weekStart})::int AS "thisWeekCompleted",
      count(*) FILTER (WHERE ${missedInWindowSql(now)})::int AS "missedWorkouts"
    FROM "WorkoutSession" s
    JOIN "Client" c ON c."id" = s."clientId" AND NOT c."archived"
    JOIN "User" u ON u."id" = c."userId"
    WHERE s."coachId" = ${coachId}
      AND (s."completedAt" >= ${weekStart} OR s."scheduledFor" >= ${missedSince(now)})`;
  return rows[0] ?? { thisWeekCompleted: 0, missedWorkouts: 0 };
}
