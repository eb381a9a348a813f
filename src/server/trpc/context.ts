// Context in two layers (docs/conventions.md 3): createContextInner holds what procedures need and is
// what tests call; createContext only reads the request.
import type { Request } from 'express';
import type { AppDeps } from '../deps.ts';
import { MSG_LINK_EXPIRED, resolveBearer, type AuthUser, type LinkedClient } from '../services/auth/sessions.ts';
import type { ApiKeyCaller } from '../services/integrations/api-keys.ts';

export interface ContextInner extends AppDeps {
  user: AuthUser | null;
  /** SHA-256 of the sign-in session token, when signed in by one (logout revokes it). */
  sessionTokenHash: string | null;
  /** The signed-in user's client record as the bearer lookup found it; undefined: not looked up. */
  linkedClient?: LinkedClient | null;
  /** The coach behind a read-only "View as client" preview; every write is refused (init.ts). */
  previewCoachId: string | null;
  /** The API key the request was signed in with (docs/decisions/0031-api-keys-and-webhooks.md); null: none. */
  apiKey?: ApiKeyCaller | null;
  /** Why a bearer token given did not sign in, when there is more to say than "sign in". */
  authError?: string;
  ip: string;
  requestId?: string;
  /** The HTTP response, for the few procedures that add a header (paging); absent in callers. */
  res?: { setHeader(name: string, value: string): unknown };
  /** Path and query of the HTTP request (for links to the next page). */
  requestUrl?: string;
}

export function createContextInner(
  deps: AppDeps,
  extra: Partial<Pick<ContextInner, 'user' | 'sessionTokenHash' | 'linkedClient' | 'previewCoachId' | 'apiKey' | 'authError' | 'ip' | 'requestId' | 'res' | 'requestUrl'>> = {},
): ContextInner {
  return { ...deps, user: null, sessionTokenHash: null, previewCoachId: null, ip: '127.0.0.1', ...extra };
}

export function bearerOf(req: Request): string | null {
  const header = req.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S{1,512})$/i.exec(header);
  return match?.[1] ?? null;
}

const resolvedByRequest = new WeakMap<Request, ReturnType<typeof resolveBearer>>();

/**
 * The request's bearer token resolved once per request: the idempotency middleware needs the
 * user before the procedure runs, and the context then reuses that lookup instead of sending
 * the same statement again (docs/query-performance.md, "One statement for a bearer token").
 */
export function resolveRequestBearer(deps: Pick<AppDeps, 'db' | 'clock' | 'appSecret'>, req: Request): ReturnType<typeof resolveBearer> {
  const token = bearerOf(req);
  if (!token) return Promise.resolve(null);
  let found = resolvedByRequest.get(req);
  if (!found) {
    found = resolveBearer(deps.db, token, deps.clock.now(), deps.appSecret);
    resolvedByRequest.set(req, found);
  }
  return found;
}

export async function createContext(deps: AppDeps, req: Request, res?: ContextInner['res']): Promise<ContextInner> {
  const found = await resolveRequestBearer(deps, req);
  const resolved = found && !('expiredLink' in found) ? found : null;
  return createContextInner(deps, {
    user: resolved?.user ?? null,
    sessionTokenHash: resolved?.sessionTokenHash ?? null,
    linkedClient: resolved ? resolved.client : undefined,
    previewCoachId: resolved?.previewCoachId ?? null,
    apiKey: resolved?.apiKey ?? null,
    authError: found && 'expiredLink' in found ? (found.message ?? MSG_LINK_EXPIRED) : undefined,
    ip: req.ip ?? 'unknown',
    requestId: (req as Request & { id?: string }).id,
    res,
    requestUrl: req.originalUrl,
  });
}

export type Context = ContextInner;
