// The coach's read of one client's workouts (docs/product.md §2 Client detail, §7 GET /clients/{id}/history)
// and the stats of the client view (docs/product.md §9, formulas from src/shared/stats.ts). Days are the
// CLIENT's own, in their zone (docs/time-zones.md), as on the client's own screens.
import type { ClientStats, WorkoutHistoryItem } from '#shared/schemas/clients';
import { adherenceOf, averageFromSum, foodCompletion, generalAverage, presentedStatus } from '#shared/stats';
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
  const rows = await typedSql(db)
    .selectFrom('Client as c')
    .innerJoin('User as u', 'u.id', 'c.userId')
    .leftJoin('WorkoutSession as s', (join) => join.onRef('s.clientId', '=', 'c.id').on('s.coachId', '=', coachId))
    .select(['u.timeZone', 's.id', 's.assignmentId', 's.planName', sql<WorkoutHistoryItem['status']>`s."status"::text`.as('status'), 's.scheduledFor', 's.startedAt'])
    .select(['s.completedAt', 's.duration', 's.clientFeedback', 's.rating', 's.coachReply', 's.coachRepliedAt', 's.exerciseCount', 's.completedExercises'])
    .select((eb) =>
      eb.fn
        .coalesce(
          eb
            .selectFrom('ExerciseResult as r')
            .whereRef('r.sessionId', '=', 's.id')
            .select(
              sql<
                WorkoutHistoryItem['results']
              >`json_agg(json_build_object('id', r."id", 'exerciseName', r."exerciseName", 'result', r."result", 'notes', r."notes", 'completed', r."completed") ORDER BY r."createdAt", r."id")`.as(
                'results',
              ),
            ),
          sql<WorkoutHistoryItem['results']>`'[]'::json`,
        )
        .as('results'),
    )
    .where('c.id', '=', clientId)
    .where('c.coachId', '=', coachId)
    .orderBy('s.scheduledFor', 'desc')
    .orderBy('s.createdAt', 'desc')
    .execute();
  if (rows.length === 0) throw notFound('Client');
  const zone = zoneOrUtc(rows[0]!.timeZone);
  return rows.flatMap(({ timeZone: _zone, id, ...joined }) => {
    // The left join types every session column as nullable; a row with a session id has its
    // session's NOT NULL columns, so the row is the session's.
    if (id === null) return [];
    const s = joined as Omit<WorkoutHistoryItem, 'id'>;
    return [{ ...s, id, status: presentedStatus(s, now, zone) }];
  });
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
    finishedWorkouts: all?.finished ?? 0,
    dueWorkouts: all?.due ?? 0,
    dueCompletedWorkouts: all?.completedDue ?? 0,
    adherence: adherenceOf(all?.completedDue ?? 0, all?.due ?? 0),
    workoutCompletion,
    todayMeals,
    mealsPerDay,
    hasActiveProgram: program !== null,
    foodCompletion: food,
    overallCompletion: generalAverage(workoutCompletion, food),
    lastActive: all?.lastActive ?? null,
  };
}
