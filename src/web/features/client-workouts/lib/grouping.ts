// docs/product.md §2 Today: exercises sorted by orderIndex; those sharing a groupId form one block headed by
// its groupName, placed where the group's first exercise falls.
export interface Groupable {
  id: string;
  orderIndex: number;
  groupId: string | null;
  groupName: string | null;
}

export type ExerciseBlock<T extends Groupable> = { kind: 'single'; key: string; exercise: T } | { kind: 'group'; key: string; groupId: string; groupName: string; exercises: T[] };

export function groupExercises<T extends Groupable>(exercises: readonly T[]): ExerciseBlock<T>[] {
  const sorted = exercises.toSorted((a, b) => a.orderIndex - b.orderIndex);
  const blocks: ExerciseBlock<T>[] = [];
  const groups = new Map<string, Extract<ExerciseBlock<T>, { kind: 'group' }>>();
  for (const exercise of sorted) {
    if (!exercise.groupId) {
      blocks.push({ kind: 'single', key: exercise.id, exercise });
      continue;
    }
    const existing = groups.get(exercise.groupId);
    if (existing) {
      existing.exercises.push(exercise);
      if (!existing.groupName && exercise.groupName) existing.groupName = exercise.groupName;
      continue;
    }
    const block = { kind: 'group' as const, key: `group-${exercise.groupId}`, groupId: exercise.groupId, groupName: exercise.groupName ?? '', exercises: [exercise] };
    groups.set(exercise.groupId, block);
    blocks.push(block);
  }
  return blocks;
}
