// The key reads and writes of docs/query-performance.md at a real coach's size (KEY_READS_CLIENTS,
// default 200 clients × 48 sessions): for each route, the SQL statements of one request, the
// latency of one request on its own, and p50/p99 with KEY_READS_CONCURRENCY (default 50)
// requests in flight. Embedded database in a temp directory, or DATABASE_URL.
import { createServer } from 'node:http';
import { createApp } from '#server/app';
import { statementScopes } from '#server/db/statement-counter';
import { createDeps } from '#server/deps';
import { systemClock } from '#server/lib/clock';
import { createRateLimits } from '#server/lib/rate-limit';
import { seedRoster } from '#server/seed/roster';
import { createSession } from '#server/services/auth/sessions';
import { openBenchDatabase } from './lib.ts';

const CLIENTS = Number(process.env.KEY_READS_CLIENTS ?? 200);
const CONCURRENCY = Number(process.env.KEY_READS_CONCURRENCY ?? 50);
const REQUESTS = Number(process.env.KEY_READS_REQUESTS ?? 200);

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;

export default async function keyReadsBench() {
  const scopes = statementScopes();
  const db = await openBenchDatabase({ onStatement: scopes.onStatement });
  const now = systemClock.now();
  const t0 = performance.now();
  const roster = await seedRoster(db.prisma, { clients: CLIENTS, now });
  console.log(`seeded ${CLIENTS} clients, ${roster.sessionIds.length} sessions in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  const deps = createDeps({
    db: db.prisma,
    limits: createRateLimits({ loginPerAccount: 1e9, loginPerIp: 1e9, registerPerIp: 1e9, writesPerAccount: 1e9 }),
    appUrl: 'http://bench.local',
    appSecret: 'bench-secret-bench-secret-bench-secret-00',
  });
  const app = createApp(deps);
  let last = 0;
  const server = createServer((req, res) => {
    const { scope } = scopes.run(() => app(req, res));
    res.on('finish', () => (last = scope.count));
  }).listen(0, '127.0.0.1');
  await new Promise<void>((r) => server.once('listening', () => r()));
  const { port } = server.address() as { port: number };
  const base = `http://127.0.0.1:${port}/api`;

  const coach = await createSession(db.prisma, roster.coachUserId, now);
  const client = roster.clientTokens[0]!;
  const clientId = roster.clientIds[0]!;
  const open = await db.prisma.workoutSession.findMany({
    where: { clientId, status: 'SCHEDULED', scheduledFor: { gt: now } },
    orderBy: { scheduledFor: 'asc' },
    select: { id: true, exercises: { select: { id: true } } },
  });
  const [writeSession, resultSession] = [open[0]!, open[1]!];

  const routes: [string, string, string, unknown?][] = [
    ['GET', '/workouts/today', client],
    ['GET', '/workout-sessions', client],
    ['GET', '/food-entries', client],
    ['GET', '/fitness-tests', client],
    ['GET', '/clients', coach],
    ['GET', '/client-progress', coach],
    ['GET', '/recent-activity', coach],
    ['GET', '/missed-workouts', coach],
    ['GET', '/notifications', coach],
    ['GET', '/plans', coach],
    ['GET', '/plan-summaries', coach],
    ['GET', '/exercises', coach],
    ['GET', '/programs', coach],
    ['GET', `/clients/${clientId}/history`, coach],
    ['POST', '/notifications/check-missed-workouts', coach],
    ['POST', '/exercise-results', client, { workoutSessionId: resultSession.id, planExerciseId: resultSession.exercises[0]!.id, result: '3x10' }],
    ['PUT', `/workout-sessions/${writeSession.id}`, client, { id: writeSession.id, status: 'IN_PROGRESS' }],
    ['POST', '/food-entries', client, { description: 'Bench meal', loggedAt: now.toISOString() }],
  ];

  const call = async (method: string, path: string, token: string, body?: unknown) => {
    const res = await fetch(base + path, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, bytes: text.length, text };
  };

  console.log(`\n${'route'.padEnd(44)} SQL  status    bytes  single ms   p50 ms   p99 ms  errors (c=${CONCURRENCY}, n=${REQUESTS})`);
  for (const [method, path, token, body] of routes) {
    const first = await call(method, path, token, body);
    const statements = last;
    const singles: number[] = [];
    for (let i = 0; i < 5; i++) {
      const s = performance.now();
      await call(method, path, token, body);
      singles.push(performance.now() - s);
    }
    const times: number[] = [];
    const errors: Record<string, number> = {};
    let next = 0;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < REQUESTS) {
          next++;
          const s = performance.now();
          const r = await call(method, path, token, body).catch((err: unknown) => ({ status: `${(err as Error & { cause?: { code?: string } }).cause?.code ?? 'network'}` }));
          times.push(performance.now() - s);
          if (typeof r.status !== 'number' || r.status >= 400) errors[r.status] = (errors[r.status] ?? 0) + 1;
        }
      }),
    );
    times.sort((a, b) => a - b);
    singles.sort((a, b) => a - b);
    const label = `${method} ${path.replace(clientId, '{id}').replace(writeSession.id, '{id}')}`;
    console.log(
      `${label.padEnd(44)} ${String(statements).padStart(3)}  ${String(first.status).padStart(6)} ${String(first.bytes).padStart(8)} ${pct(singles, 0.5).toFixed(1).padStart(10)} ${pct(times, 0.5).toFixed(1).padStart(8)} ${pct(times, 0.99).toFixed(1).padStart(8)}  ${
        Object.entries(errors)
          .map(([k, n]) => `${n}×${k}`)
          .join(' ') || 0
      }${first.status >= 400 ? ` ${first.text.slice(0, 120)}` : ''}`,
    );
  }
  await new Promise<void>((r) => server.close(() => r()));
  await db.close();
}
