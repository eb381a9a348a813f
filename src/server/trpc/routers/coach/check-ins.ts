// The coach's check-in templates, schedules and review queue (docs/check-ins.md).
import { z } from 'zod';
import { ZId, ZOk } from '#shared/schemas/common';
import {
  CHECK_IN_QUEUE_PAGE_MAX,
  ZCheckInQueueInput,
  ZCheckInQueuePage,
  ZCheckInReplyInput,
  ZCheckInReview,
  ZCheckInSchedule,
  ZCheckInSchedulesQuery,
  ZCheckInTemplate,
  ZCheckInTemplateInput,
  ZCreateCheckInSchedulesInput,
  ZSetCheckInScheduleStatusInput,
  ZUpdateCheckInTemplateInput,
} from '#shared/schemas/check-ins';
import {
  checkInQueue,
  checkInReview,
  createSchedules,
  createTemplate,
  deleteTemplate,
  listSchedules,
  listTemplates,
  markReviewed,
  replyToCheckIn,
  setScheduleStatus,
  updateTemplate,
} from '#server/services/check-ins/check-ins';
import { assertOwnClient } from '#server/services/clients/clients';
import { coachProcedure, router } from '#server/trpc/init';
import { announceNextPage } from '#server/trpc/paging';

const tags = ['Check-ins'];

const ZCheckInReply = z.object({ id: z.string(), coachReply: z.string(), coachRepliedAt: z.date(), reviewedAt: z.date().nullable(), messageId: z.string() }).meta({
  id: 'CheckInReply',
  example: {
    id: 'cm8x2k0ab0003abcd1234efgh',
    coachReply: '<p>Great week!</p>',
    coachRepliedAt: new Date('2026-03-09T12:00:00Z'),
    reviewedAt: new Date('2026-03-09T12:00:00Z'),
    messageId: 'cm8x2k0ab0005abcd1234efgh',
  },
});
const ZReviewed = z
  .object({ id: z.string(), reviewedAt: z.date().nullable() })
  .meta({ id: 'CheckInReviewed', example: { id: 'cm8x2k0ab0003abcd1234efgh', reviewedAt: new Date('2026-03-09T12:00:00Z') } });

export const coachCheckInsRouter = router({
  templates: coachProcedure
    .meta({ openapi: { method: 'GET', path: '/check-in-templates', tags, protect: true, summary: 'My check-in templates, by name' } })
    .input(z.void())
    .output(z.array(ZCheckInTemplate))
    .query(({ ctx }) => listTemplates(ctx.db, ctx.coachId)),

  createTemplate: coachProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/check-in-templates',
        tags,
        protect: true,
        summary: 'Create a check-in template',
        description: 'At most 30 questions, texts of at most 2,000 characters; metrics are built-in names (weight, waist…) or ids of my custom metrics.',
        successDescription: 'Created',
      },
    })
    .input(ZCheckInTemplateInput)
    .output(ZCheckInTemplate)
    .mutation(({ ctx, input }) => createTemplate(ctx.db, ctx.coachId, input)),

  updateTemplate: coachProcedure
    .meta({
      openapi: { method: 'PUT', path: '/check-in-templates/{id}', tags, protect: true, summary: 'Change a template (check-ins already sent keep their questions)' },
      examples: { request: ZCheckInTemplateInput.meta()?.examples?.[0] },
    })
    .input(ZUpdateCheckInTemplateInput)
    .output(ZCheckInTemplate)
    .mutation(({ ctx, input }) => {
      const { id, ...rest } = input;
      return updateTemplate(ctx.db, ctx.coachId, id, rest);
    }),

  deleteTemplate: coachProcedure
    .meta({ openapi: { method: 'DELETE', path: '/check-in-templates/{id}', tags, protect: true, summary: 'Delete a template and its schedules (sent check-ins stay)' } })
    .input(z.strictObject({ id: ZId }))
    .output(ZOk)
    .mutation(({ ctx, input }) => deleteTemplate(ctx.db, ctx.coachId, input.id)),

  schedules: coachProcedure
    .meta({ openapi: { method: 'GET', path: '/check-in-schedules', tags, protect: true, summary: 'My check-in schedules (of one client with clientId)' } })
    .input(ZCheckInSchedulesQuery)
    .output(z.array(ZCheckInSchedule))
    .query(async ({ ctx, input }) => {
      if (input.clientId) await assertOwnClient(ctx.db, ctx.coachId, input.clientId);
      return listSchedules(ctx, ctx.coachId, input.clientId);
    }),

  createSchedules: coachProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/check-in-schedules',
        tags,
        protect: true,
        summary: 'Assign a template to one or many clients, weekly on a weekday or every N weeks',
        description:
          'One transaction: another coach’s client or template refuses the whole request (404). Each client’s first due date is the weekday on or after startDate, else on or after their local today.',
        successDescription: 'Created',
      },
    })
    .input(ZCreateCheckInSchedulesInput)
    .output(z.array(ZCheckInSchedule))
    .mutation(({ ctx, input }) => createSchedules(ctx, ctx.coachId, input)),

  setScheduleStatus: coachProcedure
    .meta({ openapi: { method: 'PUT', path: '/check-in-schedules/{id}/status', tags, protect: true, summary: 'Pause (PAUSED), resume (ACTIVE) or end (ENDED) a schedule' } })
    .input(ZSetCheckInScheduleStatusInput)
    .output(ZCheckInSchedule)
    .mutation(({ ctx, input }) => setScheduleStatus(ctx, ctx.coachId, input.id, input.status)),

  queue: coachProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/check-in-reviews',
        tags,
        protect: true,
        summary: 'My clients’ check-ins, a section at a time',
        description:
          `section=toReview (sent, not reviewed, newest first; the default), overdue (most recently due first), upcoming (due today and later, soonest first) or reviewed. ` +
          `At most ${CHECK_IN_QUEUE_PAGE_MAX} a page; \`nextCursor\` (also X-Next-Cursor) reads on.`,
      },
    })
    .input(ZCheckInQueueInput)
    .output(ZCheckInQueuePage)
    .query(async ({ ctx, input }) => {
      const page = await checkInQueue(ctx, ctx.coachId, input);
      announceNextPage(ctx, page.nextCursor);
      return page;
    }),

  review: coachProcedure
    .meta({ openapi: { method: 'GET', path: '/check-in-reviews/{id}', tags, protect: true, summary: 'A check-in beside the previous one, with deltas, the week’s workouts and habits' } })
    .input(z.strictObject({ id: ZId }))
    .output(ZCheckInReview)
    .query(({ ctx, input }) => checkInReview(ctx, { id: ctx.coachId, loadUnit: ctx.user.loadUnit }, input.id)),

  reply: coachProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/check-in-reviews/{id}/reply',
        tags,
        protect: true,
        summary: 'Reply to a check-in: kept on it and posted in the conversation with its link',
        description: 'Marks the check-in reviewed unless markReviewed is false. An archived client answers 409.',
      },
    })
    .input(ZCheckInReplyInput)
    .output(ZCheckInReply)
    .mutation(({ ctx, input }) => replyToCheckIn(ctx, ctx.coachId, input)),

  setReviewed: coachProcedure
    .meta({ openapi: { method: 'PUT', path: '/check-in-reviews/{id}/reviewed', tags, protect: true, summary: 'Mark a check-in reviewed (or not)' } })
    .input(z.strictObject({ id: ZId, reviewed: z.boolean({ error: 'reviewed must be true or false' }).default(true) }))
    .output(ZReviewed)
    .mutation(({ ctx, input }) => markReviewed(ctx, ctx.coachId, input.id, input.reviewed)),
});
