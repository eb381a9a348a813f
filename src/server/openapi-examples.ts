// Examples for the OpenAPI document (docs/api.md, "How to add an operation"; decision 0033).
//
// Every operation shows an example of what it takes (path and query parameters, the JSON body)
// and of what it answers (the 2xx body and each error). They are made from the document itself,
// once, when it is built, so a new operation has them without anyone writing them:
// - a named schema (a component) shows its `examples` (COMPONENT_EXAMPLES below, checked against
//   the schema by test/server/openapi/examples.test.ts), and a page, list or wrapper of it is
//   made of those;
// - any other value comes from its schema: its own example, const or first enum value, else a
//   value for the field's name (FIELD_VALUES) when it fits the schema's constraints, else one by
//   type and format;
// - errors say what this operation would say: 401 and 403 by who may call it, 404 by the
//   resource of its path (or of the ids it takes), 400 by running the operation's own zod input
//   on its example with one required field left out.
// A procedure can give its own in its meta (`examples: { request, response, errors }`).
import { ERROR_TEXTS } from './errors.ts';
import { IDEMPOTENCY_TEXTS } from './lib/idempotency.ts';
import { MSG_PREVIEW_READ_ONLY } from './lib/access.ts';
import { TOO_MANY_WRITES } from './lib/rate-limit.ts';
import type { ProcedureAccess } from './trpc/init.ts';

type Schema = Record<string, unknown>;
interface SchemaSource {
  components: { schemas: Record<string, Schema> };
}

/** What a procedure may say about its own examples, in its meta (`.meta({ examples })`). */
export interface OperationExamples {
  /** The JSON body (or the query, for a GET) it takes. */
  request?: unknown;
  /** Its 2xx answer. */
  response?: unknown;
  /** The `error` text of a status, where the derived one would be wrong (see errorExamples). */
  errors?: Partial<Record<number, string>>;
}

/** A Monday (a week's start, as the calendar's operations want it). */
const EXAMPLE_INSTANT = '2026-03-09T09:30:00.000Z';
const EXAMPLE_DAY = '2026-03-09';

/** A cuid-looking id that differs by what it names (clientId, planId…), the same for the same name. */
export function exampleId(name = 'id'): string {
  let h = 2166136261;
  for (const c of name) h = Math.imul(h ^ c.charCodeAt(0), 16777619) >>> 0;
  let tail = '';
  for (let x = h, i = 0; i < 4; i++, x = Math.imul(x, 2654435761) >>> 0) tail += x.toString(36).padStart(7, '0').slice(-6);
  return `cm8${tail}`.slice(0, 25);
}

/**
 * Values of common fields, by name: used where the schema allows them (type, enum, length,
 * pattern, range), so a field called `timeZone` shows a time zone and not "string".
 */
const FIELD_VALUES: Record<string, unknown> = {
  email: 'robin.runner@example.com',
  password: 'correct-horse-battery',
  newPassword: 'correct-horse-battery-2',
  currentPassword: 'correct-horse-battery',
  firstName: 'Robin',
  lastName: 'Runner',
  clientName: 'Robin Runner',
  name: 'Lower body A',
  businessName: 'Northside Strength',
  phoneNumber: '+44 20 7946 0958',
  timeZone: 'Europe/London',
  token: 'k3J9wq2ZbV7xT1mR5sN8pL4cH6dF0aYe',
  role: 'COACH',
  category: 'Knee dominant',
  description: 'Squat and hinge focus, about 45 minutes',
  instructions: 'Warm up for five minutes first.',
  planName: 'Lower body A',
  contentName: 'Lower body A',
  exerciseName: 'Goblet squat',
  groupName: 'Superset A',
  clientFeedback: 'Felt strong, the last set was hard.',
  coachReply: 'Great work, add 2.5 kg next time.',
  col1: 'Sets',
  col2: 'Reps',
  col3: 'Weight',
  col4: 'Rest',
  col5: 'RPE',
  col6: 'Notes',
  notes: 'Keep the rest short on the last set',
  content: 'Knee feels fine after last week.',
  body: 'Great session today, well done!',
  text: 'Great session today, well done!',
  feedback: 'Felt strong, the last set was hard.',
  result: '3x10 @ 60 kg',
  resultNotes: 'Last set hard',
  testName: 'Plank hold',
  unit: 's',
  value: 60,
  reps: 8,
  load: 60,
  rpe: 8,
  loadUnit: 'kg',
  lengthUnit: 'cm',
  locale: 'es',
  position: 0,
  orderIndex: 0,
  displayOrder: 0,
  week: 0,
  dayOfWeek: 0,
  durationMinutes: 45,
  rating: 4,
  calories: 450,
  hour: 18,
  primaryColor: '#1f6feb',
  accentColor: '#f78166',
  color: '#1f6feb',
  videoUrl: 'https://www.youtube.com/embed/MeIiIdhvXT4',
  url: 'https://example.com',
  imageUrl: 'https://example.com/goblet-squat.jpg',
  difficulty: 'BEGINNER',
  objectPath: '/objects/0b5d3c1e9f7a4e2db6a8c4f1e3d2b7a9',
  uploadURL: '/api/objects/upload/0b5d3c1e9f7a4e2db6a8c4f1e3d2b7a9?exp=1773221400000&sig=3f1c2a',
  logoUrl: '/api/branding/logos/9a3c1e7b.png',
  profilePictureUrl: null,
  summary: '3×8 @ 80 kg',
  message: 'Added 12 exercises (3 were already in your library)',
  nextCursor: null,
  limit: 20,
  tags: ['Hypertrophy'],
  equipment: ['Kettlebell'],
  muscleGroups: ['Quadriceps', 'Glutes'],
  date: EXAMPLE_DAY,
  day: EXAMPLE_DAY,
  from: EXAMPLE_DAY,
  to: '2026-03-15',
  metric: 'weight',
  pose: 'FRONT',
  ok: true,
};

