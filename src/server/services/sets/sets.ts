// Per-set logging (issue 15, docs/sets.md): writing a session exercise's sets, the summary they
// leave in its result, and the client's previous performance of an exercise ("last time").
import type { z } from 'zod';
import type { Db, Prisma } from '#server/db/client';
import { notFound } from '#server/errors';
import type { LoadUnit, SavedSets, ZSaveSetsInput } from '#shared/schemas/sets';
import { summariseSets } from '#shared/sets';
import { presentedStatus } from '#shared/stats';
import { zoneOrUtc } from '#shared/time-zone';
import { assertExercisesWritable, startSessionIfScheduled } from '../workouts/activity.ts';
import { exerciseSetSelect, toExerciseSet } from './set-shape.ts';
import { recordPersonalRecords } from '../records/records.ts';

type Tx = Prisma.TransactionClient;
type SaveSetsInput = z.output<typeof ZSaveSetsInput>;

/** The session exercise a set write is about, as `writeSets` needs it. */
export interface SetsTarget {
  id: string;
  sessionId: string;
  clientId: string;
  exerciseId: string | null;
  completed: boolean;
  previous: { position: number; done: boolean; completedAt: Date | null }[];
}

/**
 * Replaces the exercise's sets with `sets` (in order) inside the caller's transaction and
 * returns them as stored. A done set keeps the time it was first ticked: the one sent with it
 * (no later than now), else the stored one at that position, else now. This is the one place
 * sets are written; checks that follow a write (records) belong right after it.
 */
export async function writeSets(tx: Tx, target: SetsTarget, sets: SaveSetsInput['sets'], now: Date) {
  const before = new Map(target.previous.map((p) => [p.position, p]));
  await tx.sessionExerciseSet.deleteMany({ where: { sessionExerciseId: target.id } });
  if (sets.length > 0) {
    await tx.sessionExerciseSet.createMany({
      data: sets.map((s, position) => {
        const prev = before.get(position);
        const sent = s.completedAt && s.completedAt.getTime() <= now.getTime() ? s.completedAt : null;
        return {
          sessionExerciseId: target.id,
          sessionId: target.sessionId,
          clientId: target.clientId,
          exerciseId: target.exerciseId,
          position,
          reps: s.reps,
          load: s.load,
          loadUnit: s.loadUnit,
          rpe: s.rpe,
          done: s.done,
          completedAt: s.done ? (sent ?? (prev?.done ? prev.completedAt : null) ?? now) : null,
        };
      }),
    });
  }
  await recordPersonalRecords(tx, target);
  const rows = await tx.sessionExerciseSet.findMany({ where: { sessionExerciseId: target.id }, select: exerciseSetSelect, orderBy: { position: 'asc' } });
  return rows.map(toExerciseSet);
}

/**
 * PUT /api/session-exercises/{id}/sets: the client's whole list of sets for one exercise, in one
 * short transaction. Ticking the last set ticks the exercise; the done sets' summary becomes the
 * exercise's result unless the client typed their own; the first activity starts the session.
 */
export async function saveSets(deps: { db: Db; clock: { now(): Date }; user?: { timeZone: string | null } | null }, clientId: string, input: SaveSetsInput): Promise<SavedSets> {
  const now = deps.clock.now();
  return deps.db.$transaction(async (tx) => {
    const ex = await tx.sessionExercise.findFirst({
      where: { id: input.id, session: { clientId } },
      select: {
        id: true,
        name: true,
        exerciseId: true,
        completed: true,
        session: { select: { id: true, status: true, scheduledFor: true, startedAt: true, assignmentId: true } },
        result: { select: { result: true, notes: true, fromSets: true } },
        sets: { select: { position: true, done: true, completedAt: true } },
      },
    });
    if (!ex) throw notFound('Exercise');
    assertExercisesWritable(presentedStatus(ex.session, now, zoneOrUtc(deps.user?.timeZone)));

    const sets = await writeSets(tx, { id: ex.id, sessionId: ex.session.id, clientId, exerciseId: ex.exerciseId, completed: ex.completed, previous: ex.sets }, input.sets, now);

    const allDone = sets.length > 0 && sets.every((s) => s.done);
    const completed = ex.completed || allDone;
    if (completed !== ex.completed) await tx.sessionExercise.update({ where: { id: ex.id }, data: { completed } });

    let result = ex.result;
    if (!ex.result || ex.result.fromSets) {
      const summary = summariseSets(sets);
      if (summary) {
        result = await tx.exerciseResult.upsert({
          where: { sessionExerciseId: ex.id },
          create: { sessionId: ex.session.id, sessionExerciseId: ex.id, exerciseName: ex.name, result: summary, completed, fromSets: true },
          update: { result: summary, completed },
          select: { result: true, notes: true, fromSets: true },
        });
      } else if (ex.result) {
        // No set is done any more: the summary goes (a summary row never has typed notes).
        await tx.exerciseResult.delete({ where: { sessionExerciseId: ex.id } });
        result = null;
      }
    }
    if (sets.some((s) => s.done)) await startSessionIfScheduled(tx, ex.session, now);
    return { id: ex.id, completed, result: result?.result ?? null, resultNotes: result?.notes ?? null, sets };
  });
}

/** PUT /api/auth/load-unit: the signed-in user's display unit. */
export async function setOwnLoadUnit(db: Db, userId: string, loadUnit: LoadUnit): Promise<{ loadUnit: LoadUnit }> {
  return db.user.update({ where: { id: userId }, data: { loadUnit }, select: { loadUnit: true } });
}
