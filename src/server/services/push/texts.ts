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
};

const cut = (s: string, n: number) => (s.length > n ? `${s.slice(0, n - 1).trimEnd()}…` : s);

/** The payload shown: the safe text, or the detail (sender and words) for a user who opted in. */
export function pushPayload(event: PushEvent, url: string, tag: string, detail: { title: string; body: string } | null): PushPayload {
  const text = detail ?? PUSH_TEXTS[event];
  return { title: cut(text.title, 120), body: cut(text.body, 240), url, tag };
}
