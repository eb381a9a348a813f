// The server's and the shared zod schemas' messages in the user's language (docs/translations.md,
// "Validation and server messages"). The API answers in English for its consumers; the web app
// looks each message up here by its English wording and shows the translation. A wording with
// values ("First name must be at most 100 characters") is matched as a pattern, and a field's
// name inside it is translated too. A message not listed stays English.
import { escapeRegExp } from '#shared/escape-reg-exp';
import { args, i18n, locale, setServerMessageTranslator } from './i18n.ts';

/**
 * The English wordings, as src/shared/schemas and the server write them (test/web/i18n/sign-in-language.test.tsx
 * checks them against the schemas' constants). `{name}` marks a value taken from the message.
 */
const ENGLISH = {
  // Sign-in, sign-up, password reset and change (src/shared/schemas/auth.ts, services/auth).
  passwordTooShort: 'Password must be at least 8 characters',
  passwordTooLong: 'Password must be at most {max} characters',
  passwordRequired: 'Password is required',
  badLogin: 'Invalid email or password',
  emailRequired: 'Email is required',
  emailTooLong: 'Email is too long',
  emailInvalid: 'Please enter a valid email address',
  emailTaken: 'An account with this email already exists',
  registrationClosed: 'Sign-up is closed on this server. Ask its owner for an account.',
  inviteOnly: 'Sign-up on this server is by invitation only. Open the link from your invitation e-mail, or ask the server’s owner for one.',
  inviteInvalid: 'This invitation link is not valid: it was already used, it expired, or it was mistyped. Ask for a new one.',
  resetInvalid: 'Invalid or expired reset link',
  resetLinkInvalid: 'Invalid reset link',
  currentPasswordRequired: 'Current password is required',
  currentPasswordWrong: 'Current password is incorrect',
  deletionMismatch: 'Type the e-mail address of this account exactly to confirm.',
  tooManySignIns: 'Too many failed sign-in attempts. Please wait 15 minutes and try again.',
  tooManySignInsAccount: 'Too many failed sign-in attempts for this account. Please wait 15 minutes, or choose a new password with "Forgot password?".',
  tooManyResets: 'Too many reset requests. Please wait an hour and try again.',
  tooManyAccounts: 'Too many accounts created from this address. Please try again later.',
  tooManyLinks: 'Too many link requests. Please wait an hour and try again.',
  tooManyPasswords: 'Too many wrong current passwords. Please wait 15 minutes and try again.',
  // Any screen (src/server/errors.ts ERROR_TEXTS).
  internal: 'Something went wrong on our side. Please try again.',
  unavailable: 'The service is temporarily unavailable. Please try again in a few seconds.',
  signIn: 'Please sign in to continue',
  // A named field (src/shared/schemas/common.ts ZName, ZOptionalText).
  required: '{label} is required',
  tooLongField: '{label} must be at most {max} characters',
  notText: '{label} must be text',
  unsafeName: '{label} cannot contain control characters (such as line breaks or tabs) or text-direction overrides',
  // Forms of both apps.
  badColor: 'Please enter a colour as #RRGGBB',
  messageRequired: 'Message text is required',
  messageTooLong: 'A message must be at most {max} characters',
  metricInFuture: 'A value cannot be logged for a future day',
  testInFuture: 'A test cannot be dated in the future',
  photoInFuture: 'A photo cannot be dated on a future day',
  mealInFuture: 'Meals cannot be logged on future days',
  mealTooOld: 'Meals can be logged for the latest {weeks} weeks only',
  tickInFuture: 'A habit cannot be ticked for a future day',
  tickOutside: 'The habit does not run on that day',
  timesPerWeek: 'timesPerWeek must be a whole number from 1 to 7',
  resultRequired: 'Please enter a result',
  futureNeedsStartEarly: 'This workout is scheduled for a later day. Use Start Early to do it today.',
  missedReadOnly: 'This workout has been marked as missed and cannot be completed.',
  endBeforeStart: 'End date cannot be before the start date',
  checkInAlreadySent: 'This check-in was already sent',
  checkInNotDue: 'This check-in is not due on that date',
  accessLinkExpired: 'This access link has expired. Please ask your coach for a new one.',
  accessLinkInvalid: 'This access link is not valid. It may have been replaced by a newer one: please ask your coach for a new link.',
  // The names of fields the messages above put in {label}.
  labelFirstName: 'First name',
  labelLastName: 'Last name',
  labelPhone: 'Phone number',
  labelBio: 'Bio',
  labelQualifications: 'Qualifications',
  labelBusinessName: 'Business name',
  labelTagline: 'Tagline',
  labelAbout: 'About',
  labelName: 'Name',
  labelNotes: 'Notes',
  labelInstructions: 'Instructions',
  labelDescription: 'Description',
  labelWorkoutName: 'Workout name',
  labelPlanName: 'Plan name',
  labelExerciseName: 'Exercise name',
  labelFeedback: 'Feedback',
  labelTarget: 'Target',
} as const;

type Key = keyof typeof ENGLISH;

const namesIn = (text: string): string[] => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);

/** A text with values becomes a function of them (args), as the catalogue test and translators expect. */
const source = Object.fromEntries(Object.entries(ENGLISH).map(([key, text]) => [key, namesIn(text).length ? args(...namesIn(text))(text) : text])) as Record<Key, string>;

export const validationMessages = i18n('common/validation', source);

/** Subscribed for the life of the page, so the store follows the language without a screen reading it. */
validationMessages.listen(() => {});

/** Each wording as a pattern: its values are captured where its `{name}`s stand. */
const PATTERNS = (Object.keys(ENGLISH) as Key[]).map((key) => {
  const text = ENGLISH[key];
  const pattern = new RegExp(`^${escapeRegExp(text).replace(/\\\{\w+\\\}/g, '(.+?)')}$`);
  return { key, pattern, names: namesIn(text) };
});
const LABELS = new Map((Object.keys(ENGLISH) as Key[]).filter((key) => key.startsWith('label')).map((key) => [ENGLISH[key] as string, key]));

/** The message in the current language; itself when it is not listed or the language is English. */
export function translateMessage(message: string): string {
  if (locale.get() === 'en') return message;
  const texts = validationMessages.get() as unknown as Record<Key, string | ((...values: string[]) => string)>;
  for (const { key, pattern, names } of PATTERNS) {
    const match = pattern.exec(message);
    if (!match) continue;
    const text = texts[key];
    if (typeof text === 'string') return names.length ? message : text;
    const values = match.slice(1);
    // A field's name is translated too; a field not listed leaves the whole message English
    // rather than half translated.
    const labelKeys = values.map((value, i) => (names[i] === 'label' ? LABELS.get(value) : undefined));
    if (names.some((name, i) => name === 'label' && !labelKeys[i])) continue;
    return text(...values.map((value, i) => (labelKeys[i] ? (texts[labelKeys[i]] as string) : value)));
  }
  return message;
}

setServerMessageTranslator(translateMessage);
