// Short-lived signed URLs for photo uploads and reads (docs/design.md §3 "Photos"). An <img> cannot send
// a bearer header, so the signature is the permission; it is only ever handed to the client who
// owns the photo and to their coach, and it expires.
import { createHmac, timingSafeEqual } from 'node:crypto';

export type UrlPurpose = 'upload' | 'read';

export const UPLOAD_URL_TTL_MS = 15 * 60_000;
/** Read URLs live 15–30 minutes: expiries are rounded up to a 15-minute step, so a list read
 * twice in a row answers the same URLs and the browser can reuse the cached image. */
export const READ_URL_STEP_MS = 15 * 60_000;

const sign = (secret: string, purpose: UrlPurpose, key: string, exp: number) => createHmac('sha256', secret).update(`${purpose}\n${key}\n${exp}`).digest('base64url');

export function signedQuery(secret: string, purpose: UrlPurpose, key: string, exp: number): string {
  return `exp=${exp}&sig=${sign(secret, purpose, key, exp)}`;
}

export function readExpiry(now: Date): number {
  return (Math.floor(now.getTime() / READ_URL_STEP_MS) + 2) * READ_URL_STEP_MS;
}

export const uploadUrlFor = (secret: string, key: string, now: Date) => `/api/objects/upload/${key}?${signedQuery(secret, 'upload', key, now.getTime() + UPLOAD_URL_TTL_MS)}`;

export const readUrlFor = (secret: string, key: string, now: Date) => `/api/objects/read/${key}?${signedQuery(secret, 'read', key, readExpiry(now))}`;

/** True when `sig` signs (purpose, key, exp) and `exp` is still ahead of `now`. */
export function verifySignedUrl(secret: string, purpose: UrlPurpose, key: string, exp: unknown, sig: unknown, now: Date): boolean {
  if (typeof exp !== 'string' || typeof sig !== 'string' || !/^\d{1,15}$/.test(exp)) return false;
  const expiry = Number(exp);
  if (expiry <= now.getTime()) return false;
  const expected = Buffer.from(sign(secret, purpose, key, expiry));
  const given = Buffer.from(sig);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
