// The client's workouts (docs/product.md §7 "Client workout"): today's session, the session list, session
// updates, results and exercise logging. Each reads or writes only the signed-in client's rows.
import { z } from 'zod';
import {
  ZExerciseResult,
  ZLogExerciseResultInput,
  ZSessionIdInput,
  ZSetExerciseCompletedInput,
  ZUpdateSessionInput,
  ZWorkoutDashboard,
  ZWorkoutSession,
  ZWorkoutSessionSummary,
} from '#shared/schemas/workouts';
import { ZSavedSets, ZSaveSetsInput } from '#shared/schemas/sets';
import { saveSets } from '#server/services/sets/sets';
import { logExerciseResult, setExerciseCompleted } from '#server/services/workouts/exercise-results';
import { zoneOrUtc } from '#shared/time-zone';
import { getDashboardNumbers, getSession, getSessionResults, getTodaySession, listSessions } from '#server/services/workouts/read-sessions';
import { updateSession } from '#server/services/workouts/update-session';
import { listHistory } from '#server/services/history/history';
import { HISTORY_PAGE_DEFAULT, HISTORY_PAGE_MAX, ZHistoryInput, ZHistoryPage } from '#shared/schemas/history';
import { announceNextPage } from '#server/trpc/paging';
import { clientProcedure, router } from '#server/trpc/init';

const tags = ['Client workouts'];

export const workoutsRouter = router({
  today: clientProcedure
    .meta({ openapi: { method: 'GET', path: '/workouts/today', tags, protect: true, summary: "Today's workout session, or null" } })
    .input(z.void())
    .output(ZWorkoutSession.nullable())
    .query(({ ctx }) => getTodaySession(ctx.db, ctx.clientId, ctx.clock.now(), zoneOrUtc(ctx.user.timeZone), ctx.user.loadUnit)),

  listSessions: clientProcedure
    .meta({ openapi: { method: 'GET', path: '/workout-sessions', tags, protect: true, summary: "The client's workout sessions, by date" } })
    .input(z.void())
    .output(z.array(ZWorkoutSessionSummary))
    .query(({ ctx }) => listSessions(ctx.db, ctx.clientId, ctx.clock.now(), zoneOrUtc(ctx.user.timeZone))),

  history: clientProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/workout-history',
        tags,
        protect: true,
        summary: "The client's past sessions, newest first, with their exercises' results; a page at a time",
        description:
          'Sessions that are done, skipped, missed or started (not the open ones still due), by scheduled date, latest first. ' +
          `At most \`limit\` sessions (default ${HISTORY_PAGE_DEFAULT}, most ${HISTORY_PAGE_MAX}); ` +
          '`nextCursor` (also in `X-Next-Cursor`) names the next page: ask again with `cursor=<nextCursor>`; null when this page is the last.',
      },
    })
    .input(ZHistoryInput)
    .output(ZHistoryPage)
    .query(async ({ ctx, input }) => {
      const page = await listHistory(ctx.db, ctx.clientId, input, ctx.clock.now(), zoneOrUtc(ctx.user.timeZone));
      announceNextPage(ctx, page.nextCursor);
      return page;
    }),

  getSession: clientProcedure
    .meta({ openapi: { method: 'GET', path: '/workout-sessions/{id}', tags, protect: true, summary: 'One workout session with its exercises' } })
    .input(ZSessionIdInput)
    .output(ZWorkoutSession)
    .query(({ ctx, input }) => getSession(ctx.db, ctx.clientId, input.id, ctx.clock.now(), zoneOrUtc(ctx.user.timeZone), ctx.user.loadUnit)),

  updateSession: clientProcedure
    .meta({
      openapi: {
        method: 'PUT',
        path: '/workout-sessions/{id}',
        tags,
        protect: true,
        summary: 'Start, complete, skip or start early; feedback and rating',
        description:
          'A session scheduled for a later day (UTC) cannot be completed as it is: 409 until Start Early (an earlier request setting scheduledFor to now) has moved it to today. Skipping it is allowed. A MISSED session is read-only (409).',
      },
    })
    .input(ZUpdateSessionInput)
    .output(ZWorkoutSession)
    .mutation(({ ctx, input }) => updateSession(ctx, ctx.client, input)),

  sessionResults: clientProcedure
    .meta({ openapi: { method: 'GET', path: '/workout-sessions/{id}/results', tags, protect: true, summary: 'Exercise results of a session' } })
    .input(ZSessionIdInput)
    .output(z.array(ZExerciseResult))
    .query(({ ctx, input }) => getSessionResults(ctx.db, ctx.clientId, input.id)),

  logResult: clientProcedure
    .meta({ openapi: { method: 'POST', path: '/exercise-results', tags, protect: true, summary: 'Log (or update) the result of a session exercise' } })
    .input(ZLogExerciseResultInput)
    .output(ZExerciseResult)
    .mutation(({ ctx, input }) => logExerciseResult(ctx, ctx.clientId, input)),

  saveSets: clientProcedure
    .meta({
      openapi: {
        method: 'PUT',
        path: '/session-exercises/{id}/sets',
        tags,
        protect: true,
        summary: 'Save the sets of a session exercise (the whole list, in order)',
        description:
          'Replaces the logged sets of one session exercise (at most 50): reps (whole, 0 to 1000), load in loadUnit (KG or LB, at most 1,000 kg or 2204.62 lb, 2 decimals), RPE (1 to 10 in halves), done, and completedAt (when the set was ticked; defaults to the first time the server saw it done). Ticking every set ticks the exercise. Unless the client typed a result of their own, the done sets\' summary ("3×8 @ 80 kg, RPE 8") becomes the exercise\'s result. A finished or missed session is read-only (409).',
      },
    })
    .input(ZSaveSetsInput)
    .output(ZSavedSets)
    .mutation(({ ctx, input }) => saveSets(ctx, ctx.clientId, input)),

  /** Ticking an exercise on or off; the client app's own call (no docs/product.md §7 route). */
  setExerciseCompleted: clientProcedure
    .input(ZSetExerciseCompletedInput)
    .output(z.object({ id: z.string(), completed: z.boolean() }))
    .mutation(({ ctx, input }) => setExerciseCompleted(ctx, ctx.clientId, input)),

  /** Food numbers for the dashboard cards (today's and this week's meals, mealsPerDay). */
  dashboard: clientProcedure
    .input(z.void())
    .output(ZWorkoutDashboard)
    .query(({ ctx }) => getDashboardNumbers(ctx.db, ctx.client, ctx.clock.now(), zoneOrUtc(ctx.user.timeZone))),
});
