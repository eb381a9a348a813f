// Day arithmetic for client workouts. Scheduled dates are calendar days stored at 00:00 UTC;
// "today" is the user's local date in their zone (UTC when unknown), docs/time-zones.md.
// localToday from its own module, not time-zone.ts: Today's first screen needs only it (local-today.ts).
import { localToday } from './local-today.ts';
import { DEFAULT_TIME_ZONE } from './time-zone-name.ts';

export const DAY_MS = 86_400_000;
/** docs/product.md §9: the overdue badge covers 1 to 3 days; later, a session becomes MISSED. */
export const OVERDUE_MAX_DAYS = 3;
/** docs/product.md §9: upcoming window. */
export const UPCOMING_WINDOW_DAYS = 7;

export const utcDayStart = (d: Date): Date => new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()));

/** Whole UTC days from `from`'s day to `to`'s day (positive when `to` is later). */
export const utcDaysBetween = (from: Date, to: Date): number => Math.round((utcDayStart(to).getTime() - utcDayStart(from).getTime()) / DAY_MS);

export const isSameUtcDay = (a: Date, b: Date): boolean => utcDaysBetween(a, b) === 0;

/** Monday 00:00 UTC of the week holding `d`. */
export function utcWeekStart(d: Date): Date {
  const day = utcDayStart(d);
  const mondayOffset = (day.getUTCDay() + 6) % 7;
  return new Date(day.getTime() - mondayOffset * DAY_MS);
}

/** docs/product.md §2 Today: 'On Time' on the day, 'N day(s) overdue' for 1–3 days late, nothing after. */
export function latenessLabel(scheduledFor: Date, now: Date, timeZone: string = DEFAULT_TIME_ZONE): string | null {
  const late = lateDays(scheduledFor, now, timeZone);
  if (late === 0) return 'On Time';
  if (late !== null) return `${late} ${late === 1 ? 'day' : 'days'} overdue`;
  return null;
}

/** The days a workout is late, 0 to 3, or null after that: what latenessLabel words, for a translated label. */
export function lateDays(scheduledFor: Date, now: Date, timeZone: string = DEFAULT_TIME_ZONE): number | null {
  const late = utcDaysBetween(scheduledFor, localToday(now, timeZone));
  return late >= 0 && late <= OVERDUE_MAX_DAYS ? late : null;
}

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 'MMM d' in UTC, e.g. 'Mar 14'. */
export const shortDate = (d: Date): string => `${MONTHS[d.getUTCMonth()]} ${d.getUTCDate()}`;

/** docs/product.md §2 Upcoming day label: Today, Tomorrow, the weekday within 7 days, else 'MMM d'. */
export function upcomingDayLabel(scheduledFor: Date, now: Date, timeZone: string = DEFAULT_TIME_ZONE): string {
  const days = utcDaysBetween(localToday(now, timeZone), scheduledFor);
  if (days === 0) return 'Today';
  if (days === 1) return 'Tomorrow';
  if (days > 1 && days < UPCOMING_WINDOW_DAYS) return WEEKDAYS[scheduledFor.getUTCDay()]!;
  return shortDate(scheduledFor);
}

/** docs/product.md §2 Upcoming badge: Today, Tomorrow, 'This Week' within 7 days, else Upcoming. */
export function upcomingBadge(scheduledFor: Date, now: Date, timeZone: string = DEFAULT_TIME_ZONE): 'Today' | 'Tomorrow' | 'This Week' | 'Upcoming' | 'Overdue' {
  const days = utcDaysBetween(localToday(now, timeZone), scheduledFor);
  if (days < 0) return 'Overdue';
  if (days === 0) return 'Today';
  if (days === 1) return 'Tomorrow';
  if (days > 1 && days < UPCOMING_WINDOW_DAYS) return 'This Week';
  return 'Upcoming';
}

/**
 * docs/product.md §2 Upcoming: every SCHEDULED session not on today (the user's local day), ascending,
 * overdue ones included so that no due workout is hidden (issue 12).
 */
export function upcomingSessions<T extends { status: string; scheduledFor: Date }>(sessions: T[], now: Date, timeZone: string = DEFAULT_TIME_ZONE): T[] {
  const today = localToday(now, timeZone);
  return sessions.filter((s) => s.status === 'SCHEDULED' && utcDaysBetween(today, s.scheduledFor) !== 0).toSorted((a, b) => a.scheduledFor.getTime() - b.scheduledFor.getTime());
}

/**
 * docs/product.md §2 'This Week's Plan': the sessions from the user's local today through 7 days
 * on (calendar days in their zone; overdue ones are not "next"), and the period shown: from the
 * first of them (else today) to 7 days from today. `sessions` ascending, as upcomingSessions gives them.
 */
export function weekPlan<T extends { scheduledFor: Date }>(sessions: readonly T[], now: Date, timeZone: string = DEFAULT_TIME_ZONE): { count: number; from: Date; to: Date } {
  const today = localToday(now, timeZone);
  const inWindow = sessions.filter((s) => {
    const days = utcDaysBetween(today, s.scheduledFor);
    return days >= 0 && days <= UPCOMING_WINDOW_DAYS;
  });
  return { count: inWindow.length, from: inWindow[0] ? utcDayStart(inWindow[0].scheduledFor) : today, to: new Date(today.getTime() + UPCOMING_WINDOW_DAYS * DAY_MS) };
}

/** 'Start Early': the current time with seconds (and milliseconds) zeroed. */
export function startEarlyTime(now: Date): Date {
  const d = new Date(now);
  d.setUTCSeconds(0, 0);
  return d;
}

/** Whole minutes between two instants, never negative. */
export const minutesBetween = (from: Date, to: Date): number => Math.max(0, Math.round((to.getTime() - from.getTime()) / 60_000));
