// The client's own e-mailed workout reminder (docs/jobs.md): the same setting the coach sees on
// the client detail, from the client app.
import { z } from 'zod';
import { ZReminder, ZSetOwnReminderInput } from '#shared/schemas/email';
import { getOwnReminder, setOwnReminder } from '#server/services/email/settings';
import { clientProcedure, router } from '#server/trpc/init';

const tags = ['Client settings'];

export const clientReminderRouter = router({
  get: clientProcedure
    .meta({ openapi: { method: 'GET', path: '/client/reminder', tags, protect: true, summary: 'The local hour of my e-mailed workout reminder (null: off)' } })
    .input(z.void())
    .output(ZReminder)
    .query(({ ctx }) => getOwnReminder(ctx.db, ctx.clientId)),

  set: clientProcedure
    .meta({ openapi: { method: 'PUT', path: '/client/reminder', tags, protect: true, summary: 'Turn my workout reminder on at a local hour (0–23, my zone) or off (null)' } })
    .input(ZSetOwnReminderInput)
    .output(ZReminder)
    .mutation(({ ctx, input }) => setOwnReminder(ctx.db, ctx.clientId, input.hour)),
});
