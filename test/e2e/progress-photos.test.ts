// Progress photos in Chromium (docs/progress-photos.md): the client, at 390 px, adds a front photo
// on two days and compares them side by side; the coach, at 1280 px, sees the same pair on the
// client's detail. Real bytes go through the upload route and come back through signed URLs.
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiOk, demoAccount, loginCoach, trackRequests, type DemoAccount } from './fixtures.ts';
import { startHarness, type Harness } from './harness.ts';

let h: Harness;
let demo: DemoAccount;

beforeAll(async () => {
  h = await startHarness({ seedDemo: true });
  demo = await demoAccount(h);
});

afterAll(async () => {
  await h?.stop();
});

const png = (r: number, g: number, b: number) =>
  sharp({ create: { width: 300, height: 400, channels: 3, background: { r, g, b } } })
    .png()
    .toBuffer();
const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/** Every image of the pair has loaded real pixels, once scrolled into view (they load lazily). */
async function pairLoaded(page: Page) {
  const pair = page.getByTestId('progress-photo-pair');
  await pair.waitFor();
  await pair.scrollIntoViewIfNeeded();
  await expect
    .poll(() => pair.locator('img').evaluateAll((imgs) => imgs.map((i) => (i as HTMLImageElement).complete && (i as HTMLImageElement).naturalWidth > 0)), { timeout: 15_000 })
    .toEqual([true, true]);
}

describe('progress photos', () => {
  it('the client adds front photos on two days and compares them; the coach sees them', async () => {
    // Yesterday (UTC) is in the past in any time zone the demo client may have; a week before it.
    const today = isoDay(new Date(h.now().getTime() - 86_400_000));
    const weekAgo = isoDay(new Date(h.now().getTime() - 8 * 86_400_000));

    const page = await h.newPage({ viewport: { width: 390, height: 844 }, isMobile: true });
    const settled = trackRequests(page);
    await page.goto(demo.clientAccessLink);
    await page.waitForURL((u) => !u.search.includes('token='));
    await page.getByRole('navigation', { name: 'Client navigation' }).getByRole('link', { name: 'Progress' }).click();
    const section = page.getByTestId('progress-photos');
    await section.waitFor({ timeout: 15_000 });
    await settled();

    const days: [string, [number, number, number]][] = [
      [weekAgo, [200, 80, 40]],
      [today, [40, 80, 200]],
    ];
    for (const [day, color] of days) {
      await section.getByTestId('progress-photo-input').setInputFiles({ name: `front-${day}.png`, mimeType: 'image/png', buffer: await png(...color) });
      await section.getByRole('img', { name: 'Preview of the chosen photo' }).waitFor();
      await section.getByTestId('progress-photo-pose').selectOption('FRONT');
      await section.getByTestId('progress-photo-date').fill(day);
      await section.getByRole('button', { name: 'Add photo' }).click();
      await section.getByRole('img', { name: 'Preview of the chosen photo' }).waitFor({ state: 'detached', timeout: 30_000 });
    }

    await expect.poll(() => section.getByTestId('compare-before').inputValue(), { timeout: 15_000 }).toBe(weekAgo);
    expect(await section.getByTestId('compare-after').inputValue()).toBe(today);
    await pairLoaded(page);
    // Side by side fits the phone: no sideways scrolling.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await section.getByRole('button', { name: 'Slider' }).click();
    await section.getByRole('slider', { name: 'Reveal the after photo' }).waitFor();
    await page.close();

    const coachToken = await loginCoach(h, demo);
    const clients = await apiOk<{ id: string }[]>(h, 'GET', '/clients', undefined, coachToken);
    let clientId = '';
    for (const c of clients) {
      const photos = await apiOk<{ items: unknown[] }>(h, 'GET', `/clients/${c.id}/progress-photos`, undefined, coachToken);
      if (photos.items.length >= 2) clientId = c.id;
    }
    expect(clientId).not.toBe('');

    const desk = await h.newPage({ viewport: { width: 1280, height: 900 } });
    await desk.goto('/login');
    await desk.getByLabel('Email').fill(demo.email);
    await desk.getByLabel('Password', { exact: true }).fill(demo.password);
    await desk.getByRole('button', { name: 'Sign In' }).click();
    await desk.waitForURL((u) => u.pathname.startsWith('/coach'));
    await desk.goto(`/coach/clients/${clientId}`);
    const coachSection = desk.getByTestId('progress-photos');
    await coachSection.waitFor({ timeout: 15_000 });
    await expect.poll(() => coachSection.getByTestId('compare-before').inputValue(), { timeout: 15_000 }).toBe(weekAgo);
    await pairLoaded(desk);
    expect(await coachSection.getByRole('button', { name: 'Add photo' }).count()).toBe(0);
    await desk.close();
  });
});
