// Tenants never meet, proved route by route from the published OpenAPI document: every /api
// operation that takes an id is called with another tenant's id (by a coach of another business,
// or by another coach's client) and must answer 404 without touching anything; ids of another
// tenant inside a body answer 404 too; every signed-in route refuses a missing token (401) and
// the wrong role (403). A new route with an {id} fails this test until it is added to the table.
import { beforeAll, describe, expect, it } from 'vitest';
import { setupHttpTestHooks, startHttp, SWEEP_TIMEOUT_MS } from '../helpers.ts';

const { t, http } = setupHttpTestHooks();

type Api = Awaited<ReturnType<typeof startHttp>>['api'];
type Resource =
  | 'exercise'
  | 'category'
  | 'plan'
  | 'planExercise'
  | 'program'
  | 'programPlan'
  | 'client'
  | 'note'
  | 'assignment'
  | 'notification'
  | 'session'
  | 'sessionExercise'
  | 'foodEntry'
  | 'fitnessTest'
  | 'metricDefinition'
  | 'habit'
  | 'progressPhoto'
  | 'checkInTemplate'
  | 'checkInSchedule'
  | 'checkIn'
  | 'apiKey'
  | 'webhook'
  | 'pushDevice';

interface Tenant {
  coach: string;
  clientToken: string;
  ids: Record<Resource, string>;
}

const TODAY = '2026-03-11'; // the test clock's day (helpers.ts TEST_NOW)
const columns = { col1: '3', col2: '10', col3: '', col4: '', col5: '', col6: 'Keep your back straight' };

async function ok(api: Api, method: string, path: string, token: string, body?: unknown) {
  const res = await api(method, path, { token, body });
  if (res.status !== 200) throw new Error(`${method} ${path} → ${res.status} ${res.text}`);
  return res.body as Record<string, unknown> & { id: string };
}

