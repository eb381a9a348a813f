// "View as client" (docs/decisions/0005-coach-preview.md): a coach opens one of their clients' app
// read-only. The preview is a short-lived bearer token signed with APP_SECRET, not a stored
// session: it names the coach and the client's user, expires after PREVIEW_TTL_MS, and every
// write made with it is refused (trpc/init.ts). Nothing to revoke; the coach's own session is
// untouched.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Db } from '#server/db/client';
import { notFound } from '#server/errors';

export const PREVIEW_TTL_MS = 30 * 60_000;
const PREFIX = 'pv1';

interface PreviewClaims {
  coachId: string;
  userId: string;
  exp: number;
}

const sign = (secret: string, payload: string) => createHmac('sha256', `${secret}\npreview`).update(payload).digest('base64url');

export function isPreviewToken(token: string): boolean {
  return token.startsWith(`${PREFIX}.`);
}

export async function createPreview(db: Db, secret: string, coachId: string, clientId: string, now: Date): Promise<{ token: string; expiresAt: Date }> {
  const client = await db.client.findFirst({ where: { id: clientId, coachId }, select: { userId: true } });
  if (!client) throw notFound('Client');
  const exp = now.getTime() + PREVIEW_TTL_MS;
  const payload = Buffer.from(JSON.stringify({ coachId, userId: client.userId, exp } satisfies PreviewClaims)).toString('base64url');
  return { token: `${PREFIX}.${payload}.${sign(secret, payload)}`, expiresAt: new Date(exp) };
}

/** The claims of a well-signed, unexpired preview token; null otherwise. */
export function verifyPreviewToken(secret: string, token: string, now: Date): PreviewClaims | null {
  const [prefix, payload, sig, ...rest] = token.split('.');
  if (prefix !== PREFIX || !payload || !sig || rest.length) return null;
  const expected = Buffer.from(sign(secret, payload));
  const given = Buffer.from(sig);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Partial<PreviewClaims>;
    if (typeof claims.coachId !== 'string' || typeof claims.userId !== 'string' || typeof claims.exp !== 'number') return null;
    if (claims.exp <= now.getTime()) return null;
    return { coachId: claims.coachId, userId: claims.userId, exp: claims.exp };
  } catch {
    return null;
  }
}
