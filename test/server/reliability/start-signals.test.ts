// Issue 30 item 8: `kill -TERM <npm's pid>` made npm exit and left the server running (parent pid
// 1): npm forwards the signal to its `sh -c`, which died without passing it on. A supervisor
// signals the process it started, `npm start` or `node … scripts/start.mjs`: either must stop the
// server cleanly, and its embedded PostgreSQL with it.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { alive, cleanUp, freePort, postmasterPid, ROOT, spawnApp, type AppProcess } from './app-process.ts';

/** `npm start`'s command without the shell's `exec`: what a supervisor runs instead of npm. */
const START = (JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { scripts: { start: string } }).scripts.start.replace(/^exec /, '').split(' ');

/** `npm run serve`'s command without the shell's `exec`: what the image and the systemd unit run. */
const SERVE = (JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { scripts: { serve: string } }).scripts.serve.replace(/^exec /, '').split(' ');

/** The server process: the postmaster's parent, whatever runs between it and the test. */
async function serverPid(postmaster: number): Promise<number> {
  const stat = await readFile(`/proc/${postmaster}/stat`, 'utf8');
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
}

let dataDir = '';
let app: AppProcess | undefined;
let server = 0;
afterEach(async () => {
  // A server left behind by a failed test.
  if (server && alive(server)) process.kill(server, 'SIGKILL');
  await cleanUp(app, dataDir);
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

// npm start builds what changed first; done once here, so each start below only checks stamps.
// One DATA_DIR for all: only the first start creates and migrates the database.
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'spotter-signals-'));
  const build = spawn(process.execPath, ['scripts/build-if-stale.mjs'], { cwd: ROOT, stdio: 'inherit' });
  const code = await new Promise((resolve) => build.once('exit', resolve));
  expect(code).toBe(0);
}, 600_000);

it.each([
  ['npm start', 'SIGTERM'],
  ['npm start', 'SIGINT'],
  ['node … scripts/start.mjs', 'SIGTERM'],
  // The production command (docs/self-hosting.md), and what the image and the systemd unit run.
  ['npm run serve', 'SIGTERM'],
  ['node … scripts/serve.mjs', 'SIGTERM'],
] as const)(
  '%s stops the server and its PostgreSQL on %s',
  async (how, signal) => {
    const port = await freePort();
    const o = { dataDir, port, env: { SEED_DEMO: 'false' } };
    app =
      how === 'npm start'
        ? spawnApp('npm', ['start', '--silent'], o)
        : how === 'npm run serve'
          ? spawnApp('npm', ['run', 'serve', '--silent'], o)
          : how === 'node … scripts/serve.mjs'
            ? spawnApp(SERVE[0]!, SERVE.slice(1), o)
            : spawnApp(START[0]!, START.slice(1), o);
    const url = await app.listening;
    const postmaster = postmasterPid(dataDir);
    server = await serverPid(postmaster);
    expect((await fetch(`${url}/health`)).status).toBe(200);

    app.child.kill(signal);
    const { code } = await app.exited;
    // The process the supervisor watches exits once the server has shut down, with its code.
    expect(code).toBe(0);
    expect(alive(server)).toBe(false);
    await expect.poll(() => alive(postmaster), { timeout: 20_000, interval: 50 }).toBe(false);
    await expect(fetch(`${url}/health`)).rejects.toThrow();
  },
  180_000,
);
