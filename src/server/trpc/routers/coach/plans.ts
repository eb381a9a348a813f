// SPEC §7 Plans: the plans library, plus the builder's one-transaction save (tRPC only).
import { z } from 'zod';
import { ZId, ZOk } from '../../../../shared/schemas/common.ts';
import { ZCreatePlanInput, ZPlan, ZPlanExercise, ZPlanWithExercises, ZSavePlanInput, ZUpdatePlanInput } from '../../../../shared/schemas/plans.ts';
import * as plans from '../../../services/plans/plans.ts';
import { savePlan } from '../../../services/plans/save-plan.ts';
import { coachProcedure, router } from '../../init.ts';

const tags = ['Plans'];
const ZById = z.strictObject({ id: ZId });

export const plansRouter = router({
  list: coachProcedure
    .meta({ openapi: { method: 'GET', path: '/plans', tags, protect: true, summary: "The coach's plans, newest first, with their exercises" } })
    .input(z.void())
    .output(z.array(ZPlanWithExercises))
    .query(({ ctx }) => plans.listPlans(ctx.db, ctx.coachId)),

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
    .meta({ openapi: { method: 'POST', path: '/plans', tags, protect: true, summary: 'Create a plan (defaults of SPEC §9)' } })
    .input(ZCreatePlanInput)
    .output(ZPlan)
    .mutation(({ ctx, input }) => plans.createPlan(ctx.db, ctx.coachId, input)),

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
    .mutation(({ ctx, input }) => plans.duplicatePlan(ctx.db, ctx.coachId, input.id)),

  /** The builder's Save Plan / Update Plan: the plan and all its rows in one transaction. */
  save: coachProcedure
    .input(ZSavePlanInput)
    .output(ZPlanWithExercises)
    .mutation(({ ctx, input }) => savePlan(ctx.db, ctx.coachId, input)),
});