/** A coach with one of everything, and a client of theirs who has used the app. */
async function makeTenant(api: Api, name: string): Promise<Tenant> {
  const reg = await api('POST', '/auth/register', {
    body: { email: `${name}@example.com`, password: 'password-123', role: 'COACH', firstName: name, lastName: 'Coach' },
  });
  const coach = (reg.body as { token: string }).token;
  const exercise = await ok(api, 'POST', '/exercises', coach, { name: `${name} squat`, category: 'Knee dominant' });
  const category = await ok(api, 'POST', '/exercise-categories', coach, { name: `${name} moves` });
  const plan = await ok(api, 'POST', '/plans', coach, { name: `${name} plan` });
  const planExercise = await ok(api, 'POST', '/plan-exercises', coach, { planId: plan.id, exerciseId: exercise.id, orderIndex: 0, columnData: columns });
  const program = await ok(api, 'POST', '/programs', coach, { name: `${name} program`, plans: [{ planId: plan.id, week: 0, dayOfWeek: 0 }] });
  const entries = (await api('GET', `/programs/${program.id}/plans`, { token: coach })).body as unknown as { id: string }[];
  const client = await ok(api, 'POST', '/clients', coach, { firstName: `${name} client` });
  const note = await ok(api, 'POST', `/clients/${client.id}/notes`, coach, { content: '<p>Knee history</p>' });
  const access = await ok(api, 'POST', `/clients/${client.id}/access-token`, coach);
  const clientToken = String(access.token);
  const assignment = await ok(api, 'POST', '/assignments', coach, { clientId: client.id, contentType: 'PLAN', contentId: plan.id, startDate: TODAY });
  const today = await ok(api, 'GET', '/workouts/today', clientToken);
  const sessionExercise = (today.exercises as { id: string }[])[0]!;
  await ok(api, 'POST', '/exercise-results', clientToken, { workoutSessionId: today.id, planExerciseId: sessionExercise.id, result: '3x10', completed: true });
  await ok(api, 'PUT', `/workout-sessions/${today.id}`, clientToken, { status: 'COMPLETED', completedAt: `${TODAY}T10:00:00.000Z`, clientFeedback: 'Felt strong' });
  const notifications = (await api('GET', '/notifications', { token: coach })).body as unknown as { id: string }[];
  const foodEntry = await ok(api, 'POST', '/food-entries', clientToken, { description: 'Oats', loggedAt: `${TODAY}T12:00:00.000Z` });
  const fitnessTest = await ok(api, 'POST', '/fitness-tests', clientToken, { testName: 'Plank', result: '60', unit: 's' });
  await ok(api, 'POST', '/messages', clientToken, { content: `${name} asks` });
  const metricDefinition = await ok(api, 'POST', '/body-metric-definitions', coach, { name: `${name} steps`, unit: 'steps', clientId: client.id });
  await ok(api, 'POST', '/body-metrics/entries', clientToken, { metric: 'weight', date: TODAY, value: 80 });
  await ok(api, 'POST', '/body-metrics/entries', clientToken, { metric: metricDefinition.id, date: TODAY, value: 9000 });
  await ok(api, 'POST', `/clients/${client.id}/messages`, coach, { content: `${name} answers` });
  const habit = ((await ok(api, 'POST', '/habits', coach, { clientIds: [client.id], name: `${name} walk`, frequency: 'DAILY' })).habits as { id: string }[])[0]!;
  await ok(api, 'PUT', `/habits/${habit.id}/ticks/${TODAY}`, clientToken);
  // A photo without bytes (as imported); the byte path has its own tests (test/server/progress-photos).
  const progressPhoto = await t.db.progressPhoto.create({ data: { clientId: client.id, takenOn: new Date(`${TODAY}T00:00:00Z`), pose: 'FRONT' }, select: { id: true } });
  // A weekly check-in due today (2026-03-11 is a Wednesday, ISO weekday 3), sent by the client.
  const checkInTemplate = await ok(api, 'POST', '/check-in-templates', coach, {
    name: `${name} check-in`,
    questions: [{ id: 'energy', type: 'SCALE_1_10', text: 'Energy?', required: true }],
    metrics: ['weight'],
  });
  const checkInSchedule = (
    (await api('POST', '/check-in-schedules', { token: coach, body: { templateId: checkInTemplate.id, clientIds: [client.id], weekday: 3 } })).body as unknown as { id: string }[]
  )[0]!;
  const checkIn = await ok(api, 'POST', '/check-ins', clientToken, {
    scheduleId: checkInSchedule.id,
    dueDate: TODAY,
    answers: [{ questionId: 'energy', value: 7 }],
    metrics: [{ metric: 'weight', value: 80 }],
  });
  // An API key and a webhook endpoint (docs/api.md); the endpoint's event never happens here.
  const apiKey = await ok(api, 'POST', '/api-keys', coach, { name: `${name} zap`, scope: 'READ' });
  t.deps.webhooks = { allowPrivate: true };
  const webhook = await ok(api, 'POST', '/webhooks', coach, { url: 'http://127.0.0.1:9/hooks', events: ['client.archived'] });
  // A device for web push (docs/push.md); `.invalid` never resolves, so no push leaves the test.
  const pushDevice = await ok(api, 'POST', '/push/subscriptions', clientToken, {
    endpoint: `https://push.${name}.invalid/send/1`,
    keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) },
  });
  return {
    coach,
    clientToken,
    ids: {
      apiKey: apiKey.id,
      webhook: webhook.id,
      exercise: exercise.id,
      category: category.id,
      plan: plan.id,
      planExercise: planExercise.id,
      program: program.id,
      programPlan: entries[0]!.id,
      client: client.id,
      note: note.id,
      assignment: assignment.id,
      notification: notifications[0]!.id,
      session: today.id,
      sessionExercise: sessionExercise.id,
      foodEntry: foodEntry.id,
      fitnessTest: fitnessTest.id,
      metricDefinition: metricDefinition.id,
      habit: habit.id,
      progressPhoto: progressPhoto.id,
      checkInTemplate: checkInTemplate.id,
      checkInSchedule: checkInSchedule.id,
      checkIn: checkIn.id,
      pushDevice: pushDevice.id,
    },
  };
}

