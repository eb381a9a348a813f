// Counts and completion rates of workout sessions from SQL aggregates (docs/query-performance.md):
// one statement over the session rows, however many sessions, instead of loading rows to count
// them; each session's exercise counts are columns the database maintains.
// The per-session percentage is sessionCompletion's (src/shared/stats.ts: completed over all
// exercises, 0 for none, at most 100) and the mean is averageFromSum's. Every day boundary is the
// session's CLIENT's local day (docs/time-zones.md): the statement joins the client's user and
// computes that client's "today" from their zone, so one statement serves clients in any zones.
import { MISSED_AFTER_DAYS } from '#shared/stats';
import type { Db } from '#server/db/client';
import { sql, type RawBuilder } from 'kysely';
import { columnsOf, typedSql } from '#server/db/typed-sql';
import { clientToday } from './zone-sql.ts';

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

/** The rows of a group that pass `filter`. */
const count = (filter: RawBuilder<unknown>) => sql<number>`count(*) FILTER (WHERE ${filter})::int`;

/**
 * Aggregates the sessions of `scope`, by client and by assignment, or in one group (`all`).
 */
export async function aggregateSessions(
  db: Db,
  scope: AggregateScope,
  groupBy: 'client-and-assignment' | 'all',
  o: AggregateOptions,
): Promise<{ byClient: Map<string, SessionAggregate>; byAssignment: Map<string, SessionAggregate>; all: SessionAggregate | null }> {
  const s = columnsOf('WorkoutSession', 's');
  const countBefore = o.countScheduled === 'through-today' ? sql<Date>`d."today" + interval '1 day'` : sql<Date>`d."today"`;
  const inWindow = o.countWindowDays === undefined ? sql<boolean>`TRUE` : sql<boolean>`${s('scheduledFor')} >= d."windowStart"`;
  const windowDays = o.countWindowDays ?? 0;
  // One group per (client, assignment): an assignment belongs to one client, so the client's
  // figures are the sums of its groups (below). Grouping by client and by assignment apart
  // (GROUPING SETS) aggregated every row twice: 10.4 → 8.0 ms for 9,600 sessions.
  const grouped = groupBy === 'client-and-assignment';
  // Each session carries its exercise counts (kept by triggers on "SessionExercise",
  // prisma/migrations/*_session_exercise_counts): no exercise row is read here.
  // The client's day bounds are one LATERAL subquery kept apart by OFFSET 0: flattened into the
  // query, PostgreSQL evaluated the zone conversion again in every FILTER that used it (15 → 11.6
  // ms for 9,600 sessions). A MATERIALIZED CTE of the clients was as fast with statistics but
  // 43 ms on tables not analyzed yet, where the planner looped over the CTE
  // (docs/query-performance.md).
  const rows = await typedSql(db)
    .selectFrom('WorkoutSession as s')
    .innerJoin('Client as c', 'c.id', 's.clientId')
    .innerJoin('User as u', 'u.id', 'c.userId')
    // The client's local calendar date (services/workouts/zone-sql.ts) and the bounds from it;
    // missedCutoff (src/shared/stats.ts): open sessions scheduled before it are more than 3 days overdue.
    .crossJoinLateral(
      sql<{ today: Date; missedCutoff: Date; windowStart: Date }>`(
        SELECT t."today",
          t."today" - make_interval(days => ${MISSED_AFTER_DAYS}::int) AS "missedCutoff",
          t."today" - make_interval(days => ${windowDays}::int) AS "windowStart"
        FROM (SELECT ${clientToday(o.now)} AS "today" OFFSET 0) t
      )`.as('d'),
    )
    .crossJoinLateral(sql<{ countsAllTime: boolean }>`(SELECT ${s('status')} <> 'SKIPPED' AND (${s('status')} <> 'SCHEDULED' OR ${s('scheduledFor')} < ${countBefore}) AS "countsAllTime")`.as('y'))
    .crossJoinLateral(
      sql<{ counts: boolean; countsAllTime: boolean; pct: number }>`(
        SELECT
          y."countsAllTime" AND ${inWindow} AS "counts",
          y."countsAllTime",
          CASE WHEN ${s('exerciseCount')} <= 0 THEN 0::float8 ELSE LEAST(100::float8, ${s('completedExercises')} * 100::float8 / ${s('exerciseCount')}) END AS "pct"
      )`.as('x'),
    )
    .$if(grouped, (q) => q.select(['s.clientId', 's.assignmentId']).groupBy(['s.clientId', 's.assignmentId']))
    .$if(!grouped, (q) => q.select([sql<string | null>`NULL::text`.as('clientId'), sql<string | null>`NULL::text`.as('assignmentId')]))
    .select([
      sql<number>`count(*)::int`.as('total'),
      count(sql`${s('scheduledFor')} < d."today"`).as('due'),
      count(sql`${s('status')} = 'COMPLETED'`).as('completed'),
      count(sql`${s('status')} IN ('COMPLETED', 'SKIPPED')`).as('finished'),
      count(sql`${s('status')} = 'COMPLETED' AND ${s('scheduledFor')} < d."today"`).as('completedDue'),
      count(sql`${s('status')} = 'MISSED' OR (${s('status')} IN ('SCHEDULED', 'IN_PROGRESS') AND ${s('scheduledFor')} < d."missedCutoff")`).as('missed'),
      count(sql`${s('status')} = 'SCHEDULED' AND ${s('scheduledFor')} >= d."today"`).as('upcoming'),
      count(sql`x."counts"`).as('counted'),
      sql<number>`COALESCE(sum(x."pct") FILTER (WHERE x."counts"), 0)::float8`.as('percentSum'),
      count(sql`x."countsAllTime"`).as('countedAllTime'),
      sql<number>`COALESCE(sum(x."pct") FILTER (WHERE x."countsAllTime"), 0)::float8`.as('percentSumAllTime'),
      sql<Date | null>`GREATEST(max(${s('completedAt')}), max(${s('startedAt')}))`.as('lastActive'),
    ])
    .where('s.coachId', '=', scope.coachId)
    .$if(scope.clientId !== undefined, (q) => q.where('s.clientId', '=', scope.clientId!))
    .$if(scope.activeOnly === true, (q) => q.where((eb) => eb.not(eb.ref('c.archived'))))
    .execute();
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
