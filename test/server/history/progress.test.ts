// Per-exercise progress (docs/records.md): the exercises a client has logged and one exercise's
// sessions over time — best set, estimated 1RM (Epley) and volume, in kg whatever unit was
// entered — with its records; History carries the sets with their records; the coach reads the
// same for their own clients only; a year of sessions answers in a fixed number of statements.
import { beforeAll, describe, expect, it } from 'vitest';
import { statementScopes } from '#server/db/statement-counter';
import { KG_PER_LB } from '#shared/limits';
import { callerAs, makeClient, makeCoach, setupHttpTestHooks, tokenFor } from '../helpers.ts';

const scopes = statementScopes();
const { t, http } = setupHttpTestHooks({ onStatement: scopes.onStatement });
let coach: Awaited<ReturnType<typeof makeCoach>>;
let alex: Awaited<ReturnType<typeof makeClient>>;
let benchId: string;
let squatId: string;
let coachToken: string;
let otherCoachToken: string;
let clientToken: string;

const lb = (x: number) => x * KG_PER_LB;
const r2 = (x: number) => Math.round(x * 100) / 100;

type SetIn = { reps: number; load: number; loadUnit?: 'KG' | 'LB'; done?: boolean };

async function logSession(exerciseId: string, name: string, sets: SetIn[], at: string) {
  const s = await t.db.workoutSession.create({
    data: {
      coachId: coach.id,
      clientId: alex.client.id,
      name: 'Push',
      planName: 'Push',
      scheduledFor: new Date('2026-03-11T00:00:00.000Z'),
      status: 'IN_PROGRESS',
      startedAt: new Date(at),
      columnConfig: {},
      exercises: { create: [{ name, exerciseId, orderIndex: 0, columnData: {} }] },
    },
    include: { exercises: true },
  });
  await callerAs(t.deps, alex.user).clientApp.workouts.saveSets({
    id: s.exercises[0]!.id,
    sets: sets.map((x) => ({ reps: x.reps, load: x.load, loadUnit: x.loadUnit ?? 'KG', done: x.done ?? true, completedAt: new Date(at) })),
  });
  return s;
}

beforeAll(async () => {
  coach = await makeCoach(t.db);
  const otherCoach = await makeCoach(t.db);
  alex = await makeClient(t.db, coach.id);
  coachToken = await tokenFor(t.deps, coach);
  otherCoachToken = await tokenFor(t.deps, otherCoach);
  clientToken = await tokenFor(t.deps, alex.user);
  benchId = (await t.db.exercise.create({ data: { coachId: coach.id, name: 'Bench Press', equipment: [], muscleGroups: [] } })).id;
  squatId = (await t.db.exercise.create({ data: { coachId: coach.id, name: 'Back Squat', equipment: [], muscleGroups: [] } })).id;
  await logSession(
    benchId,
    'Bench Press',
    [
      { reps: 5, load: 100 },
      { reps: 5, load: 100 },
      { reps: 8, load: 90, done: false },
    ],
    '2026-03-02T09:00:00Z',
  );
  // In lb: 225 lb × 5 (102.06 kg) and 185 lb × 10 (83.91 kg, e1RM 111.9 kg).
  await logSession(
    benchId,
    'Bench Press',
    [
      { reps: 5, load: 225, loadUnit: 'LB' },
      { reps: 10, load: 185, loadUnit: 'LB' },
    ],
    '2026-03-09T09:00:00Z',
  );
  await logSession(squatId, 'Back Squat', [{ reps: 3, load: 140 }], '2026-03-10T09:00:00Z');
}, 60_000);

