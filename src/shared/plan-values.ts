// Reading a plan's free-text 'Sets', 'Reps', 'Weight' and 'Rest' values for per-set logging
// (docs/sets.md), and the rest timer's m:ss. Apart from src/shared/sets.ts so the client app's
// first screen does not carry them (they load with the set rows).
import type { Unit } from './sets.ts';

/** A plan's 'Sets' value as a count of rows: "4" → 4, "3-4" → 3; anything else null. */
export function parseSetCount(text: string | undefined, max: number): number | null {
  const m = /^\s*(\d{1,3})(?:\s*[-–]\s*\d{1,3})?\s*(?:sets?|x)?\s*$/i.exec(text ?? '');
  if (!m) return null;
  const n = Number(m[1]);
  return n >= 1 ? Math.min(n, max) : null;
}

/** A plan's 'Reps' value as a number: "8" → 8, "8-10" → 8 (the low end); else null. */
export function parseReps(text: string | undefined): number | null {
  const m = /^\s*(\d{1,4})(?:\s*[-–]\s*\d{1,4})?\s*(?:reps?)?\s*$/i.exec(text ?? '');
  return m ? Number(m[1]) : null;
}

/** A plan's 'Weight' value: "80", "80 kg", "135lbs", "62.5kg" → load and unit (bare numbers in `fallback`). */
export function parseLoad(text: string | undefined, fallback: Unit): { load: number; unit: Unit } | null {
  const m = /^\s*(\d{1,4}(?:[.,]\d{1,2})?)\s*(kg|kgs|kilos?|lb|lbs|pounds?|#)?\s*$/i.exec(text ?? '');
  if (!m) return null;
  const load = Number(m[1]!.replace(',', '.'));
  const u = m[2]?.toLowerCase();
  const unit: Unit = !u ? fallback : u.startsWith('k') ? 'KG' : 'LB';
  return { load, unit };
}

/** A plan's 'RPE' value as a target: "8", "7.5", "@8", "RPE 8", "7-8" → 8 (the low end: 7); 1–10 in halves, else null. */
export function parseRpe(text: string | undefined): number | null {
  const m = /^\s*(?:rpe\s*)?@?\s*(\d{1,2}(?:[.,]\d)?)(?:\s*[-–]\s*\d{1,2}(?:[.,]\d)?)?\s*$/i.exec(text ?? '');
  if (!m) return null;
  const rpe = Number(m[1]!.replace(',', '.'));
  return rpe >= 1 && rpe <= 10 && Number.isInteger(rpe * 2) ? rpe : null;
}

/**
 * A plan's 'Rest' value as seconds when it reads as a duration: "90", "90s", "90 sec", "2 min",
 * "1:30", "1m30s", "2'" → seconds; anything else (or over an hour) null.
 */
export function parseRestSeconds(text: string | undefined): number | null {
  const t = (text ?? '').trim().toLowerCase();
  if (!t) return null;
  let seconds: number | null = null;
  let m: RegExpExecArray | null;
  if ((m = /^(\d{1,2}):([0-5]\d)$/.exec(t))) seconds = Number(m[1]) * 60 + Number(m[2]);
  else if ((m = /^(\d{1,4})\s*(?:s|sec|secs|seconds?|")?$/.exec(t))) seconds = Number(m[1]);
  else if ((m = /^(\d{1,2}(?:[.,]\d+)?)\s*(?:m|min|mins|minutes?|')$/.exec(t))) seconds = Math.round(Number(m[1]!.replace(',', '.')) * 60);
  else if ((m = /^(\d{1,2})\s*(?:m|min|mins|minutes?)\s*(\d{1,2})\s*(?:s|sec|secs|seconds?)?$/.exec(t))) seconds = Number(m[1]) * 60 + Number(m[2]);
  return seconds !== null && seconds > 0 && seconds <= 3600 ? seconds : null;
}

/** m:ss */
export function formatClock(seconds: number): string {
  const s = Math.max(0, Math.ceil(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}
