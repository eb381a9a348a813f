// The unread count behind the sidebar's Notifications badge (docs/product.md §2, §7, §9): refreshed every
// 30 seconds with a 30 s stale time. The sidebar formats the badge ('9+' above 9) itself.
import { trpc } from './trpc.ts';

export const UNREAD_REFRESH_MS = 30_000;

export function useUnreadNotificationCount(): number {
  const { data } = trpc.coach.notifications.unreadCount.useQuery(undefined, {
    staleTime: UNREAD_REFRESH_MS,
    refetchInterval: UNREAD_REFRESH_MS,
  });
  return data?.count ?? 0;
}
