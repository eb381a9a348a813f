// The coach's read-only view of what a client logs (docs/product.md §2 Client detail): fitness
// tests and one workout with its sets and records. The food log is `GET /food-entries?clientId=`.
import { ZClientFitnessTestsInput, ZClientWorkoutInput } from '#shared/schemas/client-log';
import { FITNESS_PAGE_MAX, ZFitnessTestPage } from '#shared/schemas/fitness';
import { ZWorkoutSession } from '#shared/schemas/workouts';
import { clientFitnessTests, clientWorkout } from '#server/services/clients/client-log';
import { coachProcedure, router } from '#server/trpc/init';
import { announceNextPage } from '#server/trpc/paging';

const tags = ['Clients'];

export const clientLogRouter = router({
  fitnessTests: coachProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/clients/{id}/fitness-tests',
        tags,
        protect: true,
        summary: 'The client’s fitness tests and retests, oldest first, a page at a time (read-only)',
        description: `At most \`limit\` tests (default and most ${FITNESS_PAGE_MAX}). \`nextCursor\` (also in \`X-Next-Cursor\`) names the next page; null when this page is the last.`,
      },
    })
    .input(ZClientFitnessTestsInput)
    .output(ZFitnessTestPage)
    .query(async ({ ctx, input }) => {
      const page = await clientFitnessTests(ctx.db, ctx.coachId, input);
      announceNextPage(ctx, page.nextCursor);
      return page;
    }),

  workout: coachProcedure
    .meta({
      openapi: { method: 'GET', path: '/clients/{id}/workouts/{sessionId}', tags, protect: true, summary: 'One of the client’s workouts with its exercises, logged sets and records (read-only)' },
    })
    .input(ZClientWorkoutInput)
    .output(ZWorkoutSession)
    .query(({ ctx, input }) => clientWorkout(ctx.db, ctx.coachId, input.id, input.sessionId, ctx.clock.now())),
});
