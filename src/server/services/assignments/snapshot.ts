// Workout sessions as snapshots of plans (docs/design.md §3): the session copies the plan's name,
// instructions, column labels and each exercise with its column values, notes, video and group,
// so later edits to the plan or the library never rewrite an assigned or past workout.
import { randomBytes } from 'node:crypto';
import type { Db, Prisma } from '#server/db/client';

export const planSnapshotSelect = {
  id: true,
  name: true,
  instructions: true,
  columnConfig: true,
  exercises: {
    orderBy: { orderIndex: 'asc' },
    select: {
      orderIndex: true,
      columnData: true,
      notes: true,
      groupId: true,
      groupName: true,
      exercise: { select: { id: true, name: true, videoUrl: true, instructions: true } },
    },
  },
} as const satisfies Prisma.PlanSelect;

export type PlanSnapshotSource = Prisma.PlanGetPayload<{ select: typeof planSnapshotSelect }>;

/** Ids made here so sessions and their exercises can be inserted in two statements in all. */
export const newSessionId = () => `c${Date.now().toString(36)}${randomBytes(10).toString('hex')}`;

export interface SessionToCreate {
  plan: PlanSnapshotSource;
  scheduledFor: Date;
  /** A session id made by the caller (newSessionId), to read the session back. */
  id?: string;
}

export async function createSessionSnapshots(
  tx: Pick<Db, 'workoutSession' | 'sessionExercise'>,
  o: { coachId: string; clientId: string; assignmentId: string | null; sessions: readonly SessionToCreate[] },
): Promise<number> {
  const sessions: Prisma.WorkoutSessionCreateManyInput[] = [];
  const exercises: Prisma.SessionExerciseCreateManyInput[] = [];
  for (const s of o.sessions) {
    const id = s.id ?? newSessionId();
    sessions.push({
      id,
      coachId: o.coachId,
      clientId: o.clientId,
      assignmentId: o.assignmentId,
      planId: s.plan.id,
      name: s.plan.name,
      planName: s.plan.name,
      scheduledFor: s.scheduledFor,
      instructions: s.plan.instructions,
      columnConfig: s.plan.columnConfig as Prisma.InputJsonValue,
    });
    for (const pe of s.plan.exercises) {
      exercises.push({
        sessionId: id,
        exerciseId: pe.exercise.id,
        name: pe.exercise.name,
        orderIndex: pe.orderIndex,
        groupId: pe.groupId,
        groupName: pe.groupName,
        videoUrl: pe.exercise.videoUrl,
        notes: pe.notes,
        instructions: pe.exercise.instructions,
        columnData: pe.columnData as Prisma.InputJsonValue,
      });
    }
  }
  if (sessions.length) await tx.workoutSession.createMany({ data: sessions });
  if (exercises.length) await tx.sessionExercise.createMany({ data: exercises });
  return sessions.length;
}
