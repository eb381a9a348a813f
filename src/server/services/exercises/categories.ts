// A coach's own exercise categories, stored on the server so they follow the coach to another
// device (docs/design.md §3). Built-in ones (docs/product.md §9) are constants and never stored.
import type { Db } from '#server/db/client';
import { conflict, notFound } from '#server/errors';
import { categoryKey, isBuiltInCategory } from '#shared/exercise-categories';
import { EXERCISE_TEXTS, type ExerciseCategory } from '#shared/schemas/exercises';
import { assertBelowCap, type RowCaps } from '#server/lib/row-caps';

const select = { id: true, name: true } as const;

export function listCategories(db: Db, coachId: string): Promise<ExerciseCategory[]> {
  return db.exerciseCategory.findMany({ where: { coachId }, select, orderBy: { createdAt: 'asc' } });
}

export async function createCategory(db: Db, coachId: string, name: string, caps: RowCaps): Promise<ExerciseCategory> {
  const nameKey = categoryKey(name);
  if (isBuiltInCategory(name)) throw conflict(EXERCISE_TEXTS.categoryExists);
  const existing = await db.exerciseCategory.findUnique({ where: { coachId_nameKey: { coachId, nameKey } }, select: { id: true } });
  if (existing) throw conflict(EXERCISE_TEXTS.categoryExists);
  await assertBelowCap(caps, 'categoriesPerCoach', () => db.exerciseCategory.count({ where: { coachId } }));
  try {
    return await db.exerciseCategory.create({ data: { coachId, name: name.trim(), nameKey }, select });
  } catch (err) {
    // Two tabs adding the same name at once: the unique index decides.
    if ((err as { code?: string }).code === 'P2002') throw conflict(EXERCISE_TEXTS.categoryExists);
    throw err;
  }
}

/** Removes the category from the picker; exercises keep their category text. */
export async function deleteCategory(db: Db, coachId: string, id: string): Promise<{ ok: true }> {
  const { count } = await db.exerciseCategory.deleteMany({ where: { id, coachId } });
  if (count === 0) throw notFound('Category');
  return { ok: true };
}
