// The OpenAPI document of /api (served at /api/openapi.json, read by people at /api/docs).
// trpc-to-openapi generates the operations from the procedures; this module then says everything
// else the server does, from what each procedure IS, so that a new procedure is described
// completely without anyone writing its error list (docs/api.md):
// - who may call it (public, signed in, coach, client: the `access` meta of the builder it
//   comes from, trpc/init.ts) → the
//   bearer requirement, 401 and 403;
// - what it takes (path parameters, query, a JSON body) and whether it writes → 400, 404, 409,
//   413, 415, 422 (Idempotency-Key reused) and the Idempotency-Key header;
// - every operation may answer 500, and 503 with Retry-After (database away, overload, deadline);
//   public operations, signed-in writes (the per-account write budget) and those listing 429 in
//   their meta's `errorResponses`: 429 with Retry-After;
// - date fields are strings with `format: date-time`;
// - the byte routes (photo upload and read, logos), which are plain Express routes.
import { generateOpenApiDocument } from 'trpc-to-openapi';
import { z } from 'zod';
import { FOOD_PHOTO_MAX_BYTES, LOGO_MAX_BYTES } from '#shared/limits';
import { documentIdempotencyHeader } from './lib/idempotency.ts';
import { ERROR_TEXTS, MSG_UNAVAILABLE } from './errors.ts';
import { procedureDefinitions } from './trpc/definitions.ts';
import type { ProcedureAccess } from './trpc/init.ts';
import { CONDITIONAL_ROUTES } from './lib/conditional-get.ts';
import { errorExamples, exampleId, exampleOf, hasExample, resourceName, SHARED_ERROR_TEXTS, type OperationExamples } from './openapi-examples.ts';
import { issueMessage } from './trpc/init.ts';
import { appRouter } from './trpc/router.ts';
import { addWebhooksAndKeys } from './openapi-webhooks.ts';

type Schema = Record<string, unknown>;
interface MediaType {
  schema: Schema;
  example?: unknown;
  examples?: Record<string, { summary?: string; value: unknown }>;
}
interface Operation {
  operationId?: string;
  summary?: string;
  description?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  parameters?: { in: string; name: string; schema?: Schema; example?: unknown }[];
  requestBody?: { content: Record<string, MediaType> };
  responses: Record<string, { description: string; headers?: Schema; content?: Record<string, MediaType> }>;
}
export interface OpenApiDocument {
  openapi: string;
  info: Schema;
  servers: { url: string; description?: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema>; securitySchemes: Record<string, Schema>; headers?: Record<string, Schema>; responses?: Record<string, Schema> };
}

const SECURITY = 'bearer';
const ERROR_SCHEMA = 'Error';
const WRITE_METHODS = new Set(['post', 'put', 'patch', 'delete']);

/** What each status means, said once for every operation that may answer it. */
const STATUS_TEXT: Record<number, string> = {
  400: 'The input is invalid (the message names the field), or the body is not a JSON object',
  401: 'Not signed in (the bearer token is missing, unknown or expired), or, on a sign-in operation, wrong credentials or an invalid link',
  403: 'Signed in, but not allowed: the other role, a read-only preview, an archived client, or a cap on stored rows reached (docs/reliability.md)',
  404: 'Not found, or it belongs to someone else',
  409: 'Conflicts with the current state (already exists, still in use), or the same Idempotency-Key is still being processed (Retry-After)',
  413: 'The request body is too large',
  415: 'The body is not of a supported content type',
  422: 'This Idempotency-Key was used for a different request',
  429: 'Too many attempts (sign-in), or too many writes from this account in a short time; try again after Retry-After seconds',
  500: ERROR_TEXTS.internal,
  503: `${MSG_UNAVAILABLE} (database away, server busy, or the request ran past its deadline; try again after Retry-After seconds)`,
};

const procedureDefs = () => procedureDefinitions(appRouter);

