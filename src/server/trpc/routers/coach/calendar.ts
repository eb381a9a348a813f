// A client's calendar (issue 17, docs/client-calendar.md): one client's sessions in a date range,
// one-off sessions from a plan, and moving, editing or removing one session. Thin procedures over
// services/clients/calendar.ts.
import {
  ZAddOneOffSessionInput,
  ZCalendarSession,
  ZCopiedWeek,
  ZCopyWeekInput,
  ZClientCalendar,
  ZClientCalendarInput,
  ZClientSessionDetail,
  ZEditSessionInput,
  ZMoveSessionInput,
  ZSessionIdInput,
} from '#shared/schemas/calendar';
import { ZOk } from '#shared/schemas/common';
import * as calendar from '#server/services/clients/calendar';
import { coachProcedure, router } from '#server/trpc/init';

const tags = ['Clients'];

export const calendarRouter = router({
  read: coachProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/clients/{id}/calendar',
        tags,
        protect: true,
        summary: 'The client’s sessions from one day to another (YYYY-MM-DD, inclusive, at most 62 days; default: the client’s current month), on the client’s own days',
      },
    })
    .input(ZClientCalendarInput)
    .output(ZClientCalendar)
    .query(({ ctx, input }) => calendar.clientCalendar(ctx.db, ctx.coachId, input.id, input, ctx.clock.now())),

  addSession: coachProcedure
    .meta({ openapi: { method: 'POST', path: '/clients/{id}/sessions', tags, protect: true, summary: 'A one-off session of a plan on a chosen day, outside any assignment' } })
    .input(ZAddOneOffSessionInput)
    .output(ZCalendarSession)
    .mutation(({ ctx, input }) => calendar.addOneOffSession(ctx.db, ctx.coachId, input.id, input.planId, input.date, ctx.clock.now(), ctx.caps)),

  session: coachProcedure
    .meta({ openapi: { method: 'GET', path: '/client-sessions/{id}', tags, protect: true, summary: 'One session of a client with its exercises and values' } })
    .input(ZSessionIdInput)
    .output(ZClientSessionDetail)
    .query(({ ctx, input }) => calendar.getClientSession(ctx.db, ctx.coachId, input.id, ctx.clock.now())),

  move: coachProcedure
    .meta({ openapi: { method: 'PUT', path: '/client-sessions/{id}/move', tags, protect: true, summary: 'Move one session not yet started to another day (not into the client’s past)' } })
    .input(ZMoveSessionInput)
    .output(ZCalendarSession)
    .mutation(({ ctx, input }) => calendar.moveSession(ctx.db, ctx.coachId, input.id, input.date, ctx.clock.now())),

  removeSession: coachProcedure
    .meta({
      openapi: { method: 'DELETE', path: '/client-sessions/{id}', tags, protect: true, summary: 'Remove one session not yet started from the client’s calendar (finished ones stay as history)' },
    })
    .input(ZSessionIdInput)
    .output(ZOk)
    .mutation(({ ctx, input }) => calendar.removeSession(ctx.db, ctx.coachId, input.id, ctx.clock.now())),

  editSession: coachProcedure
    .meta({
      openapi: {
        method: 'PUT',
        path: '/client-sessions/{id}',
        tags,
        protect: true,
        summary: 'Edit one session not yet started: its exercises in order with their values and notes (the plan stays as it is)',
      },
      examples: {
        request: {
          name: 'Lower body A',
          instructions: 'Warm up for five minutes first.',
          exercises: [
            { sessionExerciseId: 'cm8q2w7e1r0t9y8u7i6o5p4a3', columnData: { col1: '3', col2: '8', col3: '60 kg', col4: '90 s', col5: '8', col6: '' }, notes: null },
            { exerciseId: 'cm8z1x2c3v4b5n6m7l8k9j0h1', columnData: { col1: '3', col2: '12', col3: '', col4: '60 s', col5: '', col6: '' }, notes: 'Slow on the way down' },
          ],
        },
      },
    })
    .input(ZEditSessionInput)
    .output(ZClientSessionDetail)
    .mutation(({ ctx, input }) => calendar.editSession(ctx.db, ctx.coachId, input, ctx.clock.now())),

  copyWeek: coachProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/clients/{id}/calendar/copy-week',
        tags,
        protect: true,
        summary: 'Copy every session of one week (weekStart, a Monday) to the same weekdays of the next 1 to 12 weeks, never into the client’s past',
      },
    })
    .input(ZCopyWeekInput)
    .output(ZCopiedWeek)
    .mutation(({ ctx, input }) => calendar.copyWeek(ctx.db, ctx.coachId, input.id, input.weekStart, input.weeks, ctx.clock.now(), ctx.caps)),
});
