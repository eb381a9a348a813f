// The OpenAPI document gives an integrator something to build on (issue 36, docs/api.md "How to
// add an operation"): every operation shows an example of what it takes and answers, each valid
// against its own schema (ajv) and accepted by the procedure's own zod input; every error example
// says what that operation would say; every answer is a named schema, so a generator names its
// types. A failure lists the operations to fix, by METHOD and path.
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { beforeAll, describe, expect, it } from 'vitest';
import { ERROR_TEXTS } from '#server/errors';
import { openApiDocument, type OpenApiDocument } from '#server/openapi';
import { procedureDefinitions } from '#server/trpc/definitions';
import { appRouter } from '#server/trpc/router';
import { z } from 'zod';

const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => Ajv2020;

interface Media {
  schema?: unknown;
  example?: unknown;
  examples?: Record<string, { summary?: string; value: unknown }>;
}
interface Response {
  $ref?: string;
  content?: Record<string, Media>;
}
interface Operation {
  parameters?: { name: string; in: string; required?: boolean; schema?: unknown; example?: unknown }[];
  requestBody?: { content: Record<string, Media> };
  responses: Record<string, Response>;
}

let doc: OpenApiDocument;
const ajv = addFormats(new Ajv2020({ strict: false, allErrors: true }));
const pointer = (...parts: string[]) => parts.map((p) => p.replaceAll('~', '~0').replaceAll('/', '~1')).join('/');
const validators = new Map<string, ValidateFunction>();

/** Checks `value` against the schema at a JSON pointer of the document; answers the errors, or ''. */
function invalid(where: string, value: unknown): string {
  let validate = validators.get(where);
  if (!validate) {
    validate = ajv.compile({ $ref: `api#/${where}` });
    validators.set(where, validate);
  }
  return validate(value) ? '' : ajv.errorsText(validate.errors);
}

/** Every JSON operation of the document, as [label, path, method, operation]. */
function operations(): [string, string, string, Operation][] {
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, op]): [string, string, string, Operation] => [`${method.toUpperCase()} ${path}`, path, method, op as unknown as Operation]),
  );
}

const resolve = (response: Response): Response => (response.$ref ? (doc.components.responses![response.$ref.split('/').pop()!] as Response) : response);

/** Is this answer schema a named one, or a list of (or nullable) one? */
const named = (schema: unknown): boolean => {
  const s = schema as { $ref?: string; type?: string; items?: unknown; anyOf?: unknown[] };
  if (s.$ref) return true;
  if (s.type === 'array') return named(s.items);
  if (s.anyOf) return s.anyOf.every((o) => (o as { type?: string }).type === 'null' || named(o));
  return false;
};

beforeAll(() => {
  doc = openApiDocument('http://localhost:3000');
  ajv.addSchema(structuredClone(doc) as object, 'api');
});

