// The notification list (the Notifications screen and the dashboard). Its mutations are in
// use-notification-actions.ts, which only the Notifications screen loads.
import { trpc, type RouterOutputs } from '../../../lib/trpc.ts';

export type NotificationItem = RouterOutputs['coach']['notifications']['list'][number];

/** docs/product.md §9: the list (and the dashboard) keep notifications for 1 minute. */
export const NOTIFICATIONS_STALE_MS = 60_000;

export function useNotifications() {
  return trpc.coach.notifications.list.useQuery(undefined, { staleTime: NOTIFICATIONS_STALE_MS });
}
