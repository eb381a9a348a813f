// Plans library (docs/product.md §2 Plans library, §7 Plans). Reads return the nested exercises in a fixed
// number of queries; every query is scoped to the coach (docs/design.md §3).
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { jsonArrayFrom, jsonBuildObject } from 'kysely/helpers/postgres';
import type { Db, Prisma } from '#server/db/client';
import { typedSql } from '#server/db/typed-sql';
import { conflict, notFound } from '#server/errors';
import { NAME_MAX_LENGTH } from '#shared/limits';
import {
  DEFAULT_COLUMN_CONFIG,
  normalizeColumnConfig,
  normalizeColumnData,
  PLAN_DEFAULTS,
  PLAN_SUMMARIES_PAGE_DEFAULT,
  PLANS_PAGE_MAX,
  type PlanSummariesInput,
  type PlanSummaryPage,
  type CreatePlanInput,
  type Plan,
  type PlanExercise,
  type PlanWithExercises,
  type UpdatePlanInput,
} from '#shared/schemas/plans';
import { decodeCursor, encodeCursor } from '#server/lib/keyset-cursor';
import { namesList } from '../exercises/exercises.ts';
import { planExerciseOrder, planExerciseSelect, planSelect, planWithExercisesSelect, toPlan, toPlanExercise, toPlanWithExercises } from './plan-select.ts';
import { assertBelowCap, type RowCaps } from '#server/lib/row-caps';

/** The library's order: newest first; the id breaks ties so that pages never overlap. */
const planOrder = [{ createdAt: 'desc' }, { id: 'asc' }] satisfies Prisma.PlanOrderByWithRelationInput[];

/** Plans after a cursor of `planOrder` (the createdAt and id of the previous page's last plan). */
function afterPlanCursor(cursor: string | null | undefined): Prisma.PlanWhereInput {
  if (!cursor) return {};
  const [createdAt, id] = decodeCursor(cursor, ['date', 'string'] as const);
  return { OR: [{ createdAt: { lt: createdAt } }, { createdAt, id: { gt: id } }] };
}
const planCursor = (row: { createdAt: Date; id: string }) => encodeCursor([row.createdAt, row.id]);

/**
 * One page of the coach's plans with their exercises (docs/product.md §7 GET /plans), newest first. `next`
 * is the cursor of the following page when there are more: never a silent cut.
 */
export async function listPlanPage(db: Db, coachId: string, page: { limit?: number; cursor?: string | null } = {}): Promise<{ plans: PlanWithExercises[]; next: string | null }> {
  const limit = page.limit ?? PLANS_PAGE_MAX;
  const after = page.cursor ? decodeCursor(page.cursor, ['date', 'string'] as const) : null;
  // Our own SQL (db/typed-sql.ts) in the response's shape: each plan's exercises built as json in
  // the same statement, cheaper for PostgreSQL than the jsonb of Prisma's relation reads
  // (docs/query-performance.md, "Lists in the response's shape").
  const rows = await typedSql(db)
    .selectFrom('Plan as p')
    .select(['p.id', 'p.name', 'p.description', 'p.notes', 'p.instructions', 'p.category', 'p.difficulty', 'p.estimatedDuration', 'p.columnConfig', 'p.createdAt', 'p.updatedAt'])
    .select((eb) =>
      jsonArrayFrom(
        eb
          .selectFrom('PlanExercise as pe')
          .innerJoin('Exercise as e', 'e.id', 'pe.exerciseId')
          .select(['pe.id', 'pe.planId', 'pe.exerciseId', 'pe.orderIndex', 'pe.columnData', 'pe.notes', 'pe.groupId', 'pe.groupName'])
          .select((row) =>
            jsonBuildObject({
              id: row.ref('e.id'),
              name: row.ref('e.name'),
              category: row.ref('e.category'),
              description: row.ref('e.description'),
              instructions: row.ref('e.instructions'),
              equipment: row.ref('e.equipment'),
              muscleGroups: row.ref('e.muscleGroups'),
              videoUrl: row.ref('e.videoUrl'),
              imageUrl: row.ref('e.imageUrl'),
            }).as('exercise'),
          )
          .whereRef('pe.planId', '=', 'p.id')
          .orderBy('pe.orderIndex')
          .orderBy('pe.id'),
      ).as('exercises'),
    )
    .where('p.coachId', '=', coachId)
    .$if(after !== null, (q) => q.where((eb) => eb.or([eb('p.createdAt', '<', after![0]), eb.and([eb('p.createdAt', '=', after![0]), eb('p.id', '>', after![1])])])))
    .orderBy('p.createdAt', 'desc')
    .orderBy('p.id')
    .limit(sql.lit(limit + 1))
    .execute();
  const plans = rows.slice(0, limit).map((row): PlanWithExercises => ({
    ...row,
    columnConfig: normalizeColumnConfig(row.columnConfig),
    exercises: row.exercises.map((e) => ({ ...e, columnData: normalizeColumnData(e.columnData) })),
  }));
  return { plans, next: rows.length > limit ? planCursor(plans.at(-1)!) : null };
}