/** The procedures by `METHOD /path`, with who may call them and the extra statuses their meta lists. */
function proceduresByRoute() {
  const out = new Map<string, { access: ProcedureAccess; extra: number[]; input: unknown; examples?: OperationExamples }>();
  for (const def of procedureDefs()) {
    const openapi = def.meta?.openapi;
    if (!openapi) continue;
    const listed = openapi.errorResponses;
    const extra = Array.isArray(listed) ? listed : Object.keys(listed ?? {}).map(Number);
    const input = def.inputs[0];
    // An input's own `.meta({ examples })` is its request example (zod leaves it out of the JSON
    // Schema of an input that transforms); the procedure's `examples.request` comes first.
    const inputExample = input instanceof z.ZodType ? (input.meta()?.examples as unknown[] | undefined)?.[0] : undefined;
    const examples = inputExample === undefined || def.meta?.examples?.request !== undefined ? def.meta?.examples : { ...def.meta?.examples, request: inputExample };
    out.set(`${openapi.method.toLowerCase()} ${openapi.path}`, { access: def.meta?.access ?? 'public', extra, input, examples });
  }
  return out;
}

/** The byte routes of src/server/routes/ (objects.ts, branding.ts), documented in addByteRoutes. */
const BYTE_ROUTES: readonly (readonly [string, string])[] = [
  ['put', '/objects/upload/{key}'],
  ['get', '/objects/read/{key}'],
  ['put', '/branding/logo'],
  ['get', '/branding/logos/{name}'],
  ['get', '/calendar-feeds/{file}'],
  ['get', '/exports/roster.csv'],
  ['get', '/clients/{id}/exports/workouts.csv'],
  ['get', '/clients/{id}/exports/food.csv'],
  ['get', '/clients/{id}/exports/fitness-tests.csv'],
];

/**
 * Every operation of /api as [method, path template], read from the procedures' meta without
 * making the document (which takes a few hundred milliseconds): for the 405 answers of app.ts.
 */
export function apiRoutes(): [string, string][] {
  const fromProcedures = procedureDefs().flatMap((def): [string, string][] => (def.meta?.openapi ? [[def.meta.openapi.method.toLowerCase(), def.meta.openapi.path]] : []));
  return [...fromProcedures, ...BYTE_ROUTES.map(([method, path]): [string, string] => [method, path])];
}

/**
 * Statuses whose answer reads the same on every operation: one shared response each
 * (components.responses). The others (400, 401, 403, 404, 409, 429) say something that depends on
 * the operation (the field, the role, the resource), so each operation has its own, with its own
 * examples (openapi-examples.ts).
 */
const SHARED_STATUSES = new Set([413, 415, 422, 500, 503]);

/** A reference to the shared response of a status (components.responses). */
const errorRef = (status: number) => ({ $ref: `#/components/responses/Error${status}` });

const retryAfter = (status: number) => (status === 429 || status === 503 || status === 409 ? { headers: { 'Retry-After': { $ref: '#/components/headers/Retry-After' } } } : {});

const errorResponse = (status: number, examples: MediaType['examples']) => ({
  description: STATUS_TEXT[status] ?? 'Error',
  ...retryAfter(status),
  content: { 'application/json': { schema: { $ref: `#/components/schemas/${ERROR_SCHEMA}` }, examples } },
});

/** The response of an error status for one operation: shared, or its own with its examples. */
function errorFor(status: number, op: Parameters<typeof errorExamples>[0] extends infer P ? Omit<P, 'status'> : never): Operation['responses'][string] {
  if (SHARED_STATUSES.has(status)) return errorRef(status) as unknown as Operation['responses'][string];
  return errorResponse(status, errorExamples({ ...op, status }));
}

/** The statuses an operation can answer besides 200, from what it is. */
export function statusesOf(op: { method: string; access: ProcedureAccess; hasPathParams: boolean; hasInput: boolean; extra?: number[] }): number[] {
  const write = WRITE_METHODS.has(op.method);
  const signedIn = op.access !== 'public';
  const s = new Set<number>([500, 503]);
  if (op.hasInput || write) s.add(400); // invalid fields; malformed or non-object JSON; a bad Idempotency-Key
  if (signedIn) s.add(401).add(403);
  if (op.hasPathParams || (signedIn && op.hasInput)) s.add(404); // ids in paths, bodies and queries are looked up
  if (write) s.add(409).add(413).add(415);
  if (write && signedIn) s.add(422);
  if (!signedIn) s.add(429); // sign-in, registration, reset and link e-mails are rate limited
  if (write && signedIn) s.add(429); // every account has a write budget (docs/reliability.md)
  if (op.access === 'public' && op.method === 'post') s.add(401); // wrong credentials or an invalid link
  for (const extra of op.extra ?? []) s.add(extra);
  return [...s].toSorted((a, b) => a - b);
}

