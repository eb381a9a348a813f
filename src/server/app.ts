// The Express app factory (docs/architecture.md): tRPC at /trpc, the REST-compatible /api served from the
// same procedures, the OpenAPI document, the built SPA with history fallback (routes/static.ts),
// compressed responses, and health.
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { createExpressMiddleware } from '@trpc/server/adapters/express';
import express, { type ErrorRequestHandler, type Request, type Response } from 'express';
import cors from 'cors';
import helmet from 'helmet';
import { createOpenApiNodeHttpHandler } from 'trpc-to-openapi';
import type { AppDeps } from './deps.ts';
import { ERROR_TEXTS, isDatabaseUnavailable, MSG_UNAVAILABLE, toTRPCError } from './errors.ts';
import { redactCredentials } from './lib/logger.ts';
import { overloadGuard } from './lib/overload.ts';
import { mountBrandingRoutes } from './routes/branding.ts';
import { mountFeedRoutes } from './routes/feeds.ts';
import { mountHealthRoutes, retryAfterWhenBusy } from './routes/health.ts';
import { METRICS_PATH, mountMetricsRoute, recordRequests } from './routes/metrics.ts';
import { mountObjectRoutes } from './routes/objects.ts';
import { compressResponses, mountStaticRoutes } from './routes/static.ts';
import { idempotency } from './lib/idempotency.ts';
import { CACHE_CONTROL, conditionalGet, constantTag, ifNoneMatchHits } from './lib/conditional-get.ts';
import { apiRoutes, openApiDocument } from './openapi.ts';
import { mountApiDocs } from './routes/api-docs.ts';
import { mountUnsubscribeRoutes } from './routes/unsubscribe.ts';
import { MSG_NOT_AN_OBJECT, MSG_TOO_DEEP, nestedDeeperThan } from './lib/json-input.ts';
import { guardBatches, MAX_BATCH_SIZE } from './trpc/batch-guard.ts';
import { createContext } from './trpc/context.ts';
import { appRouter } from './trpc/router.ts';
import { keepDeclaredInputCoercion } from './trpc/definitions.ts';

const JSON_LIMIT = '1mb';
/** Health probes and metric scrapes: logged at debug when they succeed. */
const PROBES = new Set(['/health', '/ready', METRICS_PATH]);
/** An export of a real account with its history is larger than an ordinary request. */
const IMPORT_JSON_LIMIT = '25mb';

