// The coach's exercise library (docs/product.md §2 Exercise Library, §7 Exercises). Every query is scoped
// to the coach: another coach's id answers 404 (docs/design.md §3).
import type { Db, Prisma } from '#server/db/client';
import { conflict, notFound } from '#server/errors';
import { decodeCursor, encodeCursor } from '#server/lib/keyset-cursor';
import type { CreateExerciseInput, Exercise, UpdateExerciseInput } from '#shared/schemas/exercises';
import { assertBelowCap, type RowCaps } from '#server/lib/row-caps';

export const exerciseSelect = {
  id: true,
  name: true,
  category: true,
  description: true,
  instructions: true,
  equipment: true,
  muscleGroups: true,
  videoUrl: true,
  imageUrl: true,
} satisfies Prisma.ExerciseSelect;

/** By name; the creation time and id break ties, so that pages never overlap. */
const exerciseOrder = [{ name: 'asc' }, { createdAt: 'asc' }, { id: 'asc' }] satisfies Prisma.ExerciseOrderByWithRelationInput[];

export async function listExercises(db: Db, coachId: string): Promise<Exercise[]> {
  return (await listExercisePage(db, coachId)).exercises;
}

/**
 * The coach's exercises by name: all of them without `limit`, else one page and the cursor of
 * the next (an opaque keyset of name, creation time and id) when there are more.
 */
export async function listExercisePage(db: Db, coachId: string, page: { limit?: number; cursor?: string | null } = {}): Promise<{ exercises: Exercise[]; next: string | null }> {
  let after: Prisma.ExerciseWhereInput = {};
  if (page.cursor) {
    const [name, createdAt, id] = decodeCursor(page.cursor, ['string', 'date', 'string'] as const);
    after = { OR: [{ name: { gt: name } }, { name, createdAt: { gt: createdAt } }, { name, createdAt, id: { gt: id } }] };
  }
  const rows = await db.exercise.findMany({
    where: { coachId, ...after },
    select: { ...exerciseSelect, createdAt: true },
    orderBy: exerciseOrder,
    ...(page.limit ? { take: page.limit + 1 } : {}),
  });
  const more = page.limit !== undefined && rows.length > page.limit;
  const shown = more ? rows.slice(0, page.limit) : rows;
  const last = shown.at(-1);
  return { exercises: shown.map(({ createdAt: _, ...e }) => e), next: more && last ? encodeCursor([last.name, last.createdAt, last.id]) : null };
}

export async function getExercise(db: Db, coachId: string, id: string): Promise<Exercise> {
  const row = await db.exercise.findFirst({ where: { id, coachId }, select: exerciseSelect });
  if (!row) throw notFound('Exercise');
  return row;
}

export async function createExercise(db: Db, coachId: string, input: CreateExerciseInput, caps: RowCaps): Promise<Exercise> {
  await assertBelowCap(caps, 'exercisesPerCoach', () => db.exercise.count({ where: { coachId } }));
  return db.exercise.create({
    data: {
      coachId,
      name: input.name,
      category: input.category,
      description: input.description ?? null,
      instructions: input.instructions ?? null,
      equipment: input.equipment ?? [],
      muscleGroups: input.muscleGroups ?? [],
      videoUrl: input.videoUrl ?? null,
      imageUrl: input.imageUrl ?? null,
    },
    select: exerciseSelect,
  });
}

export async function updateExercise(db: Db, coachId: string, input: UpdateExerciseInput): Promise<Exercise> {
  const { id, ...fields } = input;
  const data: Prisma.ExerciseUpdateManyMutationInput = {};
  for (const [key, value] of Object.entries(fields)) {
    if (value !== undefined) (data as Record<string, unknown>)[key] = value;
  }
  const { count } = await db.exercise.updateMany({ where: { id, coachId }, data });
  if (count === 0) throw notFound('Exercise');
  return getExercise(db, coachId, id);
}

/**
 * Plans point at their exercises, so an exercise still in a plan is not deleted: the coach is
 * told which plans use it (409). Assigned workouts are snapshots and never block a delete.
 */
export async function deleteExercise(db: Db, coachId: string, id: string): Promise<{ ok: true }> {
  return db.$transaction(async (tx) => {
    const row = await tx.exercise.findFirst({ where: { id, coachId }, select: { id: true } });
    if (!row) throw notFound('Exercise');
    const plans = await tx.plan.findMany({
      where: { coachId, exercises: { some: { exerciseId: id } } },
      select: { name: true },
      orderBy: { name: 'asc' },
    });
    if (plans.length > 0) {
      throw conflict(
        `This exercise is used by ${plans.length === 1 ? 'the plan' : 'the plans'} ${namesList(plans.map((p) => p.name))}. Remove it from ${plans.length === 1 ? 'that plan' : 'those plans'} first.`,
      );
    }
    await tx.exercise.delete({ where: { id } });
    return { ok: true as const };
  });
}

/** "A", "A and B", "A, B and C", at most five names then "and N more". */
export function namesList(names: string[]): string {
  const quoted = names.map((n) => `'${n}'`);
  if (quoted.length > 5) return `${quoted.slice(0, 5).join(', ')} and ${quoted.length - 5} more`;
  if (quoted.length <= 1) return quoted.join('');
  return `${quoted.slice(0, -1).join(', ')} and ${quoted.at(-1)}`;
}
