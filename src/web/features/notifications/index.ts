// What other areas may use of notifications (docs/architecture.md, "Feature boundaries"): the
// dashboard's recent activity, worded in the coach's language.
export { NOTIFICATIONS_STALE_MS, type NotificationItem } from './hooks/use-notifications.ts';
export { TYPE_PALETTE } from './lib/palette.ts';
export { NotificationWording } from './components/notification-wording.tsx';