/** Values that depend on what the field belongs to (a component's name, or the resource of a request's path). */
const OWNER_VALUES: Record<string, Record<string, unknown>> = {
  Exercise: { name: 'Goblet squat', description: 'A squat holding a kettlebell at the chest', instructions: 'Keep the chest up and sit between the heels.' },
  ExerciseCategory: { name: 'Knee dominant' },
  Category: { name: 'Knee dominant' },
  Program: { name: 'Four-week strength block', description: 'Three full-body sessions a week' },
  Habit: { name: 'Evening walk', target: '30 minutes', description: 'Brisk walk after dinner' },
  Plan: { name: 'Lower body A' },
  CheckInTemplate: { name: 'Weekly check-in' },
  BodyMetricDefinition: { name: 'Resting heart rate', unit: 'bpm' },
  FitnessTest: { testName: 'Plank hold', result: '75', unit: 's' },
  Message: { content: 'Great session today, well done!' },
  Notification: { title: 'Robin Runner missed a workout', message: 'Lower body A was not done on Monday' },
};

/** Does `value` satisfy the simple constraints of `schema` (type, enum, length, pattern, range)? */
function fits(value: unknown, schema: Schema): boolean {
  const types = ([] as unknown[]).concat(schema.type ?? []);
  const typeOf = value === null ? 'null' : Array.isArray(value) ? 'array' : Number.isInteger(value) ? 'integer' : typeof value;
  if (types.length && !types.some((t) => t === typeOf || (t === 'number' && typeOf === 'integer'))) return false;
  if (Array.isArray(schema.enum) && !schema.enum.includes(value)) return false;
  if ('const' in schema && schema.const !== value) return false;
  if (typeof value === 'string') {
    if (typeof schema.minLength === 'number' && value.length < schema.minLength) return false;
    if (typeof schema.maxLength === 'number' && value.length > schema.maxLength) return false;
    if (typeof schema.pattern === 'string' && !new RegExp(schema.pattern, 'u').test(value)) return false;
    if (schema.format === 'date-time' && (!value.includes('T') || Number.isNaN(Date.parse(value)))) return false;
    if (schema.format === 'date' && !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
    if (schema.format === 'email' && !value.includes('@')) return false;
  }
  if (typeof value === 'number') {
    if (typeof schema.minimum === 'number' && value < schema.minimum) return false;
    if (typeof schema.maximum === 'number' && value > schema.maximum) return false;
    if (typeof schema.exclusiveMinimum === 'number' && value <= schema.exclusiveMinimum) return false;
    if (typeof schema.exclusiveMaximum === 'number' && value >= schema.exclusiveMaximum) return false;
  }
  if (Array.isArray(value) && typeof schema.items === 'object' && schema.items) return value.every((v) => fits(v, schema.items as Schema));
  return true;
}

function stringFor(schema: Schema, key: string): string {
  if (schema.format === 'date-time') return EXAMPLE_INSTANT;
  if (schema.format === 'date') return EXAMPLE_DAY;
  if (schema.format === 'email') return 'robin.runner@example.com';
  if (schema.format === 'uri' || schema.format === 'url') return 'https://example.com';
  const candidates = [key === 'id' || key.endsWith('Id') ? exampleId(key) : undefined, `Example ${key || 'text'}`, exampleId(key), 'x'];
  for (const c of candidates) if (c !== undefined && fits(c, schema)) return c;
  const min = typeof schema.minLength === 'number' ? schema.minLength : 1;
  return 'x'.repeat(Math.max(1, min));
}

function numberFor(schema: Schema): number {
  const min = typeof schema.minimum === 'number' ? schema.minimum : typeof schema.exclusiveMinimum === 'number' ? schema.exclusiveMinimum + 1 : -Infinity;
  const max = typeof schema.maximum === 'number' ? schema.maximum : typeof schema.exclusiveMaximum === 'number' ? schema.exclusiveMaximum - 1 : Infinity;
  return Math.min(Math.max(1, min), max);
}

/**
 * An example value of a JSON schema of the document (a component's `$ref`s are followed; a named
 * schema with `examples` answers its first).
 */
export function exampleOf(schema: unknown, doc: SchemaSource, key = '', within: ReadonlySet<string> = new Set(), owner = ''): unknown {
  if (!schema || typeof schema !== 'object') return null;
  const s = schema as Schema;
  if ('example' in s) return s.example;
  if (Array.isArray(s.examples) && s.examples.length) return s.examples[0];
  if ('const' in s) return s.const;
  if (typeof s.$ref === 'string') {
    const name = s.$ref.split('/').pop()!;
    if (within.has(name)) return null; // a recursive schema ends here
    return exampleOf(doc.components.schemas[name], doc, key, new Set(within).add(name), name);
  }
  const ownerValue = OWNER_VALUES[owner]?.[key];
  if (ownerValue !== undefined && fitsResolved(ownerValue, s, doc)) return structuredClone(ownerValue);
  if (key in FIELD_VALUES && fitsResolved(FIELD_VALUES[key], s, doc)) return structuredClone(FIELD_VALUES[key]);
  if (Array.isArray(s.enum) && s.enum.length) return s.enum[0];
  for (const combiner of ['anyOf', 'oneOf'] as const) {
    const options = s[combiner];
    if (!Array.isArray(options)) continue;
    const real = options.filter((o: Schema) => o.type !== 'null');
    return real.length ? exampleOf(real[0], doc, key, within, owner) : null;
  }
  if (Array.isArray(s.allOf)) return Object.assign({}, ...s.allOf.map((part: unknown) => exampleOf(part, doc, key, within)));
  const type = ([] as unknown[]).concat(s.type ?? []).find((t) => t !== 'null');
  switch (type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      const required = new Set((s.required ?? []) as string[]);
      for (const [name, sub] of Object.entries((s.properties ?? {}) as Record<string, unknown>)) {
        // An optional field is shown when there is something to say about it: a minimal request.
        if (!required.has(name) && !(name in FIELD_VALUES) && OWNER_VALUES[owner]?.[name] === undefined && !hasOwnExample(sub)) continue;
        // A named resource's own id is the one its path parameters show (`/clients/{id}`: clientId).
        const idName = name === 'id' && owner ? `${owner.charAt(0).toLowerCase()}${owner.slice(1)}Id` : name;
        out[name] = idName === name ? exampleOf(sub, doc, name, within, owner) : fitsResolved(exampleId(idName), sub as Schema, doc) ? exampleId(idName) : exampleOf(sub, doc, name, within, owner);
      }
      return out;
    }
    case 'array': {
      if (s.maxItems === 0) return [];
      const count = Math.max(1, typeof s.minItems === 'number' ? s.minItems : 1);
      return Array.from({ length: count }, () => exampleOf(s.items, doc, key, within, owner));
    }
    case 'string':
      return stringFor(s, key);
    case 'integer':
    case 'number':
      return numberFor(s);
    case 'boolean':
      return false;
    case 'null':
      return null;
    default:
      return null;
  }
}