describe('per-exercise progress', () => {
  it('lists the logged exercises, latest first, with their sessions and records', async () => {
    const list = await callerAs(t.deps, alex.user).clientApp.progress.exercises();
    expect(list.map((e) => [e.name, e.sessions, e.records])).toEqual([
      ['Back Squat', 1, 0],
      ['Bench Press', 2, 2],
    ]);
  });

  it('aggregates each session: best set, Epley 1RM and volume in kg, converted from lb; the records newest first', async () => {
    const p = await callerAs(t.deps, alex.user).clientApp.progress.exercise({ exerciseId: benchId });
    expect(p.name).toBe('Bench Press');
    expect(p.points).toHaveLength(2);
    const [first, second] = p.points as [(typeof p.points)[number], (typeof p.points)[number]];
    expect(first).toMatchObject({ bestLoadKg: 100, bestReps: 5, sets: 2, record: false });
    expect(first.e1rmKg).toBeCloseTo(100 * (1 + 5 / 30), 6);
    // The undone set of 8 × 90 does not count.
    expect(first.volumeKg).toBeCloseTo(1000, 6);
    expect(second).toMatchObject({ bestReps: 5, sets: 2, record: true });
    expect(second.bestLoadKg).toBeCloseTo(lb(225), 6);
    expect(second.e1rmKg).toBeCloseTo(lb(225) * (1 + 5 / 30), 6);
    expect(second.volumeKg).toBeCloseTo(lb(225) * 5 + lb(185) * 10, 6);
    expect(p.records.map((r) => [r.kind, r.reps, r2(r.loadKg), r2(r.e1rmKg), r2(r.previousKg)])).toEqual([
      ['REPS', 5, 102.06, 119.07, 100],
      ['E1RM', 5, 102.06, 119.07, 116.67],
    ]);
    // Without an exercise: the one logged most recently.
    expect((await callerAs(t.deps, alex.user).clientApp.progress.exercise({})).name).toBe('Back Squat');
  });

  it('History carries the sets with the records they hold', async () => {
    const page = await callerAs(t.deps, alex.user).clientApp.workouts.history({});
    const bench = page.items.flatMap((s) => s.exercises).filter((e) => e.name === 'Bench Press');
    expect(bench.map((e) => e.sets.map((s) => [s.reps, s.load, s.loadUnit, s.records]))).toEqual([
      [
        [5, 225, 'LB', ['REPS', 'E1RM']],
        [10, 185, 'LB', []],
      ],
      [
        [5, 100, 'KG', []],
        [5, 100, 'KG', []],
        [8, 90, 'KG', []],
      ],
    ]);
  });

  it('the coach reads the same over REST; another coach and unknown exercises get 404', async () => {
    const mine = await http.api('GET', `/clients/${alex.client.id}/exercise-progress?exerciseId=${benchId}`, { token: coachToken });
    expect(mine.status).toBe(200);
    expect((mine.body as { points: unknown[] }).points).toHaveLength(2);
    const list = await http.api('GET', `/clients/${alex.client.id}/logged-exercises`, { token: coachToken });
    expect((list.body as unknown as { name: string }[]).map((e) => e.name)).toEqual(['Back Squat', 'Bench Press']);
    for (const path of [`/clients/${alex.client.id}/exercise-progress?exerciseId=${benchId}`, `/clients/${alex.client.id}/logged-exercises`]) {
      const res = await http.api('GET', path, { token: otherCoachToken });
      expect([path, res.status, res.body]).toEqual([path, 404, { error: 'Client not found' }]);
    }
    const unknown = await http.api('GET', `/exercise-progress?exerciseId=nope`, { token: clientToken });
    expect([unknown.status, unknown.body]).toEqual([404, { error: 'Exercise progress not found' }]);
    expect((await http.api('GET', '/exercise-progress', { token: coachToken })).status).toBe(403);
  });

  it('a year of sessions answers in the same statements as two', async () => {
    const count = async (path: string, token: string) => {
      // The token is remembered for 5 s (bearer cache): sign in just before, so that whether the
      // seeding below outlasts that window on a busy machine does not change the count.
      expect((await http.api('GET', '/auth/me', { token })).status).toBe(200);
      const before = scopes.total();
      const res = await http.api('GET', path, { token });
      expect(res.status).toBe(200);
      return scopes.total() - before;
    };
    const small = [
      await count(`/exercise-progress?exerciseId=${benchId}`, clientToken),
      await count('/logged-exercises', clientToken),
      await count(`/clients/${alex.client.id}/exercise-progress?exerciseId=${benchId}`, coachToken),
    ];
    // 200 more bench sessions over the year before, 5 sets each, written directly.
    const sessions = [];
    for (let i = 0; i < 200; i++) {
      sessions.push(
        t.db.workoutSession.create({
          data: {
            coachId: coach.id,
            clientId: alex.client.id,
            name: 'Old',
            planName: 'Old',
            scheduledFor: new Date(Date.UTC(2025, 2, 1) + i * 86_400_000),
            status: 'COMPLETED',
            columnConfig: {},
            exercises: { create: [{ name: 'Bench Press', exerciseId: benchId, orderIndex: 0, columnData: {} }] },
          },
          include: { exercises: true },
        }),
      );
    }
    const made = await Promise.all(sessions);
    await t.db.sessionExerciseSet.createMany({
      data: made.flatMap((s, i) =>
        Array.from({ length: 5 }, (_, position) => ({
          sessionExerciseId: s.exercises[0]!.id,
          sessionId: s.id,
          clientId: alex.client.id,
          exerciseId: benchId,
          position,
          reps: 5,
          load: 60 + i * 0.1,
          done: true,
          completedAt: new Date(Date.UTC(2025, 2, 1, 9) + i * 86_400_000),
        })),
      ),
    });
    const started = performance.now();
    const large = [
      await count(`/exercise-progress?exerciseId=${benchId}`, clientToken),
      await count('/logged-exercises', clientToken),
      await count(`/clients/${alex.client.id}/exercise-progress?exerciseId=${benchId}`, coachToken),
    ];
    const elapsed = performance.now() - started;
    expect(large).toEqual(small);
    for (const n of small) expect(n).toBeLessThanOrEqual(5);
    const p = await callerAs(t.deps, alex.user).clientApp.progress.exercise({ exerciseId: benchId });
    expect(p.points).toHaveLength(202);
    // Generous for a shared machine; locally the three reads take a few tens of milliseconds.
    expect(elapsed).toBeLessThan(1500);
  });
});
