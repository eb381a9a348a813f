// The unread count behind the sidebar's Notifications badge (docs/product.md §2, §7, §9): refreshed every
// 30 seconds with a 30 s stale time. The sidebar formats the badge ('9+' above 9) itself.
import { useQuery } from '@tanstack/react-query';
import { trpcKey, useTrpcClient } from './trpc-query.ts';

export const UNREAD_REFRESH_MS = 30_000;

export function useUnreadNotificationCount(): number {
  const client = useTrpcClient();
  const { data } = useQuery({
    queryKey: trpcKey('coach.notifications.unreadCount'),
    queryFn: () => client.coach.notifications.unreadCount.query(),
    staleTime: UNREAD_REFRESH_MS,
    refetchInterval: UNREAD_REFRESH_MS,
  });
  return data?.count ?? 0;
}
