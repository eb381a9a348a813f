// Single plan-exercise rows (docs/product.md §7 /api/plan-exercises). Both the plan and the exercise must
// be the coach's own: another coach's id, even inside a body, answers 404 (docs/design.md §3).
import type { Db, Prisma } from '#server/db/client';
import { notFound } from '#server/errors';
import { normalizeColumnData, type CreatePlanExerciseInput, type PlanExercise, type UpdatePlanExerciseInput } from '#shared/schemas/plans';
import { assertOwnPlan } from './plans.ts';
import { planExerciseSelect, toPlanExercise } from './plan-select.ts';

type Tx = Db | Prisma.TransactionClient;

/** Throws 404 unless every id is an exercise of this coach. */
export async function assertOwnExercises(db: Tx, coachId: string, ids: string[]): Promise<void> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return;
  const count = await db.exercise.count({ where: { id: { in: unique }, coachId } });
  if (count !== unique.length) throw notFound('Exercise');
}

export async function createPlanExercise(db: Db, coachId: string, input: CreatePlanExerciseInput): Promise<PlanExercise> {
  return db.$transaction(async (tx) => {
    await assertOwnPlan(tx, coachId, input.planId);
    await assertOwnExercises(tx, coachId, [input.exerciseId]);
    let orderIndex = input.orderIndex;
    if (orderIndex === undefined) {
      const last = await tx.planExercise.findFirst({ where: { planId: input.planId }, select: { orderIndex: true }, orderBy: { orderIndex: 'desc' } });
      orderIndex = last ? last.orderIndex + 1 : 0;
    }
    const row = await tx.planExercise.create({
      data: {
        planId: input.planId,
        exerciseId: input.exerciseId,
        orderIndex,
        columnData: input.columnData ?? normalizeColumnData({}),
        notes: input.notes ?? null,
        groupId: input.groupId ?? null,
        groupName: input.groupId ? (input.groupName ?? null) : null,
      },
      select: planExerciseSelect,
    });
    return toPlanExercise(row);
  });
}

/** A row of one of the coach's plans, else 404. */
async function findOwnRow(db: Tx, coachId: string, id: string) {
  const row = await db.planExercise.findFirst({ where: { id, plan: { coachId } }, select: { id: true, planId: true } });
  if (!row) throw notFound('Plan exercise');
  return row;
}

export async function updatePlanExercise(db: Db, coachId: string, input: UpdatePlanExerciseInput): Promise<PlanExercise> {
  return db.$transaction(async (tx) => {
    const row = await findOwnRow(tx, coachId, input.id);
    // Moving a row to another plan is not an edit the builder makes; a mismatch is a stale id.
    if (input.planId !== undefined && input.planId !== row.planId) throw notFound('Plan exercise');
    if (input.exerciseId !== undefined) await assertOwnExercises(tx, coachId, [input.exerciseId]);
    const data: Prisma.PlanExerciseUncheckedUpdateInput = {};
    if (input.exerciseId !== undefined) data.exerciseId = input.exerciseId;
    if (input.orderIndex !== undefined) data.orderIndex = input.orderIndex;
    if (input.columnData !== undefined) data.columnData = input.columnData ?? normalizeColumnData({});
    if (input.notes !== undefined) data.notes = input.notes;
    if (input.groupId !== undefined) {
      data.groupId = input.groupId;
      if (!input.groupId) data.groupName = null;
    }
    if (input.groupName !== undefined && input.groupId !== null) data.groupName = input.groupName;
    const updated = await tx.planExercise.update({ where: { id: row.id }, data, select: planExerciseSelect });
    return toPlanExercise(updated);
  });
}

export async function deletePlanExercise(db: Db, coachId: string, id: string): Promise<{ ok: true }> {
  const { count } = await db.planExercise.deleteMany({ where: { id, plan: { coachId } } });
  if (count === 0) throw notFound('Plan exercise');
  return { ok: true };
}
