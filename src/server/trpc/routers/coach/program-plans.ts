// Program schedule entries one at a time (docs/product.md §7 /api/program-plans).
import { ZOk } from '#shared/schemas/common';
import { ZCreateProgramPlanInput, ZProgramIdInput, ZProgramPlan } from '#shared/schemas/programs';
import * as programPlans from '#server/services/programs/program-plans';
import { coachProcedure, router } from '#server/trpc/init';

const tags = ['Programs'];

export const programPlansRouter = router({
  create: coachProcedure
    .meta({ openapi: { method: 'POST', path: '/program-plans', tags, protect: true, summary: 'Add a plan or a rest day (planId null) to a program' } })
    .input(ZCreateProgramPlanInput)
    .output(ZProgramPlan)
    .mutation(({ ctx, input }) => programPlans.addProgramPlan(ctx.db, ctx.coachId, input)),

  delete: coachProcedure
    .meta({ openapi: { method: 'DELETE', path: '/program-plans/{id}', tags, protect: true, summary: 'Remove one schedule entry' } })
    .input(ZProgramIdInput)
    .output(ZOk)
    .mutation(({ ctx, input }) => programPlans.deleteProgramPlan(ctx.db, ctx.coachId, input.id)),
});
