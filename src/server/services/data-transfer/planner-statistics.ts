// Statistics for PostgreSQL's planner after an import (docs/data-transfer.md, "After an import").
// An import writes thousands of rows at once; until autovacuum next analyses the tables (up to a
// minute or more later) the planner sees them as nearly empty and can pick plans that loop over
// them: the client-progress aggregate took 43 ms on tables not analysed yet against 11 ms after
// (docs/query-performance.md). The import queues this as a job, so its answer does not wait.
import type { Db } from '#server/db/client';
import { TABLES } from './bulk-insert.ts';

/** ANALYZE of the tables an import writes (bulk-insert.ts): samples of each table, whatever its size (a second or two at most). */
export async function refreshPlannerStatistics(db: Db): Promise<void> {
  await db.$executeRawUnsafe(
    `ANALYZE ${Object.keys(TABLES)
      .map((t) => `"${t}"`)
      .join(', ')}`,
  );
}