const hasOwnExample = (schema: unknown) => !!schema && typeof schema === 'object' && ('example' in schema || Array.isArray((schema as Schema).examples));

/** Is there something to show for this field besides its type: its own example, or a value for its name? */
export const hasExample = (schema: unknown, key: string) => key in FIELD_VALUES || hasOwnExample(schema);

/** `fits`, with a `$ref` followed and a nullable union read as its options. */
function fitsResolved(value: unknown, schema: Schema, doc: SchemaSource): boolean {
  if (typeof schema.$ref === 'string') return fitsResolved(value, doc.components.schemas[schema.$ref.split('/').pop()!] ?? {}, doc);
  const options = (schema.anyOf ?? schema.oneOf) as Schema[] | undefined;
  if (Array.isArray(options)) return options.some((o) => fitsResolved(value, o, doc));
  return fits(value, schema);
}

/** "food-entries" → "Food entry": the resource a path segment or an id field names. */
const RESOURCE_NAMES: Record<string, string> = {
  'body-metric-definitions': 'Metric',
  'body-metrics': 'Metric',
  'check-in-reviews': 'Check-in',
  'client-notes': 'Note',
  'client-sessions': 'Workout session',
  'exercise-categories': 'Category',
  'progress-photos': 'Photo',
  workouts: 'Workout session',
  sessions: 'Workout session',
  session: 'Workout session',
  content: 'Plan',
  ticks: 'Habit',
};

