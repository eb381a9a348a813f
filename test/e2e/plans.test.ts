// End to end in Chromium (issue 3, area A): create exercises, build a plan with a superset,
// reorder it by keyboard, save, edit and duplicate it — against the real server and the built app.
// Runs on the shared harness with the demo seed (its exercises and plans are used below).
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiOk, demoAccount, loginCoach } from './fixtures.ts';
import { dragByKeyboard, startHarness, type Harness } from './harness.ts';

let h: Harness;
let page: Page;
let token = '';

beforeAll(async () => {
  h = await startHarness({ seedDemo: true });
  token = await loginCoach(h, await demoAccount(h));
  page = await h.newPage({ viewport: { width: 1280, height: 900 } });
  await page.goto(`/coach/tasks?token=${token}`);
});

afterAll(async () => {
  await h?.stop();
});

const toast = (text: string) => page.getByText(text, { exact: true }).first();
const itemNames = async () => page.getByTestId('plan-item').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
const apiGet = <T>(p: string) => apiOk<T>(h, 'GET', p, undefined, token);
type PlanJson = {
  id: string;
  name: string;
  exercises: { exercise: { name: string }; notes: string | null; orderIndex: number; groupId: string | null; groupName: string | null; columnData: { col1: string } }[];
};

describe('Exercise library and plan builder in Chromium', () => {
  it('creates exercises in the library', async () => {
    page.setDefaultTimeout(15_000);
    await page.getByRole('heading', { name: 'Exercise Library', level: 1 }).waitFor();
    const form = page.getByRole('form', { name: 'Create exercise' });
    await form.getByRole('button', { name: 'Create Exercise' }).click();
    await page.getByText('Exercise name is required').first().waitFor();
    for (const [name, category] of [
      ['E2E Push-up', 'Horizontal pushing'],
      ['E2E Pull-up', 'Vertical pulling'],
    ] as const) {
      await form.getByPlaceholder('e.g. Back Squat').fill(name);
      await form.getByLabel('Category', { exact: true }).selectOption(category);
      await form.getByRole('button', { name: 'Create Exercise' }).click();
      await toast('Exercise created successfully!').waitFor();
      await page.getByRole('listitem', { name }).waitFor();
    }
    await page.getByRole('searchbox', { name: 'Search exercises' }).fill('e2e pu');
    expect(await page.getByRole('list', { name: 'Exercises' }).getByRole('listitem').count()).toBe(2);
    await page.getByRole('searchbox', { name: 'Search exercises' }).fill('nothing like this');
    await page.getByText('No exercises found matching your search.').waitFor();
  });

  it('builds a plan with a superset, reorders it by keyboard and saves it', async () => {
    await page.goto(`/coach/plans/new`);
    await page.getByRole('heading', { name: 'Plan Builder', level: 1 }).waitFor();
    await page.getByPlaceholder('e.g. Upper Body Strength').fill('E2E Plan');
    await page.getByRole('button', { name: 'Save Plan' }).click();
    await toast('Please add at least one exercise to the plan').waitFor();

    const pick = page.getByRole('combobox', { name: 'Exercise', exact: true });
    await pick.selectOption({ label: 'Back Squat (Knee dominant)' });
    await page.getByRole('button', { name: 'Add to Plan' }).click();
    await page.getByRole('textbox', { name: 'Group name' }).fill('Superset A');
    await page.getByRole('button', { name: 'Create Group' }).click();
    await toast('Group Created').waitFor();
    for (const label of ['E2E Push-up (Horizontal pushing)', 'E2E Pull-up (Vertical pulling)']) {
      await pick.selectOption({ label });
      await page.getByRole('button', { name: 'Add to Plan' }).click();
    }
    await page.getByRole('button', { name: 'Clear group' }).click();
    expect(await itemNames()).toEqual(['1. Back Squat', '2. E2E Push-up', '3. E2E Pull-up']);
    await page.getByRole('textbox', { name: 'Sets for E2E Push-up' }).fill('4');
    await page.getByRole('textbox', { name: 'Exercise notes for Back Squat' }).fill('Brace before each rep');

    // The superset moves as one block, by keyboard: Space lifts, ArrowUp moves, Space drops.
    await dragByKeyboard(page, page.getByRole('button', { name: 'Reorder group Superset A' }), 'ArrowUp');
    await expect.poll(itemNames, { timeout: 10_000 }).toEqual(['1. E2E Push-up', '2. E2E Pull-up', '3. Back Squat']);

    await page.getByRole('button', { name: 'Save Plan' }).click();
    await toast('Plan created successfully!').waitFor();
    // docs/product.md §4: after creating, the form resets.
    await expect.poll(async () => page.getByPlaceholder('e.g. Upper Body Strength').inputValue(), { timeout: 10_000 }).toBe('');

    const plans = await apiGet<PlanJson[]>('/plans');
    const saved = plans.find((p) => p.name === 'E2E Plan')!;
    expect(saved.exercises.map((e) => [e.exercise.name, e.orderIndex, e.groupName])).toEqual([
      ['E2E Push-up', 0, 'Superset A'],
      ['E2E Pull-up', 1, 'Superset A'],
      ['Back Squat', 2, null],
    ]);
    expect(saved.exercises[0]!.columnData.col1).toBe('4');
    expect(saved.exercises[2]!.notes).toBe('Brace before each rep');
  });

  it('edits the plan from My Plans and updates it', async () => {
    await page.goto(`/coach/plans`);
    await page.getByRole('heading', { name: 'My Plans', level: 1 }).waitFor();
    await page.getByRole('link', { name: 'Edit E2E Plan' }).click();
    await page.getByRole('heading', { name: 'Edit Plan', level: 1 }).waitFor();
    await expect.poll(itemNames, { timeout: 10_000 }).toEqual(['1. E2E Push-up', '2. E2E Pull-up', '3. Back Squat']);
    await page.getByPlaceholder('e.g. Upper Body Strength').fill('E2E Plan v2');
    await page.getByRole('button', { name: 'Remove Back Squat', exact: true }).click();
    await page.getByRole('button', { name: 'Update Plan' }).click();
    await toast('Plan updated successfully!').waitFor();
    await page.getByRole('heading', { name: 'My Plans', level: 1 }).waitFor();
    const plan = (await apiGet<PlanJson[]>('/plans')).find((p) => p.name === 'E2E Plan v2')!;
    expect(plan.exercises.map((e) => e.exercise.name)).toEqual(['E2E Push-up', 'E2E Pull-up']);
  });

  it('opens the detail dialog and duplicates the plan', async () => {
    await page.getByRole('button', { name: 'View E2E Plan v2' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Superset A').waitFor();
    expect(await dialog.textContent()).toContain('Sets: 4');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('button', { name: 'Duplicate E2E Plan v2' }).click();
    await toast('Plan duplicated successfully').waitFor();
    await page.getByRole('listitem', { name: 'E2E Plan v2 (Copy)' }).waitFor();
    const copy = (await apiGet<PlanJson[]>('/plans')).find((p) => p.name === 'E2E Plan v2 (Copy)')!;
    expect(copy.exercises.map((e) => [e.exercise.name, e.groupName])).toEqual([
      ['E2E Push-up', 'Superset A'],
      ['E2E Pull-up', 'Superset A'],
    ]);
  });

  it('a long plan name keeps the card actions inside the card, on a desktop and on a phone', async () => {
    const name = 'E2E Upper Body Superset with Accessory Finisher (Copy)';
    await apiOk(h, 'POST', '/plans', { name }, token);
    const phone = await h.newPage({ viewport: { width: 390, height: 844 }, isMobile: true });
    for (const p of [page, phone]) {
      await p.goto(`/coach/plans?token=${token}`);
      const card = p.getByRole('listitem', { name });
      const del = card.getByRole('button', { name: `Delete ${name}` });
      await del.waitFor();
      const [c, d] = [(await card.boundingBox())!, (await del.boundingBox())!];
      expect(d.x).toBeGreaterThanOrEqual(c.x);
      expect(d.x + d.width).toBeLessThanOrEqual(c.x + c.width);
      // Nothing covers the button (a trial click fails when another element would get it).
      await del.click({ trial: true, timeout: 5_000 });
      expect(await p.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    }
    await phone.close();
  });

  it('refuses to delete an exercise still used by plans, naming them', async () => {
    await page.goto(`/coach/tasks`);
    await page.getByRole('button', { name: 'Delete E2E Push-up' }).click();
    await page.getByText('Are you sure you want to delete this exercise?').waitFor();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await page.getByText("This exercise is used by the plans 'E2E Plan v2' and 'E2E Plan v2 (Copy)'. Remove it from those plans first.").waitFor();
  });
});