let cached: { appUrl: string; doc: OpenApiDocument } | undefined;

export function openApiDocument(appUrl: string): OpenApiDocument {
  if (cached?.appUrl === appUrl) return cached.doc;
  markDates();
  const generated = generateOpenApiDocument(appRouter, {
    title: 'Spotter API',
    description: [
      'The REST API of Spotter, served from the same procedures as the web app (docs/api.md).',
      '',
      'Sign in with `POST /auth/login` (a coach) or trade a client access link with `POST /auth/link-session`, then send `Authorization: Bearer <token>`.',
      'Every error answers `{ "error": message }`, a sentence that can be shown to the user. 429 and 503 answers carry `Retry-After` (seconds).',
      'A method a path does not have answers 405 with `Allow`.',
      'Links the API returns as paths (`uploadURL`, `imageUrl`, `logoUrl`) are relative to the server’s origin (the server URL below without `/api`).',
    ].join('\n'),
    version: '1.0.0',
    baseUrl: `${appUrl}/api`,
    securitySchemes: { [SECURITY]: { type: 'http', scheme: 'bearer', description: 'A sign-in session token, a client access token, or a coach preview token' } },
  }) as unknown as OpenApiDocument;
  const doc = generated;
  const routes = proceduresByRoute();

  // The generator's own error schemas (tRPC's shape) go: the API answers `{ "error" }`.
  for (const name of Object.keys(doc.components.schemas)) if (name.startsWith('error.')) delete doc.components.schemas[name];
  doc.components.schemas[ERROR_SCHEMA] = {
    type: 'object',
    description: 'What went wrong, in a sentence that can be shown to the user',
    properties: { error: { type: 'string', description: 'The message (each operation’s error responses show the ones it gives)' } },
    required: ['error'],
    additionalProperties: false,
  };
  doc.components.headers = {
    'Retry-After': { description: 'Seconds to wait before trying again', schema: { type: 'integer', minimum: 0 } },
    ETag: { description: 'Send it back as If-None-Match: 304 while the library has not changed (docs/api.md)', schema: { type: 'string' } },
  };

  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      const route = routes.get(`${method} ${path}`);
      if (!route) throw new Error(`OpenAPI: no procedure for ${method.toUpperCase()} ${path}`);
      if (route.access === 'public') op.security = [];
      const params = op.parameters ?? [];
      const statuses = statusesOf({
        method,
        access: route.access,
        hasPathParams: params.some((p) => p.in === 'path'),
        hasInput: params.some((p) => p.in === 'path' || p.in === 'query') || op.requestBody !== undefined,
        extra: route.extra,
      });
      const request = addRequestExamples(doc, path, op, route.examples);
      const ok = op.responses['200'];
      const okBody = ok?.content?.['application/json'];
      if (okBody) okBody.example = route.examples?.response ?? exampleOf(okBody.schema, doc);
      op.responses = ok ? { 200: ok } : {};
      const context = { method, path, access: route.access, inputKeys: Object.keys(request), invalidInput: invalidInputMessage(route.input, request, op) };
      for (const status of statuses) op.responses[status] = errorFor(status, { ...context, own: route.examples?.errors?.[status] });
      if (method === 'get' && path in CONDITIONAL_ROUTES) documentConditionalGet(op);
    }
  }
  doc.components.responses = Object.fromEntries(
    [...SHARED_STATUSES].toSorted((a, b) => a - b).map((status) => [`Error${status}`, errorResponse(status, { default: { summary: 'Error', value: { error: SHARED_ERROR_TEXTS[status]! } } })]),
  );
  addByteRoutes(doc);
  documentIdempotencyHeader(doc);
  addWebhooksAndKeys(doc);
  cached = { appUrl, doc };
  return doc;
}

