// What each push says (docs/push.md). By default a lock screen shows only the kind of event
// ("New message from your coach"); the sender and the words only when the user turned on
// "Show message text".
import type { PushEvent, PushPayload } from '#shared/schemas/push';

export const PUSH_TEXTS: Record<PushEvent, { title: string; body: string }> = {
  COACH_MESSAGE: { title: 'New message from your coach', body: 'Open Spotter to read it.' },
  FEEDBACK_REPLY: { title: 'Your coach replied to your feedback', body: 'Open Spotter to read it.' },
  WORKOUT_REMINDER: { title: 'Workout today', body: 'You have a workout planned for today.' },
  CHECK_IN_DUE: { title: 'Your check-in is due today', body: 'It takes about a minute.' },
  CLIENT_MESSAGE: { title: 'New message from a client', body: 'Open Spotter to read it.' },
  CLIENT_FEEDBACK: { title: 'New workout feedback', body: 'A client commented on a workout.' },
  CHECK_IN_SUBMITTED: { title: 'A client sent their check-in', body: 'It is ready for your review.' },
  DAILY_SUMMARY: { title: 'Your daily summary', body: 'See how your clients did.' },
};

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The coach's daily summary: counts only on the lock screen, the names of who missed with "Show message text". */
export const SUMMARY_TEXTS = {
  title: 'Your daily summary',
  completed: (n: number) => plural(n, 'workout completed', 'workouts completed'),
  missed: (n: number) => `${n} missed`,
  feedback: (n: number) => plural(n, 'feedback note', 'feedback notes'),
  unread: (n: number) => plural(n, 'unread message', 'unread messages'),
  missedBy: (names: string[]) => `Missed: ${names.join(', ')}`,
  separator: ' · ',
};

const cut = (s: string, n: number) => (s.length > n ? `${s.slice(0, n - 1).trimEnd()}…` : s);

/** The payload shown: the safe text (the event's, or this one's own), or the detail (sender and words) for a user who opted in. */
export function pushPayload(event: PushEvent, url: string, tag: string, detail: { title: string; body: string } | null, safe?: { title: string; body: string }): PushPayload {
  const text = detail ?? safe ?? PUSH_TEXTS[event];
  return { title: cut(text.title, 120), body: cut(text.body, 240), url, tag };
}
