// Issue 30 item 4: the embedded PostgreSQL died and stayed dead, requests answered 500 (`connect
// ENOENT`, "the database system is starting up") and /health stayed 200. Now the app restarts it
// with back-off; meanwhile requests answer 503 + Retry-After and /ready 503; past
// EMBEDDED_DATABASE_RESTART_LIMIT_MS /health fails too, so that a supervisor restarts the process.
import { rename, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { alive, cleanUp, demoCoach, freePort, postmasterPid, reportAppOnFailure, signIn, startApp, type AppProcess } from './app-process.ts';

const RESTART_LIMIT_MS = 3000;
let dataDir = '';
let app: AppProcess;
let url = '';
let token = '';

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'spotter-heal-'));
  app = startApp({ dataDir, port: await freePort(), env: { EMBEDDED_DATABASE_RESTART_LIMIT_MS: String(RESTART_LIMIT_MS), LOG_LEVEL: 'info' } });
  url = await app.listening;
  token = await signIn(url, demoCoach(app));
}, 180_000);
reportAppOnFailure(() => ({ app, dataDir }));
afterAll(async () => {
  await cleanUp(app, dataDir);
  await rm(dataDir, { recursive: true, force: true });
});

/** A read that needs the database (the token itself may be remembered for a few seconds). */
const read = () => fetch(`${url}/api/exercises`, { headers: { authorization: `Bearer ${token}` } });
const status = async (p: string) => (await fetch(`${url}${p}`)).status;

it('a postmaster that is stopped and cannot start again: 503 + Retry-After, /ready 503, then /health 503; back once it can', async () => {
  // Without PG_VERSION PostgreSQL refuses to start: every restart fails until it is back.
  const version = path.join(dataDir, 'pg', 'PG_VERSION');
  await rename(version, `${version}.away`);
  const postmaster = postmasterPid(dataDir);
  // A fast shutdown, as pg_ctl stop does: the socket file goes too (connect ENOENT).
  process.kill(postmaster, 'SIGINT');
  await expect.poll(() => alive(postmaster), { timeout: 20_000, interval: 50 }).toBe(false);

  const during = await read();
  expect(during.status).toBe(503);
  expect(during.headers.get('retry-after')).toBe('5');
  expect(((await during.json()) as { error?: unknown }).error).toEqual(expect.any(String));
  expect(await status('/ready')).toBe(503);
  // Past the limit, liveness fails: restarting the process is what is left.
  await expect.poll(() => status('/health'), { timeout: RESTART_LIMIT_MS + 15_000, interval: 200 }).toBe(503);
  expect((await read()).status).toBe(503);

  await rename(`${version}.away`, version);
  // The next attempt comes within the 5 s back-off cap; a start on a loaded machine can take long.
  await expect.poll(() => status('/ready'), { timeout: 55_000, interval: 200 }).toBe(200);
  // The supervisor notices the new postmaster a moment after PostgreSQL accepts connections.
  await expect.poll(() => status('/health'), { timeout: 5000, interval: 50 }).toBe(200);
  expect((await read()).status).toBe(200);
  // PostgreSQL's own reason, quoted in the warning an operator reads.
  expect(app.output()).toMatch(/restarting the embedded PostgreSQL failed \(attempt 1\): The embedded PostgreSQL exited while starting \(code 1\): .+ is not a valid data directory; see /);
  expect(app.output()).toMatch(/the embedded PostgreSQL runs again \(restarted after \d+ ms, attempt \d+\)/);
}, 120_000);

it('a postmaster killed with kill -9 is restarted; nothing but 200 or 503 + Retry-After meanwhile', async () => {
  const postmaster = postmasterPid(dataDir);
  process.kill(postmaster, 'SIGKILL');
  const answers: string[] = [];
  await expect
    .poll(
      async () => {
        const res = await read();
        answers.push(`${res.status} ${res.headers.get('retry-after')}`);
        return res.status === 200 && postmasterPid(dataDir) !== postmaster;
      },
      { timeout: 60_000, interval: 100 },
    )
    .toBe(true);
  expect(answers.filter((a) => a !== '200 null' && a !== '503 5')).toEqual([]);
  expect(await status('/ready')).toBe(200);
  // Crash recovery may outlast this file's short restart limit (then /health said 503 meanwhile).
  await expect.poll(() => status('/health'), { timeout: 5000, interval: 50 }).toBe(200);
  expect(app.output()).toMatch(/the embedded PostgreSQL stopped unexpectedly \(code null, signal SIGKILL\); restarting it/);
}, 90_000);