export async function listPlans(db: Db, coachId: string): Promise<PlanWithExercises[]> {
  return (await listPlanPage(db, coachId)).plans;
}

const planSummarySelect = {
  id: true,
  name: true,
  description: true,
  category: true,
  difficulty: true,
  estimatedDuration: true,
  createdAt: true,
  updatedAt: true,
} satisfies Prisma.PlanSelect;

/**
 * What the plan cards and pickers show, a page at a time, in the library's order: no exercise
 * rows, only their counts (exercises by `_count`, groups by GROUP BY), in two statements.
 */
export async function listPlanSummaries(db: Db, coachId: string, input: PlanSummariesInput = {}): Promise<PlanSummaryPage> {
  const limit = input.limit ?? PLAN_SUMMARIES_PAGE_DEFAULT;
  const rows = await db.plan.findMany({
    where: { coachId, ...(input.search ? { name: { contains: input.search, mode: 'insensitive' } } : {}), ...afterPlanCursor(input.cursor) },
    select: { ...planSummarySelect, _count: { select: { exercises: true } } },
    orderBy: planOrder,
    take: limit + 1,
  });
  const page = rows.slice(0, limit);
  const groups = page.length ? await db.planExercise.groupBy({ by: ['planId', 'groupId'], where: { planId: { in: page.map((p) => p.id) }, groupId: { not: null } } }) : [];
  const groupCount = new Map<string, number>();
  for (const g of groups) groupCount.set(g.planId, (groupCount.get(g.planId) ?? 0) + 1);
  return {
    items: page.map(({ _count, ...plan }) => ({ ...plan, exerciseCount: _count.exercises, groupCount: groupCount.get(plan.id) ?? 0 })),
    nextCursor: rows.length > limit ? planCursor(page.at(-1)!) : null,
  };
}

export async function getPlan(db: Db, coachId: string, id: string): Promise<PlanWithExercises> {
  const row = await db.plan.findFirst({ where: { id, coachId }, select: planWithExercisesSelect });
  if (!row) throw notFound('Plan');
  return toPlanWithExercises(row);
}

export async function listPlanExercises(db: Db, coachId: string, planId: string): Promise<PlanExercise[]> {
  await assertOwnPlan(db, coachId, planId);
  const rows = await db.planExercise.findMany({ where: { planId }, select: planExerciseSelect, orderBy: planExerciseOrder });
  return rows.map(toPlanExercise);
}

export async function assertOwnPlan(db: Db | Prisma.TransactionClient, coachId: string, planId: string): Promise<void> {
  const plan = await db.plan.findFirst({ where: { id: planId, coachId }, select: { id: true } });
  if (!plan) throw notFound('Plan');
}

/** Plan fields with docs/product.md §9 defaults for whatever was left out or blank. */
export function planCreateData(input: CreatePlanInput) {
  return {
    name: input.name,
    description: input.description ?? null,
    notes: input.notes ?? null,
    instructions: input.instructions ?? null,
    category: input.category || PLAN_DEFAULTS.category,
    difficulty: input.difficulty || PLAN_DEFAULTS.difficulty,
    estimatedDuration: input.estimatedDuration ?? PLAN_DEFAULTS.estimatedDuration,
    columnConfig: input.columnConfig ?? DEFAULT_COLUMN_CONFIG,
  };
}