/** Everything a tenant can see of its own data, to prove that nothing changed. */
async function snapshot(api: Api, tenant: Tenant) {
  const get = async (path: string, token: string) => (await api('GET', path, { token })).body;
  const exported = (await get('/export-data', tenant.coach)) as Record<string, unknown>;
  delete exported.exportedAt;
  return {
    exported,
    notifications: await get('/notifications', tenant.coach),
    categories: await get('/exercise-categories', tenant.coach),
    notes: await get(`/clients/${tenant.ids.client}/notes`, tenant.coach),
    sessions: await get('/workout-sessions', tenant.clientToken),
    food: await get('/food-entries', tenant.clientToken),
    tests: await get('/fitness-tests', tenant.clientToken),
    bodyMetrics: await get('/body-metrics', tenant.clientToken),
    weights: await get('/body-metrics/weight/entries', tenant.clientToken),
    definitions: await get('/body-metric-definitions', tenant.coach),
    habits: await get(`/clients/${tenant.ids.client}/habits`, tenant.coach),
    progressPhotos: await get('/progress-photos', tenant.clientToken),
    coachProgressPhotos: await get(`/clients/${tenant.ids.client}/progress-photos`, tenant.coach),
    messages: await get(`/clients/${tenant.ids.client}/messages`, tenant.coach),
    clientMessages: await get('/messages', tenant.clientToken),
    history: await get(`/clients/${tenant.ids.client}/history`, tenant.coach),
    checkIns: await get('/check-ins', tenant.clientToken),
    checkInTemplates: await get('/check-in-templates', tenant.coach),
    checkInSchedules: await get('/check-in-schedules', tenant.coach),
    checkInQueue: await get('/check-in-reviews?section=toReview', tenant.coach),
    apiKeys: await get('/api-keys', tenant.coach),
    webhooks: await get('/webhooks', tenant.coach),
    push: await get('/push', tenant.clientToken),
    coachPush: await get('/push', tenant.coach),
  };
}

/**
 * Every operation with an {id}: whose id it takes, who may call it, and a body that passes
 * validation, so that only ownership can refuse it.
 */
