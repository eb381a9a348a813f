// The plan builder's list as pure functions (docs/product.md §2 Plan builder): items are grouped into
// blocks (a superset or circuit is one block of consecutive items sharing a groupId), blocks are
// what the top-level drag moves, and a group's items reorder only inside it.
import { arrayMove } from '@dnd-kit/sortable';
import { normalizeColumnData, PLAN_TEXTS, type ColumnData } from '#shared/schemas/plans';

export interface BuilderExercise {
  id: string;
  name: string;
  category: string;
  videoUrl: string | null;
}

export interface BuilderItem {
  /** Stable key for React and dnd-kit. */
  key: string;
  /** The saved plan-exercise id, when editing a saved plan. */
  id?: string;
  exercise: BuilderExercise;
  columnData: ColumnData;
  notes: string;
  groupId: string | null;
  groupName: string | null;
}

export interface CurrentGroup {
  id: string;
  name: string;
}

export interface Block {
  /** The groupId for a group, else the single item's key. */
  key: string;
  group: CurrentGroup | null;
  items: BuilderItem[];
}

let seq = 0;
export const newKey = (prefix = 'i') => `${prefix}-${Date.now().toString(36)}-${(seq++).toString(36)}`;

export function newItem(exercise: BuilderExercise, group: CurrentGroup | null): BuilderItem {
  return { key: newKey(), exercise, columnData: normalizeColumnData({}), notes: '', groupId: group?.id ?? null, groupName: group?.name ?? null };
}

/** Consecutive items that share a groupId form one block; ungrouped items are blocks of one. */
export function toBlocks(items: BuilderItem[]): Block[] {
  const blocks: Block[] = [];
  for (const item of items) {
    const last = blocks.at(-1);
    if (item.groupId && last?.group?.id === item.groupId) last.items.push(item);
    else blocks.push({ key: item.groupId ?? item.key, group: item.groupId ? { id: item.groupId, name: item.groupName ?? '' } : null, items: [item] });
  }
  return blocks;
}

const flatten = (blocks: Block[]) => blocks.flatMap((b) => b.items);

/** Adds an item; one joining a group goes right after that group's last item, so it stays one block. */
export function addItem(items: BuilderItem[], item: BuilderItem): BuilderItem[] {
  if (!item.groupId) return [...items, item];
  const lastIndex = items.findLastIndex((i) => i.groupId === item.groupId);
  if (lastIndex === -1) return [...items, item];
  return [...items.slice(0, lastIndex + 1), item, ...items.slice(lastIndex + 1)];
}

/** Moves a whole block (a group moves as one) to where another block is. */
export function moveBlock(items: BuilderItem[], fromKey: string, toKey: string): BuilderItem[] {
  const blocks = toBlocks(items);
  const from = blocks.findIndex((b) => b.key === fromKey);
  const to = blocks.findIndex((b) => b.key === toKey);
  if (from === -1 || to === -1 || from === to) return items;
  return flatten(arrayMove(blocks, from, to));
}

/** Reorders items inside one group. */
export function moveWithinGroup(items: BuilderItem[], fromKey: string, toKey: string): BuilderItem[] {
  const from = items.findIndex((i) => i.key === fromKey);
  const to = items.findIndex((i) => i.key === toKey);
  if (from === -1 || to === -1 || from === to || !items[from]!.groupId || items[from]!.groupId !== items[to]!.groupId) return items;
  return arrayMove(items, from, to);
}

export function removeItem(items: BuilderItem[], key: string): BuilderItem[] {
  return items.filter((i) => i.key !== key);
}

/** Takes one item out of its group; it becomes its own block just after the group. */
export function ungroupItem(items: BuilderItem[], key: string): BuilderItem[] {
  const item = items.find((i) => i.key === key);
  if (!item?.groupId) return items;
  const rest = items.filter((i) => i.key !== key);
  const lastIndex = rest.findLastIndex((i) => i.groupId === item.groupId);
  const freed = { ...item, groupId: null, groupName: null };
  return lastIndex === -1 ? [...rest, freed] : [...rest.slice(0, lastIndex + 1), freed, ...rest.slice(lastIndex + 1)];
}

export function updateItem(items: BuilderItem[], key: string, patch: Partial<Pick<BuilderItem, 'columnData' | 'notes'>>): BuilderItem[] {
  return items.map((i) => (i.key === key ? { ...i, ...patch } : i));
}

/** The first rule a Save breaks (docs/product.md §5), or null; `texts` in the coach's language. */
export function validatePlan(name: string, items: BuilderItem[], texts: { nameRequired: string; needsExercise: string } = PLAN_TEXTS): string | null {
  if (!name.trim()) return texts.nameRequired;
  if (items.length === 0) return texts.needsExercise;
  return null;
}

/** What the server's save takes: rows in display order (their position is their orderIndex). */
export function toSaveRows(items: BuilderItem[]) {
  return items.map((i) => ({
    ...(i.id ? { id: i.id } : {}),
    exerciseId: i.exercise.id,
    columnData: i.columnData,
    notes: i.notes,
    groupId: i.groupId,
    groupName: i.groupName,
  }));
}
