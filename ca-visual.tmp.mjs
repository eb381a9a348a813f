import { chromium } from 'playwright-core';
const TOK = '6m-uZ5pkcXRo5CoIN_5mFR306GTk1jkHYfBweOrhGIo';
const args = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args, headless: true });
const mode = process.argv[2] ?? 'light';
const ctx = await browser.newContext({ baseURL: 'http://localhost:4300', viewport: { width: 390, height: 844 }, colorScheme: mode, isMobile: true, hasTouch: true });
const page = await ctx.newPage();
const shot = (n, full = false) => page.screenshot({ path: `/tmp/ca-shots/${n}-${mode}.png`, fullPage: full });
await page.goto(`/app/today?token=${TOK}`);
for (const name of ['Back Squat', 'Romanian Deadlift']) {
  await page.getByRole('button', { name: `Log result: ${name}` }).click();
  await page.getByPlaceholder('e.g., 3x12 @ 135 lbs, felt good').fill(`3x10 ${name}`);
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: `Mark ${name} incomplete` }).waitFor();
}
await page.getByText('Great job! All exercises completed').waitFor();
await page.waitForTimeout(600);
await shot('alldone', true);
await page.getByLabel('Workout Feedback').fill('Solid session');
await page.getByRole('button', { name: 'Complete Workout' }).click();
await page.getByText('Workout Completed!').waitFor();
await page.waitForTimeout(600);
await shot('completed', true);
await page.getByRole('link', { name: 'Dashboard' }).click();
await page.getByText("Today's Workouts").waitFor();
await page.waitForTimeout(600);
const cards = page.locator('li button[aria-expanded]');
console.log('cards', await cards.count());
if (await cards.count()) { await cards.first().click(); await page.waitForTimeout(800); }
await shot('dash', true);
await browser.close();
