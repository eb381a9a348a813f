// Schedule entries of a program: checks shared by the bulk save and the one-entry route.
import type { Db } from '#server/db/client';
import { notFound, conflict } from '#server/errors';
import { weekDayToDayOffset } from '#shared/day-mapping';
import type { ProgramEntryInput } from '#shared/schemas/programs';

/** Every plan an entry points at must be the coach's own; another coach's plan is a 404. */
export async function assertOwnPlans(db: Db, coachId: string, planIds: (string | null)[]): Promise<void> {
  const wanted = [...new Set(planIds.filter((id): id is string => id !== null))];
  if (wanted.length === 0) return;
  const found = await db.plan.findMany({ where: { coachId, id: { in: wanted } }, select: { id: true } });
  if (found.length !== wanted.length) throw notFound('Plan');
}

/** One entry per day: the editor never offers a used day, so a repeat is a client mistake. */
export function assertDistinctDays(entries: readonly Pick<ProgramEntryInput, 'week' | 'dayOfWeek'>[]): void {
  const seen = new Set<number>();
  for (const entry of entries) {
    const day = weekDayToDayOffset(entry);
    if (seen.has(day)) throw conflict(`Day ${day} is scheduled more than once`);
    seen.add(day);
  }
}

/** Rows to insert for a schedule; entries without an orderIndex keep their position in the list. */
export function entryRows(programId: string, entries: readonly ProgramEntryInput[]) {
  return entries.map((e, i) => ({ programId, planId: e.planId, week: e.week, dayOfWeek: e.dayOfWeek, orderIndex: e.orderIndex ?? i }));
}
