// Weekly check-in due dates (docs/check-ins.md). Due dates are calendar dates in the client's own
// zone, carried as 00:00 UTC of that date like scheduled workouts (docs/time-zones.md), so "every
// N weeks on a Monday" is plain whole-day arithmetic: a DST change (a 23- or 25-hour day) moves
// nothing. Only "today" depends on the zone: `localToday(now, zone)` by the caller.

const DAY_MS = 86_400_000;

export interface DueRule {
  /** The first due date (00:00 UTC of the local date). */
  firstDue: Date;
  /** Due dates before it are not asked for (set on resume). */
  activeFrom: Date;
  everyWeeks: number;
}

/** ISO weekday of a calendar date: 1 Monday … 7 Sunday. */
export const isoWeekday = (day: Date): number => ((day.getUTCDay() + 6) % 7) + 1;

export const addDays = (day: Date, days: number): Date => new Date(day.getTime() + days * DAY_MS);

/** Whole days from a to b (calendar dates). */
export const daysBetween = (a: Date, b: Date): number => Math.round((b.getTime() - a.getTime()) / DAY_MS);

/** The first date on or after `from` that falls on `weekday` (1 Monday … 7 Sunday). */
export function firstWeekdayOnOrAfter(from: Date, weekday: number): Date {
  return addDays(from, (weekday - isoWeekday(from) + 7) % 7);
}

/** The latest due date on or before `day` that is asked for (not before activeFrom), or null. */
export function dueOnOrBefore(rule: DueRule, day: Date): Date | null {
  const step = 7 * rule.everyWeeks;
  const n = daysBetween(rule.firstDue, day);
  if (n < 0) return null;
  const due = addDays(rule.firstDue, n - (n % step));
  return due < rule.activeFrom ? null : due;
}

/** The first due date after `day` that is asked for. */
export function dueAfter(rule: DueRule, day: Date): Date {
  const step = 7 * rule.everyWeeks;
  const from = day < rule.activeFrom ? addDays(rule.activeFrom, -1) : day;
  const n = daysBetween(rule.firstDue, from);
  if (n < 0) return rule.firstDue;
  return addDays(rule.firstDue, n - (n % step) + step);
}

/** Whether `day` is one of the rule's due dates that is asked for. */
export function isDueDate(rule: DueRule, day: Date): boolean {
  const n = daysBetween(rule.firstDue, day);
  return n >= 0 && n % (7 * rule.everyWeeks) === 0 && day >= rule.activeFrom;
}

export type DueState = 'DUE' | 'OVERDUE' | 'UPCOMING';

/**
 * Where a schedule stands on the client's local `today`, given the latest due date already
 * answered: the open due date (today: DUE, earlier: OVERDUE), else the next one (UPCOMING).
 * An older unanswered due date is not asked for once a newer one has come: the client answers
 * the current week, not a backlog.
 */
export function dueState(rule: DueRule, today: Date, lastAnswered: Date | null): { state: DueState; dueDate: Date } {
  const current = dueOnOrBefore(rule, today);
  if (current && (!lastAnswered || lastAnswered < current)) return { state: current.getTime() === today.getTime() ? 'DUE' : 'OVERDUE', dueDate: current };
  return { state: 'UPCOMING', dueDate: dueAfter(rule, today) };
}

export const isoDate = (d: Date): string => d.toISOString().slice(0, 10);
export const dateOf = (iso: string): Date => new Date(`${iso}T00:00:00Z`);
