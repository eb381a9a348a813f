// Progress photos (docs/progress-photos.md, ADR 0022). The bytes go through the meal-photo pipeline
// (ADR 0010: upload ticket, checks and re-encoding without metadata, signed reads, cleanup); this
// file only keeps the rows. Every query is filtered by the client, so another tenant's photo or
// client is "not found".
import type { AppDeps } from '#server/deps';
import { conflict, invalid, notFound } from '#server/errors';
import { decodeCursor, pageOf } from '#server/lib/keyset-cursor';
import type { StorageDeps } from '#server/lib/object-storage/index';
import { assertBelowCap } from '#server/lib/row-caps';
import type { UploadTicket } from '#shared/schemas/food';
import { MSG_PHOTO_IN_FUTURE, PROGRESS_PHOTO_KEY_PREFIX, PROGRESS_PHOTO_PAGE_MAX, type ProgressPhoto, type ProgressPhotoPage, type ProgressPose } from '#shared/schemas/progress-photos';
import { localToday, zoneOrUtc } from '#shared/time-zone';
import { removeReleasedPhotos } from '../photos/cleanup.ts';
import { createUploadTicket, keyOfObjectPath, photoUrl } from '../photos/uploads.ts';

const isoDay = (d: Date): string => d.toISOString().slice(0, 10);
const dayOf = (iso: string): Date => new Date(`${iso}T00:00:00Z`);

const select = { id: true, takenOn: true, pose: true, objectKey: true, createdAt: true } as const;
type Row = { id: string; takenOn: Date; pose: ProgressPose; objectKey: string | null; createdAt: Date };

const toPhoto = (deps: Pick<AppDeps, 'appSecret' | 'clock'>, r: Row): ProgressPhoto => ({
  id: r.id,
  takenOn: isoDay(r.takenOn),
  pose: r.pose,
  imageUrl: photoUrl(deps, r.objectKey),
  createdAt: r.createdAt,
});

/** A meal-photo ticket whose key says "progress photo" (cleanup and deletion tell them apart). */
export const requestProgressUpload = (deps: Pick<AppDeps, 'db' | 'clock' | 'appSecret'>, clientId: string): Promise<UploadTicket> => createUploadTicket(deps, clientId, PROGRESS_PHOTO_KEY_PREFIX);

/**
 * One page of a client's photos, newest day first (then newest row), `limit` at most
 * PROGRESS_PHOTO_PAGE_MAX; `nextCursor` reads older ones. One indexed read.
 */
export async function listProgressPhotos(
  deps: Pick<AppDeps, 'db' | 'clock' | 'appSecret'>,
  clientId: string,
  input: { limit?: number; cursor?: string | null; pose?: ProgressPose; on?: string },
): Promise<ProgressPhotoPage> {
  const limit = input.limit ?? PROGRESS_PHOTO_PAGE_MAX;
  const after = input.cursor ? decodeCursor(input.cursor, ['date', 'string'] as const) : null;
  const rows = await deps.db.progressPhoto.findMany({
    where: {
      clientId,
      ...(input.pose ? { pose: input.pose } : {}),
      ...(input.on ? { takenOn: dayOf(input.on) } : {}),
      ...(after ? { OR: [{ takenOn: { lt: after[0] } }, { takenOn: after[0], id: { lt: after[1] } }] } : {}),
    },
    orderBy: [{ takenOn: 'desc' }, { id: 'desc' }],
    select,
    take: limit + 1,
  });
  const page = pageOf(rows, limit, (last) => [last.takenOn, last.id]);
  return { items: page.items.map((r) => toPhoto(deps, r)), nextCursor: page.nextCursor };
}

/**
 * Records an uploaded photo with its day and pose. The objectPath must be a finished upload of
 * this client's own progress-photo ticket, used by no other photo.
 */
export async function createProgressPhoto(
  deps: Pick<AppDeps, 'db' | 'clock' | 'appSecret' | 'caps'> & { user?: { timeZone?: string | null } | null },
  clientId: string,
  input: { objectPath: string; takenOn: string; pose?: ProgressPose },
): Promise<ProgressPhoto> {
  const { db } = deps;
  const takenOn = dayOf(input.takenOn);
  if (takenOn > localToday(deps.clock.now(), zoneOrUtc(deps.user?.timeZone))) throw invalid(MSG_PHOTO_IN_FUTURE);
  const key = keyOfObjectPath(input.objectPath);
  if (!key.startsWith(PROGRESS_PHOTO_KEY_PREFIX)) throw notFound('Photo');
  const [object, used] = await Promise.all([
    db.storedObject.findFirst({ where: { key, clientId }, select: { uploadedAt: true } }),
    db.progressPhoto.findFirst({ where: { objectKey: key }, select: { id: true, clientId: true } }),
  ]);
  if (!object) throw notFound('Photo');
  if (!object.uploadedAt) throw invalid('This photo has not been uploaded yet');
  if (used) throw conflict('This photo has already been added');
  await assertBelowCap(deps.caps, 'progressPhotosPerClient', () => db.progressPhoto.count({ where: { clientId } }));
  const row = await db.progressPhoto.create({ data: { clientId, takenOn, pose: input.pose ?? 'UNTAGGED', objectKey: key }, select });
  return toPhoto(deps, row);
}

/**
 * Deletes the photo and lets its bytes go in one transaction, then removes the bytes; a storage
 * failure is logged and left to the photo sweep (as a meal photo's, cleanup.ts).
 */
export async function deleteProgressPhoto(deps: StorageDeps, clientId: string, id: string): Promise<{ ok: true }> {
  const released = await deps.db.$transaction(async (tx) => {
    const photo = await tx.progressPhoto.findFirst({ where: { id, clientId }, select: { id: true, objectKey: true } });
    if (!photo) throw notFound('Photo');
    const removed = await tx.progressPhoto.deleteMany({ where: { id: photo.id } });
    if (removed.count !== 1) throw notFound('Photo');
    if (!photo.objectKey) return [];
    const letGo = await tx.storedObject.updateMany({ where: { key: photo.objectKey, clientId }, data: { clientId: null } });
    return letGo.count ? [photo.objectKey] : [];
  });
  await removeReleasedPhotos(deps, released);
  return { ok: true };
}
