// Food-log constants and pure helpers (docs/product.md §2, §5, §9), shared by the server and the web app.
export { FOOD_PHOTO_MAX_BYTES } from './limits.ts';

export const FOOD_DESCRIPTION_MAX = 2000;
/** Descriptions the app writes itself; the log hides them (docs/product.md §2). */
export const PLACEHOLDER_DESCRIPTIONS = ['Food photo', 'Food entry'] as const;
export const BLANK_DESCRIPTION = 'Food entry';
/** Server-made object names: 32 random bytes, base64url. */
export const OBJECT_KEY_PATTERN = '[A-Za-z0-9_-]{32,64}';
export const ACCEPTED_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

export const isPlaceholderDescription = (d: string | null | undefined) => !d || (PLACEHOLDER_DESCRIPTIONS as readonly string[]).includes(d.trim());

import { DEFAULT_TIME_ZONE, localDayStart, localTimeOn, localToday } from './time-zone.ts';

const DAY_MS = 86_400_000;

/** UTC midnight of the day containing `d`. */
export const utcDay = (d: Date) => new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()));

/** Monday (UTC midnight) of the week containing `d` (docs/product.md §9: weeks start on Monday). */
export function mondayOf(d: Date): Date {
  const day = utcDay(d);
  const offset = (day.getUTCDay() + 6) % 7;
  return new Date(day.getTime() - offset * DAY_MS);
}

export const addDays = (d: Date, n: number) => new Date(d.getTime() + n * DAY_MS);

/**
 * A meal is logged at 12:00 of the chosen day (00:00 UTC of the calendar date) in the user's
 * zone; UTC when unknown, docs/product.md §9's default (docs/time-zones.md).
 */
export const mealTimeOf = (day: Date, timeZone: string = DEFAULT_TIME_ZONE) => localTimeOn(utcDay(day), 12, timeZone);

/** 'YYYY-MM-DD' of a UTC day, the key the log groups entries by. */
export const dayKey = (d: Date) => d.toISOString().slice(0, 10);

/** docs/product.md §9: the food log covers the latest 8 weeks (Monday start), this one included. */
export const FOOD_LOG_WEEKS = 8;
export const MSG_MEAL_IN_FUTURE = 'Meals cannot be logged on future days';
export const MSG_MEAL_TOO_OLD = `Meals can be logged for the latest ${FOOD_LOG_WEEKS} weeks only`;

/**
 * The instants a meal may be logged at (issue 12): from Monday of the oldest of the 8 weeks to
 * the end of today. Days are UTC days until the per-user time zone lands (docs/product.md §9's default).
 */
export function foodLogWindow(now: Date, timeZone: string = DEFAULT_TIME_ZONE): { from: Date; until: Date } {
  // Local calendar days of the user (docs/time-zones.md), as the instants they begin.
  const today = localToday(now, timeZone);
  return { from: localDayStart(addDays(mondayOf(today), -7 * (FOOD_LOG_WEEKS - 1)), timeZone), until: localDayStart(addDays(today, 1), timeZone) };
}
