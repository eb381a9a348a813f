// Planner statistics after bulk writes (services/data-transfer/planner-statistics.ts, docs/database.md):
// the job analyses the tables it is given, or the import's; migrations name the tables they create
// or fill; a restore calls `enqueueAnalyze` with its tables. Read back from pg_stat_user_tables on
// both databases (the test queue runs the job before `enqueueAnalyze` returns).
import { describe, expect, it } from 'vitest';
import { migrationNames } from '#server/db/migrations';
import { enqueueAnalyze, tablesTouchedByMigrations } from '#server/services/data-transfer/planner-statistics';
import { setupTestHooks } from '../helpers.ts';

const t = setupTestHooks();

const analyzeCount = async (table: string) => Number((await t.db.$queryRawUnsafe<{ n: bigint }[]>('SELECT analyze_count AS "n" FROM pg_stat_user_tables WHERE relname = $1', table))[0]?.n ?? 0);

describe('enqueueAnalyze', () => {
  it('analyses the tables named, skipping names that are no table', async () => {
    const before = { exercise: await analyzeCount('Exercise'), plan: await analyzeCount('Plan') };
    await enqueueAnalyze(t.deps, ['Exercise', 'NoSuchTable', 'User"; DROP TABLE "Plan']);
    expect(await analyzeCount('Exercise')).toBe(before.exercise + 1);
    expect(await analyzeCount('Plan')).toBe(before.plan);
    expect(await t.db.plan.count()).toBe(0); // the table is still there
  });

  it("without names, analyses the import's tables", async () => {
    const before = await analyzeCount('WorkoutSession');
    await enqueueAnalyze(t.deps);
    expect(await analyzeCount('WorkoutSession')).toBe(before + 1);
  });
});

describe('after migrations', () => {
  it('names the tables a migration creates or fills, not those its comments or triggers mention', async () => {
    expect(await tablesTouchedByMigrations(['20261207110000_library_version'])).toEqual(['LibraryVersion']);
    const all = await tablesTouchedByMigrations(await migrationNames());
    expect(all).toEqual(expect.arrayContaining(['User', 'Exercise', 'WorkoutSession', 'LibraryVersion', 'CheckInSubmission']));
  });

  it("at start, the applied migrations' tables are analysed (main.ts)", async () => {
    const before = await analyzeCount('LibraryVersion');
    await enqueueAnalyze(t.deps, await tablesTouchedByMigrations(await migrationNames()));
    expect(await analyzeCount('LibraryVersion')).toBe(before + 1);
    const { n } = (await t.db.$queryRawUnsafe<{ n: bigint }[]>('SELECT count(*) AS "n" FROM pg_stat_user_tables WHERE last_analyze IS NULL AND relname = ANY($1::text[])', ['User', 'Exercise']))[0]!;
    expect(Number(n)).toBe(0);
  });
});
