// Set writes merge per set (docs/decisions/0017-one-queue-for-every-tab.md). A set write sends an
// exercise's whole list; two tabs offline each queued their own list, and the later one undid the
// other's sets (issue 31). Each set write now records which rows it touched, and when it is
// queued behind another write of the same exercise, it takes that write's list and changes only
// its own rows.
import type { OutboxItem } from './outbox.ts';

interface SetLike {
  reps?: number | string | null;
  load?: number | string | null;
  loadUnit?: string | null;
  rpe?: number | string | null;
  done?: boolean | null;
}

const num = (v: number | string | null | undefined) => (v === null || v === undefined ? null : Number(v));

const same = (a: SetLike, b: SetLike) =>
  num(a.reps) === num(b.reps) && num(a.load) === num(b.load) && (a.loadUnit ?? 'KG') === (b.loadUnit ?? 'KG') && num(a.rpe) === num(b.rpe) && (a.done ?? false) === (b.done ?? false);

/**
 * The rows `after` changes from `before` (the saved sets): removed or edited rows, and rows not
 * saved yet that are done. A row not saved yet and not done is the plan's, as every tab shows it,
 * so it is not this change's (else the first tick in each tab would claim every row). Undefined
 * when `before` is unknown.
 */
export function changedSetPositions(before: readonly SetLike[] | undefined, after: readonly SetLike[]): number[] | undefined {
  if (!before) return undefined;
  const changed: number[] = [];
  for (let p = 0; p < Math.max(before.length, after.length); p++) {
    const a = before[p];
    const b = after[p];
    if (!b || (a ? !same(a, b) : b.done)) changed.push(p);
  }
  return changed;
}

type SetsInput = { id: string; sets: unknown[] };

const isSetsInput = (input: unknown): input is SetsInput => typeof input === 'object' && input !== null && typeof (input as SetsInput).id === 'string' && Array.isArray((input as SetsInput).sets);

/**
 * `item`'s input rebased on the latest set write of the same exercise queued before it: that
 * write's rows, with `item`'s changed rows (a removed row goes). Its own input when none is queued.
 */
export function mergeSets(queued: readonly OutboxItem[], item: OutboxItem): unknown {
  const input = item.input;
  if (!isSetsInput(input) || !item.changedSets) return input;
  const base = queued.findLast((q) => q.path === item.path && q.id < item.id && isSetsInput(q.input) && q.input.id === input.id)?.input as SetsInput | undefined;
  if (!base) return input;
  const changed = new Set(item.changedSets);
  const merged: unknown[] = [];
  for (let p = 0; p < Math.max(base.sets.length, input.sets.length); p++) {
    const row = changed.has(p) ? input.sets[p] : (base.sets[p] ?? input.sets[p]);
    if (row !== undefined) merged.push(row);
  }
  return { ...input, sets: merged };
}
