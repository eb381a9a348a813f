// The bare-HTTP ceiling: a plain node:http server in its own process that answers every request
// with the bytes the parent sends it (one real response body of the route being measured). Its
// req/s under the same autocannon settings is what this machine can do at all, right now.
// Given statements, it first sends them on the app's own database through a pg pool of the app's
// size, one after the other, as named (prepared) statements as the app sends them, and receives
// their rows as text without parsing any value:
// - one `SELECT 1`: the ceiling of a route that needs one round trip and nothing else (the
//   "1-SQL ceiling" column);
// - the route's own statements, as the app sent them for a few real requests (request i replays
//   the statements of capture i mod n): the ceiling of any server that must run this route's SQL
//   (the "own-SQL ceiling" column; docs/performance.md, "The own-SQL ceiling").
import http from 'node:http';
import pg from 'pg';
import { pgValue, type BareStatement, type PlanCount } from './replay.ts';

let reply = { status: 200, contentType: 'application/json; charset=utf-8', body: Buffer.from('{}') };
let requests: BareStatement[][] = [];
let pool: pg.Pool | undefined;

type Message = { status: number; contentType: string; body: string } | { databaseUrl: string; poolMax: number; requests: BareStatement[][] } | { plans: true };

/** How PostgreSQL planned each replayed statement on one of the pool's connections (pg_prepared_statements). */
async function planCounts(): Promise<PlanCount[]> {
  if (!pool) return [];
  const { rows } = await pool.query<{ name: string; generic: string; custom: string }>(
    `SELECT name, generic_plans AS generic, custom_plans AS custom FROM pg_prepared_statements WHERE name LIKE 'bare_%'`,
  );
  const byName = new Map([...names].map(([sql, name]) => [name, sql]));
  return rows.flatMap((r) => (byName.has(r.name) ? [{ sql: byName.get(r.name)!, generic: Number(r.generic), custom: Number(r.custom) }] : []));
}

process.on('message', (m: Message) => {
  if ('plans' in m) {
    planCounts().then(
      (plans) => process.send?.({ plans }),
      () => process.send?.({ plans: [] }),
    );
    return;
  }
  if ('databaseUrl' in m) {
    if (!pool) {
      pool = new pg.Pool({ connectionString: m.databaseUrl, max: m.poolMax });
      pool.on('error', () => {});
    }
    requests = m.requests;
  } else {
    reply = { status: m.status, contentType: m.contentType, body: Buffer.from(m.body) };
  }
  process.send?.({ ok: true });
});

// Every statement text gets one name, as the app names its statements (src/server/db/statement-names.ts).
const names = new Map<string, string>();
const nameOf = (sql: string) => names.get(sql) ?? names.set(sql, `bare_${names.size + 1}`).get(sql)!;
// Rows arrive as text: nothing is parsed, so this is the least any server must do with them.
const asText = { getTypeParser: () => (value: string) => value };

let served = 0;
async function run(statements: BareStatement[]) {
  for (const s of statements) {
    await pool!.query({ name: nameOf(s.sql), text: s.sql, values: s.args.map((a, i) => pgValue(a, s.argTypes[i])), rowMode: 'array', types: asText });
  }
}

const server = http.createServer((req, res) => {
  // Read the request body like the app does, then answer.
  req.resume();
  req.on('end', () => {
    const answer = () => {
      res.writeHead(reply.status, { 'content-type': reply.contentType, 'content-length': reply.body.length });
      res.end(reply.body);
    };
    if (requests.length === 0) answer();
    else run(requests[served++ % requests.length]!).then(answer, () => res.writeHead(503).end());
  });
});
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  process.send?.({ port: typeof address === 'object' && address ? address.port : 0 });
});
process.on('SIGTERM', () => process.exit(0));
process.on('disconnect', () => process.exit(0));
