// The client's workouts (SPEC §7 "Client workout"): today's session, the session list, session
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
} from '../../../../shared/schemas/workouts.ts';
import { logExerciseResult, setExerciseCompleted } from '../../../services/workouts/exercise-results.ts';
import { zoneOrUtc } from '../../../../shared/time-zone.ts';
import { getDashboardNumbers, getSession, getSessionResults, getTodaySession, listSessions } from '../../../services/workouts/read-sessions.ts';
import { updateSession } from '../../../services/workouts/update-session.ts';
import { clientProcedure, router } from '../../init.ts';

const tags = ['Client workouts'];

export const workoutsRouter = router({
  today: clientProcedure
    .meta({ openapi: { method: 'GET', path: '/workouts/today', tags, protect: true, summary: "Today's workout session, or null" } })
    .input(z.void())
    .output(ZWorkoutSession.nullable())
    .query(({ ctx }) => getTodaySession(ctx.db, ctx.clientId, ctx.clock.now(), zoneOrUtc(ctx.user.timeZone))),

  listSessions: clientProcedure
    .meta({ openapi: { method: 'GET', path: '/workout-sessions', tags, protect: true, summary: "The client's workout sessions, by date" } })
    .input(z.void())
    .output(z.array(ZWorkoutSessionSummary))
    .query(({ ctx }) => listSessions(ctx.db, ctx.clientId, ctx.clock.now(), zoneOrUtc(ctx.user.timeZone))),

  getSession: clientProcedure
    .meta({ openapi: { method: 'GET', path: '/workout-sessions/{id}', tags, protect: true, summary: 'One workout session with its exercises' } })
    .input(ZSessionIdInput)
    .output(ZWorkoutSession)
    .query(({ ctx, input }) => getSession(ctx.db, ctx.clientId, input.id, ctx.clock.now(), zoneOrUtc(ctx.user.timeZone))),

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

  /** Ticking an exercise on or off; the client app's own call (no SPEC §7 route). */
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
