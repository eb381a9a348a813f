// Photo uploads (docs/product.md §7, docs/design.md §3): a client asks for a ticket (a server-made object name and
// a short-lived signed PUT URL), then PUTs the bytes; the server checks and re-encodes them
// before anything is stored. Reads go through short-lived signed URLs.
import { createHash } from 'node:crypto';
import type { AppDeps } from '#server/deps';
import { conflict, notFound, tooManyRequests } from '#server/errors';
import { storageOf, type StorageDeps } from '#server/lib/object-storage/index';
import { newToken } from '#server/lib/tokens';
import type { UploadTicket } from '#shared/schemas/food';
import { PROGRESS_PHOTO_KEY_PREFIX } from '#shared/schemas/progress-photos';
import { ORPHAN_AFTER_MS } from './cleanup.ts';
import { processPhoto } from './process-image.ts';
import { readUrlFor, uploadUrlFor } from './signing.ts';

/** Unfinished tickets a client may hold at once (a meal rarely has more than a few photos). */
export const MAX_PENDING_UPLOADS = 30;

/** Key prefixes of photos that are not meal photos (progress photos, ADR 0022). */
export const KEY_PREFIXES = [PROGRESS_PHOTO_KEY_PREFIX] as const;

export const objectPathOf = (key: string) => `/objects/${key}`;
export const keyOfObjectPath = (objectPath: string) => objectPath.replace(/^\/objects\//, '');

/**
 * A ticket for one photo. `prefix` names what the photo is for in its key (progress photos use
 * `pp_`, ADR 0022), so cleanup and deletion can tell them apart; a meal photo's key (no prefix)
 * never starts with a known prefix.
 */
export async function createUploadTicket(deps: Pick<AppDeps, 'db' | 'clock' | 'appSecret'>, clientId: string, prefix = ''): Promise<UploadTicket> {
  const { db, clock } = deps;
  const now = clock.now();
  // Tickets never used within a day no longer count; the photo sweep removes them (cleanup.ts).
  const pending = await db.storedObject.count({ where: { clientId, uploadedAt: null, createdAt: { gte: new Date(now.getTime() - ORPHAN_AFTER_MS) } } });
  if (pending >= MAX_PENDING_UPLOADS) throw tooManyRequests('Too many uploads in progress. Please try again later.');
  let key = prefix + newToken();
  while (!prefix && KEY_PREFIXES.some((p) => key.startsWith(p))) key = newToken();
  await db.storedObject.create({ data: { clientId, key, createdAt: now }, select: { id: true } });
  return { uploadURL: uploadUrlFor(deps.appSecret, key, now), objectPath: objectPathOf(key) };
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

const storedAnswer = (key: string, o: { contentType: string | null; size: number | null; width: number | null; height: number | null }) => ({
  objectPath: objectPathOf(key),
  contentType: o.contentType ?? '',
  size: o.size ?? 0,
  width: o.width ?? 0,
  height: o.height ?? 0,
});

/**
 * Stores the bytes PUT to a valid upload URL (whose signature the route has checked). The same
 * bytes PUT again to a used ticket answer what the first PUT did: a client whose answer was lost
 * retries, and used to get 409 for a day while its queue waited (docs/offline.md, issue 31).
 * Other bytes to a used ticket are still a conflict.
 */
export async function acceptUpload(deps: StorageDeps, key: string, bytes: Buffer) {
  const { db, clock } = deps;
  const select = { id: true, clientId: true, uploadedAt: true, uploadSha256: true, contentType: true, size: true, width: true, height: true } as const;
  const object = await db.storedObject.findUnique({ where: { key }, select });
  // A let-go ticket (its client deleted, or swept) takes no bytes.
  if (!object?.clientId) throw notFound('Upload');
  const hash = sha256(bytes);
  const repeated = (o: typeof object) => (o.uploadSha256 === hash ? storedAnswer(key, o) : null);
  if (object.uploadedAt) return repeated(object) ?? fail();
  const photo = await processPhoto(bytes);
  const storage = storageOf(deps);
  await storage.put(key, photo.body, photo.contentType);
  // Claim the ticket only if nobody else did meanwhile; the bytes are identical in kind either way.
  const claimed = await db.storedObject.updateMany({
    where: { id: object.id, clientId: { not: null }, uploadedAt: null },
    data: { uploadedAt: clock.now(), contentType: photo.contentType, size: photo.body.length, width: photo.width, height: photo.height, uploadSha256: hash },
  });
  if (claimed.count === 0) {
    // Two PUTs of the same bytes at once (a retry racing its first try): both succeed.
    const winner = await db.storedObject.findUnique({ where: { key }, select });
    return (winner && repeated(winner)) ?? fail();
  }
  return { objectPath: objectPathOf(key), contentType: photo.contentType, size: photo.body.length, width: photo.width, height: photo.height };
}

function fail(): never {
  throw conflict('This upload link has already been used');
}

/** The stored photo for a signed read URL (whose signature the route has checked). */
export async function readPhoto(deps: StorageDeps, key: string): Promise<{ body: Buffer; contentType: string } | null> {
  const object = await deps.db.storedObject.findUnique({ where: { key }, select: { clientId: true, uploadedAt: true, contentType: true } });
  // A let-go photo (its entry or client deleted) is no longer served, even before its bytes go.
  if (!object?.clientId || !object.uploadedAt || !object.contentType) return null;
  const body = await storageOf(deps).get(key);
  return body ? { body, contentType: object.contentType } : null;
}

export const photoUrl = (deps: Pick<AppDeps, 'appSecret' | 'clock'>, key: string | null) => (key ? readUrlFor(deps.appSecret, key, deps.clock.now()) : null);
