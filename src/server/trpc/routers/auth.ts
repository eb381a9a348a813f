import { z } from 'zod';
import { ZOk } from '#shared/schemas/common';
import {
  ZForgotPasswordInput,
  ZLinkSessionInput,
  ZLoginInput,
  ZRegisterInput,
  ZRegistrationOutput,
  ZCheckInviteInput,
  ZInviteOutput,
  ZRequestAccessLinkInput,
  ZResetPasswordInput,
  ZSessionResponse,
  ZUser,
  ZVerifyResetTokenInput,
  ZVerifyResetTokenOutput,
} from '#shared/schemas/auth';
import * as auth from '#server/services/auth/accounts';
import { checkInvite } from '#server/services/auth/invites';
import { requestAccessLink } from '#server/services/clients/access-link-email';
import { unsubscribe } from '#server/services/email/unsubscribe';
import { ZUnsubscribeInput, ZUnsubscribeOutput } from '#shared/schemas/email';
import { signInWithLink } from '#server/services/auth/link-session';
import { revokeSession } from '#server/services/auth/sessions';
import { authedProcedure, publicProcedure, router } from '../init.ts';
import { TOO_MANY_LINK_EMAILS, TOO_MANY_LINK_SIGN_INS, TOO_MANY_LOGINS, TOO_MANY_REGISTRATIONS, TOO_MANY_RESETS } from '#server/lib/rate-limit';
import { MSG_LINK_INVALID } from '#server/services/auth/link-session';
import { MSG_REGISTRATION_CLOSED } from '#shared/schemas/auth';
import { ZLocaleOutput, ZSetLocaleInput, ZSetTimeZoneInput, ZTimeZoneOutput } from '#shared/schemas/auth';
import { setOwnLocale } from '#server/services/clients/locale';
import { setOwnTimeZone } from '#server/services/clients/time-zone';
import { ZLoadUnitOutput, ZSetLoadUnitInput } from '#shared/schemas/sets';
import { setOwnLoadUnit } from '#server/services/sets/sets';
import { ZLengthUnitOutput, ZSetLengthUnitInput } from '#shared/schemas/body-metrics';
import { setOwnLengthUnit } from '#server/services/body-metrics/body-metrics';

const tags = ['Authentication'];