const ID_ROUTES: Record<string, { resource: Resource; as: 'coach' | 'client'; body?: unknown }> = {
  'PUT /notifications/{id}/read': { resource: 'notification', as: 'coach' },
  'DELETE /notifications/{id}': { resource: 'notification', as: 'coach' },
  'GET /clients/{id}': { resource: 'client', as: 'coach' },
  'DELETE /clients/{id}': { resource: 'client', as: 'coach' },
  'PUT /clients/{id}/profile': { resource: 'client', as: 'coach', body: { firstName: 'Taken', lastName: 'Over', email: 'x@example.com', phoneNumber: '1' } },
  'PUT /clients/{id}/archive': { resource: 'client', as: 'coach' },
  'PUT /clients/{id}/unarchive': { resource: 'client', as: 'coach' },
  'PUT /clients/{id}/tags': { resource: 'client', as: 'coach', body: { tags: ['taken'] } },
  'GET /clients/{id}/history': { resource: 'client', as: 'coach' },
  'GET /clients/{id}/assignments': { resource: 'client', as: 'coach' },
  'GET /clients/{id}/stats': { resource: 'client', as: 'coach' },
  'GET /clients/{id}/fitness-tests': { resource: 'client', as: 'coach' },
  'GET /clients/{id}/workouts/{sessionId}': { resource: 'client', as: 'coach' },
  'GET /clients/{id}/logged-exercises': { resource: 'client', as: 'coach' },
  'GET /clients/{id}/exercise-progress': { resource: 'client', as: 'coach' },
  'GET /clients/{id}/access-token': { resource: 'client', as: 'coach' },
  'POST /clients/{id}/access-token': { resource: 'client', as: 'coach' },
  'POST /clients/{id}/preview': { resource: 'client', as: 'coach' },
  'POST /clients/{id}/access-token/email': { resource: 'client', as: 'coach' },
  'GET /clients/{id}/reminder': { resource: 'client', as: 'coach' },
  'PUT /clients/{id}/reminder': { resource: 'client', as: 'coach', body: { hour: 7 } },
  'GET /clients/{id}/time-zone': { resource: 'client', as: 'coach' },
  'PUT /clients/{id}/time-zone': { resource: 'client', as: 'coach', body: { timeZone: 'Asia/Tokyo' } },
  'GET /clients/{id}/locale': { resource: 'client', as: 'coach' },
  'PUT /clients/{id}/locale': { resource: 'client', as: 'coach', body: { locale: 'de' } },
  'GET /clients/{id}/calendar': { resource: 'client', as: 'coach' },
  'POST /clients/{id}/sessions': { resource: 'client', as: 'coach', body: { planId: 'x0000000000000000000000000', date: '2026-03-20' } },
  'POST /clients/{id}/calendar/copy-week': { resource: 'client', as: 'coach', body: { weekStart: '2026-03-16', weeks: 2 } },
  'GET /client-sessions/{id}': { resource: 'session', as: 'coach' },
  'DELETE /client-sessions/{id}': { resource: 'session', as: 'coach' },
  'PUT /client-sessions/{id}/move': { resource: 'session', as: 'coach', body: { date: '2026-03-20' } },
  'PUT /client-sessions/{id}': { resource: 'session', as: 'coach', body: { exercises: [{ sessionExerciseId: 'x0000000000000000000000000', columnData: {} }] } },
  'GET /clients/{id}/notes': { resource: 'client', as: 'coach' },
  'POST /clients/{id}/notes': { resource: 'client', as: 'coach', body: { content: '<p>Injected</p>' } },
  'DELETE /client-notes/{id}': { resource: 'note', as: 'coach' },
  'GET /clients/{id}/messages': { resource: 'client', as: 'coach' },
  'POST /clients/{id}/messages': { resource: 'client', as: 'coach', body: { content: 'Injected' } },
  'PUT /clients/{id}/messages/read': { resource: 'client', as: 'coach' },
  'PUT /workout-sessions/{id}/reply': { resource: 'session', as: 'coach', body: { content: 'Injected reply' } },
  'PUT /assignments/{id}/reschedule': { resource: 'assignment', as: 'coach', body: { newStartDate: '2026-03-20T00:00:00.000Z' } },
  'PUT /assignments/{id}/complete': { resource: 'assignment', as: 'coach' },
  'DELETE /assignments/{id}': { resource: 'assignment', as: 'coach' },
  'GET /exercises/{id}': { resource: 'exercise', as: 'coach' },
  'PUT /exercises/{id}': { resource: 'exercise', as: 'coach', body: { name: 'Taken over', category: 'Cardio' } },
  'DELETE /exercises/{id}': { resource: 'exercise', as: 'coach' },
  'DELETE /exercise-categories/{id}': { resource: 'category', as: 'coach' },
  'GET /plans/{id}': { resource: 'plan', as: 'coach' },
  'PUT /plans/{id}': { resource: 'plan', as: 'coach', body: { name: 'Taken over' } },
  'DELETE /plans/{id}': { resource: 'plan', as: 'coach' },
  'GET /plans/{id}/exercises': { resource: 'plan', as: 'coach' },
  'POST /plans/{id}/duplicate': { resource: 'plan', as: 'coach' },
  'PUT /plan-exercises/{id}': { resource: 'planExercise', as: 'coach', body: { orderIndex: 3, notes: 'Taken over' } },
  'DELETE /plan-exercises/{id}': { resource: 'planExercise', as: 'coach' },
  'GET /programs/{id}': { resource: 'program', as: 'coach' },
  'PUT /programs/{id}': { resource: 'program', as: 'coach', body: { name: 'Taken over' } },
  'DELETE /programs/{id}': { resource: 'program', as: 'coach' },
  'GET /programs/{id}/plans': { resource: 'program', as: 'coach' },
  'DELETE /program-plans/{id}': { resource: 'programPlan', as: 'coach' },
  'DELETE /fitness-tests/{id}': { resource: 'fitnessTest', as: 'client' },
  'GET /workout-sessions/{id}': { resource: 'session', as: 'client' },
  'PUT /workout-sessions/{id}': { resource: 'session', as: 'client', body: { status: 'SKIPPED' } },
  'GET /workout-sessions/{id}/results': { resource: 'session', as: 'client' },
  'PUT /session-exercises/{id}/sets': { resource: 'sessionExercise', as: 'client', body: { sets: [{ reps: 8, load: 80, loadUnit: 'KG', done: true }] } },
  'DELETE /food-entries/{id}': { resource: 'foodEntry', as: 'client' },
  'GET /clients/{id}/body-metrics': { resource: 'client', as: 'coach' },
  'GET /clients/{id}/body-metrics/{metric}/entries': { resource: 'client', as: 'coach' },
  'DELETE /body-metric-definitions/{id}': { resource: 'metricDefinition', as: 'coach' },
  'GET /clients/{id}/habits': { resource: 'client', as: 'coach' },
  'PATCH /habits/{id}': { resource: 'habit', as: 'coach', body: { name: 'Taken over' } },
  'POST /habits/{id}/end': { resource: 'habit', as: 'coach' },
  'DELETE /habits/{id}': { resource: 'habit', as: 'coach' },
  'PUT /habits/{id}/ticks/{date}': { resource: 'habit', as: 'client' },
  'DELETE /habits/{id}/ticks/{date}': { resource: 'habit', as: 'client' },
  'GET /clients/{id}/progress-photos': { resource: 'client', as: 'coach' },
  'DELETE /progress-photos/{id}': { resource: 'progressPhoto', as: 'client' },
  'PUT /check-in-templates/{id}': { resource: 'checkInTemplate', as: 'coach', body: { name: 'Taken over', questions: [{ type: 'YES_NO', text: 'Taken?' }] } },
  'DELETE /check-in-templates/{id}': { resource: 'checkInTemplate', as: 'coach' },
  'PUT /check-in-schedules/{id}/status': { resource: 'checkInSchedule', as: 'coach', body: { status: 'PAUSED' } },
  'GET /check-in-reviews/{id}': { resource: 'checkIn', as: 'coach' },
  'POST /check-in-reviews/{id}/reply': { resource: 'checkIn', as: 'coach', body: { content: 'Taken over' } },
  'PUT /check-in-reviews/{id}/reviewed': { resource: 'checkIn', as: 'coach', body: { reviewed: true } },
  'GET /check-ins/{id}': { resource: 'checkIn', as: 'client' },
  'DELETE /api-keys/{id}': { resource: 'apiKey', as: 'coach' },
  'PATCH /webhooks/{id}': { resource: 'webhook', as: 'coach', body: { description: 'Taken over', enabled: false } },
  'DELETE /webhooks/{id}': { resource: 'webhook', as: 'coach' },
  'POST /webhooks/{id}/secret': { resource: 'webhook', as: 'coach' },
  'GET /webhooks/{id}/attempts': { resource: 'webhook', as: 'coach' },
  'POST /webhooks/{id}/test': { resource: 'webhook', as: 'coach' },
  'DELETE /push/subscriptions/{id}': { resource: 'pushDevice', as: 'client' },
  'GET /clients/{id}/calendar-feed': { resource: 'client', as: 'coach' },
  'POST /clients/{id}/calendar-feed': { resource: 'client', as: 'coach' },
  'DELETE /clients/{id}/calendar-feed': { resource: 'client', as: 'coach' },
  'GET /clients/{id}/exports/workouts.csv': { resource: 'client', as: 'coach' },
  'GET /clients/{id}/exports/food.csv': { resource: 'client', as: 'coach' },
  'GET /clients/{id}/exports/fitness-tests.csv': { resource: 'client', as: 'coach' },
};

