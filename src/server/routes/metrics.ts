// GET /metrics and the per-request measure (lib/metrics.ts says what is measured). Mounted only
// when METRICS_TOKEN is set; otherwise /metrics is an unknown path and answers 404.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { Express, Request, RequestHandler } from 'express';
import type { Metrics } from '../lib/metrics.ts';
import { apiRoutes } from '../openapi.ts';
import { bearerOf } from '../trpc/context.ts';
import { procedureNames } from '../trpc/definitions.ts';
import { appRouter } from '../trpc/router.ts';

export const METRICS_PATH = '/metrics';
export const METRICS_TEXTS = { unauthorized: 'Metrics need the bearer token set in METRICS_TOKEN.' } as const;

/** A path's first segment (`clients` of `/clients/42`); a template's `{param}` there is `*`. */
const firstSegment = (p: string) => {
  const segment = p.split('/', 2)[1] ?? '';
  return segment.startsWith('{') ? '*' : segment;
};

const digest = (text: string) => createHash('sha256').update(text).digest();

/** GET /metrics: 401 without the bearer token, the registry's text otherwise. */
export function mountMetricsRoute(app: Express, metrics: Metrics): void {
  const expected = digest(metrics.token);
  app.get(METRICS_PATH, (req, res, next) => {
    res.setHeader('Cache-Control', 'no-store');
    const given = bearerOf(req) ?? '';
    // Both sides hashed, so the comparison takes the same time whatever the length given.
    if (!given || !timingSafeEqual(digest(given), expected)) {
      res.setHeader('WWW-Authenticate', 'Bearer realm="metrics"');
      return void res.status(401).json({ error: METRICS_TEXTS.unauthorized });
    }
    metrics.registry.metrics().then((text) => void res.type(metrics.registry.contentType).send(text), next);
  });
}

/**
 * Records each request's duration under its route template (routeLabels), never its raw path: a
 * label per distinct URL (ids, tokens, scanners' guesses) would grow without bound.
 */
export function recordRequests(metrics: Metrics): RequestHandler {
  const routeOf = routeLabels();
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    res.on('finish', () => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      metrics.http.observe({ method: req.method, route: routeOf(req, res.statusCode), status: String(res.statusCode) }, seconds);
    });
    next();
  };
}

/**
 * The route a request went to, from a closed set: `/api` + an operation's template
 * (`/api/clients/{id}`), `/trpc/` + a procedure's name (a batch of several is `/trpc/(batch)`),
 * an Express route's pattern (`/health`), `(static)` for the web app's files and pages, and
 * `(unmatched)` for everything else.
 */
export function routeLabels(): (req: Request, status: number) => string {
  const procedures = new Set(procedureNames(appRouter));
  // By first segment, as app.ts's 405 check does: a request tests the few templates that can match it.
  const bySegment = new Map<string, { template: string; pattern: RegExp }[]>();
  const unique = [...new Set(apiRoutes().map(([, template]) => template))];
  // A literal segment wins over a parameter (`/clients/reorder` before `/clients/{id}`).
  for (const template of unique.toSorted((a, b) => (a.match(/\{/g)?.length ?? 0) - (b.match(/\{/g)?.length ?? 0))) {
    const segment = firstSegment(template);
    const pattern = new RegExp(`^${template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')}/?$`);
    bySegment.set(segment, [...(bySegment.get(segment) ?? []), { template, pattern }]);
  }
  const anySegment = bySegment.get('*') ?? [];
  return (req, status) => {
    const urlPath = req.originalUrl.split('?', 1)[0]!;
    if (urlPath.startsWith('/trpc/')) {
      const names = urlPath.slice('/trpc/'.length).split(',');
      if (names.length > 1) return '/trpc/(batch)';
      return procedures.has(names[0]!) ? `/trpc/${names[0]}` : '(unmatched)';
    }
    if (urlPath.startsWith('/api/')) {
      const rest = urlPath.slice('/api'.length);
      const found = (bySegment.get(firstSegment(rest)) ?? []).find(({ pattern }) => pattern.test(rest)) ?? anySegment.find(({ pattern }) => pattern.test(rest));
      if (found) return `/api${found.template}`;
    }
    const route = (req as Request & { route?: { path?: unknown } }).route?.path;
    if (typeof route === 'string') return route;
    if (status === 404 || urlPath.startsWith('/api/') || urlPath.startsWith('/trpc')) return '(unmatched)';
    return '(static)';
  };
}
