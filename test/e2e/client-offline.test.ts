// The gym with no signal, end to end in Chromium at 390 px (docs/offline.md): the app installs
// (manifest, service worker controlling the page), a whole workout, a meal with two real photos
// and a test are logged offline, the app reloads offline, a screen with nothing saved says it
// waits for the connection, the app opens in a new page, and back online the server holds
// everything exactly once and the coach is notified.
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiOk, demoAccount, loginCoach, trackRequests, type DemoAccount } from './fixtures.ts';
import { startHarness, type Harness } from './harness.ts';

let h: Harness;
let demo: DemoAccount;
let page: Page;
let context: BrowserContext;
let clientToken = '';
let todayLabel = '';
const photos: string[] = [];

beforeAll(async () => {
  h = await startHarness({ seedDemo: true });
  todayLabel = new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(h.now());
  demo = await demoAccount(h);
  clientToken = new URL(demo.clientAccessLink).searchParams.get('token') ?? '';
  for (const [name, colour] of [
    ['a.jpg', { r: 200, g: 120, b: 20 }],
    ['b.png', { r: 30, g: 160, b: 90 }],
  ] as const) {
    const file = path.join(h.dataDir, name);
    const img = sharp({ create: { width: 640, height: 480, channels: 3, background: colour } });
    await (name.endsWith('.jpg') ? img.jpeg() : img.png()).toFile(file);
    photos.push(file);
  }
  page = await h.newPage({ viewport: { width: 390, height: 844 }, isMobile: true });
  context = page.context();
});

afterAll(async () => {
  await h?.stop();
});

const syncStatus = () => page.getByTestId('sync-status');
const tab = (name: string) => page.getByRole('navigation', { name: 'Client navigation' }).getByRole('link', { name });
const exerciseCards = () => page.getByTestId('exercise-card');

describe('installable', () => {
  it('serves a valid manifest, icons, favicon.ico and the service worker with their own types', async () => {
    const manifest = await fetch(`${h.baseUrl}/manifest.webmanifest`);
    expect(manifest.status).toBe(200);
    expect(manifest.headers.get('content-type')).toMatch(/application\/manifest\+json/);
    const m = (await manifest.json()) as { name: string; short_name: string; start_url: string; display: string; icons: { src: string; sizes: string; purpose: string }[] };
    expect(m).toMatchObject({ name: 'Spotter', short_name: 'Spotter', start_url: '/app/today', display: 'standalone' });
    for (const size of ['192x192', '512x512']) {
      expect(m.icons.some((i) => i.sizes === size && i.purpose === 'any')).toBe(true);
      expect(m.icons.some((i) => i.sizes === size && i.purpose === 'maskable')).toBe(true);
    }
    for (const icon of [...m.icons.map((i) => i.src), '/apple-touch-icon.png']) {
      const res = await fetch(`${h.baseUrl}${icon}`);
      expect(res.headers.get('content-type'), icon).toBe('image/png');
    }
    expect((await fetch(`${h.baseUrl}/sw.js`)).headers.get('content-type')).toMatch(/javascript/);
    expect((await fetch(`${h.baseUrl}/favicon.ico`)).headers.get('content-type')).toMatch(/icon/);
  });

  it('registers the service worker, which controls the client app', async () => {
    const settled = trackRequests(page);
    await page.goto(demo.clientAccessLink);
    await page.getByTestId('progress-line').waitFor();
    await page.waitForURL((u) => !u.search.includes('token='));
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 60_000 });
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/sw\.js$/);
    // Read each screen once online, so each has saved data. Waiting for its reads matters: a
    // read still on its way when the signal goes fails, and that screen has nothing saved.
    for (const [link, url] of [
      ['Food', /\/app\/food$/],
      ['Progress', /\/app\/tests$/],
      ['Upcoming', /\/app\/upcoming$/],
      ['Today', /\/app\/today$/],
    ] as const) {
      await tab(link).click();
      await page.waitForURL(url);
      await settled();
    }
    await page.getByTestId('progress-line').waitFor();
  });
});

