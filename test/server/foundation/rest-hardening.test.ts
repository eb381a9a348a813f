// Bad input over the REST bridge (and tRPC) answers a clear 4xx, never a 500 or a silent
// misreading: typed JSON fields are not coerced, NUL characters and absurd nesting are refused,
// internal errors never show their cause, and custom messages that start like zod's own are not
// prefixed with the field name.
import { beforeAll, describe, expect, it } from 'vitest';
import { ERROR_TEXTS } from '#server/errors';
import { createLogger } from '#server/lib/logger';
import { makeClient, makeCoach, setupHttpTestHooks, tokenFor } from '../helpers.ts';
import { makeSession } from '../workouts/fixtures.ts';

const { t, http } = setupHttpTestHooks();
let coachToken = '';
let clientToken = '';
let coachId = '';
let clientId = '';

beforeAll(async () => {
  const coach = await makeCoach(t.db);
  const me = await makeClient(t.db, coach.id);
  coachId = coach.id;
  clientId = me.client.id;
  coachToken = await tokenFor(t.deps, coach);
  clientToken = await tokenFor(t.deps, me.user);
});

const GENERIC_500 = 'Something went wrong on our side. Please try again.';

describe('typed JSON fields are taken as sent (no coercion by the REST bridge)', () => {
  it('"completed": "false" is refused, not read as true', async () => {
    const s = await makeSession(t.db, { coachId, clientId, scheduledFor: '2026-03-11T00:00:00Z' });
    const ex = s.exercises[0]!;
    const res = await http.api('POST', '/exercise-results', {
      token: clientToken,
      body: { workoutSessionId: s.id, planExerciseId: ex.id, result: '3x5', completed: 'false' },
    });
    expect(res).toMatchObject({ status: 400, body: { error: 'completed must be true or false' } });
    expect((await t.db.sessionExercise.findUniqueOrThrow({ where: { id: ex.id } })).completed).toBe(false);
    // …and the same holds over /trpc once REST has served the procedure.
    const rating = await http.api('PUT', `/workout-sessions/${s.id}`, { token: clientToken, body: { rating: true } });
    expect(rating).toMatchObject({ status: 400, body: { error: 'rating must be a number from 1 to 5' } });
  });

  it('null, true or [] for a number is refused', async () => {
    const plan = await http.api('POST', '/plans', { token: coachToken, body: { name: 'Legs' } });
    const program = await http.api('POST', '/programs', { token: coachToken, body: { name: 'Block' } });
    expect([plan.status, program.status]).toEqual([200, 200]);
    const entry = { programId: program.body.id, planId: plan.body.id, week: 0, dayOfWeek: 2, orderIndex: 0 };
    for (const bad of [{ week: null }, { dayOfWeek: true }, { week: [] }]) {
      const res = await http.api('POST', '/program-plans', { token: coachToken, body: { ...entry, ...bad } });
      expect(res.status, JSON.stringify(bad)).toBe(400);
    }
    expect(await t.db.programPlan.count({ where: { programId: program.body.id as string } })).toBe(0);
  });
});

describe('NUL characters', () => {
  it('are refused in any text with 400, for REST and tRPC alike', async () => {
    const rest = await http.api('POST', '/clients', { token: coachToken, body: { firstName: 'A\u0000B' } });
    expect(rest).toMatchObject({ status: 400, body: { error: 'Text must not contain NUL characters' } });
    const nested = await http.api('POST', '/exercises', { token: coachToken, body: { name: 'Row', equipment: ['Bar\u0000bell'] } });
    expect(nested).toMatchObject({ status: 400, body: { error: 'Text must not contain NUL characters' } });
    const fitness = await http.api('POST', '/fitness-tests', { token: clientToken, body: { testName: 'Plank', result: '6\u00000' } });
    expect(fitness).toMatchObject({ status: 400, body: { error: 'Text must not contain NUL characters' } });
    const trpc = await fetch(`${http.url}/trpc/coach.clients.create`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${coachToken}` },
      body: JSON.stringify({ json: { firstName: 'A\u0000B' } }),
    });
    expect(trpc.status).toBe(400);
    expect(await t.db.client.count({ where: { coachId } })).toBe(1);
  });
});

describe('absurdly nested bodies', () => {
  it('answer 400 instead of overflowing the stack', async () => {
    const deep = `{"firstName":${'['.repeat(5000)}${']'.repeat(5000)}}`;
    const rest = await http.api('POST', '/clients', { token: coachToken, rawBody: deep });
    expect(rest).toMatchObject({ status: 400, body: { error: 'Request body is nested too deeply' } });
    const trpc = await fetch(`${http.url}/trpc/coach.clients.create`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${coachToken}` },
      body: `{"json":${deep}}`,
    });
    expect(trpc.status).toBe(400);
  });
});

