import { ZAccountDeletion, ZChangePasswordInput, ZCreatedInviteOutput, ZCreateInviteInput, ZScheduleDeletionInput, ZUpdateProfileInput, ZUser } from '#shared/schemas/auth';
import { cancelAccountDeletion, getAccountDeletion, scheduleAccountDeletion } from '#server/services/auth/account-deletion';
import { inviteCoach } from '#server/services/auth/invites';
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

  /** The account's scheduled deletion (ADR 0035), shown on every coach screen while there is one. */
  accountDeletion: coachProcedure
    .meta({ openapi: { method: 'GET', path: '/coach/account/deletion', tags, protect: true, summary: 'When this coach account will be deleted (null: not scheduled)' } })
    .input(z.void())
    .output(ZAccountDeletion)
    .query(({ ctx }) => getAccountDeletion(ctx.db, ctx.coachId)),

  scheduleDeletion: coachProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/coach/account/deletion',
        tags,
        protect: true,
        summary: 'Delete this account and all its data after a 7-day grace period; confirmEmail must be the account’s e-mail address',
      },
      examples: { request: { confirmEmail: 'coach@example.com' } },
    })
    .input(ZScheduleDeletionInput)
    .output(ZAccountDeletion)
    .mutation(({ ctx, input }) => scheduleAccountDeletion(ctx, ctx.coachId, input.confirmEmail)),

  cancelDeletion: coachProcedure
    .meta({ openapi: { method: 'DELETE', path: '/coach/account/deletion', tags, protect: true, summary: 'Cancel the scheduled deletion of this account' } })
    .input(z.void())
    .output(ZAccountDeletion)
    .mutation(({ ctx }) => cancelAccountDeletion(ctx.db, ctx.coachId)),

  /** REGISTRATION=invite: a coach invites another coach (single-use link, e-mailed). */
  invite: coachProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/coach/invites',
        tags,
        protect: true,
        summary: 'Invite a coach to sign up: a single-use link, valid 7 days, e-mailed and answered (403 unless REGISTRATION=invite)',
        errorResponses: [403],
      },
    })
    .input(ZCreateInviteInput)
    .output(ZCreatedInviteOutput)
    .mutation(({ ctx, input }) => inviteCoach(ctx, ctx.coachId, input.email)),
});