describe('the examples of the OpenAPI document', () => {
  it('every operation has an example of its required parameters, its JSON body and its 2xx answer, each valid against its schema', () => {
    const missing: string[] = [];
    const wrong: string[] = [];
    for (const [label, path, method, op] of operations()) {
      op.parameters?.forEach((param, i) => {
        if (param.in !== 'path' && param.in !== 'query') return;
        if (param.example === undefined) {
          // An optional filter may go without (Swagger UI would fill a made-up one in).
          if (param.required) missing.push(`${label}: parameter ${param.name}`);
          return;
        }
        const errors = invalid(pointer('paths', path, method, 'parameters', String(i), 'schema'), param.example);
        if (errors) wrong.push(`${label}: parameter ${param.name} ${JSON.stringify(param.example)}: ${errors}`);
      });
      const body = op.requestBody?.content['application/json'];
      if (body) {
        if (body.example === undefined) missing.push(`${label}: request body`);
        else {
          const errors = invalid(pointer('paths', path, method, 'requestBody', 'content', 'application/json', 'schema'), body.example);
          if (errors) wrong.push(`${label}: request body: ${errors} in ${JSON.stringify(body.example).slice(0, 300)}`);
        }
      }
      for (const [status, response] of Object.entries(op.responses)) {
        if (!status.startsWith('2')) continue;
        const json = response.content?.['application/json'];
        if (!json) continue; // bytes (a photo, a logo)
        if (json.example === undefined) {
          missing.push(`${label}: ${status} answer`);
          continue;
        }
        const errors = invalid(pointer('paths', path, method, 'responses', status, 'content', 'application/json', 'schema'), json.example);
        if (errors) wrong.push(`${label}: ${status} answer: ${errors} in ${JSON.stringify(json.example).slice(0, 300)}`);
      }
    }
    expect(operations().length).toBeGreaterThan(170);
    expect(missing, 'operations without an example (docs/api.md, "How to add an operation")').toEqual([]);
    expect(wrong, 'examples that do not match their own schema').toEqual([]);
  });

  it('every request example is accepted by the procedure’s own zod input', () => {
    const inputs = new Map<string, unknown>();
    for (const def of procedureDefinitions(appRouter)) {
      const openapi = def.meta?.openapi;
      if (openapi) inputs.set(`${openapi.method.toLowerCase()} ${openapi.path}`, def.inputs[0]);
    }
    const refused: string[] = [];
    for (const [label, path, method, op] of operations()) {
      const schema = inputs.get(`${method} ${path}`);
      if (!(schema instanceof z.ZodType)) continue; // a byte route, or a procedure without input
      const input: Record<string, unknown> = {};
      for (const param of op.parameters ?? []) if ((param.in === 'path' || param.in === 'query') && param.example !== undefined) input[param.name] = param.example;
      Object.assign(input, op.requestBody?.content['application/json']?.example ?? {});
      const takesNothing = !op.requestBody && !(op.parameters ?? []).some((p) => p.in === 'path' || p.in === 'query');
      const result = schema.safeParse(takesNothing ? undefined : input);
      if (!result.success) refused.push(`${label}: ${result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')} in ${JSON.stringify(input).slice(0, 300)}`);
    }
    expect(refused).toEqual([]);
  });

  it('every error example is an Error body that says what this operation would say', () => {
    const wrong: string[] = [];
    const texts = (op: Operation, status: string) => Object.values(resolve(op.responses[status]!).content?.['application/json']?.examples ?? {}).map((e) => (e.value as { error: string }).error);
    for (const [label, path, method, op] of operations()) {
      for (const [status, raw] of Object.entries(op.responses)) {
        if (Number(status) < 400) continue;
        const examples = resolve(raw).content?.['application/json']?.examples ?? {};
        if (Object.keys(examples).length === 0) wrong.push(`${label}: ${status} has no example`);
        for (const [name, example] of Object.entries(examples)) {
          const ref = raw.$ref ? pointer('components', 'responses', raw.$ref.split('/').pop()!) : pointer('paths', path, method, 'responses', status);
          const errors = invalid(`${ref}/content/application~1json/schema`, example.value);
          if (errors) wrong.push(`${label}: ${status} example ${name}: ${errors}`);
        }
      }
      // The message fits the operation: no "Exercise not found" on a client's 401.
      const all = Object.keys(op.responses).flatMap((s) => texts(op, s));
      if (!/exercise/.test(path) && all.includes('Exercise not found')) wrong.push(`${label}: says "Exercise not found"`);
      if (op.responses['401'] && (op as { security?: unknown[] }).security?.length && !texts(op, '401').includes(ERROR_TEXTS.signIn)) wrong.push(`${label}: 401 does not ask to sign in`);
    }
    expect(wrong).toEqual([]);

    const op = (method: string, path: string) => doc.paths[path]![method] as unknown as Operation;
    // 404 names the resource of the path, or of the id the operation takes.
    expect(texts(op('get', '/clients/{id}'), '404')).toEqual(['Client not found']);
    expect(texts(op('get', '/plans/{id}/exercises'), '404')).toEqual(['Plan not found']);
    expect(texts(op('delete', '/food-entries/{id}'), '404')).toEqual(['Food entry not found']);
    expect(texts(op('get', '/clients/{id}/workouts/{sessionId}'), '404')).toEqual(['Workout session not found']);
    expect(texts(op('post', '/plan-exercises'), '404')).toEqual(['Plan not found']);
    // 401 and 403 by who may call it.
    expect(texts(op('post', '/clients'), '401')).toEqual([ERROR_TEXTS.signIn]);
    expect(texts(op('post', '/clients'), '403')).toContain(ERROR_TEXTS.coachesOnly);
    expect(texts(op('get', '/workouts/today'), '403')).toContain(ERROR_TEXTS.clientsOnly);
    expect(texts(op('post', '/auth/login'), '401')).toEqual(['Invalid email or password']);
    // 400 is what the operation's own input says when a required field is left out.
    expect(texts(op('post', '/clients'), '400')).toContain('First name is required');
  });

  it('every JSON answer is a named schema (or a list or page of one), so generated clients name their types', () => {
    const unnamed = operations()
      .filter(([, , , op]) => {
        const schema = op.responses['200']?.content?.['application/json']?.schema;
        return schema !== undefined && !named(schema);
      })
      .map(([label]) => label);
    expect(unnamed, 'give the output schema an id: .meta({ id: "Thing" }) (docs/api.md)').toEqual([]);
    for (const name of [
      'Client',
      'Exercise',
      'ExerciseCategory',
      'Plan',
      'PlanExercise',
      'Program',
      'Assignment',
      'WorkoutSession',
      'SessionExercise',
      'ExerciseSet',
      'FoodEntry',
      'FitnessTest',
      'Notification',
      'Message',
      'Branding',
      'BodyMetricEntry',
      'Habit',
      'CheckInSubmission',
      'ProgressPhoto',
    ]) {
      expect(doc.components.schemas[name], name).toBeDefined();
    }
  });
});
