// Body metrics in Chromium at 390 px (docs/body-metrics.md, docs/offline.md): with no signal the
// client switches lengths to inches and logs a waist twice on one day; both show at once, and back
// online the server holds one value for the day, the later one, stored in cm, and the inch setting.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiOk, demoAccount, trackRequests, type DemoAccount } from './fixtures.ts';
import { startHarness, type Harness } from './harness.ts';

let h: Harness;
let demo: DemoAccount;
let page: Page;
let clientToken = '';

beforeAll(async () => {
  h = await startHarness({ seedDemo: true });
  demo = await demoAccount(h);
  clientToken = new URL(demo.clientAccessLink).searchParams.get('token') ?? '';
  page = await h.newPage({ viewport: { width: 390, height: 844 }, isMobile: true });
});

afterAll(async () => {
  await h?.stop();
});

type Series = { items: { date: string; value: number }[] };

describe('body metrics on the phone', () => {
  it('logged offline, shown at once, and sent once each when the signal returns', async () => {
    const before = await apiOk<Series>(h, 'GET', '/body-metrics/waist/entries', undefined, clientToken);
    const settled = trackRequests(page);
    await page.goto(demo.clientAccessLink);
    await page.waitForURL((u) => !u.search.includes('token='));
    await page.getByRole('navigation', { name: 'Client navigation' }).getByRole('link', { name: 'Progress' }).click();
    const card = page.getByTestId('body-metrics');
    await card.getByTestId('line-chart').waitFor();
    await card.getByRole('combobox', { name: 'Metric' }).selectOption('waist');
    await card.getByRole('img', { name: /^Waist over time: / }).waitFor();
    await settled();

    await page.context().setOffline(true);
    await card.getByRole('button', { name: 'in', exact: true }).click();
    await expect.poll(() => card.getByTestId('metric-latest').textContent()).toMatch(/ in$/);
    const form = card.getByRole('form', { name: 'Log waist' });
    await form.getByLabel('Value (in)').fill('34');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => card.getByTestId('metric-latest').textContent()).toBe('34 in');
    await form.getByLabel('Value (in)').fill('33.8');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => card.getByTestId('metric-latest').textContent()).toBe('33.8 in');
    await page.getByTestId('sync-status').getByText('3 changes waiting').waitFor();

    await page.context().setOffline(false);
    await page.getByTestId('sync-status').getByText('All changes saved').waitFor({ timeout: 60_000 });
    const after = await apiOk<Series>(h, 'GET', '/body-metrics/waist/entries', undefined, clientToken);
    expect(after.items).toHaveLength(before.items.length + 1);
    expect(after.items.at(-1)!.value).toBeCloseTo(33.8 * 2.54, 9);
    expect((await apiOk<{ lengthUnit: string }>(h, 'GET', '/body-metrics', undefined, clientToken)).lengthUnit).toBe('IN');
  });
});
