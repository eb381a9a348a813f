// End to end in Chromium at 390 px (issue 5, area F): a client opens the personal access link,
// logs a meal with two real photos and sees them (enlarged too, without their EXIF metadata),
// then logs a fitness test and a retest — against the real server and the built app.
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccount } from './fixtures.ts';
import { startHarness, type Harness } from './harness.ts';

let h: Harness;
let page: Page;
let accessLink = '';
let todayLabel = '';
const photos: string[] = [];

const plate = (width: number, height: number) =>
  Buffer.from(
    `<svg width="${width}" height="${height}"><circle cx="${width / 2}" cy="${height / 2}" r="${height / 3}" fill="#fafafa"/><circle cx="${width / 2}" cy="${height / 2}" r="${height / 5}" fill="#c0392b"/></svg>`,
  );

/** Two real photos as a phone writes them: JPEG and PNG, the JPEG with camera and GPS EXIF. */
async function makePhotos() {
  const jpeg = path.join(h.dataDir, 'lunch.jpg');
  await sharp({ create: { width: 1200, height: 900, channels: 3, background: { r: 214, g: 137, b: 16 } } })
    .composite([{ input: plate(1200, 900) }])
    .withExif({ IFD0: { Make: 'PhoneMaker', Model: 'Pocket 9' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1' } })
    .jpeg({ quality: 88 })
    .toFile(jpeg);
  const png = path.join(h.dataDir, 'salad.png');
  await sharp({ create: { width: 800, height: 800, channels: 3, background: { r: 39, g: 174, b: 96 } } })
    .composite([{ input: plate(800, 800) }])
    .png()
    .toFile(png);
  photos.push(jpeg, png);
}

beforeAll(async () => {
  // Photos are stored on disk under the server's DATA_DIR: the harness keeps S3 out of it.
  h = await startHarness({ seedDemo: true });
  todayLabel = new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(h.now());
  accessLink = (await demoAccount(h)).clientAccessLink;
  await makePhotos();
  page = await h.newPage({ viewport: { width: 390, height: 844 }, isMobile: true });
});

afterAll(async () => {
  await h?.stop();
});

describe('food log and fitness tests at 390 px', () => {
  it('opens the access link and goes to Food', async () => {
    expect(accessLink).toMatch(/\/app\/today\?token=/);
    await page.goto(accessLink);
    await page.waitForURL((u) => !u.search.includes('token='));
    await page.getByRole('link', { name: 'Food' }).click();
    await page.waitForURL(/\/app\/food$/);
    await page.getByRole('region', { name: todayLabel }).getByText('Today', { exact: true }).waitFor();
  });

  it('logs a meal with two real photos and sees them', async () => {
    const today = page.getByRole('region', { name: todayLabel });
    await today.getByRole('button', { name: `Add Meal, ${todayLabel}` }).click();
    const dialog = page.getByRole('dialog', { name: `Log Meal for ${todayLabel}` });
    await dialog.waitFor();
    await dialog.getByPlaceholder('Describe your meal').fill('Chicken rice bowl');
    await page.getByTestId('meal-photo-input').setInputFiles(photos);
    await expect.poll(() => dialog.getByRole('img', { name: /Selected photo/ }).count()).toBe(2);
    await dialog.getByRole('button', { name: 'Add More Photos' }).waitFor();
    await dialog.getByRole('button', { name: 'Save Meals' }).click();
    await page.getByText('2 meals logged successfully').waitFor();
    await dialog.waitFor({ state: 'detached' });

    const images = today.getByRole('img', { name: 'Chicken rice bowl' });
    await expect.poll(() => images.count()).toBe(2);
    // Both photos really arrived and display (decoded by the browser).
    await expect.poll(() => images.evaluateAll((els) => els.map((el) => (el as HTMLImageElement).complete && (el as HTMLImageElement).naturalWidth > 0))).toEqual([true, true]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // The served photo is re-encoded: no camera or GPS metadata travels with it.
    const src = (await images.first().getAttribute('src'))!;
    expect(src).toMatch(/^\/api\/objects\/read\//);
    const served = await page.evaluate(async (url) => Array.from(new Uint8Array(await (await fetch(url)).arrayBuffer())), src);
    expect(Buffer.from(served).includes(Buffer.from('PhoneMaker'))).toBe(false);
    // Without its signature the photo is not served.
    expect((await fetch(`${h.baseUrl}${src.split('?')[0]}`)).status).toBe(403);
  });

  it('enlarges a photo in the Food Photo dialog', async () => {
    const today = page.getByRole('region', { name: todayLabel });
    await today
      .getByRole('button', { name: /Enlarge photo/ })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: 'Food Photo' });
    await dialog.waitFor();
    await expect.poll(() => dialog.locator('img').evaluate((el) => (el as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    await page.screenshot({ path: path.join(tmpdir(), 'spotter-e2e-food-photo.png') });
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
  });

  it('logs a fitness test and a retest, and shows the trend', async () => {
    await page.getByRole('link', { name: 'Progress' }).click();
    await page.waitForURL(/\/app\/tests$/);
    await page.getByText('No fitness performance logged yet').waitFor();

    await page.getByRole('button', { name: 'Log Performance' }).click();
    const form = page.getByRole('dialog', { name: 'Log Performance' });
    await form.getByRole('textbox', { name: /Test Name/ }).fill('Push-ups (max set)');
    await form.getByRole('textbox', { name: /^Result/ }).fill('32');
    await form.getByRole('textbox', { name: 'Unit' }).fill('reps');
    await form.getByRole('button', { name: 'Save Test' }).click();
    await page.getByText('Test logged').waitFor();
    const card = page.getByRole('article', { name: 'Push-ups (max set)' });
    await card.getByText('32 reps').waitFor();
    await card.getByText(/^Started /).waitFor();

    await card.getByRole('button', { name: 'Update Performance' }).click();
    const retest = page.getByRole('dialog', { name: 'Retest: Push-ups (max set)' });
    await retest.getByTestId('previous-result').filter({ hasText: '32 reps' }).waitFor();
    await retest.getByRole('textbox', { name: /New result/ }).fill('38');
    await retest.getByRole('textbox', { name: 'Notes' }).fill('Paused at the bottom');
    await retest.getByRole('button', { name: 'Save Retest' }).click();
    await page.getByText('Retest completed').waitFor();
    await retest.waitFor({ state: 'detached' });

    await card.getByText('Retest 1').waitFor();
    await card.getByText('38 reps').waitFor();
    await card.getByText('Paused at the bottom').waitFor();
    await card.getByRole('img', { name: /Push-ups \(max set\) results over time: 32 reps on .*, 38 reps on / }).waitFor();
    expect(await page.getByRole('article').count()).toBe(1);
    await page.screenshot({ path: path.join(tmpdir(), 'spotter-e2e-tests.png'), fullPage: true });
  });
});