export function createApp(deps: AppDeps): express.Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', deps.trustProxy ?? 0);

  app.use((req, res, next) => {
    const id = randomUUID();
    (req as Request & { id: string }).id = id;
    res.setHeader('X-Request-Id', id);
    const started = process.hrtime.bigint();
    res.on('finish', () => {
      // Never the query string (access-link tokens, photo signatures travel there), and the path
      // with its credential segments taken out (lib/logger.ts). `req.path` would be relative to
      // the router that answered by now; the whole path says which route it was.
      const loggedPath = redactCredentials(req.originalUrl.split('?', 1)[0]!);
      // Probes and scrapes come every few seconds: debug, unless they fail.
      const level = PROBES.has(loggedPath) && res.statusCode < 500 ? 'debug' : 'info';
      deps.log[level]({ reqId: id, method: req.method, path: loggedPath, status: res.statusCode, ms: Number(process.hrtime.bigint() - started) / 1e6 }, 'request');
    });
    next();
  });

  // Requests by route and status with their latency, and GET /metrics (routes/metrics.ts).
  if (deps.metrics) {
    app.use(recordRequests(deps.metrics));
    mountMetricsRoute(app, deps.metrics);
  }

  // Any 429 or 503 (rate limit, database away, overload, deadline) tells clients when to come back.
  app.use(retryAfterWhenBusy);
  if (deps.overload) app.use(overloadGuard(deps.overload));

  app.use(
    helmet({
      contentSecurityPolicy: {
        useDefaults: true,
        directives: {
          'script-src': ["'self'"],
          'object-src': ["'none'"],
          'base-uri': ["'none'"],
          'frame-ancestors': ["'none'"],
          // Exercise videos play in embedded players; photos may come from signed storage URLs.
          'frame-src': ["'self'", 'https://www.youtube.com', 'https://www.youtube-nocookie.com', 'https://player.vimeo.com'],
          'img-src': ["'self'", 'data:', 'blob:', 'https:'],
          'style-src': ["'self'", "'unsafe-inline'"],
          // The web app talks to its own origin only: photos go through /api/objects even on
          // S3 storage (the server signs and forwards), so no storage endpoint is needed here.
          'connect-src': ["'self'"],
          'upgrade-insecure-requests': null,
        },
      },
      referrerPolicy: { policy: 'no-referrer' },
      crossOriginEmbedderPolicy: false,
    }),
  );

  // Browser integrations on the origins of CORS_ORIGINS (off by default; docs/calendar-and-csv.md).
  if (deps.corsOrigins?.length) app.use(['/api', '/trpc'], corsFor(deps.corsOrigins));
  app.use(compressResponses());
  app.use(['/api', '/trpc'], refuseBrokenPercentEncoding);

  mountHealthRoutes(app, deps);

  // Resolving the bearer reads the database: when it is away, that is a 503, not a 500.
  const context = async ({ req, res }: { req: Request; res: Response }) => {
    try {
      return await createContext(deps, req, res);
    } catch (err) {
      throw toTRPCError(err);
    }
  };
  const onError = ({ error, path: procPath }: { error: { code: string; message: string; cause?: unknown }; path?: string }) => {
    if (error.code === 'INTERNAL_SERVER_ERROR') deps.log.error({ err: error.cause ?? error, path: procPath }, 'procedure failed');
  };

  // The OpenAPI document, and the build's tag for the library's conditional GETs (lib/conditional-get.ts).
  let doc: { text: string; tag: string } | undefined;
  const openApi = () => {
    if (!doc) {
      const text = JSON.stringify(openApiDocument(deps.appUrl));
      doc = { text, tag: constantTag(text) };
    }
    return doc;
  };
  const buildTag = () => openApi().tag;

  app.use('/trpc/coach.dataTransfer.import', express.json({ limit: IMPORT_JSON_LIMIT }));
  app.use(
    '/trpc',
    guardBatches,
    conditionalGet(deps, 'trpc', buildTag),
    express.json({ limit: JSON_LIMIT }),
    refuseDeepJson,
    idempotency(deps),
    createExpressMiddleware({ router: appRouter, createContext: context, onError, maxBatchSize: MAX_BATCH_SIZE }),
  );

  app.get('/api/openapi.json', (req, res) => {
    const { text, tag } = openApi();
    res.setHeader('ETag', tag);
    res.setHeader('Cache-Control', CACHE_CONTROL);
    if (ifNoneMatchHits(req.headers['if-none-match'], tag)) return void res.status(304).end();
    res.type('application/json').send(text);
  });
  mountApiDocs(app);
  mountUnsubscribeRoutes(app, deps);
  app.use('/api/import-data', express.json({ limit: IMPORT_JSON_LIMIT, strict: true }));
  app.use('/api', headAsGet, conditionalGet(deps, 'rest', buildTag), emptyBodyAsJson, express.json({ limit: JSON_LIMIT, strict: true }), refuseDeepJson, refuseNonObjectBody, idempotency(deps));
  // Byte routes (photo upload/read, logo) are plain Express: their bodies are images, not JSON.
  mountObjectRoutes(app, deps);
  mountBrandingRoutes(app, deps);
  // Calendar feeds (text/calendar) and CSV downloads (text/csv).
  mountFeedRoutes(app, deps);
  keepDeclaredInputCoercion(appRouter);
  // trpc-to-openapi's own handler (docs/decisions/0009, 0019). Its node-http form passes a path it
  // does not serve on to the 404 below; the Express form answers it with tRPC's error shape.
  // It is handed the Express request and response (below), typed there as Node's.
  const restContext = ({ req, res }: { req: unknown; res: unknown }) => context({ req: req as Request, res: res as Response });
  const rest = createOpenApiNodeHttpHandler({ router: appRouter, createContext: restContext, onError, maxBodySize: 1024 * 1024 });
  app.use('/api', methodNotAllowed(), restBody, (req, res, next) => rest(req, res, next));
  app.use('/api', (_req, res) => {
    res.status(404).json({ error: ERROR_TEXTS.notFound });
  });

  if (deps.webDir && existsSync(path.join(deps.webDir, 'index.html'))) mountStaticRoutes(app, deps.webDir);

  app.use(jsonErrors(deps));
  return app;
}

