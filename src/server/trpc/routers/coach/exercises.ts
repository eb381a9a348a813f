// docs/product.md §7 Exercises: the coach's exercise library.
import { z } from 'zod';
import { ZId, ZOk } from '#shared/schemas/common';
import { EXERCISES_PAGE_MAX, ZCreateExerciseInput, ZExercise, ZListExercisesInput, ZUpdateExerciseInput } from '#shared/schemas/exercises';
import * as exercises from '#server/services/exercises/exercises';
import { addStarterLibrary } from '#server/services/exercises/starter-library';
import { coachProcedure, router } from '#server/trpc/init';
import { announceNextPage } from '#server/trpc/paging';

const tags = ['Exercises'];

export const exercisesRouter = router({
  list: coachProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/exercises',
        tags,
        protect: true,
        summary: "The coach's exercises, by name",
        description:
          `Without \`limit\`, the whole library. With \`limit\` (at most ${EXERCISES_PAGE_MAX}), one page: when there are more, the answer carries ` +
          '`X-Next-Cursor: <cursor>` (and `Link: <…cursor=<cursor>>; rel="next"`): ask again with `cursor=<cursor>` for the next page. ' +
          'Without the header, the answer is complete.',
      },
    })
    .input(ZListExercisesInput)
    .output(z.array(ZExercise))
    .query(async ({ ctx, input }) => {
      const page = await exercises.listExercisePage(ctx.db, ctx.coachId, input ?? {});
      announceNextPage(ctx, page.next);
      return page.exercises;
    }),

  get: coachProcedure
    .meta({ openapi: { method: 'GET', path: '/exercises/{id}', tags, protect: true, summary: 'One exercise' } })
    .input(z.strictObject({ id: ZId }))
    .output(ZExercise)
    .query(({ ctx, input }) => exercises.getExercise(ctx.db, ctx.coachId, input.id)),

  create: coachProcedure
    .meta({ openapi: { method: 'POST', path: '/exercises', tags, protect: true, summary: 'Create an exercise (video links become embed URLs)' } })
    .input(ZCreateExerciseInput)
    .output(ZExercise)
    .mutation(({ ctx, input }) => exercises.createExercise(ctx.db, ctx.coachId, input, ctx.caps)),

  addStarterLibrary: coachProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/exercises/starter-library',
        tags,
        protect: true,
        summary: 'Add the curated starter exercises the coach does not have yet (by name); a second call adds nothing',
      },
    })
    .input(z.strictObject({}).optional())
    .output(z.object({ added: z.number(), alreadyThere: z.number(), message: z.string() }).meta({ id: 'StarterLibraryAdded' }))
    .mutation(({ ctx }) => addStarterLibrary(ctx.db, ctx.coachId)),

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
