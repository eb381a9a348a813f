// End to end in Chromium at 390 px (issue 12): the client's day is their own. The server's clock
// starts at Tue 10 March 2026 09:02 UTC (CLOCK_START), the demo seed assigns its program from that
// UTC day, and the browser runs in Honolulu (still Monday 23:02) and then in Tokyo (Tuesday 18:02).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiOk, demoAccount, loginCoach, type DemoAccount } from './fixtures.ts';
import { startHarness, type Harness } from './harness.ts';

const START = '2026-03-10T09:02:00.000Z';
let h: Harness;
let demo: DemoAccount;

beforeAll(async () => {
  h = await startHarness({ seedDemo: true, env: { CLOCK_START: START } });
  demo = await demoAccount(h);
}, 180_000);

afterAll(async () => {
  await h?.stop();
});

/** The zones of the demo coach's clients, as the coach's client detail reads them. */
async function clientZones(token: string): Promise<(string | null)[]> {
  const clients = await apiOk<{ id: string }[]>(h, 'GET', '/clients', undefined, token);
  return Promise.all(clients.map(async (c) => (await apiOk<{ timeZone: string | null }>(h, 'GET', `/clients/${c.id}/time-zone`, undefined, token)).timeZone));
}

async function phone(timezoneId: string) {
  const page = await h.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, timezoneId });
  // The browser's clock agrees with the server's.
  await page.clock.setFixedTime(new Date(START));
  return page;
}

describe('time zones at 390 px', () => {
  it('Honolulu, Monday 23:02: the browser saves its zone; Tuesday’s workout is Tomorrow, not today', async () => {
    const page = await phone('Pacific/Honolulu');
    await page.goto(demo.clientAccessLink);
    await page.getByText('No Workout Scheduled').waitFor();
    const coachToken = await loginCoach(h, demo);
    await expect.poll(() => clientZones(coachToken)).toContain('Pacific/Honolulu');
    await page.getByRole('link', { name: 'Upcoming', exact: true }).click();
    const first = page.getByTestId('upcoming-card').first();
    await first.waitFor();
    expect(await first.getByText('Tomorrow', { exact: true }).count()).toBeGreaterThan(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.context().close();
  });

  it('Tokyo, Tuesday 18:02 (the coach corrects the zone): Tuesday’s workout is Today and On Time', async () => {
    const coachToken = await loginCoach(h, demo);
    const clients = await apiOk<{ id: string }[]>(h, 'GET', '/clients', undefined, coachToken);
    for (const c of clients) await apiOk(h, 'PUT', `/clients/${c.id}/time-zone`, { timeZone: 'Asia/Tokyo' }, coachToken);
    const page = await phone('Asia/Tokyo');
    await page.goto(demo.clientAccessLink);
    await page.getByTestId('lateness-badge').waitFor();
    expect(await page.getByTestId('lateness-badge').textContent()).toBe('On Time');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.context().close();
  });
});
