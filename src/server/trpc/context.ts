// Context in two layers (CONVENTIONS 3): createContextInner holds what procedures need and is
// what tests call; createContext only reads the request.
import type { Request } from 'express';
import type { AppDeps } from '../deps.ts';
import { resolveBearer, type AuthUser } from '../services/auth/sessions.ts';

export interface ContextInner extends AppDeps {
  user: AuthUser | null;
  /** SHA-256 of the sign-in session token, when signed in by one (logout revokes it). */
  sessionTokenHash: string | null;
  ip: string;
  requestId?: string;
}

export function createContextInner(deps: AppDeps, extra: Partial<Pick<ContextInner, 'user' | 'sessionTokenHash' | 'ip' | 'requestId'>> = {}): ContextInner {
  return { ...deps, user: null, sessionTokenHash: null, ip: '127.0.0.1', ...extra };
}

export function bearerOf(req: Request): string | null {
  const header = req.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S{1,512})$/i.exec(header);
  return match?.[1] ?? null;
}

export async function createContext(deps: AppDeps, req: Request): Promise<ContextInner> {
  const token = bearerOf(req);
  const resolved = token ? await resolveBearer(deps.db, token, deps.clock.now()) : null;
  return createContextInner(deps, {
    user: resolved?.user ?? null,
    sessionTokenHash: resolved?.sessionTokenHash ?? null,
    ip: req.ip ?? 'unknown',
    requestId: (req as Request & { id?: string }).id,
  });
}

export type Context = ContextInner;