const bodyKeys = (schema: Schema | undefined) => Object.keys((schema?.properties ?? {}) as Record<string, unknown>);

/**
 * Gives the operation's parameters and JSON body their examples (the procedure's own
 * `examples.request`, else made from the schemas), and answers the whole input they make (what
 * the procedure's zod input receives).
 */
function addRequestExamples(doc: OpenApiDocument, path: string, op: Operation, own: OperationExamples | undefined): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  const ownRequest = (own?.request ?? {}) as Record<string, unknown>;
  for (const param of op.parameters ?? []) {
    if (param.in !== 'path' && param.in !== 'query') continue;
    const before = path.split('/').at(path.split('/').indexOf(`{${param.name}}`) - 1) ?? '';
    const idName =
      param.name === 'id' && before && !before.startsWith('{')
        ? `${resourceName(before)
            .replace(/ (\w)/g, (_, c: string) => c.toUpperCase())
            .replace(/^./, (c) => c.toLowerCase())}Id`
        : param.name;
    // An optional filter shows an example only when it has one of its own (Swagger UI's "Try it
    // out" fills them in, and a made-up id or cursor there would only answer 404 or 400).
    const required = (param as { required?: boolean }).required === true;
    const value =
      param.name in ownRequest
        ? ownRequest[param.name]
        : required && (param.name === 'id' || param.name.endsWith('Id'))
          ? exampleId(idName)
          : required || hasExample(param.schema, param.name)
            ? exampleOf(param.schema, doc, param.name)
            : undefined;
    if (value === null || value === undefined) continue;
    param.example = value;
    input[param.name] = value;
  }
  const body = op.requestBody?.content['application/json'];
  if (body) {
    // The procedure's own example is the whole input: its body is what is not a parameter.
    // Made from the schema, its fields are those of the resource the path names (POST /exercises: an Exercise).
    const owner = resourceName(path.split('/')[1] ?? '').replace(/[ -](\w)/g, (_, c: string) => c.toUpperCase());
    const value = own?.request
      ? Object.fromEntries(Object.entries(ownRequest).filter(([k]) => bodyKeys(body.schema).includes(k) || !(op.parameters ?? []).some((p) => p.name === k)))
      : exampleOf(body.schema, doc, '', new Set(), owner);
    body.example = value;
    if (value && typeof value === 'object') Object.assign(input, value);
  }
  return input;
}

/**
 * What the operation answers to an invalid input, from its own zod input: its example with the
 * first required body field left out, or with the first parameter made invalid.
 */
function invalidInputMessage(schema: unknown, input: Record<string, unknown>, op: Operation): string | undefined {
  if (!(schema instanceof z.ZodType)) return undefined;
  const attempts: Record<string, unknown>[] = [];
  const bodySchema = op.requestBody?.content['application/json']?.schema;
  const required = (bodySchema?.required as string[] | undefined) ?? [];
  for (const key of required) {
    const rest = { ...input };
    delete rest[key];
    attempts.push(rest);
  }
  for (const param of op.parameters ?? []) if (param.in === 'path' || param.in === 'query') attempts.push({ ...input, [param.name]: 'not valid!' });
  for (const attempt of attempts) {
    const result = schema.safeParse(attempt);
    if (!result.success && result.error.issues[0]) return issueMessage(result.error.issues[0]);
  }
  return undefined;
}

/** A library read answers 304 to the ETag of its last 200 (lib/conditional-get.ts, docs/api.md). */
function documentConditionalGet(op: Operation) {
  const etag = { ETag: { $ref: '#/components/headers/ETag' } };
  const ok = op.responses['200'];
  if (ok) ok.headers = { ...ok.headers, ...etag };
  op.responses['304'] = { description: 'Not modified: the ETag in If-None-Match is still current; no body', headers: etag };
  const ifNoneMatch = { name: 'If-None-Match', in: 'header', required: false, description: 'The ETag of an earlier 200 of the same URL', schema: { type: 'string' } };
  op.parameters = [...(op.parameters ?? []), ifNoneMatch];
}

