// Every key read and write (docs/query-performance.md) sends the same number of SQL statements for a
// coach with 2 clients as for one with 12 (no query per row), at most 5 for a read; and reads
// never write. Requests go over HTTP; statements are counted per request on the driver adapter
// (statementScopes). The fixed clock keeps it deterministic.
import { beforeAll, describe, expect, it } from 'vitest';
import { seedRoster, type Roster } from '#server/seed/roster';
import { createSession } from '#server/services/auth/sessions';
import { countingTestHooks } from '../counting-server.ts';

const MAX_READ_STATEMENTS = 5;

const { t, srv } = countingTestHooks();

/** One request; answers its status and the statements it sent. */
async function call(method: string, path: string, token: string, body?: unknown, headers: Record<string, string> = {}): Promise<{ status: number; statements: number; json: unknown }> {
  const res = await fetch(srv.base + path, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = await res.json();
  return { status: res.status, statements: await srv.lastRequest(), json };
}

interface Fixture {
  roster: Roster;
  coach: string;
  client: string;
  /** An open session of client 0 scheduled after today, and one of its exercises. */
  openSession: string;
  openExercise: string;
  /** Client 0's daily habit. */
  habit: string;
  /** Client 0's latest check-in (docs/check-ins.md); another one a week before it. */
  checkIn: string;
  checkInSchedule: string;
}

async function fixture(clients: number, plans: number): Promise<Fixture> {
  const now = t.deps.clock.now();
  const roster = await seedRoster(t.db, { clients, plans, now });
  const open = await t.db.workoutSession.findFirstOrThrow({
    where: { clientId: roster.clientIds[0], status: 'SCHEDULED', scheduledFor: { gt: now } },
    orderBy: { scheduledFor: 'asc' },
    select: { id: true, exercises: { select: { id: true }, take: 1 } },
  });
  // Due today, so completing it is allowed without Start Early (a later day's session is refused).
  await t.db.workoutSession.update({ where: { id: open.id }, data: { scheduledFor: now } });
  // Each client has a conversation, unread on both sides (docs/messages.md).
  await t.db.message.createMany({
    data: roster.clientIds.flatMap((clientId) =>
      (['CLIENT', 'COACH', 'CLIENT'] as const).map((sender, i) => ({ coachId: roster.coachUserId, clientId, sender, content: `<p>m${i}</p>`, createdAt: new Date(now.getTime() - (3 - i) * 60_000) })),
    ),
  });
  // Each client has a daily habit ticked the last three days (docs/habits.md).
  const day = (ago: number) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - ago));
  const habits = await t.db.habit.createManyAndReturn({ data: roster.clientIds.map((clientId) => ({ clientId, coachId: roster.coachUserId, name: 'Walk', startsOn: day(10) })), select: { id: true } });
  await t.db.habitTick.createMany({ data: habits.flatMap((h) => [0, 1, 2].map((ago) => ({ habitId: h.id, date: day(ago) }))) });
  // Each client has progress photos (docs/progress-photos.md), more of them in a larger roster.
  await t.db.progressPhoto.createMany({
    data: roster.clientIds.flatMap((clientId) => Array.from({ length: clients }, (_, i) => ({ clientId, takenOn: new Date(Date.UTC(2026, 1, 1 + i)), pose: 'FRONT' as const }))),
  });
  // A weekly check-in for every client, due today; client 0 sent the two before it.
  const today = new Date(`${now.toISOString().slice(0, 10)}T00:00:00Z`);
  const weeksAgo = (n: number) => new Date(today.getTime() - n * 7 * 86_400_000);
  const questions = [{ id: 'energy', type: 'SCALE_1_10', text: 'Energy?', required: true }];
  const template = await t.db.checkInTemplate.create({ data: { coachId: roster.coachUserId, name: 'Weekly', questions, metrics: ['weight'] } });
  const schedules = await Promise.all(
    roster.clientIds.map((clientId) =>
      t.db.checkInSchedule.create({
        data: { coachId: roster.coachUserId, clientId, templateId: template.id, weekday: ((today.getUTCDay() + 6) % 7) + 1, firstDue: weeksAgo(2), activeFrom: weeksAgo(2) },
      }),
    ),
  );
  let checkIn = '';
  for (const n of [2, 1]) {
    const row = await t.db.checkInSubmission.create({
      data: {
        coachId: roster.coachUserId,
        clientId: roster.clientIds[0]!,
        scheduleId: schedules[0]!.id,
        dueDate: weeksAgo(n),
        templateName: 'Weekly',
        questions,
        metrics: [{ metric: 'weight', name: 'Weight', kind: 'mass', unit: 'kg' }],
        answers: [{ questionId: 'energy', value: 5 + n }],
        metricValues: [{ metric: 'weight', value: 80 + n }],
      },
    });
    checkIn = row.id;
  }
  return {
    roster,
    coach: await createSession(t.db, roster.coachUserId, now),
    client: roster.clientTokens[0]!,
    openSession: open.id,
    openExercise: open.exercises[0]!.id,
    checkIn,
    checkInSchedule: schedules[0]!.id,
    habit: habits[0]!.id,
  };
}

