// Who may call what: the sign-in and role rules shared by the tRPC procedures (trpc/init.ts) and
// the byte routes (routes/branding.ts), so both answer the same status with the same words.
import { DomainError, ERROR_TEXTS } from '../errors.ts';
import type { AuthUser } from '../services/auth/sessions.ts';
import { MSG_API_KEY_NOT_HERE, MSG_API_KEY_READ_ONLY } from '#shared/schemas/integrations';

/** Every write made with a coach's "View as client" preview token (docs/decisions/0005-coach-preview.md). */
export const MSG_PREVIEW_READ_ONLY = "This is a read-only preview of your client's app. Only the client can make changes here.";

export interface Caller {
  user: AuthUser | null;
  /** Why a bearer token given did not sign in, when there is more to say than "sign in". */
  authError?: string;
  /** Set for a coach's read-only preview of a client's app. */
  previewCoachId: string | null;
  /** Set when signed in with an API key (docs/decisions/0031-api-keys-and-webhooks.md). */
  apiKey?: { scope: 'READ' | 'READ_WRITE' } | null;
}

/** The signed-in user, or 401; a preview token or a read-only API key may read but not write (403). */
export function requireSignedIn(caller: Caller, write: boolean): AuthUser {
  if (!caller.user) throw new DomainError('UNAUTHORIZED', caller.authError ?? ERROR_TEXTS.signIn);
  if (caller.previewCoachId && write) throw new DomainError('FORBIDDEN', MSG_PREVIEW_READ_ONLY);
  if (caller.apiKey?.scope === 'READ' && write) throw new DomainError('FORBIDDEN', MSG_API_KEY_READ_ONLY);
  return caller.user;
}

/** What only a signed-in person may do, never an API key (a key cannot mint keys): 403. */
export function refuseApiKey(caller: Caller): void {
  if (caller.apiKey) throw new DomainError('FORBIDDEN', MSG_API_KEY_NOT_HERE);
}

/** A signed-in user of the wrong role gets 403 (not 401: they are authenticated). */
export function requireRole(user: AuthUser, role: 'COACH' | 'CLIENT'): void {
  if (user.role !== role) throw new DomainError('FORBIDDEN', role === 'COACH' ? ERROR_TEXTS.coachesOnly : ERROR_TEXTS.clientsOnly);
}
