// Bearer tokens: sign-in sessions (stored as SHA-256, 1 day) and client access links (stored as
// SHA-256 too, optional expiry; docs/decisions/0004-access-links.md).
import { SESSION_TTL_SECONDS } from '#shared/limits';
import type { User } from '#shared/schemas/auth';
import { bearerCacheOf } from '#server/db/bearer-cache';
import type { Db } from '#server/db/client';
import { hashToken, newToken } from '#server/lib/tokens';
import { isPreviewToken, verifyPreviewToken } from './preview.ts';

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
  timeZone: true,
  loadUnit: true,
} as const;

export async function createSession(db: Db, userId: string, now: Date, ttlSeconds = SESSION_TTL_SECONDS): Promise<string> {
  const token = newToken();
  await db.authSession.create({
    data: { userId, tokenHash: hashToken(token), expiresAt: new Date(now.getTime() + ttlSeconds * 1000) },
  });
  return token;
}

/** The client record a CLIENT user is linked to: what clientProcedure needs (trpc/init.ts). */
export interface LinkedClient {
  id: string;
  coachId: string;
  firstName: string;
  lastName: string;
  archived: boolean;
}

export interface ResolvedBearer {
  user: AuthUser;
  /** True when the token is a client's access link, not a sign-in session. */
  viaLink: boolean;
  sessionTokenHash: string | null;
  /** The user's client record, or null when the user has none (coaches, unlinked clients). */
  client: LinkedClient | null;
  /** Set for a coach's read-only "View as client" preview token (./preview.ts). */
  previewCoachId?: string;
}

type BearerRow = AuthUser & {
  viaSession: boolean;
  expiresAt: Date | null;
  clientId: string | null;
  clientCoachId: string | null;
  clientFirstName: string | null;
  clientLastName: string | null;
  clientArchived: boolean | null;
};

/** What an expired access link resolves to: not signed in, with a message saying why. */
export interface ExpiredLink {
  expiredLink: true;
}
export const MSG_LINK_EXPIRED = 'This access link has expired. Please ask your coach for a new one.';

/**
 * A bearer token is a sign-in session (looked up by its SHA-256) or a client's personal access
 * link (which signs in as that client's user). One statement finds either, with the user and
 * the client record (docs/query-performance.md); a session wins should both match.
 */
export async function resolveBearer(db: Db, token: string, now: Date, appSecret?: string): Promise<ResolvedBearer | ExpiredLink | null> {
  if (isPreviewToken(token)) {
    const claims = appSecret ? verifyPreviewToken(appSecret, token, now) : null;
    if (!claims) return null;
    // Still that coach's client: a deleted or transferred client ends the preview.
    const user = await db.user.findFirst({
      where: { id: claims.userId, clientProfile: { coachId: claims.coachId } },
      select: { ...userSelect, clientProfile: { select: { id: true, coachId: true, firstName: true, lastName: true, archived: true } } },
    });
    if (!user) return null;
    const { clientProfile, ...authUser } = user;
    return { user: authUser, viaLink: false, sessionTokenHash: null, client: clientProfile, previewCoachId: claims.coachId };
  }
  const tokenHash = hashToken(token);
  // Remembered for a few seconds, dropped on any write to the tables read below
  // (db/bearer-cache.ts, docs/decisions/0013-bearer-cache.md). Expiry is checked on every use.
  const cache = bearerCacheOf<CachedBearer>(db);
  const cached = cache?.get(tokenHash);
  if (cached && !(cached.expiresAt && cached.expiresAt <= now)) return copyOf(cached.resolved);
  const lookup = () =>
    db.$queryRaw<BearerRow[]>`
      WITH hit AS (
        SELECT s."userId", s."expiresAt", true AS "viaSession" FROM "AuthSession" s WHERE s."tokenHash" = ${tokenHash}
        UNION ALL
        SELECT c."userId", a."expiresAt", false FROM "ClientAccessToken" a JOIN "Client" c ON c."id" = a."clientId" WHERE a."tokenHash" = ${tokenHash}
      )
      SELECT h."viaSession", h."expiresAt",
        u."id", u."email", u."role"::text AS "role", u."firstName", u."lastName", u."phoneNumber", u."bio", u."qualifications", u."timeZone", u."loadUnit"::text AS "loadUnit",
        c."id" AS "clientId", c."coachId" AS "clientCoachId", c."firstName" AS "clientFirstName", c."lastName" AS "clientLastName", c."archived" AS "clientArchived"
      FROM hit h JOIN "User" u ON u."id" = h."userId" LEFT JOIN "Client" c ON c."userId" = u."id"
      ORDER BY h."viaSession" DESC
      LIMIT 1`;
  // Concurrent requests with this token share one lookup (BearerCache.share).
  const { result, mark } = cache ? cache.share(tokenHash, lookup) : { result: lookup(), mark: 0 };
  const rows = await result;
  const row = rows[0];
  if (!row) return null;
  if (row.viaSession && row.expiresAt && row.expiresAt <= now) {
    await db.authSession.deleteMany({ where: { tokenHash } });
    return null;
  }
  // An expired link stays stored (the coach sees when it expired) until regenerated.
  if (!row.viaSession && row.expiresAt && row.expiresAt <= now) return { expiredLink: true };
  const user: AuthUser = {
    id: row.id,
    email: row.email,
    role: row.role,
    firstName: row.firstName,
    lastName: row.lastName,
    phoneNumber: row.phoneNumber,
    bio: row.bio,
    qualifications: row.qualifications,
    timeZone: row.timeZone,
    loadUnit: row.loadUnit,
  };
  const client =
    row.clientId && row.clientCoachId
      ? { id: row.clientId, coachId: row.clientCoachId, firstName: row.clientFirstName ?? '', lastName: row.clientLastName ?? '', archived: row.clientArchived ?? false }
      : null;
  const resolved: ResolvedBearer = { user, viaLink: !row.viaSession, sessionTokenHash: row.viaSession ? tokenHash : null, client };
  cache?.set(tokenHash, { resolved: copyOf(resolved), expiresAt: row.expiresAt }, mark);
  return resolved;
}

interface CachedBearer {
  resolved: ResolvedBearer;
  /** The session's or access link's expiry, checked against the request's clock on every use. */
  expiresAt: Date | null;
}

/** Each request gets its own objects: nothing a caller changes reaches the cache. */
function copyOf(r: ResolvedBearer): ResolvedBearer {
  return { ...r, user: { ...r.user }, client: r.client ? { ...r.client } : null };
}

export async function revokeSession(db: Db, tokenHash: string): Promise<void> {
  await db.authSession.deleteMany({ where: { tokenHash } });
}