const reads: [string, (f: Fixture) => [string, string]][] = [
  ['GET /workouts/today', (f) => ['/workouts/today', f.client]],
  ['GET /workout-sessions', (f) => ['/workout-sessions', f.client]],
  ['GET /workout-sessions/{id}', (f) => [`/workout-sessions/${f.openSession}`, f.client]],
  ['GET /workout-history', (f) => ['/workout-history', f.client]],
  ['GET /workout-history?limit', (f) => ['/workout-history?limit=2', f.client]],
  ['GET /food-entries', (f) => ['/food-entries', f.client]],
  ['GET /fitness-tests', (f) => ['/fitness-tests', f.client]],
  ['GET /clients', (f) => ['/clients', f.coach]],
  ['GET /client-progress', (f) => ['/client-progress', f.coach]],
  ['GET /recent-activity', (f) => ['/recent-activity', f.coach]],
  ['GET /missed-workouts', (f) => ['/missed-workouts', f.coach]],
  ['GET /dashboard-counts', (f) => ['/dashboard-counts', f.coach]],
  ['GET /notifications', (f) => ['/notifications', f.coach]],
  ['GET /notification-page', (f) => ['/notification-page', f.coach]],
  ['GET /plans', (f) => ['/plans', f.coach]],
  ['GET /plans?limit', (f) => ['/plans?limit=1', f.coach]],
  ['GET /plan-summaries', (f) => ['/plan-summaries', f.coach]],
  ['GET /plan-summaries?limit', (f) => ['/plan-summaries?limit=1', f.coach]],
  ['GET /exercises', (f) => ['/exercises', f.coach]],
  ['GET /exercises?limit', (f) => ['/exercises?limit=1', f.coach]],
  ['GET /programs', (f) => ['/programs', f.coach]],
  ['GET /clients/{id}/history', (f) => [`/clients/${f.roster.clientIds[0]}/history`, f.coach]],
  ['GET /clients/{id}/stats', (f) => [`/clients/${f.roster.clientIds[0]}/stats`, f.coach]],
  ['GET /clients/{id}/calendar', (f) => [`/clients/${f.roster.clientIds[0]}/calendar?from=2026-02-23&to=2026-04-05`, f.coach]],
  ['GET /client-sessions/{id}', (f) => [`/client-sessions/${f.openSession}`, f.coach]],
  ['GET /clients/{id}/fitness-tests', (f) => [`/clients/${f.roster.clientIds[0]}/fitness-tests`, f.coach]],
  ['GET /clients/{id}/workouts/{sessionId}', (f) => [`/clients/${f.roster.clientIds[0]}/workouts/${f.openSession}`, f.coach]],
  ['GET /food-entries?clientId', (f) => [`/food-entries?clientId=${f.roster.clientIds[0]}`, f.coach]],
  ['GET /messages', (f) => ['/messages', f.client]],
  ['GET /messages?limit', (f) => ['/messages?limit=1', f.client]],
  ['GET /messages/unread-count', (f) => ['/messages/unread-count', f.client]],
  ['GET /clients/{id}/messages', (f) => [`/clients/${f.roster.clientIds[0]}/messages`, f.coach]],
  ['GET /message-counts', (f) => ['/message-counts', f.coach]],
  ['GET /inbox', (f) => ['/inbox', f.coach]],
  ['GET /inbox?filter=mine', (f) => ['/inbox?filter=mine&limit=1', f.coach]],
  ['GET /notification-counts', (f) => ['/notification-counts', f.coach]],
  ['GET /recent-notifications', (f) => ['/recent-notifications', f.coach]],
  ['GET /notification-page?type&clientId', (f) => [`/notification-page?type=MISSED_WORKOUT&clientId=${f.roster.clientIds[0]}`, f.coach]],
  ['GET /body-metrics', (f) => ['/body-metrics', f.client]],
  ['GET /body-metrics/{metric}/entries', (f) => ['/body-metrics/weight/entries', f.client]],
  ['GET /clients/{id}/body-metrics', (f) => [`/clients/${f.roster.clientIds[0]}/body-metrics`, f.coach]],
  ['GET /clients/{id}/body-metrics/{metric}/entries', (f) => [`/clients/${f.roster.clientIds[0]}/body-metrics/waist/entries`, f.coach]],
  ['GET /habits', (f) => ['/habits', f.client]],
  ['GET /clients/{id}/habits', (f) => [`/clients/${f.roster.clientIds[0]}/habits`, f.coach]],
  ['GET /habits/adherence', (f) => ['/habits/adherence', f.coach]],
  ['GET /progress-photos', (f) => ['/progress-photos', f.client]],
  ['GET /clients/{id}/progress-photos', (f) => [`/clients/${f.roster.clientIds[0]}/progress-photos`, f.coach]],
  ['GET /check-ins', (f) => ['/check-ins', f.client]],
  ['GET /check-ins/{id}', (f) => [`/check-ins/${f.checkIn}`, f.client]],
  ['GET /check-in-templates', (f) => ['/check-in-templates', f.coach]],
  ['GET /check-in-schedules', (f) => ['/check-in-schedules', f.coach]],
  ['GET /check-in-reviews', (f) => ['/check-in-reviews', f.coach]],
  ['GET /check-in-reviews?section=overdue', (f) => ['/check-in-reviews?section=overdue', f.coach]],
  ['GET /check-in-reviews?section=upcoming', (f) => ['/check-in-reviews?section=upcoming', f.coach]],
  ['GET /check-in-reviews/{id}', (f) => [`/check-in-reviews/${f.checkIn}`, f.coach]],
  ['GET /client-roster', (f) => ['/client-roster', f.coach]],
  ['GET /client-roster?status&sort&tag&search', (f) => ['/client-roster?status=needs_attention&sort=adherence7&order=desc&tag=online&search=a&pageSize=5', f.coach]],
  ['GET /triage-rule', (f) => ['/triage-rule', f.coach]],
  ['GET /push', (f) => ['/push', f.client]],
  ['GET /calendar-feed', (f) => ['/calendar-feed', f.coach]],
  ['GET /clients/{id}/calendar-feed', (f) => [`/clients/${f.roster.clientIds[0]}/calendar-feed`, f.coach]],
  ['GET /client/calendar-feed', (f) => ['/client/calendar-feed', f.client]],
];

