// docs/product.md §7 /api/plan-exercises: single rows of a plan.
import { z } from 'zod';
import { ZId, ZOk } from '#shared/schemas/common';
import { ZCreatePlanExerciseInput, ZPlanExercise, ZUpdatePlanExerciseInput } from '#shared/schemas/plans';
import * as planExercises from '#server/services/plans/plan-exercises';
import { coachProcedure, router } from '#server/trpc/init';

const tags = ['Plans'];

export const planExercisesRouter = router({
  create: coachProcedure
    .meta({ openapi: { method: 'POST', path: '/plan-exercises', tags, protect: true, summary: 'Add an exercise to a plan (appended when orderIndex is left out)' } })
    .input(ZCreatePlanExerciseInput)
    .output(ZPlanExercise)
    .mutation(({ ctx, input }) => planExercises.createPlanExercise(ctx.db, ctx.coachId, input)),

  update: coachProcedure
    .meta({ openapi: { method: 'PUT', path: '/plan-exercises/{id}', tags, protect: true, summary: 'Update a plan exercise; fields left out keep their value' } })
    .input(ZUpdatePlanExerciseInput)
    .output(ZPlanExercise)
    .mutation(({ ctx, input }) => planExercises.updatePlanExercise(ctx.db, ctx.coachId, input)),

  delete: coachProcedure
    .meta({ openapi: { method: 'DELETE', path: '/plan-exercises/{id}', tags, protect: true, summary: 'Remove an exercise from its plan' } })
    .input(z.strictObject({ id: ZId }))
    .output(ZOk)
    .mutation(({ ctx, input }) => planExercises.deletePlanExercise(ctx.db, ctx.coachId, input.id)),
});
