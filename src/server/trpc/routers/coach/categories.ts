// The coach's own exercise categories, kept on the server (docs/design.md §3).
import { z } from 'zod';
import { ZId, ZOk } from '#shared/schemas/common';
import { ZCreateCategoryInput, ZExerciseCategory } from '#shared/schemas/exercises';
import * as categories from '#server/services/exercises/categories';
import { coachProcedure, router } from '#server/trpc/init';

const tags = ['Exercises'];

export const categoriesRouter = router({
  list: coachProcedure
    .meta({ openapi: { method: 'GET', path: '/exercise-categories', tags, protect: true, summary: "The coach's own categories (built-in ones are not listed)" } })
    .input(z.void())
    .output(z.array(ZExerciseCategory))
    .query(({ ctx }) => categories.listCategories(ctx.db, ctx.coachId)),

  create: coachProcedure
    .meta({ openapi: { method: 'POST', path: '/exercise-categories', tags, protect: true, summary: 'Add a category; 409 when it exists (case-insensitive)' } })
    .input(ZCreateCategoryInput)
    .output(ZExerciseCategory)
    .mutation(({ ctx, input }) => categories.createCategory(ctx.db, ctx.coachId, input.name, ctx.caps)),

  delete: coachProcedure
    .meta({ openapi: { method: 'DELETE', path: '/exercise-categories/{id}', tags, protect: true, summary: 'Remove a category (exercises keep their text)' } })
    .input(z.strictObject({ id: ZId }))
    .output(ZOk)
    .mutation(({ ctx, input }) => categories.deleteCategory(ctx.db, ctx.coachId, input.id)),
});
