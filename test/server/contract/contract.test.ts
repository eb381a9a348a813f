// The published contract (/api/openapi.json) says what the server does: an independent validator
// accepts the document; a client generated from it (openapi-typescript types in api.d.ts +
// openapi-fetch) drives a coach and a client through their work, and every answer, errors
// included, must have a status the document lists for that operation and a body valid against
// the documented schema (ajv). Then the answers made outside the procedures: 405 + Allow,
// 429 + Retry-After, the byte routes and the reference page at /api/docs.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import SwaggerParser from '@apidevtools/swagger-parser';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import createClient, { type Middleware } from 'openapi-fetch';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_TYPES_FILE, apiTypesOf } from '../../../scripts/api-types.ts';
import { apiRoutes } from '#server/openapi';
import { setupTest, startHttp } from '../helpers.ts';
import type { paths } from './api.d.ts';

const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => Ajv2020;

interface Doc {
  paths: Record<string, Record<string, { responses: Record<string, { $ref?: string; content?: Record<string, { schema: unknown; examples?: Record<string, { value: { error: string } }> }> }> }>>;
  components: { responses: Record<string, { content?: Record<string, { schema: unknown; examples?: Record<string, { value: { error: string } }> }> }> };
}

let t: Awaited<ReturnType<typeof setupTest>>;
let http: Awaited<ReturnType<typeof startHttp>>;
let doc: Doc;
let dataDir: string;
const ajv = addFormats(new Ajv2020({ strict: false, allErrors: true }));
const validators = new Map<string, ValidateFunction>();
/** Every answer checked, and what did not match the document. */
const seen: string[] = [];
const problems: string[] = [];

const TODAY = '2026-03-11';

