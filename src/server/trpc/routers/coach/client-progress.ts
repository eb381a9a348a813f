// A client's per-exercise progress and personal records, for their coach (docs/records.md).
import { z } from 'zod';
import { ZClientIdInput } from '#shared/schemas/clients';
import { ZClientExerciseProgressInput, ZExerciseProgress, ZLoggedExercise } from '#shared/schemas/progress';
import { assertOwnClient } from '#server/services/clients/clients';
import { exerciseProgress, listLoggedExercises } from '#server/services/records/progress';
import { coachProcedure, router } from '#server/trpc/init';

const tags = ['Clients'];

export const clientProgressRouter = router({
  exercises: coachProcedure
    .meta({
      openapi: { method: 'GET', path: '/clients/{id}/logged-exercises', tags, protect: true, summary: 'The library exercises the client has logged sets of, latest first' },
    })
    .input(ZClientIdInput)
    .output(z.array(ZLoggedExercise))
    .query(async ({ ctx, input }) => {
      await assertOwnClient(ctx.db, ctx.coachId, input.id);
      return listLoggedExercises(ctx.db, input.id);
    }),

  exercise: coachProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/clients/{id}/exercise-progress',
        tags,
        protect: true,
        summary: "One exercise's sessions over time for the client (best set, estimated 1RM, volume, in kg) and its personal records",
        description:
          'As GET /exercise-progress for the client (without exerciseId, the exercise logged most recently). 404 for a client of another coach, and when the client has not logged the exercise.',
      },
    })
    .input(ZClientExerciseProgressInput)
    .output(ZExerciseProgress)
    .query(async ({ ctx, input }) => {
      await assertOwnClient(ctx.db, ctx.coachId, input.id);
      return exerciseProgress(ctx.db, input.id, input.exerciseId);
    }),
});
