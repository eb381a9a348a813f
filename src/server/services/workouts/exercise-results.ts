// Logging an exercise result (idempotent per session exercise: a second log updates the first)
// and ticking an exercise off. Both count as activity on the session. Each is one SQL statement
// (docs/query-performance.md, "The session writes in one statement"): the lookup scoped to the
// client, the writes (only when the session is still open) and the answer, in one data-modifying
// CTE, so neither holds a connection in an interactive transaction.
import type { Db } from '#server/db/client';
import { Prisma } from '#server/db/generated/client';
import { notFound } from '#server/errors';
import type { ExerciseResult, SessionStatus, ZLogExerciseResultInput } from '#shared/schemas/workouts';
import type { z } from 'zod';
import { assertExercisesWritable, startSessionSql } from './activity.ts';
import { missedCutoff, presentedStatus } from '#shared/stats';
import { zoneOrUtc } from '#shared/time-zone';

type Deps = { db: Db; clock: { now(): Date }; user?: { timeZone: string | null } | null };

/** What every exercise write learns of its target, whether or not it could write. */
interface TargetRow {
  status: SessionStatus;
  scheduledFor: Date;
}

/**
 * The session exercise `where` names, scoped to the client, with its session; `writable` is
 * `assertExercisesWritable`'s rule (open, and not past the missed cutoff in the client's zone),
 * so the writes that follow it run only when the request will succeed.
 */
function targetSql(where: Prisma.Sql, clientId: string, now: Date, timeZone: string): Prisma.Sql {
  return Prisma.sql`SELECT se."id", se."name", s."id" AS "sessionId", s."status"::text AS "status", s."scheduledFor",
      (s."status" IN ('SCHEDULED', 'IN_PROGRESS') AND s."scheduledFor" >= ${missedCutoff(now, timeZone)}) AS "writable"
    FROM "SessionExercise" se JOIN "WorkoutSession" s ON s."id" = se."sessionId"
    WHERE ${where} AND s."clientId" = ${clientId}`;
}

/**
 * Ticks (or un-ticks) the target when writable. The other writes read from it, so the session
 * exercise's row is locked first, as `saveSets` locks it (no lock cycle between the two).
 */
const tickedSql = (completed: boolean): Prisma.Sql =>
  Prisma.sql`ticked AS (
      UPDATE "SessionExercise" se SET "completed" = ${completed}::boolean FROM target t WHERE se."id" = t."id" AND t."writable"
      RETURNING se."id"
    )`;

/** 404 when the client has no such exercise; 409 (with its reason) when its session is not open. */
function checkTarget(row: TargetRow | undefined, deps: Deps, now: Date): asserts row is TargetRow {
  if (!row) throw notFound('Exercise');
  assertExercisesWritable(presentedStatus(row, now, zoneOrUtc(deps.user?.timeZone)));
}

export async function logExerciseResult(deps: Deps, clientId: string, input: z.output<typeof ZLogExerciseResultInput>): Promise<ExerciseResult> {
  const now = deps.clock.now();
  const stamp = new Date(); // @updatedAt's wall time, as Prisma writes it
  const where = Prisma.sql`se."id" = ${input.planExerciseId} AND se."sessionId" = ${input.workoutSessionId}`;
  const [row] = await deps.db.$queryRaw<(TargetRow & { saved: ExerciseResult | null })[]>`
    WITH target AS (${targetSql(where, clientId, now, zoneOrUtc(deps.user?.timeZone))}),
    ${tickedSql(input.completed)},
    saved AS (
      INSERT INTO "ExerciseResult" ("id", "sessionId", "sessionExerciseId", "exerciseName", "result", "notes", "completed", "fromSets", "createdAt", "updatedAt")
      SELECT gen_random_uuid()::text, t."sessionId", t."id", t."name", ${input.result}, ${input.notes ?? null}::text, ${input.completed}::boolean, false,
        ${stamp}::timestamp(3), ${stamp}::timestamp(3)
      FROM ticked tk JOIN target t ON t."id" = tk."id"
      ON CONFLICT ("sessionExerciseId") DO UPDATE SET "exerciseName" = EXCLUDED."exerciseName", "result" = EXCLUDED."result",
        "notes" = EXCLUDED."notes", "completed" = EXCLUDED."completed", "fromSets" = false, "updatedAt" = EXCLUDED."updatedAt"
      RETURNING "id", "sessionExerciseId", "exerciseName", "result", "notes", "completed"
    ),
    ${startSessionSql(now, stamp)}
    SELECT t."status", t."scheduledFor", (SELECT row_to_json(sv) FROM saved sv) AS "saved" FROM target t`;
  checkTarget(row, deps, now);
  return row.saved!;
}

export async function setExerciseCompleted(deps: Deps, clientId: string, input: { id: string; completed: boolean }): Promise<{ id: string; completed: boolean }> {
  const now = deps.clock.now();
  const [row] = await deps.db.$queryRaw<(TargetRow & { id: string; completed: boolean })[]>`
    WITH target AS (${targetSql(Prisma.sql`se."id" = ${input.id}`, clientId, now, zoneOrUtc(deps.user?.timeZone))}),
    ${tickedSql(input.completed)},
    ${startSessionSql(now, new Date())}
    SELECT t."status", t."scheduledFor", t."id", ${input.completed}::boolean AS "completed" FROM target t`;
  checkTarget(row, deps, now);
  return { id: row.id, completed: row.completed };
}
