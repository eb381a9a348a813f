// Issue 17 item 2 in Chromium (docs/client-calendar.md): the coach drags one session of a client's
// calendar to another day with the mouse, then one more day with the keyboard (Space, arrow,
// Space); the move survives a reload; "Move to…" moves it to a picked date; the client's Upcoming
// on a phone shows the workout on its new day. The calendar is readable at 390 px without sideways scrolling, in dark mode too.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiOk, registerCoach } from './fixtures.ts';
import { runNow, startHarness, type Harness } from './harness.ts';

const DAY_MS = 86_400_000;
const dayIn = (days: number) => new Date(runNow().getTime() - (runNow().getTime() % DAY_MS) + days * DAY_MS);
/** The Monday 8 to 14 days ahead: its week is one page of the week view, wholly in the future. */
const monday = (() => {
  const d = dayIn(8);
  return new Date(d.getTime() + ((8 - d.getUTCDay()) % 7) * DAY_MS);
})();
const keyOf = (offset: number) => new Date(monday.getTime() + offset * DAY_MS).toISOString().slice(0, 10);
const longDay = (key: string) => new Date(`${key}T00:00:00Z`).toLocaleDateString('en-US', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** How Upcoming names a day more than a week ahead (src/shared/workout-dates.ts shortDate). */
const shortDate = (key: string) => `${MONTHS[new Date(`${key}T00:00:00Z`).getUTCMonth()]} ${new Date(`${key}T00:00:00Z`).getUTCDate()}`;

let h: Harness;
let coachToken = '';
let clientId = '';
let clientToken = '';
// Monday → Wednesday by mouse → Thursday by keyboard → Friday by "Move to…".
const source = keyOf(0);
const dragged = keyOf(2);
const keyed = keyOf(3);
const picked = keyOf(4);

beforeAll(async () => {
  h = await startHarness();
  coachToken = await registerCoach(h, { email: 'cal@example.com', password: 'cal-password-1', firstName: 'Cal', lastName: 'Coach' });
  const api = <T>(method: string, p: string, body?: unknown) => apiOk<T>(h, method, p, body, coachToken);
  clientId = (await api<{ id: string }>('POST', '/clients', { firstName: 'Dana', lastName: 'Client' })).id;
  clientToken = (await api<{ token: string }>('POST', `/clients/${clientId}/access-token`)).token;
  await api('PUT', `/clients/${clientId}/time-zone`, { timeZone: 'UTC' });
  const exercise = await api<{ id: string }>('POST', '/exercises', { name: 'Goblet Squat', category: 'Knee dominant' });
  const plan = await api<{ id: string }>('POST', '/plans', { name: 'Leg Day' });
  await api('POST', '/plan-exercises', { planId: plan.id, exerciseId: exercise.id, orderIndex: 0, columnData: { col1: '3', col2: '10' } });
  await api('POST', '/assignments', { clientId, contentType: 'PLAN', contentId: plan.id, startDate: source });
});

afterAll(async () => {
  await h?.stop();
});

/** axe-core (WCAG 2.1 A/AA and best practice) on what `selector` holds now; one line per violation. */
async function audit(page: Page, selector: string): Promise<string[]> {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'), undefined, { timeout: 5_000 }).catch(() => undefined);
  await page.evaluate(await readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8'));
  return page.evaluate(async (sel) => {
    const axe = (window as unknown as { axe: { run: (ctx: object, o: object) => Promise<{ violations: { id: string; help: string; nodes: { target: string[] }[] }[] }> } }).axe;
    const result = await axe.run({ include: [[sel]] }, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] } });
    return result.violations.map(
      (v) =>
        `${sel}: ${v.id} ${v.help} — ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(' | ')}`,
    );
  }, selector);
}

const cell = (page: Page, key: string) => page.locator(`[data-day="${key}"]`);
const handle = (page: Page) => page.getByRole('button', { name: /^Drag Leg Day/ });

/** Opens the client detail's calendar on the week of `monday` (the week view, paged forward). */
async function openCalendar(page: Page) {
  await page.goto(`/coach/clients/${clientId}?token=${coachToken}`);
  await page.getByRole('heading', { name: 'Calendar', exact: true }).waitFor();
  await page.locator('[data-day]').first().waitFor();
  if (!(await page.getByRole('radio', { name: 'Week' }).isChecked())) await page.getByText('Week', { exact: true }).click();
  for (let i = 0; i < 3 && (await cell(page, source).count()) === 0; i++) {
    const shown = await page.locator('[data-day]').first().getAttribute('data-day');
    await page.getByRole('button', { name: 'Next week' }).click();
    await page.waitForFunction((before) => document.querySelector('[data-day]')?.getAttribute('data-day') !== before, shown);
  }
  await cell(page, source).waitFor();
}

