// The notification list (the Notifications screen and the dashboard). Its mutations are in
// use-notification-actions.ts, which only the Notifications screen loads.
import { NOTIFICATIONS_PAGE_DEFAULT } from '#shared/limits';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { RouterOutputs } from '#web/lib/trpc-client.ts';
import { trpcKey, useTrpcClient } from '#web/lib/trpc-query.ts';

export type NotificationItem = RouterOutputs['coach']['notifications']['list'][number];

/** docs/product.md §9: the list (and the dashboard) keep notifications for 1 minute. */
export const NOTIFICATIONS_STALE_MS = 60_000;

/**
 * The screen reads the newest page (the API's default size) and older ones a page at a time with
 * Load more (docs/query-performance.md "Lists that can grow"); the cache key of every loaded page.
 */
export const NOTIFICATIONS_SCREEN_INPUT = { limit: NOTIFICATIONS_PAGE_DEFAULT };

export function useNotifications() {
  const client = useTrpcClient();
  return useInfiniteQuery({
    queryKey: trpcKey('coach.notifications.page', NOTIFICATIONS_SCREEN_INPUT, 'infinite'),
    queryFn: ({ pageParam, direction }) => {
      // As @trpc/react-query's useInfiniteQuery asks for a page: the cursor, and the direction
      // the server drops (src/shared/schemas/paging.ts).
      const input = { ...NOTIFICATIONS_SCREEN_INPUT, ...(pageParam ? { cursor: pageParam } : {}), direction };
      return client.coach.notifications.page.query(input);
    },
    initialPageParam: null as string | null,
    staleTime: NOTIFICATIONS_STALE_MS,
    getNextPageParam: (last) => last.nextCursor,
  });
}
