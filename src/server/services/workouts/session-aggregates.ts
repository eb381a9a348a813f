// Counts and completion rates of workout sessions from SQL aggregates (docs/query-performance.md):
// one statement over the session rows, however many sessions, instead of loading rows to count
// them; each session's exercise counts are columns the database maintains.
// The per-session percentage is sessionCompletion's (src/shared/stats.ts: completed over all
// exercises, 0 for none, at most 100) and the mean is averageFromSum's. Every day boundary is the
// session's CLIENT's local day (docs/time-zones.md): the statement joins the client's user and
// computes that client's "today" from their zone, so one statement serves clients in any zones.
import { MISSED_AFTER_DAYS } from '#shared/stats';
import type { Db } from '#server/db/client';
import { Prisma } from '#server/db/generated/client';
import { clientTodaySql } from './zone-sql.ts';

export interface SessionAggregate {
  /** The group's clientId or assignmentId (null: the sessions without an assignment). */
  key: string | null;
  total: number;
  /** Scheduled before the client's local today. */
  due: number;
  completed: number;
  /** Completed or skipped: finished for progress (docs/product.md, "Progress and adherence"); a missed one is not. */
  finished: number;
  /** Completed among the due ones: adherence is completedDue over due. */
  completedDue: number;
  missed: number;
  /** SCHEDULED on the client's local today or later. */
  upcoming: number;
  /** Sessions that count towards the completion rate, and the sum of their percentages. */
  counted: number;
  percentSum: number;
  /** counted and percentSum without the countFrom window. */
  countedAllTime: number;
  percentSumAllTime: number;
  lastActive: Date | null;
}

export interface AggregateOptions {
  now: Date;
  /**
   * A SCHEDULED session counts towards the completion rate once its day has passed in the
   * client's zone ('before-today'), or already on its day ('through-today').
   */
  countScheduled: 'before-today' | 'through-today';
  /** Only sessions scheduled within this many days before the client's local today count towards the rate (all by default). */
  countWindowDays?: number;
}

/** Whose sessions: a coach's, of one client or of every (active) client. */
export interface AggregateScope {
  coachId: string;
  clientId?: string;
  /** Leave out archived clients. */
  activeOnly?: boolean;
}

/**
 * Aggregates the sessions of `scope`, by client and by assignment, or in one group (`all`).
 */
