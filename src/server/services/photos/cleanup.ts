// Photo cleanup (docs/design.md §3 "Photos"): no photo bytes or StoredObject rows outlive their use.
//
// A photo is "let go" by setting its StoredObject.clientId to null, in the same transaction as
// whatever made it unneeded: deleting its food entry, deleting its client (the foreign key sets
// null by itself), or the sweep (the hourly "photo-sweep" job, docs/jobs.md) finding it orphaned. A let-go row is never served or attached
// again; it only remembers bytes still to remove. After the commit the bytes are deleted from
// storage and then the row; if storage fails, the row stays and the next sweep tries again.
import { sql, type ExpressionBuilder } from 'kysely';
import type { Db } from '#server/db/client';
import { typedSql, type DB } from '#server/db/typed-sql';
import { storageOf, type StorageDeps } from '#server/lib/object-storage/index';

/** Photos uploaded (or tickets issued) this long ago and still not in any food entry or progress photo (ADR 0022) are orphans. */
export const ORPHAN_AFTER_MS = 24 * 60 * 60_000;
/** Rows handled per batch: one SELECT, the storage deletes, one DELETE. */
export const SWEEP_BATCH = 500;
/** Batches per sweep, so one run stays bounded; the next run carries on. */
export const SWEEP_MAX_BATCHES = 20;
/** Storage deletes in flight at once. */
const DELETE_CONCURRENCY = 8;

type Failure = { key: string; err: unknown };

/** Deletes the bytes of `keys` (at most DELETE_CONCURRENCY at a time); never throws. */
async function deleteBytes(deps: StorageDeps, keys: string[]): Promise<{ deleted: string[]; failed: Failure[] }> {
  const deleted: string[] = [];
  const failed: Failure[] = [];
  let storage;
  try {
    storage = storageOf(deps);
  } catch (err) {
    return { deleted, failed: keys.map((key) => ({ key, err })) };
  }
  let next = 0;
  const worker = async () => {
    while (next < keys.length) {
      const key = keys[next++]!;
      try {
        await storage.delete(key);
        deleted.push(key);
      } catch (err) {
        failed.push({ key, err });
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(DELETE_CONCURRENCY, keys.length) }, worker));
  return { deleted, failed };
}

/** Removes the rows of let-go photos whose bytes are gone (one statement). */
async function deleteReleasedRows(db: Db, where: { key: { in: string[] } } | { id: { in: string[] } }) {
  return db.storedObject.deleteMany({ where: { ...where, clientId: null } });
}

/**
 * After a commit that let photos go: deletes their bytes, then their rows. Never throws: a failure
 * is logged and the photo is left to the sweep, so the user's request still succeeds.
 */
export async function removeReleasedPhotos(deps: StorageDeps, keys: string[]): Promise<void> {
  if (!keys.length) return;
  const { deleted, failed } = await deleteBytes(deps, keys);
  for (const { key, err } of failed) deps.log.warn({ err, key }, 'could not delete a stored photo; the photo sweep will retry');
  if (!deleted.length) return;
  try {
    await deleteReleasedRows(deps.db, { key: { in: deleted } });
  } catch (err) {
    deps.log.warn({ err, keys: deleted }, 'could not delete the rows of deleted photos; the photo sweep will retry');
  }
}

export interface SweepResult {
  /** Orphans found in this run (now let go). */
  released: number;
  /** Let-go photos whose bytes and row were removed. */
  deleted: number;
  /** Let-go photos whose bytes could not be removed (kept for the next run). */
  failed: number;
}

/** No food entry or progress photo uses the stored object `o` (its key). */
const unused = (eb: ExpressionBuilder<DB & { o: DB['StoredObject'] }, 'o'>) =>
  eb.and([
    eb.not(eb.exists(eb.selectFrom('FoodEntry as f').select(sql.lit(1).as('one')).whereRef('f.imagePath', '=', 'o.key'))),
    eb.not(eb.exists(eb.selectFrom('ProgressPhoto as p').select(sql.lit(1).as('one')).whereRef('p.objectKey', '=', 'o.key'))),
  ]);

/**
 * One sweep: lets go of every photo that no food entry uses and that was uploaded more than
 * ORPHAN_AFTER_MS ago (or whose upload never completed within that time), then removes the bytes
 * and rows of let-go photos, in batches. 1 + 2 per batch queries, whatever the number of photos.
 */
export async function sweepPhotos(deps: StorageDeps, o: { batchSize?: number; maxBatches?: number } = {}): Promise<SweepResult> {
  const { db } = deps;
  const batchSize = o.batchSize ?? SWEEP_BATCH;
  const maxBatches = o.maxBatches ?? SWEEP_MAX_BATCHES;
  const cutoff = new Date(deps.clock.now().getTime() - ORPHAN_AFTER_MS);

  // An unfinished ticket counts from when it was issued (its upload URL expired long ago).
  const { numUpdatedRows } = await typedSql(db)
    .updateTable('StoredObject as o')
    .set({ clientId: null })
    .where('o.clientId', 'is not', null)
    .where((eb) => eb(eb.fn.coalesce('o.uploadedAt', 'o.createdAt'), '<', cutoff))
    .where(unused)
    .executeTakeFirstOrThrow();
  const released = Number(numUpdatedRows);

  let deleted = 0;
  const failed: Failure[] = [];
  let after = '';
  for (let batch = 0; batch < maxBatches; batch++) {
    // Keyset pagination, so photos that failed in this run are not picked up again in it.
    const rows = await typedSql(db)
      .selectFrom('StoredObject as o')
      .select(['o.id', 'o.key'])
      .where('o.clientId', 'is', null)
      .where('o.id', '>', after)
      .where(unused)
      .orderBy('o.id')
      .limit(sql.lit(batchSize))
      .execute();
    if (!rows.length) break;
    after = rows.at(-1)!.id;
    const bytes = await deleteBytes(
      deps,
      rows.map((r) => r.key),
    );
    failed.push(...bytes.failed);
    const gone = new Set(bytes.deleted);
    const ids = rows.filter((r) => gone.has(r.key)).map((r) => r.id);
    if (ids.length) deleted += (await deleteReleasedRows(db, { id: { in: ids } })).count;
    if (rows.length < batchSize) break;
  }

  if (failed.length) {
    deps.log.warn({ err: failed[0]!.err, failed: failed.length, keys: failed.slice(0, 20).map((f) => f.key) }, 'photo sweep could not delete some stored photos; the next sweep retries');
  }
  if (released || deleted) deps.log.info({ released, deleted }, 'photo sweep removed orphaned photos');
  return { released, deleted, failed: failed.length };
}
