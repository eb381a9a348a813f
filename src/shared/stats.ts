// Statistics of docs/product.md §9 and the coach dashboard (docs/product.md §2, §4), written once and used by the
// server feeds and the screens. Pure functions: no clock, no database. Percentages are 0–100.

export type SessionStatus = 'SCHEDULED' | 'IN_PROGRESS' | 'COMPLETED' | 'SKIPPED' | 'MISSED';

import type { ProgressStatus } from './dashboard-stats.ts';
import { DEFAULT_TIME_ZONE, localToday, localWeekRange } from './time-zone.ts';

// The dashboard's stat cards and status labels, apart so the dashboard does not load the time-zone
// code the rest of this module needs (docs/performance.md, "Web delivery").
export { dashboardStats, type ProgressStatus } from './dashboard-stats.ts';

const DAY_MS = 86_400_000;

/** 00:00 UTC of the day containing `d` (docs/product.md §9: today is computed in UTC). */
export function startOfUtcDay(d: Date): Date {
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()));
}

/** Monday 00:00 UTC of the week containing `d` (docs/product.md §9: the week starts on Monday). */
export function startOfUtcWeek(d: Date): Date {
  const day = startOfUtcDay(d);
  const mondayOffset = (day.getUTCDay() + 6) % 7;
  return new Date(day.getTime() - mondayOffset * DAY_MS);
}

export function addDays(d: Date, days: number): Date {
  return new Date(d.getTime() + days * DAY_MS);
}

/** Whole UTC days from `scheduled`'s day to `now`'s day (positive when overdue). */
export function daysOverdue(scheduled: Date, now: Date): number {
  return Math.round((startOfUtcDay(now).getTime() - startOfUtcDay(scheduled).getTime()) / DAY_MS);
}

/** A session this many whole days overdue is no longer shown as overdue but as missed (docs/product.md §9: badge 1 to 3 days). */
export const MISSED_AFTER_DAYS = 3;

/**
 * Sessions scheduled (calendar date at 00:00 UTC) before this and still open are more than 3
 * days overdue: 3 days have passed since the end of their local day in the user's zone.
 */
export function missedCutoff(now: Date, timeZone: string = DEFAULT_TIME_ZONE): Date {
  return addDays(localToday(now, timeZone), -MISSED_AFTER_DAYS);
}

const clampPct = (n: number) => Math.max(0, Math.min(100, n));

/** Share of a session's exercises completed, 0–100 (an empty session counts as 0). */
export function sessionCompletion(completedExercises: number, exerciseCount: number): number {
  if (exerciseCount <= 0) return 0;
  return clampPct((completedExercises / exerciseCount) * 100);
}

export interface SessionCompletionInput {
  status: SessionStatus;
  completedExercises: number;
  exerciseCount: number;
}

/**
 * docs/product.md §9, coach client view: mean of completed/total exercises per non-skipped session,
 * rounded. No session counted gives 0.
 */
export function workoutAverageCompletion(sessions: readonly SessionCompletionInput[]): number {
  const counted = sessions.filter((s) => s.status !== 'SKIPPED');
  if (counted.length === 0) return 0;
  const sum = counted.reduce((acc, s) => acc + sessionCompletion(s.completedExercises, s.exerciseCount), 0);
  return Math.round(sum / counted.length);
}

/** docs/product.md §9: today's food entries over the program's mealsPerDay, capped at 100 (0 without a target). */
export function foodCompletion(todayEntries: number, mealsPerDay: number): number {
  if (mealsPerDay <= 0) return 0;
  return Math.round(clampPct((todayEntries / mealsPerDay) * 100));
}

/** docs/product.md §9: mean of workout and food completion, capped at 100. */
export function generalAverage(workoutPct: number, foodPct: number): number {
  return Math.round(clampPct((workoutPct + foodPct) / 2));
}

