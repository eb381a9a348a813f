// Statistics for PostgreSQL's planner after an import (docs/data-transfer.md, "After an import").
// An import writes thousands of rows at once; until autovacuum next analyses the tables (up to a
// minute or more later) the planner sees them as nearly empty and can pick plans that loop over
// them: the client-progress aggregate took 43 ms on tables not analysed yet against 11 ms after
// (docs/query-performance.md). The import queues this as a job, so its answer does not wait.
import type { Db } from '#server/db/client';

/** The tables an import writes, in the database's names. */
export const IMPORTED_TABLES = [
  'Exercise',
  'Plan',
  'PlanExercise',
  'Program',
  'ProgramPlan',
  'User',
  'Client',
  'ClientNote',
  'Assignment',
  'WorkoutSession',
  'SessionExercise',
  'SessionExerciseSet',
  'ExerciseResult',
  'FitnessTest',
  'FoodEntry',
  'Message',
] as const;

/** ANALYZE of the imported tables: samples of each table, whatever its size (a second or two at most). */
export async function refreshPlannerStatistics(db: Db): Promise<void> {
  await db.$executeRawUnsafe(`ANALYZE ${IMPORTED_TABLES.map((t) => `"${t}"`).join(', ')}`);
}
