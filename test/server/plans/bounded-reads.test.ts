// The content reads return their nested data (plans with their exercises, programs with their
// schedules and plans) in a fixed number of SQL statements, whatever the number of rows: no
// query per row. Statements are counted on the driver adapter, below Prisma.
import { PrismaPg } from '@prisma/adapter-pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '#server/db/client';
import { PrismaClient } from '#server/db/generated/client';
import { countStatements } from '#server/db/statement-counter';
import { listExercisePage, listExercises } from '#server/services/exercises/exercises';
import { getPlan, listPlanExercises, listPlans, listPlanSummaries } from '#server/services/plans/plans';
import { getProgram, listPlanOptions, listPrograms } from '#server/services/programs/programs';
import { createDatabaseUrl, makeCoach } from '../helpers.ts';

let drop: (() => Promise<void>) | undefined;
let db: Db;
let statements = 0;

beforeAll(async () => {
  const database = await createDatabaseUrl();
  drop = database.drop;
  const factory = new PrismaPg({ connectionString: database.url, max: 2 });
  db = new PrismaClient({ adapter: countStatements(factory, () => (statements += 1)) });
});
afterAll(async () => {
  await db?.$disconnect();
  await drop?.();
});

const COLUMNS = { col1: 'Sets', col2: 'Reps', col3: 'Weight', col4: 'Rest', col5: 'RPE', col6: 'Notes' };

/** A coach with `plans` plans of `perPlan` exercises each, and `programs` programs scheduling all of them. */
async function library(plans: number, perPlan: number, programs: number) {
  const coach = await makeCoach(db);
  const planIds: string[] = [];
  for (let p = 0; p < plans; p++) {
    const exercises = [];
    for (let e = 0; e < perPlan; e++) exercises.push(await db.exercise.create({ data: { coachId: coach.id, name: `P${p} E${e}`, equipment: [], muscleGroups: [] } }));
    const plan = await db.plan.create({
      data: {
        coachId: coach.id,
        name: `Plan ${p}`,
        columnConfig: COLUMNS,
        exercises: { create: exercises.map((x, i) => ({ exerciseId: x.id, orderIndex: i, columnData: { col1: '3' }, groupId: i < 2 ? 'g1' : null, groupName: i < 2 ? 'A' : null })) },
      },
    });
    planIds.push(plan.id);
  }
  const programIds: string[] = [];
  for (let g = 0; g < programs; g++) {
    const program = await db.program.create({
      data: {
        coachId: coach.id,
        name: `Program ${g}`,
        plans: { create: [...planIds.map((planId, i) => ({ planId, week: Math.floor(i / 7), dayOfWeek: i % 7, orderIndex: i })), { planId: null, week: 9, dayOfWeek: 6, orderIndex: 99 }] },
      },
    });
    programIds.push(program.id);
  }
  return { coachId: coach.id, planId: planIds[0]!, programId: programIds[0]! };
}

async function statementsFor(run: () => Promise<unknown>): Promise<number> {
  statements = 0;
  await run();
  return statements;
}

describe('content reads run a fixed number of statements', () => {
  it('for 1 plan of 1 exercise as for 12 plans of 6 exercises in 5 programs', async () => {
    const small = await library(1, 1, 1);
    const large = await library(12, 6, 5);
    const reads: [string, (c: typeof small) => Promise<unknown>][] = [
      ['exercises.list', (c) => listExercises(db, c.coachId)],
      ['exercises.list (a page)', (c) => listExercisePage(db, c.coachId, { limit: 1 })],
      ['plans.list', (c) => listPlans(db, c.coachId)],
      ['plans.summaries', (c) => listPlanSummaries(db, c.coachId)],
      ['plans.summaries (a page)', (c) => listPlanSummaries(db, c.coachId, { limit: 1 })],
      ['plans.get', (c) => getPlan(db, c.coachId, c.planId)],
      ['plans.listExercises', (c) => listPlanExercises(db, c.coachId, c.planId)],
      ['programs.list', (c) => listPrograms(db, c.coachId)],
      ['programs.get', (c) => getProgram(db, c.coachId, c.programId)],
      ['programs.planOptions', (c) => listPlanOptions(db, c.coachId)],
    ];
    for (const [name, read] of reads) {
      const few = await statementsFor(() => read(small));
      const many = await statementsFor(() => read(large));
      expect(few, name).toBeGreaterThan(0);
      expect(few, name).toBeLessThanOrEqual(4);
      expect(many, name).toBe(few);
    }
    // The large library really is read whole.
    const plans = await listPlans(db, large.coachId);
    expect(plans).toHaveLength(12);
    expect(plans.every((p) => p.exercises.length === 6)).toBe(true);
    const summaries = await listPlanSummaries(db, large.coachId);
    expect(summaries.items.map((p) => [p.exerciseCount, p.groupCount])).toEqual(plans.map(() => [6, 1]));
    const programs = await listPrograms(db, large.coachId);
    expect(programs).toHaveLength(5);
    expect(programs[0]!.plans).toHaveLength(13);
    expect(programs[0]!.plans.filter((e) => e.plan !== null)).toHaveLength(12);
  });
});
