// Statistics for PostgreSQL's planner after bulk writes (docs/database.md, "Planner statistics
// after bulk writes"; docs/data-transfer.md, "After an import"). An import, a restore or a
// migration that creates or fills tables writes many rows at once; until autovacuum next analyses
// the tables (a minute or more later, or never on a server where it has not run yet) the planner
// sees them as nearly empty and can pick plans that loop over them: the client-progress aggregate
// took 43 ms on tables not analysed yet against 11 ms after (docs/query-performance.md), and one
// coach's session read 0.7–2.4 s (issue 39). So each of them queues `ANALYZE` as a job: nobody waits.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '#server/db/client';
import { MIGRATIONS_DIR } from '#server/db/migrations';
import type { AppDeps } from '#server/deps';
import { TABLES } from './bulk-insert.ts';

/** The tables an import writes (bulk-insert.ts): what the job analyses when it is given none. */
export const IMPORT_TABLES: readonly string[] = Object.keys(TABLES);

/**
 * ANALYZE of `tables` (default: the import's), samples of each whatever its size (a second or two
 * at most). Only names of tables that exist are used: they come from a job row and from migration
 * text, and a table a later migration dropped is simply left out.
 */
export async function refreshPlannerStatistics(db: Db, tables: readonly string[] = IMPORT_TABLES): Promise<string[]> {
  const existing = await db.$queryRawUnsafe<{ name: string }[]>('SELECT tablename AS "name" FROM pg_tables WHERE schemaname = current_schema() AND tablename = ANY($1::text[]) ORDER BY tablename', [
    ...tables,
  ]);
  const names = existing.map((t) => t.name);
  if (names.length) await db.$executeRawUnsafe(`ANALYZE ${names.map((n) => `"${n.replaceAll('"', '""')}"`).join(', ')}`);
  return names;
}

/**
 * Queues the `planner-statistics` job (docs/jobs.md) for `tables`, or for the import's tables.
 * For whatever has just written many rows: an import, a restore, the migrations at start. Never
 * throws: the rows are written, and a queue that cannot take the job only costs plans until
 * autovacuum analyses the tables.
 */
export async function enqueueAnalyze(deps: Pick<AppDeps, 'jobs' | 'log'>, tables?: readonly string[]): Promise<void> {
  await deps.jobs.send('planner-statistics', tables ? { tables: [...tables] } : {}).catch((err: unknown) => deps.log.warn({ err }, 'could not queue planner statistics'));
}

/** Statements of a migration that create a table or fill one (`ALTER TABLE` may add a filled column). */
const TOUCHES = /\b(?:CREATE\s+TABLE(?:\s+IF\s+NOT\s+EXISTS)?|INSERT\s+INTO|UPDATE|ALTER\s+TABLE(?:\s+ONLY)?|COPY)\s+(?:"?public"?\.)?"([^"]+)"/gi;

/** The tables the named migrations (folders of prisma/migrations) create or fill, for `enqueueAnalyze`. */
export async function tablesTouchedByMigrations(names: readonly string[], dir = MIGRATIONS_DIR): Promise<string[]> {
  const tables = new Set<string>();
  for (const name of names) {
    const text = await readFile(path.join(dir, path.basename(name), 'migration.sql'), 'utf8').catch(() => '');
    // Comments may name tables in passing; only statements count.
    const sql = text.replace(/--[^\n]*/g, '');
    for (const m of sql.matchAll(TOUCHES)) tables.add(m[1]!);
  }
  return [...tables].toSorted();
}
