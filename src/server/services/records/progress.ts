// Per-exercise progress (docs/records.md): the exercises a client has logged and one exercise's
// sessions over time, aggregated in SQL (GROUP BY), loads in kg. Bounded: two statements for
// the list, three for an exercise (plus the coach's ownership check), whatever the history.
import { sql } from 'kysely';
import { columnsOf, typedSql } from '#server/db/typed-sql';
import type { Db } from '#server/db/client';
import { notFound } from '#server/errors';
import { KG_PER_LB } from '#shared/limits';
import { LOGGED_EXERCISES_MAX, PROGRESS_MAX_POINTS, type ExerciseProgress, type LoggedExercise } from '#shared/schemas/progress';

const s = columnsOf('SessionExerciseSet', 's');
const se = columnsOf('SessionExercise', 'se');
const KG = sql<number>`(CASE WHEN ${s('loadUnit')} = 'LB' THEN ${s('load')} * ${sql.lit(KG_PER_LB)} ELSE ${s('load')} END)`;
/** Sets that count: ticked, with reps and a load. */
const COUNTED = sql<boolean>`${s('done')} AND ${s('reps')} > 0 AND ${s('load')} > 0 AND ${s('completedAt')} IS NOT NULL`;

export async function listLoggedExercises(db: Db, clientId: string): Promise<LoggedExercise[]> {
  const rows = await typedSql(db)
    .selectFrom('SessionExerciseSet as s')
    .innerJoin('SessionExercise as se', 'se.id', 's.sessionExerciseId')
    .select(['s.exerciseId', sql<string>`(ARRAY_AGG(${se('name')} ORDER BY ${s('completedAt')} DESC))[1]`.as('name')])
    .select([sql<bigint>`COUNT(DISTINCT ${s('sessionId')})`.as('sessions'), sql<Date>`MAX(${s('completedAt')})`.as('lastAt')])
    .select((eb) =>
      eb
        .selectFrom('PersonalRecord as pr')
        .select(sql<bigint>`COUNT(*)`.as('n'))
        .where('pr.clientId', '=', clientId)
        .whereRef('pr.exerciseId', '=', 's.exerciseId')
        .as('records'),
    )
    .where('s.clientId', '=', clientId)
    .where('s.exerciseId', 'is not', null)
    .where(COUNTED)
    .groupBy('s.exerciseId')
    .orderBy(sql`"lastAt"`, 'desc')
    .limit(sql.lit(LOGGED_EXERCISES_MAX))
    .$narrowType<{ exerciseId: string }>()
    .execute();
  return rows.map((r) => ({ ...r, sessions: Number(r.sessions), records: Number(r.records) }));
}

/**
 * One exercise's sessions, oldest first (the latest PROGRESS_MAX_POINTS), and its records; the
 * exercise logged most recently when none is named (one more statement); 404 when never logged.
 */
export async function exerciseProgress(db: Db, clientId: string, wanted: string | undefined): Promise<ExerciseProgress> {
  const exerciseId =
    wanted ??
    (
      await db.sessionExerciseSet.findFirst({
        where: { clientId, exerciseId: { not: null }, done: true, reps: { gt: 0 }, load: { gt: 0 }, completedAt: { not: null } },
        select: { exerciseId: true },
        orderBy: { completedAt: 'desc' },
      })
    )?.exerciseId;
  if (!exerciseId) throw notFound('Exercise progress');
  const [points, records] = await Promise.all([
    typedSql(db)
      .selectFrom((q) =>
        q
          .selectFrom('SessionExerciseSet as s')
          .innerJoin('SessionExercise as se', 'se.id', 's.sessionExerciseId')
          .select(['s.sessionId', sql<Date>`MIN(${s('completedAt')})`.as('date'), sql<string>`(ARRAY_AGG(${se('name')} ORDER BY ${s('completedAt')} DESC))[1]`.as('name')])
          .select([
            sql<number>`MAX(${KG})::float8`.as('bestLoadKg'),
            sql<number>`(ARRAY_AGG(${s('reps')} ORDER BY ${KG} DESC, ${s('reps')} DESC))[1]`.as('bestReps'),
            sql<number>`MAX(${KG} * (1 + ${s('reps')} / 30.0))::float8`.as('e1rmKg'),
            sql<number>`SUM(${KG} * ${s('reps')})::float8`.as('volumeKg'),
            sql<bigint>`COUNT(*)`.as('sets'),
            sql<boolean>`BOOL_OR(EXISTS (SELECT 1 FROM "PersonalRecord" pr WHERE ${columnsOf('PersonalRecord', 'pr')('setId')} = ${s('id')}))`.as('record'),
          ])
          .where('s.clientId', '=', clientId)
          .where('s.exerciseId', '=', exerciseId)
          .where(COUNTED)
          .groupBy('s.sessionId')
          .orderBy(sql`"date"`, 'desc')
          .limit(sql.lit(PROGRESS_MAX_POINTS))
          .as('latest'),
      )
      .selectAll('latest')
      .orderBy('latest.date', 'asc')
      .execute(),
    db.personalRecord.findMany({
      where: { clientId, exerciseId },
      select: { id: true, kind: true, reps: true, loadKg: true, e1rmKg: true, previousKg: true, achievedAt: true, sessionId: true },
      orderBy: [{ achievedAt: 'desc' }, { kind: 'asc' }],
      take: 50,
    }),
  ]);
  if (points.length === 0) throw notFound('Exercise progress');
  return {
    exerciseId,
    name: points.at(-1)!.name,
    points: points.map(({ name: _name, sets, ...p }) => ({ ...p, sets: Number(sets) })),
    records,
  };
}
