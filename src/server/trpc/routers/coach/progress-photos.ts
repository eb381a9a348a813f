// A client's progress photos for their coach (docs/progress-photos.md, ADR 0022): read only.
import { PROGRESS_PHOTO_PAGE_MAX, ZClientProgressPhotosInput, ZProgressPhotoPage } from '#shared/schemas/progress-photos';
import { acceptInfiniteQuery } from '#shared/schemas/paging';
import { assertOwnClient } from '#server/services/clients/clients';
import { listProgressPhotos } from '#server/services/progress-photos/progress-photos';
import { coachProcedure, router } from '#server/trpc/init';
import { announceNextPage } from '#server/trpc/paging';

const tags = ['Progress photos'];

export const coachProgressPhotosRouter = router({
  list: coachProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/clients/{id}/progress-photos',
        tags,
        protect: true,
        summary: 'A client’s progress photos, newest day first',
        description: `As GET /progress-photos for the client (at most ${PROGRESS_PHOTO_PAGE_MAX} a page, signed URLs). 404 for a client of another coach.`,
      },
    })
    .input(acceptInfiniteQuery(ZClientProgressPhotosInput))
    .output(ZProgressPhotoPage)
    .query(async ({ ctx, input }) => {
      await assertOwnClient(ctx.db, ctx.coachId, input.id);
      const { id, ...rest } = input;
      const page = await listProgressPhotos(ctx, id, rest);
      announceNextPage(ctx, page.nextCursor);
      return page;
    }),
});
