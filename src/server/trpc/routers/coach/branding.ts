import { z } from 'zod';
import { ZBranding, ZUpdateBrandingInput } from '#shared/schemas/branding';
import * as branding from '#server/services/branding/branding';
import { coachProcedure, router } from '#server/trpc/init';

const tags = ['Branding'];

export const brandingRouter = router({
  get: coachProcedure
    .meta({ openapi: { method: 'GET', path: '/branding', tags, protect: true, summary: "The coach's branding (defaults until saved)" } })
    .input(z.void())
    .output(ZBranding)
    .query(({ ctx }) => branding.getBranding(ctx.db, ctx.coachId)),

  update: coachProcedure
    .meta({ openapi: { method: 'PUT', path: '/branding', tags, protect: true, summary: 'Save business name, tagline, about and primary colour' } })
    .input(ZUpdateBrandingInput)
    .output(ZBranding)
    .mutation(({ ctx, input }) => branding.updateBranding(ctx.db, ctx.coachId, input)),

  removeLogo: coachProcedure
    .meta({ openapi: { method: 'DELETE', path: '/branding/logo', tags, protect: true, summary: 'Remove the logo' } })
    .input(z.strictObject({}).optional())
    .output(ZBranding)
    .mutation(({ ctx }) => branding.removeLogo(ctx, ctx.coachId)),
});
