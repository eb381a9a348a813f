// The signed-in client's weekly check-ins (docs/check-ins.md).
import { z } from 'zod';
import { ZId } from '#shared/schemas/common';
import { ZCheckInSubmission, ZClientCheckIns, ZSubmitCheckInInput } from '#shared/schemas/check-ins';
import { clientCheckIns, clientSubmission, getCheckInReminders, setCheckInReminders, submitCheckIn } from '#server/services/check-ins/check-ins';
import { clientProcedure, router } from '#server/trpc/init';

const tags = ['Client check-ins'];
const ZCheckInReminders = z.object({ enabled: z.boolean() }).meta({ id: 'CheckInReminders', example: { enabled: true } });

export const clientCheckInsRouter = router({
  list: clientProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/check-ins',
        tags,
        protect: true,
        summary: 'My due, overdue and next check-ins with their questions, and the latest ones I sent',
        description: 'Due dates are my local dates (my time zone). An older unanswered due date is not asked for once a newer one has come.',
      },
    })
    .input(z.void())
    .output(ZClientCheckIns)
    .query(({ ctx }) => clientCheckIns(ctx, { clientId: ctx.clientId, coachId: ctx.coachId, timeZone: ctx.user.timeZone })),

  get: clientProcedure
    .meta({ openapi: { method: 'GET', path: '/check-ins/{id}', tags, protect: true, summary: 'One check-in I sent, with my answers and my coach’s reply' } })
    .input(z.strictObject({ id: ZId }))
    .output(ZCheckInSubmission)
    .query(({ ctx, input }) => clientSubmission(ctx.db, ctx.clientId, input.id)),

  submit: clientProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/check-ins',
        tags,
        protect: true,
        summary: 'Send a due check-in',
        description:
          'Answers are checked against the questions (required ones, 1–10 scales, choices, text lengths); metric values against the body-metric ranges after converting from `unit`, and logged for my local today. ' +
          'A due date already answered: 409. Send an Idempotency-Key to make a retry safe.',
        successDescription: 'Sent',
      },
    })
    .input(ZSubmitCheckInInput)
    .output(ZCheckInSubmission)
    .mutation(({ ctx, input }) =>
      submitCheckIn(ctx, { clientId: ctx.clientId, coachId: ctx.coachId, timeZone: ctx.user.timeZone, clientName: `${ctx.client.firstName} ${ctx.client.lastName}`.trim() }, input),
    ),

  reminders: clientProcedure
    .meta({ openapi: { method: 'GET', path: '/client/check-in-reminders', tags, protect: true, summary: 'Whether I get an e-mail when a check-in is due' } })
    .input(z.void())
    .output(ZCheckInReminders)
    .query(({ ctx }) => getCheckInReminders(ctx.db, ctx.clientId)),

  setReminders: clientProcedure
    .meta({ openapi: { method: 'PUT', path: '/client/check-in-reminders', tags, protect: true, summary: 'Turn the e-mail for due check-ins on or off' } })
    .input(z.strictObject({ enabled: z.boolean({ error: 'enabled must be true or false' }) }))
    .output(ZCheckInReminders)
    .mutation(({ ctx, input }) => setCheckInReminders(ctx.db, ctx.clientId, input.enabled)),
});
