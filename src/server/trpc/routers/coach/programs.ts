// Programs (docs/product.md §7 Programs): thin procedures over services/programs (docs/conventions.md 4).
import { z } from 'zod';
import { ZOk } from '#shared/schemas/common';
import { ZCreateProgramInput, ZPlanOption, ZProgram, ZProgramIdInput, ZProgramPlan, ZReorderProgramsInput, ZUpdateProgramInput } from '#shared/schemas/programs';
import * as programs from '#server/services/programs/programs';
import { authedProcedure, coachProcedure, router } from '#server/trpc/init';

const tags = ['Programs'];

export const programsRouter = router({
  list: coachProcedure
    .meta({ openapi: { method: 'GET', path: '/programs', tags, protect: true, summary: "The coach's saved programs, in saved order, with schedules" } })
    .input(z.void())
    .output(z.array(ZProgram))
    .query(({ ctx }) => programs.listPrograms(ctx.db, ctx.coachId)),

  /** Coaches read their own programs; a client reads a program of their coach assigned to them. */
  get: authedProcedure
    .meta({ openapi: { method: 'GET', path: '/programs/{id}', tags, protect: true, summary: 'One program with its schedule (coach, or a client it is assigned to)' } })
    .input(ZProgramIdInput)
    .output(ZProgram)
    .query(({ ctx, input }) => (ctx.user.role === 'COACH' ? programs.getProgram(ctx.db, ctx.user.id, input.id) : programs.getProgramForClient(ctx.db, ctx.user.id, input.id))),

  plans: coachProcedure
    .meta({ openapi: { method: 'GET', path: '/programs/{id}/plans', tags, protect: true, summary: "A program's schedule entries (planId null is a rest day)" } })
    .input(ZProgramIdInput)
    .output(z.array(ZProgramPlan))
    .query(async ({ ctx, input }) => (await programs.getProgram(ctx.db, ctx.coachId, input.id)).plans),

  create: coachProcedure
    .meta({ openapi: { method: 'POST', path: '/programs', tags, protect: true, summary: 'Create a program (optionally with its schedule in `plans`)' } })
    .input(ZCreateProgramInput)
    .output(ZProgram)
    .mutation(({ ctx, input }) => programs.createProgram(ctx.db, ctx.coachId, input, ctx.caps)),

  update: coachProcedure
    .meta({ openapi: { method: 'PUT', path: '/programs/{id}', tags, protect: true, summary: 'Update a program; a given `plans` list replaces the schedule in one transaction' } })
    .input(ZUpdateProgramInput)
    .output(ZProgram)
    .mutation(({ ctx, input }) => programs.updateProgram(ctx.db, ctx.coachId, input)),

  delete: coachProcedure
    .meta({ openapi: { method: 'DELETE', path: '/programs/{id}', tags, protect: true, summary: 'Delete a program (assignments and workout history are kept)' } })
    .input(ZProgramIdInput)
    .output(ZOk)
    .mutation(({ ctx, input }) => programs.deleteProgram(ctx.db, ctx.coachId, input.id)),

  reorder: coachProcedure
    .meta({ openapi: { method: 'PUT', path: '/program-order', tags, protect: true, summary: 'Store the order of saved programs (ids in the new order)' } })
    .input(ZReorderProgramsInput)
    .output(z.array(ZProgram))
    .mutation(({ ctx, input }) => programs.reorderPrograms(ctx.db, ctx.coachId, input.programIds)),

  /** Plans for the schedule's plan picker (tRPC only). */
  planOptions: coachProcedure
    .input(z.void())
    .output(z.array(ZPlanOption))
    .query(({ ctx }) => programs.listPlanOptions(ctx.db, ctx.coachId)),
});
