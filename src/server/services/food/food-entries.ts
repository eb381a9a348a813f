// Food entries (docs/product.md §2 "Food log", §5, §7). A client reads and writes their own; a coach reads
// those of one of their clients. Photos are attached by the objectPath of a finished upload.
import type { AppDeps } from '#server/deps';
import { conflict, invalid, notFound } from '#server/errors';
import type { StorageDeps } from '#server/lib/object-storage/index';
import { BLANK_DESCRIPTION, FOOD_LOG_WEEKS, MSG_MEAL_IN_FUTURE, MSG_MEAL_TOO_OLD, addDays, foodLogWindow, mondayOf } from '#shared/food';
import { FOOD_PAGE_MAX, type FoodEntry } from '#shared/schemas/food';
import { zoneOrUtc } from '#shared/time-zone-name';
import { removeReleasedPhotos } from '../photos/cleanup.ts';
import { KEY_PREFIXES, keyOfObjectPath, photoUrl } from '../photos/uploads.ts';
import type { Db } from '#server/db/client';

/** docs/product.md §9: without a range the log shows the latest 8 weeks (Monday start). */
export const DEFAULT_WEEKS = FOOD_LOG_WEEKS;
const YEAR_MS = 366 * 86_400_000;

const select = { id: true, description: true, imagePath: true, loggedAt: true } as const;

export type FoodViewer = { role: 'CLIENT'; clientId: string } | { role: 'COACH'; coachId: string };

/** The client whose log `viewer` may read: their own, or one of the coach's clients (else 404). */
export async function resolveFoodClient(db: Db, viewer: FoodViewer, clientId: string | undefined): Promise<string> {
  if (viewer.role === 'CLIENT') {
    if (clientId && clientId !== viewer.clientId) throw notFound('Client');
    return viewer.clientId;
  }
  if (!clientId) throw invalid('clientId is required');
  const client = await db.client.findFirst({ where: { id: clientId, coachId: viewer.coachId }, select: { id: true } });
  if (!client) throw notFound('Client');
  return client.id;
}

/**
 * One page of a client's entries in the range, oldest first. `next` is the cursor of the
 * following page (the id of this page's last entry) when there are more: never a silent cut.
 */
export async function listFoodEntryPage(
  deps: Pick<AppDeps, 'db' | 'clock' | 'appSecret'>,
  clientId: string,
  range: { from?: Date; to?: Date; limit?: number; after?: string } = {},
): Promise<{ entries: FoodEntry[]; next: string | null }> {
  const now = deps.clock.now();
  const from = range.from ?? addDays(mondayOf(now), -7 * (DEFAULT_WEEKS - 1));
  if (range.to && range.to < from) throw invalid('from must not be after to');
  if (range.to && range.to.getTime() - from.getTime() > 5 * YEAR_MS) throw invalid('The range may span at most 5 years');
  const limit = range.limit ?? FOOD_PAGE_MAX;
  if (range.after) {
    // A cursor of another client (or a deleted entry) is not this client's page.
    const anchor = await deps.db.foodEntry.findFirst({ where: { id: range.after, clientId }, select: { id: true } });
    if (!anchor) throw invalid('after is not an entry of this food log');
  }
  const rows = await deps.db.foodEntry.findMany({
    where: { clientId, loggedAt: { gte: from, ...(range.to ? { lt: range.to } : {}) } },
    orderBy: [{ loggedAt: 'asc' }, { createdAt: 'asc' }, { id: 'asc' }],
    select,
    take: limit + 1,
    ...(range.after ? { cursor: { id: range.after }, skip: 1 } : {}),
  });
  const page = rows.slice(0, limit);
  return {
    entries: page.map((r) => ({ id: r.id, description: r.description, imageUrl: photoUrl(deps, r.imagePath), loggedAt: r.loggedAt })),
    next: rows.length > limit ? page.at(-1)!.id : null,
  };
}

export async function createFoodEntry(
  deps: Pick<AppDeps, 'db' | 'clock' | 'appSecret'> & { user?: { timeZone?: string | null } | null },
  clientId: string,
  input: { description?: string; imageUrl?: string | null; loggedAt: Date },
): Promise<FoodEntry> {
  const { db } = deps;
  const text = input.description?.trim() ?? '';
  if (!text && !input.imageUrl) throw invalid('Add either a photo or description');
  const now = deps.clock.now();
  // Issue 12: no meals on future days, none before the 8 weeks the log shows (the client's days).
  const window = foodLogWindow(now, zoneOrUtc(deps.user?.timeZone));
  if (input.loggedAt >= window.until) throw invalid(MSG_MEAL_IN_FUTURE);
  if (input.loggedAt < window.from) throw invalid(MSG_MEAL_TOO_OLD);

  let imagePath: string | null = null;
  if (input.imageUrl) {
    const key = keyOfObjectPath(input.imageUrl);
    // A progress photo's ticket (ADR 0022) is not a meal photo: it stays as private as its own list.
    if (KEY_PREFIXES.some((p) => key.startsWith(p))) throw notFound('Photo');
    const object = await db.storedObject.findFirst({ where: { key, clientId }, select: { key: true, uploadedAt: true } });
    if (!object) throw notFound('Photo');
    if (!object.uploadedAt) throw invalid('This photo has not been uploaded yet');
    const used = await db.foodEntry.findFirst({ where: { clientId, imagePath: key }, select: { id: true } });
    if (used) throw conflict('This photo is already used by another entry');
    imagePath = key;
  }
  const row = await db.foodEntry.create({
    data: { clientId, description: text || BLANK_DESCRIPTION, imagePath, loggedAt: input.loggedAt },
    select,
  });
  return { id: row.id, description: row.description, imageUrl: photoUrl(deps, row.imagePath), loggedAt: row.loggedAt };
}

/**
 * Deletes the entry and lets its photo go in one transaction (unless another entry still shows
 * that photo), then removes the photo's bytes; a storage failure is logged and left to the sweep.
 */
export async function deleteFoodEntry(deps: StorageDeps, clientId: string, id: string): Promise<{ ok: true }> {
  const released = await deps.db.$transaction(async (tx) => {
    const entry = await tx.foodEntry.findFirst({ where: { id, clientId }, select: { id: true, imagePath: true } });
    if (!entry) throw notFound('Food entry');
    const removed = await tx.foodEntry.deleteMany({ where: { id: entry.id } });
    if (removed.count !== 1) throw notFound('Food entry');
    const key = entry.imagePath;
    if (!key) return [];
    if (await tx.foodEntry.count({ where: { imagePath: key } })) return [];
    const letGo = await tx.storedObject.updateMany({ where: { key, clientId }, data: { clientId: null } });
    return letGo.count ? [key] : [];
  });
  await removeReleasedPhotos(deps, released);
  return { ok: true };
}
