// Client side of photo uploads (SPEC §5, §7): the size/type check before anything is sent, then
// POST /objects/upload for a signed URL and a PUT of the file's bytes to it.
import { ACCEPTED_PHOTO_TYPES, FOOD_PHOTO_MAX_BYTES } from '../../../../shared/food.ts';

export const PHOTO_ACCEPT = ACCEPTED_PHOTO_TYPES.join(',');

/** Splits chosen files into acceptable photos and the rest (not an image, or over 5 MB). */
export function checkPhotos(files: File[]): { ok: File[]; rejected: File[] } {
  const ok: File[] = [];
  const rejected: File[] = [];
  for (const f of files) {
    const image = f.type.startsWith('image/') && (ACCEPTED_PHOTO_TYPES as readonly string[]).includes(f.type);
    (image && f.size > 0 && f.size <= FOOD_PHOTO_MAX_BYTES ? ok : rejected).push(f);
  }
  return { ok, rejected };
}

export interface UploadTicket {
  uploadURL: string;
  objectPath: string;
}

/** PUTs one file to its signed URL; throws with the server's message when it is refused. */
export async function putPhoto(ticket: UploadTicket, file: File): Promise<string> {
  // Resolved against the page: the server answers a path, and fetch outside a browser needs a URL.
  const res = await fetch(new URL(ticket.uploadURL, window.location.origin), { method: 'PUT', body: file, headers: { 'Content-Type': file.type || 'application/octet-stream' } });
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { error?: string } | null;
    throw new Error(body?.error ?? `${res.status}: ${res.statusText}`);
  }
  return ticket.objectPath;
}