/**
 * Dates leave the server as ISO 8601 strings (JSON.stringify of a Date), but the generator
 * describes `z.date()` as a bare string. Every date schema the procedures use is found by
 * walking their input and output schemas, and given `format: date-time` in zod's registry,
 * which the generator copies into the document.
 */
function markDates() {
  const seen = new Set<unknown>();
  const visit = (schema: unknown) => {
    if (!schema || typeof schema !== 'object' || seen.has(schema)) return;
    seen.add(schema);
    // oxlint-disable-next-line no-underscore-dangle
    const def = (schema as { _zod?: { def?: Record<string, unknown> } })._zod?.def;
    if (!def) return;
    if (def.type === 'date') {
      const meta = z.globalRegistry.get(schema as z.ZodDate);
      if (!meta?.format) z.globalRegistry.add(schema as z.ZodDate, { ...meta, format: 'date-time' });
      return;
    }
    if (def.type === 'lazy') return visit((def.getter as () => unknown)());
    for (const key of ['innerType', 'element', 'valueType', 'keyType', 'in', 'out', 'left', 'right', 'rest']) visit(def[key]);
    for (const key of ['options', 'items']) if (Array.isArray(def[key])) (def[key] as unknown[]).forEach(visit);
    if (def.shape && typeof def.shape === 'object') Object.values(def.shape).forEach(visit);
  };
  for (const def of procedureDefs()) {
    def.inputs?.forEach(visit);
    visit(def.output);
  }
}

const keyParam = (description: string) => ({
  name: 'key',
  in: 'path',
  required: true,
  description,
  schema: { type: 'string', pattern: '^[A-Za-z0-9_-]{32,64}$' },
  example: '0b5d3c1e9f7a4e2db6a8c4f1e3d2b7a9',
});
const signatureParams = [
  { name: 'exp', in: 'query', required: true, description: 'Expiry of the signed URL (milliseconds since the epoch)', schema: { type: 'string' }, example: '1773221400000' },
  { name: 'sig', in: 'query', required: true, description: 'Signature of the URL', schema: { type: 'string' }, example: 'Jd8ZqkK1m0l4oXyq7Gm1o3o8mA0h0rWmQeU1kVb6x9s' },
];
const binary = (types: string[]) => Object.fromEntries(types.map((t) => [t, { schema: { type: 'string', contentMediaType: t } }]));
const errorsOf = (statuses: number[], op: { method: string; path: string; access: ProcedureAccess }, own: Partial<Record<number, string>> = {}) =>
  Object.fromEntries(statuses.map((status) => [status, errorFor(status, { ...op, inputKeys: [], own: own[status] })]));

