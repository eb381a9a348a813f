import { NOTIFICATIONS_PAGE_DEFAULT, NOTIFICATIONS_PAGE_MAX } from '#shared/limits';
import { z } from 'zod';
import { ZOk } from '#shared/schemas/common';
import {
  ZCheckMissedOutput,
  ZListNotificationsInput,
  ZMarkAllReadOutput,
  ZNotification,
  ZNotificationCounts,
  ZNotificationCountsInput,
  ZNotificationIdInput,
  ZNotificationPage,
  ZNotificationPageInput,
  ZUnreadCount,
} from '#shared/schemas/insights';
import { runWorkoutChecks } from '#server/services/notifications/missed-workouts';
import * as notifications from '#server/services/notifications/notifications';
import { coachProcedure, router } from '#server/trpc/init';
import { announceNextPage } from '#server/trpc/paging';

const tags = ['Notifications'];

export const notificationsRouter = router({
  list: coachProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/notifications',
        tags,
        protect: true,
        summary: "The coach's notifications, newest first",
        description:
          `At most \`limit\` notifications (default ${NOTIFICATIONS_PAGE_DEFAULT}, most ${NOTIFICATIONS_PAGE_MAX}); \`unread=true\` for unread ones only, \`read=true\` for read ones only (not both); \`type=<type>\` and \`clientId=<id>\` keep one type or one client. ` +
          'When there are more, the answer carries `X-Next-Cursor: <cursor>` (and `Link: <…cursor=<cursor>>; rel="next"`): ask again with `cursor=<cursor>` for the next page. ' +
          'Without the header, the answer is complete.',
      },
    })
    .input(ZListNotificationsInput)
    .output(z.array(ZNotification))
    .query(async ({ ctx, input }) => {
      const page = await notifications.listNotifications(ctx.db, ctx.coachId, input ?? {});
      announceNextPage(ctx, page.nextCursor);
      return page.items;
    }),

  page: coachProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/notification-page',
        tags,
        protect: true,
        summary: "The coach's notifications, newest first, a page at a time with the next page in the body",
        description:
          `The same list and inputs as \`GET /notifications\`: at most \`limit\` notifications (default ${NOTIFICATIONS_PAGE_DEFAULT}, most ${NOTIFICATIONS_PAGE_MAX}); \`unread=true\` for unread ones only, \`read=true\` for read ones only (not both). ` +
          '`nextCursor` (also in `X-Next-Cursor`) names the next page: ask again with `cursor=<nextCursor>`; null when this page is the last. ' +
          '`partners` holds the other notification of each workout completed with feedback (a `COMPLETED_WORKOUT` and a `CLIENT_FEEDBACK` of one `metadata.sessionId`) ' +
          'that is on the page while its other half is not (on another page, or read when `unread=true` asks for unread ones): apps that show the two as one item need it. It is not part of the list.',
      },
    })
    .input(ZNotificationPageInput)
    .output(ZNotificationPage)
    .query(async ({ ctx, input }) => {
      const page = await notifications.notificationPage(ctx.db, ctx.coachId, input ?? {});
      announceNextPage(ctx, page.nextCursor);
      return page;
    }),

  counts: coachProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/notification-counts',
        tags,
        protect: true,
        summary: "How many notifications each of the screen's tabs holds (All, Unread, Read)",
        description:
          'Counted as `GET /notification-page` shows them: a completion with its feedback is one, a client’s missed workouts of one week are one. `all` = `unread` + `read`; an entry is unread while any of its notifications is. ' +
          '`type` and `clientId` filter as in the list.',
      },
    })
    .input(ZNotificationCountsInput)
    .output(ZNotificationCounts)
    .query(({ ctx, input }) => notifications.countNotifications(ctx.db, ctx.coachId, input ?? {})),

  recent: coachProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/recent-notifications',
        tags,
        protect: true,
        summary: "The dashboard's Recent Activity: the newest unread notifications, in a mix of kinds",
        description:
          'The newest unread entries as `GET /notification-page` shows them (a client’s missed workouts of one week are one, carrying `group`), newest first, ' +
          'where one kind takes at most half of the 4 entries while other kinds have unread ones. A completion and its feedback are two items of one entry.',
      },
    })
    .input(z.strictObject({}).optional())
    .output(z.array(ZNotification))
    .query(({ ctx }) => notifications.recentNotifications(ctx.db, ctx.coachId)),

  /** The sidebar badge (tRPC only): a count, not the whole list, every 30 s. */
  unreadCount: coachProcedure
    .input(z.void())
    .output(ZUnreadCount)
    .query(async ({ ctx }) => ({ count: await notifications.countUnread(ctx.db, ctx.coachId) })),

  markRead: coachProcedure
    .meta({ openapi: { method: 'PUT', path: '/notifications/{id}/read', tags, protect: true, summary: 'Mark a notification as read' } })
    .input(ZNotificationIdInput)
    .output(ZNotification)
    .mutation(({ ctx, input }) => notifications.markRead(ctx.db, ctx.coachId, input.id)),

  markAllRead: coachProcedure
    .meta({ openapi: { method: 'PUT', path: '/notifications/read-all', tags, protect: true, summary: 'Mark every notification as read' } })
    .input(z.strictObject({}).optional())
    .output(ZMarkAllReadOutput)
    .mutation(async ({ ctx }) => ({ updated: await notifications.markAllRead(ctx.db, ctx.coachId) })),

  delete: coachProcedure
    .meta({ openapi: { method: 'DELETE', path: '/notifications/{id}', tags, protect: true, summary: 'Delete a notification' } })
    .input(ZNotificationIdInput)
    .output(ZOk)
    .mutation(async ({ ctx, input }) => {
      await notifications.deleteNotification(ctx.db, ctx.coachId, input.id);
      return { ok: true as const };
    }),

  checkMissedWorkouts: coachProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/notifications/check-missed-workouts',
        tags,
        protect: true,
        summary: 'Mark sessions more than 3 days overdue as missed and raise due-assignment notices (idempotent)',
      },
    })
    .input(z.strictObject({}).optional())
    .output(ZCheckMissedOutput)
    .mutation(({ ctx }) => runWorkoutChecks(ctx.db, ctx.clock.now(), { coachId: ctx.coachId }, ctx.jobs)),
});
