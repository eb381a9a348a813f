import { z } from 'zod';
import { FEED_PAGE_MAX, ZClientProgressItem, ZDashboardCounts, ZFeedPageInput, ZMissedWorkoutItem, ZRecentActivityItem } from '#shared/schemas/insights';
import * as dashboard from '#server/services/dashboard/feeds';
import { coachProcedure, router } from '#server/trpc/init';
import { zoneOrUtc } from '#shared/time-zone';
import { announceNextPage } from '#server/trpc/paging';

const tags = ['Dashboard'];

const pagedFeed =
  `At most \`limit\` items (default and most ${FEED_PAGE_MAX}). When there are more, the answer carries ` +
  '`X-Next-Cursor: <cursor>` (and `Link: <…cursor=<cursor>>; rel="next"`): ask again with `cursor=<cursor>` for the next page. ' +
  'Without the header, the answer is complete.';

export const dashboardRouter = router({
  clientProgress: coachProcedure
    .meta({ openapi: { method: 'GET', path: '/client-progress', tags, protect: true, summary: 'Progress of each active client' } })
    .input(z.void())
    .output(z.array(ZClientProgressItem))
    .query(({ ctx }) => dashboard.clientProgress(ctx.db, ctx.coachId, ctx.clock.now())),

  recentActivity: coachProcedure
    .meta({
      openapi: { method: 'GET', path: '/recent-activity', tags, protect: true, summary: "This week's client activity, newest first", description: pagedFeed },
    })
    .input(ZFeedPageInput)
    .output(z.array(ZRecentActivityItem))
    .query(async ({ ctx, input }) => {
      const page = await dashboard.recentActivity(ctx.db, ctx.coachId, ctx.clock.now(), zoneOrUtc(ctx.user.timeZone), input ?? {});
      announceNextPage(ctx, page.nextCursor);
      return page.items;
    }),

  missedWorkouts: coachProcedure
    .meta({ openapi: { method: 'GET', path: '/missed-workouts', tags, protect: true, summary: 'Workouts missed in the last 30 days, newest first', description: pagedFeed } })
    .input(ZFeedPageInput)
    .output(z.array(ZMissedWorkoutItem))
    .query(async ({ ctx, input }) => {
      const page = await dashboard.missedWorkouts(ctx.db, ctx.coachId, ctx.clock.now(), input ?? {});
      announceNextPage(ctx, page.nextCursor);
      return page.items;
    }),

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
