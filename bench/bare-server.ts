// The bare-HTTP ceiling: a plain node:http server in its own process that answers every request
// with the bytes the parent sends it (one real response body of the route being measured). Its
// req/s under the same autocannon settings is what this machine can do at all, right now.
// With `queries: 1` it first runs one `SELECT 1` on the app's own database through a pg pool of
// the app's size: the ceiling of a route that needs one round trip to the database and nothing
// else (the "1-SQL ceiling" column; docs/performance.md).
import http from 'node:http';
import pg from 'pg';

let reply = { status: 200, contentType: 'application/json; charset=utf-8', body: Buffer.from('{}') };
let queries = 0;
let pool: pg.Pool | undefined;

type Message = { status: number; contentType: string; body: string } | { databaseUrl: string; poolMax: number; queries: number };

process.on('message', (m: Message) => {
  if ('databaseUrl' in m) {
    if (!pool) {
      pool = new pg.Pool({ connectionString: m.databaseUrl, max: m.poolMax });
      pool.on('error', () => {});
    }
    queries = m.queries;
  } else {
    reply = { status: m.status, contentType: m.contentType, body: Buffer.from(m.body) };
  }
  process.send?.({ ok: true });
});

async function roundTrips() {
  for (let i = 0; i < queries; i++) await pool!.query('SELECT 1');
}

const server = http.createServer((req, res) => {
  // Read the request body like the app does, then answer.
  req.resume();
  req.on('end', () => {
    const answer = () => {
      res.writeHead(reply.status, { 'content-type': reply.contentType, 'content-length': reply.body.length });
      res.end(reply.body);
    };
    if (queries === 0) answer();
    else roundTrips().then(answer, () => res.writeHead(503).end());
  });
});
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  process.send?.({ port: typeof address === 'object' && address ? address.port : 0 });
});
process.on('SIGTERM', () => process.exit(0));
process.on('disconnect', () => process.exit(0));
