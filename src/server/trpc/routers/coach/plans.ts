// docs/product.md §7 Plans: the plans library, plus the builder's one-transaction save (tRPC only). Lists page
// (docs/query-performance.md "Lists that can grow").
import { z } from 'zod';
import { ZId, ZOk } from '#shared/schemas/common';
import {
  PLAN_SUMMARIES_PAGE_DEFAULT,
  PLAN_SUMMARIES_PAGE_MAX,
  PLANS_PAGE_MAX,
  ZCreatePlanInput,
  ZListPlansInput,
  ZPlan,
  ZPlanExercise,
  ZPlanSummariesInput,
  ZPlanSummaryPage,
  ZPlanWithExercises,
  ZSavePlanInput,
  ZUpdatePlanInput,
} from '#shared/schemas/plans';
import * as plans from '#server/services/plans/plans';
import { savePlan } from '#server/services/plans/save-plan';
import { coachProcedure, router } from '#server/trpc/init';
import { announceNextPage } from '#server/trpc/paging';

const tags = ['Plans'];
const ZById = z.strictObject({ id: ZId });

export const plansRouter = router({
  list: coachProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/plans',
        tags,
        protect: true,
        summary: "The coach's plans, newest first, with their exercises",
        description:
          `At most \`limit\` plans (default and most ${PLANS_PAGE_MAX}). When there are more, the answer carries ` +
          '`X-Next-Cursor: <cursor>` (and `Link: <…cursor=<cursor>>; rel="next"`): ask again with `cursor=<cursor>` for the next page. ' +
          'Without the header, the answer is complete. Screens that only show cards use `GET /plan-summaries`.',
      },
    })
    .input(ZListPlansInput)
    .output(z.array(ZPlanWithExercises))
    .query(async ({ ctx, input }) => {
      const page = await plans.listPlanPage(ctx.db, ctx.coachId, input ?? {});
      announceNextPage(ctx, page.next);
      return page.plans;
    }),

  summaries: coachProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/plan-summaries',
        tags,
        protect: true,
        summary: "The coach's plans as cards show them: no exercises, their counts; newest first, a page at a time",
        description:
          `At most \`limit\` plans (default ${PLAN_SUMMARIES_PAGE_DEFAULT}, most ${PLAN_SUMMARIES_PAGE_MAX}); \`search\` keeps plans whose name contains it (any case). ` +
          '`nextCursor` (also in `X-Next-Cursor`) names the next page: ask again with `cursor=<nextCursor>`; null when this page is the last.',
      },
    })
    .input(ZPlanSummariesInput)
    .output(ZPlanSummaryPage)
    .query(async ({ ctx, input }) => {
      const page = await plans.listPlanSummaries(ctx.db, ctx.coachId, input);
      announceNextPage(ctx, page.nextCursor);
      return page;
    }),

  get: coachProcedure
    .meta({ openapi: { method: 'GET', path: '/plans/{id}', tags, protect: true, summary: 'One plan with its exercises' } })
    .input(ZById)
    .output(ZPlanWithExercises)
    .query(({ ctx, input }) => plans.getPlan(ctx.db, ctx.coachId, input.id)),

  listExercises: coachProcedure
    .meta({ openapi: { method: 'GET', path: '/plans/{id}/exercises', tags, protect: true, summary: "A plan's exercises in order" } })
    .input(ZById)
    .output(z.array(ZPlanExercise))
    .query(({ ctx, input }) => plans.listPlanExercises(ctx.db, ctx.coachId, input.id)),

  create: coachProcedure
    .meta({ openapi: { method: 'POST', path: '/plans', tags, protect: true, summary: 'Create a plan (defaults of docs/product.md §9)' } })
    .input(ZCreatePlanInput)
    .output(ZPlan)
    .mutation(({ ctx, input }) => plans.createPlan(ctx.db, ctx.coachId, input, ctx.caps)),

  update: coachProcedure
    .meta({ openapi: { method: 'PUT', path: '/plans/{id}', tags, protect: true, summary: 'Update a plan; fields left out keep their value' } })
    .input(ZUpdatePlanInput)
    .output(ZPlan)
    .mutation(({ ctx, input }) => plans.updatePlan(ctx.db, ctx.coachId, input)),

  delete: coachProcedure
    .meta({ openapi: { method: 'DELETE', path: '/plans/{id}', tags, protect: true, summary: 'Delete a plan; 409 naming the programs that still use it' } })
    .input(ZById)
    .output(ZOk)
    .mutation(({ ctx, input }) => plans.deletePlan(ctx.db, ctx.coachId, input.id)),

  duplicate: coachProcedure
    .meta({ openapi: { method: 'POST', path: '/plans/{id}/duplicate', tags, protect: true, summary: 'Copy a plan with its exercises and groups' } })
    .input(ZById)
    .output(ZPlanWithExercises)
    .mutation(({ ctx, input }) => plans.duplicatePlan(ctx.db, ctx.coachId, input.id, ctx.caps)),

  /** The builder's Save Plan / Update Plan: the plan and all its rows in one transaction. */
  save: coachProcedure
    .input(ZSavePlanInput)
    .output(ZPlanWithExercises)
    .mutation(({ ctx, input }) => savePlan(ctx.db, ctx.coachId, input, ctx.caps)),
});
