// Logo files (docs/product.md §5: png, jpeg or svg, at most 2 MB). Every logo is rasterised to a PNG with
// sharp, so an SVG's scripts, event handlers and links never reach a browser: what is stored and
// served is pixels only. An SVG is also refused before rendering if it declares a DOCTYPE or
// entities (entity expansion) or references anything outside itself (no file or network reads
// by the renderer).
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { LOGO_MAX_BYTES } from '#shared/limits';
import { DomainError, invalid } from '#server/errors';

export const LOGO_SIDE = 512;
const MAX_INPUT_PIXELS = 25_000_000;

export const MSG_LOGO_TOO_LARGE = 'Logo must be less than 2MB';
export const MSG_LOGO_TYPE = 'Please choose a PNG, JPEG or SVG logo';
export const MSG_LOGO_UNREADABLE = 'This logo could not be read. Please choose another file.';
export const MSG_SVG_EXTERNAL = 'This SVG refers to other files or addresses. Please export it as a self-contained SVG or a PNG.';

export class LogoTooLarge extends DomainError {
  constructor() {
    super('PAYLOAD_TOO_LARGE', MSG_LOGO_TOO_LARGE);
  }
}

function looksLikeSvg(bytes: Buffer): boolean {
  const head = bytes
    .subarray(0, 1024)
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimStart();
  return /^(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*<svg[\s>]/i.test(head);
}

/** Refuses SVG constructs that make a renderer expand entities or fetch anything. */
export function assertSelfContainedSvg(text: string): void {
  if (/<!DOCTYPE|<!ENTITY/i.test(text)) throw invalid(MSG_SVG_EXTERNAL);
  const refs = [...text.matchAll(/\b(?:xlink:)?href\s*=\s*["']\s*([^"']*)["']/gi)].map((m) => m[1] ?? '');
  const urls = [...text.matchAll(/url\(\s*["']?\s*([^)"']*)/gi)].map((m) => m[1] ?? '');
  const external = [...refs, ...urls].some((r) => !r.startsWith('#') && !/^data:image\/(png|jpeg|gif|webp);base64,/i.test(r));
  if (external || /@import/i.test(text)) throw invalid(MSG_SVG_EXTERNAL);
}

/** Checks the bytes (type from the content, size, pixels) and returns a square-bounded PNG. */
export async function rasteriseLogo(bytes: Buffer): Promise<Buffer> {
  if (bytes.length > LOGO_MAX_BYTES) throw new LogoTooLarge();
  if (bytes.length === 0) throw invalid(MSG_LOGO_UNREADABLE);
  const detected = await fileTypeFromBuffer(bytes);
  let svg = false;
  if (!detected || detected.mime === 'application/xml' || detected.mime === 'image/svg+xml') {
    if (!looksLikeSvg(bytes)) throw invalid(MSG_LOGO_TYPE);
    assertSelfContainedSvg(bytes.toString('utf8'));
    svg = true;
  } else if (detected.mime !== 'image/png' && detected.mime !== 'image/jpeg') {
    throw invalid(MSG_LOGO_TYPE);
  }
  try {
    const meta = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    if (!meta.width || !meta.height) throw invalid(MSG_LOGO_UNREADABLE);
    return await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', ...(svg ? { density: 144 } : {}) })
      .rotate()
      .resize({ width: LOGO_SIDE, height: LOGO_SIDE, fit: 'inside', withoutEnlargement: !svg })
      .png({ compressionLevel: 9 })
      .toBuffer();
  } catch (err) {
    if (err instanceof DomainError) throw err;
    throw invalid(MSG_LOGO_UNREADABLE);
  }
}
