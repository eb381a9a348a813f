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
  /** Completed, skipped or missed (an open session past the missed cutoff counts as missed). */
  finished: number;
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
 * Aggregates the sessions of `scope`, grouped by client and/or assignment (GROUPING SETS), or in
 * one group.
 */
export async function aggregateSessions(
  db: Db,
  scope: AggregateScope,
  groupBy: ('clientId' | 'assignmentId')[],
  o: AggregateOptions,
): Promise<{ byClient: Map<string, SessionAggregate>; byAssignment: Map<string, SessionAggregate>; all: SessionAggregate | null }> {
  const countBefore = Prisma.raw(o.countScheduled === 'through-today' ? `d."today" + interval '1 day'` : 'd."today"');
  const inWindow = o.countWindowDays === undefined ? Prisma.raw('TRUE') : Prisma.raw(`s."scheduledFor" >= d."windowStart"`);
  const windowDays = o.countWindowDays ?? 0;
  const where = Prisma.sql`s."coachId" = ${scope.coachId}
    ${scope.clientId === undefined ? Prisma.empty : Prisma.sql`AND s."clientId" = ${scope.clientId}`}
    ${scope.activeOnly ? Prisma.sql`AND NOT c."archived"` : Prisma.empty}`;
  const sets = groupBy.length ? Prisma.sql`GROUP BY GROUPING SETS (${Prisma.join(groupBy.map((g) => Prisma.raw(`(s."${g}")`)))})` : Prisma.empty;
  const keys = groupBy.length
    ? Prisma.raw(
        `${groupBy.includes('clientId') ? 's."clientId"' : 'NULL::text'} AS "clientId", ${groupBy.includes('assignmentId') ? 's."assignmentId"' : 'NULL::text'} AS "assignmentId", ${groupBy.includes('clientId') ? 'GROUPING(s."clientId")' : '1'}::int AS "notByClient",`,
      )
    : Prisma.raw(`NULL::text AS "clientId", NULL::text AS "assignmentId", 1 AS "notByClient",`);
  // Each session carries its exercise counts (kept by triggers on "SessionExercise",
  // prisma/migrations/*_session_exercise_counts): no exercise row is read here.
  // The client's day bounds are one LATERAL subquery kept apart by OFFSET 0: flattened into the
  // query, PostgreSQL evaluated the zone conversion again in every FILTER that used it (15 → 11.6
  // ms for 9,600 sessions). A MATERIALIZED CTE of the clients was as fast with statistics but
  // 43 ms on tables not analyzed yet, where the planner looped over the CTE
  // (docs/query-performance.md).
  const rows = await db.$queryRaw<(Omit<SessionAggregate, 'key'> & { clientId: string | null; assignmentId: string | null; notByClient: number })[]>`
    SELECT ${keys}
      count(*)::int AS "total",
      count(*) FILTER (WHERE s."scheduledFor" < d."today")::int AS "due",
      count(*) FILTER (WHERE s."status" = 'COMPLETED')::int AS "completed",
      count(*) FILTER (WHERE s."status" IN ('COMPLETED', 'SKIPPED', 'MISSED') OR s."scheduledFor" < d."missedCutoff")::int AS "finished",
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
  for (const { clientId, assignmentId, notByClient, ...agg } of rows) {
    if (!groupBy.length) all = { key: null, ...agg };
    else if (notByClient === 0 && clientId) byClient.set(clientId, { key: clientId, ...agg });
    else if (assignmentId) byAssignment.set(assignmentId, { key: assignmentId, ...agg });
  }
  return { byClient, byAssignment, all };
}
