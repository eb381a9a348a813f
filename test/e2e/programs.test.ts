// End to end in Chromium (issue 3): build a 2-week program with rest days, save it, reorder saved
// programs by keyboard, modify it, view it and delete it — against the real server and the built app.
// Runs on the shared harness with the demo seed (its program and plans are used below).
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccount, loginCoach } from './fixtures.ts';
import { dragByKeyboard, startHarness, type Harness } from './harness.ts';

let h: Harness;
let page: Page;

beforeAll(async () => {
  h = await startHarness({ seedDemo: true });
  const token = await loginCoach(h, await demoAccount(h));
  page = await h.newPage({ viewport: { width: 1280, height: 900 } });
  await page.goto(`/coach/programs?token=${token}`);
});

afterAll(async () => {
  await h?.stop();
});

const dayButton = (d: number) => page.getByRole('button', { name: `Day ${d}`, exact: true });
const toast = (text: string) => page.getByText(text, { exact: true }).first();

describe('Programs page in Chromium', () => {
  it('shows the seeded program in Saved Programs', async () => {
    await page.getByRole('heading', { name: 'Programs', level: 1 }).waitFor();
    await page.getByTestId('program-card').first().waitFor();
    expect(await page.getByTestId('program-card').count()).toBe(1);
    expect((await page.getByTestId('program-card').first().textContent()) ?? '').toContain('Two-Week Kickstart');
  });

  it('validates, then builds and saves a 2-week program with rest days', async () => {
    await page.getByRole('tab', { name: 'Create New' }).click();
    await page.getByRole('button', { name: 'Save Program' }).click();
    await toast('Program name is required').waitFor();
    await page.getByLabel('Program Name').fill('E2E Two Weeks');
    await page.getByRole('button', { name: 'Save Program' }).click();
    await toast('Please add at least one plan or rest day to the program').waitFor();

    await page.getByLabel('Meals per day').selectOption('4');
    // Plan mode without a plan.
    await dayButton(1).click();
    await page.getByRole('button', { name: 'Add Plan' }).click();
    await toast('No Plan Selected').waitFor();

    await page.getByLabel('Plan', { exact: true }).selectOption({ label: 'Lower Body Strength' });
    for (const d of [3, 8, 10]) await dayButton(d).click();
    await page.getByRole('button', { name: 'Add Plan' }).click();
    await toast('Plan Added').waitFor();
    for (const d of [2, 9]) await dayButton(d).click();
    await page.getByRole('button', { name: 'Add Rest Day' }).click();
    await toast('Rest Day Added').waitFor();
    // Used days cannot be picked again.
    expect(await dayButton(1).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Day 1 (used)' }).isDisabled()).toBe(true);

    const entries = page.getByTestId('schedule-entry');
    expect(await entries.count()).toBe(6);
    expect(await entries.allTextContents()).toEqual([
      expect.stringContaining('Week 1 · Monday'),
      expect.stringMatching(/Rest Day.*Week 1 · Tuesday/),
      expect.stringContaining('Week 1 · Wednesday'),
      expect.stringContaining('Week 2 · Monday'),
      expect.stringMatching(/Rest Day.*Week 2 · Tuesday/),
      expect.stringContaining('Week 2 · Wednesday'),
    ]);

    // By Week shows one week at a time.
    await page.getByText('By Week', { exact: true }).click();
    await page.getByLabel('Week', { exact: true }).selectOption({ label: 'Week 2' });
    expect(await entries.count()).toBe(3);
    await page.getByText('All Days', { exact: true }).click();

    await page.getByRole('button', { name: 'Preview Schedule' }).click();
    const preview = page.getByRole('dialog');
    await preview.getByText('Week 2', { exact: true }).waitFor();
    expect(await preview.getByTestId('schedule-day').count()).toBe(6);
    await preview.getByRole('button', { name: 'Close' }).first().click();

    await page.getByRole('button', { name: 'Save Program' }).click();
    await toast('Program saved successfully!').waitFor();
    await page.getByRole('tab', { name: 'Saved Programs', selected: true }).waitFor();
    expect(await page.getByTestId('program-card').count()).toBe(2);
    const saved = page.getByTestId('program-card').filter({ hasText: 'E2E Two Weeks' });
    expect(await saved.textContent()).toMatch(/2 weeks.*4 workouts.*2 rest days.*4 meals\/day/);
  });

  it('reorders saved programs by keyboard and keeps the order after a reload', async () => {
    const saved = page.waitForResponse((r) => r.url().includes('coach.programs.reorder') && r.ok());
    await dragByKeyboard(page, page.getByRole('button', { name: 'Reorder E2E Two Weeks' }), 'ArrowLeft');
    await expect.poll(async () => (await page.getByTestId('program-card').first().textContent()) ?? '').toContain('E2E Two Weeks');
    await saved;
    await page.reload();
    await page.getByTestId('program-card').first().waitFor();
    expect((await page.getByTestId('program-card').first().textContent()) ?? '').toContain('E2E Two Weeks');
  });

  it('modifies the program: loads it, moves a day, saves it as an update', async () => {
    await page.getByTestId('program-card').filter({ hasText: 'E2E Two Weeks' }).getByRole('button', { name: 'Modify' }).click();
    await toast('Program Loaded').waitFor();
    await expect.poll(() => page.getByLabel('Program Name').inputValue()).toBe('E2E Two Weeks');
    expect(await page.getByTestId('schedule-entry').count()).toBe(6);
    await page.getByLabel('Program Name').fill('E2E Two Weeks v2');
    // Move the last workout (Day 10) to Day 12 (Friday of week 2).
    await page.getByTestId('schedule-entry').last().getByRole('combobox').selectOption({ label: 'Day 12' });
    await page
      .getByTestId('schedule-entry')
      .nth(1)
      .getByRole('button', { name: /^Remove/ })
      .click();
    expect(await page.getByTestId('schedule-entry').count()).toBe(5);
    await page.getByRole('button', { name: 'Save Program' }).click();
    await toast('Program updated successfully!').waitFor();
    expect(await page.getByTestId('program-card').count()).toBe(2);

    await page.getByTestId('program-card').filter({ hasText: 'E2E Two Weeks v2' }).getByRole('button', { name: 'View Details' }).click();
    await page.getByRole('heading', { name: 'E2E Two Weeks v2' }).waitFor();
    const days = await page.getByTestId('schedule-day').allTextContents();
    expect(days).toHaveLength(5);
    expect(days.join(' | ')).toMatch(/Day 12.*Lower Body Strength/);
    expect(days.join(' | ')).not.toMatch(/Day 10\b/);
    expect(await page.getByRole('link', { name: 'Assign to Client' }).getAttribute('href')).toMatch(/^\/coach\/assign\?type=program&id=\w+/);
  });

  it('deletes the program from its details view', async () => {
    await page.getByRole('button', { name: 'Delete Program' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete Program' }).click();
    await toast('Program deleted successfully!').waitFor();
    await expect.poll(() => page.getByTestId('program-card').count()).toBe(1);
    expect((await page.getByTestId('program-card').first().textContent()) ?? '').toContain('Two-Week Kickstart');
  });
});
