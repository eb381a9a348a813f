// One schedule entry at a time (docs/product.md §7 POST/DELETE /api/program-plans).
import type { Db } from '#server/db/client';
import { conflict, notFound } from '#server/errors';
import { weekDayToDayOffset } from '#shared/day-mapping';
import type { CreateProgramPlanInput, ProgramPlan } from '#shared/schemas/programs';
import { programPlanSelect, toProgramPlan } from './program-shape.ts';
import { assertOwnPlans } from './schedule.ts';

export async function addProgramPlan(db: Db, coachId: string, input: CreateProgramPlanInput): Promise<ProgramPlan> {
  const program = await db.program.findFirst({ where: { id: input.programId, coachId }, select: { id: true } });
  if (!program) throw notFound('Program');
  await assertOwnPlans(db, coachId, [input.planId]);
  const taken = await db.programPlan.findFirst({
    where: { programId: input.programId, week: input.week, dayOfWeek: input.dayOfWeek },
    select: { id: true },
  });
  if (taken) throw conflict(`Day ${weekDayToDayOffset(input)} already has an entry in this program`);
  const orderIndex = input.orderIndex ?? (await db.programPlan.count({ where: { programId: input.programId } }));
  const row = await db.programPlan.create({
    data: { programId: input.programId, planId: input.planId, week: input.week, dayOfWeek: input.dayOfWeek, orderIndex },
    select: programPlanSelect,
  });
  return toProgramPlan(row);
}

export async function deleteProgramPlan(db: Db, coachId: string, id: string): Promise<{ ok: true }> {
  const { count } = await db.programPlan.deleteMany({ where: { id, program: { coachId } } });
  if (count === 0) throw notFound('Program plan');
  return { ok: true };
}