const writes: [string, (f: Fixture) => [string, string, string, unknown]][] = [
  ['PUT /client-sessions/{id}/move', (f) => ['PUT', `/client-sessions/${f.openSession}/move`, f.coach, { date: t.deps.clock.now().toISOString().slice(0, 10) }]],
  ['PUT /client-sessions/{id}', (f) => ['PUT', `/client-sessions/${f.openSession}`, f.coach, { exercises: [{ sessionExerciseId: f.openExercise, columnData: { col1: '4' } }] }]],
  ['POST /clients/{id}/sessions', (f) => ['POST', `/clients/${f.roster.clientIds[0]}/sessions`, f.coach, { planId: f.roster.planId, date: '2026-04-01' }]],
  ['POST /exercise-results', (f) => ['POST', '/exercise-results', f.client, { workoutSessionId: f.openSession, planExerciseId: f.openExercise, result: '3x10' }]],
  [
    'PUT /session-exercises/{id}/sets',
    (f) => [
      'PUT',
      `/session-exercises/${f.openExercise}/sets`,
      f.client,
      {
        sets: [
          { reps: 8, load: 80, done: true },
          { reps: 8, load: 80 },
        ],
      },
    ],
  ],
  ['PUT /workout-sessions/{id}', (f) => ['PUT', `/workout-sessions/${f.openSession}`, f.client, { id: f.openSession, status: 'COMPLETED', duration: 45 }]],
  ['POST /food-entries', (f) => ['POST', '/food-entries', f.client, { description: 'Oats', loggedAt: t.deps.clock.now().toISOString() }]],
  ['POST /messages', (f) => ['POST', '/messages', f.client, { content: 'Can I swap Friday?' }]],
  ['POST /body-metrics/entries', (f) => ['POST', '/body-metrics/entries', f.client, { metric: 'weight', date: t.deps.clock.now().toISOString().slice(0, 10), value: 80 }]],
  ['PUT /habits/{id}/ticks/{date}', (f) => ['PUT', `/habits/${f.habit}/ticks/${t.deps.clock.now().toISOString().slice(0, 10)}`, f.client, undefined]],
  [
    'POST /check-ins',
    (f) => [
      'POST',
      '/check-ins',
      f.client,
      { scheduleId: f.checkInSchedule, dueDate: t.deps.clock.now().toISOString().slice(0, 10), answers: [{ questionId: 'energy', value: 8 }], metrics: [{ metric: 'weight', value: 79 }] },
    ],
  ],
  ['POST /check-in-reviews/{id}/reply', (f) => ['POST', `/check-in-reviews/${f.checkIn}/reply`, f.coach, { content: 'Nice week' }]],
  ['POST /clients/{id}/messages', (f) => ['POST', `/clients/${f.roster.clientIds[0]}/messages`, f.coach, { content: 'Sure' }]],
  ['PUT /clients/{id}/messages/read', (f) => ['PUT', `/clients/${f.roster.clientIds[0]}/messages/read`, f.coach, undefined]],
  ['PUT /messages/read', (f) => ['PUT', '/messages/read', f.client, undefined]],
  ['PUT /push/settings', (f) => ['PUT', '/push/settings', f.coach, { disabled: ['CLIENT_FEEDBACK'], fullText: false, quietStart: 1320, quietEnd: 420 }]],
  ['POST /notifications/check-missed-workouts', (f) => ['POST', '/notifications/check-missed-workouts', f.coach, undefined]],
  ['POST /progress-photos/upload', (f) => ['POST', '/progress-photos/upload', f.client, undefined]],
  [
    'PUT /triage-rule',
    (f) => [
      'PUT',
      '/triage-rule',
      f.coach,
      { inactiveEnabled: true, inactiveDays: 5, lowAdherenceEnabled: true, adherenceBelowPct: 50, missedSinceMessageEnabled: false, unreviewedCheckInEnabled: true },
    ],
  ],
];

