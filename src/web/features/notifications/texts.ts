// docs/product.md §2, §4, §8 texts of the notifications screen.
export const T = {
  title: 'Notifications',
  description: 'Updates about your clients’ workouts',
  tabAll: 'All',
  tabUnread: 'Unread',
  tabRead: 'Read',
  markAllRead: 'Mark all as read',
  markRead: 'Mark as Read',
  delete: 'Delete',
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
  /** `kind` names a tab's own list ('unread', 'read'); the All tab has none. */
  shown: (n: number, more: boolean, kind = '') => {
    const what = kind ? `${kind} notifications` : 'notifications';
    return more ? `Showing the newest ${n} ${what}` : `All ${n} ${what} shown`;
  },
  /** A tab with none among the pages loaded so far, while older ones remain. */
  emptyLoaded: (n: number) => `None among the newest ${n}`,
  emptyLoadedHint: 'Load more to look at older notifications.',
  /** A tab count while older notifications are not loaded: at least this many. */
  atLeast: (n: number) => `${n}+`,
  // Filters (docs/notifications.md).
  filterType: 'Type',
  filterClient: 'Client',
  allTypes: 'All types',
  allClients: 'All clients',
  /** The link of a "Check-in submitted" notification (docs/check-ins.md). */
  openCheckIn: 'Open check-in',
} as const;

export const TYPE_LABELS = {
  COMPLETED_WORKOUT: 'Workout completed',
  MISSED_WORKOUT: 'Missed workout',
  CLIENT_FEEDBACK: 'Client feedback',
  ASSIGNMENT_DUE: 'Assignment due',
  CLIENT_MESSAGE: 'New messages',
  PERSONAL_RECORD: 'Personal record',
  CHECK_IN_SUBMITTED: 'Check-in submitted',
  WEBHOOK_DISABLED: 'Webhook turned off',
} as const;

export const TYPE_PALETTE = {
  COMPLETED_WORKOUT: 'green',
  MISSED_WORKOUT: 'red',
  CLIENT_FEEDBACK: 'blue',
  ASSIGNMENT_DUE: 'orange',
  CLIENT_MESSAGE: 'purple',
  PERSONAL_RECORD: 'teal',
  CHECK_IN_SUBMITTED: 'cyan',
  WEBHOOK_DISABLED: 'red',
} as const;
