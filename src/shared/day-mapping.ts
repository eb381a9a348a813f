// Program schedule arithmetic (docs/product.md §4 "Program editing", §9): a program entry is stored as a
// 0-based week and a Monday-first dayOfWeek; the editor works with a 1-based day number.

export const DAYS_PER_WEEK = 7;
/** The day picker shows this many days a page; Prev/Next move by a page. */
export const DAY_PICKER_PAGE = 28;
/** The day selector of an existing entry offers Day 1 to Day 30. */
export const DAY_SELECTOR_MAX = 30;

export interface WeekDay {
  week: number;
  dayOfWeek: number;
}

/** week = floor((dayOffset-1)/7); dayOfWeek = (dayOffset-1) mod 7. */
export function dayOffsetToWeekDay(dayOffset: number): WeekDay {
  if (!Number.isInteger(dayOffset) || dayOffset < 1) throw new RangeError(`dayOffset must be a whole number from 1, got ${dayOffset}`);
  return { week: Math.floor((dayOffset - 1) / DAYS_PER_WEEK), dayOfWeek: (dayOffset - 1) % DAYS_PER_WEEK };
}

/** The inverse: the 1-based day number of a stored entry. */
export function weekDayToDayOffset({ week, dayOfWeek }: WeekDay): number {
  return week * DAYS_PER_WEEK + dayOfWeek + 1;
}

/** 'Monday' … 'Sunday' for dayOfWeek 0..6. */
export const WEEKDAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
export const WEEKDAY_SHORT = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;

/**
 * After a drag-reorder, entries take the day numbers 1..n in their new order (docs/product.md §4), so their
 * week and dayOfWeek follow.
 */
export function renumberEntries<T extends { dayOffset: number }>(entries: readonly T[]): (T & WeekDay)[] {
  return entries.map((entry, i) => ({ ...entry, dayOffset: i + 1, ...dayOffsetToWeekDay(i + 1) }));
}

/** The days 1-based of the picker page starting at `pageStart` (1, 29, 57…). */
export function pickerPage(pageStart: number): number[] {
  return Array.from({ length: DAY_PICKER_PAGE }, (_, i) => pageStart + i);
}

/** Weekdays quick-select: the first five days of every seven on the page (Mon–Fri). */
export function weekdaysOfPage(pageStart: number): number[] {
  return pickerPage(pageStart).filter((d) => (d - 1) % DAYS_PER_WEEK < 5);
}

/** Number of weeks a schedule spans (at least one). */
export function weeksSpanned(entries: readonly { week: number }[]): number {
  return entries.reduce((max, e) => Math.max(max, e.week + 1), 1);
}