const needsToken = (o: { security?: unknown[] }) => (o.security ?? []).length > 0;

/** Routes anyone may call without signing in. */
const PUBLIC = new Set([
  'POST /auth/login',
  'POST /auth/register',
  'GET /auth/registration',
  'GET /auth/invites/{token}',
  'POST /auth/forgot-password',
  'POST /auth/request-access-link',
  'GET /auth/verify-reset-token/{token}',
  'POST /auth/reset-password',
  'POST /auth/link-session',
  'POST /unsubscribe',
  // Byte routes reached by signed URLs (the URL is the capability) and logos shown to anyone.
  'PUT /objects/upload/{key}',
  'GET /objects/read/{key}',
  'GET /branding/logos/{name}',
  // The calendar feed: its URL is the credential (docs/calendar-and-csv.md).
  'GET /calendar-feeds/{file}',
  // The service worker's renewal: the old subscription's endpoint and auth secret are the credential (docs/push.md).
  'POST /push/subscriptions/renew',
]);
/** Signed-in routes open to both roles. */
const EITHER_ROLE = new Set([
  'GET /auth/me',
  'POST /auth/logout',
  'PUT /auth/time-zone',
  'PUT /auth/locale',
  'PUT /auth/load-unit',
  'PUT /auth/length-unit',
  'GET /export-data',
  'POST /import-data',
  'GET /programs/{id}',
  'GET /food-entries',
  'GET /push',
  'PUT /push/settings',
  'POST /push/subscriptions',
  'DELETE /push/subscriptions/{id}',
]);
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