/** The byte routes of src/server/routes/ (objects.ts, branding.ts). */
function addByteRoutes(doc: OpenApiDocument) {
  const brandingMedia = Object.entries(doc.paths['/branding']?.get?.responses['200']?.content ?? {})[0]?.[1];
  const brandingRef = brandingMedia?.schema ?? { type: 'object' };
  const brandingExample = brandingMedia?.example ?? {};
  const paths = doc.paths as unknown as Record<string, Record<string, unknown>>;
  doc.components.schemas.StoredPhoto = {
    type: 'object',
    description: 'A photo as stored, after re-encoding',
    properties: {
      objectPath: { type: 'string', description: 'Send it as imageUrl of POST /food-entries, or objectPath of POST /progress-photos' },
      contentType: { type: 'string', description: 'The stored format' },
      size: { type: 'integer', description: 'Bytes' },
      width: { type: 'integer', description: 'Pixels' },
      height: { type: 'integer', description: 'Pixels' },
    },
    required: ['objectPath', 'contentType', 'size', 'width', 'height'],
    additionalProperties: false,
  };
  paths['/objects/upload/{key}'] = {
    put: {
      operationId: 'objects-upload-put',
      summary: 'Send the bytes of a photo to the uploadURL of POST /objects/upload',
      description: `The uploadURL is a path relative to the server's origin, signed and valid for a few minutes; no bearer token is needed. At most ${FOOD_PHOTO_MAX_BYTES / 1024 / 1024} MiB of JPEG, PNG or WebP; the photo is re-encoded before it is stored.`,
      tags: ['Photos'],
      security: [],
      parameters: [keyParam('The object key of the ticket'), ...signatureParams],
      requestBody: { required: true, content: binary(['image/jpeg', 'image/png', 'image/webp']) },
      responses: {
        200: {
          description: 'Stored',
          content: {
            'application/json': {
              schema: { $ref: '#/components/schemas/StoredPhoto' },
              example: { objectPath: '/objects/0b5d3c1e9f7a4e2db6a8c4f1e3d2b7a9', contentType: 'image/jpeg', size: 182344, width: 1600, height: 1200 },
            },
          },
        },
        ...errorsOf(
          [400, 403, 404, 409, 413, 415, 429, 500, 503],
          { method: 'put', path: '/objects/upload/{key}', access: 'public' },
          {
            400: 'This image could not be read. Please choose another photo.',
            403: 'This link is invalid or has expired',
            404: 'Upload not found',
            409: 'This upload link has already been used',
            429: 'Too many uploads in progress. Please try again later.',
          },
        ),
      },
    },
  };
  paths['/objects/read/{key}'] = {
    get: {
      operationId: 'objects-read-get',
      summary: 'A stored photo, by the signed imageUrl of a food entry',
      description: "The imageUrl is a path relative to the server's origin, signed for the client and their coach and valid for a while; no bearer token is needed.",
      tags: ['Photos'],
      security: [],
      parameters: [keyParam('The object key'), ...signatureParams],
      responses: {
        200: { description: 'The photo', content: binary(['image/jpeg', 'image/png', 'image/webp']) },
        ...errorsOf([403, 404, 500, 503], { method: 'get', path: '/objects/read/{key}', access: 'public' }, { 403: 'This link is invalid or has expired', 404: 'Photo not found' }),
      },
    },
  };
  paths['/branding/logo'] = {
    ...paths['/branding/logo'], // DELETE is a procedure
    put: {
      operationId: 'branding-logo-put',
      summary: 'Upload the coach’s logo',
      description: `The file itself as the body (PNG, JPEG or a self-contained SVG, under ${LOGO_MAX_BYTES / 1024 / 1024} MB); it is stored as a 512-pixel PNG. Answers the branding with its new logoUrl.`,
      tags: ['Branding'],
      security: [{ [SECURITY]: [] }],
      requestBody: { required: true, content: binary(['image/png', 'image/jpeg', 'image/svg+xml']) },
      responses: {
        200: {
          description: 'The branding with its new logo',
          content: { 'application/json': { schema: brandingRef, example: { ...(brandingExample as object), logoUrl: '/api/branding/logos/9a3c1e7b.png' } } },
        },
        ...errorsOf([400, 401, 403, 413, 500, 503], { method: 'put', path: '/branding/logo', access: 'coach' }, { 400: 'Please choose a PNG, JPEG or SVG logo' }),
      },
    },
  };
  paths['/branding/logos/{name}'] = {
    get: {
      operationId: 'branding-logos-get',
      summary: 'A logo, by the logoUrl of a branding',
      tags: ['Branding'],
      security: [],
      parameters: [{ name: 'name', in: 'path', required: true, description: 'The file name at the end of a logoUrl', schema: { type: 'string' }, example: '9a3c1e7b.png' }],
      responses: {
        200: { description: 'The logo', content: binary(['image/png']) },
        ...errorsOf([404, 500, 503], { method: 'get', path: '/branding/logos/{name}', access: 'public' }, { 404: 'Logo not found' }),
      },
    },
  };
  addFeedRoutes(paths);
}

const csvContent = (example: string) => ({ 'text/csv': { schema: { type: 'string' }, example } });
const csvHeaders = {
  'Content-Disposition': { description: 'attachment, with a file name', schema: { type: 'string' }, example: 'attachment; filename="roster-2026-03-11.csv"' },
};
const clientIdParam = { name: 'id', in: 'path', required: true, description: 'The client', schema: { type: 'string' }, example: 'cm4x8k2qz0001s6l1a2b3c4d5' };

