// Food-log constants and pure helpers (SPEC §2, §5, §9), shared by the server and the web app.
export { FOOD_PHOTO_MAX_BYTES } from './limits.ts';

export const FOOD_DESCRIPTION_MAX = 2000;
/** Descriptions the app writes itself; the log hides them (SPEC §2). */
export const PLACEHOLDER_DESCRIPTIONS = ['Food photo', 'Food entry'] as const;
export const BLANK_DESCRIPTION = 'Food entry';
/** Server-made object names: 32 random bytes, base64url. */
export const OBJECT_KEY_PATTERN = '[A-Za-z0-9_-]{32,64}';
export const ACCEPTED_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

export const isPlaceholderDescription = (d: string | null | undefined) =>
  !d || (PLACEHOLDER_DESCRIPTIONS as readonly string[]).includes(d.trim());

const DAY_MS = 86_400_000;

/** UTC midnight of the day containing `d`. */
export const utcDay = (d: Date) => new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()));

/** Monday (UTC midnight) of the week containing `d` (SPEC §9: weeks start on Monday). */
export function mondayOf(d: Date): Date {
  const day = utcDay(d);
  const offset = (day.getUTCDay() + 6) % 7;
  return new Date(day.getTime() - offset * DAY_MS);
}

export const addDays = (d: Date, n: number) => new Date(d.getTime() + n * DAY_MS);

/** SPEC §9: a meal is logged at 12:00 UTC of the chosen day. */
export const mealTimeOf = (day: Date) => new Date(utcDay(day).getTime() + 12 * 3_600_000);

/** 'YYYY-MM-DD' of a UTC day, the key the log groups entries by. */
export const dayKey = (d: Date) => d.toISOString().slice(0, 10);
