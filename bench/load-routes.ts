// The routes the load benchmark drives (docs/performance.md). Each `next()` returns the next
// request: tokens spread over every client, and writes hit different sessions and session
// exercises each time so they do real work rather than repeat one row.
import type { Seeded } from './load-seed.ts';

export interface RouteRequest {
  path: string;
  token: string;
  body?: unknown;
  headers?: Record<string, string>;
}

export interface Route {
  name: string;
  method: 'GET' | 'POST' | 'PUT';
  kind: 'read' | 'write';
  next(): RouteRequest;
  /** Sent with the `If-None-Match` of its own first answer (`revalidating`): the browser's revalidation of a copy it holds. */
  revalidate?: boolean;
}

/**
 * The routes with `revalidate` set, each with the ETag of one answer of its own in
 * `If-None-Match`, as a browser holding that answer sends it (src/server/lib/conditional-get.ts).
 */
export async function revalidating(routes: Route[], fetchTag: (r: RouteRequest) => Promise<string | null>): Promise<Route[]> {
  return Promise.all(
    routes.map(async (route) => {
      if (!route.revalidate) return route;
      const tag = await fetchTag(route.next());
      if (!tag) throw new Error(`${route.name}: the answer carried no ETag`);
      return { ...route, next: () => ({ ...route.next(), headers: { 'if-none-match': tag } }) };
    }),
  );
}

function rotate<T>(items: readonly T[]): () => T {
  if (items.length === 0) throw new Error('nothing to rotate over (seed too small?)');
  let i = 0;
  return () => items[i++ % items.length]!;
}

export function buildRoutes(s: Seeded): Route[] {
  const client = rotate(s.clients);
  const coach = s.coachToken;
  const clientRead = (name: string, path: string): Route => ({ name, method: 'GET', kind: 'read', next: () => ({ path, token: client().token }) });
  const coachRead = (name: string, path: string): Route => ({ name, method: 'GET', kind: 'read', next: () => ({ path, token: coach }) });

  const exerciseTarget = rotate(s.exerciseTargets);
  const futureSession = rotate(s.clients.flatMap((c) => c.futureSessions.map((id) => ({ id, token: c.token }))));
  let n = 0;
  return [
    // The floor: one token lookup through the whole stack (middlewares, tRPC, the REST bridge).
    clientRead('auth/me', '/auth/me'),
    clientRead('today', '/workouts/today'),
    clientRead('workout-sessions', '/workout-sessions'),
    clientRead('food-entries', '/food-entries'),
    clientRead('fitness-tests', '/fitness-tests'),
    coachRead('clients', '/clients'),
    coachRead('notifications', '/notifications'),
    coachRead('plans', '/plans'),
    coachRead('plan-summaries', '/plan-summaries'),
    coachRead('exercises', '/exercises'),
    // The same list revalidated: a 304 without a body (docs/decisions/0028-library-etags.md).
    { ...coachRead('exercises (If-None-Match)', '/exercises'), revalidate: true },
    coachRead('programs', '/programs'),
    { name: 'clients/{id}/history', method: 'GET', kind: 'read', next: () => ({ path: `/clients/${client().id}/history`, token: coach }) },
    {
      name: 'exercise-results',
      method: 'POST',
      kind: 'write',
      next: () => {
        const t = exerciseTarget();
        n += 1;
        return { path: '/exercise-results', token: t.token, body: { workoutSessionId: t.sessionId, planExerciseId: t.exerciseId, result: `${n % 20} reps`, completed: true } };
      },
    },
    {
      name: 'workout-sessions/{id}',
      method: 'PUT',
      kind: 'write',
      next: () => {
        const t = futureSession();
        n += 1;
        return { path: `/workout-sessions/${t.id}`, token: t.token, body: { clientFeedback: `Felt strong today (${n})`, rating: (n % 5) + 1 } };
      },
    },
    {
      name: 'food-entries',
      method: 'POST',
      kind: 'write',
      next: () => {
        n += 1;
        return { path: '/food-entries', token: client().token, body: { description: `Lunch ${n}: rice, chicken, salad`, loggedAt: new Date().toISOString() } };
      },
    },
    // Last: the slowest reads, whose abandoned requests keep the server (and PostgreSQL) busy
    // long after their run; nothing measured after them can suffer from it.
    coachRead('client-progress', '/client-progress'),
    coachRead('recent-activity', '/recent-activity'),
    coachRead('missed-workouts', '/missed-workouts'),
    coachRead('dashboard-counts', '/dashboard-counts'),
    // The triage roster: every client's figures in one statement (docs/triage.md).
    coachRead('client-roster', '/client-roster'),
  ];
}
