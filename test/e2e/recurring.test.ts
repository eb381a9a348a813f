// Issue 34 item 5 in Chromium (docs/recurring.md): the coach assigns a plan every Monday and
// Thursday for 8 weeks from the wizard (the preview says 16 sessions), sees the sessions in the
// client's calendar, then copies the last week to the two weeks after it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { apiOk, registerCoach } from './fixtures.ts';
import { runNow, startHarness, type Harness } from './harness.ts';

const DAY_MS = 86_400_000;
const dayIn = (days: number) => new Date(runNow().getTime() - (runNow().getTime() % DAY_MS) + days * DAY_MS);
/** The Monday 8 to 14 days ahead: the repeat is wholly in the future. */
const monday = (() => {
  const d = dayIn(8);
  return new Date(d.getTime() + ((8 - d.getUTCDay()) % 7) * DAY_MS);
})();
const keyOf = (offset: number) => new Date(monday.getTime() + offset * DAY_MS).toISOString().slice(0, 10);
const shortDay = (key: string) => new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }).format(new Date(`${key}T00:00:00Z`)).replace(',', '');

let h: Harness;
let coachToken = '';
let clientId = '';
let planId = '';

beforeAll(async () => {
  h = await startHarness();
  coachToken = await registerCoach(h, { email: 'repeat@example.com', password: 'repeat-password-1', firstName: 'Rae', lastName: 'Coach' });
  const api = <T>(method: string, p: string, body?: unknown) => apiOk<T>(h, method, p, body, coachToken);
  clientId = (await api<{ id: string }>('POST', '/clients', { firstName: 'Ava', lastName: 'Client' })).id;
  await api('PUT', `/clients/${clientId}/time-zone`, { timeZone: 'UTC' });
  const exercise = await api<{ id: string }>('POST', '/exercises', { name: 'Goblet Squat', category: 'Knee dominant' });
  planId = (await api<{ id: string }>('POST', '/plans', { name: 'Leg Day' })).id;
  await api('POST', '/plan-exercises', { planId, exerciseId: exercise.id, orderIndex: 0, columnData: { col1: '3', col2: '10' } });
});

afterAll(async () => {
  await h?.stop();
});

const cell = (page: Page, key: string) => page.locator(`[data-day="${key}"]`);

/** The week view of the client's calendar, paged forward until `key` shows. */
async function weekShowing(page: Page, key: string) {
  await page.goto(`/coach/clients/${clientId}?token=${coachToken}`);
  await page.getByRole('heading', { name: 'Calendar', exact: true }).waitFor();
  await page.locator('[data-day]').first().waitFor();
  if (!(await page.getByRole('radio', { name: 'Week' }).isChecked())) await page.getByText('Week', { exact: true }).click();
  for (let i = 0; i < 12 && (await cell(page, key).count()) === 0; i++) {
    const shown = await page.locator('[data-day]').first().getAttribute('data-day');
    await page.getByRole('button', { name: 'Next week' }).click();
    await page.waitForFunction((before) => document.querySelector('[data-day]')?.getAttribute('data-day') !== before, shown);
  }
  await cell(page, key).waitFor();
}

describe('recurring scheduling', () => {
  it('assigns a plan every Monday and Thursday for 8 weeks, sees it in the calendar, and copies the last week to the next two', async () => {
    const page = await h.newPage({ viewport: { width: 1280, height: 900 }, timezoneId: 'UTC' });
    await page.goto(`/coach/assign?type=plan&id=${planId}&clientId=${clientId}&token=${coachToken}`);
    await page.getByRole('radiogroup', { name: 'Choose a client' }).waitFor();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByLabel(/Start date/).fill(keyOf(0));
    await page.getByText('Repeat weekly').click();
    const days = page.getByRole('group', { name: 'On these days' });
    await days.getByRole('button', { name: 'Monday' }).click();
    await days.getByRole('button', { name: 'Thursday' }).click();
    await page.getByRole('spinbutton', { name: 'For how many weeks' }).fill('8');
    const preview = `16 sessions, ${shortDay(keyOf(0))} – ${shortDay(keyOf(7 * 7 + 3))}`;
    await page.getByTestId('schedule-preview').getByText(preview).waitFor();
    expect(await page.getByText('The start date is in the past').count()).toBe(0);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByTestId('assign-summary').getByText('Repeats every Monday and Thursday for 8 weeks').waitFor();
    await page.getByRole('button', { name: 'Assign', exact: true }).click();
    await page.waitForURL(/\/coach\/clients$/);

    // The first week and the last week of the repeat, in the client's calendar.
    await weekShowing(page, keyOf(0));
    await cell(page, keyOf(0)).getByText('Leg Day').waitFor();
    await cell(page, keyOf(3)).getByText('Leg Day').waitFor();
    expect(await cell(page, keyOf(1)).getByText('Leg Day').count()).toBe(0);
    const last = 7 * 7;
    await weekShowing(page, keyOf(last));
    await cell(page, keyOf(last + 3))
      .getByText('Leg Day')
      .waitFor();

    // Copy that week to the next two: the dialog lists the four copies first.
    await page.getByRole('button', { name: 'Copy Week' }).click();
    const dialog = page.getByRole('dialog', { name: 'Copy a Week' });
    await dialog.getByRole('spinbutton', { name: 'Copy to the next … weeks' }).fill('2');
    await dialog.getByText('4 workouts will be created over 2 weeks:').waitFor();
    expect(await dialog.getByRole('listitem').count()).toBe(4);
    await dialog.getByRole('button', { name: 'Create 4 workouts' }).click();
    await page.getByText('4 workouts copied').first().waitFor();
    await page.getByRole('button', { name: 'Next week' }).click();
    await cell(page, keyOf(last + 7))
      .getByText('Leg Day')
      .waitFor();
    await cell(page, keyOf(last + 10))
      .getByText('Leg Day')
      .waitFor();
    await page.getByRole('button', { name: 'Next week' }).click();
    await cell(page, keyOf(last + 14))
      .getByText('Leg Day')
      .waitFor();
    await cell(page, keyOf(last + 17))
      .getByText('Leg Day')
      .waitFor();

    // The repeat's 16, then the 4 copies (a calendar read covers at most 62 days).
    const read = (from: number, to: number) => apiOk<{ sessions: unknown[] }>(h, 'GET', `/clients/${clientId}/calendar?from=${keyOf(from)}&to=${keyOf(to)}`, undefined, coachToken);
    expect((await read(0, last + 6)).sessions).toHaveLength(16);
    expect((await read(last + 7, last + 20)).sessions).toHaveLength(4);
    await page.context().close();
  });

  it('at 390 px in dark mode the repeat controls and the past-start question fit without sideways scrolling', async () => {
    const page = await h.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, colorScheme: 'dark', timezoneId: 'UTC' });
    await page.goto(`/coach/assign?type=plan&id=${planId}&clientId=${clientId}&token=${coachToken}`);
    await page.getByRole('radiogroup', { name: 'Choose a client' }).waitFor();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByLabel(/Start date/).fill(dayIn(-10).toISOString().slice(0, 10));
    await page.getByText('Repeat weekly').click();
    await page.getByRole('group', { name: 'On these days' }).getByRole('button', { name: 'Monday' }).click();
    await page.getByText('The start date is in the past').waitFor();
    await page.getByText('Schedule them for today').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.context().close();
  });
});