export async function aggregateSessions(
  db: Db,
  scope: AggregateScope,
  groupBy: 'client-and-assignment' | 'all',
  o: AggregateOptions,
): Promise<{ byClient: Map<string, SessionAggregate>; byAssignment: Map<string, SessionAggregate>; all: SessionAggregate | null }> {
  const countBefore = Prisma.raw(o.countScheduled === 'through-today' ? `d."today" + interval '1 day'` : 'd."today"');
  const inWindow = o.countWindowDays === undefined ? Prisma.raw('TRUE') : Prisma.raw(`s."scheduledFor" >= d."windowStart"`);
  const windowDays = o.countWindowDays ?? 0;
  const where = Prisma.sql`s."coachId" = ${scope.coachId}
    ${scope.clientId === undefined ? Prisma.empty : Prisma.sql`AND s."clientId" = ${scope.clientId}`}
    ${scope.activeOnly ? Prisma.sql`AND NOT c."archived"` : Prisma.empty}`;
  // One group per (client, assignment): an assignment belongs to one client, so the client's
  // figures are the sums of its groups (below). Grouping by client and by assignment apart
  // (GROUPING SETS) aggregated every row twice: 10.4 → 8.0 ms for 9,600 sessions.
  const grouped = groupBy === 'client-and-assignment';
  const keys = Prisma.raw(grouped ? 's."clientId" AS "clientId", s."assignmentId" AS "assignmentId",' : 'NULL::text AS "clientId", NULL::text AS "assignmentId",');
  const sets = grouped ? Prisma.sql`GROUP BY s."clientId", s."assignmentId"` : Prisma.empty;
  // Each session carries its exercise counts (kept by triggers on "SessionExercise",
  // prisma/migrations/*_session_exercise_counts): no exercise row is read here.
  // The client's day bounds are one LATERAL subquery kept apart by OFFSET 0: flattened into the
  // query, PostgreSQL evaluated the zone conversion again in every FILTER that used it (15 → 11.6
  // ms for 9,600 sessions). A MATERIALIZED CTE of the clients was as fast with statistics but
  // 43 ms on tables not analyzed yet, where the planner looped over the CTE
  // (docs/query-performance.md).
  const rows = await db.$queryRaw<(Omit<SessionAggregate, 'key'> & { clientId: string | null; assignmentId: string | null })[]>`
    SELECT ${keys}
      count(*)::int AS "total",
      count(*) FILTER (WHERE s."scheduledFor" < d."today")::int AS "due",
      count(*) FILTER (WHERE s."status" = 'COMPLETED')::int AS "completed",
      count(*) FILTER (WHERE s."status" IN ('COMPLETED', 'SKIPPED'))::int AS "finished",
      count(*) FILTER (WHERE s."status" = 'COMPLETED' AND s."scheduledFor" < d."today")::int AS "completedDue",
      count(*) FILTER (WHERE s."status" = 'MISSED' OR (s."status" IN ('SCHEDULED', 'IN_PROGRESS') AND s."scheduledFor" < d."missedCutoff"))::int AS "missed",
      count(*) FILTER (WHERE s."status" = 'SCHEDULED' AND s."scheduledFor" >= d."today")::int AS "upcoming",
      count(*) FILTER (WHERE x."counts")::int AS "counted",
      COALESCE(sum(x."pct") FILTER (WHERE x."counts"), 0)::float8 AS "percentSum",
      count(*) FILTER (WHERE x."countsAllTime")::int AS "countedAllTime",
      COALESCE(sum(x."pct") FILTER (WHERE x."countsAllTime"), 0)::float8 AS "percentSumAllTime",
      GREATEST(max(s."completedAt"), max(s."startedAt")) AS "lastActive"
    FROM "WorkoutSession" s
    JOIN "Client" c ON c."id" = s."clientId"
    JOIN "User" u ON u."id" = c."userId"
    -- The client's local calendar date (services/workouts/zone-sql.ts) and the bounds from it;
    -- missedCutoff (src/shared/stats.ts): open sessions scheduled before it are more than 3 days overdue.
    CROSS JOIN LATERAL (
      SELECT t."today",
        t."today" - make_interval(days => ${MISSED_AFTER_DAYS}::int) AS "missedCutoff",
        t."today" - make_interval(days => ${windowDays}::int) AS "windowStart"
      FROM (SELECT ${clientTodaySql(o.now)} AS "today" OFFSET 0) t
    ) d
    CROSS JOIN LATERAL (
      SELECT s."status" <> 'SKIPPED' AND (s."status" <> 'SCHEDULED' OR s."scheduledFor" < ${countBefore}) AS "countsAllTime"
    ) y
    CROSS JOIN LATERAL (
      SELECT
        y."countsAllTime" AND ${inWindow} AS "counts",
        y."countsAllTime",
        CASE WHEN s."exerciseCount" <= 0 THEN 0::float8 ELSE LEAST(100::float8, s."completedExercises" * 100::float8 / s."exerciseCount") END AS "pct"
    ) x
    WHERE ${where}
    ${sets}`;
  const byClient = new Map<string, SessionAggregate>();
  const byAssignment = new Map<string, SessionAggregate>();
  let all: SessionAggregate | null = null;
  for (const { clientId, assignmentId, ...agg } of rows) {
    if (!grouped) {
      all = { key: null, ...agg };
      continue;
    }
    if (assignmentId) byAssignment.set(assignmentId, { key: assignmentId, ...agg });
    if (!clientId) continue;
    const sum = byClient.get(clientId);
    byClient.set(clientId, sum ? addAggregates(sum, agg) : { key: clientId, ...agg });
  }
  return { byClient, byAssignment, all };
}

/** Two groups of one client's sessions as one. */
function addAggregates(a: SessionAggregate, b: Omit<SessionAggregate, 'key'>): SessionAggregate {
  const lastActive = a.lastActive && b.lastActive ? (a.lastActive > b.lastActive ? a.lastActive : b.lastActive) : (a.lastActive ?? b.lastActive);
  return {
    key: a.key,
    total: a.total + b.total,
    due: a.due + b.due,
    completed: a.completed + b.completed,
    finished: a.finished + b.finished,
    completedDue: a.completedDue + b.completedDue,
    missed: a.missed + b.missed,
    upcoming: a.upcoming + b.upcoming,
    counted: a.counted + b.counted,
    percentSum: a.percentSum + b.percentSum,
    countedAllTime: a.countedAllTime + b.countedAllTime,
    percentSumAllTime: a.percentSumAllTime + b.percentSumAllTime,
    lastActive,
  };
}