/** Only the fields that were sent; a blank category or difficulty goes back to its default. */
export function planUpdateData(input: Omit<UpdatePlanInput, 'id'>): Prisma.PlanUpdateManyMutationInput {
  const data: Prisma.PlanUpdateManyMutationInput = {};
  if (input.name !== undefined) data.name = input.name;
  if (input.description !== undefined) data.description = input.description;
  if (input.notes !== undefined) data.notes = input.notes;
  if (input.instructions !== undefined) data.instructions = input.instructions;
  if (input.category !== undefined) data.category = input.category || PLAN_DEFAULTS.category;
  if (input.difficulty !== undefined) data.difficulty = input.difficulty || PLAN_DEFAULTS.difficulty;
  if (input.estimatedDuration !== undefined) data.estimatedDuration = input.estimatedDuration ?? PLAN_DEFAULTS.estimatedDuration;
  if (input.columnConfig !== undefined) data.columnConfig = input.columnConfig ?? DEFAULT_COLUMN_CONFIG;
  return data;
}

export async function createPlan(db: Db, coachId: string, input: CreatePlanInput, caps: RowCaps): Promise<Plan> {
  await assertBelowCap(caps, 'plansPerCoach', () => db.plan.count({ where: { coachId } }));
  const row = await db.plan.create({ data: { coachId, ...planCreateData(input) }, select: planSelect });
  return toPlan(row);
}

export async function updatePlan(db: Db, coachId: string, input: UpdatePlanInput): Promise<Plan> {
  const { id, ...fields } = input;
  const { count } = await db.plan.updateMany({ where: { id, coachId }, data: planUpdateData(fields) });
  if (count === 0) throw notFound('Plan');
  const row = await db.plan.findFirstOrThrow({ where: { id, coachId }, select: planSelect });
  return toPlan(row);
}

/**
 * A plan used by a program is not deleted: the coach is told which programs (409). Assigned
 * workouts are snapshots (docs/design.md §3), so a plan that was assigned can go.
 */
export async function deletePlan(db: Db, coachId: string, id: string): Promise<{ ok: true }> {
  return db.$transaction(async (tx) => {
    await assertOwnPlan(tx, coachId, id);
    const programs = await tx.program.findMany({
      where: { coachId, plans: { some: { planId: id } } },
      select: { name: true },
      orderBy: { name: 'asc' },
    });
    if (programs.length > 0) {
      const one = programs.length === 1;
      throw conflict(`This plan is used by ${one ? 'the program' : 'the programs'} ${namesList(programs.map((p) => p.name))}. Remove it from ${one ? 'that program' : 'those programs'} first.`);
    }
    await tx.plan.delete({ where: { id } });
    return { ok: true as const };
  });
}

export function copyName(name: string): string {
  const suffix = ' (Copy)';
  return name.length + suffix.length <= NAME_MAX_LENGTH ? name + suffix : name.slice(0, NAME_MAX_LENGTH - suffix.length) + suffix;
}

/** A copy with its exercises, values, notes and groups; groups get fresh ids of their own. */
export async function duplicatePlan(db: Db, coachId: string, id: string, caps: RowCaps): Promise<PlanWithExercises> {
  return db.$transaction(async (tx) => {
    const source = await tx.plan.findFirst({ where: { id, coachId }, select: planWithExercisesSelect });
    if (!source) throw notFound('Plan');
    await assertBelowCap(caps, 'plansPerCoach', () => tx.plan.count({ where: { coachId } }));
    const groupIds = new Map<string, string>();
    const copy = await tx.plan.create({
      data: {
        coachId,
        name: copyName(source.name),
        description: source.description,
        notes: source.notes,
        instructions: source.instructions,
        category: source.category,
        difficulty: source.difficulty,
        estimatedDuration: source.estimatedDuration,
        columnConfig: source.columnConfig ?? DEFAULT_COLUMN_CONFIG,
        exercises: {
          create: source.exercises.map((e, i) => {
            let groupId: string | null = null;
            if (e.groupId) {
              if (!groupIds.has(e.groupId)) groupIds.set(e.groupId, `g-${randomUUID()}`);
              groupId = groupIds.get(e.groupId)!;
            }
            return { exerciseId: e.exerciseId, orderIndex: i, columnData: e.columnData ?? {}, notes: e.notes, groupId, groupName: e.groupName };
          }),
        },
      },
      select: planWithExercisesSelect,
    });
    return toPlanWithExercises(copy);
  });
}
