// The stored shape of a logged set (docs/sets.md) and its conversion to the shared one:
// decimals (load, RPE) become plain numbers.
import type { Prisma } from '#server/db/client';
import type { ExerciseSet } from '#shared/schemas/sets';

export const exerciseSetSelect = {
  id: true,
  position: true,
  reps: true,
  load: true,
  loadUnit: true,
  rpe: true,
  done: true,
  completedAt: true,
  records: { select: { kind: true }, orderBy: { kind: 'asc' } },
} satisfies Prisma.SessionExerciseSetSelect;

type SetRow = Prisma.SessionExerciseSetGetPayload<{ select: typeof exerciseSetSelect }>;

export function toExerciseSet(row: SetRow): ExerciseSet {
  return { ...row, load: row.load === null ? null : Number(row.load), rpe: row.rpe === null ? null : Number(row.rpe), records: row.records.map((r) => r.kind) };
}
