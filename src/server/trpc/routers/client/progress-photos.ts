// The signed-in client's progress photos (docs/progress-photos.md, ADR 0022). The bytes go to the
// same signed PUT URL as meal photos (PUT /api/objects/upload/{key}); only the ticket differs.
import { z } from 'zod';
import { ZId, ZOk } from '#shared/schemas/common';
import { ZUploadTicket } from '#shared/schemas/food';
import { PROGRESS_PHOTO_PAGE_MAX, ZCreateProgressPhotoInput, ZListProgressPhotosInput, ZProgressPhoto, ZProgressPhotoPage } from '#shared/schemas/progress-photos';
import { acceptInfiniteQuery } from '#shared/schemas/paging';
import { DEFAULT_ROW_CAPS } from '#server/lib/row-caps';
import { createProgressPhoto, deleteProgressPhoto, listProgressPhotos, requestProgressUpload } from '#server/services/progress-photos/progress-photos';
import { clientProcedure, router } from '#server/trpc/init';
import { announceNextPage } from '#server/trpc/paging';

const tags = ['Client progress photos'];

export const clientProgressPhotosRouter = router({
  requestUpload: clientProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/progress-photos/upload',
        tags,
        protect: true,
        summary: 'A short-lived signed URL to PUT one progress photo to (JPEG, PNG or WebP, at most 5 MiB), and its objectPath',
        description: 'As POST /objects/upload, for a progress photo: the bytes are checked and re-encoded without metadata (EXIF, GPS) the same way.',
        errorResponses: { 429: 'Too many uploads in progress' },
      },
    })
    .input(z.void())
    .output(ZUploadTicket)
    .mutation(({ ctx }) => requestProgressUpload(ctx, ctx.clientId)),

  list: clientProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/progress-photos',
        tags,
        protect: true,
        summary: 'The client’s progress photos, newest day first',
        description:
          `At most \`limit\` photos (default and most ${PROGRESS_PHOTO_PAGE_MAX}); \`nextCursor\` (also \`X-Next-Cursor\`) reads older ones. ` +
          '`pose` keeps one pose. `imageUrl` is a short-lived signed URL, null for a photo imported without its bytes.',
      },
    })
    .input(acceptInfiniteQuery(ZListProgressPhotosInput))
    .output(ZProgressPhotoPage)
    .query(async ({ ctx, input }) => {
      const page = await listProgressPhotos(ctx, ctx.clientId, input);
      announceNextPage(ctx, page.nextCursor);
      return page;
    }),

  create: clientProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/progress-photos',
        tags,
        protect: true,
        summary: 'Add an uploaded progress photo with its day and pose',
        description:
          'objectPath is the one answered by POST /progress-photos/upload once its PUT succeeded (404 for another ticket, 409 when already added). ' +
          `takenOn must not be a future day in the client’s time zone. A client keeps at most ${DEFAULT_ROW_CAPS.progressPhotosPerClient.toLocaleString('en-US')} photos (403 past that).`,
        successDescription: 'Created',
      },
    })
    .input(ZCreateProgressPhotoInput)
    .output(ZProgressPhoto)
    .mutation(({ ctx, input }) => createProgressPhoto(ctx, ctx.clientId, input)),

  delete: clientProcedure
    .meta({ openapi: { method: 'DELETE', path: '/progress-photos/{id}', tags, protect: true, summary: 'Delete a progress photo and its stored image' } })
    .input(z.strictObject({ id: ZId }))
    .output(ZOk)
    .mutation(({ ctx, input }) => deleteProgressPhoto(ctx, ctx.clientId, input.id)),
});