/** The calendar feed and the CSV downloads (routes/feeds.ts, docs/calendar-and-csv.md). */
function addFeedRoutes(paths: Record<string, Record<string, unknown>>) {
  paths['/calendar-feeds/{file}'] = {
    get: {
      operationId: 'calendar-feeds-get',
      summary: 'A private calendar feed (iCalendar, RFC 5545), by the URL of POST /calendar-feed, POST /clients/{id}/calendar-feed or POST /client/calendar-feed',
      description:
        'The URL is the credential: no bearer token. Sessions from 180 days ago to a year ahead: a session not yet done is an all-day event on its date; a started or completed one is timed in its client’s zone (TZID with a VTIMEZONE). A revoked or regenerated URL answers 404. Answers 304 to a current If-None-Match.',
      tags: ['Calendar feeds'],
      security: [],
      parameters: [
        {
          name: 'file',
          in: 'path',
          required: true,
          description: 'The token of the URL followed by `.ics`',
          schema: { type: 'string', pattern: '^[A-Za-z0-9_-]{43}\\.ics$' },
          example: 'q3Jx9vTt2mN8bWc5Lr1YhK0pZa7DsE4fGiU6oQwXyVe.ics',
        },
        { name: 'If-None-Match', in: 'header', required: false, description: 'The ETag of an earlier 200', schema: { type: 'string' } },
      ],
      responses: {
        200: {
          description: 'The feed',
          headers: { ETag: { $ref: '#/components/headers/ETag' } },
          content: { 'text/calendar': { schema: { type: 'string' }, example: 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Spotter//Spotter//EN\r\n…\r\nEND:VCALENDAR\r\n' } },
        },
        304: { description: 'Not modified: the ETag in If-None-Match is still current; no body' },
        ...errorsOf([404, 500, 503], { method: 'get', path: '/calendar-feeds/{file}', access: 'public' }, { 404: 'Calendar feed not found' }),
      },
    },
  };
  paths['/exports/roster.csv'] = {
    get: {
      operationId: 'exports-roster-get',
      summary: 'The roster with adherence as CSV, every client (archived too), A–Z',
      description: 'The figures of GET /client-roster. Text cells starting with =, +, -, @, a tab or a carriage return get a leading apostrophe, so a spreadsheet never runs them.',
      tags: ['Exports'],
      security: [{ [SECURITY]: [] }],
      responses: {
        200: {
          description: 'The roster',
          headers: csvHeaders,
          content: csvContent('First name,Last name,Status,…\r\nAna,Diaz,on_track,…\r\n'),
        },
        ...errorsOf([401, 403, 500, 503], { method: 'get', path: '/exports/roster.csv', access: 'coach' }),
      },
    },
  };
  const clientCsv = (file: string, summary: string, example: string) => ({
    get: {
      operationId: `exports-${file.replace('.csv', '')}-get`,
      summary,
      description: 'Times are local to the client’s zone. Text cells starting with =, +, -, @, a tab or a carriage return get a leading apostrophe. Another coach’s client answers 404.',
      tags: ['Exports'],
      security: [{ [SECURITY]: [] }],
      parameters: [clientIdParam],
      responses: {
        200: { description: 'The CSV file', headers: csvHeaders, content: csvContent(example) },
        ...errorsOf([401, 403, 404, 500, 503], { method: 'get', path: `/clients/{id}/exports/${file}`, access: 'coach' }, { 404: 'Client not found' }),
      },
    },
  });
  paths['/clients/{id}/exports/workouts.csv'] = clientCsv(
    'workouts.csv',
    'A client’s workout log as CSV: one row per logged set, oldest first',
    'Date,Workout,Plan,Status,…\r\n2026-03-11,Leg day,Strength,COMPLETED,…\r\n',
  );
  paths['/clients/{id}/exports/food.csv'] = clientCsv('food.csv', 'A client’s food log as CSV, oldest first', 'Date (local),Time (local),Description,Photo\r\n2026-03-11,12:00,Oats,no\r\n');
  paths['/clients/{id}/exports/fitness-tests.csv'] = clientCsv(
    'fitness-tests.csv',
    'A client’s fitness tests and retests as CSV, oldest first',
    'Tested (local),Test,Result,Unit,Notes,Retest of\r\n2026-03-11 09:00,Plank,60,s,,\r\n',
  );
}
