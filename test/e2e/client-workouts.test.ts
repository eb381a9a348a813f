// End to end in Chromium at 390 px (issue 5, area E): a client opens the personal access link,
// ticks and logs every exercise of today's workout, completes it with feedback, starts an
// upcoming workout early and skips another — against the real server and the built app, with
// the demo seed (its program is assigned to the client from today).
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiOk, demoAccount, loginCoach, type DemoAccount } from './fixtures.ts';
import { startHarness, type Harness } from './harness.ts';

let h: Harness;
let demo: DemoAccount;
let page: Page;

async function coachApi(pathName: string): Promise<unknown> {
  return apiOk(h, 'GET', pathName, undefined, await loginCoach(h, demo));
}

beforeAll(async () => {
  h = await startHarness({ seedDemo: true });
  demo = await demoAccount(h);
  page = await h.newPage({ viewport: { width: 390, height: 844 }, isMobile: true });
});

afterAll(async () => {
  await h?.stop();
});

const exerciseCards = () => page.getByTestId('exercise-card');

/** Each dialog backdrop that closes ends its exit animation at once, before the next frame. */
async function endExitAnimationsAtOnce(target: Page) {
  await target.evaluate(() => {
    new MutationObserver((records) => {
      for (const { target: el } of records) {
        if (!(el instanceof HTMLElement) || el.dataset.part !== 'backdrop' || el.dataset.state !== 'closed') continue;
        void getComputedStyle(el).animationName; // starts the exit animation now
        for (const animation of el.getAnimations()) animation.finish();
      }
    }).observe(document.body, { subtree: true, attributeFilter: ['data-state'] });
  });
}

describe('client workouts at 390 px', () => {
  let workoutName = '';

  it('opens the access link on Today', async () => {
    expect(demo.clientAccessLink).toMatch(/\/app\/today\?token=/);
    await page.goto(demo.clientAccessLink);
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
    // A busy phone can draw its next frame only after the sheet's fade-out has ended. The sheet
    // must still leave nothing over the page (CI saw its closed backdrop take every later tap).
    await endExitAnimationsAtOnce(page);
    for (let i = 0; i < count; i++) {
      const card = exerciseCards().nth(i);
      await card.getByRole('button', { name: /^Log result: / }).click();
      const box = page.getByPlaceholder('e.g., 3x12 @ 135 lbs, felt good');
      await box.waitFor();
      // The sheet opens with the cursor in the result field (not on its Close button).
      await page.waitForFunction(() => document.activeElement?.tagName === 'TEXTAREA');
      await box.fill(`${i + 3}x10 @ 60 kg`);
      // A phone (touch) keyboard: Enter adds a line, the button saves (issue 12).
      await page.getByRole('button', { name: 'Save Result' }).click();
      await box.waitFor({ state: 'detached' });
      await card
        .getByTestId('exercise-result')
        .filter({ hasText: `${i + 3}x10 @ 60 kg` })
        .waitFor();
    }
    await page.getByText(`${count} of ${count} exercises completed`).waitFor();
    await page.getByText('Great job! All exercises completed').waitFor();
    // The card scrolls into view above the fixed tab bar: 'Complete Workout' is not hidden under it.
    await page.waitForFunction(() => {
      const button = [...document.querySelectorAll('button')].find((b) => b.textContent === 'Complete Workout');
      const tabBar = document.querySelector('nav[aria-label="Client navigation"]');
      return !!button && !!tabBar && button.getBoundingClientRect().bottom <= tabBar.getBoundingClientRect().top;
    });
    // Each rating star is a thumb-sized target.
    for (const star of await page.getByTestId('completion-card').getByRole('radio').all()) {
      const box = await star.boundingBox();
      expect(box?.width).toBeGreaterThanOrEqual(40);
      expect(box?.height).toBeGreaterThanOrEqual(40);
    }
  });

  it('completes the workout with feedback; the coach is notified', async () => {
    await page.getByLabel('Workout Feedback').fill('Felt strong today');
    await page.getByRole('button', { name: 'Complete Workout' }).click();
    await page.getByText('Workout Completed!').waitFor();
    // Today shows the completion at once; the write reaches the server through the client's
    // queue a moment later (docs/offline.md), so wait for the coach's side to see it.
    const types = async () => {
      const notifications = (await coachApi('/notifications')) as { type: string; message: string }[] | { notifications: { type: string }[] };
      const list = Array.isArray(notifications) ? notifications : notifications.notifications;
      return list.map((n) => n.type).toSorted();
    };
    await expect.poll(types, { timeout: 15_000 }).toEqual(expect.arrayContaining(['CLIENT_FEEDBACK', 'COMPLETED_WORKOUT']));
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
    await page.getByRole('alertdialog', { name: 'Skip this workout?' }).getByRole('button', { name: 'Skip Workout' }).click();
    await page.getByText('The workout has been marked as skipped.').waitFor();
    await expect.poll(() => cards.count()).toBe(before - 1);
  });
});
