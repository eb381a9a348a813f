// The web app's screens by address, as its router names them (src/web/app/routes.tsx and the
// areas' coach-routes.tsx and client-routes.tsx; test/server/foundation/web-delivery.test.ts holds
// the two lists together). The server answers these with the app's page and every other path 404
// (src/server/routes/static.ts), so `/metrics` or `/healthz` never looks like a working endpoint
// to a monitor or a crawler.
import { escapeRegExp } from './escape-reg-exp.ts';

/** Top-level screens outside the two areas; `/*` takes any rest of the path. */
export const PUBLIC_SCREENS = ['/', '/login', '/register', '/forgot-password', '/reset-password/*', '/unsubscribe', '/demo'] as const;
/** The coach area's screens, relative to /coach (`''` is /coach itself, which redirects). */
export const COACH_SCREENS = [
  '',
  'dashboard',
  'clients',
  'clients/:id',
  'tasks',
  'plans',
  'plans/new',
  'programs',
  'assign',
  'notifications',
  'brand',
  'profile',
  'data-transfer',
  'check-ins',
  'inbox',
  'roster',
  'integrations',
] as const;
/** The client app's screens, relative to /app (`''` is /app itself, which redirects). */
export const CLIENT_SCREENS = ['', 'today', 'upcoming', 'history', 'food', 'tests', 'messages', 'check-ins'] as const;

/** A router path as a regular expression: `:param` is one segment, a trailing `/*` any rest. */
function pattern(routePath: string): string {
  const splat = routePath.endsWith('/*');
  const base = (splat ? routePath.slice(0, -2) : routePath)
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : escapeRegExp(segment)))
    .join('/');
  return splat ? `${base}(?:/.*)?` : base;
}

const area = (prefix: string, screens: readonly string[]) => screens.map((s) => pattern(s ? `${prefix}/${s}` : prefix));

// React Router matches without regard to case and with or without a trailing slash.
const SCREEN = new RegExp(`^(?:${[...PUBLIC_SCREENS.map(pattern), ...area('/coach', COACH_SCREENS), ...area('/app', CLIENT_SCREENS)].join('|')})/?$`, 'i');

/** Whether the web app has a screen at this path (without its query string). */
export function isScreenPath(pathname: string): boolean {
  return SCREEN.test(pathname);
}
