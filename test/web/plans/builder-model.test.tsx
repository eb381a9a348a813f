// The plan builder's list rules: groups are contiguous blocks that move as one; numbering and
// save order follow the list; docs/product.md §5 save validation.
import { describe, expect, it } from 'vitest';
import { addItem, moveBlock, moveWithinGroup, newItem, toBlocks, toSaveRows, ungroupItem, validatePlan } from '#web/features/plans/lib/builder-model.ts';

const ex = (name: string) => ({ id: `ex-${name}`, name, category: '', videoUrl: null });
const g = { id: 'g1', name: 'Superset A' };

function sample() {
  let items = addItem([], newItem(ex('Squat'), null));
  items = addItem(items, newItem(ex('Bench'), g));
  items = addItem(items, newItem(ex('Row'), g));
  items = addItem(items, newItem(ex('Run'), null));
  return items;
}
const names = (items: ReturnType<typeof sample>) => items.map((i) => i.exercise.name);

describe('builder model', () => {
  it('groups consecutive items of a group into one block', () => {
    const blocks = toBlocks(sample());
    expect(blocks.map((b) => [b.group?.name ?? null, b.items.map((i) => i.exercise.name)])).toEqual([
      [null, ['Squat']],
      ['Superset A', ['Bench', 'Row']],
      [null, ['Run']],
    ]);
  });

  it('a new item joining an existing group goes right after its last item', () => {
    const items = addItem(sample(), newItem(ex('Curl'), g));
    expect(names(items)).toEqual(['Squat', 'Bench', 'Row', 'Curl', 'Run']);
    expect(toBlocks(items)).toHaveLength(3);
  });

  it('moves a group as one block, and renumbers the save order', () => {
    const items = sample();
    const moved = moveBlock(items, 'g1', items[0]!.key);
    expect(names(moved)).toEqual(['Bench', 'Row', 'Squat', 'Run']);
    expect(toSaveRows(moved).map((r) => [r.exerciseId, r.groupId])).toEqual([
      ['ex-Bench', 'g1'],
      ['ex-Row', 'g1'],
      ['ex-Squat', null],
      ['ex-Run', null],
    ]);
    const last = moveBlock(items, 'g1', items[3]!.key);
    expect(names(last)).toEqual(['Squat', 'Run', 'Bench', 'Row']);
  });

  it('reorders inside a group only', () => {
    const items = sample();
    expect(names(moveWithinGroup(items, items[2]!.key, items[1]!.key))).toEqual(['Squat', 'Row', 'Bench', 'Run']);
    expect(names(moveWithinGroup(items, items[1]!.key, items[0]!.key))).toEqual(names(items));
  });

  it('takes an item out of its group, after the group', () => {
    const items = sample();
    const out = ungroupItem(items, items[1]!.key);
    expect(names(out)).toEqual(['Squat', 'Row', 'Bench', 'Run']);
    expect(out[2]).toMatchObject({ groupId: null, groupName: null });
  });

  it('validates a save with the SPEC messages', () => {
    expect(validatePlan('  ', sample())).toBe('Plan name is required');
    expect(validatePlan('Upper', [])).toBe('Please add at least one exercise to the plan');
    expect(validatePlan('Upper', sample())).toBeNull();
  });
});
