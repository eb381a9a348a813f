// A coach's habits for their clients (docs/habits.md): create for one or several clients at once,
// change, end, delete, a client's list with streaks and adherence, and the week's overview.
import { z } from 'zod';
import { ZClientIdInput } from '#shared/schemas/clients';
import { ZOk } from '#shared/schemas/common';
import { HABIT_BULK_CLIENTS_MAX, ZCreateHabitsInput, ZHabit, ZHabitAdherenceInput, ZHabitAdherenceOverview, ZHabitIdInput, ZHabitList, ZUpdateHabitInput } from '#shared/schemas/habits';
import { DEFAULT_ROW_CAPS } from '#server/lib/row-caps';
import { coachClientHabits, createHabits, deleteHabit, endHabit, habitAdherenceOverview, updateHabit } from '#server/services/habits/habits';
import { coachProcedure, router } from '#server/trpc/init';

const tags = ['Habits'];

export const coachHabitsRouter = router({
  list: coachProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/clients/{id}/habits',
        tags,
        protect: true,
        summary: 'A client’s habits with today’s tick, streak and this week’s adherence',
        description: 'Every habit of the client: running ones first, then those starting later, then ended ones. Days are the client’s local dates. 404 for a client of another coach.',
      },
    })
    .input(ZClientIdInput)
    .output(ZHabitList)
    .query(({ ctx, input }) => coachClientHabits(ctx, ctx.coachId, input.id)),

  create: coachProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/habits',
        tags,
        protect: true,
        summary: 'Give one or several clients a habit (one each), in one step',
        description:
          `1 to ${HABIT_BULK_CLIENTS_MAX} clients, each once; all written together or none. Another coach’s client: 404; an archived client: 400; ` +
          `a client with ${DEFAULT_ROW_CAPS.activeHabitsPerClient} running habits: 403. Without startsOn each habit starts on its client’s local today.`,
        successDescription: 'Created',
      },
    })
    .input(ZCreateHabitsInput)
    .output(z.object({ habits: z.array(ZHabit) }).meta({ id: 'CreatedHabits' }))
    .mutation(async ({ ctx, input }) => ({ habits: await createHabits(ctx, ctx.coachId, input) })),

  update: coachProcedure
    .meta({ openapi: { method: 'PATCH', path: '/habits/{id}', tags, protect: true, summary: 'Rename a habit or change its target or frequency' } })
    .input(ZUpdateHabitInput)
    .output(ZHabit)
    .mutation(({ ctx, input }) => updateHabit(ctx.db, ctx.coachId, input)),

  end: coachProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/habits/{id}/end',
        tags,
        protect: true,
        summary: 'End a habit from the client’s today on (its ticks stay)',
        description: 'Ending an ended habit changes nothing.',
      },
    })
    .input(ZHabitIdInput)
    .output(ZHabit)
    .mutation(({ ctx, input }) => endHabit(ctx, ctx.coachId, input.id)),

  delete: coachProcedure
    .meta({ openapi: { method: 'DELETE', path: '/habits/{id}', tags, protect: true, summary: 'Delete a habit with all its ticks' } })
    .input(ZHabitIdInput)
    .output(ZOk)
    .mutation(({ ctx, input }) => deleteHabit(ctx.db, ctx.coachId, input.id)),

  adherence: coachProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/habits/adherence',
        tags,
        protect: true,
        summary: 'Each client’s habit adherence in one Monday–Sunday week',
        description: 'Clients with habits that week (archived ones left out), completed against expected; days after a client’s local today are not expected yet.',
      },
    })
    .input(ZHabitAdherenceInput)
    .output(ZHabitAdherenceOverview)
    .query(({ ctx, input }) => habitAdherenceOverview(ctx, ctx.coachId, input.week)),
});
