// End to end in Chromium at 390 px (issue 5, area E): a client opens the personal access link,
// ticks and logs every exercise of today's workout, completes it with feedback, starts an
// upcoming workout early and skips another — against the real server and the built app, with
// the demo seed (its program is assigned to the client from today).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const PORT = 3900 + Math.floor(Math.random() * 500);
const base = `http://localhost:${PORT}`;
let server: ChildProcess;
let dataDir: string;
let browser: Browser;
let page: Page;
let credentials = { email: '', password: '' };
let accessLink = '';

async function startServer(): Promise<void> {
  dataDir = mkdtempSync(path.join(tmpdir(), 'spotter-e2e-workouts-'));
  server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: { ...process.env, PORT: String(PORT), DATA_DIR: dataDir, DATABASE_URL: '', SEED_DEMO: 'true', APP_URL: base },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${out}`)), 150_000);
    server.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const m = /Coach sign-in:\s+(\S+) \/ (\S+)/.exec(out);
      if (m) credentials = { email: m[1]!, password: m[2]! };
      const link = /Client access link:\s+(\S+)/.exec(out);
      if (link) accessLink = link[1]!;
      if (out.includes('Spotter is listening')) {
        clearTimeout(timer);
        resolve();
      }
    });
    server.stderr!.on('data', (chunk: Buffer) => (out += chunk.toString()));
    server.once('exit', (code) => reject(new Error(`server exited ${code}:\n${out}`)));
  });
}

async function coachApi(pathName: string): Promise<unknown> {
  const login = await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(credentials) });
  const { token } = (await login.json()) as { token: string };
  const res = await fetch(`${base}/api${pathName}`, { headers: { authorization: `Bearer ${token}` } });
  return res.json();
}

beforeAll(async () => {
  await startServer();
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  page = await browser.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
});

afterAll(async () => {
  await browser?.close();
  if (server && server.exitCode === null) {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
  }
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

const exerciseCards = () => page.getByTestId('exercise-card');

describe('client workouts at 390 px', () => {
  let workoutName = '';

  it('opens the access link on Today', async () => {
    expect(accessLink).toMatch(/\/app\/today\?token=/);
    await page.goto(accessLink);
    await page.getByTestId('progress-line').waitFor();
    workoutName = (await page.getByRole('heading', { level: 1 }).first().textContent()) ?? '';
    expect(workoutName.length).toBeGreaterThan(0);
    expect(await page.getByTestId('lateness-badge').textContent()).toBe('On Time');
    // The token leaves the address bar.
    await page.waitForURL((u) => !u.search.includes('token='));
    // Nothing scrolls sideways on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  it('ticks and logs every exercise', async () => {
    const count = await exerciseCards().count();
    expect(count).toBeGreaterThan(0);
    const first = exerciseCards().first();
    await first.getByRole('button', { name: /^Mark .* complete$/ }).click();
    await first.getByRole('button', { name: /incomplete$/ }).waitFor();
    await page.getByText(`1 of ${count} exercises completed`).waitFor();
    for (let i = 0; i < count; i++) {
      const card = exerciseCards().nth(i);
      await card.getByRole('button', { name: /^Log result: / }).click();
      const box = page.getByPlaceholder('e.g., 3x12 @ 135 lbs, felt good');
      await box.waitFor();
      await box.fill(`${i + 3}x10 @ 60 kg`);
      await box.press('Enter');
      await box.waitFor({ state: 'detached' });
      await card.getByTestId('exercise-result').filter({ hasText: `${i + 3}x10 @ 60 kg` }).waitFor();
    }
    await page.getByText(`${count} of ${count} exercises completed`).waitFor();
    await page.getByText('Great job! All exercises completed').waitFor();
  });

  it('completes the workout with feedback; the coach is notified', async () => {
    await page.getByLabel('Workout Feedback').fill('Felt strong today');
    await page.getByRole('button', { name: 'Complete Workout' }).click();
    await page.getByText('Workout Completed!').waitFor();
    const notifications = (await coachApi('/notifications')) as { type: string; message: string }[] | { notifications: { type: string }[] };
    const list = Array.isArray(notifications) ? notifications : notifications.notifications;
    const types = list.map((n) => n.type);
    expect(types).toContain('COMPLETED_WORKOUT');
    expect(types).toContain('CLIENT_FEEDBACK');
  });

  it('shows the finished workout with its results on the Dashboard', async () => {
    await page.getByRole('link', { name: 'Dashboard' }).click();
    const card = page.getByTestId('history-card').first();
    await card.waitFor();
    await card.getByRole('button').first().click();
    await card.getByText('3x10 @ 60 kg').waitFor();
    await card.getByText('Felt strong today').waitFor();
  });

  it('starts an upcoming workout early and it opens on Today', async () => {
    await page.getByRole('link', { name: 'Upcoming' }).click();
    await page.getByText("This Week's Plan").waitFor();
    const card = page.getByTestId('upcoming-card').first();
    const name = (await card.locator('p').first().textContent()) ?? '';
    await card.getByRole('button', { name: 'Start Early' }).click();
    await page.waitForURL(/\/app\/today$/);
    await page.getByText('Your workout is now available to start today!').waitFor();
    await page.getByRole('heading', { level: 1, name }).waitFor();
    expect(await page.getByTestId('lateness-badge').textContent()).toBe('On Time');
  });

  it('skips another upcoming workout', async () => {
    await page.getByRole('link', { name: 'Upcoming' }).click();
    const cards = page.getByTestId('upcoming-card');
    await cards.first().waitFor();
    const before = await cards.count();
    await cards.first().getByRole('button', { name: 'Skip' }).click();
    await page.getByText('The workout has been marked as skipped.').waitFor();
    await expect.poll(() => cards.count()).toBe(before - 1);
  });
});
