// Status side effects shared by session updates and exercise logging: the first activity starts
// a session and its assignment (ASSIGNED → IN_PROGRESS); finishing the last session of an
// assignment completes it.
import type { Db } from '../../db/client.ts';
import { conflict } from '../../errors.ts';
import { MSG_MISSED_READ_ONLY, type SessionStatus } from '../../../shared/schemas/workouts.ts';

type Tx = Pick<Db, 'workoutSession' | 'assignment'>;

export const OPEN_STATUSES: SessionStatus[] = ['SCHEDULED', 'IN_PROGRESS'];

/** Exercises may be ticked and logged only while the session is open. */
export function assertExercisesWritable(status: SessionStatus): void {
  if (status === 'MISSED') throw conflict(MSG_MISSED_READ_ONLY);
  if (status === 'COMPLETED' || status === 'SKIPPED') throw conflict(`This workout is already ${status === 'COMPLETED' ? 'completed' : 'skipped'}`);
}

/** A SCHEDULED session becomes IN_PROGRESS on its first activity. */
export async function startSessionIfScheduled(
  tx: Tx,
  session: { id: string; status: SessionStatus; startedAt: Date | null; assignmentId: string | null },
  now: Date,
): Promise<void> {
  if (session.status !== 'SCHEDULED') return;
  await tx.workoutSession.update({ where: { id: session.id }, data: { status: 'IN_PROGRESS', startedAt: session.startedAt ?? now } });
  await startAssignment(tx, session.assignmentId);
}

export async function startAssignment(tx: Tx, assignmentId: string | null): Promise<void> {
  if (!assignmentId) return;
  await tx.assignment.updateMany({ where: { id: assignmentId, status: 'ASSIGNED' }, data: { status: 'IN_PROGRESS' } });
}

/** Completes the assignment once none of its sessions is still open. */
export async function completeAssignmentIfDone(tx: Tx, assignmentId: string | null): Promise<void> {
  if (!assignmentId) return;
  const open = await tx.workoutSession.count({ where: { assignmentId, status: { in: OPEN_STATUSES } } });
  if (open === 0) await tx.assignment.updateMany({ where: { id: assignmentId, status: { not: 'COMPLETED' } }, data: { status: 'COMPLETED' } });
}
