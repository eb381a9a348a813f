// SPEC §7 Exercises: the coach's exercise library.
import { z } from 'zod';
import { ZId, ZOk } from '../../../../shared/schemas/common.ts';
import { ZCreateExerciseInput, ZExercise, ZUpdateExerciseInput } from '../../../../shared/schemas/exercises.ts';
import * as exercises from '../../../services/exercises/exercises.ts';
import { coachProcedure, router } from '../../init.ts';

const tags = ['Exercises'];

export const exercisesRouter = router({
  list: coachProcedure
    .meta({ openapi: { method: 'GET', path: '/exercises', tags, protect: true, summary: "The coach's exercises, by name" } })
    .input(z.void())
    .output(z.array(ZExercise))
    .query(({ ctx }) => exercises.listExercises(ctx.db, ctx.coachId)),

  get: coachProcedure
    .meta({ openapi: { method: 'GET', path: '/exercises/{id}', tags, protect: true, summary: 'One exercise' } })
    .input(z.strictObject({ id: ZId }))
    .output(ZExercise)
    .query(({ ctx, input }) => exercises.getExercise(ctx.db, ctx.coachId, input.id)),

  create: coachProcedure
    .meta({ openapi: { method: 'POST', path: '/exercises', tags, protect: true, summary: 'Create an exercise (video links become embed URLs)' } })
    .input(ZCreateExerciseInput)
    .output(ZExercise)
    .mutation(({ ctx, input }) => exercises.createExercise(ctx.db, ctx.coachId, input)),

  update: coachProcedure
    .meta({ openapi: { method: 'PUT', path: '/exercises/{id}', tags, protect: true, summary: 'Update an exercise; fields left out keep their value' } })
    .input(ZUpdateExerciseInput)
    .output(ZExercise)
    .mutation(({ ctx, input }) => exercises.updateExercise(ctx.db, ctx.coachId, input)),

  delete: coachProcedure
    .meta({
      openapi: { method: 'DELETE', path: '/exercises/{id}', tags, protect: true, summary: 'Delete an exercise; 409 naming the plans that still use it' },
    })
    .input(z.strictObject({ id: ZId }))
    .output(ZOk)
    .mutation(({ ctx, input }) => exercises.deleteExercise(ctx.db, ctx.coachId, input.id)),
});
