// The load benchmark (docs/performance.md): seeds a coach with 200 clients through the real
// server in its own process, then drives each key route with autocannon (50 connections, 8 s)
// and prints req/s, p50, p99, errors, SQL statements per request, the ratio to the bare-HTTP
// ceiling measured in the same run, the server's peak RSS, and the team's targets ✓/✗.
// Embedded database by default; PostgreSQL when BENCH_DATABASE_URL is set (a fresh database is
// created there and dropped afterwards, unless BENCH_KEEP_DATABASE=1). Figures, not a test.
//
// The app runs compiled (tsconfig.bench.json), as npm start runs it; BENCH_TSX=1 runs it through tsx.
// BENCH_CPU_PROF=<dir> writes a CPU profile of the server per loaded route into <dir>.
//
//   npm run bench -- load [--duration 8] [--connections 50] [--clients 200] [--routes a,b] [--single] [--history-weeks 46]
// --seed-times: also print the seeding calls by route. --single: only the unloaded pass (median of 20 sequential calls per route), e.g. at --clients 1000. --history-weeks: weeks of each client's history imported before the program (0: none).
import { readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import { pgValue, type BareStatement, type PlanCount } from './replay.ts';
import { bareStatementPlans, compileBenchServer, cpuTicks, memoryOf, sampleRss, setBareReply, setBareStatements, startChild, type Child } from './load-procs.ts';
import { buildRoutes, revalidating, type Route } from './load-routes.ts';
import { HISTORY_WEEKS } from './load-seed-history.ts';
import { callTimes, seedCoach, seedRetries } from './load-seed.ts';
import { checkInRoutes, seedCheckIns } from './load-seed-check-ins.ts';

/** The V8 flags `npm start` runs the server with (package.json "start"), given to the server under test too. */
const SERVER_NODE_FLAGS: string[] =
  (JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../package.json'), 'utf8')) as { scripts: { start: string } }).scripts.start.match(/--[a-z-]+=\d+/g) ?? [];

/** Linux's USER_HZ: the unit of a process's CPU times in /proc/<pid>/stat. */
const CLOCK_TICKS_PER_S = 100;
const STATEMENTS_HEADER = 'x-bench-sql-statements'; // set by bench/server.ts
const KEEP_HEADER = 'x-bench-keep-statements'; // bench/server.ts keeps that request's statements
const TARGET = { readP99Pg: 50, readP99Embedded: 100, writeP99: 150, readStatements: 5, ratioPg: 0.1, rssMb: 400, singleMs: 100 };

interface Options {
  duration: number;
  connections: number;
  clients: number;
  routes?: string[];
  single: boolean;
  /** Print the seeding calls' count and mean time by route. */
  seedTimes: boolean;
  /** Weeks of imported history per client before the program (load-seed-history.ts); 0 for none. */
  historyWeeks: number;
}

function num(v: unknown, name: string) {
  const n = Number(v);
  if (!Number.isFinite(n) || n <= 0) throw new Error(`--${name} must be a positive number`);
  return n;
}

function options(): Options {
  const { values } = parseArgs({
    args: process.argv.slice(2).filter((a) => a !== 'load'),
    options: {
      duration: { type: 'string', default: '8' },
      connections: { type: 'string', default: '50' },
      clients: { type: 'string', default: '200' },
      routes: { type: 'string' },
      single: { type: 'boolean', default: false },
      'seed-times': { type: 'boolean', default: false },
      'history-weeks': { type: 'string', default: String(HISTORY_WEEKS) },
    },
    strict: false,
  });
  return {
    duration: num(values.duration, 'duration'),
    connections: num(values.connections, 'connections'),
    clients: num(values.clients, 'clients'),
    routes: typeof values.routes === 'string' ? values.routes.split(',').map((r) => r.trim()) : undefined,
    single: values.single === true,
    seedTimes: values['seed-times'] === true,
    historyWeeks: values['history-weeks'] === '0' ? 0 : num(values['history-weeks'], 'history-weeks'),
  };
}

type BenchDatabase = Awaited<ReturnType<typeof freshPostgres>>;

/** A fresh database on the BENCH_DATABASE_URL server, dropped by `drop()`. */
async function freshPostgres(url: string) {
  const name = `spotter_bench_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const u = new URL(url);
  u.pathname = `/${name}`;
  return {
    url: u.toString(),
    async activeQueries() {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      const r = await c.query<{ n: string }>(`SELECT count(*) AS n FROM pg_stat_activity WHERE datname = $1 AND state = 'active'`, [name]);
      await c.end();
      return Number(r.rows[0]?.n ?? 0);
    },
    async drop() {
      // BENCH_KEEP_DATABASE=1 leaves it for EXPLAIN ANALYZE and ad-hoc queries (drop it yourself).
      if (process.env.BENCH_KEEP_DATABASE === '1') return console.log(`kept the bench database ${name}`);
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

const fmt = (n: number, digits = 0) => (Number.isFinite(n) ? n.toFixed(digits) : '–');
const mark = (ok: boolean) => (ok ? '✓' : '✗');

export default async function loadBench() {
  const o = options();
  const pgUrl = process.env.BENCH_DATABASE_URL;
  const dataDir = await mkdtemp(path.join(tmpdir(), 'spotter-bench-'));
  const database = pgUrl ? await freshPostgres(pgUrl) : undefined;
  const kind = database ? 'PostgreSQL' : 'embedded';
  const env = {
    ...process.env,
    DATA_DIR: dataDir,
    DATABASE_URL: database?.url ?? '',
    SEED_DEMO: 'false',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
    APP_SECRET: 'bench-secret-bench-secret-bench-secret-00',
  };
  const children: Child[] = [];
  try {
    // Compiled, as npm start runs the product; BENCH_TSX=1 runs it through the tsx loader instead.
    // The app runs with the V8 flags `npm start` gives it (the numeric --flags of package.json's start);
    // BENCH_NODE_FLAGS replaces them to try others ("none": Node's defaults).
    const flagsWanted = process.env.BENCH_NODE_FLAGS?.trim();
    const nodeFlags = !flagsWanted ? SERVER_NODE_FLAGS : flagsWanted === 'none' ? [] : flagsWanted.split(/\s+/);
    console.log(`server node flags: ${nodeFlags.join(' ') || '(none)'}`);
    const app = await startChild(process.env.BENCH_TSX === '1' ? 'server.ts' : compileBenchServer(), env, nodeFlags);
    children.push(app);
    const seeded = await seedCoach(app.url, o.clients, undefined, o.historyWeeks);
    console.log(
      `\n${kind} database; 1 coach, ${o.clients} clients, ${seeded.sessions} workout sessions (${o.historyWeeks} weeks of history imported); seeded through the API in ${fmt(seeded.seconds, 1)} s` +
        ` (server RSS ${fmt(memoryOf(app.proc.pid!).rss)} MB)`,
    );
    if (seedRetries.length) console.log(`  ${seedRetries.length} seeding calls answered 5xx and were retried: ${[...new Set(seedRetries)].join(', ')}`);
    if (o.seedTimes) {
      for (const [call, t] of Object.entries(callTimes)) console.log(`  seed ${call.padEnd(40)} ${String(t.n).padStart(6)} calls, mean ${fmt(t.ms / t.n, 1)} ms`);
    }
    const checkIns = await seedCheckIns(app.url, (await stats(app)).databaseUrl, seeded);
    console.log(`check-ins: ${checkIns.submissions} sent check-ins, a year of daily weights and habit ticks; written in ${fmt(checkIns.seconds, 1)} s`);
    // A settled database: autovacuum would vacuum and analyse the freshly seeded tables within a
    // minute or two, and until it has, the planner estimates a few dozen sessions where there are
    // thousands (docs/performance.md, "Planner statistics in the bench"). Doing it now gives every
    // route the same statistics whatever its place in the route list; BENCH_NO_ANALYZE=1 skips it.
    if (process.env.BENCH_NO_ANALYZE !== '1') await vacuumAnalyze(app);
    const wanted = [...buildRoutes(seeded), ...checkInRoutes(seeded, checkIns)].filter((r) => !o.routes || o.routes.some((want) => want === r.name || want === `${r.method} ${r.name}`));
    const routes = await revalidating(wanted, async (r) => (await fetch(`${app.url}/api${r.path}`, { headers: { authorization: `Bearer ${r.token}` } })).headers.get('etag'));
    // Unloaded latency first (it is also the ≤ 100 ms check), then, unless --single, under load.
    await singleRequests(app, routes, kind);
    if (!o.single) {
      const bare = await startChild('bare-server.ts', { ...process.env });
      children.push(bare);
      await underLoad(app, bare, routes, o, kind, database);
    }
  } finally {
    await Promise.all(children.map((c) => c.stop()));
    await database?.drop().catch((err: unknown) => console.error('could not drop the bench database:', err));
    await rm(dataDir, { recursive: true, force: true });
  }
}

async function send(url: string, route: Route, extraHeaders: Record<string, string> = {}) {
  const r = route.next();
  const t0 = performance.now();
  const res = await fetch(`${url}/api${r.path}`, {
    method: route.method,
    headers: { authorization: `Bearer ${r.token}`, ...r.headers, ...extraHeaders, ...(r.body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: r.body === undefined ? undefined : JSON.stringify(r.body),
  });
  const body = await res.text();
  return { ms: performance.now() - t0, status: res.status, body, contentType: res.headers.get('content-type') ?? 'application/json', statements: Number(res.headers.get(STATEMENTS_HEADER)) };
}

/** A revalidating route's 304s (the bare server answers its sample's 304 too). */
const notModifiedOf = (route: Route, r: autocannon.Result) => (route.revalidate ? (r.statusCodeStats?.['304']?.count ?? 0) : 0);

/** The 1-SQL ceiling's one statement. */
const SELECT_1: BareStatement = { sql: 'SELECT 1', args: [], argTypes: [] };
/** Real requests whose statements the own-SQL ceiling replays in turn (each route rotates clients or tokens). */
const OWN_SAMPLES = 10;

/** The statements the app sent for `OWN_SAMPLES` requests of a read, one list per request (bench/server.ts keeps them). */
async function ownStatements(app: Child, route: Route): Promise<BareStatement[][]> {
  const requests: BareStatement[][] = [];
  for (let i = 0; i < OWN_SAMPLES; i++) {
    await send(app.url, route, { [KEEP_HEADER]: '1' });
    requests.push((await (await fetch(`${app.url}/__bench/kept`)).json()) as BareStatement[]);
  }
  // A route that sent nothing (a shared or cached read) has no SQL of its own to replay.
  return requests.filter((r) => r.length > 0);
}

/**
 * BENCH_EXPLAIN=<dir>: writes `EXPLAIN (ANALYZE, BUFFERS)` of a read's own statements (those of
 * its first kept request) to <dir>/<route>.txt, on the seeded data, after the loaded run, and the
 * statements themselves to <dir>/<route>.json (to replay them by hand).
 */
async function explainOwn(databaseUrl: string, route: Route, statements: BareStatement[]) {
  const dir = process.env.BENCH_EXPLAIN;
  if (!dir) return;
  await mkdir(dir, { recursive: true });
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const plans: string[] = [];
    for (const s of statements) {
      const { rows } = await client.query<{ 'QUERY PLAN': string }>(
        `EXPLAIN (ANALYZE, BUFFERS) ${s.sql}`,
        s.args.map((a, i) => pgValue(a, s.argTypes[i])),
      );
      plans.push(`${s.sql.trim()}\n\n${rows.map((r) => r['QUERY PLAN']).join('\n')}`);
    }
    const file = path.join(dir, `${route.method}-${route.name}`.replace(/[^a-z0-9.-]+/gi, '_'));
    await writeFile(`${file}.txt`, `${plans.join('\n\n----\n\n')}\n`);
    await writeFile(`${file}.json`, JSON.stringify(statements));
  } finally {
    await client.end();
  }
}

/** Unloaded latency: the median of 20 sequential calls after 3 warm-ups. */
async function singleRequests(app: Child, routes: Route[], kind: string) {
  console.log(`\nSingle requests (${kind}), median of 20 sequential calls; target ≤ ${TARGET.singleMs} ms, reads ≤ ${TARGET.readStatements} SQL`);
  console.log(`${'route'.padEnd(30)} ${'median ms'.padStart(9)} ${'max ms'.padStart(8)} ${'SQL'.padStart(4)}  status  target`);
  for (const route of routes) {
    for (let i = 0; i < 3; i++) await send(app.url, route);
    const runs = [];
    for (let i = 0; i < 20; i++) runs.push(await send(app.url, route));
    const times = runs.map((r) => r.ms).toSorted((a, b) => a - b);
    const median = (times[9]! + times[10]!) / 2;
    const statements = Math.max(...runs.map((r) => r.statements));
    const bad = runs.filter((r) => r.status >= 400).length;
    const ok = median <= TARGET.singleMs && bad === 0 && (route.kind === 'write' || statements <= TARGET.readStatements);
    console.log(
      `${`${route.method} ${route.name}`.padEnd(30)} ${fmt(median, 1).padStart(9)} ${fmt(times.at(-1)!, 1).padStart(8)} ${String(statements).padStart(4)}  ${bad ? `${bad} err` : 'ok'.padEnd(6)}  ${mark(ok)}`,
    );
  }
  const mem = memoryOf(app.proc.pid!);
  console.log(`server RSS ${fmt(mem.rss)} MB, peak ${fmt(mem.peak)} MB`);
}

function cannon(url: string, route: Route, o: Options): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url,
        connections: o.connections,
        duration: o.duration,
        timeout: 10,
        requests: [
          {
            method: route.method,
            setupRequest: (req) => {
              const r = route.next();
              return {
                ...req,
                method: route.method,
                path: `/api${r.path}`,
                headers: { authorization: `Bearer ${r.token}`, ...r.headers, ...(r.body === undefined ? {} : { 'content-type': 'application/json' }) },
                body: r.body === undefined ? undefined : JSON.stringify(r.body),
              };
            },
          },
        ],
      },
      (err, result) => (err ? reject(err) : resolve(result)),
    );
  });
}

type Stats = {
  requests: number;
  statements: number;
  status5xx: number;
  databaseUrl: string;
  poolMax: number;
  memory: { rss: number; heapTotal: number; heapUsed: number; external: number; arrayBuffers: number };
};
/** VACUUM (ANALYZE) of the app's database, as autovacuum would do after the seed. */
async function vacuumAnalyze(app: Child) {
  const client = new pg.Client({ connectionString: (await stats(app)).databaseUrl });
  await client.connect();
  try {
    const started = performance.now();
    await client.query('VACUUM (ANALYZE)');
    console.log(`vacuumed and analysed the seeded database in ${fmt((performance.now() - started) / 1000, 1)} s`);
  } finally {
    await client.end();
  }
}

const stats = async (app: Child) => (await (await fetch(`${app.url}/__bench/stats`)).json()) as Stats;

/**
 * Waits until the server is idle: under 10% of a core for a whole second, and on PostgreSQL no
 * query of the bench database still running (at most 5 min).
 * Returns the seconds it was still busy.
 */
async function drain(app: Child, database?: BenchDatabase): Promise<number> {
  const pid = app.proc.pid!;
  const t0 = performance.now();
  let busyUntil = t0;
  let ticks = cpuTicks(pid);
  while (performance.now() - t0 < 300_000) {
    await new Promise((r) => setTimeout(r, 500));
    const now = cpuTicks(pid);
    if (now - ticks > 5 || (database && (await database.activeQueries()) > 0)) busyUntil = performance.now();
    else if (performance.now() - busyUntil >= 1000) break;
    ticks = now;
  }
  return (busyUntil - t0) / 1000;
}

async function underLoad(app: Child, bare: Child, routes: Route[], o: Options, kind: string, database?: BenchDatabase) {
  const pgDb = kind === 'PostgreSQL';
  const readP99 = pgDb ? TARGET.readP99Pg : TARGET.readP99Embedded;
  console.log(
    `\nUnder load (${kind}): ${o.connections} connections, ${o.duration} s per route; the ceiling is a bare node:http server answering the same bytes;` +
      `\nthe 1-SQL ceiling is the same server running one SELECT 1 on the app's database (a pool of the app's size) before each answer;` +
      `\nthe own-SQL ceiling (reads) runs the statements the app sent for ${OWN_SAMPLES} real requests of the route instead, rows received as text;` +
      `\nCPU µs is the server process's CPU time (user and system) per answered request.` +
      `\nTargets: reads p99 ≤ ${readP99} ms${pgDb ? `, ≥ ${TARGET.ratioPg}× ceiling` : ''}, ≤ ${TARGET.readStatements} SQL; writes p99 ≤ ${TARGET.writeP99} ms; 0 errors; RSS ≤ ${TARGET.rssMb} MB`,
  );
  const head = ['route', 'req/s', 'p50 ms', 'p99 ms', 'errors', '5xx', 'SQL/req', 'CPU µs', 'ceiling', 'ratio', '1-SQL ceil', 'ratio', 'own-SQL ceil', 'ratio', 'RSS MB', 'target'];
  const widths = [30, 7, 7, 7, 7, 5, 8, 7, 8, 7, 10, 7, 12, 7, 7, 6];
  const { databaseUrl, poolMax } = await stats(app);
  const row = (cells: string[]) => console.log(cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join(' '));
  row(head);
  let peakRss = 0;
  for (const route of routes) {
    // One real response of the route: the bytes the bare server answers with.
    const sample = await send(app.url, route);
    await setBareReply(bare, { status: sample.status, contentType: sample.contentType, body: sample.body });
    const ceiling = await cannon(bare.url, route, o);
    await setBareStatements(bare, { databaseUrl, poolMax, requests: [[SELECT_1]] });
    const sqlCeiling = await cannon(bare.url, route, o);
    await setBareStatements(bare, { databaseUrl, poolMax, requests: [] });

    await fetch(`${app.url}/__bench/reset`, { method: 'POST' });
    const stopSampling = sampleRss(app.proc.pid!);
    await fetch(`${app.url}/__bench/profile/start`, { method: 'POST' });
    const ticksBefore = cpuTicks(app.proc.pid!);
    const r = await cannon(app.url, route, o);
    const ticksDuring = cpuTicks(app.proc.pid!) - ticksBefore;
    await fetch(`${app.url}/__bench/profile/stop?name=${encodeURIComponent(`${route.method}-${route.name}`)}`, { method: 'POST' });
    const rss = stopSampling();
    peakRss = Math.max(peakRss, rss);
    const tally = await stats(app);
    // Requests autocannon gave up on (or answered too late) are still being worked through;
    // let them finish so they do not slow the next route or its ceiling, and say how long.
    const backlog = await drain(app, database);
    // A read's own statements, replayed: what any server that must run this SQL could do. Taken
    // after the loaded run, so they are the steady state's (every token of the rotation already
    // signed in). Not for writes, whose replay would write (and conflict) again and again.
    const own = route.kind === 'read' ? await ownStatements(app, route) : undefined;
    let ownCeiling: Awaited<ReturnType<typeof cannon>> | undefined;
    // Statements PostgreSQL planned anew on most calls (a generic plan it judged worse than a custom one).
    let replanned: string[] = [];
    if (own && own.length > 0) {
      await explainOwn(databaseUrl, route, own[0]!);
      await setBareStatements(bare, { databaseUrl, poolMax, requests: own });
      ownCeiling = await cannon(bare.url, route, o);
      replanned = (await bareStatementPlans(bare)).filter((p) => own.some((request) => request.some((st) => st.sql === p.sql)) && p.custom > p.generic).map((p) => p.sql);
      await setBareStatements(bare, { databaseUrl, poolMax, requests: [] });
    }

    const answered = r.requests.total > 0;
    const perRequest = tally.requests ? tally.statements / tally.requests : NaN;
    // The server's own CPU per answered request: steadier than req/s on a machine whose other
    // tenants come and go, so the column to compare two builds by (docs/performance.md).
    const cpuPerRequest = tally.requests ? (ticksDuring * (1_000_000 / CLOCK_TICKS_PER_S)) / tally.requests : NaN;
    // A revalidating route's 304s are its answers, not errors.
    const notModified = notModifiedOf(route, r);
    const errors = r.errors + r.timeouts + r.non2xx - notModified;
    const ratio = r.requests.average / ceiling.requests.average;
    const p99Target = route.kind === 'read' ? readP99 : TARGET.writeP99;
    const ok =
      answered && r.latency.p99 <= p99Target && errors === 0 && (route.kind === 'write' || perRequest <= TARGET.readStatements) && (!pgDb || route.kind === 'write' || ratio >= TARGET.ratioPg);
    row([
      `${route.method} ${route.name}`,
      fmt(r.requests.average),
      answered ? fmt(r.latency.p50) : '–',
      answered ? fmt(r.latency.p99) : '–',
      String(errors),
      String(r['5xx']),
      fmt(perRequest, 1),
      fmt(cpuPerRequest),
      fmt(ceiling.requests.average),
      `${fmt(ratio, 3)}×`,
      fmt(sqlCeiling.requests.average),
      `${fmt(r.requests.average / sqlCeiling.requests.average, 2)}×`,
      // A replay that failed (its bare server answered 503) measures nothing: say so.
      own?.length === 0 ? 'no SQL' : !ownCeiling ? '–' : ownCeiling.non2xx > notModifiedOf(route, ownCeiling) ? 'failed' : fmt(ownCeiling.requests.average),
      ownCeiling && ownCeiling.non2xx === notModifiedOf(route, ownCeiling) ? `${fmt(r.requests.average / ownCeiling.requests.average, 2)}×` : '–',
      fmt(rss),
      mark(ok),
    ]);
    if (!answered) console.log(`${''.padEnd(30)} (no answer arrived within the run)`);
    if (replanned.length > 0) {
      console.log(`${''.padEnd(30)} (PostgreSQL plans ${replanned.length} of its statements anew on most calls: docs/performance.md, "Plans made on every call")`);
      for (const sql of replanned) console.log(`${''.padEnd(32)}${sql.replace(/\s+/g, ' ').trim().slice(0, 110)}…`);
    }
    if (backlog > 3) console.log(`${''.padEnd(30)} (the server was still busy for ${fmt(backlog, 1)} s after the run)`);
  }
  const mem = memoryOf(app.proc.pid!);
  const { memory } = await stats(app);
  console.log(`server memory now: RSS ${memory.rss} MB = V8 heap ${memory.heapTotal} MB (${memory.heapUsed} MB used) + external ${memory.external} MB + code, stacks and native (rest)`);
  console.log(`server peak RSS under load ${fmt(peakRss)} MB (VmHWM since start ${fmt(mem.peak)} MB) ${mark(mem.peak <= TARGET.rssMb)} ≤ ${TARGET.rssMb} MB`);
  // Over the whole run, seeding included: the statements PostgreSQL planned anew on most calls.
  const replanned = (await (await fetch(`${app.url}/__bench/replanned`)).json()) as PlanCount[];
  console.log(`statements PostgreSQL planned anew on most calls (docs/performance.md, "Plans made on every call"): ${replanned.length || 'none'}`);
  for (const r of replanned) console.log(`  ${r.custom} custom / ${r.generic} generic plans: ${r.sql.replace(/\s+/g, ' ').trim().slice(0, 150)}…`);
}
