// Fitness tests and retests of the signed-in client (docs/product.md §7).
import { z } from 'zod';
import { ZId, ZOk } from '#shared/schemas/common';
import { FITNESS_PAGE_MAX, ZCreateFitnessTestInput, ZFitnessTest, ZFitnessTestPage, ZListFitnessTestsInput } from '#shared/schemas/fitness';
import { DEFAULT_ROW_CAPS } from '#server/lib/row-caps';
import { createFitnessTest, deleteFitnessTest, listFitnessTestPage } from '#server/services/fitness/fitness-tests';
import { clientProcedure, router } from '#server/trpc/init';
import { announceNextPage } from '#server/trpc/paging';

const tags = ['Fitness tests'];

export const fitnessTestsRouter = router({
  list: clientProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/fitness-tests',
        tags,
        protect: true,
        summary: 'Fitness tests and retests, oldest first',
        description:
          `At most \`limit\` tests (default and most ${FITNESS_PAGE_MAX}). When there are more, the answer carries \`X-Next-Cursor: <cursor>\` ` +
          '(and `Link: <…cursor=<cursor>>; rel="next"`): ask again with `cursor=<cursor>` for the next page. Without the header, the answer is complete.',
      },
    })
    .input(ZListFitnessTestsInput)
    .output(z.array(ZFitnessTest))
    .query(async ({ ctx, input }) => {
      const page = await listFitnessTestPage(ctx.db, ctx.clientId, input ?? {});
      announceNextPage(ctx, page.nextCursor);
      return page.items;
    }),

  /** The Progress screen's read: the same pages with the next one in the body (tRPC cannot read headers). */
  page: clientProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/fitness-test-page',
        tags,
        protect: true,
        summary: 'Fitness tests and retests, oldest first, a page at a time with the next page in the body',
        description:
          `The same list and inputs as \`GET /fitness-tests\`: at most \`limit\` tests (default and most ${FITNESS_PAGE_MAX}). ` +
          '`nextCursor` (also in `X-Next-Cursor`) names the next page: ask again with `cursor=<nextCursor>`; null when this page is the last.',
      },
    })
    .input(ZListFitnessTestsInput)
    .output(ZFitnessTestPage)
    .query(async ({ ctx, input }) => {
      const page = await listFitnessTestPage(ctx.db, ctx.clientId, input ?? {});
      announceNextPage(ctx, page.nextCursor);
      return page;
    }),

  create: clientProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/fitness-tests',
        tags,
        protect: true,
        summary: 'Log a test, or a retest with previousTestId',
        description: `testedAt defaults to now and may not be on a future day (UTC days): 400. A client keeps at most ${DEFAULT_ROW_CAPS.fitnessTestsPerClient.toLocaleString('en-US')} tests: past that, 403 until old ones are deleted.`,
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
