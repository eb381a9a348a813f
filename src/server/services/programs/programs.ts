// Programs of a coach (docs/product.md §3, §4 "Program editing", §7 Programs). Every query is scoped to the
// coach; another coach's id answers 404 (docs/design.md §3).
import { jsonArrayFrom, jsonObjectFrom } from 'kysely/helpers/postgres';
import type { Db, Prisma } from '#server/db/client';
import { typedSql } from '#server/db/typed-sql';
import { notFound } from '#server/errors';
import { weeksSpanned } from '#shared/day-mapping';
import { PROGRAM_DEFAULTS, type CreateProgramInput, type PlanOption, type Program, type ProgramEntryInput, type UpdateProgramInput } from '#shared/schemas/programs';
import { toProgram, programSelect } from './program-shape.ts';
import { assertDistinctDays, assertOwnPlans, entryRows } from './schedule.ts';
import { assertBelowCap, type RowCaps } from '#server/lib/row-caps';

type Tx = Prisma.TransactionClient;

/** Saved programs in the coach's order (drag-sorted; never-sorted ones last, oldest first). */
export async function listPrograms(db: Db, coachId: string): Promise<Program[]> {
  // Our own SQL (db/typed-sql.ts) in the response's shape: the schedule built as json in the same
  // statement, cheaper for PostgreSQL than the jsonb of Prisma's relation reads
  // (docs/query-performance.md, "Lists in the response's shape").
  const rows = await typedSql(db)
    .selectFrom('Program as p')
    .select(['p.id', 'p.name', 'p.description', 'p.notes', 'p.category', 'p.difficulty', 'p.duration', 'p.mealsPerDay', 'p.displayOrder', 'p.createdAt', 'p.updatedAt'])
    .select((eb) =>
      jsonArrayFrom(
        eb
          .selectFrom('ProgramPlan as pp')
          .select(['pp.id', 'pp.programId', 'pp.planId', 'pp.week', 'pp.dayOfWeek', 'pp.orderIndex'])
          .select((entry) =>
            jsonObjectFrom(
              entry.selectFrom('Plan as pl').select(['pl.id', 'pl.name', 'pl.description', 'pl.category', 'pl.difficulty', 'pl.estimatedDuration']).whereRef('pl.id', '=', 'pp.planId'),
            ).as('plan'),
          )
          .whereRef('pp.programId', '=', 'p.id')
          .orderBy('pp.orderIndex')
          .orderBy('pp.week')
          .orderBy('pp.dayOfWeek'),
      ).as('plans'),
    )
    .where('p.coachId', '=', coachId)
    .orderBy('p.displayOrder', (o) => o.asc().nullsLast())
    .orderBy('p.createdAt')
    .orderBy('p.id')
    .execute();
  return rows.map(toProgram);
}

export async function getProgram(db: Db, coachId: string, id: string): Promise<Program> {
  const row = await db.program.findFirst({ where: { id, coachId }, select: programSelect });
  if (!row) throw notFound('Program');
  return toProgram(row);
}

/**
 * A client may read a program of their own coach that has been assigned to them (docs/product.md §7: the
 * client app reads mealsPerDay of its active program); anything else is a 404.
 */
export async function getProgramForClient(db: Db, userId: string, id: string): Promise<Program> {
  const client = await db.client.findUnique({ where: { userId }, select: { id: true, coachId: true } });
  if (!client) throw notFound('Program');
  const row = await db.program.findFirst({
    where: { id, coachId: client.coachId },
    select: programSelect,
  });
  if (!row) throw notFound('Program');
  const assigned = await db.assignment.count({ where: { clientId: client.id, coachId: client.coachId, contentType: 'PROGRAM', contentId: id } });
  if (assigned === 0) throw notFound('Program');
  return toProgram(row);
}

/** The schedule's entries are checked before anything is written. */
async function checkEntries(db: Db, coachId: string, entries: readonly ProgramEntryInput[]) {
  assertDistinctDays(entries);
  await assertOwnPlans(
    db,
    coachId,
    entries.map((e) => e.planId),
  );
}

/** Without an explicit duration, a saved schedule sets it to the weeks it spans. */
function durationFor(input: { duration?: number; plans?: readonly ProgramEntryInput[] }): number | undefined {
  if (input.duration !== undefined) return input.duration;
  if (input.plans && input.plans.length > 0) return weeksSpanned(input.plans);
  return undefined;
}

