// The signed-in client's habits (docs/habits.md): today's list, and ticking a day.
import { z } from 'zod';
import { ZHabitList, ZHabitTick, ZHabitTickInput } from '#shared/schemas/habits';
import { clientHabits, setHabitTick } from '#server/services/habits/habits';
import { clientProcedure, router } from '#server/trpc/init';

const tags = ['Client habits'];

export const clientHabitsRouter = router({
  list: clientProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/habits',
        tags,
        protect: true,
        summary: 'The habits running today, with today’s tick, streak and this week’s adherence',
        description: '`today` is the client’s local date (their time zone); weeks run Monday to Sunday.',
      },
    })
    .input(z.void())
    .output(ZHabitList)
    .query(({ ctx }) => clientHabits(ctx, ctx)),

  tick: clientProcedure
    .meta({
      openapi: {
        method: 'PUT',
        path: '/habits/{id}/ticks/{date}',
        tags,
        protect: true,
        summary: 'Tick a day of a habit (idempotent)',
        description: 'Ticking a ticked day changes nothing. A day after the client’s local today, or one the habit does not run on: 400.',
      },
    })
    .input(ZHabitTickInput)
    .output(ZHabitTick)
    .mutation(({ ctx, input }) => setHabitTick(ctx, ctx, input.id, input.date, true)),

  untick: clientProcedure
    .meta({ openapi: { method: 'DELETE', path: '/habits/{id}/ticks/{date}', tags, protect: true, summary: 'Untick a day of a habit (idempotent)' } })
    .input(ZHabitTickInput)
    .output(ZHabitTick)
    .mutation(({ ctx, input }) => setHabitTick(ctx, ctx, input.id, input.date, false)),
});
