// docs/product.md §7 Assignments: assigning plans and programs (which schedules the client's workout
// sessions), rescheduling, completing and removing them.
import { z } from 'zod';
import {
  ASSIGNMENTS_PAGE_MAX,
  ZAssignment,
  ZAssignmentIdInput,
  ZAssignmentWithClient,
  ZBulkAssignInput,
  ZBulkAssignOutput,
  ZCreateAssignmentInput,
  ZListAssignmentsInput,
  ZRescheduleAssignmentInput,
} from '#shared/schemas/assignments';
import { createAssignment, createAssignments } from '#server/services/assignments/create';
import * as manage from '#server/services/assignments/manage';
import { coachProcedure, router } from '#server/trpc/init';
import { announceNextPage } from '#server/trpc/paging';

const tags = ['Assignments'];

export const assignmentsRouter = router({
  list: coachProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/assignments',
        tags,
        protect: true,
        summary: 'All the coach’s assignments, newest start first',
        description:
          `At most \`limit\` assignments (default and most ${ASSIGNMENTS_PAGE_MAX}). When there are more, the answer carries \`X-Next-Cursor: <cursor>\` ` +
          '(and `Link: <…cursor=<cursor>>; rel="next"`): ask again with `cursor=<cursor>` for the next page. Without the header, the answer is complete.',
      },
    })
    .input(ZListAssignmentsInput)
    .output(z.array(ZAssignmentWithClient))
    .query(async ({ ctx, input }) => {
      const page = await manage.listAssignmentPage(ctx.db, ctx.coachId, input ?? {});
      announceNextPage(ctx, page.nextCursor);
      return page.items;
    }),

  create: coachProcedure
    .meta({ openapi: { method: 'POST', path: '/assignments', tags, protect: true, summary: 'Assign a plan or program; creates the client’s workout sessions' } })
    .input(ZCreateAssignmentInput)
    .output(ZAssignment)
    .mutation(({ ctx, input }) => {
      const { pastSessions, ...args } = input;
      return createAssignment(ctx.db, ctx.coachId, { ...args, past: { now: ctx.clock.now(), choice: pastSessions } }, ctx.caps);
    }),

  createMany: coachProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/assignments/bulk',
        tags,
        protect: true,
        summary: 'Assign one plan or program to several clients, each with a start date, in one transaction (all or nothing)',
      },
    })
    .input(ZBulkAssignInput)
    .output(ZBulkAssignOutput)
    .mutation(({ ctx, input }) => {
      const { pastSessions, ...args } = input;
      return createAssignments(ctx.db, ctx.coachId, { ...args, past: { now: ctx.clock.now(), choice: pastSessions } }, ctx.caps);
    }),

  reschedule: coachProcedure
    .meta({
      openapi: {
        method: 'PUT',
        path: '/assignments/{id}/reschedule',
        tags,
        protect: true,
        summary: 'Move the start date of a program not started yet (docs/product.md §4); unstarted sessions shift with it',
      },
    })
    .input(ZRescheduleAssignmentInput)
    .output(ZAssignment)
    .mutation(({ ctx, input }) => manage.rescheduleAssignment(ctx.db, ctx.coachId, input.id, input.newStartDate)),

  complete: coachProcedure
    .meta({ openapi: { method: 'PUT', path: '/assignments/{id}/complete', tags, protect: true, summary: 'Mark an open-ended assignment completed' } })
    .input(ZAssignmentIdInput)
    .output(ZAssignment)
    .mutation(({ ctx, input }) => manage.completeAssignment(ctx.db, ctx.coachId, input.id)),

  delete: coachProcedure
    .meta({ openapi: { method: 'DELETE', path: '/assignments/{id}', tags, protect: true, summary: 'Remove an assignment and its unstarted sessions; history stays' } })
    .input(ZAssignmentIdInput)
    .output(z.object({ ok: z.literal(true), removedSessions: z.number().int().describe('Scheduled sessions of the assignment that were removed with it') }).meta({ id: 'RemovedAssignment' }))
    .mutation(({ ctx, input }) => manage.removeAssignment(ctx.db, ctx.coachId, input.id)),
});