/** docs/product.md §9, client dashboard: completed sessions over all sessions, rounded (0 without sessions). */
export function clientAvgWorkoutCompletion(statuses: readonly SessionStatus[]): number {
  if (statuses.length === 0) return 0;
  return Math.round((statuses.filter((s) => s === 'COMPLETED').length / statuses.length) * 100);
}

/** docs/product.md §9: weekly food target = mealsPerDay × 7; percentage of it logged, capped at 100. */
export function weeklyFoodTracking(entriesThisWeek: number, mealsPerDay: number): { target: number; percent: number } {
  const target = Math.max(0, mealsPerDay) * 7;
  return { target, percent: target === 0 ? 0 : Math.round(clampPct((entriesThisWeek / target) * 100)) };
}

/** docs/product.md §9: daily meals percentage = logged meals over mealsPerDay (not capped: 4 of 3 is 133). */
export function dailyMealsPercent(entriesToday: number, mealsPerDay: number): number {
  if (mealsPerDay <= 0) return 0;
  return Math.round((entriesToday / mealsPerDay) * 100);
}

/** docs/product.md §9: total minutes of non-skipped sessions completed this (Monday-start, UTC) week. */
export function totalTimeThisWeek(sessions: readonly { status: SessionStatus; completedAt: Date | null; duration: number | null }[], now: Date, timeZone: string = DEFAULT_TIME_ZONE): number {
  // The user's local Monday-start week (docs/time-zones.md); UTC by default.
  const { start, end } = localWeekRange(now, timeZone);
  const from = start.getTime();
  const to = end.getTime();
  return sessions.filter((s) => s.status === 'COMPLETED' && s.completedAt && s.completedAt.getTime() >= from && s.completedAt.getTime() < to).reduce((acc, s) => acc + (s.duration ?? 0), 0);
}

// ---- Coach dashboard ----------------------------------------------------------------------

/** A finished assignment keeps its completed-* badge for this many days, then the client is ready for the next. */
export const COMPLETED_BADGE_DAYS = 7;
export const EXCELLENT_FROM = 80;
export const GOOD_FROM = 50;

export interface ProgressSession {
  status: SessionStatus;
  scheduledFor: Date;
}

export interface ProgressStatusInput {
  /** Sessions of the client's current (ASSIGNED or IN_PROGRESS) assignment; null when there is none. */
  current: readonly ProgressSession[] | null;
  /** The latest finished assignment: its completion rate and when it finished. */
  lastCompleted: { completionRate: number; completedAt: Date } | null;
  now: Date;
  /** The client's IANA zone: "today" is their local date (docs/time-zones.md). UTC by default. */
  timeZone?: string;
}

/**
 * The status badge rule (docs/product.md §4 values), one rule per value:
 * - With a current assignment, compare completed sessions with those due before today (the
 *   client's local date, docs/time-zones.md; the server counts them per client in SQL):
 *   - `active`: nothing was due yet and nothing is completed (the assignment has just started);
 *   - `ahead`: more sessions completed than were due (the client started some early);
 *   - `on-track`: every due session completed;
 *   - `behind`: fewer completed than due (skipped, missed or still open ones count against).
 * - Without one, the latest assignment finished within the last 7 days gives its grade:
 *   `completed-excellent` at a completion rate of 80 or more, `completed-good` at 50 or more,
 *   `completed-poor` below 50 (7 days are counted in hours since it finished, not in days).
 * - Otherwise (nothing assigned, or finished longer ago): `ready-for-next`.
 */
export function progressStatus({ current, lastCompleted, now, timeZone = DEFAULT_TIME_ZONE }: ProgressStatusInput): ProgressStatus {
  const today = localToday(now, timeZone).getTime();
  return progressStatusOf({
    current: current ? { due: current.filter((s) => s.scheduledFor.getTime() < today).length, completed: current.filter((s) => s.status === 'COMPLETED').length } : null,
    lastCompleted,
    now,
  });
}

