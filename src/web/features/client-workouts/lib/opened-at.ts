// Issue 12: a workout's duration runs from opening it (or starting it: Start Early, the first
// tick), not from the first tick alone, which made "Finished in 0 min" common. The moment Today
// first showed an open session is kept on the device (local storage, so a tab the phone closed
// mid-workout keeps it). An opening long before the first tick (the app looked at in the morning,
// the workout done in the evening) does not count.
import { minutesBetween } from '#shared/workout-dates';

/** An opening more than this long before the workout was started is a different visit. */
export const OPENED_COUNTS_WITHIN_MS = 3 * 3_600_000;
const key = (sessionId: string) => `workout_opened:${sessionId}`;

function read(sessionId: string): Date | null {
  try {
    const raw = window.localStorage.getItem(key(sessionId));
    const d = raw ? new Date(raw) : null;
    return d && !Number.isNaN(d.getTime()) ? d : null;
  } catch {
    return null;
  }
}

/** Records the first time this session was opened on this device; later calls keep it. */
export function markOpened(sessionId: string, at: Date): void {
  try {
    if (!read(sessionId)) window.localStorage.setItem(key(sessionId), at.toISOString());
  } catch {
    // Storage disabled: the duration falls back to the start.
  }
}

export function forgetOpened(sessionId: string): void {
  try {
    window.localStorage.removeItem(key(sessionId));
  } catch {
    // Nothing kept.
  }
}

/** Minutes from opening or starting (whichever came first) to `end`; undefined when neither is known. */
export function workoutMinutes(sessionId: string, startedAt: Date | null, end: Date): number | undefined {
  const opened = read(sessionId);
  const openedCounts = opened && opened <= end && (!startedAt || startedAt.getTime() - opened.getTime() <= OPENED_COUNTS_WITHIN_MS);
  const from = openedCounts && (!startedAt || opened < startedAt) ? opened : startedAt;
  return from ? minutesBetween(from, end) : undefined;
}
