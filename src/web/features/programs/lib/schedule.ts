// The schedule editor's state as pure functions (docs/product.md §4 "Program editing"), so the rules are
// tested without a browser: entries carry a 1-based day number; week/dayOfWeek derive from it.
import { dayOffsetToWeekDay, weekDayToDayOffset } from '#shared/day-mapping';

export interface ScheduleEntry {
  /** Local key for React and drag-and-drop. */
  key: string;
  planId: string | null;
  planName: string | null;
  dayOffset: number;
}

let keySeq = 0;
export const newKey = () => `e${Date.now().toString(36)}${(keySeq++).toString(36)}`;

export const byDay = (a: ScheduleEntry, b: ScheduleEntry) => a.dayOffset - b.dayOffset;
export const usedDays = (entries: readonly ScheduleEntry[]) => new Set(entries.map((e) => e.dayOffset));
export const weekOf = (e: Pick<ScheduleEntry, 'dayOffset'>) => dayOffsetToWeekDay(e.dayOffset).week;

export type AddOutcome = { ok: true; entries: ScheduleEntry[]; added: number; skipped: number } | { ok: false; reason: 'no-plan' | 'no-days' | 'all-used' };

/** Adds a plan (or a rest day, planId null) on each selected day that is still free. */
export function addToDays(entries: readonly ScheduleEntry[], days: readonly number[], plan: { id: string; name: string } | null, mode: 'plan' | 'rest'): AddOutcome {
  if (mode === 'plan' && !plan) return { ok: false, reason: 'no-plan' };
  if (days.length === 0) return { ok: false, reason: 'no-days' };
  const used = usedDays(entries);
  const free = [...new Set(days)].filter((d) => !used.has(d));
  if (free.length === 0) return { ok: false, reason: 'all-used' };
  const added = free.map((dayOffset) => ({
    key: newKey(),
    planId: mode === 'plan' ? plan!.id : null,
    planName: mode === 'plan' ? plan!.name : null,
    dayOffset,
  }));
  return { ok: true, entries: [...entries, ...added].toSorted(byDay), added: added.length, skipped: new Set(days).size - free.length };
}

/** The quick rest-day button: the next day number after the current entry count (first free one). */
export function addQuickRestDay(entries: readonly ScheduleEntry[]): ScheduleEntry[] {
  const used = usedDays(entries);
  let day = entries.length + 1;
  while (used.has(day)) day++;
  return [...entries, { key: newKey(), planId: null, planName: null, dayOffset: day }].toSorted(byDay);
}

/** Moves one entry to another free day. */
export function changeDay(entries: readonly ScheduleEntry[], key: string, dayOffset: number): ScheduleEntry[] {
  if (entries.some((e) => e.key !== key && e.dayOffset === dayOffset)) return [...entries];
  return entries.map((e) => (e.key === key ? { ...e, dayOffset } : e)).toSorted(byDay);
}

export function removeEntry(entries: readonly ScheduleEntry[], key: string): ScheduleEntry[] {
  return entries.filter((e) => e.key !== key);
}

/** After a drag, entries take day numbers 1..n in their new order (docs/product.md §4). */
export function moveEntry(entries: readonly ScheduleEntry[], from: number, to: number): ScheduleEntry[] {
  const next = [...entries];
  const [moved] = next.splice(from, 1);
  if (!moved) return [...entries];
  next.splice(to, 0, moved);
  return next.map((e, i) => ({ ...e, dayOffset: i + 1 }));
}

/** Weeks shown in By Week view: every week that has an entry (1-based numbers for display). */
export function weeksOf(entries: readonly ScheduleEntry[]): number[] {
  return [...new Set(entries.map(weekOf))].toSorted((a, b) => a - b);
}

/** Removing an entry in week view moves the selected week back if it no longer exists. */
export function weekAfterRemoval(entries: readonly ScheduleEntry[], selectedWeek: number): number {
  const weeks = weeksOf(entries);
  if (weeks.length === 0) return 0;
  if (weeks.includes(selectedWeek)) return selectedWeek;
  const earlier = weeks.filter((w) => w < selectedWeek);
  return earlier.length ? earlier.at(-1)! : weeks[0]!;
}

/** What Save Program sends: week/dayOfWeek from the day number, orderIndex from the order. */
export function toProgramPlans(entries: readonly ScheduleEntry[]) {
  return entries.toSorted(byDay).map((e, orderIndex) => ({ planId: e.planId, ...dayOffsetToWeekDay(e.dayOffset), orderIndex }));
}

/** A saved program's entries loaded into the editor (Modify). */
export function fromProgramPlans(plans: readonly { planId: string | null; week: number; dayOfWeek: number; plan: { name: string } | null }[]): ScheduleEntry[] {
  return plans.map((p) => ({ key: newKey(), planId: p.planId, planName: p.plan?.name ?? null, dayOffset: weekDayToDayOffset(p) })).toSorted(byDay);
}
