// Schemas of notifications and the coach dashboard feeds (docs/product.md §3, §7).
import { z } from 'zod';
import { ZId } from './common.ts';
import { acceptInfiniteQuery, ZPageCursor, ZPageLimit, ZPageOf } from './paging.ts';
import { NOTIFICATIONS_PAGE_MAX } from '../limits.ts';

export const ZNotificationType = z.enum(['COMPLETED_WORKOUT', 'MISSED_WORKOUT', 'CLIENT_FEEDBACK', 'ASSIGNMENT_DUE', 'CLIENT_MESSAGE', 'PERSONAL_RECORD', 'CHECK_IN_SUBMITTED', 'WEBHOOK_DISABLED']);
export type NotificationType = z.infer<typeof ZNotificationType>;

/** A calendar day, YYYY-MM-DD (not an instant: shown as it is, in no time zone). */
const ZIsoDate = z.iso.date();

/**
 * Details that depend on the type. Besides the ids, the values `title` and `message` are written
 * from, so an app can word them in its user's language (the web app does;
 * docs/translations.md): notifications raised before 2026-12-07 carry only the ids and `planName`.
 */
export const ZNotificationMetadata = z
  .object({
    planName: z.string().optional().describe('The plan or assignment the notification is about'),
    sessionId: z.string().optional(),
    assignmentId: z.string().optional(),
    checkInId: z.string().optional(),
    workoutName: z.string().optional().describe('COMPLETED_WORKOUT, CLIENT_FEEDBACK: the workout'),
    durationMinutes: z.number().int().optional().describe('COMPLETED_WORKOUT: how long it took, when known'),
    skipped: z.boolean().optional().describe('CLIENT_FEEDBACK: true when the client skipped the workout'),
    scheduledOn: ZIsoDate.optional().describe('MISSED_WORKOUT: the day the workout was scheduled for'),
    endsOn: ZIsoDate.optional().describe("ASSIGNMENT_DUE: the assignment's end date"),
    ended: z.boolean().optional().describe('ASSIGNMENT_DUE: true when the end date had passed when raised (false: it ends that day)'),
    count: z.number().int().optional().describe('CLIENT_MESSAGE: the unread messages of the thread'),
    templateName: z.string().optional().describe('CHECK_IN_SUBMITTED: the check-in template'),
    dueDate: ZIsoDate.optional().describe('CHECK_IN_SUBMITTED: the day the check-in was due'),
    host: z.string().optional().describe("WEBHOOK_DISABLED: the host of the endpoint's URL"),
    exerciseName: z.string().optional().describe('PERSONAL_RECORD: the exercise'),
    records: z
      .array(
        z.object({
          kind: z.enum(['REPS', 'E1RM']),
          set: z.string().optional().describe('REPS: the set, as "105 kg × 5"'),
          estimate: z.string().optional().describe('E1RM: the estimated one-rep max, as "122.5 kg"'),
          previous: z.string().describe('The best before it, as "100 kg"'),
        }),
      )
      .optional()
      .describe('PERSONAL_RECORD: the records the set beat, their figures as written in the message'),
  })
  .describe("Details that depend on type (such as the session's id)")
  .meta({
    id: 'NotificationMetadata',
    examples: [
      { planName: 'Lower Body', sessionId: 'cmf1s2e3s4s5i6o7n8', workoutName: 'Legs', durationMinutes: 45 },
      { templateName: 'Weekly check-in', dueDate: '2026-12-07', checkInId: 'cmf1c2h3e4c5k6i7n8' },
    ],
  });
export type NotificationMetadata = z.infer<typeof ZNotificationMetadata>;

export const ZNotification = z
  .object({
    id: z.string(),
    type: ZNotificationType.describe('What happened (for example MISSED_WORKOUT or COMPLETED_WORKOUT)'),
    title: z.string(),
    message: z.string(),
    isRead: z.boolean(),
    createdAt: z.date(),
    clientId: z.string().nullable(),
    clientName: z.string().nullable(),
    metadata: ZNotificationMetadata,
    /**
     * `GET /notification-page` only: a client's missed workouts of one week shown as one entry
     * (docs/notifications.md). `ids` are its notifications (this one first), `unreadIds` those
     * still unread; reading or deleting the entry acts on each. `weekOf` is the week's Monday.
     */
    group: z.object({ count: z.number().int(), ids: z.array(z.string()), unreadIds: z.array(z.string()), weekOf: ZIsoDate }).optional(),
  })
  .meta({ id: 'Notification' });
export type Notification = z.infer<typeof ZNotification>;

export const ZNotificationIdInput = z.strictObject({ id: ZId });

const notificationListFields = {
  /** Page size (default NOTIFICATIONS_PAGE_DEFAULT, most NOTIFICATIONS_PAGE_MAX). */
  limit: ZPageLimit(NOTIFICATIONS_PAGE_MAX),
  /** Where the previous page ended (its X-Next-Cursor or nextCursor). */
  cursor: ZPageCursor,
  /** Only unread notifications (REST sends it as a query string). */
  unread: z
    .union([z.boolean(), z.enum(['true', 'false'])], { error: 'unread must be true or false' })
    .optional()
    .transform((v) => v === true || v === 'true'),
  /** Only read notifications (the Notifications screen's Read tab); not with `unread`. */
  read: z
    .union([z.boolean(), z.enum(['true', 'false'])], { error: 'read must be true or false' })
    .optional()
    .transform((v) => v === true || v === 'true'),
  ...notificationFilterFields(),
};

