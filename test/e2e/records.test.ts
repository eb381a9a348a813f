// End to end in Chromium at 390 px (issue 15 item 4, docs/records.md, docs/history.md): a client
// logs a set, beats it on the next session of the plan, sees the PR badge on the set, finds the
// record in History on the Dashboard and on the Progress tab's chart; the coach finds it on the
// client's detail and in the notifications — against the real server and the built app.
import path from 'node:path';
import { tmpdir } from 'node:os';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiOk, demoAccount, loginCoach, type DemoAccount } from './fixtures.ts';
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

const firstCard = () => page.getByTestId('exercise-card').first();
const row = (n: number) =>
  firstCard()
    .getByTestId('set-row')
    .nth(n - 1);

describe('personal records at 390 px', () => {
  let exercise = '';
  let load = 0;
  let reps = '';

  it('logs a first set: nothing to beat yet', async () => {
    await page.goto(demo.clientAccessLink);
    await row(1).waitFor();
    const tick = await firstCard()
      .getByRole('button', { name: /^Mark .* complete$/ })
      .getAttribute('aria-label');
    exercise = tick!.replace(/^Mark (.*) complete$/, '$1');
    expect(exercise.length).toBeGreaterThan(0);
    reps = await row(1).getByRole('textbox', { name: 'Set 1 Reps' }).inputValue();
    load = Number(await row(1).getByRole('textbox', { name: 'Set 1 Load (kg)' }).inputValue());
    expect(Number(reps)).toBeGreaterThan(0);
    expect(load).toBeGreaterThan(0);
    await firstCard().getByRole('button', { name: 'Mark set 1 done' }).click();
    await firstCard().getByRole('button', { name: 'Mark set 1 not done' }).waitFor();
    await firstCard()
      .getByTestId('exercise-result')
      .filter({ hasText: `1×${reps} @ ${load} kg` })
      .waitFor();
    expect(await page.getByTestId('record-badge').count()).toBe(0);
    // The tick is shown at once and reaches the server through the offline queue: wait until the
    // server holds it, since the next test finishes this session behind the page's back.
    type TodayAnswer = { exercises: { name: string; sets: { done: boolean; load: number | null }[] }[] };
    await expect
      .poll(
        async () => (await apiOk<TodayAnswer>(h, 'GET', '/workouts/today', undefined, clientToken)).exercises.find((e) => e.name === exercise)?.sets.some((x) => x.done && x.load === load) ?? false,
        {
          timeout: 15_000,
        },
      )
      .toBe(true);
  });

  it('beats it on the next session of the plan: a PR badge on the set', async () => {
    const planName = (await page.getByRole('heading', { level: 1 }).first().textContent()) ?? '';
    // Finish the first session, so that Today moves on to the next one.
    const today = await apiOk<{ id: string }>(h, 'GET', '/workouts/today', undefined, clientToken);
    await apiOk(h, 'PUT', `/workout-sessions/${today.id}`, { status: 'COMPLETED', completedAt: h.now().toISOString(), duration: 30 }, clientToken);
    const sessions = await apiOk<{ id: string; planName: string; status: string; scheduledFor: string }[]>(h, 'GET', '/workout-sessions', undefined, clientToken);
    const next = sessions.find((s) => s.planName === planName && s.status === 'SCHEDULED' && new Date(s.scheduledFor).getTime() > h.now().getTime());
    expect(next, `a later session of ${planName}`).toBeDefined();
    // Start Early, as the Upcoming screen does.
    await apiOk(h, 'PUT', `/workout-sessions/${next!.id}`, { scheduledFor: new Date(Math.floor(h.now().getTime() / 60_000) * 60_000).toISOString() }, clientToken);
    await page.goto('/app/today');
    await firstCard().getByTestId('last-time').waitFor();
    await row(1)
      .getByRole('textbox', { name: 'Set 1 Load (kg)' })
      .fill(String(load + 5));
    await firstCard().getByRole('button', { name: 'Mark set 1 done' }).click();
    const badge = row(1).getByRole('img', { name: 'Personal record: heaviest for these reps, best estimated 1RM' });
    await badge.waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  it('finds it in History on the Dashboard, with the set', async () => {
    await page.getByRole('link', { name: 'Dashboard' }).click();
    const card = page.getByTestId('history-card').filter({ has: page.getByTestId('record-badge') });
    await card.first().waitFor();
    expect(await card.count()).toBe(1);
    await card.getByRole('button', { expanded: false }).click();
    const sets = card.getByTestId('history-sets');
    await sets.getByText(`${reps} × ${load + 5} kg`).waitFor();
    expect(await sets.getByTestId('record-badge').count()).toBe(1);
    await page.screenshot({ path: path.join(tmpdir(), 'spotter-e2e-records-history.png'), fullPage: true });
  });

  it('finds it on the Progress tab: the chart and the record', async () => {
    await page.getByRole('link', { name: 'Progress' }).click();
    const progress = page.getByRole('region', { name: 'Exercise progress' });
    await progress.getByRole('img', { name: new RegExp(`^${exercise}: Best set over time: ${load} kg × ${reps} on .*, ${load + 5} kg × ${reps} on `) }).waitFor();
    await progress.getByText('Estimated 1RM (one-rep max) uses the Epley formula: load × (1 + reps ÷ 30).').waitFor();
    await progress
      .getByTestId('record-list')
      .getByText(`${load + 5} kg × ${reps}`)
      .waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  it("the coach finds it on the client's detail and in the notifications", async () => {
    const coachToken = await loginCoach(h, demo);
    const clients = await apiOk<{ id: string; firstName: string }[]>(h, 'GET', '/clients', undefined, coachToken);
    const coachPage = await h.newPage({ viewport: { width: 390, height: 844 }, isMobile: true });
    await coachPage.goto(`/coach/clients/${clients[0]!.id}?token=${coachToken}`);
    const progress = coachPage.getByRole('region', { name: 'Exercise progress' });
    await progress
      .getByTestId('record-list')
      .getByText(`${load + 5} kg × ${reps}`)
      .waitFor();
    await progress.getByText(`heaviest for ${reps} reps · previous best ${load} kg`, { exact: false }).waitFor();
    expect(await progress.getByRole('combobox', { name: 'Exercise' }).inputValue()).toBeTruthy();
    expect(await coachPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await coachPage.screenshot({ path: path.join(tmpdir(), 'spotter-e2e-records-coach.png'), fullPage: true });
    await coachPage.goto('/coach/notifications');
    await coachPage.getByText('New personal record').first().waitFor();
    await coachPage
      .getByText(`${exercise} ${load + 5} kg × ${reps} (previous best ${load} kg)`, { exact: false })
      .first()
      .waitFor();
  });
});