/**
 * CORS for the listed origins only: an origin not listed gets no Access-Control-* header, so the
 * browser keeps the answer from it. Bearer tokens, not cookies, so no credentials mode. A
 * preflight is answered here, before the 405 of a method the path does not have.
 */
function corsFor(origins: readonly string[]): express.RequestHandler {
  const allowed = new Set(origins);
  return cors({
    origin: (origin, callback) => callback(null, origin !== undefined && allowed.has(origin)),
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: ['Authorization', 'Content-Type', 'Idempotency-Key', 'If-None-Match'],
    exposedHeaders: ['ETag', 'Retry-After', 'X-Next-Cursor', 'X-Request-Id', 'Content-Disposition'],
    maxAge: 600,
  });
}

/**
 * A path that is not valid percent-encoding (`/trpc/auth.me%ZZ`) is the caller's mistake: 400
 * here, before tRPC's own decoding throws a URIError that it answers 500 and logs as an error
 * (one error line per request, from anyone, unauthenticated). Only the info request line is left.
 */
const refuseBrokenPercentEncoding: express.RequestHandler = (req, res, next) => {
  try {
    decodeURIComponent(req.path);
  } catch {
    return void res.status(400).json({ error: ERROR_TEXTS.badPath });
  }
  next();
};

/**
 * HEAD answers as GET without the body (RFC 9110): the REST bridge knows GET routes only, and
 * answered HEAD with an empty 204 even where GET needs a token. Node drops the body of a response
 * to a HEAD request by itself.
 */
const headAsGet: express.RequestHandler = (req, _res, next) => {
  if (req.method === 'HEAD') req.method = 'GET';
  next();
};

/**
 * Calls send a content type only when there is a body (docs/api.md), so an empty POST/PUT/DELETE
 * (archive, logout, check-missed-workouts…) is read as an empty JSON object.
 */
const emptyBodyAsJson: express.RequestHandler = (req, _res, next) => {
  const hasBody = req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;
  if (!hasBody && !req.headers['content-type'] && req.method !== 'GET' && req.method !== 'HEAD') {
    req.headers['content-type'] = 'application/json';
    req.body = {};
  }
  next();
};

/** A body nested deeper than any request of the API is refused before a procedure sees it. */
const refuseDeepJson: express.RequestHandler = (req, res, next) => {
  if (nestedDeeperThan(req.body)) return void res.status(400).json({ error: MSG_TOO_DEEP });
  next();
};

/** Every /api body is a JSON object; the bridge would read a list such as `[]` as "no fields". */
const refuseNonObjectBody: express.RequestHandler = (req, res, next) => {
  if (Array.isArray(req.body)) return void res.status(400).json({ error: MSG_NOT_AN_OBJECT });
  next();
};

/**
 * trpc-to-openapi answers errors with the whole tRPC error shape; REST consumers read
 * `{ "error": message }`, so error bodies are reduced to exactly that. It also ends every answer
 * with `res.end(text)` and no length, which went out chunked after the compression middleware had
 * fixed the headers; an answer sent as is now carries its Content-Length (compression removes it
 * again when it compresses).
 */
