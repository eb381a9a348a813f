// A workout completed with feedback raises COMPLETED_WORKOUT and CLIENT_FEEDBACK, as the
// product's API keeps them (docs/product.md); the screens show the pair as one item carrying both
// (docs/decisions/0014-notification-pairs.md). Reading or deleting the item acts on both.
import type { NotificationItem } from '../hooks/use-notifications.ts';
import { feedbackOf } from '../event-texts.ts';

export interface NotificationEntry extends NotificationItem {
  /** Every notification behind this entry (one, or the completion and its feedback). */
  ids: string[];
  /** Those of them still unread (what Mark as Read sends). */
  unreadIds: string[];
  /** The feedback's text when a completion carries it. */
  feedback: string | null;
}

const PAIRED = new Set<NotificationItem['type']>(['COMPLETED_WORKOUT', 'CLIENT_FEEDBACK']);

/**
 * Groups a newest-first list; an entry is read only when all of its notifications are.
 * `partners` are other halves of pairs in `items` that the list itself does not hold (the
 * server's page carries them, docs/decisions/0014-notification-pairs.md): they complete an entry
 * but never make one. A notification in both counts once, as in `items`.
 */
export function groupNotifications(items: readonly NotificationItem[], partners: readonly NotificationItem[] = []): NotificationEntry[] {
  const listed = new Set(items.map((n) => n.id));
  const bySession = new Map<string, NotificationItem[]>();
  for (const n of [...items, ...partners.filter((p) => !listed.has(p.id))]) {
    const session = n.metadata.sessionId;
    if (session && PAIRED.has(n.type) && !bySession.get(session)?.some((m) => m.id === n.id)) bySession.set(session, [...(bySession.get(session) ?? []), n]);
  }
  const out: NotificationEntry[] = [];
  const done = new Set<string>();
  for (const n of items) {
    const session = n.metadata.sessionId;
    const members = session && PAIRED.has(n.type) ? bySession.get(session)! : [n];
    const completed = members.find((m) => m.type === 'COMPLETED_WORKOUT');
    const feedback = members.find((m) => m.type === 'CLIENT_FEEDBACK');
    if (members.length < 2 || !completed || !feedback) {
      // A week of a client's missed workouts comes grouped from the server (docs/notifications.md).
      out.push({ ...n, ids: n.group?.ids ?? [n.id], unreadIds: n.group?.unreadIds ?? (n.isRead ? [] : [n.id]), feedback: null });
      continue;
    }
    if (done.has(session!)) continue;
    done.add(session!);
    // Shown where the first of the two the list holds sits (the newer one when it holds both), as
    // the completion with its feedback, at the newer one's time.
    const newest = members.reduce((a, b) => (b.createdAt > a.createdAt ? b : a));
    out.push({
      ...completed,
      createdAt: newest.createdAt,
      isRead: members.every((m) => m.isRead),
      ids: members.map((m) => m.id),
      unreadIds: members.filter((m) => !m.isRead).map((m) => m.id),
      feedback: feedbackOf(feedback.message),
    });
  }
  return out;
}
