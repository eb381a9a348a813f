// docs/product.md §7 "Client workout" over HTTP: exact methods and paths, plain JSON, { error } bodies, and
// another tenant's ids answering 404 route by route.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { makeClient, makeCoach, setupTest, startHttp, TEST_NOW, tokenFor } from '../helpers.ts';
import { makeSession } from './fixtures.ts';

let t: Awaited<ReturnType<typeof setupTest>>;
let http: Awaited<ReturnType<typeof startHttp>>;
let coachToken = '';
let myToken = '';
let coachId = '';
let myClientId = '';
let strangerClientId = '';
let strangerCoachId = '';

beforeAll(async () => {
  t = await setupTest();
  http = await startHttp(t.deps);
  const coach = await makeCoach(t.db);
  const me = await makeClient(t.db, coach.id, { firstName: 'Alex', lastName: 'Rivera' });
  const otherCoach = await makeCoach(t.db);
  const stranger = await makeClient(t.db, otherCoach.id);
  coachId = coach.id;
  myClientId = me.client.id;
  strangerClientId = stranger.client.id;
  strangerCoachId = otherCoach.id;
  coachToken = await tokenFor(t.deps, coach);
  myToken = await tokenFor(t.deps, me.user);
});
afterAll(async () => {
  await http.close();
  await t.close();
});
beforeEach(async () => {
  t.deps.clock.set(TEST_NOW);
  await t.db.workoutSession.deleteMany();
  await t.db.notification.deleteMany();
});

const mine = (scheduledFor = '2026-03-11T00:00:00Z', o: Partial<Parameters<typeof makeSession>[1]> = {}) => makeSession(t.db, { coachId, clientId: myClientId, scheduledFor, ...o });
const theirs = () => makeSession(t.db, { coachId: strangerCoachId, clientId: strangerClientId, scheduledFor: '2026-03-11T00:00:00Z' });

describe('GET /api/workouts/today', () => {
  it('answers null, then the session as plain JSON with ISO dates', async () => {
    const none = await http.api('GET', '/workouts/today', { token: myToken });
    expect(none.status).toBe(200);
    expect(none.body).toBeNull();
    const s = await mine();
    const res = await http.api('GET', '/workouts/today', { token: myToken });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: s.id, scheduledFor: '2026-03-11T00:00:00.000Z', status: 'SCHEDULED', columnConfig: { col1: 'Sets' } });
    expect((res.body as { exercises: unknown[] }).exercises).toHaveLength(2);
  });

  it('is 401 without a token and 403 for a coach', async () => {
    expect((await http.api('GET', '/workouts/today')).status).toBe(401);
    const coach = await http.api('GET', '/workouts/today', { token: coachToken });
    expect(coach.status).toBe(403);
    expect(coach.body).toEqual({ error: 'This is for clients only' });
  });
});

describe('GET /api/workout-sessions', () => {
  it('lists own sessions only', async () => {
    const a = await mine('2026-03-12T00:00:00Z');
    await theirs();
    const res = await http.api('GET', '/workout-sessions', { token: myToken });
    expect(res.status).toBe(200);
    expect(res.body).toEqual([expect.objectContaining({ id: a.id, status: 'SCHEDULED', exerciseCount: 2, completedExercises: 0, scheduledFor: '2026-03-12T00:00:00.000Z' })]);
  });

  it('GET /workout-sessions/{id}: own 200, another tenant’s 404', async () => {
    const a = await mine();
    const b = await theirs();
    expect((await http.api('GET', `/workout-sessions/${a.id}`, { token: myToken })).status).toBe(200);
    const res = await http.api('GET', `/workout-sessions/${b.id}`, { token: myToken });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: 'Workout session not found' });
  });
});

