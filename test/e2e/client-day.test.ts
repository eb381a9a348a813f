// Issue 12 in Chromium at 390 px: sign-in without dead ends (a revoked link, "E-mail me a new
// link", a client on /coach, a coach's read-only preview) and the phone defects of Today (long
// values, touch targets, Enter on a touch keyboard, Logout that asks first).
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiOk, registerCoach } from './fixtures.ts';
import { startHarness, type Harness } from './harness.ts';

const LONG_VALUE = '8-10 each side, slow eccentric, pause two seconds at the bottom';
let h: Harness;
let coachToken = '';
let clientId = '';
let oldToken = '';
let currentToken = '';

beforeAll(async () => {
  h = await startHarness();
  coachToken = await registerCoach(h, { email: 'cora@example.com', password: 'cora-password-1', firstName: 'Cora', lastName: 'Coach' });
  const api = <T>(method: string, p: string, body?: unknown) => apiOk<T>(h, method, p, body, coachToken);
  clientId = (await api<{ id: string }>('POST', '/clients', { firstName: 'Kai', lastName: 'Client', email: 'kai@example.com' })).id;
  oldToken = (await api<{ token: string }>('POST', `/clients/${clientId}/access-token`)).token;
  currentToken = (await api<{ token: string }>('POST', `/clients/${clientId}/access-token`)).token;
  const exercise = await api<{ id: string }>('POST', '/exercises', { name: 'Bulgarian Split Squat', category: 'Knee dominant' });
  const plan = await api<{ id: string }>('POST', '/plans', { name: 'Leg Day' });
  await api('POST', '/plan-exercises', { planId: plan.id, exerciseId: exercise.id, orderIndex: 0, columnData: { col1: '3', col2: LONG_VALUE } });
  await api('POST', '/assignments', { clientId, contentType: 'PLAN', contentId: plan.id, startDate: h.now().toISOString().slice(0, 10) });
});

afterAll(async () => {
  await h?.stop();
});

const phone = () => h.newPage({ viewport: { width: 390, height: 844 }, isMobile: true });
const scrollWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

async function expectTouchTarget(page: Page, locator: ReturnType<Page['getByRole']>) {
  const box = await locator.boundingBox();
  expect(box?.width).toBeGreaterThanOrEqual(44);
  expect(box?.height).toBeGreaterThanOrEqual(44);
}