describe('a client’s calendar', () => {
  it('a session dragged with the mouse, a day further with the keyboard, then Move to…, lands on each new day and stays there', async () => {
    const page = await h.newPage({ viewport: { width: 1280, height: 900 }, timezoneId: 'UTC' });
    await openCalendar(page);
    await cell(page, source).getByText('Leg Day').waitFor();
    expect(await cell(page, source).getByText('Scheduled').count()).toBe(1);

    // The mouse: press on the handle, move over the target day, release.
    const from = (await handle(page).boundingBox())!;
    const to = (await cell(page, dragged).boundingBox())!;
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2 + 10, from.y + from.height / 2, { steps: 3 });
    await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 12 });
    await page.mouse.up();
    await cell(page, dragged).getByText('Leg Day').waitFor();
    await page
      .getByText(/^Workout moved to/)
      .first()
      .waitFor();
    expect(await cell(page, source).getByText('Leg Day').count()).toBe(0);

    // The keyboard: focus the handle, Space lifts, → picks the next day, Space drops.
    // Each step waits for what the live region announces, as a screen-reader user would.
    await handle(page).focus();
    await page.keyboard.press('Space');
    await page.getByText(`Leg Day is over ${longDay(dragged)}.`).waitFor({ state: 'attached' });
    await page.keyboard.press('ArrowRight');
    await page.getByText(`Leg Day is over ${longDay(keyed)}.`).waitFor({ state: 'attached' });
    await page.keyboard.press('Space');
    await cell(page, keyed).getByText('Leg Day').waitFor();

    await page.reload();
    await openCalendar(page);
    await cell(page, keyed).getByText('Leg Day').waitFor();
    expect(await cell(page, dragged).getByText('Leg Day').count()).toBe(0);

    // "Move to…" from the session's dialog, with a picked date.
    await page.getByRole('button', { name: /^Leg Day\s*Scheduled/ }).click();
    await page.getByRole('dialog', { name: 'Edit Workout' }).getByRole('button', { name: 'Move to…' }).click();
    const move = page.getByRole('dialog', { name: 'Move Workout' });
    await move.getByLabel('New date').fill(picked);
    await move.getByRole('button', { name: 'Move', exact: true }).click();
    await cell(page, picked).getByText('Leg Day').waitFor();
    expect(await cell(page, keyed).getByText('Leg Day').count()).toBe(0);
    await page.context().close();
  });

  it('the client’s Upcoming shows the workout on its new day', async () => {
    const phone = await h.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, timezoneId: 'UTC' });
    await phone.goto(`/app/upcoming?token=${clientToken}`);
    const card = phone.getByTestId('upcoming-card').filter({ hasText: 'Leg Day' });
    await card.waitFor();
    expect(await card.textContent()).toContain(shortDate(picked));
    await phone.context().close();
  });

  it('at 390 px in dark mode the week is a list that does not scroll sideways, with the legend in words', async () => {
    const page = await h.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, colorScheme: 'dark', timezoneId: 'UTC' });
    await page.goto(`/coach/clients/${clientId}?token=${coachToken}`);
    await page.getByRole('heading', { name: 'Calendar', exact: true }).waitFor();
    await page.getByRole('list', { name: 'Status colours' }).waitFor();
    for (const label of ['Scheduled', 'In Progress', 'Completed', 'Skipped', 'Missed']) {
      expect(await page.getByRole('list', { name: 'Status colours' }).getByText(label, { exact: true }).count()).toBe(1);
    }
    expect(await page.getByRole('radio', { name: 'Week' }).isChecked()).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.context().close();
  });

  it('axe finds no violation in the calendar (desktop light, phone dark) nor in the session dialog', async () => {
    const found: string[] = [];
    for (const mode of [
      { viewport: { width: 1280, height: 900 }, colorScheme: 'light' as const, isMobile: false },
      { viewport: { width: 390, height: 844 }, colorScheme: 'dark' as const, isMobile: true },
    ]) {
      const page = await h.newPage({ ...mode, timezoneId: 'UTC' });
      await openCalendar(page);
      await page.waitForLoadState('networkidle');
      found.push(...(await audit(page, '[data-testid="client-calendar"]')));
      await page.getByRole('button', { name: /^Leg Day\s*Scheduled/ }).click();
      await page.getByRole('dialog', { name: 'Edit Workout' }).getByRole('textbox', { name: 'Goblet Squat: Sets' }).waitFor();
      found.push(...(await audit(page, '[role="dialog"]')));
      await page.context().close();
    }
    expect(found).toEqual([]);
  });
});
