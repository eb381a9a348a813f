// Bearer tokens: sign-in sessions (stored as SHA-256, 1 day) and client access links (stored as
// SHA-256 too, optional expiry; docs/decisions/0004-access-links.md).
import { SESSION_TTL_SECONDS } from '#shared/limits';
import type { User } from '#shared/schemas/auth';
import { sql } from 'kysely';
import { bearerCacheOf } from '#server/db/bearer-cache';
import type { Db } from '#server/db/client';
import { columnsOf, typedSql } from '#server/db/typed-sql';
import { hashToken, newToken } from '#server/lib/tokens';
import { isPreviewToken, verifyPreviewToken } from './preview.ts';
import { MSG_API_KEY_EXPIRED } from '#shared/schemas/integrations';
import { isApiKey, type ApiKeyCaller } from '../integrations/api-keys.ts';

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
  locale: true,
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
  /** Set when the token is one of the coach's API keys (services/integrations/api-keys.ts). */
  apiKey?: ApiKeyCaller;
}

/** What an expired access link resolves to: not signed in, with a message saying why. */
export interface ExpiredLink {
  expiredLink: true;
  /** What to tell the caller, when it is not MSG_LINK_EXPIRED (an expired API key). */
  message?: string;
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
  if (isApiKey(token)) return resolveApiKey(db, token, now);
  const tokenHash = hashToken(token);
  // Remembered for a few seconds, dropped on any write to the tables read below
  // (db/bearer-cache.ts, docs/decisions/0013-bearer-cache.md). Expiry is checked on every use.
  const cache = bearerCacheOf<CachedBearer>(db);
  const cached = cache?.get(tokenHash);
  if (cached && !(cached.expiresAt && cached.expiresAt <= now)) return copyOf(cached.resolved);
  const lookup = () => {
    const u = columnsOf('User', 'u');
    return typedSql(db)
      .with('hit', (q) =>
        q
          .selectFrom('AuthSession as s')
          .select(['s.userId', 's.expiresAt', sql<boolean>`true`.as('viaSession')])
          .where('s.tokenHash', '=', tokenHash)
          // An access link may have no expiry: the union's column is nullable.
          .$castTo<{ userId: string; expiresAt: Date | null; viaSession: boolean }>()
          .unionAll(
            q
              .selectFrom('ClientAccessToken as a')
              .innerJoin('Client as c', 'c.id', 'a.clientId')
              .select(['c.userId', 'a.expiresAt', sql<boolean>`false`.as('viaSession')])
              .where('a.tokenHash', '=', tokenHash),
          ),
      )
      .selectFrom('hit as h')
      .innerJoin('User as u', 'u.id', 'h.userId')
      .leftJoin('Client as c', 'c.userId', 'u.id')
      .select(['h.viaSession', 'h.expiresAt'])
      .select(['u.id', 'u.email', sql<AuthUser['role']>`${u('role')}::text`.as('role'), 'u.firstName', 'u.lastName', 'u.phoneNumber', 'u.bio', 'u.qualifications', 'u.timeZone'])
      .select(sql<AuthUser['loadUnit']>`${u('loadUnit')}::text`.as('loadUnit'))
      .select(sql<AuthUser['locale']>`${u('locale')}::text`.as('locale'))
      .select(['c.id as clientId', 'c.coachId as clientCoachId', 'c.firstName as clientFirstName', 'c.lastName as clientLastName', 'c.archived as clientArchived'])
      .orderBy('h.viaSession', 'desc')
      .limit(sql.lit(1))
      .execute();
  };
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
    locale: row.locale,
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
  return { ...r, user: { ...r.user }, client: r.client ? { ...r.client } : null, ...(r.apiKey ? { apiKey: { ...r.apiKey } } : {}) };
}

/**
 * An API key (`spk_…`) signs in as its coach, within its scope (docs/decisions/0031-api-keys-and-webhooks.md).
 * Looked up by its SHA-256 and remembered in the same cache as sessions; a revoked key's row is
 * deleted, which empties the cache (db/bearer-cache.ts watches "ApiKey").
 */
async function resolveApiKey(db: Db, token: string, now: Date): Promise<ResolvedBearer | ExpiredLink | null> {
  const tokenHash = hashToken(token);
  const cache = bearerCacheOf<CachedBearer>(db);
  const cached = cache?.get(tokenHash);
  if (cached) return cached.expiresAt && cached.expiresAt <= now ? { expiredLink: true, message: MSG_API_KEY_EXPIRED } : copyOf(cached.resolved);
  const lookup = () =>
    db.apiKey.findUnique({
      where: { keyHash: tokenHash },
      select: { id: true, scope: true, expiresAt: true, coach: { select: userSelect } },
    });
  const { result, mark } = cache ? cache.share(tokenHash, lookup) : { result: lookup(), mark: 0 };
  const row = await result;
  if (!row || row.coach.role !== 'COACH') return null;
  if (row.expiresAt && row.expiresAt <= now) return { expiredLink: true, message: MSG_API_KEY_EXPIRED };
  const resolved: ResolvedBearer = { user: { ...row.coach }, viaLink: false, sessionTokenHash: null, client: null, apiKey: { id: row.id, scope: row.scope } };
  cache?.set(tokenHash, { resolved: copyOf(resolved), expiresAt: row.expiresAt }, mark);
  return resolved;
}

export async function revokeSession(db: Db, tokenHash: string): Promise<void> {
  await db.authSession.deleteMany({ where: { tokenHash } });
}
