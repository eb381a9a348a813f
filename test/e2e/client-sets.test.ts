// End to end in Chromium at 390 px (issue 15, docs/sets.md): a client logs today's workout set
// by set with the rest timer running, completes it, and sees "Last time" on the next session of
// the same plan — against the real server and the built app, with the demo seed.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiOk, demoAccount, type DemoAccount } from './fixtures.ts';
import { startHarness, type Harness } from './harness.ts';

let h: Harness;
let demo: DemoAccount;
let page: Page;
let clientToken = '';

beforeAll(async () => {
  h = await startHarness({ seedDemo: true });
  demo = await demoAccount(h);
  clientToken = new URL(demo.clientAccessLink).searchParams.get('token')!;
  page = await h.newPage({ viewport: { width: 390, height: 844 }, isMobile: true });
});

afterAll(async () => {
  await h?.stop();
});

const cards = () => page.getByTestId('exercise-card');
const clock = () => page.getByTestId('rest-clock').textContent();

describe('per-set logging at 390 px', () => {
  let planName = '';
  const summaries: string[] = [];

  it('logs every set of every exercise with the rest timer running', async () => {
    await page.goto(demo.clientAccessLink);
    await page.getByTestId('set-rows').first().waitFor();
    // Each card's rows arrive behind its own Suspense boundary, which React may reveal one at a
    // time on a busy machine: wait until every card shows its rows before counting them.
    await page.waitForFunction(() => {
      const all = [...document.querySelectorAll('[data-testid="exercise-card"]')];
      return all.length > 0 && all.every((card) => card.querySelector('[data-testid="set-row"]'));
    });
    planName = (await page.getByRole('heading', { level: 1 }).first().textContent()) ?? '';
    const count = await cards().count();
    expect(count).toBeGreaterThan(0);

    for (let i = 0; i < count; i++) {
      const card = cards().nth(i);
      const rows = card.getByTestId('set-row');
      const n = await rows.count();
      expect(n).toBeGreaterThan(0);
      const reps = await rows.first().getByRole('textbox', { name: 'Set 1 Reps' }).inputValue();
      const load = await rows.first().getByRole('textbox', { name: 'Set 1 Load (kg)' }).inputValue();
      // RPE comes prefilled from the plan where the coach set one (issue 31).
      const rpe = await rows.first().getByRole('textbox', { name: 'Set 1 RPE' }).inputValue();
      for (let s = 1; s <= n; s++) {
        await card.getByRole('button', { name: `Mark set ${s} done` }).click();
        await card.getByRole('button', { name: `Mark set ${s} not done` }).waitFor();
        if (i === 0 && s === 1) {
          // The countdown bar is up and counting.
          await page.getByTestId('rest-timer').waitFor();
          const first = await clock();
          await page.waitForFunction((before) => document.querySelector('[data-testid="rest-clock"]')?.textContent !== before, first);
          expect(await clock()).toMatch(/^\d+:\d\d$/);
          // It stays in sight while the page scrolls, above the tab bar.
          await page.mouse.wheel(0, 600);
          const bar = await page.getByTestId('rest-timer').boundingBox();
          const tabs = await page.locator('nav[aria-label="Client navigation"]').boundingBox();
          expect(bar!.y + bar!.height).toBeLessThanOrEqual(tabs!.y);
          expect(bar!.y).toBeGreaterThan(0);
        }
      }
      const summary = `${n}×${reps}${load ? ` @ ${load} kg` : ''}${rpe ? `, RPE ${rpe}` : ''}`;
      summaries.push(summary);
      // Ticking the last set ticked the exercise, and the sets wrote their summary as the result.
      await card.getByRole('button', { name: /incomplete$/ }).waitFor();
      await card.getByTestId('exercise-result').filter({ hasText: summary }).waitFor();
    }
    await page.getByText(`${count} of ${count} exercises completed`).waitFor();
    // The timer is still running; Skip ends it.
    await page.getByTestId('rest-timer').getByRole('button', { name: 'Skip rest' }).click();
    await page.getByTestId('rest-timer').waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await page.getByRole('button', { name: 'Complete Workout' }).click();
    await page.getByText('Workout Completed!').waitFor();
  });

  it('shows "Last time" on the next session of that plan', async () => {
    const sessions = await apiOk<{ id: string; planName: string; status: string; scheduledFor: string }[]>(h, 'GET', '/workout-sessions', undefined, clientToken);
    const next = sessions.find((s) => s.planName === planName && s.status === 'SCHEDULED' && new Date(s.scheduledFor).getTime() > h.now().getTime());
    expect(next, `a later session of ${planName}`).toBeDefined();
    // Start Early, as the Upcoming screen does.
    await apiOk(h, 'PUT', `/workout-sessions/${next!.id}`, { scheduledFor: new Date(Math.floor(h.now().getTime() / 60_000) * 60_000).toISOString() }, clientToken);
    await page.goto('/app/today');
    // The reload first draws the cached (finished) workout, then the new session once it is
    // fetched (docs/offline.md): its "Last time" lines are what shows that it has arrived.
    await page.getByTestId('last-time').first().waitFor();
    await page.getByTestId('set-rows').first().waitFor();
    const lastTimes = await page.getByTestId('last-time').allTextContents();
    expect(lastTimes.length).toBeGreaterThan(0);
    expect(lastTimes[0]).toBe(`Last time: ${summaries[0]}`);
    // Nothing is ticked yet on the new session.
    expect(await page.getByRole('button', { name: /^Mark set \d+ not done$/ }).count()).toBe(0);
  });

  it('logs sets with no signal and sends them once, in order, when it returns', async () => {
    // The set rows and the timer bar are fetched ahead with the tab screens once Today is up; the
    // service worker is registered last in that chain, so its being ready means they are loaded.
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
    const today = await apiOk<{ id: string; exercises: { id: string }[] }>(h, 'GET', '/workouts/today', undefined, clientToken);
    // Earlier tests' changes have all been sent: on a loaded machine the server may have asked the
    // queue to wait (503 with Retry-After), and a change still queued would count in the line below.
    await page.waitForFunction(() => !/waiting|Syncing/.test(document.querySelector('[data-testid="sync-status"]')?.textContent ?? ''), undefined, { timeout: 60_000 });
    const context = page.context();
    await context.setOffline(true);
    const card = cards().first();
    for (const s of [1, 2]) {
      await card.getByRole('button', { name: `Mark set ${s} done` }).click();
      await card.getByRole('button', { name: `Mark set ${s} not done` }).waitFor();
    }
    await page.getByTestId('rest-timer').waitFor();
    // Polled as text, so that a failure names the line the client saw.
    await expect.poll(() => page.getByTestId('sync-status').textContent(), { timeout: 30_000 }).toContain('2 changes waiting');
    await context.setOffline(false);
    await page.getByTestId('sync-status').getByText('All changes saved').waitFor({ timeout: 60_000 });
    const after = await apiOk<{ exercises: { id: string; sets: { position: number; done: boolean }[]; lastTime: unknown }[] }>(h, 'GET', `/workout-sessions/${today.id}`, undefined, clientToken);
    const sets = after.exercises[0]!.sets;
    expect(sets.filter((x) => x.done).map((x) => x.position)).toEqual([0, 1]);
  });
});