describe('sign-in without dead ends', () => {
  it('a revoked link says what to do and e-mails the current link to the address the coach recorded', async () => {
    const page = await phone();
    await page.goto(`/app/today?token=${oldToken}`);
    await page.getByText('This link is no longer valid. Ask your coach for a new one.').waitFor();
    expect(await page.getByText('Error Loading Workout').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Logout' }).count()).toBe(0);
    expect(await scrollWidth(page)).toBeLessThanOrEqual(390);

    const logged = h.logs.length;
    await page.getByRole('button', { name: 'E-mail me a new link' }).click();
    await page.getByLabel(/Your e-mail address/).fill('kai@example.com');
    await page.getByRole('button', { name: 'Send my link' }).click();
    await page.getByText(/your current link is on its way/).waitFor();
    await h.waitForLog(new RegExp(`/app/today\\?token=${currentToken}`), { after: logged });
    expect(h.logs.slice(logged).join('\n')).not.toContain(oldToken);
    await page.context().close();
  });

  it('a signed-in client who loads a /coach page lands on /app/today, still signed in', async () => {
    const page = await phone();
    await page.goto(`/app/today?token=${currentToken}`);
    await page.getByTestId('exercise-card').first().waitFor();
    await page.waitForURL((u) => !u.search.includes('token='));
    await page.goto('/coach/clients');
    await page.waitForURL(/\/app\/today$/);
    await page.getByTestId('exercise-card').first().waitFor();
    expect(await page.getByText('Coach Login').count()).toBe(0);
    await page.context().close();
  });

  it("a coach previews the client's app read-only and goes back to the coach area still signed in", async () => {
    const page = await phone();
    await page.goto(`/coach/clients/${clientId}?token=${coachToken}`);
    await page.getByRole('button', { name: 'View as client' }).click();
    await page.waitForURL(/\/app\/today$/);
    await page.getByTestId('exercise-card').first().waitFor();
    await page.getByText("Preview of Kai Client's app. Read-only: changes are turned off.").waitFor();
    // Every write is refused with a clear message.
    await page.getByRole('button', { name: 'Mark Bulgarian Split Squat complete' }).click();
    await page
      .getByText(/This is a read-only preview of your client's app/)
      .first()
      .waitFor();
    await page.getByRole('link', { name: 'Coach Dashboard' }).click();
    await page.waitForURL(/\/coach\/dashboard$/);
    await page
      .getByRole('heading', { name: /Dashboard/ })
      .first()
      .waitFor();
    expect(await page.getByText('Coach Login').count()).toBe(0);
    await page.context().close();
  });
});

describe('Today on a phone', () => {
  let page: Page;
  beforeAll(async () => {
    page = await phone();
    await page.goto(`/app/today?token=${currentToken}`);
    await page.getByTestId('exercise-card').first().waitFor();
  });

  it('wraps a long column value: nothing scrolls sideways at 390 px', async () => {
    await page.getByText(LONG_VALUE, { exact: false }).first().waitFor();
    expect(await scrollWidth(page)).toBeLessThanOrEqual(390);
  });

  it('gives the exercise actions and Logout 44 px targets', async () => {
    const card = page.getByTestId('exercise-card').first();
    await expectTouchTarget(page, card.getByRole('button', { name: /^Mark .* complete$/ }));
    await expectTouchTarget(page, card.getByRole('button', { name: /^Log result: / }));
    await expectTouchTarget(page, card.getByRole('button', { name: /^Coach notes: / }));
    await expectTouchTarget(page, page.getByRole('button', { name: 'Logout' }));
    // Issue 31: the theme toggle, the set inputs and the rest choice too.
    await expectTouchTarget(page, page.getByRole('button', { name: /^Switch to (dark|light) theme$/ }));
    await card.getByTestId('set-row').first().waitFor();
    await expectTouchTarget(page, card.getByRole('textbox', { name: 'Set 1 Reps' }));
    await expectTouchTarget(page, card.getByRole('textbox', { name: 'Set 1 Load (kg)' }));
    await expectTouchTarget(page, card.getByRole('textbox', { name: 'Set 1 RPE' }));
    const rest = card.getByRole('combobox', { name: 'Rest between sets' });
    expect((await rest.boundingBox())?.height).toBeGreaterThanOrEqual(44);
  });

  it('ticking set 1 moves nothing under the thumb: set 2 stays where it was (issue 31)', async () => {
    const card = page.getByTestId('exercise-card').first();
    const next = card.getByRole('button', { name: 'Mark set 2 done' });
    await next.waitFor();
    const before = await next.boundingBox();
    await card.getByRole('button', { name: 'Mark set 1 done' }).click();
    await card.getByRole('button', { name: 'Mark set 1 not done' }).waitFor();
    // Everything a tick brings has arrived: the save went through, its summary became the result.
    await page.getByTestId('sync-status').getByText('All changes saved').waitFor();
    await card.getByTestId('exercise-result').waitFor();
    const after = await next.boundingBox();
    expect(after!.y - before!.y).toBe(0);
    expect(after!.x - before!.x).toBe(0);
    // A tap where set 2's Done was ticks set 2, not set 1 again.
    await page.mouse.click(before!.x + before!.width / 2, before!.y + before!.height / 2);
    await card.getByRole('button', { name: 'Mark set 2 not done' }).waitFor();
    expect(await card.getByRole('button', { name: 'Mark set 1 not done' }).count()).toBe(1);
  });

  it('on a touch keyboard the Done key (Enter) saves, Shift+Enter breaks the line, and the card keeps the lines (issue 31)', async () => {
    await page
      .getByRole('button', { name: /^Log result: / })
      .first()
      .click();
    const box = page.getByPlaceholder('e.g., 3x12 @ 135 lbs, felt good');
    await box.waitFor();
    expect(await box.getAttribute('enterkeyhint')).toBe('done');
    // The sheet starts from the result the ticked sets wrote.
    await box.fill('');
    await box.pressSequentially('3x10');
    await box.press('Shift+Enter');
    await box.pressSequentially('left knee ok');
    expect(await box.inputValue()).toBe('3x10\nleft knee ok');
    await box.press('Enter');
    await box.waitFor({ state: 'detached' });
    const result = page.getByTestId('exercise-result').first();
    await result.waitFor();
    // Two lines on the card: its height is that of two lines of text.
    const lines = await result.evaluate((el) => Math.round(el.getBoundingClientRect().height / parseFloat(getComputedStyle(el).lineHeight)));
    expect(lines).toBe(2);
  });

  it('asks before logging out', async () => {
    // The last test's "Exercise result saved" toast lies over the header's Logout button at 390 px
    // for its 5 s, and a pointer resting on it pauses it: move away and let it go, as a user would.
    await page.mouse.move(10, 400);
    await page.locator('[data-scope="toast"][data-part="root"]').first().waitFor({ state: 'detached', timeout: 15_000 });
    await page.getByRole('button', { name: 'Logout' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Log out?' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Stay signed in' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(page.url()).toMatch(/\/app\/today$/);
    await page.getByTestId('exercise-card').first().waitFor();
  });
});
