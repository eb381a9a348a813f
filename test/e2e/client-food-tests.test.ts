// End to end in Chromium at 390 px (issue 5, area F): a client opens the personal access link,
// logs a meal with two real photos and sees them (enlarged too, without their EXIF metadata),
// then logs a fitness test and a retest — against the real server and the built app.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const PORT = 4400 + Math.floor(Math.random() * 500);
const base = `http://localhost:${PORT}`;
// The entry point can be swapped while the photo routes are being wired into main.ts.
const ENTRY = process.env.E2E_SERVER_ENTRY ?? 'src/server/main.ts';
let server: ChildProcess;
let dataDir: string;
let browser: Browser;
let page: Page;
let accessLink = '';
const photos: string[] = [];

async function startServer(): Promise<void> {
  dataDir = mkdtempSync(path.join(tmpdir(), 'spotter-e2e-food-'));
  server = spawn(process.execPath, ['--import', 'tsx', ENTRY], {
    env: { ...process.env, PORT: String(PORT), DATA_DIR: dataDir, DATABASE_URL: '', SEED_DEMO: 'true', APP_URL: base },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${out}`)), 150_000);
    server.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const link = /Client access link:\s+(\S+)/.exec(out);
      if (link) accessLink = link[1]!;
      if (out.includes('Spotter is listening')) {
        clearTimeout(timer);
        resolve();
      }
    });
    server.stderr!.on('data', (chunk: Buffer) => (out += chunk.toString()));
    server.once('exit', (code) => reject(new Error(`server exited ${code}:\n${out}`)));
  });
}

const plate = (w: number, h: number) =>
  Buffer.from(`<svg width="${w}" height="${h}"><circle cx="${w / 2}" cy="${h / 2}" r="${h / 3}" fill="#fafafa"/><circle cx="${w / 2}" cy="${h / 2}" r="${h / 5}" fill="#c0392b"/></svg>`);

/** Two real photos as a phone writes them: JPEG and PNG, the JPEG with camera and GPS EXIF. */
async function makePhotos() {
  const jpeg = path.join(dataDir, 'lunch.jpg');
  await sharp({ create: { width: 1200, height: 900, channels: 3, background: { r: 214, g: 137, b: 16 } } })
    .composite([{ input: plate(1200, 900) }])
    .withExif({ IFD0: { Make: 'PhoneMaker', Model: 'Pocket 9' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1' } })
    .jpeg({ quality: 88 })
    .toFile(jpeg);
  const png = path.join(dataDir, 'salad.png');
  await sharp({ create: { width: 800, height: 800, channels: 3, background: { r: 39, g: 174, b: 96 } } })
    .composite([{ input: plate(800, 800) }])
    .png()
    .toFile(png);
  photos.push(jpeg, png);
}

beforeAll(async () => {
  await startServer();
  await makePhotos();
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  page = await browser.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
});

afterAll(async () => {
  await browser?.close();
  if (server && server.exitCode === null) {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
  }
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

const todayLabel = new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(new Date());

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
    await expect
      .poll(() => images.evaluateAll((els) => els.map((el) => (el as HTMLImageElement).complete && (el as HTMLImageElement).naturalWidth > 0)))
      .toEqual([true, true]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // The served photo is re-encoded: no camera or GPS metadata travels with it.
    const src = (await images.first().getAttribute('src'))!;
    expect(src).toMatch(/^\/api\/objects\/read\//);
    const served = await page.evaluate(async (url) => Array.from(new Uint8Array(await (await fetch(url)).arrayBuffer())), src);
    expect(Buffer.from(served).includes(Buffer.from('PhoneMaker'))).toBe(false);
    // Without its signature the photo is not served.
    expect((await fetch(`${base}${src.split('?')[0]}`)).status).toBe(403);
  });

  it('enlarges a photo in the Food Photo dialog', async () => {
    const today = page.getByRole('region', { name: todayLabel });
    await today.getByRole('button', { name: /Enlarge photo/ }).first().click();
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
    await card.getByRole('img', { name: /Push-ups \(max set\) results over time: 32 on .*, 38 on / }).waitFor();
    expect(await page.getByRole('article').count()).toBe(1);
    await page.screenshot({ path: path.join(tmpdir(), 'spotter-e2e-tests.png'), fullPage: true });
  });
});