export async function createProgram(db: Db, coachId: string, input: CreateProgramInput, caps: RowCaps): Promise<Program> {
  if (input.plans) await checkEntries(db, coachId, input.plans);
  await assertBelowCap(caps, 'programsPerCoach', () => db.program.count({ where: { coachId } }));
  const id = await db.$transaction(async (tx: Tx) => {
    const last = await tx.program.findFirst({
      where: { coachId, displayOrder: { not: null } },
      orderBy: { displayOrder: 'desc' },
      select: { displayOrder: true },
    });
    const program = await tx.program.create({
      data: {
        coachId,
        name: input.name,
        description: input.description ?? null,
        notes: input.notes ?? null,
        category: input.category ?? PROGRAM_DEFAULTS.category,
        difficulty: input.difficulty ?? PROGRAM_DEFAULTS.difficulty,
        duration: durationFor(input) ?? PROGRAM_DEFAULTS.duration,
        mealsPerDay: input.mealsPerDay ?? PROGRAM_DEFAULTS.mealsPerDay,
        // A new program goes to the end of the saved list.
        displayOrder: (last?.displayOrder ?? -1) + 1,
      },
      select: { id: true },
    });
    if (input.plans?.length) await tx.programPlan.createMany({ data: entryRows(program.id, input.plans) });
    return program.id;
  });
  return getProgram(db, coachId, id);
}

/**
 * Updates the program's fields; when `plans` is given, its schedule is replaced (old entries
 * deleted, new ones written) in the same transaction, so a failure leaves the old schedule.
 */
export async function updateProgram(db: Db, coachId: string, input: UpdateProgramInput): Promise<Program> {
  const { id, plans, ...fields } = input;
  const existing = await db.program.findFirst({ where: { id, coachId }, select: { id: true } });
  if (!existing) throw notFound('Program');
  if (plans) await checkEntries(db, coachId, plans);
  await db.$transaction(async (tx: Tx) => {
    await tx.program.update({
      where: { id },
      data: {
        name: fields.name,
        description: fields.description,
        notes: fields.notes,
        category: fields.category,
        difficulty: fields.difficulty,
        duration: durationFor({ duration: fields.duration, plans }),
        mealsPerDay: fields.mealsPerDay,
      },
    });
    if (plans) {
      await tx.programPlan.deleteMany({ where: { programId: id } });
      if (plans.length) await tx.programPlan.createMany({ data: entryRows(id, plans) });
    }
  });
  return getProgram(db, coachId, id);
}

/**
 * Deleting a program removes it and its schedule. Assignments keep their own copy of the name and
 * their workout sessions are snapshots (docs/design.md §3), so clients' history stays intact.
 */
export async function deleteProgram(db: Db, coachId: string, id: string): Promise<{ ok: true }> {
  const { count } = await db.program.deleteMany({ where: { id, coachId } });
  if (count === 0) throw notFound('Program');
  return { ok: true };
}

/** Stores the saved-programs order (docs/design.md §3): listed ids first, in order; the rest after. */
export async function reorderPrograms(db: Db, coachId: string, programIds: string[]): Promise<Program[]> {
  const ids = [...new Set(programIds)];
  const current = await db.program.findMany({
    where: { coachId },
    select: { id: true },
    orderBy: [{ displayOrder: { sort: 'asc', nulls: 'last' } }, { createdAt: 'asc' }, { id: 'asc' }],
  });
  const own = new Set(current.map((p) => p.id));
  if (ids.some((id) => !own.has(id))) throw notFound('Program');
  const listed = new Set(ids);
  const order = [...ids, ...current.map((p) => p.id).filter((id) => !listed.has(id))];
  await db.$transaction(order.map((id, displayOrder) => db.program.update({ where: { id }, data: { displayOrder }, select: { id: true } })));
  return listPrograms(db, coachId);
}

/** The coach's plans for the schedule's plan picker (one query, counts included). */
export async function listPlanOptions(db: Db, coachId: string): Promise<PlanOption[]> {
  const rows = await db.plan.findMany({
    where: { coachId },
    select: { id: true, name: true, description: true, category: true, difficulty: true, estimatedDuration: true, _count: { select: { exercises: true } } },
    orderBy: [{ name: 'asc' }, { id: 'asc' }],
  });
  return rows.map(({ _count, ...plan }) => ({ ...plan, exerciseCount: _count.exercises }));
}
