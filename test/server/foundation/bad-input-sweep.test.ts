// Bad input gets a clear message and changes nothing, proved for every operation of the
// published OpenAPI document: garbage bodies, each body field with the wrong type or an absurd
// value, unknown fields, absurd ids and query values. Every answer must be a 4xx with
// { "error": text } (never a 5xx, never a stack or an SQL message), and the caller's own data
// must be exactly as before.
import { beforeAll, describe, expect, it } from 'vitest';
import { setupHttpTestHooks, SWEEP_TIMEOUT_MS } from '../helpers.ts';

const { t, http } = setupHttpTestHooks();

interface Schema {
  type?: string;
  properties?: Record<string, Schema>;
  anyOf?: Schema[];
}
interface Operation {
  method: string;
  path: string;
  body?: Schema;
  query: string[];
  clientRoute: boolean;
}

const TODAY = '2026-03-11';
const CLIENT_TAGS = new Set([
  'Client workouts',
  'Fitness tests',
  'Food log',
  'Photos',
  'Client settings',
  'Client messages',
  'Client body metrics',
  'Client habits',
  'Client progress photos',
  'Client check-ins',
]);
/** Routes whose success would end the caller's session or change its password for later calls. */
const SKIP = new Set(['POST /auth/logout', 'PUT /coach/password', 'POST /auth/reset-password']);

let coach = '';
let clientToken = '';
const ids: Record<string, string> = {};
let operations: Operation[] = [];

const typeOf = (s: Schema): string | undefined => s.type ?? s.anyOf?.find((x) => x.type && x.type !== 'null')?.type;

/** Wrong values for a field of the given JSON type: each must be refused, not stored or crashed on. */
function wrongValues(type: string | undefined): unknown[] {
  const absurd = ['x'.repeat(200_000), '\u0000', { $gt: '' }, [[[[[]]]]]];
  switch (type) {
    case 'string':
      return [12345, true, ['a'], ...absurd];
    case 'integer':
    case 'number':
      return ['12', -1e308, 1e308, 1.5e-300, Number.MAX_SAFE_INTEGER * 4, [1], {}];
    case 'boolean':
      return ['false', 0, 'yes', {}];
    case 'array':
      return ['a,b', { 0: 'a' }, Array.from({ length: 5000 }, () => 'x')];
    case 'object':
      return ['{}', [], 42];
    default:
      return absurd;
  }
}

