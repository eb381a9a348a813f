// Seeds the coach of the load benchmark through the real REST API (docs/performance.md): one
// coach, N clients, each in a 12-week program of 4 workouts a week that started 6 weeks ago,
// with history (completed sessions with results, a skipped one, the rest of the past marked
// missed by the coach's check, which raises notifications), food entries and fitness tests.
// Requests run `concurrency` at a time so 200 clients take seconds, not minutes. Before the program,
// each client has a year of history, imported as it happened (load-seed-history.ts).
import { HISTORY_WEEKS, importClientsWithHistory } from './load-seed-history.ts';

export const WEEKS = 12;
export const WORKOUT_DAYS = [0, 1, 3, 4];
const EXERCISES_PER_PLAN = 5;
const COMPLETED_PER_CLIENT = 2;
const FUTURE_DETAILS_PER_CLIENT = 2;

type Json = Record<string, unknown>;

export interface SeededClient {
  id: string;
  token: string;
  /** Sessions after tomorrow: targets of PUT workout-sessions/{id}. */
  futureSessions: string[];
}

export interface Seeded {
  coachToken: string;
  clients: SeededClient[];
  /** Session exercises of future sessions: targets of POST exercise-results. */
  exerciseTargets: { token: string; sessionId: string; exerciseId: string }[];
  sessions: number;
  seconds: number;
}

/** Calls made while seeding and their total time, by route. */
export const callTimes: Record<string, { n: number; ms: number }> = {};

