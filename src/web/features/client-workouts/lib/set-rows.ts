// The set rows of one exercise on Today (issue 15, docs/sets.md): how many and with what they
// start (the plan's values first, last time's where the plan says nothing), how a row reads as the
// API's set, and its checks. Loads are typed in the client's unit; a row not retyped keeps the
// load and unit it was stored with, so nothing drifts by converting back and forth.
import { MAX_LOAD_KG, MAX_LOAD_LB, MAX_REPS, MAX_SETS_PER_EXERCISE } from '#shared/limits';
import { displayLoad, formatNumber, type Unit } from '#shared/sets';
import { parseLoad, parseReps, parseRestSeconds, parseRpe, parseSetCount } from '#shared/plan-values';
import type { ColumnConfig } from '#shared/schemas/workouts';
import type { TodayExercise } from '../hooks/use-today-workout.ts';

export interface SetRow {
  reps: string;
  load: string;
  /** The stored load, while the row's load text is not retyped. */
  stored: { load: number; unit: Unit } | null;
  rpe: string;
  done: boolean;
  completedAt: Date | null;
}

export interface SetInputRow {
  reps: number | null;
  load: number | null;
  loadUnit: Unit;
  rpe: number | null;
  done: boolean;
  completedAt: Date | null;
}

const LABELS: Record<'sets' | 'reps' | 'load' | 'rest' | 'rpe', RegExp> = {
  sets: /^\s*(sets?|rounds?)\s*$/i,
  reps: /^\s*(reps?|repetitions)\s*$/i,
  load: /^\s*(weight|load|kg|lbs?)\s*$/i,
  rest: /^\s*(rest|rest time|recovery)\s*$/i,
  rpe: /^\s*(rpe|effort)\s*$/i,
};

/** The exercise's value of the plan column labelled like `what` ('Sets', 'Reps', 'Weight', 'Rest'). */
export function planValue(exercise: Pick<TodayExercise, 'columnData'>, columns: ColumnConfig, what: keyof typeof LABELS): string | undefined {
  const key = (Object.keys(columns) as (keyof ColumnConfig)[]).find((k) => LABELS[what].test(columns[k]));
  return key ? exercise.columnData[key] : undefined;
}

export const planRestSeconds = (exercise: Pick<TodayExercise, 'columnData'>, columns: ColumnConfig) => parseRestSeconds(planValue(exercise, columns, 'rest'));

const loadText = (load: number | null, from: Unit, to: Unit) => (load === null ? '' : formatNumber(displayLoad(load, from, to)));

/** The rows a card starts with: the stored sets, else a prefill from the plan and last time (RPE from the plan only: last time's was an outcome, not a target). */
export function initialRows(exercise: TodayExercise, columns: ColumnConfig, unit: Unit): SetRow[] {
  if (exercise.sets.length > 0) {
    return exercise.sets.map((s) => ({
      reps: s.reps === null ? '' : String(s.reps),
      load: loadText(s.load, s.loadUnit, unit),
      stored: s.load === null ? null : { load: s.load, unit: s.loadUnit },
      rpe: s.rpe === null ? '' : formatNumber(s.rpe),
      done: s.done,
      completedAt: s.completedAt,
    }));
  }
  const last = exercise.lastTime?.sets ?? [];
  const count = parseSetCount(planValue(exercise, columns, 'sets'), MAX_SETS_PER_EXERCISE) ?? (last.length || 1);
  const planReps = parseReps(planValue(exercise, columns, 'reps'));
  const planLoad = parseLoad(planValue(exercise, columns, 'load'), unit);
  const planRpe = parseRpe(planValue(exercise, columns, 'rpe'));
  return Array.from({ length: count }, (_, i) => {
    const prev = last[i] ?? last.at(-1);
    const reps = planReps ?? prev?.reps ?? null;
    const load = planLoad ?? (prev?.load != null ? { load: prev.load, unit: prev.loadUnit } : null);
    return {
      reps: reps === null ? '' : String(reps),
      load: load ? loadText(load.load, load.unit, unit) : '',
      stored: load,
      rpe: planRpe === null ? '' : formatNumber(planRpe),
      done: false,
      completedAt: null,
    };
  });
}

export const emptyRowLike = (prev: SetRow | undefined): SetRow => ({ ...(prev ?? { reps: '', load: '', stored: null, rpe: '' }), done: false, completedAt: null });

const num = (text: string) => (text.trim() === '' ? null : Number(text.trim().replace(',', '.')));

export interface RowProblems {
  reps?: boolean;
  load?: boolean;
  rpe?: boolean;
}

/** What is wrong with a row, checked as the server will (so nothing refused is queued). */
export function rowProblems(row: SetRow, unit: Unit): RowProblems {
  const p: RowProblems = {};
  const reps = num(row.reps);
  if (reps !== null && (!Number.isInteger(reps) || reps < 0 || reps > MAX_REPS)) p.reps = true;
  if (!row.stored) {
    const load = num(row.load);
    const max = unit === 'LB' ? MAX_LOAD_LB : MAX_LOAD_KG;
    if (load !== null && (!Number.isFinite(load) || load < 0 || load > max)) p.load = true;
  }
  const rpe = num(row.rpe);
  if (rpe !== null && (!Number.isFinite(rpe) || rpe < 1 || rpe > 10 || !Number.isInteger(rpe * 2))) p.rpe = true;
  return p;
}

export const hasProblems = (p: RowProblems) => Boolean(p.reps || p.load || p.rpe);

/** A row as the API's set: a typed load is in the client's unit, rounded to the stored 2 decimals. */
export function toInput(row: SetRow, unit: Unit): SetInputRow {
  const typed = num(row.load);
  return {
    reps: num(row.reps),
    load: row.stored ? row.stored.load : typed === null ? null : Math.round(typed * 100) / 100,
    loadUnit: row.stored ? row.stored.unit : unit,
    rpe: num(row.rpe),
    done: row.done,
    completedAt: row.done ? (row.completedAt ?? new Date()) : null,
  };
}
