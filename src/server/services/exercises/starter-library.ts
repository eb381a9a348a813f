// The starter exercise library (docs/starter-library.md): one call adds the curated exercises of
// src/shared/starter-exercises.ts that the coach does not have yet (by name, trimmed and
// case-insensitive), in one transaction under the coach's import lock, so a second click, or two
// clicks at once, never duplicate one.
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { STARTER_EXERCISES } from '#shared/starter-exercises';
import type { Db } from '#server/db/client';
import { typedSql } from '#server/db/typed-sql';
import { insertRows } from '../data-transfer/bulk-insert.ts';
import { lockCoachImports } from '../data-transfer/import.ts';

const key = (name: string) => name.trim().toLowerCase();

export const STARTER_TEXTS = {
  added: (n: number) => `Added ${n} starter exercise${n === 1 ? '' : 's'} to your library.`,
  addedSome: (n: number, kept: number) => `Added ${n} starter exercise${n === 1 ? '' : 's'}; kept the ${kept} you already had.`,
  nothing: 'Every starter exercise is already in your library: nothing was added.',
} as const;

export async function addStarterLibrary(db: Db, coachId: string): Promise<{ added: number; alreadyThere: number; message: string }> {
  const keys = STARTER_EXERCISES.map((e) => key(e.name));
  const added = await db.$transaction(async (tx) => {
    await lockCoachImports(tx, coachId);
    const name = sql<string>`lower(btrim(${sql.ref('name')}))`;
    const have = await typedSql(tx)
      .selectFrom('Exercise')
      .select(name.as('k'))
      .distinct()
      .where('coachId', '=', coachId)
      .where(name, '=', sql<string>`ANY(${keys}::text[])`)
      .execute();
    const existing = new Set(have.map((r) => r.k));
    const missing = STARTER_EXERCISES.filter((e) => !existing.has(key(e.name)));
    await insertRows(
      tx,
      'Exercise',
      missing.map((e) => ({
        id: `s${randomBytes(15).toString('base64url')}`,
        coachId,
        name: e.name,
        category: e.category,
        description: e.description,
        instructions: null,
        equipment: e.equipment,
        muscleGroups: e.muscleGroups,
        videoUrl: null,
        imageUrl: null,
      })),
    );
    return missing.length;
  });
  const alreadyThere = STARTER_EXERCISES.length - added;
  const message = added === 0 ? STARTER_TEXTS.nothing : alreadyThere === 0 ? STARTER_TEXTS.added(added) : STARTER_TEXTS.addedSome(added, alreadyThere);
  return { added, alreadyThere, message };
}