let a: Tenant;
let b: Tenant;
let operations: { key: string; tags: string[]; security?: unknown[] }[];

beforeAll(async () => {
  a = await makeTenant(http.api, 'alpha');
  b = await makeTenant(http.api, 'bravo');
  const doc = (await http.api('GET', '/openapi.json')).body as unknown as {
    paths: Record<string, Record<string, { tags?: string[]; security?: unknown[] }>>;
  };
  operations = Object.entries(doc.paths).flatMap(([path, ops]) => Object.entries(ops).map(([method, op]) => ({ key: `${method.toUpperCase()} ${path}`, tags: op.tags ?? [], security: op.security })));
}, 120_000);

describe('another tenant’s id in the path', { timeout: SWEEP_TIMEOUT_MS }, () => {
  it('every {id} route of the OpenAPI document is in the table', () => {
    const withId = operations.map((o) => o.key).filter((k) => k.includes('{id}'));
    expect(withId.length).toBeGreaterThan(30);
    expect(withId.filter((k) => !(k in ID_ROUTES))).toEqual([]);
  });

  it('answers 404 with { error } on every route, for a coach and a client of another business, and changes nothing', async () => {
    const before = await snapshot(http.api, a);
    const answers: string[] = [];
    for (const [key, route] of Object.entries(ID_ROUTES)) {
      const [method, path] = key.split(' ') as [string, string];
      const token = route.as === 'coach' ? b.coach : b.clientToken;
      const res = await http.api(method, path.replace('{id}', a.ids[route.resource]).replace('{metric}', 'weight').replace('{date}', TODAY).replace('{sessionId}', a.ids.session), {
        token,
        body: route.body,
      });
      const error = (res.body as { error?: unknown } | undefined)?.error;
      if (res.status !== 404 || typeof error !== 'string') answers.push(`${key}: ${res.status} ${res.text}`);
    }
    expect(answers).toEqual([]);
    expect(await snapshot(http.api, a)).toEqual(before);
  });

  it('a client cannot reach another client of the same coach either', async () => {
    const sibling = await ok(http.api, 'POST', '/clients', a.coach, { firstName: 'Sibling' });
    const siblingToken = String((await ok(http.api, 'POST', `/clients/${sibling.id}/access-token`, a.coach)).token);
    const before = await snapshot(http.api, a);
    for (const [key, route] of Object.entries(ID_ROUTES).filter(([, r]) => r.as === 'client')) {
      const [method, path] = key.split(' ') as [string, string];
      const res = await http.api(method, path.replace('{id}', a.ids[route.resource]).replace('{date}', TODAY), { token: siblingToken, body: route.body });
      expect(res.status, key).toBe(404);
    }
    expect(await snapshot(http.api, a)).toEqual(before);
  });
});

