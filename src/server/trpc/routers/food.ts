// Food log and photo tickets (docs/product.md §7). GET /food-entries serves the client (own entries) and the
// coach (?clientId= of one of their clients); the writes are the client's.
import { z } from 'zod';
import { ZId, ZOk } from '#shared/schemas/common';
import { ZCreateFoodEntryInput, ZFoodEntry, ZListFoodEntriesInput, ZUploadTicket } from '#shared/schemas/food';
import { createFoodEntry, deleteFoodEntry, listFoodEntryPage, resolveFoodClient } from '#server/services/food/food-entries';
import { createUploadTicket } from '#server/services/photos/uploads';
import { clientProcedure, router, viewerProcedure } from '../init.ts';
import { announceNextPage } from '../paging.ts';

const tags = ['Food log'];

export const foodRouter = router({
  list: viewerProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/food-entries',
        tags,
        protect: true,
        summary: "A client's food entries (own, or ?clientId= for a coach); the latest 8 weeks unless from/to are given",
        description:
          'Oldest first, at most `limit` entries (default and most 2000). When the range holds more, the answer carries ' +
          '`X-Next-Cursor: <id>` (and `Link: <…&after=<id>>; rel="next"`): ask again with `after=<id>` for the next page. ' +
          'Without the header, the answer is complete.',
      },
    })
    .input(ZListFoodEntriesInput)
    .output(z.array(ZFoodEntry))
    .query(async ({ ctx, input }) => {
      const clientId = await resolveFoodClient(ctx.db, ctx.viewer, input.clientId);
      const page = await listFoodEntryPage(ctx, clientId, input);
      announceNextPage(ctx, page.next, 'after');
      return page.entries;
    }),

  create: clientProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/food-entries',
        tags,
        protect: true,
        summary: 'Log a meal (one call per photo)',
        description: 'loggedAt must lie in the latest 8 weeks (from Monday seven weeks ago) and not on a future day (UTC days); otherwise 400.',
        successDescription: 'Created',
      },
      examples: { request: { description: 'Oats with berries', imageUrl: '/objects/0b5d3c1e9f7a4e2db6a8c4f1e3d2b7a9', loggedAt: '2026-03-09T08:00:00.000Z' } },
    })
    .input(ZCreateFoodEntryInput)
    .output(ZFoodEntry)
    .mutation(({ ctx, input }) => createFoodEntry(ctx, ctx.clientId, input)),

  delete: clientProcedure
    .meta({ openapi: { method: 'DELETE', path: '/food-entries/{id}', tags, protect: true, summary: 'Delete a food entry and its photo' } })
    .input(z.strictObject({ id: ZId }))
    .output(ZOk)
    .mutation(({ ctx, input }) => deleteFoodEntry(ctx, ctx.clientId, input.id)),

  requestUpload: clientProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/objects/upload',
        tags: ['Photos'],
        protect: true,
        summary: 'A short-lived signed URL to PUT one photo to (JPEG, PNG or WebP, at most 5 MiB), and its objectPath',
        errorResponses: { 429: 'Too many uploads in progress' },
      },
    })
    .input(z.void())
    .output(ZUploadTicket)
    .mutation(({ ctx }) => createUploadTicket(ctx, ctx.clientId)),
});
