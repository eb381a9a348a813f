// Daily habits (docs/habits.md, ADR 0021): streaks and weekly adherence, pure functions over
// calendar days. Every day is the client's local calendar date written YYYY-MM-DD (the server
// reads "today" with localToday in the client's IANA zone), so a DST day (23 or 25 hours) is
// still one day: all arithmetic here is whole days between dates, never instants.
// Shared by the server (answers, the check-in review) and the screens (optimistic ticks).

export type HabitFrequency = 'DAILY' | 'WEEKLY';

/** What the rules need of a habit: its frequency and its local start and end days. */
export interface HabitRule {
  frequency: HabitFrequency;
  /** 1–7 for WEEKLY, null for DAILY. */
  timesPerWeek: number | null;
  /** The first day the habit is expected (YYYY-MM-DD). */
  startsOn: string;
  /** The first day it is no longer expected (ended by the coach); null while it runs. */
  endedOn: string | null;
}

export interface Adherence {
  completed: number;
  expected: number;
}

export interface Streak {
  /** Consecutive days (DAILY) or weeks (WEEKLY) meeting the frequency, up to today. */
  count: number;
  unit: 'days' | 'weeks';
}

const DAY_MS = 86_400_000;

export const HABIT_NAME_MAX = 80;
export const HABIT_TARGET_MAX = 80;

/** Day number (days since 1970-01-01) of a YYYY-MM-DD date. */
export const dayNumber = (iso: string): number => Math.round(Date.parse(`${iso}T00:00:00Z`) / DAY_MS);
/** YYYY-MM-DD of a day number. */
export const isoOfDay = (n: number): string => new Date(n * DAY_MS).toISOString().slice(0, 10);
/** YYYY-MM-DD of a calendar date carried as 00:00 UTC (a DATE column, localToday). */
export const isoOfDate = (d: Date): string => d.toISOString().slice(0, 10);
/** Adds whole days to a YYYY-MM-DD date. */
export const addDays = (iso: string, days: number): string => isoOfDay(dayNumber(iso) + days);

/** The Monday (YYYY-MM-DD) of the Monday–Sunday week holding `iso`. */
export function mondayOf(iso: string): string {
  const n = dayNumber(iso);
  // 1970-01-01 was a Thursday: day n's weekday, Monday = 0.
  const weekday = (((n + 3) % 7) + 7) % 7;
  return isoOfDay(n - weekday);
}

/** Whether the habit is expected on `iso` (on or after its start, before its end). */
export const isActiveOn = (h: Pick<HabitRule, 'startsOn' | 'endedOn'>, iso: string): boolean => iso >= h.startsOn && (h.endedOn === null || iso < h.endedOn);

/** How many of the days from..to (inclusive) the habit is expected on. */
function activeDays(h: HabitRule, from: string, to: string): number {
  const start = Math.max(dayNumber(from), dayNumber(h.startsOn));
  const end = Math.min(dayNumber(to), h.endedOn === null ? Number.POSITIVE_INFINITY : dayNumber(h.endedOn) - 1);
  return Math.max(0, end - start + 1);
}

const countTicks = (ticks: ReadonlySet<string>, h: HabitRule, from: string, to: string): number => {
  let n = 0;
  for (const t of ticks) if (t >= from && t <= to && isActiveOn(h, t)) n++;
  return n;
};

/**
 * Adherence of one habit over the days from..to (inclusive, clipped to the days it runs):
 * - DAILY: expected = the days it runs in the range that have come (through `today`);
 *   completed = ticked ones among them.
 * - WEEKLY (N a week): per Monday–Sunday week touching the range, expected = N, or fewer when the
 *   habit runs on fewer days of that week inside the range (started on a Friday: at most 3);
 *   completed = ticks in that week, at most its expected (a fourth tick of "3 a week" is not 133 %).
 * A week's N is due by its Sunday, so a week in progress already expects N.
 */
export function habitAdherence(h: HabitRule, ticks: ReadonlySet<string>, from: string, to: string, today: string): Adherence {
  if (h.frequency === 'DAILY') {
    const last = to < today ? to : today;
    if (last < from) return { completed: 0, expected: 0 };
    return { completed: countTicks(ticks, h, from, last), expected: activeDays(h, from, last) };
  }
  const perWeek = h.timesPerWeek ?? 7;
  let completed = 0;
  let expected = 0;
  for (let monday = mondayOf(from); monday <= to; monday = addDays(monday, 7)) {
    const sunday = addDays(monday, 6);
    const a = monday < from ? from : monday;
    const b = sunday > to ? to : sunday;
    const weekExpected = Math.min(perWeek, activeDays(h, a, b));
    expected += weekExpected;
    completed += Math.min(weekExpected, countTicks(ticks, h, a, b));
  }
  return { completed, expected };
}

/** Adherence in the Monday–Sunday week holding `today` (the client's local today). */
export const thisWeekAdherence = (h: HabitRule, ticks: ReadonlySet<string>, today: string): Adherence => {
  const monday = mondayOf(today);
  return habitAdherence(h, ticks, monday, addDays(monday, 6), today);
};

/**
 * The current streak as of `today`: consecutive days ticked (DAILY) or weeks with the week's
 * expected ticks (WEEKLY), counting back from today, or from yesterday / last week while today's
 * tick or this week's count is still open, so a streak does not drop at midnight. An ended habit
 * counts up to its last day.
 */
export function habitStreak(h: HabitRule, ticks: ReadonlySet<string>, today: string): Streak {
  const last = h.endedOn !== null && h.endedOn <= today ? addDays(h.endedOn, -1) : today;
  if (last < h.startsOn) return { count: 0, unit: h.frequency === 'DAILY' ? 'days' : 'weeks' };
  if (h.frequency === 'DAILY') {
    let day = ticks.has(last) ? last : addDays(last, -1);
    let count = 0;
    while (day >= h.startsOn && ticks.has(day)) {
      count++;
      day = addDays(day, -1);
    }
    return { count, unit: 'days' };
  }
  const met = (monday: string) => {
    const a = habitAdherence(h, ticks, monday, addDays(monday, 6), last);
    return a.expected > 0 && a.completed >= a.expected;
  };
  let monday = mondayOf(last);
  if (!met(monday)) monday = addDays(monday, -7);
  let count = 0;
  while (addDays(monday, 6) >= h.startsOn && met(monday)) {
    count++;
    monday = addDays(monday, -7);
  }
  return { count, unit: 'weeks' };
}

/** Adds adherences (the check-in review sums every habit of the week). */
export const sumAdherence = (list: readonly Adherence[]): Adherence =>
  list.reduce((acc, a) => ({ completed: acc.completed + a.completed, expected: acc.expected + a.expected }), { completed: 0, expected: 0 });
