// Sign-in tokens (docs/product.md §4): one per role, each kept in local storage, session storage and a
// cookie, read back in that order. The cookie is only a third copy for browsers that wipe
// storage; the API never reads it (it authenticates by the Authorization header only).
import type { Role } from '#shared/schemas/auth';

export type { Role };

export const TOKEN_NAMES: Record<Role, string> = { COACH: 'coach_token', CLIENT: 'client_token' };
export const ROLES: readonly Role[] = ['COACH', 'CLIENT'];

/** docs/product.md §9: the token cookie lives one day, like the server-side session. */
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
  return tryStorage(() => window.localStorage.getItem(name), null) || tryStorage(() => window.sessionStorage.getItem(name), null) || readCookie(name) || null;
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
  clearPreviewToken();
}

/** Only one role's token is kept at a time (docs/product.md §6). */
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

// A coach's read-only "View as client" preview token (docs/decisions/0005-coach-preview.md): kept in
// this tab's session storage only, beside (never instead of) the coach's own token.
const PREVIEW_TOKEN_NAME = 'preview_token';

export function readPreviewToken(): string | null {
  return tryStorage(() => window.sessionStorage.getItem(PREVIEW_TOKEN_NAME), null);
}

export function storePreviewToken(token: string) {
  tryStorage(() => window.sessionStorage.setItem(PREVIEW_TOKEN_NAME, token), undefined);
}

export function clearPreviewToken() {
  tryStorage(() => window.sessionStorage.removeItem(PREVIEW_TOKEN_NAME), undefined);
}

/**
 * docs/product.md §4 as issue 12 amends it (docs/decisions/0005-coach-preview.md): on /app the client token is
 * used and any coach token cleared, and on /coach the other way round, but only when the area's
 * own token exists. A page load no longer throws away the only token there is because of the
 * area it opens (that signed a client out on /coach and a coach out on /app): a client's token on
 * /coach is used so the guard sends them to /app/today, and a coach's token on /app is kept so
 * the layout offers 'Coach Dashboard'. A coach's preview wins on /app and ends on /coach.
 * Elsewhere the coach token is tried first, then the client's.
 */
export function tokenForPath(pathname: string): string | null {
  switch (areaOf(pathname)) {
    case 'app': {
      const preview = readPreviewToken();
      if (preview) return preview;
      const own = readToken('CLIENT');
      if (own) clearToken('COACH');
      return own ?? readToken('COACH');
    }
    case 'coach': {
      clearPreviewToken();
      const own = readToken('COACH');
      if (own) clearToken('CLIENT');
      return own ?? readToken('CLIENT');
    }
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
