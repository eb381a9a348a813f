import { ZChangePasswordInput, ZUpdateProfileInput, ZUser } from '../../../../shared/schemas/auth.ts';
import { ZOk } from '../../../../shared/schemas/common.ts';
import * as auth from '../../../services/auth/auth-service.ts';
import { coachProcedure, router } from '../../init.ts';

const tags = ['Profile'];

export const profileRouter = router({
  update: coachProcedure
    .meta({ openapi: { method: 'PUT', path: '/coach/profile', tags, protect: true, summary: 'Update the coach profile' } })
    .input(ZUpdateProfileInput)
    .output(ZUser)
    .mutation(({ ctx, input }) => auth.updateProfile(ctx, ctx.coachId, input)),

  changePassword: coachProcedure
    .meta({ openapi: { method: 'PUT', path: '/coach/password', tags, protect: true, summary: 'Change the password' } })
    .input(ZChangePasswordInput)
    .output(ZOk)
    .mutation(({ ctx, input }) => auth.changePassword(ctx, ctx.coachId, input, ctx.sessionTokenHash)),
});