describe('PUT /api/workout-sessions/{id}', () => {
  it('completes with the body of docs/product.md §7 and raises the coach notification', async () => {
    const s = await mine('2026-03-11T00:00:00Z', { status: 'IN_PROGRESS', startedAt: '2026-03-11T09:20:00Z' });
    const res = await http.api('PUT', `/workout-sessions/${s.id}`, {
      token: myToken,
      body: { status: 'COMPLETED', completedAt: '2026-03-11T10:00:00.000Z', duration: 40, clientFeedback: 'Solid session' },
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ status: 'COMPLETED', completedAt: '2026-03-11T10:00:00.000Z', duration: 40, clientFeedback: 'Solid session' });
    expect(await t.db.notification.count({ where: { coachId, type: { in: ['COMPLETED_WORKOUT', 'CLIENT_FEEDBACK'] } } })).toBe(2);
  });

  it('starts early with scheduledFor: the workout moves to now and is started', async () => {
    const s = await mine('2026-03-15T00:00:00Z');
    const res = await http.api('PUT', `/workout-sessions/${s.id}`, { token: myToken, body: { scheduledFor: '2026-03-11T10:00:00.000Z' } });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ scheduledFor: '2026-03-11T10:00:00.000Z', status: 'IN_PROGRESS', startedAt: '2026-03-11T10:00:00.000Z' });
    const today = await http.api('GET', '/workouts/today', { token: myToken });
    expect(today.body).toMatchObject({ id: s.id });
  });

  it('refuses completing a MISSED session with 409 and the SPEC sentence', async () => {
    const s = await mine('2026-03-05T00:00:00Z', { status: 'MISSED' });
    const res = await http.api('PUT', `/workout-sessions/${s.id}`, { token: myToken, body: { status: 'COMPLETED' } });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ error: 'This workout has been marked as missed and cannot be completed.' });
  });

  it('bad bodies are 400 with a clear message and write nothing', async () => {
    const s = await mine();
    const cases: [unknown, RegExp][] = [
      [{ name: 'Hacked' }, /name/i],
      [{ exercises: [] }, /exercises/i],
      [{ status: 'MISSED' }, /A workout can only be started, completed or skipped/],
      [{ status: 'COMPLETED', completedAt: 'yesterday' }, /completedAt must be an ISO date-time/],
      [{ rating: 9 }, /rating must be from 1 to 5/],
      [{ clientFeedback: 'x'.repeat(2001) }, /Feedback must be at most 2000 characters/],
      [{ duration: 'long' }, /duration must be a number of minutes/],
    ];
    for (const [body, message] of cases) {
      const res = await http.api('PUT', `/workout-sessions/${s.id}`, { token: myToken, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect((res.body as { error: string }).error).toMatch(message);
    }
    expect(await t.db.workoutSession.findUniqueOrThrow({ where: { id: s.id } })).toMatchObject({ status: 'SCHEDULED', name: 'Lower Body Strength', rating: null, clientFeedback: null });
  });

  it('another tenant’s session is 404 and unchanged', async () => {
    const b = await theirs();
    const res = await http.api('PUT', `/workout-sessions/${b.id}`, { token: myToken, body: { status: 'SKIPPED', clientFeedback: 'Workout skipped' } });
    expect(res.status).toBe(404);
    expect((await t.db.workoutSession.findUniqueOrThrow({ where: { id: b.id } })).status).toBe('SCHEDULED');
  });
});

describe('POST /api/exercise-results and GET /api/workout-sessions/{id}/results', () => {
  it('logging twice updates one result; the results read shows it', async () => {
    const s = await mine();
    const ex = s.exercises[0]!;
    const body = { workoutSessionId: s.id, planExerciseId: ex.id, result: '4x6 @ 80kg', notes: 'ok', completed: true };
    const first = await http.api('POST', '/exercise-results', { token: myToken, body });
    expect(first.status, first.text).toBe(200);
    const second = await http.api('POST', '/exercise-results', { token: myToken, body: { ...body, result: '4x6 @ 82.5kg' } });
    expect(second.status).toBe(200);
    expect((second.body as { id: string }).id).toBe((first.body as { id: string }).id);
    const results = await http.api('GET', `/workout-sessions/${s.id}/results`, { token: myToken });
    expect(results.status).toBe(200);
    expect(results.body).toEqual([{ id: expect.any(String), sessionExerciseId: ex.id, exerciseName: 'Back Squat', result: '4x6 @ 82.5kg', notes: 'ok', completed: true }]);
  });

  it('blank results and unknown fields are 400; nothing written', async () => {
    const s = await mine();
    const ex = s.exercises[0]!;
    const blank = await http.api('POST', '/exercise-results', { token: myToken, body: { workoutSessionId: s.id, planExerciseId: ex.id, result: ' ' } });
    expect(blank.status).toBe(400);
    expect(blank.body).toEqual({ error: 'Please enter a result' });
    const extra = await http.api('POST', '/exercise-results', { token: myToken, body: { workoutSessionId: s.id, planExerciseId: ex.id, result: 'x', sessionId: 'y' } });
    expect(extra.status).toBe(400);
    const missing = await http.api('POST', '/exercise-results', { token: myToken, body: { result: 'x' } });
    expect(missing).toMatchObject({ status: 400, body: { error: 'workoutSessionId is required' } });
    const noExercise = await http.api('POST', '/exercise-results', { token: myToken, body: { workoutSessionId: s.id, result: 'x' } });
    expect(noExercise).toMatchObject({ status: 400, body: { error: 'planExerciseId is required' } });
    const numericId = await http.api('POST', '/exercise-results', { token: myToken, body: { workoutSessionId: s.id, planExerciseId: 7, result: 'x' } });
    expect(numericId).toMatchObject({ status: 400, body: { error: 'planExerciseId must be a string' } });
    expect(await t.db.exerciseResult.count()).toBe(0);
  });

  it('another tenant’s session or exercise is 404, also for results', async () => {
    const b = await theirs();
    const a = await mine();
    const cross = await http.api('POST', '/exercise-results', { token: myToken, body: { workoutSessionId: a.id, planExerciseId: b.exercises[0]!.id, result: 'x' } });
    expect(cross.status).toBe(404);
    const foreign = await http.api('POST', '/exercise-results', { token: myToken, body: { workoutSessionId: b.id, planExerciseId: b.exercises[0]!.id, result: 'x' } });
    expect(foreign.status).toBe(404);
    expect((await http.api('GET', `/workout-sessions/${b.id}/results`, { token: myToken })).status).toBe(404);
    expect(await t.db.exerciseResult.count()).toBe(0);
  });

  it('coaches cannot log results as a client', async () => {
    const a = await mine();
    const res = await http.api('POST', '/exercise-results', { token: coachToken, body: { workoutSessionId: a.id, planExerciseId: a.exercises[0]!.id, result: 'x' } });
    expect(res.status).toBe(403);
  });
});
