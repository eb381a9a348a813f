// The notification list's type and stale time, shared by the Notifications screen and the
// dashboard. The screen's paged read is use-notification-page.ts, which the dashboard does not
// load (docs/performance.md, "Web delivery").
import type { RouterOutputs } from '#web/lib/trpc-client.ts';

export type NotificationItem = RouterOutputs['coach']['notifications']['list'][number];

/** docs/product.md §9: the list (and the dashboard) keep notifications for 1 minute. */
export const NOTIFICATIONS_STALE_MS = 60_000;
