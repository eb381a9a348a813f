// Per-exercise progress (docs/records.md): the exercises a client has logged and one exercise's
// sessions over time, aggregated in SQL (GROUP BY), loads in kg. Bounded: two statements for
// the list, three for an exercise (plus the coach's ownership check), whatever the history.
import { Prisma } from '#server/db/generated/client';
import type { Db } from '#server/db/client';
import { notFound } from '#server/errors';
import { KG_PER_LB } from '#shared/limits';
import { LOGGED_EXERCISES_MAX, PROGRESS_MAX_POINTS, type ExerciseProgress, type LoggedExercise } from '#shared/schemas/progress';

const KG = Prisma.raw(`(CASE WHEN s."loadUnit" = 'LB' THEN s."load" * ${KG_PER_LB} ELSE s."load" END)`);
/** Sets that count: ticked, with reps and a load. */
const COUNTED = Prisma.sql`s."done" AND s."reps" > 0 AND s."load" > 0 AND s."completedAt" IS NOT NULL`;

export async function listLoggedExercises(db: Db, clientId: string): Promise<LoggedExercise[]> {
  const rows = await db.$queryRaw<(Omit<LoggedExercise, 'sessions' | 'records'> & { sessions: bigint; records: bigint })[]>`
    SELECT s."exerciseId", (ARRAY_AGG(se."name" ORDER BY s."completedAt" DESC))[1] AS "name",
      COUNT(DISTINCT s."sessionId") AS "sessions", MAX(s."completedAt") AS "lastAt",
      (SELECT COUNT(*) FROM "PersonalRecord" pr WHERE pr."clientId" = ${clientId} AND pr."exerciseId" = s."exerciseId") AS "records"
    FROM "SessionExerciseSet" s
    JOIN "SessionExercise" se ON se."id" = s."sessionExerciseId"
    WHERE s."clientId" = ${clientId} AND s."exerciseId" IS NOT NULL AND ${COUNTED}
    GROUP BY s."exerciseId"
    ORDER BY "lastAt" DESC
    LIMIT ${LOGGED_EXERCISES_MAX}`;
  return rows.map((r) => ({ ...r, sessions: Number(r.sessions), records: Number(r.records) }));
}

interface PointRow {
  sessionId: string;
  date: Date;
  name: string;
  bestLoadKg: number;
  bestReps: number;
  e1rmKg: number;
  volumeKg: number;
  sets: bigint;
  record: boolean;
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
    db.$queryRaw<PointRow[]>`
      SELECT * FROM (
        SELECT s."sessionId", MIN(s."completedAt") AS "date", (ARRAY_AGG(se."name" ORDER BY s."completedAt" DESC))[1] AS "name",
          MAX(${KG})::float8 AS "bestLoadKg",
          (ARRAY_AGG(s."reps" ORDER BY ${KG} DESC, s."reps" DESC))[1] AS "bestReps",
          MAX(${KG} * (1 + s."reps" / 30.0))::float8 AS "e1rmKg",
          SUM(${KG} * s."reps")::float8 AS "volumeKg",
          COUNT(*) AS "sets",
          BOOL_OR(EXISTS (SELECT 1 FROM "PersonalRecord" pr WHERE pr."setId" = s."id")) AS "record"
        FROM "SessionExerciseSet" s
        JOIN "SessionExercise" se ON se."id" = s."sessionExerciseId"
        WHERE s."clientId" = ${clientId} AND s."exerciseId" = ${exerciseId} AND ${COUNTED}
        GROUP BY s."sessionId"
        ORDER BY "date" DESC
        LIMIT ${PROGRESS_MAX_POINTS}
      ) latest ORDER BY "date" ASC`,
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
