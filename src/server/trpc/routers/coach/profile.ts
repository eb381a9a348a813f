import { ZChangePasswordInput, ZUpdateProfileInput, ZUser } from '#shared/schemas/auth';
import { ZOk } from '#shared/schemas/common';
import { ZDigest, ZSetDigestInput } from '#shared/schemas/email';
import { getDigest, setDigest } from '#server/services/email/settings';
import { z } from 'zod';
import * as auth from '#server/services/auth/accounts';
import { coachProcedure, coachSessionProcedure, router } from '#server/trpc/init';

const tags = ['Profile'];

export const profileRouter = router({
  // The sign-in e-mail and the password: never with an API key, which could otherwise take the
  // whole account through a reset (docs/decisions/0031-api-keys-and-webhooks.md).
  update: coachSessionProcedure
    .meta({ openapi: { method: 'PUT', path: '/coach/profile', tags, protect: true, summary: 'Update the coach profile' } })
    .input(ZUpdateProfileInput)
    .output(ZUser)
    .mutation(({ ctx, input }) => auth.updateProfile(ctx, ctx.coachId, input)),

  changePassword: coachSessionProcedure
    .meta({ openapi: { method: 'PUT', path: '/coach/password', tags, protect: true, summary: 'Change the password', errorResponses: { 429: 'Too many wrong current passwords' } } })
    .input(ZChangePasswordInput)
    .output(ZOk)
    .mutation(({ ctx, input }) => auth.changePassword(ctx, ctx.coachId, input, ctx.sessionTokenHash)),

  digest: coachProcedure
    .meta({ openapi: { method: 'GET', path: '/coach/digest', tags, protect: true, summary: 'How often the coach gets the e-mailed digest (OFF, DAILY, WEEKLY)' } })
    .input(z.void())
    .output(ZDigest)
    .query(({ ctx }) => getDigest(ctx.db, ctx.coachId)),

  setDigest: coachProcedure
    .meta({ openapi: { method: 'PUT', path: '/coach/digest', tags, protect: true, summary: 'Choose the e-mailed digest: OFF, DAILY or WEEKLY (07:00 in the coach’s zone; weekly on Mondays)' } })
    .input(ZSetDigestInput)
    .output(ZDigest)
    .mutation(({ ctx, input }) => setDigest(ctx.db, ctx.coachId, input.digest)),
});
