import { z } from 'zod';
import { ZClientProgressItem, ZDashboardCounts, ZMissedWorkoutItem, ZRecentActivityItem } from '../../../../shared/schemas/insights.ts';
import * as dashboard from '../../../services/dashboard/dashboard-service.ts';
import { coachProcedure, router } from '../../init.ts';
import { zoneOrUtc } from '../../../../shared/time-zone.ts';

const tags = ['Dashboard'];

export const dashboardRouter = router({
  clientProgress: coachProcedure
    .meta({ openapi: { method: 'GET', path: '/client-progress', tags, protect: true, summary: 'Progress of each active client' } })
    .input(z.void())
    .output(z.array(ZClientProgressItem))
    .query(({ ctx }) => dashboard.clientProgress(ctx.db, ctx.coachId, ctx.clock.now())),

  recentActivity: coachProcedure
    .meta({ openapi: { method: 'GET', path: '/recent-activity', tags, protect: true, summary: "This week's client activity, newest first" } })
    .input(z.void())
    .output(z.array(ZRecentActivityItem))
    .query(({ ctx }) => dashboard.recentActivity(ctx.db, ctx.coachId, ctx.clock.now(), zoneOrUtc(ctx.user.timeZone))),

  missedWorkouts: coachProcedure
    .meta({ openapi: { method: 'GET', path: '/missed-workouts', tags, protect: true, summary: 'Workouts missed in the last 30 days' } })
    .input(z.void())
    .output(z.array(ZMissedWorkoutItem))
    .query(({ ctx }) => dashboard.missedWorkouts(ctx.db, ctx.coachId, ctx.clock.now())),

  counts: coachProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/dashboard-counts',
        tags,
        protect: true,
        summary: 'The dashboard stat cards: workouts completed this week and workouts missed in the last 30 days',
        description: 'thisWeekCompleted counts the completed items of /recent-activity and missedWorkouts the items of /missed-workouts, without sending the lists.',
      },
    })
    .input(z.void())
    .output(ZDashboardCounts)
    .query(({ ctx }) => dashboard.dashboardCounts(ctx.db, ctx.coachId, ctx.clock.now(), zoneOrUtc(ctx.user.timeZone))),
});
