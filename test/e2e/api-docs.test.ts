// The human API reference at /api/docs renders in a real browser under the app's
// Content-Security-Policy (no violation, nothing fetched from another origin), and lists the
// operations of /api/openapi.json.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startHarness, type Harness } from './harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
}, 120_000);
afterAll(async () => {
  await h?.stop();
});

it('shows the operations, with no CSP violation and no foreign request', async () => {
  const page = await h.newPage();
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(m.text());
  });
  page.on('pageerror', (e) => problems.push(e.message));
  page.on('request', (r) => {
    if (!r.url().startsWith(h.baseUrl) && !r.url().startsWith('data:')) problems.push(`foreign request: ${r.url()}`);
  });
  await page.goto('/api/docs');
  // Swagger UI renders the whole document in the page: slow on a busy machine, so a wide budget.
  await page.getByRole('heading', { name: /Spotter API/ }).waitFor({ timeout: 60_000 });
  // Every area is listed, folded; opening one shows its operations.
  const areas = page.locator('.opblock-tag');
  await expect.poll(() => areas.count()).toBeGreaterThanOrEqual(15);
  for (const area of ['Authentication', 'Photos', 'Data transfer']) {
    await page.locator(`.opblock-tag[data-tag="${area}"]`).click();
  }
  await page.getByText('/auth/login', { exact: true }).first().waitFor();
  await page.getByText('/objects/upload/{key}', { exact: true }).first().waitFor();
  await page.getByText('/export-data', { exact: true }).first().waitFor();
  expect(await page.title()).toBe('Spotter API reference');
  expect(problems).toEqual([]);
  await page.context().close();
});