describe('another tenant’s id inside a body', { timeout: SWEEP_TIMEOUT_MS }, () => {
  it('answers 404 and writes nothing', async () => {
    const before = { a: await snapshot(http.api, a), b: await snapshot(http.api, b) };
    const cases: [string, string, string, unknown][] = [
      ['POST', '/plan-exercises', b.coach, { planId: a.ids.plan, exerciseId: b.ids.exercise, orderIndex: 1 }],
      ['POST', '/plan-exercises', b.coach, { planId: b.ids.plan, exerciseId: a.ids.exercise, orderIndex: 1 }],
      ['PUT', `/plan-exercises/${b.ids.planExercise}`, b.coach, { exerciseId: a.ids.exercise }],
      ['POST', '/program-plans', b.coach, { programId: a.ids.program, planId: b.ids.plan, week: 1, dayOfWeek: 0 }],
      ['POST', '/program-plans', b.coach, { programId: b.ids.program, planId: a.ids.plan, week: 1, dayOfWeek: 0 }],
      ['PUT', `/programs/${b.ids.program}`, b.coach, { plans: [{ planId: a.ids.plan, week: 0, dayOfWeek: 1 }] }],
      ['POST', '/programs', b.coach, { name: 'Borrowed', plans: [{ planId: a.ids.plan, week: 0, dayOfWeek: 0 }] }],
      ['POST', '/assignments', b.coach, { clientId: a.ids.client, contentType: 'PLAN', contentId: b.ids.plan, startDate: TODAY }],
      ['POST', '/assignments', b.coach, { clientId: b.ids.client, contentType: 'PLAN', contentId: a.ids.plan, startDate: TODAY }],
      ['POST', '/assignments', b.coach, { clientId: b.ids.client, contentType: 'PROGRAM', contentId: a.ids.program, startDate: TODAY }],
      [
        'POST',
        '/assignments/bulk',
        b.coach,
        {
          contentType: 'PLAN',
          contentId: b.ids.plan,
          clients: [
            { clientId: b.ids.client, startDate: TODAY },
            { clientId: a.ids.client, startDate: TODAY },
          ],
        },
      ],
      ['POST', '/assignments/bulk', b.coach, { contentType: 'PROGRAM', contentId: a.ids.program, clients: [{ clientId: b.ids.client, startDate: TODAY }] }],
      ['POST', `/clients/${b.ids.client}/sessions`, b.coach, { planId: a.ids.plan, date: '2026-03-20' }],
      ['PUT', '/clients/reorder', b.coach, { clientOrders: [{ clientId: a.ids.client, displayOrder: 0 }] }],
      ['PUT', '/program-order', b.coach, { programIds: [a.ids.program] }],
      ['GET', `/food-entries?clientId=${a.ids.client}`, b.coach, undefined],
      ['POST', '/exercise-results', b.clientToken, { workoutSessionId: a.ids.session, planExerciseId: a.ids.session, result: '1x1' }],
      ['POST', '/fitness-tests', b.clientToken, { result: '70', previousTestId: a.ids.fitnessTest }],
      ['GET', `/body-metrics/${a.ids.metricDefinition}/entries`, b.clientToken, undefined],
      ['POST', '/body-metrics/entries', b.clientToken, { metric: a.ids.metricDefinition, date: TODAY, value: 1 }],
      ['DELETE', `/body-metrics/${a.ids.metricDefinition}/entries/${TODAY}`, b.clientToken, undefined],
      ['POST', '/body-metric-definitions', b.coach, { name: 'Borrowed', unit: 'x', clientId: a.ids.client }],
      ['POST', '/habits', b.coach, { clientIds: [b.ids.client, a.ids.client], name: 'Borrowed', frequency: 'DAILY' }],
      ['POST', '/check-in-schedules', b.coach, { templateId: b.ids.checkInTemplate, clientIds: [a.ids.client], weekday: 1 }],
      ['POST', '/check-in-schedules', b.coach, { templateId: a.ids.checkInTemplate, clientIds: [b.ids.client], weekday: 1 }],
      ['GET', `/check-in-schedules?clientId=${a.ids.client}`, b.coach, undefined],
      ['GET', `/notifications?clientId=${a.ids.client}`, b.coach, undefined],
      ['GET', `/notification-page?clientId=${a.ids.client}`, b.coach, undefined],
      ['GET', `/notification-counts?clientId=${a.ids.client}`, b.coach, undefined],
      ['POST', '/check-ins', b.clientToken, { scheduleId: a.ids.checkInSchedule, dueDate: TODAY, answers: [{ questionId: 'energy', value: 5 }] }],
      // Another tenant's device endpoint without its auth secret (public: the pair is the proof).
      [
        'POST',
        '/push/subscriptions/renew',
        b.clientToken,
        {
          oldEndpoint: 'https://push.alpha.invalid/send/1',
          oldAuth: 'B'.repeat(22),
          subscription: { endpoint: 'https://push.bravo.invalid/send/taken', keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'B'.repeat(22) } },
        },
      ],
    ];
    const answers: string[] = [];
    for (const [method, path, token, body] of cases) {
      const res = await http.api(method, path, { token, body });
      if (res.status !== 404) answers.push(`${method} ${path} ${JSON.stringify(body)}: ${res.status} ${res.text}`);
    }
    expect(answers).toEqual([]);
    expect({ a: await snapshot(http.api, a), b: await snapshot(http.api, b) }).toEqual(before);
  });
});

