// The real entry point as `npm start` runs it: first start seeds and prints the demo account,
// a second start keeps the data, SIGTERM shuts down cleanly.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { cleanUp, spawnApp, type AppProcess } from '../reliability/app-process.ts';

let dir: string;
const started: { app: AppProcess; dataDir: string }[] = [];
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'spotter-main-'));
});
// A test that fails or times out must not leave its server, or its PostgreSQL, running.
afterEach(async () => {
  await Promise.all(started.map(({ app, dataDir }) => cleanUp(app, dataDir)));
  started.length = 0;
});
afterAll(() => rm(dir, { recursive: true, force: true }));

/** `npm start`'s entry point on DATA_DIR `dir` (or env.DATA_DIR); `exited` resolves with the exit code. */
function start(env: Record<string, string>) {
  const dataDir = env.DATA_DIR ?? dir;
  const app = spawnApp(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], { dataDir, port: 0, env: { SEED_DEMO: '', APP_SECRET: '', ...env } });
  started.push({ app, dataDir });
  return { child: app.child, output: app.output, listening: app.listening, exited: app.exited.then(({ code }) => code) };
}

it('seeds the demo once, serves, keeps data and stops on SIGTERM', async () => {
  const first = start({});
  const url = await first.listening;
  expect(first.output()).toContain('Demo data created.');
  const creds = /Coach sign-in:\s+(\S+) \/ (\S+)/.exec(first.output());
  const link = /Client access link: (\S+)/.exec(first.output());
  expect(creds).not.toBeNull();
  expect(link?.[1]).toMatch(/\/app\/today\?token=[\w-]{43}$/);
  const login = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: creds![1], password: creds![2] }),
  });
  expect(login.status).toBe(200);
  const token = new URL(link![1]!).searchParams.get('token')!;
  const me = await fetch(`${url}/api/auth/me`, { headers: { authorization: `Bearer ${token}` } });
  expect(await me.json()).toMatchObject({ role: 'CLIENT', firstName: 'Alex' });
  first.child.kill('SIGTERM');
  expect(await first.exited).toBe(0);

  const second = start({});
  const url2 = await second.listening;
  expect(second.output()).not.toContain('Demo data created.');
  const again = await fetch(`${url2}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: creds![1], password: creds![2] }),
  });
  expect(again.status).toBe(200);
  second.child.kill('SIGTERM');
  expect(await second.exited).toBe(0);
}, 120_000);

it('does not seed when SEED_DEMO=false', async () => {
  const empty = await mkdtemp(path.join(tmpdir(), 'spotter-noseed-'));
  try {
    const s = start({ SEED_DEMO: 'false', DATA_DIR: empty });
    await s.listening;
    expect(s.output()).not.toContain('Demo data created.');
    s.child.kill('SIGTERM');
    expect(await s.exited).toBe(0);
  } finally {
    await rm(empty, { recursive: true, force: true });
  }
}, 120_000);

it('on PostgreSQL with per-instance photos and secret: warns, and refuses with SHARED_STATE_CHECK=refuse', async () => {
  const empty = await mkdtemp(path.join(tmpdir(), 'spotter-shared-'));
  try {
    // Nothing listens on port 1: the refusal comes before the database is opened.
    const s = start({ DATABASE_URL: 'postgresql://nobody@127.0.0.1:1/spotter', SHARED_STATE_CHECK: 'refuse', DATA_DIR: empty, APP_SECRET: '' });
    expect(await s.exited).toBe(1);
    expect(s.output()).toContain('WARNING: Photos are stored on this instance');
    expect(s.output()).toContain('WARNING: APP_SECRET is not set');
    // Each once (issue 35: a line in the log and the same on standard error was twice).
    expect(s.output().split('Photos are stored on this instance').length - 1).toBe(1);
    expect(s.output().split('Not starting: SHARED_STATE_CHECK=refuse').length - 1).toBe(1);
    expect(s.output()).toContain('Not starting: SHARED_STATE_CHECK=refuse');
  } finally {
    await rm(empty, { recursive: true, force: true });
  }
}, 60_000);

it('says each production pitfall once: e-mail on with a localhost APP_URL and the placeholder sender', async () => {
  const empty = await mkdtemp(path.join(tmpdir(), 'spotter-warn-'));
  try {
    // Nothing listens on port 1: the SMTP check at start fails too, and is said once as well.
    const s = start({ SEED_DEMO: 'false', DATA_DIR: empty, SMTP_URL: 'smtp://127.0.0.1:1', MAIL_FROM: '' });
    await s.listening;
    await expect.poll(() => s.output(), { timeout: 20_000 }).toContain('WARNING: SMTP_URL is set, but the mail server could not be used');
    const count = (text: string) => s.output().split(text).length - 1;
    expect(count('APP_URL is http://localhost:')).toBe(1);
    expect(count('MAIL_FROM is not set')).toBe(1);
    expect(count('SMTP_URL is set, but')).toBe(1);
    expect(s.output()).not.toContain('can create a coach account');
    s.child.kill('SIGTERM');
    expect(await s.exited).toBe(0);
  } finally {
    await rm(empty, { recursive: true, force: true });
  }
}, 120_000);