describe('SQL statements per request', () => {
  let small: Fixture;
  let large: Fixture;
  beforeAll(async () => {
    small = await fixture(2, 1);
    large = await fixture(12, 6);
  }, 120_000);

  it('every key read: the same count for 2 clients as for 12, at most 5, and it writes nothing', async () => {
    const state = async () => ({
      missed: await t.db.workoutSession.count({ where: { status: 'MISSED' } }),
      notifications: await t.db.notification.count(),
      assignments: await t.db.assignment.count({ where: { status: 'COMPLETED' } }),
    });
    const before = await state();
    const table: Record<string, [number, number]> = {};
    for (const [name, route] of reads) {
      const [path, smallToken] = route(small);
      const s = await call('GET', path, smallToken);
      const [largePath, largeToken] = route(large);
      const l = await call('GET', largePath, largeToken);
      expect([name, s.status, l.status]).toEqual([name, 200, 200]);
      table[name] = [s.statements, l.statements];
    }
    if (process.env.SHOW_STATEMENTS) console.table(table);
    for (const [name, [s, l]] of Object.entries(table)) {
      expect({ name, statements: l }).toEqual({ name, statements: s });
      expect({ name, withinLimit: s <= MAX_READ_STATEMENTS }).toEqual({ name, withinLimit: true });
    }
    // The seeded rosters have open sessions more than 3 days overdue: no read marked them.
    expect(await state()).toEqual(before);
  });

  it('the calendar feed and the CSV downloads: the same count for 2 clients as for 12, and they write nothing', async () => {
    // docs/calendar-and-csv.md: a feed is its token's lookup and one read; a download a few pages.
    const text = async (path: string, token?: string) => {
      const res = await fetch(srv.base + path, { headers: token ? { authorization: `Bearer ${token}` } : {} });
      await res.text();
      return { status: res.status, statements: await srv.lastRequest() };
    };
    const feedPath = async (f: Fixture) => {
      const made = await call('POST', '/calendar-feed', f.coach);
      return (made.json as { url: string }).url.split('/api')[1]!;
    };
    const downloads: [string, (f: Fixture) => Promise<[string, string | undefined]>][] = [
      ['GET /calendar-feeds/{file}', async (f) => [await feedPath(f), undefined]],
      ['GET /exports/roster.csv', async (f) => ['/exports/roster.csv', f.coach]],
      ['GET /clients/{id}/exports/workouts.csv', async (f) => [`/clients/${f.roster.clientIds[0]}/exports/workouts.csv`, f.coach]],
      ['GET /clients/{id}/exports/food.csv', async (f) => [`/clients/${f.roster.clientIds[0]}/exports/food.csv`, f.coach]],
      ['GET /clients/{id}/exports/fitness-tests.csv', async (f) => [`/clients/${f.roster.clientIds[0]}/exports/fitness-tests.csv`, f.coach]],
    ];
    const missed = () => t.db.workoutSession.count({ where: { status: 'MISSED' } });
    const before = await missed();
    for (const [name, route] of downloads) {
      const s = await text(...(await route(small)));
      const l = await text(...(await route(large)));
      expect({ name, s: s.status, l: l.status }).toEqual({ name, s: 200, l: 200 });
      expect({ name, statements: l.statements }).toEqual({ name, statements: s.statements });
      expect({ name, withinLimit: s.statements <= MAX_READ_STATEMENTS }).toEqual({ name, withinLimit: true });
    }
    expect(await missed()).toBe(before);
  });

  it('every key write: the same count for 2 clients as for 12', async () => {
    for (const [name, route] of writes) {
      const [method, path, token, body] = route(small);
      const s = await call(method, path, token, body);
      const [lm, lp, lt, lb] = route(large);
      const l = await call(lm, lp, lt, lb);
      expect([name, s.status, l.status, s.status < 300 ? null : s.json]).toEqual([name, s.status, l.status, null]);
      expect([name, s.status < 300, l.status < 300]).toEqual([name, true, true]);
      expect({ name, statements: l.statements }).toEqual({ name, statements: s.statements });
    }
  });

  it('the session writes: one statement to log a result, two to update a session and one for its push (a regression fails here)', async () => {
    // docs/query-performance.md, "The session writes in one statement". Another open session of
    // the large roster's first client, after today; `auth/me` just before makes the bearer token a
    // remembered one (no statement), so the counts are the writes' own.
    const session = await t.db.workoutSession.findFirstOrThrow({
      where: { clientId: large.roster.clientIds[0], status: 'SCHEDULED', scheduledFor: { gt: t.deps.clock.now() } },
      orderBy: { scheduledFor: 'desc' },
      select: { id: true, exercises: { select: { id: true }, orderBy: { orderIndex: 'asc' }, take: 2 } },
    });
    const [first, second] = session.exercises.map((e) => e.id);
    const counted = async (method: string, path: string, body: unknown) => {
      expect((await call('GET', '/auth/me', large.client)).statements).toBe(0);
      const res = await call(method, path, large.client, body);
      expect([method, path, res.status]).toEqual([method, path, 200]);
      return res.statements;
    };
    const log = (planExerciseId: string, result: string) => counted('POST', '/exercise-results', { workoutSessionId: session.id, planExerciseId, result, completed: true });
    const put = (body: object) => counted('PUT', `/workout-sessions/${session.id}`, body);
    expect({
      firstLog: await log(first!, '3x10'), // also starts the session and its assignment
      secondLog: await log(second!, '3x8'),
      relog: await log(first!, '3x12'),
      feedback: await put({ clientFeedback: 'Felt strong', rating: 4 }), // also notifies the coach
      skip: await put({ status: 'SKIPPED', clientFeedback: 'Workout skipped' }), // also the assignment, another notice
      // Feedback also queues the coach's push (docs/push.md): one more statement, the queue's
      // insert in production, here the immediate queue's read of the coach's devices.
    }).toEqual({ firstLog: 1, secondLog: 1, relog: 1, feedback: 3, skip: 3 });
    const after = await t.db.workoutSession.findUniqueOrThrow({ where: { id: session.id }, select: { status: true, completedExercises: true, clientFeedback: true } });
    expect(after).toEqual({ status: 'SKIPPED', completedExercises: 2, clientFeedback: 'Workout skipped' });
    const notices = await t.db.notification.findMany({ where: { dedupeKey: `client-feedback:${session.id}` }, select: { title: true } });
    expect(notices).toEqual([{ title: 'Client Feedback' }]);
  });

  it('a write with an Idempotency-Key resolves its bearer token once, adding only the key claim and the kept answer', async () => {
    const entry = () => ({ description: 'Oats', loggedAt: t.deps.clock.now().toISOString() });
    // The first keyed write of the hour also sweeps expired keys; let that happen first.
    await call('POST', '/food-entries', small.client, entry(), { 'idempotency-key': `sweep-${Date.now()}` });
    const plain = await call('POST', '/food-entries', small.client, entry());
    const keyed = await call('POST', '/food-entries', small.client, entry(), { 'idempotency-key': `stmt-${Date.now()}` });
    expect([plain.status, keyed.status]).toEqual([200, 200]);
    expect(keyed.statements - plain.statements).toBe(2);
  });
});
