// Logging an exercise result (idempotent per session exercise: a second log updates the first)
// and ticking an exercise off. Both count as activity on the session. Each is one SQL statement
// (docs/query-performance.md, "The session writes in one statement"): the lookup scoped to the
// client, the writes (only when the session is still open) and the answer, in one data-modifying
// CTE, so neither holds a connection in an interactive transaction.
import type { Db } from '#server/db/client';
import { sql } from 'kysely';
import { columnsOf, typedSql } from '#server/db/typed-sql';
import { notFound } from '#server/errors';
import type { ExerciseResult, SessionStatus, ZLogExerciseResultInput } from '#shared/schemas/workouts';
import type { z } from 'zod';
import { assertExercisesWritable, sessionStartedCtes } from './activity.ts';
import { missedCutoff, presentedStatus } from '#shared/stats';
import { zoneOrUtc } from '#shared/time-zone';

type Deps = { db: Db; clock: { now(): Date }; user?: { timeZone: string | null } | null };

/** What every exercise write learns of its target, whether or not it could write. */
interface TargetRow {
  status: SessionStatus;
  scheduledFor: Date;
}

/**
 * The session exercise `id` (of session `sessionId` when given), scoped to the client, with its
 * session; `writable` is `assertExercisesWritable`'s rule (open, and not past the missed cutoff in
 * the client's zone), so the writes that follow it run only when the request will succeed.
 */
function targetQuery(db: Db, target: { id: string; sessionId?: string }, clientId: string, now: Date, timeZone: string) {
  const s = columnsOf('WorkoutSession', 's');
  return typedSql(db)
    .selectFrom('SessionExercise as se')
    .innerJoin('WorkoutSession as s', 's.id', 'se.sessionId')
    .select(['se.id', 'se.name', 's.id as sessionId', sql<SessionStatus>`${s('status')}::text`.as('status'), 's.scheduledFor'])
    .select(sql<boolean>`(${s('status')} IN ('SCHEDULED', 'IN_PROGRESS') AND ${s('scheduledFor')} >= ${missedCutoff(now, timeZone)})`.as('writable'))
    .where('se.id', '=', target.id)
    .$if(target.sessionId !== undefined, (q) => q.where('se.sessionId', '=', target.sessionId!))
    .where('s.clientId', '=', clientId);
}

/**
 * The first CTEs of every exercise write: `target`, then `ticked`, which ticks (or un-ticks) the
 * target when writable. The other writes read from it, so the session exercise's row is locked
 * first, as `saveSets` locks it (no lock cycle between the two).
 */
function ticked(db: Db, target: ReturnType<typeof targetQuery>, completed: boolean) {
  return typedSql(db)
    .with('target', () => target)
    .with('ticked', (q) =>
      q
        .updateTable('SessionExercise as se')
        .from('target as t')
        .set({ completed: sql<boolean>`${completed}::boolean` })
        .whereRef('se.id', '=', 't.id')
        .where((eb) => eb.ref('t.writable'))
        .returning('se.id'),
    );
}

/** 404 when the client has no such exercise; 409 (with its reason) when its session is not open. */
function checkTarget(row: TargetRow | undefined, deps: Deps, now: Date): asserts row is TargetRow {
  if (!row) throw notFound('Exercise');
  assertExercisesWritable(presentedStatus(row, now, zoneOrUtc(deps.user?.timeZone)));
}

export async function logExerciseResult(deps: Deps, clientId: string, input: z.output<typeof ZLogExerciseResultInput>): Promise<ExerciseResult> {
  const now = deps.clock.now();
  const stamp = new Date(); // @updatedAt's wall time, as Prisma writes it
  const target = targetQuery(deps.db, { id: input.planExerciseId, sessionId: input.workoutSessionId }, clientId, now, zoneOrUtc(deps.user?.timeZone));
  const started = sessionStartedCtes(now, stamp);
  const [row] = await ticked(deps.db, target, input.completed)
    .with('saved', (q) =>
      q
        .insertInto('ExerciseResult')
        .columns(['id', 'sessionId', 'sessionExerciseId', 'exerciseName', 'result', 'notes', 'completed', 'fromSets', 'createdAt', 'updatedAt'])
        .expression((eb) =>
          eb
            .selectFrom('ticked as tk')
            .innerJoin('target as t', 't.id', 'tk.id')
            .select([sql<string>`gen_random_uuid()::text`.as('id'), 't.sessionId', 't.id as sessionExerciseId', 't.name'])
            .select([
              sql<string>`${input.result}`.as('result'),
              sql<string | null>`${input.notes ?? null}::text`.as('notes'),
              sql<boolean>`${input.completed}::boolean`.as('completed'),
              sql.lit(false).as('fromSets'),
              sql<Date>`${stamp}::timestamp(3)`.as('createdAt'),
              sql<Date>`${stamp}::timestamp(3)`.as('updatedAt'),
            ]),
        )
        .onConflict((oc) =>
          oc.column('sessionExerciseId').doUpdateSet((eb) => ({
            exerciseName: eb.ref('excluded.exerciseName'),
            result: eb.ref('excluded.result'),
            notes: eb.ref('excluded.notes'),
            completed: eb.ref('excluded.completed'),
            fromSets: sql.lit(false),
            updatedAt: eb.ref('excluded.updatedAt'),
          })),
        )
        .returning(['id', 'sessionExerciseId', 'exerciseName', 'result', 'notes', 'completed']),
    )
    .with('started', started.started)
    .with('assignment_started', started.assignmentStarted)
    .selectFrom('target as t')
    .select(['t.status', 't.scheduledFor'])
    .select(sql<ExerciseResult | null>`(SELECT row_to_json(sv) FROM saved sv)`.as('saved'))
    .execute();
  checkTarget(row, deps, now);
  return row.saved!;
}

export async function setExerciseCompleted(deps: Deps, clientId: string, input: { id: string; completed: boolean }): Promise<{ id: string; completed: boolean }> {
  const now = deps.clock.now();
  const target = targetQuery(deps.db, { id: input.id }, clientId, now, zoneOrUtc(deps.user?.timeZone));
  const started = sessionStartedCtes(now, new Date());
  const [row] = await ticked(deps.db, target, input.completed)
    .with('started', started.started)
    .with('assignment_started', started.assignmentStarted)
    .selectFrom('target as t')
    .select(['t.status', 't.scheduledFor', 't.id', sql<boolean>`${input.completed}::boolean`.as('completed')])
    .execute();
  checkTarget(row, deps, now);
  return { id: row.id, completed: row.completed };
}
