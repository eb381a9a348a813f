// Client-side checks of a chosen logo (docs/product.md §5); the server checks the bytes again.
import { responseError } from '#web/lib/response-error.ts';
import { LOGO_MAX_BYTES } from '#shared/limits';

const TYPES = new Set(['image/png', 'image/jpeg', 'image/svg+xml']);
const EXTENSIONS = /\.(png|jpe?g|svg)$/i;

export type LogoCheck = { ok: true } | { ok: false; reason: 'too-large' | 'type' };

export function checkLogoFile(file: { name: string; type: string; size: number }): LogoCheck {
  if (!TYPES.has(file.type) && !EXTENSIONS.test(file.name)) return { ok: false, reason: 'type' };
  if (file.size > LOGO_MAX_BYTES) return { ok: false, reason: 'too-large' };
  return { ok: true };
}

/** PUT /api/branding/logo with the file as the body (a plain route: the body is an image). */
export async function uploadLogo(file: Blob, headers: Record<string, string>): Promise<void> {
  const type = file.type || 'application/octet-stream';
  const res = await fetch('/api/branding/logo', { method: 'PUT', headers: { ...headers, 'Content-Type': type }, body: file });
  if (!res.ok) throw await responseError(res);
}