beforeAll(async () => {
  const reg = await http.api('POST', '/auth/register', {
    body: { email: 'sweep@example.com', password: 'password-123', role: 'COACH', firstName: 'Sweep', lastName: 'Coach' },
  });
  coach = (reg.body as { token: string }).token;
  const post = async (path: string, body: unknown, token = coach) => (await http.api('POST', path, { token, body })).body as { id: string; token?: string };
  ids.exercise = (await post('/exercises', { name: 'Squat', category: 'Cardio' })).id;
  ids.plan = (await post('/plans', { name: 'Plan' })).id;
  ids.planExercise = (await post('/plan-exercises', { planId: ids.plan, exerciseId: ids.exercise })).id;
  ids.program = (await post('/programs', { name: 'Program', plans: [{ planId: ids.plan, week: 0, dayOfWeek: 0 }] })).id;
  ids.client = (await post('/clients', { firstName: 'Client' })).id;
  ids.note = (await post(`/clients/${ids.client}/notes`, { content: 'Note' })).id;
  clientToken = String((await post(`/clients/${ids.client}/access-token`, {})).token);
  ids.assignment = (await post('/assignments', { clientId: ids.client, contentType: 'PLAN', contentId: ids.plan, startDate: TODAY })).id;
  const today = (await http.api('GET', '/workouts/today', { token: clientToken })).body as { id: string; exercises: { id: string }[] };
  ids.session = today.id;
  ids.sessionExercise = today.exercises[0]!.id;
  ids.foodEntry = (await post('/food-entries', { description: 'Oats', loggedAt: `${TODAY}T12:00:00.000Z` }, clientToken)).id;
  ids.fitnessTest = (await post('/fitness-tests', { testName: 'Plank', result: '60' }, clientToken)).id;
  ids.metricDefinition = (await post('/body-metric-definitions', { name: 'Steps', unit: 'steps' })).id;
  await post('/body-metrics/entries', { metric: 'waist', date: TODAY, value: 80 }, clientToken);
  ids.habit = ((await post('/habits', { clientIds: [ids.client], name: 'Walk', frequency: 'DAILY' })) as unknown as { habits: { id: string }[] }).habits[0]!.id;
  await http.api('PUT', `/habits/${ids.habit}/ticks/${TODAY}`, { token: clientToken });
  // A photo without bytes (as imported): the byte path has its own tests (test/server/progress-photos).
  ids.progressPhoto = (await t.db.progressPhoto.create({ data: { clientId: ids.client, takenOn: new Date(`${TODAY}T00:00:00Z`), pose: 'FRONT' }, select: { id: true } })).id;
  ids.checkInTemplate = (await post('/check-in-templates', { name: 'Weekly', questions: [{ id: 'energy', type: 'SCALE_1_10', text: 'Energy?', required: true }], metrics: ['weight'] })).id;
  ids.checkInSchedule = (
    (await http.api('POST', '/check-in-schedules', { token: coach, body: { templateId: ids.checkInTemplate, clientIds: [ids.client], weekday: 3 } })).body as unknown as { id: string }[]
  )[0]!.id;
  ids.checkIn = (await post('/check-ins', { scheduleId: ids.checkInSchedule, dueDate: TODAY, answers: [{ questionId: 'energy', value: 7 }] }, clientToken)).id;
  ids.apiKey = (await post('/api-keys', { name: 'Zap', scope: 'READ' })).id;
  t.deps.webhooks = { allowPrivate: true };
  ids.webhook = (await post('/webhooks', { url: 'http://127.0.0.1:9/hooks', events: ['client.archived'] })).id;

  const doc = (await http.api('GET', '/openapi.json')).body as unknown as {
    paths: Record<string, Record<string, { tags?: string[]; parameters?: { in: string; name: string }[]; requestBody?: { content: Record<string, { schema: Schema }> } }>>;
  };
  operations = Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => ({
      method: method.toUpperCase(),
      path,
      body: op.requestBody?.content['application/json']?.schema,
      query: (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
      clientRoute: CLIENT_TAGS.has(op.tags?.[0] ?? ''),
    })),
  );
}, 120_000);

/** The id a path segment before {id} names, so that only the bad input can be refused. */
function realPath(path: string): string {
  const resource: Record<string, string> = {
    exercises: 'exercise',
    plans: 'plan',
    'plan-exercises': 'planExercise',
    programs: 'program',
    clients: 'client',
    'client-notes': 'note',
    assignments: 'assignment',
    'workout-sessions': 'session',
    'client-sessions': 'session',
    'session-exercises': 'sessionExercise',
    'food-entries': 'foodEntry',
    'fitness-tests': 'fitnessTest',
    'body-metric-definitions': 'metricDefinition',
    habits: 'habit',
    'progress-photos': 'progressPhoto',
    'check-in-templates': 'checkInTemplate',
    'check-in-schedules': 'checkInSchedule',
    'check-in-reviews': 'checkIn',
    'check-ins': 'checkIn',
    'api-keys': 'apiKey',
    webhooks: 'webhook',
  };
  return path
    .replace(/\/([a-z-]+)\/\{id\}/, (_m, seg: string) => `/${seg}/${ids[resource[seg] ?? ''] ?? 'unknown-id'}`)
    .replace('{token}', 'x'.repeat(43))
    .replace('{sessionId}', ids.session ?? 'unknown-id');
}

async function snapshot() {
  const get = async (path: string, token: string) => (await http.api('GET', path, { token })).body;
  const exported = (await get('/export-data', coach)) as Record<string, unknown>;
  delete exported.exportedAt;
  return {
    exported,
    notes: await get(`/clients/${ids.client}/notes`, coach),
    categories: await get('/exercise-categories', coach),
    sessions: await get('/workout-sessions', clientToken),
    food: await get('/food-entries', clientToken),
    tests: await get('/fitness-tests', clientToken),
    bodyMetrics: await get('/body-metrics', clientToken),
    definitions: await get('/body-metric-definitions', coach),
    habits: await get('/habits', clientToken),
    checkIns: await get('/check-ins', clientToken),
    checkInTemplates: await get('/check-in-templates', coach),
    checkInSchedules: await get('/check-in-schedules', coach),
    checkInQueue: await get('/check-in-reviews?section=toReview', coach),
    messages: await get('/messages', clientToken),
    progressPhotos: await get('/progress-photos', clientToken),
    counts: await get('/message-counts', coach),
    apiKeys: await get('/api-keys', coach),
    webhooks: await get('/webhooks', coach),
    me: await get('/auth/me', coach),
    push: await get('/push', coach),
    clientPush: await get('/push', clientToken),
  };
}

