// The drill's row for issue 30 item 1: an idempotent write held past its deadline by a table lock
// (REQUEST_TIMEOUT_MS=1500, `LOCK TABLE "FitnessTest" IN EXCLUSIVE MODE` for 4 s) answers a whole
// 503 with Retry-After, and the client's retries with the same Idempotency-Key, once the lock is
// gone, make exactly one row (docs/offline.md, "The idempotency contract"). It runs its own
// server, since the short deadline would disturb the other rows.
import http from 'node:http';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { socketDirFor } from '#server/db/embedded-postgres';
import { createPgDatabase, startServer } from './server.ts';

export interface DeadlineRow {
  check: string;
  held: boolean;
  detail: string;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
type Answer = { status: number; text: string; headers?: http.IncomingHttpHeaders };

/** One request with its answer's headers (an answer without a status line is a parse error: status 0). */
function send(url: string, o: { method: string; token?: string; body?: unknown; headers?: Record<string, string> }): Promise<Answer> {
  return new Promise((resolve) => {
    const payload = o.body === undefined ? undefined : JSON.stringify(o.body);
    const req = http.request(
      url,
      {
        method: o.method,
        timeout: 30_000,
        headers: {
          ...o.headers,
          ...(o.token ? { authorization: `Bearer ${o.token}` } : {}),
          ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString(), headers: res.headers }));
        res.on('error', (err) => resolve({ status: 0, text: err.message }));
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', (err) => resolve({ status: 0, text: err.message }));
    req.end(payload);
  });
}

/** `adminUrl` names a PostgreSQL server to make a fresh database on; without it, the embedded one. */
export async function idempotentDeadline(port: number, adminUrl?: string): Promise<DeadlineRow> {
  const database = adminUrl ? await createPgDatabase(adminUrl) : undefined;
  const databaseUrl = database?.url;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'spotter-drill-deadline-'));
  const s = await startServer({ port, databaseUrl, env: { DATA_DIR: dataDir, REQUEST_TIMEOUT_MS: '1500' } });
  const lockUrl = databaseUrl ?? `postgresql://postgres@localhost/spotter?host=${encodeURIComponent(socketDirFor(path.join(dataDir, 'pg')))}`;
  const call = (method: string, p: string, o: { token?: string; body?: unknown; headers?: Record<string, string> } = {}) => send(`${s.url}${p}`, { method, ...o });
  const must = async (method: string, p: string, o: { token?: string; body?: unknown } = {}) => {
    for (let i = 0; ; i++) {
      const res = await call(method, p, o);
      if ((res.status === 200 && res.text) || i >= 60) return JSON.parse(res.text || '{}') as Record<string, unknown>;
      await sleep(1000);
    }
  };
  const locker = new pg.Client({ connectionString: lockUrl });
  try {
    // A client of the demo coach, signed in through an access link as the phone would be.
    const { token: coachToken } = (await must('POST', '/api/auth/login', { body: { email: s.email, password: s.password } })) as { token: string };
    const client = (await must('POST', '/api/clients', { token: coachToken, body: { firstName: 'Deadline' } })) as { id: string };
    const link = (await must('POST', `/api/clients/${client.id}/access-token`, { token: coachToken, body: {} })) as { token: string };
    const { token } = (await must('POST', '/api/auth/link-session', { body: { token: link.token } })) as { token: string };

    await locker.connect();
    await locker.query('BEGIN');
    await locker.query('LOCK TABLE "FitnessTest" IN EXCLUSIVE MODE');
    const unlock = sleep(4000).then(() => locker.query('COMMIT'));
    const key = `drill-deadline-${Date.now()}`;
    const body = { testName: 'Drill deadline', result: '42' };
    const create = () => call('POST', '/api/fitness-tests', { token, body, headers: { 'idempotency-key': key } });
    const first = await create();
    await unlock;
    // Retried as the offline queue would, until an answer other than 409/503 (at most 30 tries).
    const retries: number[] = [];
    let last: Answer = first;
    for (let i = 0; i < 30 && (last.status === 409 || last.status === 503 || last.status === 0); i++) {
      await sleep(500);
      last = await create();
      retries.push(last.status);
    }
    const list = await must('GET', '/api/fitness-tests', { token });
    const rows = (Array.isArray(list) ? list : []).filter((x) => (x as { testName?: string }).testName === body.testName).length;
    const retryAfter = first.headers?.['retry-after'];
    return {
      check: 'idempotent write held 4 s by a table lock past a 1.5 s deadline, retried with its key',
      held: first.status === 503 && retryAfter !== undefined && last.status === 200 && rows === 1,
      detail: `first ${first.status || first.text} (Retry-After ${retryAfter ?? 'none'}); retries ${retries.join(' ')}; rows ${rows}`,
    };
  } finally {
    await locker.end().catch(() => {});
    await s.stop();
    await database?.drop();
  }
}