const restBody: express.RequestHandler = (_req, res, next) => {
  const end = res.end.bind(res) as (chunk?: unknown, ...rest: unknown[]) => Response;
  (res as { end: unknown }).end = (chunk?: unknown, ...rest: unknown[]) => {
    let text = chunk;
    if (res.statusCode >= 400 && typeof chunk === 'string') {
      try {
        const body = JSON.parse(chunk) as { error?: unknown; message?: unknown };
        const message = typeof body.error === 'string' ? body.error : typeof body.message === 'string' ? body.message : 'Request failed';
        text = JSON.stringify({ error: message });
      } catch {
        // Not JSON: pass through unchanged.
      }
    }
    if (typeof text === 'string' && !res.headersSent) res.setHeader('Content-Length', Buffer.byteLength(text));
    return end(text, ...rest);
  };
  next();
};

/** Malformed or oversized bodies and anything unexpected answer `{ error }`, never a stack. */
function jsonErrors(deps: AppDeps): ErrorRequestHandler {
  return (err: { type?: string; status?: number; statusCode?: number }, req: Request, res: Response, _next) => {
    if (err.type === 'entity.parse.failed') return void res.status(400).json({ error: ERROR_TEXTS.malformedJson });
    if (err.type === 'entity.too.large') return void res.status(413).json({ error: ERROR_TEXTS.bodyTooLarge });
    if (res.headersSent) return; // answered already (a deadline 503)
    if (isDatabaseUnavailable(err)) return void res.status(503).json({ error: MSG_UNAVAILABLE });
    const status = err.status ?? err.statusCode ?? 500;
    if (status >= 500) deps.log.error({ err, reqId: (req as Request & { id?: string }).id }, 'request failed');
    res.status(status >= 400 && status < 600 ? status : 500).json({ error: status >= 500 ? ERROR_TEXTS.internal : ERROR_TEXTS.badRequest });
  };
}

interface AllowedRoute {
  pattern: RegExp;
  methods: Set<string>;
}

/** A path's first segment (`clients` of `/clients/42`); a template's `{param}` there is `*`. */
const firstSegment = (p: string) => {
  const segment = p.split('/', 2)[1] ?? '';
  return segment.startsWith('{') ? '*' : segment;
};

/**
 * The paths of /api and the methods each answers (the operations and the document itself), by
 * first segment: a request tests the few templates that can match it, not all of them (testing
 * every template was 3 % of the server's CPU per request, docs/performance.md).
 */
function allowedMethods(): Map<string, AllowedRoute[]> {
  const byPath = new Map<string, Set<string>>();
  for (const [method, template] of apiRoutes()) byPath.set(template, (byPath.get(template) ?? new Set()).add(method.toUpperCase()));
  const bySegment = new Map<string, AllowedRoute[]>();
  const add = (segment: string, route: AllowedRoute) => bySegment.set(segment, [...(bySegment.get(segment) ?? []), route]);
  for (const [template, methods] of byPath) {
    add(firstSegment(template), { pattern: new RegExp(`^${template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')}/?$`), methods });
  }
  const docs = { pattern: /^\/(openapi\.json|docs(\/.*)?)$/, methods: new Set(['GET']) };
  add('openapi.json', docs);
  add('docs', docs);
  return bySegment;
}

/**
 * A method a known path does not have answers 405 with `Allow` (RFC 9110), not the bridge's 404;
 * an unknown path goes on to the 404 below. Several templates may match one path
 * (`/clients/reorder` and `/clients/{id}`): their methods add up.
 */
function methodNotAllowed(): express.RequestHandler {
  const bySegment = allowedMethods();
  const anySegment = bySegment.get('*') ?? [];
  return (req, res, next) => {
    const allowed = new Set<string>();
    for (const routes of [bySegment.get(firstSegment(req.path)) ?? [], anySegment]) {
      for (const route of routes) if (route.pattern.test(req.path)) for (const m of route.methods) allowed.add(m);
    }
    if (allowed.size === 0 || allowed.has(req.method)) return next();
    if (allowed.has('GET')) allowed.add('HEAD');
    res.setHeader('Allow', [...allowed].toSorted().join(', '));
    res.status(405).json({ error: ERROR_TEXTS.methodNotAllowed });
  };
}