export const authRouter = router({
  me: authedProcedure
    .meta({ openapi: { method: 'GET', path: '/auth/me', tags, protect: true, summary: 'The signed-in user' } })
    .input(z.void())
    .output(ZUser)
    .query(({ ctx }) => ctx.user),

  /** The browser saves its detected zone on first use; coach or client, each their own. */
  setTimeZone: authedProcedure
    .meta({ openapi: { method: 'PUT', path: '/auth/time-zone', tags, protect: true, summary: 'Save the signed-in user’s IANA time zone' } })
    .input(ZSetTimeZoneInput)
    .output(ZTimeZoneOutput)
    .mutation(({ ctx, input }) => setOwnTimeZone(ctx.db, ctx.user.id, input.timeZone)),

  /** The unit loads are shown in (docs/sets.md); coach or client, each their own. */
  setLoadUnit: authedProcedure
    .meta({ openapi: { method: 'PUT', path: '/auth/load-unit', tags, protect: true, summary: 'Save the signed-in user’s unit for loads (KG or LB)' } })
    .input(ZSetLoadUnitInput)
    .output(ZLoadUnitOutput)
    .mutation(({ ctx, input }) => setOwnLoadUnit(ctx.db, ctx.user.id, input.loadUnit)),

  /** The unit body circumferences are shown in (docs/body-metrics.md); coach or client, each their own. */
  setLengthUnit: authedProcedure
    .meta({ openapi: { method: 'PUT', path: '/auth/length-unit', tags, protect: true, summary: 'Save the signed-in user’s unit for body circumferences (CM or IN)' } })
    .input(ZSetLengthUnitInput)
    .output(ZLengthUnitOutput)
    .mutation(({ ctx, input }) => setOwnLengthUnit(ctx.db, ctx.user.id, input.lengthUnit)),

  /** The language of the user's screens and e-mails (docs/translations.md); coach or client, each their own. */
  setLocale: authedProcedure
    .meta({ openapi: { method: 'PUT', path: '/auth/locale', tags, protect: true, summary: 'Save the signed-in user’s language (en, es or de)' } })
    .input(ZSetLocaleInput)
    .output(ZLocaleOutput)
    .mutation(({ ctx, input }) => setOwnLocale(ctx.db, ctx.user.id, input.locale)),

  login: publicProcedure
    .meta({ openapi: { method: 'POST', path: '/auth/login', tags, summary: 'Sign in with e-mail and password' }, examples: { errors: { 401: 'Invalid email or password', 429: TOO_MANY_LOGINS } } })
    .input(ZLoginInput)
    .output(ZSessionResponse)
    .mutation(({ ctx, input }) => auth.login(ctx, input, ctx.ip)),

  /** The sign-up screen asks before showing its form (REGISTRATION). */
  registration: publicProcedure
    .meta({ openapi: { method: 'GET', path: '/auth/registration', tags, summary: 'Whether this server takes new sign-ups' } })
    .input(z.void())
    .output(ZRegistrationOutput)
    .query(({ ctx }) => ({ open: (ctx.registration ?? 'open') === 'open', mode: ctx.registration ?? 'open' })),

  /** The sign-up screen opened from an invitation link (REGISTRATION=invite). */
  checkInvite: publicProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/auth/invites/{token}',
        tags,
        summary: 'Is this coach invitation link usable? (404 for unknown, used and expired links alike)',
        errorResponses: [404],
      },
    })
    .input(ZCheckInviteInput)
    .output(ZInviteOutput)
    .query(({ ctx, input }) => checkInvite(ctx, input.token)),

  register: publicProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/auth/register',
        tags,
        summary: "Create an account (403 when the server's REGISTRATION is closed, or invite-only and no invitation is given)",
        successDescription: 'Created',
        errorResponses: [403],
      },
      examples: { errors: { 403: MSG_REGISTRATION_CLOSED, 409: 'An account with this email already exists', 429: TOO_MANY_REGISTRATIONS } },
    })
    .input(ZRegisterInput)
    .output(ZSessionResponse)
    .mutation(({ ctx, input }) => auth.register(ctx, input, ctx.ip)),

  linkSession: publicProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/auth/link-session',
        tags,
        summary: 'Trade a client access link for a sign-in session on this device (the link keeps working)',
      },
      examples: { errors: { 401: MSG_LINK_INVALID, 429: TOO_MANY_LINK_SIGN_INS } },
    })
    .input(ZLinkSessionInput)
    .output(ZSessionResponse)
    .mutation(({ ctx, input }) => signInWithLink(ctx, input.token, ctx.ip)),

  logout: authedProcedure
    .meta({ openapi: { method: 'POST', path: '/auth/logout', tags, protect: true, summary: 'Revoke the current sign-in session (an access link used as bearer stays valid)' } })
    .input(z.void())
    .output(ZOk)
    .mutation(async ({ ctx }) => {
      if (ctx.sessionTokenHash) await revokeSession(ctx.db, ctx.sessionTokenHash);
      return { ok: true as const };
    }),

  forgotPassword: publicProcedure
    .meta({ openapi: { method: 'POST', path: '/auth/forgot-password', tags, summary: 'E-mail a reset link (same answer for unknown addresses)' }, examples: { errors: { 429: TOO_MANY_RESETS } } })
    .input(ZForgotPasswordInput)
    .output(ZOk)
    .mutation(({ ctx, input }) => auth.forgotPassword(ctx, input.email, ctx.ip)),

  requestAccessLink: publicProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/auth/request-access-link',
        tags,
        summary: "E-mail a client's current personal link to the address their coach recorded (same answer for unknown addresses)",
      },
      examples: { errors: { 429: TOO_MANY_LINK_EMAILS } },
    })
    .input(ZRequestAccessLinkInput)
    .output(ZOk)
    .mutation(({ ctx, input }) => requestAccessLink(ctx, input.email, ctx.ip)),

  unsubscribe: publicProcedure
    .meta({ openapi: { method: 'POST', path: '/unsubscribe', tags, summary: 'Turn off the e-mail an unsubscribe link came from (workout reminders or the coach digest); no sign-in' } })
    .input(ZUnsubscribeInput)
    .output(ZUnsubscribeOutput)
    .mutation(({ ctx, input }) => unsubscribe(ctx, input.token)),

  verifyResetToken: publicProcedure
    .meta({ openapi: { method: 'GET', path: '/auth/verify-reset-token/{token}', tags, summary: 'Is this reset link still valid?' } })
    .input(ZVerifyResetTokenInput)
    .output(ZVerifyResetTokenOutput)
    .query(({ ctx, input }) => auth.verifyResetToken(ctx, input.token)),

  resetPassword: publicProcedure
    .meta({ openapi: { method: 'POST', path: '/auth/reset-password', tags, summary: 'Set a new password with a reset link' } })
    .input(ZResetPasswordInput)
    .output(ZOk)
    .mutation(({ ctx, input }) => auth.resetPassword(ctx, input.token, input.newPassword)),
});
