// The builder's Save Plan / Update Plan (docs/product.md §4 "Plan editing") in one transaction: a new plan
// is created with its exercises; an edited plan is updated, exercises the editor removed are
// deleted, kept ones updated and new ones created. Either all of it is written or none.
import type { Db } from '#server/db/client';
import { notFound } from '#server/errors';
import { normalizeColumnData, type PlanWithExercises, type ZSavePlanInput } from '#shared/schemas/plans';
import type { z } from 'zod';
import { planCreateData } from './plans.ts';
import { assertOwnExercises } from './plan-exercises.ts';
import { planWithExercisesSelect, toPlanWithExercises } from './plan-select.ts';
import { assertBelowCap, type RowCaps } from '#server/lib/row-caps';

type SavePlan = z.output<typeof ZSavePlanInput>;

/** A row's stored fields; its position in the list is its orderIndex. */
const rowData = (e: SavePlan['exercises'][number], orderIndex: number) => ({
  exerciseId: e.exerciseId,
  orderIndex,
  columnData: e.columnData ?? normalizeColumnData({}),
  notes: e.notes ?? null,
  groupId: e.groupId ?? null,
  groupName: e.groupId ? (e.groupName ?? null) : null,
});

export async function savePlan(db: Db, coachId: string, input: SavePlan, caps: RowCaps): Promise<PlanWithExercises> {
  return db.$transaction(
    async (tx) => {
      await assertOwnExercises(
        tx,
        coachId,
        input.exercises.map((e) => e.exerciseId),
      );
      const fields = planCreateData(input.plan);
      let planId: string;
      if (input.id) {
        const { count } = await tx.plan.updateMany({ where: { id: input.id, coachId }, data: fields });
        if (count === 0) throw notFound('Plan');
        planId = input.id;
      } else {
        await assertBelowCap(caps, 'plansPerCoach', () => tx.plan.count({ where: { coachId } }));
        planId = (await tx.plan.create({ data: { coachId, ...fields }, select: { id: true } })).id;
      }

      const existing = input.id ? await tx.planExercise.findMany({ where: { planId }, select: { id: true } }) : [];
      const existingIds = new Set(existing.map((e) => e.id));
      const keptIds = new Set<string>();
      for (const e of input.exercises) {
        if (!e.id) continue;
        // An id that is not a row of this plan (another plan's, another coach's, or deleted).
        if (!existingIds.has(e.id) || keptIds.has(e.id)) throw notFound('Plan exercise');
        keptIds.add(e.id);
      }
      const removed = [...existingIds].filter((id) => !keptIds.has(id));
      if (removed.length > 0) await tx.planExercise.deleteMany({ where: { planId, id: { in: removed } } });

      const created: ReturnType<typeof rowData>[] = [];
      for (const [i, e] of input.exercises.entries()) {
        if (e.id) await tx.planExercise.update({ where: { id: e.id }, data: rowData(e, i) });
        else created.push(rowData(e, i));
      }
      if (created.length > 0) await tx.planExercise.createMany({ data: created.map((c) => ({ ...c, planId })) });

      const saved = await tx.plan.findFirstOrThrow({ where: { id: planId }, select: planWithExercisesSelect });
      return toPlanWithExercises(saved);
    },
    { timeout: 20_000 },
  );
}
