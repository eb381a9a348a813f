// The client's own e-mailed workout reminder (docs/jobs.md): the same setting the coach sees on
// the client detail, from the client app.
import { z } from 'zod';
import { ZReminder, ZSetOwnReminderInput } from '../../../../shared/schemas/email.ts';
import { getOwnReminder, setOwnReminder } from '../../../services/email/settings.ts';
import { clientProcedure, router } from '../../init.ts';

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
