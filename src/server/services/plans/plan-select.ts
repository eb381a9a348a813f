// Response shapes of plans (docs/conventions.md 8): what is selected is exactly what is returned.
import type { Prisma } from '#server/db/client';
import { normalizeColumnConfig, normalizeColumnData, type Plan, type PlanExercise, type PlanWithExercises } from '#shared/schemas/plans';
import { exerciseSelect } from '../exercises/exercises.ts';

export const planSelect = {
  id: true,
  name: true,
  description: true,
  notes: true,
  instructions: true,
  category: true,
  difficulty: true,
  estimatedDuration: true,
  columnConfig: true,
  createdAt: true,
  updatedAt: true,
} satisfies Prisma.PlanSelect;

export const planExerciseSelect = {
  id: true,
  planId: true,
  exerciseId: true,
  orderIndex: true,
  columnData: true,
  notes: true,
  groupId: true,
  groupName: true,
  exercise: { select: exerciseSelect },
} satisfies Prisma.PlanExerciseSelect;

export const planExerciseOrder = [{ orderIndex: 'asc' }, { id: 'asc' }] satisfies Prisma.PlanExerciseOrderByWithRelationInput[];

export const planWithExercisesSelect = {
  ...planSelect,
  exercises: { select: planExerciseSelect, orderBy: planExerciseOrder },
} satisfies Prisma.PlanSelect;

type PlanRow = Prisma.PlanGetPayload<{ select: typeof planSelect }>;
type PlanExerciseRow = Prisma.PlanExerciseGetPayload<{ select: typeof planExerciseSelect }>;
type PlanWithExercisesRow = Prisma.PlanGetPayload<{ select: typeof planWithExercisesSelect }>;

export const toPlan = (row: PlanRow): Plan => ({ ...row, columnConfig: normalizeColumnConfig(row.columnConfig) });
export const toPlanExercise = (row: PlanExerciseRow): PlanExercise => ({ ...row, columnData: normalizeColumnData(row.columnData) });
export const toPlanWithExercises = (row: PlanWithExercisesRow): PlanWithExercises => ({
  ...toPlan(row),
  exercises: row.exercises.map(toPlanExercise),
});
