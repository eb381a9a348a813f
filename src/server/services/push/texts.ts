// What each push says (docs/push.md). By default a lock screen shows only the kind of event
// ("New message from your coach"); the sender and the words only when the user turned on
// "Show message text". In the recipient's language (docs/translations.md); English is the source.
import type { Locale } from '#shared/locale';
import type { PushEvent, PushPayload } from '#shared/schemas/push';

type PushTexts = Record<PushEvent, { title: string; body: string }>;

export const PUSH_TEXTS: PushTexts = {
  COACH_MESSAGE: { title: 'New message from your coach', body: 'Open Spotter to read it.' },
  FEEDBACK_REPLY: { title: 'Your coach replied to your feedback', body: 'Open Spotter to read it.' },
  WORKOUT_REMINDER: { title: 'Workout today', body: 'You have a workout planned for today.' },
  CHECK_IN_DUE: { title: 'Your check-in is due today', body: 'It takes about a minute.' },
  CLIENT_MESSAGE: { title: 'New message from a client', body: 'Open Spotter to read it.' },
  CLIENT_FEEDBACK: { title: 'New workout feedback', body: 'A client commented on a workout.' },
  CHECK_IN_SUBMITTED: { title: 'A client sent their check-in', body: 'It is ready for your review.' },
  DAILY_SUMMARY: { title: 'Your daily summary', body: 'See how your clients did.' },
};

/** One, else many: the plural rule of English, Spanish and German alike. */
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

interface SummaryTexts {
  title: string;
  completed: (n: number) => string;
  missed: (n: number) => string;
  feedback: (n: number) => string;
  unread: (n: number) => string;
  missedBy: (names: string[]) => string;
  separator: string;
}

/** The coach's daily summary: counts only on the lock screen, the names of who missed with "Show message text". */
export const SUMMARY_TEXTS: SummaryTexts = {
  title: 'Your daily summary',
  completed: (n) => plural(n, 'workout completed', 'workouts completed'),
  missed: (n) => `${n} missed`,
  feedback: (n) => plural(n, 'feedback note', 'feedback notes'),
  unread: (n) => plural(n, 'unread message', 'unread messages'),
  missedBy: (names) => `Missed: ${names.join(', ')}`,
  separator: ' · ',
};

const SUMMARY_TEXTS_ES: SummaryTexts = {
  title: 'Tu resumen diario',
  completed: (n) => plural(n, 'entrenamiento completado', 'entrenamientos completados'),
  missed: (n) => plural(n, 'perdido', 'perdidos'),
  feedback: (n) => plural(n, 'comentario', 'comentarios'),
  unread: (n) => plural(n, 'mensaje sin leer', 'mensajes sin leer'),
  missedBy: (names) => `No entrenaron: ${names.join(', ')}`,
  separator: ' · ',
};

const SUMMARY_TEXTS_DE: SummaryTexts = {
  title: 'Deine Tageszusammenfassung',
  completed: (n) => plural(n, 'Training abgeschlossen', 'Trainings abgeschlossen'),
  missed: (n) => `${n} verpasst`,
  feedback: (n) => plural(n, 'Feedback', 'Feedbacks'),
  unread: (n) => plural(n, 'ungelesene Nachricht', 'ungelesene Nachrichten'),
  missedBy: (names) => `Verpasst: ${names.join(', ')}`,
  separator: ' · ',
};

const SUMMARY_BY_LOCALE: Record<Locale, SummaryTexts> = { en: SUMMARY_TEXTS, es: SUMMARY_TEXTS_ES, de: SUMMARY_TEXTS_DE };

/** The daily summary's texts in the coach's language (English when none is chosen). */
export const summaryTexts = (locale: Locale | null): SummaryTexts => SUMMARY_BY_LOCALE[locale ?? 'en'];

const PUSH_TEXTS_ES: PushTexts = {
  COACH_MESSAGE: { title: 'Nuevo mensaje de tu entrenador', body: 'Abre Spotter para leerlo.' },
  FEEDBACK_REPLY: { title: 'Tu entrenador respondió a tus comentarios', body: 'Abre Spotter para leerlo.' },
  WORKOUT_REMINDER: { title: 'Entrenamiento hoy', body: 'Tienes un entrenamiento previsto para hoy.' },
  CHECK_IN_DUE: { title: 'Tu revisión vence hoy', body: 'Lleva alrededor de un minuto.' },
  CLIENT_MESSAGE: { title: 'Nuevo mensaje de un cliente', body: 'Abre Spotter para leerlo.' },
  CLIENT_FEEDBACK: { title: 'Nuevos comentarios de entrenamiento', body: 'Un cliente comentó un entrenamiento.' },
  CHECK_IN_SUBMITTED: { title: 'Un cliente envió su revisión', body: 'Está lista para que la revises.' },
  DAILY_SUMMARY: { title: 'Tu resumen diario', body: 'Mira cómo les fue a tus clientes.' },
};

const PUSH_TEXTS_DE: PushTexts = {
  COACH_MESSAGE: { title: 'Neue Nachricht von deinem Coach', body: 'Öffne Spotter, um sie zu lesen.' },
  FEEDBACK_REPLY: { title: 'Dein Coach hat auf dein Feedback geantwortet', body: 'Öffne Spotter, um es zu lesen.' },
  WORKOUT_REMINDER: { title: 'Heute Training', body: 'Für heute ist ein Training geplant.' },
  CHECK_IN_DUE: { title: 'Dein Check-in ist heute fällig', body: 'Er dauert etwa eine Minute.' },
  CLIENT_MESSAGE: { title: 'Neue Nachricht von einem Kunden', body: 'Öffne Spotter, um sie zu lesen.' },
  CLIENT_FEEDBACK: { title: 'Neues Trainingsfeedback', body: 'Ein Kunde hat ein Training kommentiert.' },
  CHECK_IN_SUBMITTED: { title: 'Ein Kunde hat seinen Check-in gesendet', body: 'Er ist bereit zum Ansehen.' },
  DAILY_SUMMARY: { title: 'Deine Tageszusammenfassung', body: 'Sieh dir an, wie es deinen Kunden ging.' },
};

const BY_LOCALE: Record<Locale, PushTexts> = { en: PUSH_TEXTS, es: PUSH_TEXTS_ES, de: PUSH_TEXTS_DE };

const cut = (s: string, n: number) => (s.length > n ? `${s.slice(0, n - 1).trimEnd()}…` : s);

/** The payload shown: the safe text (the event's, or this one's own), or the detail (sender and words) for a user who opted in. */
export function pushPayload(
  event: PushEvent,
  url: string,
  tag: string,
  detail: { title: string; body: string } | null,
  safe?: { title: string; body: string },
  locale: Locale | null = null,
): PushPayload {
  const text = detail ?? safe ?? BY_LOCALE[locale ?? 'en'][event];
  return { title: cut(text.title, 120), body: cut(text.body, 240), url, tag };
}
