// The signed-in client's per-exercise progress and personal records (docs/records.md).
import { z } from 'zod';
import { ZExerciseProgress, ZExerciseProgressInput, ZLoggedExercise } from '#shared/schemas/progress';
import { exerciseProgress, listLoggedExercises } from '#server/services/records/progress';
import { clientProcedure, router } from '#server/trpc/init';

const tags = ['Client workouts'];

export const progressRouter = router({
  exercises: clientProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/logged-exercises',
        tags,
        protect: true,
        summary: 'The library exercises the client has logged sets of (reps and load), latest first',
      },
    })
    .input(z.void())
    .output(z.array(ZLoggedExercise))
    .query(({ ctx }) => listLoggedExercises(ctx.db, ctx.clientId)),

  exercise: clientProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/exercise-progress',
        tags,
        protect: true,
        summary: "One exercise's sessions over time (best set, estimated 1RM, volume, in kg) and its personal records",
        description:
          'Without exerciseId, the exercise logged most recently. Per session with done sets of the exercise: the heaviest set (load in kg, reps), the best estimated one-rep max by Epley (load × (1 + reps / 30)), the volume (Σ reps × load) and whether a set holds a record; oldest first, the latest 600. Loads entered in lb are converted (1 lb = 0.45359237 kg). 404 when the client has not logged the exercise.',
      },
    })
    .input(ZExerciseProgressInput)
    .output(ZExerciseProgress)
    .query(({ ctx, input }) => exerciseProgress(ctx.db, ctx.clientId, input.exerciseId)),
});
