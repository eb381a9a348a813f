// Pure helpers of per-set logging (docs/sets.md), shared by the server and the client app:
// kg/lb conversion and the readable summary of sets ("3×8 @ 80 kg, RPE 8"). No zod here: the
// client app's first screen reads these (plan values are read in src/shared/plan-values.ts).
import { KG_PER_LB, RESULT_MAX_LENGTH } from './limits.ts';

export type Unit = 'KG' | 'LB';

export interface SetLike {
  reps: number | null;
  load: number | null;
  loadUnit: Unit;
  rpe: number | null;
  done: boolean;
}

export const unitLabel = (unit: Unit): string => (unit === 'LB' ? 'lb' : 'kg');

/** A load in another unit, unrounded. */
export function convertLoad(load: number, from: Unit, to: Unit): number {
  if (from === to) return load;
  return from === 'KG' ? load / KG_PER_LB : load * KG_PER_LB;
}

/** A load for display in `to`: converted, rounded to 0.1 (kept exact in its own unit, up to 0.01). */
export function displayLoad(load: number, from: Unit, to: Unit): number {
  if (from === to) return Math.round(load * 100) / 100;
  return Math.round(convertLoad(load, from, to) * 10) / 10;
}

/** "80 kg", "176.4 lb": numbers without trailing zeros. */
export function formatLoad(load: number, from: Unit, to: Unit = from): string {
  return `${formatNumber(displayLoad(load, from, to))} ${unitLabel(to)}`;
}

export const formatNumber = (n: number): string => String(Math.round(n * 100) / 100);

/**
 * The readable summary of done sets: runs of equal reps and load are grouped ("3×8 @ 80 kg,
 * 1×6 @ 85 kg"), then the highest RPE ("RPE 8"). Loads are shown in `unit` when given, else in
 * each set's own. Empty text when no set is done. Never longer than a result may be.
 */
export function summariseSets(sets: readonly SetLike[], unit?: Unit): string {
  const done = sets.filter((s) => s.done);
  if (done.length === 0) return '';
  const parts: string[] = [];
  let i = 0;
  while (i < done.length) {
    const first = done[i]!;
    const load = first.load === null ? '' : formatLoad(first.load, first.loadUnit, unit ?? first.loadUnit);
    let n = 1;
    while (i + n < done.length) {
      const next = done[i + n]!;
      const nextLoad = next.load === null ? '' : formatLoad(next.load, next.loadUnit, unit ?? next.loadUnit);
      if (next.reps !== first.reps || nextLoad !== load) break;
      n++;
    }
    const count = first.reps === null ? `${n} ${n === 1 ? 'set' : 'sets'}` : `${n}×${first.reps}`;
    parts.push(load ? `${count} @ ${load}` : count);
    i += n;
  }
  const rpes = done.map((s) => s.rpe).filter((r): r is number => r !== null);
  if (rpes.length > 0) parts.push(`RPE ${formatNumber(Math.max(...rpes))}`);
  const text = parts.join(', ');
  return text.length <= RESULT_MAX_LENGTH ? text : `${text.slice(0, RESULT_MAX_LENGTH - 1)}…`;
}
