// End to end in Chromium (issue 17): the coach defects that only a real browser shows (native
// validation, layout at 1280 px and 390 px, the file picker after a refused file) and the import
// preview re-run against the real server and the built app, with the demo seed.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiOk, demoAccount, loginCoach } from './fixtures.ts';
import { startHarness, type Harness } from './harness.ts';

let h: Harness;
let token = '';
let desk: Page;
let dir = '';
const apiGet = <T>(p: string) => apiOk<T>(h, 'GET', p, undefined, token);
type Counts = { exercises: unknown[]; plansWithExercises: unknown[]; programsWithPlans: unknown[]; clientsWithData: { id: string }[] };

beforeAll(async () => {
  h = await startHarness({ seedDemo: true });
  token = await loginCoach(h, await demoAccount(h));
  desk = await h.newPage({ viewport: { width: 1280, height: 800 } });
  await desk.goto(`/coach/dashboard?token=${token}`);
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'spotter-e2e-import-'));
});

afterAll(async () => {
  await h?.stop();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

/** True when the element's content fits in its box (nothing cut off or scrolled away). */
const fits = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el) => el.scrollWidth <= el.clientWidth + 1 && el.scrollHeight <= el.clientHeight + 1);

describe('Data Transfer in Chromium', () => {
  it('takes a valid file after a refused one, previews, and a second run under "skip existing" changes nothing', async () => {
    const exported = await apiGet<Counts>('/export-data');
    const file = path.join(dir, 'spotter-export.json');
    fs.writeFileSync(file, JSON.stringify(exported));
    const png = path.join(dir, 'photo.png');
    fs.writeFileSync(png, Buffer.from('89504e470d0a1a0a', 'hex'));

    await desk.goto('/coach/data-transfer');
    const input = desk.locator('input[type=file]');
    await input.setInputFiles(png);
    await desk.getByText('photo.png is not a .json file.').waitFor();
    expect(await desk.getByTestId('import-file-name').textContent()).toBe('No file chosen');
    await input.setInputFiles(file);
    await desk.getByTestId('import-file-name').getByText('spotter-export.json').waitFor();
    const preview = desk.getByTestId('import-preview');
    await preview.waitFor();
    // Everything in the file is the demo coach's own: all of it is already here.
    const ex = exported.exercises.length;
    await desk.getByTestId('preview-exercises').getByText(`${ex} in the file: 0 new, ${ex} already here`).waitFor();
    await desk.getByRole('button', { name: 'Import Data' }).click();
    await desk
      .getByText(/^Import successful: 0 exercises, 0 plans, 0 programs and 0 clients imported\./)
      .first()
      .waitFor();
    const after = await apiGet<Counts>('/export-data');
    expect([after.exercises.length, after.plansWithExercises.length, after.programsWithPlans.length, after.clientsWithData.length]).toEqual([
      exported.exercises.length,
      exported.plansWithExercises.length,
      exported.programsWithPlans.length,
      exported.clientsWithData.length,
    ]);
  });
});

describe('client detail', () => {
  it("an emptied first name shows 'First name is required' (no native bubble), and e-mail and link are not cut off at 1280 px", async () => {
    const clients = await apiGet<{ id: string; email: string | null }[]>('/clients');
    const withEmail = clients.find((c) => c.email)!;
    await apiOk(h, 'PUT', `/clients/${withEmail.id}/profile`, { firstName: 'Alexandra', lastName: 'Rivera', email: 'alexandra.rivera@example-gym.com', phoneNumber: '' }, token);
    await desk.goto(`/coach/clients/${withEmail.id}`);
    const first = desk.getByRole('textbox', { name: /First name/ });
    await first.waitFor();
    await desk.getByTestId('access-link').waitFor();
    expect(await fits(desk, 'input[name="email"]')).toBe(true);
    expect(await fits(desk, '[data-testid="access-link"]')).toBe(true);
    await first.fill('');
    await desk.getByRole('button', { name: 'Save Changes' }).click();
    await desk.getByText('First name is required').waitFor();
    expect(await first.evaluate((el) => (el as HTMLInputElement).matches(':invalid') && el.closest('form')!.noValidate)).toBe(true);
  });
});

describe('content screens at 1280 px and 390 px', () => {
  it('plan builder: every value column shows what it holds at 1280 px', async () => {
    const plans = await apiGet<{ id: string }[]>('/plans');
    await desk.goto(`/coach/plans/new?editPlanId=${plans[0]!.id}`);
    await desk.getByTestId('plan-item').first().waitFor();
    const notes = desk.getByTestId('value-col6').first().locator('input');
    await notes.fill('Brace hard, depth below parallel, pause one second at the bottom');
    expect(await notes.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);
    for (const k of ['col1', 'col2', 'col3', 'col4', 'col5']) {
      const box = (await desk.getByTestId(`value-${k}`).first().locator('input').boundingBox())!;
      expect(box.width, k).toBeGreaterThanOrEqual(60);
    }
  });

  it('exercise library: the form waits behind New Exercise on a phone; on a desktop it stays below the header', async () => {
    const phone = await h.newPage({ viewport: { width: 390, height: 844 }, isMobile: true });
    await phone.goto(`/coach/tasks?token=${token}`);
    await phone.getByRole('button', { name: 'New Exercise' }).waitFor();
    expect(await phone.getByTestId('exercise-form-panel').isVisible()).toBe(false);
    // The list starts within the first screen.
    const firstCard = (await phone.getByRole('list', { name: 'Exercises' }).boundingBox())!;
    expect(firstCard.y).toBeLessThan(600);
    await phone.getByRole('button', { name: 'New Exercise' }).click();
    await phone.getByPlaceholder('e.g. Back Squat').waitFor();
    await phone.close();

    await desk.goto('/coach/tasks');
    await desk.getByTestId('exercise-form-panel').waitFor();
    const before = (await desk.getByRole('list', { name: 'Exercises' }).boundingBox())!;
    await desk.mouse.wheel(0, 2000);
    // The wheel scrolls asynchronously: wait until the list has moved, then measure.
    await expect.poll(async () => (await desk.getByRole('list', { name: 'Exercises' }).boundingBox())!.y).toBeLessThan(before.y);
    const header = (await desk.locator('header').first().boundingBox())!;
    const panel = (await desk.getByTestId('exercise-form-panel').boundingBox())!;
    expect(panel.y).toBeGreaterThanOrEqual(header.y + header.height);
    expect(panel.y + panel.height).toBeLessThanOrEqual(800);
  });
});
