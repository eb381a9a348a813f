// A notification's title and message in the coach's language (docs/translations.md). The server
// writes them in English for API consumers and keeps, in `metadata`, the values it wrote them
// from; the screens word a known type again from those and the client's name the list carries.
// The English here is word for word what the server writes (test/web/notifications/wording.test.tsx).
// A notification raised before its values were kept shows its stored English.
import type { Notification } from '#shared/schemas/insights';
import { args, i18n, plural, useStore } from '#web/i18n/i18n.ts';
import { dateFormat } from '#web/i18n/format.ts';

export const notificationEventMessages = i18n('notifications/events', {
  completedTitle: 'Workout Completed',
  completed: args('name', 'workout')('{name} completed {workout}'),
  completedIn: args('name', 'workout', 'minutes')('{name} completed {workout} in {minutes} min'),
  feedbackTitle: 'Client Feedback',
  feedback: args('name', 'workout', 'feedback')('{name} on {workout}: "{feedback}"'),
  skippedTitle: 'Workout Skipped',
  skipped: args('name', 'workout')('{name} skipped {workout}'),
  missedTitle: 'Missed Workout',
  missed: args('name', 'workout', 'date')('{name} missed {workout} scheduled for {date}'),
  /** A week of a client's missed workouts, shown as one entry (docs/notifications.md). */
  missedWeekTitle: 'Missed Workouts',
  missedWeek: plural('n', 'name', 'week')({ one: '{name} missed {n} workout in the week of {week}', other: '{name} missed {n} workouts in the week of {week}' }),
  /** The name of a missed week's client when the client is gone. */
  someClient: 'A client',
  dueTitle: 'Assignment Due',
  dueToday: args('name', 'assignment')("{name}'s assignment {assignment} ends today"),
  dueEnded: args('name', 'assignment', 'date')("{name}'s assignment {assignment} ended on {date}"),
  messagesTitle: plural('n')({ one: 'New message', other: '{n} new messages' }),
  recordTitle: 'New personal record',
  record: args('name', 'exercise', 'figures')('{name}: {exercise} {figures}'),
  recordReps: args('set', 'previous')('{set} (previous best {previous})'),
  recordE1rm: args('estimate', 'previous')('estimated 1RM {estimate} (previous {previous})'),
  checkInTitle: 'Check-in submitted',
  checkIn: args('name', 'template', 'date')('{name} sent “{template}” for {date}'),
  webhookTitle: 'Webhook turned off',
  webhook: args('host')('Spotter could not deliver events to {host} for about a day and turned the endpoint off. Fix the receiver, then turn it back on in Settings → Integrations.'),
});

type EventTexts = ReturnType<typeof notificationEventMessages.get>;

/** What a notification entry carries that its wording may need. */
export type Worded = Pick<Notification, 'type' | 'title' | 'message' | 'clientName' | 'metadata' | 'group'>;

/** "Dec 7" in English, as the server writes a day (stored as YYYY-MM-DD, a calendar day). */
const day = dateFormat({ month: 'short', day: 'numeric', timeZone: 'UTC' });
const dayOf = (iso: string) => day(new Date(`${iso}T00:00:00Z`));

/** The feedback notification's message is `Name on Workout: "text"`: the client's own words. */
export function feedbackOf(message: string): string {
  const m = /: "([\s\S]*)"$/.exec(message);
  return m ? m[1]! : message;
}

/** The title and message of `n` in the texts' language; the stored ones when its values are missing. */
export function wordNotification(t: EventTexts, n: Worded): { title: string; message: string } {
  const stored = { title: n.title, message: n.message };
  const m = n.metadata;
  if (n.group) return { title: t.missedWeekTitle, message: t.missedWeek(n.group.count, n.clientName ?? t.someClient, dayOf(n.group.weekOf)) };
  if (n.type === 'WEBHOOK_DISABLED') return m.host ? { title: t.webhookTitle, message: t.webhook(m.host) } : stored;
  if (n.type === 'CLIENT_MESSAGE') return m.count ? { title: t.messagesTitle(m.count), message: n.message } : stored;
  // Every other type names the client.
  const who = n.clientName;
  if (!who) return stored;
  switch (n.type) {
    case 'COMPLETED_WORKOUT':
      if (!m.workoutName) return stored;
      return { title: t.completedTitle, message: m.durationMinutes != null ? t.completedIn(who, m.workoutName, m.durationMinutes) : t.completed(who, m.workoutName) };
    case 'CLIENT_FEEDBACK':
      if (!m.workoutName) return stored;
      return m.skipped ? { title: t.skippedTitle, message: t.skipped(who, m.workoutName) } : { title: t.feedbackTitle, message: t.feedback(who, m.workoutName, feedbackOf(n.message)) };
    case 'MISSED_WORKOUT':
      return m.planName && m.scheduledOn ? { title: t.missedTitle, message: t.missed(who, m.planName, dayOf(m.scheduledOn)) } : stored;
    case 'ASSIGNMENT_DUE':
      if (!m.planName || !m.endsOn || m.ended === undefined) return stored;
      return { title: t.dueTitle, message: m.ended ? t.dueEnded(who, m.planName, dayOf(m.endsOn)) : t.dueToday(who, m.planName) };
    case 'PERSONAL_RECORD': {
      if (!m.exerciseName || !m.records?.length) return stored;
      const figures = m.records.map((r) => (r.kind === 'REPS' ? t.recordReps(r.set ?? '', r.previous) : t.recordE1rm(r.estimate ?? '', r.previous)));
      return { title: t.recordTitle, message: t.record(who, m.exerciseName, figures.join(', ')) };
    }
    case 'CHECK_IN_SUBMITTED':
      return m.templateName && m.dueDate ? { title: t.checkInTitle, message: t.checkIn(who, m.templateName, dayOf(m.dueDate)) } : stored;
    default:
      return stored;
  }
}

/** `word(n)`: a notification's title and message in the coach's language. */
export function useNotificationWording(): (n: Worded) => { title: string; message: string } {
  const t = useStore(notificationEventMessages);
  return (n) => wordNotification(t, n);
}

/** The English texts, as tests read them. */
export const EVENT_TEXTS = /* @__PURE__ */ notificationEventMessages.get();
