// Fixtures shared by the plan screens' tests, typed from the server's router (docs/testing.md).
import { DEFAULT_COLUMN_CONFIG } from '#shared/schemas/workouts';
import type { TrpcOutput } from '../support/trpc-msw.ts';

export type PlanFixture = TrpcOutput<'coach.plans.get'>;

/** A plan as `coach.plans.get` and `coach.plans.save` answer it. */
export function savedPlan(id: string, name: string, o: Partial<PlanFixture> = {}): PlanFixture {
  return {
    id,
    name,
    description: null,
    notes: null,
    instructions: null,
    category: 'Strength Training',
    difficulty: 'INTERMEDIATE',
    estimatedDuration: 60,
    columnConfig: DEFAULT_COLUMN_CONFIG,
    createdAt: new Date('2026-03-01T10:00:00Z'),
    updatedAt: new Date('2026-03-01T10:00:00Z'),
    exercises: [],
    ...o,
  };
}
