// The coach's own settings in the export file (docs/data-transfer.md, "Categories and branding"):
// custom exercise categories, branding and the triage rule (docs/triage.md), carried in `exportedBy`. On import a category the coach
// already has (same name, trimmed, case-insensitive) or a built-in one is not written again, and
// branding is written only when the coach has none yet, so importing a file twice changes nothing.
// The logo stays in the exporting server's storage, as meal and progress photos do.
import { randomBytes } from 'node:crypto';
import { categoryKey, isBuiltInCategory } from '#shared/exercise-categories';
import type { ParsedExportData } from '#shared/schemas/data-transfer';
import type { Prisma } from '#server/db/client';
import { typedSql } from '#server/db/typed-sql';

const newId = () => `i${randomBytes(15).toString('base64url')}`;

/** Three statements at most, whatever the file holds. */
export async function importCoachSettings(tx: Prisma.TransactionClient, coachId: string, coach: ParsedExportData['exportedBy'], now: Date): Promise<void> {
  const seen = new Set<string>();
  const categories = coach.customCategories.flatMap((c) => {
    const key = categoryKey(c.name);
    if (isBuiltInCategory(c.name) || seen.has(key)) return [];
    seen.add(key);
    return [{ id: newId(), coachId, name: c.name.trim(), nameKey: key, createdAt: c.createdAt ? new Date(c.createdAt) : now }];
  });
  if (categories.length > 0) {
    await typedSql(tx)
      .insertInto('ExerciseCategory')
      .values(categories)
      .onConflict((oc) => oc.columns(['coachId', 'nameKey']).doNothing())
      .execute();
  }
  const b = coach.branding;
  if (b) {
    await typedSql(tx)
      .insertInto('Branding')
      .values({ id: newId(), coachId, businessName: b.businessName, tagline: b.tagline ?? null, about: b.about ?? null, primaryColor: b.primaryColor.toUpperCase(), logoPath: null, updatedAt: now })
      .onConflict((oc) => oc.column('coachId').doNothing())
      .execute();
  }
  const rule = coach.triageRule;
  if (rule) {
    await typedSql(tx)
      .insertInto('TriageRule')
      .values({ id: newId(), coachId, ...rule, updatedAt: now })
      .onConflict((oc) => oc.column('coachId').doNothing())
      .execute();
  }
}