describe('a workout, a meal and a test with no signal', () => {
  let sessionId = '';
  let ticked = 0;

  it('ticks, logs and completes offline; nothing rolls back', async () => {
    const today = (await apiOk(h, 'GET', '/workouts/today', undefined, clientToken)) as { id: string; exercises: unknown[] };
    sessionId = today.id;
    await context.setOffline(true);
    await syncStatus()
      .getByText(/^Offline · saved \d\d:\d\d/)
      .waitFor();

    const count = await exerciseCards().count();
    expect(count).toBeGreaterThanOrEqual(2);
    // Three ticks (the demo workout has two exercises: the first is ticked, unticked, ticked).
    ticked = 1;
    const first = exerciseCards().first();
    for (const state of ['complete', 'incomplete', 'complete']) {
      await first.getByRole('button', { name: new RegExp(`^Mark .* ${state}$`) }).click();
      await first.getByRole('button', { name: new RegExp(`^Mark .* ${state === 'complete' ? 'incomplete' : 'complete'}$`) }).waitFor();
    }
    await page.getByText(`1 of ${count} exercises completed`).waitFor();
    // The rest get a logged result (which also ticks them).
    for (let i = ticked; i < count; i++) {
      const card = exerciseCards().nth(i);
      await card.getByRole('button', { name: /^Log result: / }).click();
      const box = page.getByPlaceholder('e.g., 3x12 @ 135 lbs, felt good');
      await box.fill(`4x8 offline ${i}`);
      // On a touch phone Enter adds a line; the button saves (issue 12).
      await page.getByRole('button', { name: 'Save Result' }).click();
      await box.waitFor({ state: 'detached' });
      await card
        .getByTestId('exercise-result')
        .filter({ hasText: `4x8 offline ${i}` })
        .waitFor();
    }
    await page.getByText(`${count} of ${count} exercises completed`).waitFor();
    await page.getByLabel('Workout Feedback').fill('Basement gym, no signal');
    await page.getByTestId('completion-card').getByRole('radio').nth(3).click();
    await page.getByRole('button', { name: 'Complete Workout' }).click();
    await page.getByText('Workout Completed!').waitFor();
    await syncStatus()
      .getByText(`${3 + (count - 1) + 1} changes waiting`)
      .waitFor();
  });

  it('logs a meal with two photos and a test offline', async () => {
    await tab('Food').click();
    const today = page.getByRole('region', { name: todayLabel });
    await today.getByRole('button', { name: `Add Meal, ${todayLabel}` }).click();
    const dialog = page.getByRole('dialog', { name: `Log Meal for ${todayLabel}` });
    await dialog.getByPlaceholder('Describe your meal').fill('Offline oats');
    await page.getByTestId('meal-photo-input').setInputFiles(photos);
    await expect.poll(() => dialog.getByRole('img', { name: /Selected photo/ }).count()).toBe(2);
    await dialog.getByRole('button', { name: 'Save Meals' }).click();
    await dialog.waitFor({ state: 'detached' });
    // Shown at once, with the photos from the phone.
    await expect.poll(() => today.getByRole('img', { name: 'Offline oats' }).count()).toBe(2);

    await tab('Progress').click();
    await page.getByRole('button', { name: 'Log Performance' }).click();
    const form = page.getByRole('dialog', { name: 'Log Performance' });
    await form.getByRole('textbox', { name: /Test Name/ }).fill('Plank (offline)');
    await form.getByRole('textbox', { name: /^Result/ }).fill('75');
    await form.getByRole('button', { name: 'Save Test' }).click();
    await form.waitFor({ state: 'detached' });
    await page.getByRole('article', { name: 'Plank (offline)' }).getByText('75').waitFor();
    await syncStatus()
      .getByText(/\d+ changes waiting/)
      .waitFor();
  });

  it('reloads offline: the app opens with its saved data and the waiting changes', async () => {
    const waiting = await syncStatus().textContent();
    await page.goto('/app/today');
    await page.getByTestId('progress-line').waitFor();
    await page.getByText('Workout Completed!').waitFor();
    expect(await syncStatus().textContent()).toBe(waiting);
  });

  it('a screen never opened online says it waits for the connection', async () => {
    // The Dashboard tab was not read online above: nothing of it is saved.
    await tab('Dashboard').click();
    await page.waitForURL(/\/app\/history$/);
    await page.getByRole('status').getByText('You’re offline. This will load when the connection is back.').waitFor();
  });

  it('closes the page and opens a new one, still offline', async () => {
    await page.close();
    page = await context.newPage();
    await page.goto('/app/today');
    await page.getByText('Workout Completed!').waitFor();
    await syncStatus()
      .getByText(/changes waiting/)
      .waitFor();
  });

  it('back online, the server holds everything exactly once and the coach is notified', async () => {
    await context.setOffline(false);
    await syncStatus().getByText('All changes saved').waitFor({ timeout: 60_000 });

    const session = (await apiOk(h, 'GET', `/workout-sessions/${sessionId}`, undefined, clientToken)) as {
      status: string;
      rating: number | null;
      clientFeedback: string | null;
      exercises: { completed: boolean }[];
    };
    expect(session).toMatchObject({ status: 'COMPLETED', rating: 4, clientFeedback: 'Basement gym, no signal' });
    expect(session.exercises.every((e) => e.completed)).toBe(true);
    const results = (await apiOk(h, 'GET', `/workout-sessions/${sessionId}/results`, undefined, clientToken)) as { result: string | null }[];
    expect(results.filter((r) => r.result?.startsWith('4x8 offline'))).toHaveLength(session.exercises.length - ticked);

    const day = h.now();
    const from = new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate())).toISOString();
    const to = new Date(Date.parse(from) + 86_400_000).toISOString();
    const food = (await apiOk(h, 'GET', `/food-entries?from=${from}&to=${to}`, undefined, clientToken)) as { description: string; imageUrl: string | null }[];
    const meals = food.filter((f) => f.description === 'Offline oats');
    expect(meals).toHaveLength(2);
    expect(meals.every((m) => m.imageUrl)).toBe(true);
    const tests = (await apiOk(h, 'GET', '/fitness-tests', undefined, clientToken)) as { testName: string }[];
    expect(tests.filter((t) => t.testName === 'Plank (offline)')).toHaveLength(1);

    const coachToken = await loginCoach(h, demo);
    const notes = (await apiOk(h, 'GET', '/notifications', undefined, coachToken)) as
      { type: string; metadata?: { sessionId?: string } }[] | { notifications: { type: string; metadata?: { sessionId?: string } }[] };
    const list = Array.isArray(notes) ? notes : notes.notifications;
    const mine = list.filter((n) => n.metadata?.sessionId === sessionId);
    expect(mine.filter((n) => n.type === 'COMPLETED_WORKOUT')).toHaveLength(1);
    expect(mine.filter((n) => n.type === 'CLIENT_FEEDBACK')).toHaveLength(1);
  });
});

