// Fitness tests and retests of the signed-in client (docs/product.md §7).
import { z } from 'zod';
import { ZId, ZOk } from '#shared/schemas/common';
import { ZCreateFitnessTestInput, ZFitnessTest } from '#shared/schemas/fitness';
import { createFitnessTest, deleteFitnessTest, listFitnessTests } from '#server/services/fitness/fitness-tests';
import { clientProcedure, router } from '#server/trpc/init';

const tags = ['Fitness tests'];

export const fitnessTestsRouter = router({
  list: clientProcedure
    .meta({ openapi: { method: 'GET', path: '/fitness-tests', tags, protect: true, summary: 'All fitness tests and retests, oldest first' } })
    .input(z.void())
    .output(z.array(ZFitnessTest))
    .query(({ ctx }) => listFitnessTests(ctx.db, ctx.clientId)),

  create: clientProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/fitness-tests',
        tags,
        protect: true,
        summary: 'Log a test, or a retest with previousTestId',
        description: 'testedAt defaults to now and may not be on a future day (UTC days): 400.',
        successDescription: 'Created',
      },
    })
    .input(ZCreateFitnessTestInput)
    .output(ZFitnessTest)
    .mutation(({ ctx, input }) => createFitnessTest(ctx, ctx.clientId, input)),

  delete: clientProcedure
    .meta({ openapi: { method: 'DELETE', path: '/fitness-tests/{id}', tags, protect: true, summary: 'Delete a test (a root test takes its retests with it)' } })
    .input(z.strictObject({ id: ZId }))
    .output(ZOk)
    .mutation(({ ctx, input }) => deleteFitnessTest(ctx.db, ctx.clientId, input.id)),
});
