// The Notifications screen's lists, a page at a time: all notifications, and the unread and the
// read ones each as the server pages them (docs/query-performance.md "Lists that can grow"). Their
// mutations are in use-notification-actions.ts; what the dashboard shares of it is use-notifications.ts.
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { NOTIFICATIONS_PAGE_DEFAULT } from '#shared/limits';
import type { NotificationType } from '#shared/schemas/insights';
import { useTRPC } from '#web/lib/trpc.ts';
import { NOTIFICATIONS_STALE_MS } from './use-notifications.ts';

export type NotificationList = 'all' | 'unread' | 'read';

/**
 * Each list reads the newest page (the API's default size) and older ones a page at a time with
 * Load more; the cache key of every loaded page of that list.
 */
export const NOTIFICATION_LISTS = {
  all: { limit: NOTIFICATIONS_PAGE_DEFAULT },
  unread: { limit: NOTIFICATIONS_PAGE_DEFAULT, unread: true },
  read: { limit: NOTIFICATIONS_PAGE_DEFAULT, read: true },
} as const satisfies Record<NotificationList, object>;

/** The screen's filters (docs/notifications.md): one type, one client; empty keeps all. */
export interface NotificationFilter {
  type?: NotificationType;
  clientId?: string;
}

/** The input of a tab's list under a filter: also its cache key. */
export const listInput = (list: NotificationList, filter: NotificationFilter) => ({ ...NOTIFICATION_LISTS[list], ...filter });

/** The list of one tab; Unread and Read only ask the server once their tab has been opened. */
export function useNotificationList(list: NotificationList, filter: NotificationFilter, enabled = true) {
  const trpc = useTRPC();
  return useInfiniteQuery(
    trpc.coach.notifications.page.infiniteQueryOptions(listInput(list, filter), {
      staleTime: NOTIFICATIONS_STALE_MS,
      getNextPageParam: (last) => last.nextCursor,
      enabled,
    }),
  );
}

/**
 * The tab counts under a filter, as the server counts entries (a pair and a week of a client's
 * missed workouts are one each), so All = Unread + Read however few pages are loaded.
 */
export function useNotificationCounts(filter: NotificationFilter) {
  const trpc = useTRPC();
  return useQuery(trpc.coach.notifications.counts.queryOptions(filter, { staleTime: NOTIFICATIONS_STALE_MS }));
}
