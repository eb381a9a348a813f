// Sign-in tokens (SPEC §4): one per role, each kept in local storage, session storage and a
// cookie, read back in that order. The cookie is only a third copy for browsers that wipe
// storage; the API never reads it (it authenticates by the Authorization header only).
import type { Role } from '../../../shared/schemas/auth.ts';

export type { Role };

export const TOKEN_NAMES: Record<Role, string> = { COACH: 'coach_token', CLIENT: 'client_token' };
export const ROLES: readonly Role[] = ['COACH', 'CLIENT'];

/** SPEC §9: the token cookie lives one day, like the server-side session. */
export const TOKEN_COOKIE_MAX_AGE_SECONDS = 86_400;

function tryStorage<T>(fn: () => T, fallback: T): T {
  try {
    return fn();
  } catch {
    // Storage may be disabled (privacy settings); the other copies still work.
    return fallback;
  }
}

function readCookie(name: string): string | null {
  for (const part of document.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) {
      const value = rest.join('=');
      return value ? tryStorage(() => decodeURIComponent(value), null) : null;
    }
  }
  return null;
}

function writeCookie(name: string, value: string, maxAgeSeconds: number) {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${maxAgeSeconds}; Path=/; SameSite=Lax${secure}`;
}

export function readToken(role: Role): string | null {
  const name = TOKEN_NAMES[role];
  return (
    tryStorage(() => window.localStorage.getItem(name), null) ||
    tryStorage(() => window.sessionStorage.getItem(name), null) ||
    readCookie(name) ||
    null
  );
}

export function storeToken(role: Role, token: string) {
  const name = TOKEN_NAMES[role];
  tryStorage(() => window.localStorage.setItem(name, token), undefined);
  tryStorage(() => window.sessionStorage.setItem(name, token), undefined);
  writeCookie(name, token, TOKEN_COOKIE_MAX_AGE_SECONDS);
}

export function clearToken(role: Role) {
  const name = TOKEN_NAMES[role];
  tryStorage(() => window.localStorage.removeItem(name), undefined);
  tryStorage(() => window.sessionStorage.removeItem(name), undefined);
  writeCookie(name, '', 0);
}

export function clearAllTokens() {
  for (const role of ROLES) clearToken(role);
}

/** Only one role's token is kept at a time (SPEC §6). */
export function storeTokenFor(role: Role, token: string) {
  clearToken(role === 'COACH' ? 'CLIENT' : 'COACH');
  storeToken(role, token);
}

export type Area = 'app' | 'coach' | 'other';

export function areaOf(pathname: string): Area {
  if (/^\/app(\/|$)/.test(pathname)) return 'app';
  if (/^\/coach(\/|$)/.test(pathname)) return 'coach';
  return 'other';
}

/** The role a path implies for a token arriving in its address, if any. */
export function roleForArea(area: Area): Role | null {
  return area === 'app' ? 'CLIENT' : area === 'coach' ? 'COACH' : null;
}

/**
 * SPEC §4: on /app the coach token is cleared and the client token used; on /coach the client
 * token is cleared and the coach token used; elsewhere the coach token first, then the client's.
 */
export function tokenForPath(pathname: string): string | null {
  switch (areaOf(pathname)) {
    case 'app':
      clearToken('COACH');
      return readToken('CLIENT');
    case 'coach':
      clearToken('CLIENT');
      return readToken('COACH');
    default:
      return readToken('COACH') ?? readToken('CLIENT');
  }
}

// The token the API link sends. Held outside React so the link reads it synchronously, and set
// before the state change that triggers the next request.
let activeToken: string | null = null;

export function getActiveToken(): string | null {
  return activeToken;
}

export function setActiveToken(token: string | null) {
  activeToken = token;
}
