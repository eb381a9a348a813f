// The notification list (the Notifications screen and the dashboard). Its mutations are in
// use-notification-actions.ts, which only the Notifications screen loads.
import { NOTIFICATIONS_PAGE_MAX } from '#shared/limits';
import { trpc, type RouterOutputs } from '#web/lib/trpc.ts';

export type NotificationItem = RouterOutputs['coach']['notifications']['list'][number];

/** docs/product.md §9: the list (and the dashboard) keep notifications for 1 minute. */
export const NOTIFICATIONS_STALE_MS = 60_000;

/** The screen lists the newest NOTIFICATIONS_PAGE_MAX; the API answers fewer by default (docs/query-performance.md). */
export const NOTIFICATIONS_SCREEN_INPUT = { limit: NOTIFICATIONS_PAGE_MAX };

export function useNotifications() {
  return trpc.coach.notifications.list.useQuery(NOTIFICATIONS_SCREEN_INPUT, { staleTime: NOTIFICATIONS_STALE_MS });
}
