// Who may call what: the sign-in and role rules shared by the tRPC procedures (trpc/init.ts) and
// the byte routes (routes/branding.ts), so both answer the same status with the same words.
import { DomainError, ERROR_TEXTS } from '../errors.ts';
import type { AuthUser } from '../services/auth/sessions.ts';

/** Every write made with a coach's "View as client" preview token (docs/decisions/0005-coach-preview.md). */
export const MSG_PREVIEW_READ_ONLY = "This is a read-only preview of your client's app. Only the client can make changes here.";

export interface Caller {
  user: AuthUser | null;
  /** Why a bearer token given did not sign in, when there is more to say than "sign in". */
  authError?: string;
  /** Set for a coach's read-only preview of a client's app. */
  previewCoachId: string | null;
}

/** The signed-in user, or 401; a preview token may read but not write (403). */
export function requireSignedIn(caller: Caller, write: boolean): AuthUser {
  if (!caller.user) throw new DomainError('UNAUTHORIZED', caller.authError ?? ERROR_TEXTS.signIn);
  if (caller.previewCoachId && write) throw new DomainError('FORBIDDEN', MSG_PREVIEW_READ_ONLY);
  return caller.user;
}

/** A signed-in user of the wrong role gets 403 (not 401: they are authenticated). */
export function requireRole(user: AuthUser, role: 'COACH' | 'CLIENT'): void {
  if (user.role !== role) throw new DomainError('FORBIDDEN', role === 'COACH' ? ERROR_TEXTS.coachesOnly : ERROR_TEXTS.clientsOnly);
}