describe('a flaky network', () => {
  it('converges to the same final state when requests fail at random, before or after the server', async () => {
    // A seeded generator: the same run every time. A third of the writes never reach the server,
    // a third reach it but lose their answer (the replay must not apply them twice).
    let seed = 42;
    const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    let dropped = 0;
    let lost = 0;
    await page.route(/\/trpc\/(clientApp|food)\./, async (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      const r = random();
      if (r < 0.33) {
        dropped++;
        return route.abort('connectionreset');
      }
      if (r < 0.66) {
        lost++;
        await route.fetch().catch(() => undefined);
        return route.abort('connectionreset');
      }
      return route.continue();
    });
    await tab('Progress').click();
    const names = ['Flaky row', 'Flaky squat', 'Flaky press', 'Flaky dip'];
    for (const name of names) {
      await page.getByRole('button', { name: 'Log Performance' }).click();
      const form = page.getByRole('dialog', { name: 'Log Performance' });
      await form.getByRole('textbox', { name: /Test Name/ }).fill(name);
      await form.getByRole('textbox', { name: /^Result/ }).fill('10');
      await form.getByRole('button', { name: 'Save Test' }).click();
      await form.waitFor({ state: 'detached' });
    }
    await expect.poll(async () => dropped + lost, { timeout: 60_000 }).toBeGreaterThan(0);
    await page.unroute(/\/trpc\/(clientApp|food)\./);
    await syncStatus().getByText('All changes saved').waitFor({ timeout: 60_000 });
    await expect.poll(() => page.getByTestId('sync-status').textContent(), { timeout: 60_000 }).toBe('All changes saved');
    const tests = (await apiOk(h, 'GET', '/fitness-tests', undefined, clientToken)) as { testName: string }[];
    for (const name of names)
      expect(
        tests.filter((t) => t.testName === name),
        name,
      ).toHaveLength(1);
    expect(lost).toBeGreaterThan(0);
  });
});
