// A workout completed with feedback raises COMPLETED_WORKOUT and CLIENT_FEEDBACK, as the
// product's API keeps them (docs/product.md); the screens show the pair as one item carrying both
// (docs/decisions/0014-notification-pairs.md). Reading or deleting the item acts on both.
import type { NotificationItem } from '../hooks/use-notifications.ts';

export interface NotificationEntry extends NotificationItem {
  /** Every notification behind this entry (one, or the completion and its feedback). */
  ids: string[];
  /** The feedback's text when a completion carries it. */
  feedback: string | null;
}

const PAIRED = new Set<NotificationItem['type']>(['COMPLETED_WORKOUT', 'CLIENT_FEEDBACK']);

/** Groups a newest-first list; an entry is read only when all of its notifications are. */
export function groupNotifications(items: readonly NotificationItem[]): NotificationEntry[] {
  const bySession = new Map<string, NotificationItem[]>();
  for (const n of items) {
    const session = n.metadata.sessionId;
    if (session && PAIRED.has(n.type)) bySession.set(session, [...(bySession.get(session) ?? []), n]);
  }
  const out: NotificationEntry[] = [];
  const done = new Set<string>();
  for (const n of items) {
    const session = n.metadata.sessionId;
    const members = session && PAIRED.has(n.type) ? bySession.get(session)! : [n];
    const completed = members.find((m) => m.type === 'COMPLETED_WORKOUT');
    const feedback = members.find((m) => m.type === 'CLIENT_FEEDBACK');
    if (members.length < 2 || !completed || !feedback) {
      out.push({ ...n, ids: [n.id], feedback: null });
      continue;
    }
    if (done.has(session!)) continue;
    done.add(session!);
    // Shown where the newer of the two sits, as the completion with its feedback.
    const newest = members.reduce((a, b) => (b.createdAt > a.createdAt ? b : a));
    out.push({
      ...completed,
      createdAt: newest.createdAt,
      isRead: members.every((m) => m.isRead),
      ids: members.map((m) => m.id),
      feedback: feedbackText(feedback),
    });
  }
  return out;
}

/** The feedback notification's message is `Name on Workout: "text"`; the card shows the text. */
function feedbackText(n: NotificationItem): string {
  const m = /: "([\s\S]*)"$/.exec(n.message);
  return m ? m[1]! : n.message;
}
