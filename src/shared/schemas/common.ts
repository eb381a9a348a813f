import { isValidTimeZone } from '../time-zone-name.ts';
import { z } from 'zod';
import { EMAIL_MAX_LENGTH, ID_MAX_LENGTH, NAME_MAX_LENGTH } from '../limits.ts';

/** Row ids are cuid strings; anything else is refused before it reaches the database. */
export const ZId = z
  .string({ error: 'id must be a string' })
  .min(1, 'id is required')
  .max(ID_MAX_LENGTH, 'id is too long')
  .regex(/^[A-Za-z0-9_-]+$/, 'id has invalid characters');

/**
 * A row id sent under another name (planId, workoutSessionId…): its messages name that field.
 * `required` is what a missing one says (e.g. a program entry's planId: null for a rest day).
 */
export const ZIdField = (field: string, required = `${field} is required`) =>
  z
    .string({ error: (iss) => (iss.input === undefined ? required : `${field} must be a string`) })
    .min(1, required)
    .max(ID_MAX_LENGTH, `${field} is too long`)
    .regex(/^[A-Za-z0-9_-]+$/, `${field} has invalid characters`);

export const ZEmail = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .max(EMAIL_MAX_LENGTH, 'Email is too long')
  .pipe(z.email({ error: 'Please enter a valid email address' }))
  .transform((e) => e.toLowerCase());

/**
 * What a name or label (a person's, a business's, an exercise's, a plan's or program's, a
 * category, an equipment or muscle-group entry, a test's) may not hold: control characters (a
 * name is one line: line breaks, tabs, escapes and NUL) and the text-direction embeddings,
 * overrides and isolates (U+202A–U+202E, U+2066–U+2069), with which "Squat" can show as another
 * name or make the text after it run backwards. Right-to-left names need none of them (the
 * left-to-right and right-to-left marks U+200E/U+200F stay allowed).
 */
// oxlint-disable-next-line no-control-regex -- control characters are what it looks for
const UNSAFE_IN_NAME = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;
export const hasUnsafeNameCharacters = (text: string): boolean => UNSAFE_IN_NAME.test(text);
export const unsafeNameMessage = (label: string) => `${label} cannot contain control characters (such as line breaks or tabs) or text-direction overrides`;
/** Refuses a name holding what `hasUnsafeNameCharacters` finds, saying which field. */
export const safeName = <T extends z.ZodType<string | null | undefined>>(schema: T, label: string) =>
  schema.refine((text) => typeof text !== 'string' || !hasUnsafeNameCharacters(text), unsafeNameMessage(label));

export const ZName = (label: string) =>
  safeName(
    z
      .string({ error: `${label} is required` })
      .trim()
      .min(1, `${label} is required`)
      .max(NAME_MAX_LENGTH, `${label} must be at most ${NAME_MAX_LENGTH} characters`),
    label,
  );

/** An optional name (a client's last name): as ZOptionalText, refusing what ZName refuses. */
export const ZOptionalName = (max: number, label: string) => safeName(ZOptionalText(max, label), label);

/** Optional free text: trimmed, blank becomes null. */
export const ZOptionalText = (max: number, label = 'Text') =>
  z
    .string({ error: `${label} must be text` })
    .max(max, `${label} must be at most ${max} characters`)
    .transform((s) => (s.trim() === '' ? null : s.trim()))
    .nullish();

export const ZOk = z.object({ ok: z.literal(true) }).meta({ id: 'Ok' });

/**
 * Instants the database and JavaScript both store and read back unchanged: four-digit years.
 * (Year 0, negative years and JavaScript's extreme dates made the database write, or reading the
 * row back, fail.)
 */
export const isStorableDate = (d: Date): boolean => {
  const year = d.getUTCFullYear();
  return year >= 1000 && year <= 9999;
};
export const storableDateMessage = (label: string) => `${label} must be a date between the years 1000 and 9999`;

/** Does the calendar date at the start of an ISO text exist (no 30 February)? Other text passes. */
export function isoCalendarDateExists(text: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?!\d)/.exec(text);
  if (!m) return true;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const d = new Date(Date.UTC(2000, month - 1, day));
  d.setUTCFullYear(year);
  return month >= 1 && month <= 12 && d.getUTCMonth() === month - 1 && d.getUTCDate() === day;
}

/** An IANA time zone name (docs/time-zones.md); kept here so the zone maths stays free of zod. */
export const ZTimeZone = z.string().trim().min(1, 'Time zone is required').max(64, 'Time zone is too long').refine(isValidTimeZone, 'Unknown time zone');
