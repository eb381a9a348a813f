// Issue 30 item 3: a second start on the same DATA_DIR took the running app's postmaster for a
// leftover and stopped it. Now it refuses, naming the running app's pid and port, and the first
// keeps its database; after a real kill -9 of the app, a new start still recovers.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { alive, cleanUp, demoCoach, freePort, postmasterPid, signIn, startApp, type AppProcess } from './app-process.ts';

let dataDir = '';
const apps: AppProcess[] = [];
afterEach(async () => {
  for (const app of apps.splice(0)) await cleanUp(app, dataDir);
  await rm(dataDir, { recursive: true, force: true });
});

it('a second start on the same DATA_DIR refuses and leaves the running one alone; after kill -9 a start recovers', async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'spotter-second-start-'));
  const firstPort = await freePort();
  const first = startApp({ dataDir, port: firstPort });
  apps.push(first);
  const url = await first.listening;
  const coach = demoCoach(first);
  const postmaster = postmasterPid(dataDir);

  const second = startApp({ dataDir, port: await freePort() });
  apps.push(second);
  const outcome = await Promise.race([second.exited.then(() => 'exited'), second.listening.then(() => 'listening')]);
  expect(outcome, second.output()).toBe('exited');
  expect((await second.exited).code).toBe(1);
  expect(second.output()).toContain(`Another Spotter (pid ${first.child.pid}, port ${firstPort}) is running on ${dataDir}`);

  // The first instance still runs on its own postmaster, and writes.
  expect(alive(postmaster)).toBe(true);
  expect(postmasterPid(dataDir)).toBe(postmaster);
  expect((await fetch(`${url}/ready`)).status).toBe(200);
  const token = await signIn(url, coach);
  const created = await fetch(`${url}/api/exercises`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Kept through a second start' }),
  });
  expect(created.status).toBe(200);

  // A real kill -9: the app is gone, its postmaster is left running; the next start takes over.
  first.child.kill('SIGKILL');
  await first.exited;
  expect(alive(postmaster)).toBe(true);
  const third = startApp({ dataDir, port: await freePort() });
  apps.push(third);
  const url3 = await third.listening;
  expect(alive(postmaster)).toBe(false);
  const token3 = await signIn(url3, coach);
  const list = (await (await fetch(`${url3}/api/exercises`, { headers: { authorization: `Bearer ${token3}` } })).json()) as { name: string }[];
  expect(list.map((e) => e.name)).toContain('Kept through a second start');
  third.child.kill('SIGTERM');
  expect((await third.exited).code).toBe(0);
}, 120_000);