function judge(label: string, res: { status: number; body: unknown; text: string }, problems: string[]) {
  const error = (res.body as { error?: unknown } | undefined)?.error;
  const leak = /\bat \S+:\d+|prisma|PrismaClient|SELECT |INSERT |syntax error|stack/i.test(res.text);
  if (res.status < 400 || res.status >= 500 || typeof error !== 'string' || !error || leak) {
    problems.push(`${label}: ${res.status} ${res.text.slice(0, 200)}`);
  }
}

describe('bad input on every operation', { timeout: SWEEP_TIMEOUT_MS }, () => {
  it('garbage bodies are a 4xx with { error } and write nothing', async () => {
    const before = await snapshot();
    const problems: string[] = [];
    const garbage = ['null', '[]', '"text"', '123', 'true', '{"a":', '{"__proto__":{"admin":true}}', `{"unknown":${'['.repeat(500)}${']'.repeat(500)}}`];
    for (const op of operations.filter((o) => o.body && !SKIP.has(`${o.method} ${o.path}`))) {
      const token = op.clientRoute ? clientToken : coach;
      for (const raw of garbage) {
        const res = await http.api(op.method, realPath(op.path), { token, rawBody: raw, headers: { 'content-type': 'application/json' } });
        judge(`${op.method} ${op.path} ${raw.slice(0, 30)}`, res, problems);
      }
    }
    expect(problems).toEqual([]);
    expect(await snapshot()).toEqual(before);
  });

  it('each body field with a wrong type or an absurd value is a 4xx, and nothing changes', async () => {
    const before = await snapshot();
    const problems: string[] = [];
    let calls = 0;
    for (const op of operations.filter((o) => o.body?.properties && !SKIP.has(`${o.method} ${o.path}`))) {
      const token = op.clientRoute ? clientToken : coach;
      for (const [field, schema] of Object.entries(op.body!.properties!)) {
        for (const value of wrongValues(typeOf(schema))) {
          const res = await http.api(op.method, realPath(op.path), { token, body: { [field]: value } });
          calls++;
          // Some routes take every field as optional: a lone wrong field must still be refused.
          judge(`${op.method} ${op.path} ${field}=${JSON.stringify(value).slice(0, 40)}`, res, problems);
        }
      }
      const unknown = await http.api(op.method, realPath(op.path), { token, body: { isAdmin: true, coachId: 'someone-else' } });
      judge(`${op.method} ${op.path} unknown fields`, unknown, problems);
    }
    expect(calls).toBeGreaterThan(300);
    expect(problems).toEqual([]);
    expect(await snapshot()).toEqual(before);
  });

  it('absurd ids in paths and absurd query values are a 4xx, never a 5xx', async () => {
    const problems: string[] = [];
    const badIds = ['%00', 'x'.repeat(5000), "1'%20OR%20'1'='1", '..%2F..%2Fetc%2Fpasswd', '%F0%9F%92%A9', '-1'];
    for (const op of operations.filter((o) => o.path.includes('{id}'))) {
      const token = op.clientRoute ? clientToken : coach;
      for (const id of badIds) {
        const res = await http.api(op.method, op.path.replace('{id}', id), { token, body: op.body ? {} : undefined });
        if (res.status >= 500 || res.status < 400) problems.push(`${op.method} ${op.path} id=${id.slice(0, 20)}: ${res.status} ${res.text.slice(0, 120)}`);
      }
    }
    for (const op of operations.filter((o) => o.query.length && o.method === 'GET')) {
      const token = op.clientRoute ? clientToken : coach;
      for (const name of op.query) {
        for (const value of ['%00', 'x'.repeat(5000), 'not-a-date', '1e999', '[]']) {
          const res = await http.api('GET', `${realPath(op.path)}?${name}=${value}`, { token });
          if (res.status >= 500) problems.push(`GET ${op.path}?${name}=${value.slice(0, 20)}: ${res.status} ${res.text.slice(0, 120)}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });
});
