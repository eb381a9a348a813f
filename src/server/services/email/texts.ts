// What the e-mails say (docs/jobs.md "E-mails"), in the recipient's language (docs/translations.md).
// Names and workout names are inserted as text and escaped by layout.ts. `brand` is the coach's
// business name where they set one (layout.ts brandOf). English is the source; texts-es.ts and
// texts-de.ts translate it, with the same shape checked by the type.
import type { Locale } from '#shared/locale';
import { EMAIL_TEXTS_DE } from './texts-de.ts';
import { EMAIL_TEXTS_ES } from './texts-es.ts';

export const EMAIL_TEXTS = {
  accessLink: {
    subject: (brand: string) => `Your personal link to ${brand}`,
    greeting: (first: string) => `Hi ${first},`,
    body: (coach: string, brand: string) => `${coach} invites you to follow your workouts in ${brand}. Open your personal link to see today's workout, log your results and track your progress:`,
    button: 'Open my workouts',
    keep: 'Keep this link to yourself: anyone with it can open your workouts. If it stops working, ask your coach for a new one.',
    footer: (coach: string) => `You get this e-mail because ${coach} sent you your link.`,
  },
  recovery: {
    subject: (brand: string) => `Your ${brand} link`,
    body: (coach: string) => `Here is your personal link to your workouts with ${coach}:`,
  },
  reset: {
    subject: 'Reset your Spotter password',
    body: (minutes: number) => `Someone asked to reset the password of your Spotter account. To choose a new password, open this link within ${minutes} minutes:`,
    button: 'Choose a new password',
    after: 'If it was not you, ignore this e-mail: your password stays as it is.',
  },
  reminder: {
    subject: (workouts: string) => `Today: ${workouts}`,
    body: (workouts: string) => `Today's workout: ${workouts}. Ready when you are.`,
    button: 'Open today’s workout',
    footer: (coach: string) => `You get this reminder because ${coach} or you turned on workout reminders.`,
  },
  checkInReminder: {
    subject: (name: string) => `Your check-in is due today: ${name}`,
    body: (name: string) => `“${name}” is due today. It takes about a minute.`,
    button: 'Fill in my check-in',
    footer: (coach: string) => `You get this reminder because ${coach} asks for a weekly check-in. Turn it off with the link below or in the app.`,
  },
  digest: {
    subject: (daily: boolean, brand: string) => (daily ? `Your daily ${brand} digest` : `Your weekly ${brand} digest`),
    intro: (daily: boolean): string => (daily ? 'What your clients did in the last day:' : 'What your clients did in the last week:'),
    completed: 'Completed workouts',
    missed: 'Missed workouts',
    feedback: 'Feedback',
    records: 'New personal records',
    adherence: 'Adherence',
    adherenceOf: (completed: number, due: number, pct: number) => `${completed} of ${due} due workouts completed (${pct}%)`,
    /** A record's figures: "105 kg × 5 (previous best 100 kg)", "estimated 1RM 122.5 kg (previous 116.7 kg)". */
    recordReps: (set: string, previousBest: string) => `${set} (previous best ${previousBest})`,
    recordE1rm: (estimate: string, previous: string) => `estimated 1RM ${estimate} (previous ${previous})`,
    nothing: 'Nothing new this time.',
    button: 'Open the dashboard',
    footer: 'You get this digest because you turned it on in your Profile.',
    more: (n: number) => `…and ${n} more`,
  },
  invite: {
    subject: 'You are invited to coach on Spotter',
    body: (inviter: string | null, days: number) =>
      `${inviter ? `${inviter} invites you` : 'You are invited'} to create a coach account on this Spotter server. The link works once, within ${days} days:`,
    button: 'Create my coach account',
    after: 'If you did not expect this invitation, ignore this e-mail: no account is created without the link.',
  },
  unsubscribe: {
    invalid: 'This unsubscribe link is not valid',
  },
  layout: {
    unsubscribe: 'Unsubscribe',
  },
};

/** What every language's e-mail texts provide: the English shape, with any wording. */
export type EmailTexts = typeof EMAIL_TEXTS;

/** The e-mail texts in the recipient's language; English when they have none yet. */
export function emailTexts(locale: Locale | null | undefined): EmailTexts {
  if (locale === 'es') return EMAIL_TEXTS_ES;
  if (locale === 'de') return EMAIL_TEXTS_DE;
  return EMAIL_TEXTS;
}