/** The Notifications screen's filters: one type, one client (docs/notifications.md). */
function notificationFilterFields() {
  return {
    type: z.enum(ZNotificationType.options, { error: `type must be one of ${ZNotificationType.options.join(', ')}` }).optional(),
    clientId: ZId.optional(),
  };
}

export const ZNotificationCountsInput = z
  .strictObject(notificationFilterFields())
  .meta({ title: 'NotificationCountsInput', description: 'The same filters as the list', examples: [{ type: 'MISSED_WORKOUT' }] })
  .optional();
/** The Notifications screen's tabs, counted as it shows entries: `all` = `unread` + `read`. */
export const ZNotificationCounts = z
  .object({ all: z.number().int(), unread: z.number().int(), read: z.number().int() })
  .meta({ id: 'NotificationCounts', example: { all: 470, unread: 468, read: 2 } });
export const MSG_READ_AND_UNREAD = 'ask for read or unread notifications, not both';
export const ZListNotificationsInput = z
  .strictObject(notificationListFields)
  .refine((o) => !(o.read && o.unread), { error: MSG_READ_AND_UNREAD })
  .optional();

export type ListNotificationsInput = z.input<typeof ZListNotificationsInput>;

/** The same inputs for a page in the body (the Notifications screen's infinite query). */
export const ZNotificationPageInput = acceptInfiniteQuery(ZListNotificationsInput);
/**
 * A page of notifications and the cursor of the next one (null: this is the last), with
 * `partners`: the other half of each completion/feedback pair on the page that is not on it
 * (docs/decisions/0014-notification-pairs.md), whatever its state; not part of the list.
 */
export const ZNotificationPage = ZPageOf(ZNotification)
  .extend({ partners: z.array(ZNotification) })
  .meta({ id: 'NotificationPage' });

export const ZUnreadCount = z.object({ count: z.number().int() }).meta({ id: 'UnreadCount' });
export const ZMarkAllReadOutput = z.object({ updated: z.number().int() }).meta({ id: 'MarkAllReadOutput' });
export const ZCheckMissedOutput = z.object({ marked: z.number().int(), due: z.number().int() }).meta({ id: 'CheckMissedOutput' });

export const ZProgressStatus = z.enum(['ahead', 'on-track', 'behind', 'active', 'completed-excellent', 'completed-good', 'completed-poor', 'ready-for-next']);

export const ZClientProgressItem = z
  .object({
    id: z.string(),
    name: z.string(),
    currentPlan: z.string().nullable(),
    status: ZProgressStatus,
    progress: z.number(),
    lastActive: z.date().nullable(),
    completionRate: z.number(),
  })
  .meta({ id: 'ClientProgressItem' });
export type ClientProgressItem = z.infer<typeof ZClientProgressItem>;

export const ZActivityStatus = z.enum(['completed', 'missed', 'pending', 'streak']);
export const ZRecentActivityItem = z
  .object({
    id: z.string(),
    type: z.enum(['COMPLETED_WORKOUT', 'MISSED_WORKOUT', 'SCHEDULED_WORKOUT', 'STREAK']),
    client: z.object({ firstName: z.string(), lastName: z.string() }),
    clientId: z.string(),
    message: z.string(),
    time: z.date(),
    status: ZActivityStatus,
  })
  .meta({ id: 'RecentActivityItem' });
export type RecentActivityItem = z.infer<typeof ZRecentActivityItem>;

export const ZMissedWorkoutItem = z
  .object({
    id: z.string(),
    clientId: z.string(),
    clientName: z.string(),
    planName: z.string(),
    scheduledFor: z.date(),
  })
  .meta({ id: 'MissedWorkoutItem' });
export type MissedWorkoutItem = z.infer<typeof ZMissedWorkoutItem>;

/**
 * The two dashboard feeds grow with the roster (a week of 200 clients is about 1,000 items):
 * they answer a page, newest first, and name the next one in X-Next-Cursor
 * (docs/query-performance.md "Lists that can grow").
 */
export const FEED_PAGE_MAX = 200;
export const ZFeedPageInput = z
  .strictObject({
    /** Page size (default and most: FEED_PAGE_MAX). */
    limit: ZPageLimit(FEED_PAGE_MAX),
    /** The X-Next-Cursor of the previous answer. */
    cursor: ZPageCursor,
  })
  .optional();
export type FeedPageInput = z.infer<typeof ZFeedPageInput>;

/** What the dashboard's stat cards count, counted by the server (GET /api/dashboard-counts). */
export const ZDashboardCounts = z
  .object({
    thisWeekCompleted: z.number().int(),
    missedWorkouts: z.number().int(),
  })
  .meta({ id: 'DashboardCounts' });
export type DashboardCounts = z.infer<typeof ZDashboardCounts>;
