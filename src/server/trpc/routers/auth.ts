import { z } from 'zod';
import { ZOk } from '../../../shared/schemas/common.ts';
import {
  ZForgotPasswordInput,
  ZLoginInput,
  ZRegisterInput,
  ZResetPasswordInput,
  ZSessionResponse,
  ZUser,
  ZVerifyResetTokenInput,
  ZVerifyResetTokenOutput,
} from '../../../shared/schemas/auth.ts';
import * as auth from '../../services/auth/auth-service.ts';
import { revokeSession } from '../../services/auth/sessions.ts';
import { authedProcedure, publicProcedure, router } from '../init.ts';

const tags = ['Authentication'];

export const authRouter = router({
  me: authedProcedure
    .meta({ openapi: { method: 'GET', path: '/auth/me', tags, protect: true, summary: 'The signed-in user' } })
    .input(z.void())
    .output(ZUser)
    .query(({ ctx }) => ctx.user),

  login: publicProcedure
    .meta({ openapi: { method: 'POST', path: '/auth/login', tags, summary: 'Sign in with e-mail and password' } })
    .input(ZLoginInput)
    .output(ZSessionResponse)
    .mutation(({ ctx, input }) => auth.login(ctx, input, ctx.ip)),

  register: publicProcedure
    .meta({ openapi: { method: 'POST', path: '/auth/register', tags, summary: 'Create an account', successDescription: 'Created' } })
    .input(ZRegisterInput)
    .output(ZSessionResponse)
    .mutation(({ ctx, input }) => auth.register(ctx, input, ctx.ip)),

  logout: authedProcedure
    .meta({ openapi: { method: 'POST', path: '/auth/logout', tags, protect: true, summary: 'Revoke the current sign-in token' } })
    .input(z.void())
    .output(ZOk)
    .mutation(async ({ ctx }) => {
      if (ctx.sessionTokenHash) await revokeSession(ctx.db, ctx.sessionTokenHash);
      return { ok: true as const };
    }),

  forgotPassword: publicProcedure
    .meta({ openapi: { method: 'POST', path: '/auth/forgot-password', tags, summary: 'E-mail a reset link (same answer for unknown addresses)' } })
    .input(ZForgotPasswordInput)
    .output(ZOk)
    .mutation(({ ctx, input }) => auth.forgotPassword(ctx, input.email, ctx.ip)),

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
