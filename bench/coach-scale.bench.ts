// The screens a coach and a client open most, measured at two roster sizes. For each call it
// prints latency and the number of SQL statements one request makes: the statement count must
// not grow with the number of clients (no query per row), and latency should grow far less
// than linearly. Built through the REST API itself, so the data has the shape real use makes.
import { benchServer, measure } from './lib.ts';

const ROSTERS = [10, 100];

export default async function coachScaleBench() {
  for (const clients of ROSTERS) {
    const s = await benchServer({ countQueries: true });
    const api = async (method: string, p: string, token: string, body?: unknown) => {
      const res = await fetch(`${s.url}/api${p}`, {
        method,
        headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const json = (await res.json()) as Record<string, unknown>;
      if (!res.ok) throw new Error(`${method} ${p}: ${res.status} ${JSON.stringify(json)}`);
      return json;
    };
    const reg = await fetch(`${s.url}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: `scale${clients}@example.com`, password: 'bench-password', role: 'COACH', firstName: 'Scale', lastName: 'Coach' }),
    }).then((r) => r.json() as Promise<{ token: string }>);
    const coach = reg.token;

    // A library of 6 exercises, two plans of 5 exercises, a two-week program of 4 workouts.
    const exercises: string[] = [];
    for (let i = 0; i < 6; i++) exercises.push(String((await api('POST', '/exercises', coach, { name: `Exercise ${i}`, category: 'Cardio' })).id));
    const plans: string[] = [];
    for (let p = 0; p < 2; p++) {
      const plan = String((await api('POST', '/plans', coach, { name: `Plan ${p}` })).id);
      for (let i = 0; i < 5; i++) {
        await api('POST', '/plan-exercises', coach, {
          planId: plan,
          exerciseId: exercises[(i + p) % exercises.length],
          orderIndex: i,
          columnData: { col1: '3', col2: '10', col3: '40 kg', col4: '60 s', col5: '7', col6: '' },
        });
      }
      plans.push(plan);
    }
    const program = await api('POST', '/programs', coach, {
      name: 'Scale Program',
      plans: [
        { planId: plans[0], week: 0, dayOfWeek: 0 },
        { planId: plans[1], week: 0, dayOfWeek: 2 },
        { planId: null, week: 0, dayOfWeek: 4 },
        { planId: plans[0], week: 1, dayOfWeek: 0 },
        { planId: plans[1], week: 1, dayOfWeek: 2 },
      ],
    });

    // Every client started the program a week ago, so each has past, today's and future sessions.
    const start = new Date(Date.now() - 7 * 86_400_000).toISOString().slice(0, 10);
    let clientToken = '';
    for (let c = 0; c < clients; c++) {
      const client = String((await api('POST', '/clients', coach, { firstName: `Client ${c}` })).id);
      await api('POST', '/assignments', coach, { clientId: client, contentType: 'PROGRAM', contentId: program.id, startDate: start });
      if (c === 0) clientToken = String((await api('POST', `/clients/${client}/access-token`, coach)).token);
    }

    console.log(`\n${clients} clients, ${clients * 4} workout sessions, ${clients * 20} session exercises`);
    const calls: [string, string][] = [
      ['GET /api/clients', coach],
      ['GET /api/client-progress', coach],
      ['GET /api/recent-activity', coach],
      ['GET /api/missed-workouts', coach],
      ['GET /api/notifications', coach],
      ['GET /api/workouts/today', clientToken],
      ['GET /api/workout-sessions', clientToken],
    ];
    for (const [call, token] of calls) {
      const [method, p] = call.split(' ') as [string, string];
      const path = p.replace(/^\/api/, '');
      const before = s.queries();
      await api(method, path, token);
      const statements = s.queries() - before;
      await measure(`${call.padEnd(28)} ${String(statements).padStart(3)} SQL`, 30, () => api(method, path, token));
    }
    await s.close();
  }
}
