// Logging an exercise result (idempotent per session exercise: a second log updates the first)
// and ticking an exercise off. Both count as activity on the session.
import type { Db } from '../../db/client.ts';
import { notFound } from '../../errors.ts';
import type { ExerciseResult, ZLogExerciseResultInput } from '../../../shared/schemas/workouts.ts';
import type { z } from 'zod';
import { assertExercisesWritable, startSessionIfScheduled } from './activity.ts';
import { presentedStatus } from '../../../shared/stats.ts';
import { zoneOrUtc } from '../../../shared/time-zone.ts';

const sessionOfExercise = { select: { id: true, status: true, scheduledFor: true, startedAt: true, assignmentId: true } } as const;

export async function logExerciseResult(
  deps: { db: Db; clock: { now(): Date }; user?: { timeZone: string | null } | null },
  clientId: string,
  input: z.output<typeof ZLogExerciseResultInput>,
): Promise<ExerciseResult> {
  const now = deps.clock.now();
  return deps.db.$transaction(async (tx) => {
    const ex = await tx.sessionExercise.findFirst({
      where: { id: input.planExerciseId, sessionId: input.workoutSessionId, session: { clientId } },
      select: { id: true, name: true, session: sessionOfExercise },
    });
    if (!ex) throw notFound('Exercise');
    assertExercisesWritable(presentedStatus(ex.session, now, zoneOrUtc(deps.user?.timeZone)));
    const fields = { exerciseName: ex.name, result: input.result, notes: input.notes ?? null, completed: input.completed, fromSets: false };
    const saved = await tx.exerciseResult.upsert({
      where: { sessionExerciseId: ex.id },
      create: { sessionId: ex.session.id, sessionExerciseId: ex.id, ...fields },
      update: fields,
      select: { id: true, sessionExerciseId: true, exerciseName: true, result: true, notes: true, completed: true },
    });
    await tx.sessionExercise.update({ where: { id: ex.id }, data: { completed: input.completed } });
    await startSessionIfScheduled(tx, ex.session, now);
    return saved;
  });
}

export async function setExerciseCompleted(
  deps: { db: Db; clock: { now(): Date }; user?: { timeZone: string | null } | null },
  clientId: string,
  input: { id: string; completed: boolean },
): Promise<{ id: string; completed: boolean }> {
  const now = deps.clock.now();
  return deps.db.$transaction(async (tx) => {
    const ex = await tx.sessionExercise.findFirst({
      where: { id: input.id, session: { clientId } },
      select: { id: true, session: sessionOfExercise },
    });
    if (!ex) throw notFound('Exercise');
    assertExercisesWritable(presentedStatus(ex.session, now, zoneOrUtc(deps.user?.timeZone)));
    const saved = await tx.sessionExercise.update({ where: { id: ex.id }, data: { completed: input.completed }, select: { id: true, completed: true } });
    await startSessionIfScheduled(tx, ex.session, now);
    return saved;
  });
}
