// The Notifications screen's list, a page at a time. Its mutations are in
// use-notification-actions.ts; what the dashboard shares of it is use-notifications.ts.
import { NOTIFICATIONS_PAGE_DEFAULT } from '#shared/limits';
import { trpc } from '#web/lib/trpc.ts';
import { NOTIFICATIONS_STALE_MS } from './use-notifications.ts';

/**
 * The screen reads the newest page (the API's default size) and older ones a page at a time with
 * Load more (docs/query-performance.md "Lists that can grow"); the cache key of every loaded page.
 */
export const NOTIFICATIONS_SCREEN_INPUT = { limit: NOTIFICATIONS_PAGE_DEFAULT };

export function useNotifications() {
  return trpc.coach.notifications.page.useInfiniteQuery(NOTIFICATIONS_SCREEN_INPUT, {
    staleTime: NOTIFICATIONS_STALE_MS,
    getNextPageParam: (last) => last.nextCursor,
  });
}
