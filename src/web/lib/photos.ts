// Client side of photo uploads, shared by meal and progress photos (docs/product.md §5, §7): the size/type check before anything is sent, then
// POST /objects/upload for a signed URL and a PUT of the file's bytes to it.
import { ACCEPTED_PHOTO_TYPES, FOOD_PHOTO_MAX_BYTES } from '#shared/food';
import { responseError } from './response-error.ts';

export const PHOTO_ACCEPT = ACCEPTED_PHOTO_TYPES.join(',');

/** Reads the first bytes of a file (FileReader: works in every browser and in jsdom). */
function headOf(file: File, length: number): Promise<Uint8Array> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.addEventListener('load', () => resolve(new Uint8Array(reader.result as ArrayBuffer)));
    reader.addEventListener('error', () => resolve(new Uint8Array()));
    reader.readAsArrayBuffer(file.slice(0, length));
  });
}

const startsWith = (bytes: Uint8Array, magic: number[], at = 0) => magic.every((b, i) => bytes[at + i] === b);

/**
 * Whether the bytes are those of a JPEG, PNG or WebP image, whatever the name or the type the
 * browser guessed from it says (issue 12: a text file named .jpg passed the type check).
 */
export function isImageBytes(bytes: Uint8Array): boolean {
  return (
    startsWith(bytes, [0xff, 0xd8, 0xff]) ||
    startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) ||
    (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8))
  );
}

/**
 * Splits chosen files into acceptable photos and the rest (not a JPEG, PNG or WebP by type and
 * by its first bytes, empty, or over 5 MB). The good ones stay whatever the others are.
 */
export async function checkPhotos(files: File[]): Promise<{ ok: File[]; rejected: File[] }> {
  const checked = await Promise.all(
    files.map(async (f) => {
      const typed = (ACCEPTED_PHOTO_TYPES as readonly string[]).includes(f.type);
      const sized = f.size > 0 && f.size <= FOOD_PHOTO_MAX_BYTES;
      return { f, good: typed && sized && isImageBytes(await headOf(f, 12)) };
    }),
  );
  return { ok: checked.filter((c) => c.good).map((c) => c.f), rejected: checked.filter((c) => !c.good).map((c) => c.f) };
}

export interface UploadTicket {
  uploadURL: string;
  objectPath: string;
}

/** PUTs one file to its signed URL; throws with the server's message when it is refused. */
export async function putPhoto(ticket: UploadTicket, file: File): Promise<string> {
  // Resolved against the page: the server answers a path, and fetch outside a browser needs a URL.
  const res = await fetch(new URL(ticket.uploadURL, window.location.origin), { method: 'PUT', body: file, headers: { 'Content-Type': file.type || 'application/octet-stream' } });
  if (!res.ok) throw await responseError(res);
  return ticket.objectPath;
}