/**
 * progressStatus from counts (SQL aggregates): the current assignment's sessions due before the
 * client's local today (services/workouts/session-aggregates.ts counts them in the client's zone)
 * and completed.
 */
export function progressStatusOf({ current, lastCompleted, now }: Omit<ProgressStatusInput, 'current' | 'timeZone'> & { current: { due: number; completed: number } | null }): ProgressStatus {
  if (current) {
    const { due, completed: done } = current;
    if (due === 0 && done === 0) return 'active';
    if (done > due) return 'ahead';
    if (done === due) return 'on-track';
    return 'behind';
  }
  if (lastCompleted && now.getTime() - lastCompleted.completedAt.getTime() <= COMPLETED_BADGE_DAYS * DAY_MS) {
    if (lastCompleted.completionRate >= EXCELLENT_FROM) return 'completed-excellent';
    if (lastCompleted.completionRate >= GOOD_FROM) return 'completed-good';
    return 'completed-poor';
  }
  return 'ready-for-next';
}

/**
 * Statuses that finish a session for progress (docs/product.md, "Progress and adherence"): the
 * client completed it or chose to skip it. A missed session is not finished: nobody did it.
 */
export const FINISHED_STATUSES: readonly SessionStatus[] = ['COMPLETED', 'SKIPPED'];

/** Progress: share of an assignment's sessions that are finished (completed or skipped; never missed). */
export function assignmentProgress(sessions: readonly { status: SessionStatus }[]): number {
  return assignmentProgressOf(sessions.filter((s) => FINISHED_STATUSES.includes(s.status)).length, sessions.length);
}

/** assignmentProgress from counts: finished sessions over all sessions of the assignment. */
export function assignmentProgressOf(finished: number, total: number): number {
  return total <= 0 ? 0 : Math.round((finished / total) * 100);
}

/**
 * Adherence: of the sessions that were due (scheduled before the client's local today), the share
 * completed. Skipped and missed ones count as not done; none due gives null (nothing to judge yet).
 */
export function adherenceOf(completedDue: number, due: number): number | null {
  return due <= 0 ? null : Math.round((Math.min(completedDue, due) / due) * 100);
}

/** Unread notification badge text of the sidebar (docs/product.md §2: '9+' above 9; nothing at 0). */
export function unreadBadge(count: number): string | null {
  if (count <= 0) return null;
  return count > 9 ? '9+' : String(count);
}

/**
 * Which sessions count towards a completion rate: never a skipped one (docs/product.md §9), and a
 * scheduled one only once its day has passed (today's workout is not yet a failure).
 */
export function countsForCompletion(s: { status: SessionStatus; scheduledFor: Date }, now: Date, timeZone: string = DEFAULT_TIME_ZONE): boolean {
  if (s.status === 'SKIPPED') return false;
  if (s.status === 'SCHEDULED') return s.scheduledFor.getTime() < localToday(now, timeZone).getTime();
  return true;
}

/**
 * The status a read presents: an open (SCHEDULED or IN_PROGRESS) session scheduled before
 * missedCutoff is MISSED, whether or not the missed-workout check has marked it yet (reads never
 * write; the check runs on a schedule, docs/query-performance.md).
 */
export function presentedStatus(s: { status: SessionStatus; scheduledFor: Date }, now: Date, timeZone: string = DEFAULT_TIME_ZONE): SessionStatus {
  if ((s.status === 'SCHEDULED' || s.status === 'IN_PROGRESS') && s.scheduledFor.getTime() < missedCutoff(now, timeZone).getTime()) return 'MISSED';
  return s.status;
}

/**
 * workoutAverageCompletion from SQL aggregates: the sum of the per-session percentages
 * (sessionCompletion) of the counted sessions and their number. Same rounding, 0 without any.
 */
export function averageFromSum(percentSum: number, counted: number): number {
  return counted <= 0 ? 0 : Math.round(percentSum / counted);
}