// Issue 30 item 7: a path that is not valid percent-encoding is the caller's mistake: 400 with
// { error }, logged only as the request line (info), never at error level where it could flood.
describe('bad percent-encoding in the path', () => {
  it.each([
    '/trpc/auth.me%ZZ',
    '/trpc/auth.me,auth.me%ZZ?batch=1',
    '/trpc/clientApp.fitnessTests.create%E0%A4%A',
    '/api/auth/me%ZZ',
    '/api/clients/%ZZ',
    '/api/auth/verify-reset-token/abc%ZZ',
    '/api/objects/read/%ZZ?exp=1&sig=x',
  ])('%s answers 400 { error } and logs nothing at warn or above', async (path) => {
    const lines: string[] = [];
    const quiet = t.deps.log;
    Object.assign(t.deps, { log: createLogger('trace', { write: (line: string) => void lines.push(line) }) });
    try {
      for (const method of ['GET', 'POST']) {
        const res = await fetch(`${http.url}${path}`, { method, headers: { authorization: `Bearer ${coachToken}`, 'content-type': 'application/json' }, body: method === 'POST' ? '{}' : undefined });
        expect(res.status, method).toBe(400);
        expect(await res.json()).toEqual({ error: ERROR_TEXTS.badPath });
      }
    } finally {
      Object.assign(t.deps, { log: quiet });
    }
    expect(lines.map((l) => (JSON.parse(l) as { level: number }).level).filter((level) => level >= 40)).toEqual([]);
  });
});

describe('error texts', () => {
  it('an internal error never shows its cause, even when it is an output check', async () => {
    // A row no input can make any more: a year JavaScript cannot represent.
    await t.db.$executeRaw`INSERT INTO "FitnessTest" ("id", "clientId", "testName", "result", "testedAt", "createdAt") VALUES ('ft-far', ${clientId}, 'Plank', '60', '275760-09-14T00:00:00Z', now())`;
    const res = await http.api('GET', '/fitness-tests', { token: clientToken });
    expect(res).toMatchObject({ status: 500, body: { error: GENERIC_500 } });
    await t.db.fitnessTest.deleteMany();
  });

  it('custom messages that start like zod’s own stand alone', async () => {
    const reset = await http.api('POST', '/auth/reset-password', { body: { token: 'x'.repeat(300), newPassword: 'password123' } });
    expect(reset).toMatchObject({ status: 400, body: { error: 'Invalid reset link' } });
    const verify = await http.api('GET', `/auth/verify-reset-token/${'x'.repeat(300)}`);
    expect(verify).toMatchObject({ status: 400, body: { error: 'Invalid reset link' } });
    // zod's generic messages still name their field.
    const unknown = await http.api('POST', '/clients', { token: coachToken, body: { firstName: 'A', nickname: 'x' } });
    expect(unknown).toMatchObject({ status: 400, body: { error: 'Unrecognized key: "nickname"' } });
  });
});

describe('the OpenAPI document', () => {
  it('describes error bodies as the API sends them: { "error": message }', async () => {
    type Schema = { properties?: Record<string, unknown>; required?: string[] };
    type Media = { schema: { $ref: string }; examples?: Record<string, { value: { error: string } }> };
    const doc = (await (await fetch(`${http.url}/api/openapi.json`)).json()) as {
      paths: Record<string, Record<string, { responses: Record<string, { content: { 'application/json': Media } }> }>>;
      components: { schemas: Record<string, Schema> };
    };
    // A 404 is written on its operation (its example names the operation's resource); its body is the Error schema.
    const media = doc.paths['/clients/{id}']!.get!.responses['404']!.content['application/json'];
    const schema = doc.components.schemas[media.schema.$ref.replace('#/components/schemas/', '')]!;
    expect(Object.keys(schema.properties ?? {})).toEqual(['error']);
    expect(schema.required).toEqual(['error']);
    const sent = await http.api('GET', '/clients/nope', { token: coachToken });
    expect(sent).toMatchObject({ status: 404, body: { error: 'Client not found' } });
    expect(Object.values(media.examples ?? {}).map((e) => e.value)).toContainEqual(sent.body);
    expect(Object.keys(sent.body)).toEqual(['error']);
  });
});
