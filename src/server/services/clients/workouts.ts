// The coach's read of one client's workouts (docs/product.md §2 Client detail, §7 GET /clients/{id}/history)
// and the stats of the client view (docs/product.md §9, formulas from src/shared/stats.ts). Days are the
// CLIENT's own, in their zone (docs/time-zones.md), as on the client's own screens.
import type { ClientStats, WorkoutHistoryItem } from '#shared/schemas/clients';
import { averageFromSum, foodCompletion, generalAverage, presentedStatus } from '#shared/stats';
import { localDayRange, zoneOrUtc } from '#shared/time-zone';
import { sql } from 'kysely';
import type { Db } from '#server/db/client';
import { typedSql } from '#server/db/typed-sql';
import { aggregateSessions } from '../workouts/session-aggregates.ts';
import { getClientTimeZone } from './time-zone.ts';
import { notFound } from '#server/errors';

/** The client's zone (UTC when unknown), or a 404 when the client is not this coach's: one statement. */
const ownClientZone = async (db: Db, coachId: string, clientId: string) => zoneOrUtc((await getClientTimeZone(db, coachId, clientId)).timeZone);

/** docs/product.md §3 Program default, used for the food target while no program is active. */
export const DEFAULT_MEALS_PER_DAY = 3;

/**
 * Every workout session of the client, latest scheduled first, with its logged results. An open
 * session more than 3 days overdue shows as MISSED (presentedStatus), whether or not the
 * missed-workout check has marked it yet: reads never write (docs/query-performance.md).
 */
export async function clientHistory(db: Db, coachId: string, clientId: string, now: Date): Promise<WorkoutHistoryItem[]> {
  // One statement: the client row (a 404 when it is not this coach's) with the zone its days are
  // counted in, and each session with its results as JSON. The ORM read needed a statement for
  // the zone and mapped a nested row per result (docs/query-performance.md).
  const rows = await db.$queryRaw<(Omit<WorkoutHistoryItem, 'id'> & { id: string | null; timeZone: string | null; results: WorkoutHistoryItem['results'] })[]>`
    SELECT u."timeZone", s."id", s."assignmentId", s."planName", s."status"::text AS "status", s."scheduledFor", s."startedAt",
      s."completedAt", s."duration", s."clientFeedback", s."rating", s."coachReply", s."coachRepliedAt", s."exerciseCount",
      s."completedExercises",
      COALESCE((SELECT json_agg(json_build_object('id', r."id", 'exerciseName', r."exerciseName", 'result', r."result",
                  'notes', r."notes", 'completed', r."completed") ORDER BY r."createdAt", r."id")
                FROM "ExerciseResult" r WHERE r."sessionId" = s."id"), '[]'::json) AS "results"
    FROM "Client" c
    JOIN "User" u ON u."id" = c."userId"
    LEFT JOIN "WorkoutSession" s ON s."clientId" = c."id" AND s."coachId" = ${coachId}
    WHERE c."id" = ${clientId} AND c."coachId" = ${coachId}
    ORDER BY s."scheduledFor" DESC, s."createdAt" DESC`;
  if (rows.length === 0) throw notFound('Client');
  const zone = zoneOrUtc(rows[0]!.timeZone);
  return rows.flatMap(({ timeZone: _zone, id, ...s }) => (id === null ? [] : [{ ...s, id, status: presentedStatus(s, now, zone) }]));
}

/**
 * docs/product.md §9, coach client view: workout average, today's food completion and their mean, from SQL
 * aggregates (services/workouts/session-aggregates.ts). Missed counts the open sessions more than
 * 3 days overdue too, so it agrees with the history whether or not the check has run.
 */
export async function clientStats(db: Db, coachId: string, clientId: string, now: Date): Promise<ClientStats> {
  const zone = await ownClientZone(db, coachId, clientId);
  const today = localDayRange(now, zone);
  const [{ all }, todayMeals, activeProgram] = await Promise.all([
    // Only sessions that are due by the client's today (or already acted on) count towards the
    // workout average; the aggregate reads the zone itself.
    aggregateSessions(db, { coachId, clientId }, 'all', { now, countScheduled: 'through-today' }),
    db.foodEntry.count({ where: { clientId, loggedAt: { gte: today.start, lt: today.end } } }),
    // The latest active PROGRAM assignment and its program (null when that was deleted), in one statement.
    typedSql(db)
      .selectFrom('Assignment as a')
      .leftJoin('Program as p', (join) => join.onRef('p.id', '=', 'a.contentId').onRef('p.coachId', '=', 'a.coachId'))
      .select('p.mealsPerDay')
      .where('a.clientId', '=', clientId)
      .where('a.coachId', '=', coachId)
      .where('a.contentType', '=', sql.lit('PROGRAM' as const))
      .where('a.status', 'in', [sql.lit('ASSIGNED' as const), sql.lit('IN_PROGRESS' as const)])
      .orderBy('a.startDate', 'desc')
      .limit(sql.lit(1))
      .execute(),
  ]);
  const program = activeProgram[0]?.mealsPerDay != null ? { mealsPerDay: activeProgram[0].mealsPerDay } : null;
  const mealsPerDay = program?.mealsPerDay ?? DEFAULT_MEALS_PER_DAY;
  const workoutCompletion = averageFromSum(all?.percentSum ?? 0, all?.counted ?? 0);
  const food = foodCompletion(todayMeals, mealsPerDay);
  return {
    totalWorkouts: all?.total ?? 0,
    completedWorkouts: all?.completed ?? 0,
    missedWorkouts: all?.missed ?? 0,
    upcomingWorkouts: all?.upcoming ?? 0,
    workoutCompletion,
    todayMeals,
    mealsPerDay,
    hasActiveProgram: program !== null,
    foodCompletion: food,
    overallCompletion: generalAverage(workoutCompletion, food),
    lastActive: all?.lastActive ?? null,
  };
}