describe('who may call what', { timeout: SWEEP_TIMEOUT_MS }, () => {
  const call = (key: string, token?: string) => {
    const [method, path] = key.split(' ') as [string, string];
    return http.api(method, path.replace(/\{\w+\}/g, 'x0000000000000000000000000'), { token, body: method === 'GET' || method === 'DELETE' ? undefined : {} });
  };

  it('the document asks for a bearer token on exactly the signed-in routes', () => {
    expect(operations.filter((o) => PUBLIC.has(o.key) && needsToken(o)).map((o) => o.key)).toEqual([]);
    expect(operations.filter((o) => !PUBLIC.has(o.key) && !needsToken(o)).map((o) => o.key)).toEqual([]);
  });

  it('every signed-in route answers 401 without a token', async () => {
    const answers: string[] = [];
    for (const { key } of operations.filter((o) => !PUBLIC.has(o.key))) {
      const res = await call(key);
      if (res.status !== 401) answers.push(`${key}: ${res.status}`);
    }
    expect(answers).toEqual([]);
  });

  it('coach routes answer 403 to a client, client routes 403 to a coach', async () => {
    const answers: string[] = [];
    for (const { key, tags } of operations.filter((o) => !PUBLIC.has(o.key) && !EITHER_ROLE.has(o.key))) {
      const clientRoute = CLIENT_TAGS.has(tags[0] ?? '') || key === 'GET /client/branding';
      const res = await call(key, clientRoute ? a.coach : a.clientToken);
      if (res.status !== 403) answers.push(`${key}: ${res.status}`);
    }
    expect(answers).toEqual([]);
  });
});
