// Bearer tokens: sign-in sessions (stored as SHA-256, 1 day) and client access links.
import { SESSION_TTL_SECONDS } from '../../../shared/limits.ts';
import type { User } from '../../../shared/schemas/auth.ts';
import type { Db } from '../../db/client.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';

export type AuthUser = User;

export const userSelect = {
  id: true,
  email: true,
  role: true,
  firstName: true,
  lastName: true,
  phoneNumber: true,
  bio: true,
  qualifications: true,
} as const;

export async function createSession(db: Db, userId: string, now: Date): Promise<string> {
  const token = newToken();
  await db.authSession.create({
    data: { userId, tokenHash: hashToken(token), expiresAt: new Date(now.getTime() + SESSION_TTL_SECONDS * 1000) },
  });
  return token;
}

export async function resolveBearer(
  db: Db,
  token: string,
  now: Date,
): Promise<{ user: AuthUser; sessionTokenHash: string | null } | null> {
  const tokenHash = hashToken(token);
  const session = await db.authSession.findUnique({ where: { tokenHash }, select: { expiresAt: true, user: { select: userSelect } } });
  if (session) {
    if (session.expiresAt <= now) {
      await db.authSession.deleteMany({ where: { tokenHash } });
      return null;
    }
    return { user: session.user, sessionTokenHash: tokenHash };
  }
  // A client's personal access link signs in as that client's user.
  const access = await db.clientAccessToken.findUnique({
    where: { token },
    select: { client: { select: { user: { select: userSelect } } } },
  });
  if (access) return { user: access.client.user, sessionTokenHash: null };
  return null;
}

export async function revokeSession(db: Db, tokenHash: string): Promise<void> {
  await db.authSession.deleteMany({ where: { tokenHash } });
}
