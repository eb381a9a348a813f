import { z } from 'zod';
import { ZBranding } from '#shared/schemas/branding';
import { getBranding } from '#server/services/branding/branding';
import { clientProcedure, router } from '#server/trpc/init';

export const clientBrandingRouter = router({
  /** The branding of the signed-in client's coach, for the app header and accent colour. */
  get: clientProcedure
    .meta({ openapi: { method: 'GET', path: '/client/branding', tags: ['Branding'], protect: true, summary: "The client's coach's branding" } })
    .input(z.void())
    .output(ZBranding)
    .query(({ ctx }) => getBranding(ctx.db, ctx.coachId)),
});
