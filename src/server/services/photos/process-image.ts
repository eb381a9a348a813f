// Checks an uploaded photo from its bytes and re-encodes it (docs/design.md §3 "Photos"): the type comes
// from the content (never the file name or header), the pixel count is bounded before decoding,
// and the re-encoded image carries no metadata (EXIF GPS, camera serials, comments).
import { fileTypeFromBuffer } from 'file-type';
import sharp, { type Metadata } from 'sharp';
import { DomainError, invalid, serviceUnavailable } from '#server/errors';

/** 25 MP: above any phone's default photo (12–24 MP); decoding more costs seconds and 100+ MB. */
export const MAX_INPUT_PIXELS = 25_000_000;
/** Photos decoded at the same time (the rest wait their turn), and how many may wait. */
export const MAX_PARALLEL_DECODES = 2;
export const MAX_WAITING_DECODES = 16;
/** Longest side kept; larger photos are scaled down (a phone screen never needs more). */
export const MAX_OUTPUT_SIDE = 2560;

const FORMATS = { 'image/jpeg': 'jpeg', 'image/png': 'png', 'image/webp': 'webp' } as const;
export type PhotoType = keyof typeof FORMATS;

export const MSG_UNSUPPORTED_TYPE = 'Please choose a JPEG, PNG or WebP image';
export const MSG_TOO_MANY_PIXELS = 'This image is too large (at most 25 megapixels)';
export const MSG_UNREADABLE = 'This image could not be read. Please choose another photo.';

export class UnsupportedMediaType extends DomainError {
  constructor() {
    super('UNSUPPORTED_MEDIA_TYPE', MSG_UNSUPPORTED_TYPE);
  }
}

let decoding = 0;
const waiting: (() => void)[] = [];

/** Runs `fn` when a decode slot is free; a full queue is a 503 (docs/reliability.md). */
async function withDecodeSlot<T>(fn: () => Promise<T>): Promise<T> {
  if (decoding >= MAX_PARALLEL_DECODES) {
    if (waiting.length >= MAX_WAITING_DECODES) throw serviceUnavailable('Too many photos are being processed. Please try again in a few seconds.');
    await new Promise<void>((resolve) => waiting.push(resolve));
  } else {
    decoding++;
  }
  try {
    return await fn();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else decoding--;
  }
}

export function processPhoto(input: Buffer): Promise<{ body: Buffer; contentType: PhotoType; width: number; height: number }> {
  return withDecodeSlot(() => decodePhoto(input));
}

async function decodePhoto(input: Buffer): Promise<{ body: Buffer; contentType: PhotoType; width: number; height: number }> {
  const detected = await fileTypeFromBuffer(input);
  const contentType = detected?.mime as PhotoType | undefined;
  if (!contentType || !(contentType in FORMATS)) throw new UnsupportedMediaType();

  let meta: Metadata;
  try {
    meta = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw invalid(MSG_UNREADABLE);
  }
  if (!meta.width || !meta.height) throw invalid(MSG_UNREADABLE);
  if (meta.width * meta.height > MAX_INPUT_PIXELS) throw invalid(MSG_TOO_MANY_PIXELS);

  try {
    const format = FORMATS[contentType];
    // rotate() applies the EXIF orientation before the metadata is dropped, so photos stay upright.
    const pipeline = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: MAX_OUTPUT_SIDE, height: MAX_OUTPUT_SIDE, fit: 'inside', withoutEnlargement: true });
    const encoded = format === 'jpeg' ? pipeline.jpeg({ quality: 85, mozjpeg: true }) : format === 'png' ? pipeline.png({ compressionLevel: 9 }) : pipeline.webp({ quality: 85 });
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    return { body: data, contentType, width: info.width, height: info.height };
  } catch {
    throw invalid(MSG_UNREADABLE);
  }
}