export function apiClient(baseUrl: string) {
  return async function api(method: string, path: string, token?: string, body?: unknown): Promise<Json> {
    // A 5xx while seeding (e.g. a transaction timing out on a loaded machine) is retried twice
    // and counted in `seedRetries`; the figures are not taken while seeding.
    for (let attempt = 1; ; attempt++) {
      const t0 = performance.now();
      const res = await fetch(`${baseUrl}/api${path}`, {
        method,
        headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await res.text();
      const key = `${method} ${path.replace(/\/(?=[^/]*[0-9A-Z_])[0-9A-Za-z_-]{20,}(?=\/|$)/g, '/{id}')}`;
      const t = (callTimes[key] ??= { n: 0, ms: 0 });
      t.n += 1;
      t.ms += performance.now() - t0;
      if (res.status >= 500 && attempt < 3) {
        seedRetries.push(`${key}: ${res.status}`);
        continue;
      }
      if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text.slice(0, 300)}`);
      return (text ? JSON.parse(text) : {}) as Json;
    }
  };
}

/** 5xx answers retried while seeding. */
export const seedRetries: string[] = [];

/** Runs `fn` over `items`, `n` at a time. */
export async function inPool<T, R>(items: readonly T[], n: number, fn: (item: T, i: number) => Promise<R>): Promise<R[]> {
  const out: R[] = [];
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i]!, i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(n, items.length) }, worker));
  return out;
}

const day = (d: Date) => d.toISOString().slice(0, 10);

/** `historyWeeks`: weeks of each client's history before the program, imported (load-seed-history.ts); 0 for none. */
export async function seedCoach(baseUrl: string, clientCount: number, concurrency = 12, historyWeeks = HISTORY_WEEKS): Promise<Seeded> {
  const t0 = performance.now();
  const api = apiClient(baseUrl);
  const reg = await api('POST', '/auth/register', undefined, {
    email: 'load-coach@example.com',
    password: 'bench-password',
    role: 'COACH',
    firstName: 'Load',
    lastName: 'Coach',
  });
  const coach = String(reg.token);

  const exercises = await inPool(
    Array.from({ length: 8 }, (_, i) => i),
    concurrency,
    async (i) => String((await api('POST', '/exercises', coach, { name: `Exercise ${i}`, category: 'Strength' })).id),
  );
  const plans = await inPool([0, 1, 2, 3], concurrency, async (p) => {
    const plan = String((await api('POST', '/plans', coach, { name: `Plan ${p}` })).id);
    for (let i = 0; i < EXERCISES_PER_PLAN; i++) {
      await api('POST', '/plan-exercises', coach, {
        planId: plan,
        exerciseId: exercises[(i + p) % exercises.length],
        orderIndex: i,
        columnData: { col1: '3', col2: '10', col3: '40 kg', col4: '60 s', col5: '7', col6: '' },
      });
    }
    return plan;
  });
  const schedule = [];
  for (let week = 0; week < WEEKS; week++) {
    for (const [k, dayOfWeek] of WORKOUT_DAYS.entries()) schedule.push({ planId: plans[k % plans.length], week, dayOfWeek });
  }
  const program = String((await api('POST', '/programs', coach, { name: 'Twelve Weeks', duration: WEEKS, plans: schedule })).id);

  // Started 6 weeks ago: week 6, day 0 is today; half the sessions are past.
  const now = new Date();
  const startDate = day(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) - 42 * 86_400_000));
  const tomorrowEnd = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 2);
  const today = day(now);

  const exerciseTargets: Seeded['exerciseTargets'] = [];
  // The clients come with a year of history through an import, the way past sessions can be recorded.
  const imported = historyWeeks > 0 ? await importClientsWithHistory(api, coach, clientCount, new Date(`${startDate}T00:00:00Z`), historyWeeks) : undefined;
  const clients = await inPool(
    Array.from({ length: clientCount }, (_, c) => c),
    concurrency,
    async (c) => {
      const id = imported?.ids[c] ?? String((await api('POST', '/clients', coach, { firstName: `Client`, lastName: `${c}` })).id);
      await api('POST', '/assignments', coach, { clientId: id, contentType: 'PROGRAM', contentId: program, startDate });
      const token = String((await api('POST', `/clients/${id}/access-token`, coach)).token);
      // Sessions more than 3 days overdue read as MISSED (docs/query-performance.md); history is
      // made of the open ones of the last 3 days: completed with every result, the last one skipped.
      const list = (await api('GET', '/workout-sessions', token)) as unknown as { id: string; scheduledFor: string; status: string }[];
      const open = list.filter((s) => s.status === 'SCHEDULED' || s.status === 'IN_PROGRESS').toSorted((a, b) => a.scheduledFor.localeCompare(b.scheduledFor));
      // Only days up to today can be completed (a later day's session needs Start Early first).
      const history = open.filter((s) => s.scheduledFor.slice(0, 10) < today).slice(-(COMPLETED_PER_CLIENT + 1));
      for (const [k, s] of history.entries()) {
        if (k === COMPLETED_PER_CLIENT) {
          await api('PUT', `/workout-sessions/${s.id}`, token, { status: 'SKIPPED', clientFeedback: 'Workout skipped' });
          break;
        }
        const detail = (await api('GET', `/workout-sessions/${s.id}`, token)) as { exercises: { id: string }[] };
        for (const ex of detail.exercises) {
          await api('POST', '/exercise-results', token, { workoutSessionId: s.id, planExerciseId: ex.id, result: '3x10 @ 40 kg', completed: true });
        }
        await api('PUT', `/workout-sessions/${s.id}`, token, { status: 'COMPLETED', clientFeedback: 'Good one', rating: 4 });
      }
      const done = new Set(history.map((s) => s.id));
      const future = open.filter((s) => !done.has(s.id) && new Date(s.scheduledFor).getTime() >= tomorrowEnd).map((s) => s.id);
      for (const sessionId of future.slice(0, FUTURE_DETAILS_PER_CLIENT)) {
        const detail = (await api('GET', `/workout-sessions/${sessionId}`, token)) as { exercises: { id: string }[] };
        for (const ex of detail.exercises) exerciseTargets.push({ token, sessionId, exerciseId: ex.id });
      }
      for (let f = 0; f < 3; f++) {
        await api('POST', '/food-entries', token, { description: `Meal ${f}: oats, eggs and fruit`, loggedAt: new Date(now.getTime() - f * 86_400_000).toISOString() });
      }
      const test = await api('POST', '/fitness-tests', token, { testName: 'Push-ups', result: '20', unit: 'reps', testedAt: new Date(now.getTime() - 28 * 86_400_000).toISOString() });
      await api('POST', '/fitness-tests', token, { result: '24', unit: 'reps', previousTestId: test.id });
      return { id, token, futureSessions: future, sessions: list.length };
    },
  );
  // The coach's dashboard check marks the rest of the past as missed and notifies.
  await api('POST', '/notifications/check-missed-workouts', coach, {});
  return {
    coachToken: coach,
    clients: clients.map(({ id, token, futureSessions }) => ({ id, token, futureSessions })),
    exerciseTargets,
    sessions: clients.reduce((n, c) => n + c.sessions, 0),
    seconds: (performance.now() - t0) / 1000,
  };
}
