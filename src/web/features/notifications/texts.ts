// docs/product.md §2, §4, §8 texts of the notifications screen. English is the source of the
// translations (docs/translations.md): screens read useNotificationTexts(), tests T.
import { args, i18n, plural, useStore } from '#web/i18n/i18n.ts';
import type { NotificationType } from '#shared/schemas/insights';

export const notificationMessages = i18n('notifications/notifications', {
  title: 'Notifications',
  description: 'Updates about your clients’ workouts',
  tabAll: 'All',
  tabUnread: 'Unread',
  tabRead: 'Read',
  markAllRead: 'Mark all as read',
  markRead: 'Mark as Read',
  delete: 'Delete',
  newBadge: 'New',
  markReadFailed: 'Failed to mark notification as read',
  deleteFailed: 'Failed to delete notification',
  markAllFailed: 'Failed to mark all notifications as read',
  markedRead: 'Notification marked as read',
  deleted: 'Notification deleted',
  allMarkedRead: 'All notifications marked as read',
  loading: 'Loading notifications...',
  loadFailed: 'Failed to load notifications',
  loadFailedHint: 'There was an error loading your notifications. Please try again.',
  emptyAll: 'No notifications yet',
  emptyAllHint: 'You will be notified when clients complete, miss or comment on their workouts.',
  feedbackLabel: 'Feedback',
  emptyUnread: 'You’re all caught up',
  emptyUnreadHint: 'There are no unread notifications.',
  emptyRead: 'No read notifications',
  emptyReadHint: 'Notifications you have read appear here.',
  // Older notifications, a page at a time (docs/query-performance.md "Lists that can grow").
  loadMore: 'Load more notifications',
  loadingMore: 'Loading more notifications...',
  loadMoreFailed: 'Failed to load more notifications. Please try again.',
  loadMoreRetry: 'Try again',
  shownNewest: plural('n')({ one: 'Showing the newest {n} notification', other: 'Showing the newest {n} notifications' }),
  shownNewestUnread: plural('n')({ one: 'Showing the newest {n} unread notification', other: 'Showing the newest {n} unread notifications' }),
  shownNewestRead: plural('n')({ one: 'Showing the newest {n} read notification', other: 'Showing the newest {n} read notifications' }),
  shownAll: plural('n')({ one: '{n} notification shown', other: 'All {n} notifications shown' }),
  shownAllUnread: plural('n')({ one: '{n} unread notification shown', other: 'All {n} unread notifications shown' }),
  shownAllRead: plural('n')({ one: '{n} read notification shown', other: 'All {n} read notifications shown' }),
  /** A tab with none among the pages loaded so far, while older ones remain. */
  emptyLoaded: args('n')('None among the newest {n}'),
  emptyLoadedHint: 'Load more to look at older notifications.',
  /** A tab count while older notifications are not loaded: at least this many. */
  atLeast: args('n')('{n}+'),
  // Filters (docs/notifications.md).
  filterType: 'Type',
  filterClient: 'Client',
  allTypes: 'All types',
  allClients: 'All clients',
  /** The link of a "Check-in submitted" notification (docs/check-ins.md). */
  openCheckIn: 'Open check-in',
  // The types, as the filter lists them.
  COMPLETED_WORKOUT: 'Workout completed',
  MISSED_WORKOUT: 'Missed workout',
  CLIENT_FEEDBACK: 'Client feedback',
  ASSIGNMENT_DUE: 'Assignment due',
  CLIENT_MESSAGE: 'New messages',
  PERSONAL_RECORD: 'Personal record',
  CHECK_IN_SUBMITTED: 'Check-in submitted',
  WEBHOOK_DISABLED: 'Webhook turned off',
});

type NotificationMessages = ReturnType<typeof notificationMessages.get>;

const TYPES = [
  'COMPLETED_WORKOUT',
  'MISSED_WORKOUT',
  'CLIENT_FEEDBACK',
  'ASSIGNMENT_DUE',
  'CLIENT_MESSAGE',
  'PERSONAL_RECORD',
  'CHECK_IN_SUBMITTED',
  'WEBHOOK_DISABLED',
] as const satisfies readonly NotificationType[];

/** The texts the screen reads as a record or with a choice, composed from the translated pieces. */
const composed = (t: NotificationMessages) => ({
  ...t,
  /** `kind` names a tab's own list ('unread', 'read'); the All tab has none. */
  shown: (n: number, more: boolean, kind: '' | 'unread' | 'read' = '') =>
    more
      ? kind === 'unread'
        ? t.shownNewestUnread(n)
        : kind === 'read'
          ? t.shownNewestRead(n)
          : t.shownNewest(n)
      : kind === 'unread'
        ? t.shownAllUnread(n)
        : kind === 'read'
          ? t.shownAllRead(n)
          : t.shownAll(n),
  typeLabels: Object.fromEntries(TYPES.map((type) => [type, t[type]])) as Record<NotificationType, string>,
});

export const useNotificationTexts = () => composed(useStore(notificationMessages));

/** The English texts, as tests read them. */
export const T = /* @__PURE__ */ composed(/* @__PURE__ */ notificationMessages.get());
