// Conditional GETs of the coach's library (docs/decisions/0028-library-etags.md, docs/api.md): the
// exercises, categories, plans, programs and branding change rarely and are read often. Their
// ETag is an HMAC of the coach's library version (table "LibraryVersion", bumped by database
// triggers on every write, from any instance), the caller and the whole URL; a matching
// `If-None-Match` answers 304 before the procedure runs, after one cheap statement.
import { createHash, createHmac } from 'node:crypto';
import type { Request, RequestHandler, Response } from 'express';
import type { AppDeps } from '../deps.ts';
import type { Db } from '../db/client.ts';
import { compiledOnce } from '../db/typed-sql.ts';
import { resolveRequestBearer } from '../trpc/context.ts';

type Role = 'COACH' | 'CLIENT';

/**
 * The reads whose answer depends only on the caller's coach's library tables (the triggers'
 * tables) and the URL, by procedure, with the role that reads them and their path on /api as the
 * OpenAPI document names it (which lists their 304), or null without one. A read that also
 * depends on anything else (assignments, sessions, the clock) must not be listed: its ETag would
 * not change when that does. `/programs/{id}` is not here: a client reads it too, through their
 * assignments.
 */
const READS: Record<string, [Role, string | null]> = {
  'coach.exercises.list': ['COACH', '/exercises'],
  'coach.exercises.get': ['COACH', '/exercises/{id}'],
  'coach.categories.list': ['COACH', '/exercise-categories'],
  'coach.plans.list': ['COACH', '/plans'],
  'coach.plans.summaries': ['COACH', '/plan-summaries'],
  'coach.plans.get': ['COACH', '/plans/{id}'],
  'coach.plans.listExercises': ['COACH', '/plans/{id}/exercises'],
  'coach.programs.list': ['COACH', '/programs'],
  'coach.programs.plans': ['COACH', '/programs/{id}/plans'],
  'coach.programs.planOptions': ['COACH', null],
  'coach.branding.get': ['COACH', '/branding'],
  'clientApp.branding.get': ['CLIENT', '/client/branding'],
};

const PROCEDURES: Record<string, Role> = Object.fromEntries(Object.entries(READS).map(([name, [role]]) => [name, role]));

/** The same reads on /api, by path template. */
export const CONDITIONAL_ROUTES: Record<string, Role> = Object.fromEntries(Object.values(READS).flatMap(([role, path]) => (path ? [[path, role] as const] : [])));

/** `/exercises/starter-library` is a POST of its own, never `/exercises/{id}`. */
const ROUTES: [RegExp, Role][] = Object.entries(CONDITIONAL_ROUTES).map(([template, role]) => [new RegExp(`^${template.replace(/\{[^}]+\}/g, '(?!starter-library/?$)[^/]+')}/?$`), role]);

/** Revalidate every time (no-cache), and only in the caller's own browser (private): the answer is theirs. */
export const CACHE_CONTROL = 'private, no-cache';

/** The role a tRPC request's procedures need, when every one of them is listed and they agree; else null. */
function trpcRole(req: Request): Role | null {
  let names: string[];
  try {
    names = decodeURIComponent(req.path.slice(req.path.lastIndexOf('/') + 1)).split(',');
  } catch {
    return null;
  }
  const roles = new Set(names.map((n) => PROCEDURES[n]));
  const [role] = roles;
  return roles.size === 1 && role ? role : null;
}

function restRole(path: string): Role | null {
  for (const [pattern, role] of ROUTES) if (pattern.test(path)) return role;
  return null;
}

const readVersion = compiledOnce((k, p: { coachId: string }) => k.selectFrom('LibraryVersion').select('version').where('coachId', '=', p.coachId));

/** The coach's library version; 0 before the first write. One statement on the primary key. */
export async function libraryVersion(db: Db, coachId: string): Promise<string> {
  const [row] = await readVersion(db, { coachId });
  return row ? String(row.version) : '0';
}

/** Whether `If-None-Match` names this tag (weak comparison, RFC 9110 13.1.2), or is `*`. */
export function ifNoneMatchHits(header: string | undefined, tag: string): boolean {
  if (!header) return false;
  const opaque = tag.replace(/^W\//, '');
  return header.split(',').some((item) => {
    const t = item.trim();
    return t === '*' || t.replace(/^W\//, '') === opaque;
  });
}

/** A tag for a body that is the same for the whole life of the process (the OpenAPI document). */
export function constantTag(body: string): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`;
}

/**
 * Sets ETag and Cache-Control on the answer when it goes out as a 200, whoever writes its head
 * (tRPC's adapter and the REST bridge set the status and end; Node then calls writeHead).
 */
function tagWhenOk(res: Response, tag: string): void {
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => Response;
  (res as { writeHead: unknown }).writeHead = (...args: unknown[]) => {
    const status = typeof args[0] === 'number' ? args[0] : res.statusCode;
    if (status === 200) {
      res.setHeader('ETag', tag);
      res.setHeader('Cache-Control', CACHE_CONTROL);
    }
    return writeHead(...args);
  };
}

/**
 * Mounted on /trpc (after the batch guard) and /api (HEAD read as GET). A caller this cannot
 * tell (no token, the wrong role, an archived client) goes on untagged: the procedure answers
 * them as it would. `buildTag` changes with each build of the server, so a new version's answer
 * shape never meets an old tag.
 */
export function conditionalGet(deps: Pick<AppDeps, 'db' | 'clock' | 'appSecret'>, kind: 'trpc' | 'rest', buildTag: () => string): RequestHandler {
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const role = kind === 'trpc' ? trpcRole(req) : restRole(req.path);
    if (!role) return next();
    tagFor(deps, req, role, buildTag()).then(
      (tag) => {
        if (!tag) return next();
        if (ifNoneMatchHits(req.headers['if-none-match'], tag)) {
          res.setHeader('ETag', tag);
          res.setHeader('Cache-Control', CACHE_CONTROL);
          return void res.status(304).end();
        }
        tagWhenOk(res, tag);
        next();
      },
      // The database away: the procedure meets the same failure and answers it in its own shape.
      () => next(),
    );
  };
}

async function tagFor(deps: Pick<AppDeps, 'db' | 'clock' | 'appSecret'>, req: Request, role: Role, buildTag: string): Promise<string | null> {
  const found = await resolveRequestBearer(deps, req);
  if (!found || 'expiredLink' in found) return null;
  const { user, client } = found;
  if (user.role !== role) return null;
  // A client reads their coach's branding, while linked and not archived (as clientProcedure admits them).
  const coachId = role === 'COACH' ? user.id : client && !client.archived ? client.coachId : null;
  if (!coachId) return null;
  const version = await libraryVersion(deps.db, coachId);
  const mac = createHmac('sha256', deps.appSecret).update(`etag\n${buildTag}\n${version}\n${user.id}\n${coachId}\n${req.originalUrl}`).digest('base64url');
  return `W/"${mac.slice(0, 32)}"`;
}
