// The Programs editor's schedule rules (docs/product.md §4, §5), as pure functions of the web feature.
import { describe, expect, it } from 'vitest';
import { addQuickRestDay, addToDays, changeDay, fromProgramPlans, moveEntry, removeEntry, toProgramPlans, weekAfterRemoval, weeksOf, type ScheduleEntry } from '#web/features/programs/lib/schedule.ts';

const plan = { id: 'plan1', name: 'Lower' };
const entry = (dayOffset: number, planId: string | null = 'plan1'): ScheduleEntry => ({
  key: `k${dayOffset}`,
  planId,
  planName: planId ? 'Lower' : null,
  dayOffset,
});
const days = (entries: ScheduleEntry[]) => entries.map((e) => e.dayOffset);

describe('adding to selected days', () => {
  it('needs a plan in plan mode and at least one day', () => {
    expect(addToDays([], [1], null, 'plan')).toEqual({ ok: false, reason: 'no-plan' });
    expect(addToDays([], [], plan, 'plan')).toEqual({ ok: false, reason: 'no-days' });
    expect(addToDays([], [], null, 'rest')).toEqual({ ok: false, reason: 'no-days' });
  });

  it('adds the plan on each free day, in day order, and reports skipped used days', () => {
    const out = addToDays([entry(3)], [8, 1, 3], plan, 'plan');
    expect(out).toMatchObject({ ok: true, added: 2, skipped: 1 });
    if (!out.ok) throw new Error('expected ok');
    expect(days(out.entries)).toEqual([1, 3, 8]);
    expect(out.entries.every((e) => e.planId === 'plan1')).toBe(true);
  });

  it('refuses when every selected day is used', () => {
    expect(addToDays([entry(1), entry(2)], [1, 2], plan, 'plan')).toEqual({ ok: false, reason: 'all-used' });
  });

  it('adds rest days (planId null) on selected days', () => {
    const out = addToDays([entry(1)], [2, 9], null, 'rest');
    if (!out.ok) throw new Error('expected ok');
    expect(out.entries.map((e) => [e.dayOffset, e.planId])).toEqual([
      [1, 'plan1'],
      [2, null],
      [9, null],
    ]);
  });

  it('the quick rest day takes the next day number after the entry count (first free one)', () => {
    expect(days(addQuickRestDay([]))).toEqual([1]);
    expect(days(addQuickRestDay([entry(1), entry(5)]))).toEqual([1, 3, 5]);
    // Day count+1 = 3 is taken: the next free day.
    expect(days(addQuickRestDay([entry(1), entry(3)]))).toEqual([1, 3, 4]);
  });
});

describe('editing entries', () => {
  it('moves an entry to a free day and keeps day order; a used day is refused', () => {
    const list = [entry(1), entry(2), entry(3)];
    expect(days(changeDay(list, 'k1', 10))).toEqual([2, 3, 10]);
    expect(days(changeDay(list, 'k1', 2))).toEqual([1, 2, 3]);
  });

  it('renumbers days 1..n after a drag reorder', () => {
    const list = [entry(1), entry(2, null), entry(8), entry(9, null)];
    const moved = moveEntry(list, 3, 0);
    expect(moved.map((e) => [e.key, e.dayOffset])).toEqual([
      ['k9', 1],
      ['k1', 2],
      ['k2', 3],
      ['k8', 4],
    ]);
  });

  it('in week view, removing the last entry of a week moves the selected week back', () => {
    const list = [entry(1), entry(8), entry(15)];
    expect(weeksOf(list)).toEqual([0, 1, 2]);
    const without = removeEntry(list, 'k15');
    expect(weekAfterRemoval(without, 2)).toBe(1);
    expect(weekAfterRemoval(without, 1)).toBe(1);
    expect(weekAfterRemoval(removeEntry(without, 'k1'), 0)).toBe(1);
    expect(weekAfterRemoval([], 3)).toBe(0);
  });
});

describe('saving and loading', () => {
  it('maps day numbers to week and dayOfWeek with orderIndex in day order', () => {
    expect(toProgramPlans([entry(9, null), entry(1), entry(7)])).toEqual([
      { planId: 'plan1', week: 0, dayOfWeek: 0, orderIndex: 0 },
      { planId: 'plan1', week: 0, dayOfWeek: 6, orderIndex: 1 },
      { planId: null, week: 1, dayOfWeek: 1, orderIndex: 2 },
    ]);
  });

  it('loads a saved schedule back into day numbers', () => {
    const loaded = fromProgramPlans([
      { planId: null, week: 1, dayOfWeek: 1, plan: null },
      { planId: 'p', week: 0, dayOfWeek: 0, plan: { name: 'Lower' } },
    ]);
    expect(loaded.map((e) => [e.dayOffset, e.planName])).toEqual([
      [1, 'Lower'],
      [9, null],
    ]);
  });
});