export function resourceName(segment: string): string {
  if (segment in RESOURCE_NAMES) return RESOURCE_NAMES[segment]!;
  const words = segment
    .replace(/([a-z])([A-Z])/g, '$1-$2')
    .toLowerCase()
    .split('-');
  const last = words.at(-1)!;
  words[words.length - 1] = last.endsWith('ies') ? `${last.slice(0, -3)}y` : last.endsWith('s') && !last.endsWith('ss') ? last.slice(0, -1) : last;
  const text = words.join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The resource a missing id of this operation names: its path's last parameter's, else the first id it takes. */
function notFoundMessage(path: string, inputKeys: string[]): string {
  const segments = path.split('/').filter(Boolean);
  for (let i = segments.length - 1; i > 0; i--) {
    if (segments[i]!.startsWith('{') && !segments[i - 1]!.startsWith('{')) return `${resourceName(segments[i - 1]!)} not found`;
  }
  const idKey = inputKeys.find((k) => /.Id$/.test(k));
  if (idKey) return `${resourceName(idKey.slice(0, -2))} not found`;
  return ERROR_TEXTS.notFound;
}

/** One named example of an error body (an OpenAPI Example Object). */
interface ErrorExample {
  summary: string;
  value: { error: string };
}
const example = (summary: string, error: string): ErrorExample => ({ summary, value: { error } });

/** What an operation answers with each error status it documents, as OpenAPI Example Objects by name. */
export function errorExamples(op: { status: number; method: string; path: string; access: ProcedureAccess; inputKeys: string[]; invalidInput?: string; own?: string }): Record<string, ErrorExample> {
  const { status, method, path, access } = op;
  const write = method !== 'get';
  const first = (summary: string, text: string) => ({ [op.own !== undefined ? 'operation' : 'default']: example(summary, op.own ?? text) });
  switch (status) {
    case 400:
      return {
        ...first('An invalid field', op.invalidInput ?? ERROR_TEXTS.badRequest),
        ...(write ? { malformed: example('A body that is not a JSON object', ERROR_TEXTS.malformedJson) } : {}),
      };
    case 401:
      return access === 'public' ? first('Wrong credentials, or an invalid or expired link', 'Invalid email or password') : first('No bearer token, or an expired one', ERROR_TEXTS.signIn);
    case 403: {
      const role =
        access === 'coach' ? example('Signed in, but not as a coach', ERROR_TEXTS.coachesOnly) : access === 'client' ? example('Signed in, but not as a client', ERROR_TEXTS.clientsOnly) : undefined;
      return {
        ...(op.own !== undefined ? { operation: example('Not allowed', op.own) } : {}),
        ...(role ? { role } : {}),
        ...(write ? { preview: example('A coach’s read-only preview of a client’s app', MSG_PREVIEW_READ_ONLY) } : {}),
        ...(!role && !write && op.own === undefined ? { default: example('Not allowed', 'You do not have access to this') } : {}),
      };
    }
    case 404:
      return first('Missing, or someone else’s', notFoundMessage(path, op.inputKeys));
    case 409:
      return {
        ...first('Conflicts with what is stored', 'This already exists'),
        inProgress: example('The same Idempotency-Key is still being processed', IDEMPOTENCY_TEXTS.inProgress),
      };
    case 429:
      return first('Too many requests', access === 'public' ? 'Too many attempts. Please wait a while and try again.' : TOO_MANY_WRITES);
    default:
      return first('Error', SHARED_ERROR_TEXTS[status] ?? ERROR_TEXTS.internal);
  }
}

/** The answer of a status that reads the same on every operation (components.responses). */
export const SHARED_ERROR_TEXTS: Record<number, string> = {
  413: ERROR_TEXTS.bodyTooLarge,
  // trpc-to-openapi's own words (its closing quote is missing).
  415: 'Unsupported content-type "text/plain',
  422: IDEMPOTENCY_TEXTS.reused,
  500: ERROR_TEXTS.internal,
  503: ERROR_TEXTS.unavailable,
};
