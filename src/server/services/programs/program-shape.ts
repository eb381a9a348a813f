// What a program read returns (docs/conventions.md 8): one select per response shape, so a program and
// its whole schedule come back in one query, never one per entry.
import type { Prisma } from '#server/db/client';
import { weekDayToDayOffset } from '#shared/day-mapping';
import type { Program, ProgramPlan } from '#shared/schemas/programs';

export const planSummarySelect = {
  id: true,
  name: true,
  description: true,
  category: true,
  difficulty: true,
  estimatedDuration: true,
} satisfies Prisma.PlanSelect;

export const programPlanSelect = {
  id: true,
  programId: true,
  planId: true,
  week: true,
  dayOfWeek: true,
  orderIndex: true,
  plan: { select: planSummarySelect },
} satisfies Prisma.ProgramPlanSelect;

/** Schedule order: by orderIndex, then by day, so equal indexes still read chronologically. */
export const programPlanOrder = [{ orderIndex: 'asc' }, { week: 'asc' }, { dayOfWeek: 'asc' }] satisfies Prisma.ProgramPlanOrderByWithRelationInput[];

export const programSelect = {
  id: true,
  name: true,
  description: true,
  notes: true,
  category: true,
  difficulty: true,
  duration: true,
  mealsPerDay: true,
  displayOrder: true,
  createdAt: true,
  updatedAt: true,
  plans: { select: programPlanSelect, orderBy: programPlanOrder },
} satisfies Prisma.ProgramSelect;

type ProgramPlanRow = Prisma.ProgramPlanGetPayload<{ select: typeof programPlanSelect }>;
type ProgramRow = Prisma.ProgramGetPayload<{ select: typeof programSelect }>;

export function toProgramPlan(row: ProgramPlanRow): ProgramPlan {
  return { ...row, dayOffset: weekDayToDayOffset(row), isRestDay: row.planId === null };
}

export function toProgram(row: ProgramRow): Program {
  return { ...row, plans: row.plans.map(toProgramPlan) };
}