beforeAll(async () => {
  // Small limits, so that a 429 is reached in a few calls.
  t = await setupTest({ limits: { resetPerEmail: 2 } });
  dataDir = await mkdtemp(path.join(tmpdir(), 'spotter-contract-'));
  Object.assign(t.deps, { dataDir }); // photos on local disk
  http = await startHttp(t.deps);
  doc = (await http.api('GET', '/openapi.json')).body as unknown as Doc;
  ajv.addSchema(structuredClone(doc) as object, 'api');
}, 120_000);
afterAll(async () => {
  await http?.close();
  await t?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const pointer = (...parts: string[]) => parts.map((p) => p.replaceAll('~', '~0').replaceAll('/', '~1')).join('/');

/** Checks one answer against the document: a listed status, and a body of its schema. */
function check(method: string, template: string, status: number, contentType: string | null, body: unknown, headers: Headers) {
  const label = `${method.toUpperCase()} ${template} → ${status}`;
  seen.push(label);
  const op = doc.paths[template]?.[method.toLowerCase()];
  if (!op) return void problems.push(`${label}: operation not in the document`);
  let response = op.responses[String(status)];
  if (!response) return void problems.push(`${label}: status not documented (documented: ${Object.keys(op.responses).join(', ')})`);
  let where = `#/${pointer('paths', template, method.toLowerCase(), 'responses', String(status))}`;
  if (response.$ref) {
    where = response.$ref;
    response = doc.components.responses[response.$ref.split('/').pop()!]!;
  }
  if ((status === 429 || status === 503) && !headers.get('retry-after')) problems.push(`${label}: no Retry-After`);
  if (!contentType?.startsWith('application/json')) return;
  if (!response.content?.['application/json']) return void problems.push(`${label}: JSON answered, none documented`);
  const ref = `api${where}/content/application~1json/schema`;
  let validate = validators.get(ref);
  if (!validate) {
    validate = ajv.compile({ $ref: ref });
    validators.set(ref, validate);
  }
  if (!validate(body)) problems.push(`${label}: ${ajv.errorsText(validate.errors)} in ${JSON.stringify(body).slice(0, 200)}`);
  // Who may call it and what it looks up do not depend on the data: the documented examples of
  // 401, 403 and 404 are what this operation answers (openapi-examples.ts).
  const documented = Object.values(response.content['application/json'].examples ?? {}).map((e) => e.value.error);
  if ([401, 403, 404].includes(status) && !documented.includes((body as { error: string }).error)) {
    problems.push(`${label}: answered "${(body as { error: string }).error}", the document's examples say ${JSON.stringify(documented)}`);
  }
}

/** openapi-fetch middleware: every answer of the typed client is checked. */
const conformance: Middleware = {
  async onResponse({ request, response, schemaPath }) {
    const text = await response.clone().text();
    check(request.method, schemaPath, response.status, response.headers.get('content-type'), text ? JSON.parse(text) : undefined, response.headers);
  },
};

function clientFor(token?: string) {
  const api = createClient<paths>({ baseUrl: `${http.url}/api`, headers: token ? { authorization: `Bearer ${token}` } : {} });
  api.use(conformance);
  return api;
}

describe('the OpenAPI document', () => {
  it('is valid for an independent validator', async () => {
    const copy = structuredClone(doc);
    await expect(SwaggerParser.validate(copy as never)).resolves.toBeTruthy();
  });

  it('matches the committed client types (run `npm run api:types` after changing /api)', async () => {
    expect(await apiTypesOf(doc), 'test/server/contract/api.d.ts is stale: run npm run api:types').toBe(await readFile(API_TYPES_FILE, 'utf8'));
  });

  it('lists exactly the operations the server routes (the 405 answers rely on the same list)', () => {
    const documented = Object.entries(doc.paths).flatMap(([template, item]) => Object.keys(item).map((method) => `${method} ${template}`));
    expect(documented.toSorted()).toEqual(
      apiRoutes()
        .map(([method, template]) => `${method} ${template}`)
        .toSorted(),
    );
  });

  it('asks for no bearer token on the public operations, and marks every date as date-time', () => {
    const ops = doc.paths as unknown as Record<string, Record<string, { security?: unknown[] }>>;
    for (const [method, route] of [
      ['post', '/auth/login'],
      ['post', '/auth/register'],
      ['post', '/auth/forgot-password'],
      ['post', '/auth/reset-password'],
    ] as const) {
      expect(ops[route]?.[method]?.security, `${method} ${route}`).toEqual([]);
    }
    expect(ops['/clients']?.get?.security).toEqual([{ bearer: [] }]);
    // Every date-like field of every answer is a date-time string (null allowed where optional).
    const dates: string[] = [];
    const visit = (node: unknown, where: string) => {
      if (!node || typeof node !== 'object') return;
      for (const [key, value] of Object.entries(node)) {
        if (
          /^(createdAt|updatedAt|scheduledFor|startedAt|completedAt|loggedAt|testedAt|expiresAt|startDate|endDate|lastActive|exportedAt)$/.test(key) &&
          value &&
          typeof value === 'object' &&
          !('properties' in value)
        ) {
          dates.push(`${where}.${key} ${JSON.stringify(value).includes('"format":"date-time"') ? 'ok' : JSON.stringify(value)}`);
        }
        visit(value, `${where}/${key}`);
      }
    };
    for (const [template, item] of Object.entries(doc.paths)) for (const [method, op] of Object.entries(item)) visit(op.responses, `${method} ${template}`);
    // The answers' named schemas (components), which the responses refer to.
    visit((doc as unknown as { components: { schemas: unknown } }).components.schemas, 'components');
    expect(dates.length).toBeGreaterThan(50); // each named schema counts once
    expect(dates.filter((d) => !d.endsWith(' ok'))).toEqual([]);
  });
});

describe('a client generated from the document', () => {
  it('drives a coach and a client, and every answer is as documented', async () => {
    const anon = clientFor();
    const registered = await anon.POST('/auth/register', {
      body: { email: 'contract@example.com', password: 'password-123', role: 'COACH', firstName: 'Casey', lastName: 'Contract' },
    });
    expect(registered.response.status).toBe(200);
    const wrong = await anon.POST('/auth/login', { body: { email: 'contract@example.com', password: 'not-the-password' } });
    expect(wrong.response.status).toBe(401);
    const login = await anon.POST('/auth/login', { body: { email: 'contract@example.com', password: 'password-123' } });
    const coach = clientFor(login.data!.token);

    expect((await coach.GET('/auth/me')).data?.role).toBe('COACH');
    const exercise = (await coach.POST('/exercises', { body: { name: 'Goblet squat', category: 'Knee dominant' } })).data!;
    await coach.GET('/exercises', { params: { query: {} } });
    await coach.GET('/exercises/{id}', { params: { path: { id: exercise.id } } });
    const missing = await coach.GET('/exercises/{id}', { params: { path: { id: 'c000000000000000000000000' } } });
    expect(missing.response.status).toBe(404);
    expect(missing.error?.error).toBeTypeOf('string');
    await coach.POST('/exercise-categories', { body: { name: 'Mobility' } });
    const duplicate = await coach.POST('/exercise-categories', { body: { name: 'Mobility' } });
    expect(duplicate.response.status).toBe(409);
    const invalid = await coach.POST('/exercises', { body: { name: '', category: 'Cardio' } });
    expect(invalid.response.status).toBe(400);

    const plan = (await coach.POST('/plans', { body: { name: 'Lower body' } })).data!;
    await coach.POST('/plan-exercises', { body: { planId: plan.id, exerciseId: exercise.id } });
    await coach.GET('/plans/{id}', { params: { path: { id: plan.id } } });
    await coach.GET('/plans/{id}/exercises', { params: { path: { id: plan.id } } });
    const program = (await coach.POST('/programs', { body: { name: 'Four weeks', plans: [{ planId: plan.id, week: 0, dayOfWeek: 0 }] } })).data!;
    await coach.GET('/programs/{id}', { params: { path: { id: program.id } } });
    const client = (await coach.POST('/clients', { body: { firstName: 'Robin', lastName: 'Runner' } })).data!;
    await coach.GET('/clients', { params: { query: {} } });
    await coach.GET('/clients/{id}', { params: { path: { id: client.id } } });
    await coach.POST('/clients/{id}/notes', { params: { path: { id: client.id } }, body: { content: '<p>Knee history</p>' } });
    await coach.GET('/clients/{id}/notes', { params: { path: { id: client.id } } });
    const access = (await coach.POST('/clients/{id}/access-token', { params: { path: { id: client.id } }, body: {} })).data!;
    await coach.POST('/assignments', { body: { clientId: client.id, contentType: 'PLAN', contentId: plan.id, startDate: TODAY } });
    await coach.GET('/assignments');
    await coach.GET('/clients/{id}/assignments', { params: { path: { id: client.id } } });
    await coach.GET('/clients/{id}/stats', { params: { path: { id: client.id } } });
    await coach.GET('/client-progress');
    await coach.GET('/dashboard-counts');
    await coach.GET('/notifications');
    await coach.GET('/branding');
    const notAClient = await coach.GET('/workouts/today');
    expect(notAClient.response.status).toBe(403);

    // The client: trades the access link for a session, works out, logs a meal with a photo.
    const linked = await anon.POST('/auth/link-session', { body: { token: String(access.token) } });
    const me = clientFor(linked.data!.token);
    const today = (await me.GET('/workouts/today')).data!;
    expect(today).toBeTruthy();
    const sessionExercise = today!.exercises[0]!;
    await me.POST('/exercise-results', { body: { workoutSessionId: today!.id, planExerciseId: sessionExercise.id, result: '3x10', completed: true } });
    await me.PUT('/workout-sessions/{id}', { params: { path: { id: today!.id } }, body: { status: 'COMPLETED', completedAt: `${TODAY}T10:00:00.000Z` } });
    await me.GET('/workout-sessions');
    await me.GET('/workout-sessions/{id}/results', { params: { path: { id: today!.id } } });
    await me.GET('/client/branding');
    const ticket = (await me.POST('/objects/upload')).data!;
    // uploadURL is relative to the server's origin, as documented.
    expect(ticket.uploadURL.startsWith('/api/objects/upload/')).toBe(true);
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#3366ff' } })
      .png()
      .toBuffer();
    const put = await fetch(new URL(ticket.uploadURL, http.url), { method: 'PUT', headers: { 'content-type': 'image/png' }, body: png });
    check('PUT', '/objects/upload/{key}', put.status, put.headers.get('content-type'), await put.json(), put.headers);
    expect(put.status).toBe(200);
    const entry = (await me.POST('/food-entries', { body: { description: 'Oats', imageUrl: ticket.objectPath, loggedAt: `${TODAY}T08:00:00.000Z` } })).data!;
    const foods = (await me.GET('/food-entries', { params: { query: {} } })).data!;
    const imageUrl = foods.find((f) => f.id === entry.id)?.imageUrl;
    const photo = await fetch(new URL(imageUrl!, http.url));
    check('GET', '/objects/read/{key}', photo.status, photo.headers.get('content-type'), undefined, photo.headers);
    expect(photo.headers.get('content-type')).toMatch(/^image\//);
    await me.POST('/fitness-tests', { body: { testName: 'Plank', result: '60', unit: 's' } });
    await me.GET('/fitness-tests');
    const notACoach = await me.GET('/clients', { params: { query: {} } });
    expect(notACoach.response.status).toBe(403);
    const signedOut = await anon.GET('/workouts/today');
    expect(signedOut.response.status).toBe(401);

    expect(seen.length).toBeGreaterThan(45);
    expect(problems).toEqual([]);
  });

  it('a 429 carries Retry-After and the documented body', async () => {
    const anon = clientFor();
    let last = 0;
    for (let i = 0; i < 4 && last !== 429; i++) {
      const res = await anon.POST('/auth/forgot-password', { body: { email: 'someone@example.com' } });
      last = res.response.status;
      // The reset limit counts per hour: Retry-After is the time left in its window, not a default.
      if (last === 429) expect(Number(res.response.headers.get('retry-after'))).toSatisfy((n: number) => n > 60 && n <= 3600);
    }
    expect(last).toBe(429);
    // The same limit over tRPC (the web app) says the same.
    const trpc = await fetch(`${http.url}/trpc/auth.forgotPassword`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ json: { email: 'someone@example.com' } }),
    });
    expect(trpc.status).toBe(429);
    expect(Number(trpc.headers.get('retry-after'))).toSatisfy((n: number) => n > 60 && n <= 3600);
    expect(problems).toEqual([]);
  });
});

describe('answers outside the procedures', () => {
  it('a wrong method on a known path is 405 with Allow; an unknown path stays 404', async () => {
    const login = await http.api('GET', '/auth/login');
    expect(login.status).toBe(405);
    expect(login.headers.get('allow')).toBe('POST');
    expect(login.body).toEqual({ error: expect.any(String) });
    const clients = await http.api('PATCH', '/clients/reorder');
    expect(clients.status).toBe(405);
    expect(clients.headers.get('allow')).toBe('DELETE, GET, HEAD, PUT');
    const upload = await http.api('GET', '/objects/upload/abc');
    expect(upload.headers.get('allow')).toBe('PUT');
    expect((await http.api('GET', '/no-such-thing')).status).toBe(404);
  });

  it('serves a human reference at /api/docs from our own assets, under our CSP', async () => {
    const page = await fetch(`${http.url}/api/docs`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<title>Spotter API reference</title>');
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(html).not.toMatch(/<script>(?!<)/); // no inline script
    for (const src of html.matchAll(/(?:src|href)="([^"]+)"/g)) {
      expect(src[1]!.startsWith('/api/docs/'), src[1]).toBe(true);
      expect((await fetch(`${http.url}${src[1]}`)).status, src[1]).toBe(200);
    }
  });
});
