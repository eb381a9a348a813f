// Status side effects of exercise logging: the first activity starts a session and its
// assignment (ASSIGNED → IN_PROGRESS). Finishing the last session of an assignment completes it
// (update-session.ts, in the session's own statement).
import type { Db } from '#server/db/client';
import { sql, type RawBuilder } from 'kysely';
import { columnsOf } from '#server/db/typed-sql';
import { conflict } from '#server/errors';
import { MSG_MISSED_READ_ONLY, type SessionStatus } from '#shared/schemas/workouts';

type Tx = Pick<Db, 'workoutSession' | 'assignment'>;

/** Exercises may be ticked and logged only while the session is open. */
export function assertExercisesWritable(status: SessionStatus): void {
  if (status === 'MISSED') throw conflict(MSG_MISSED_READ_ONLY);
  if (status === 'COMPLETED' || status === 'SKIPPED') throw conflict(`This workout is already ${status === 'COMPLETED' ? 'completed' : 'skipped'}`);
}

/** A SCHEDULED session becomes IN_PROGRESS on its first activity. */
export async function startSessionIfScheduled(tx: Tx, session: { id: string; status: SessionStatus; startedAt: Date | null; assignmentId: string | null }, now: Date): Promise<void> {
  if (session.status !== 'SCHEDULED') return;
  await tx.workoutSession.update({ where: { id: session.id }, data: { status: 'IN_PROGRESS', startedAt: session.startedAt ?? now } });
  await startAssignment(tx, session.assignmentId);
}

/**
 * `startSessionIfScheduled` as the bodies of two CTEs of one statement, named `started` and
 * `assignment_started` by the caller: its `ticked` CTE names the session exercise written (with
 * `target`, its "sessionId"); a SCHEDULED session becomes IN_PROGRESS and a still ASSIGNED
 * assignment IN_PROGRESS. The status is re-checked under the row lock. Each body carries its own
 * parentheses: Kysely writes a raw CTE body as it is.
 */
export function sessionStartedCtes(now: Date, stamp: Date): { started: () => RawBuilder<{ assignmentId: string | null }>; assignmentStarted: () => RawBuilder<never> } {
  const s = columnsOf('WorkoutSession', 's');
  const a = columnsOf('Assignment', 'a');
  return {
    started: () => sql`(UPDATE "WorkoutSession" s SET "status" = 'IN_PROGRESS', "startedAt" = COALESCE(${s('startedAt')}, ${now}::timestamp(3)), "updatedAt" = ${stamp}::timestamp(3)
      FROM ticked tk JOIN target t ON t."id" = tk."id"
      WHERE ${s('id')} = t."sessionId" AND ${s('status')} = 'SCHEDULED'
      RETURNING ${s('assignmentId')})`,
    assignmentStarted: () => sql`(UPDATE "Assignment" a SET "status" = 'IN_PROGRESS', "updatedAt" = ${stamp}::timestamp(3)
      FROM started st WHERE ${a('id')} = st."assignmentId" AND ${a('status')} = 'ASSIGNED')`,
  };
}

async function startAssignment(tx: Tx, assignmentId: string | null): Promise<void> {
  if (!assignmentId) return;
  await tx.assignment.updateMany({ where: { id: assignmentId, status: 'ASSIGNED' }, data: { status: 'IN_PROGRESS' } });
}
