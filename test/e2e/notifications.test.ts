// End to end in Chromium at phone size: a coach with more notifications than a page
// (docs/query-performance.md "Lists that can grow"). The newest 50 show first and Load more adds
// the older ones; the Unread tab reads unread ones from the server, also those older than the
// first page the All tab has loaded.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTIFICATIONS_PAGE_DEFAULT } from '#shared/limits';
import { apiOk, registerCoach } from './fixtures.ts';
import { startHarness, type Harness } from './harness.ts';

let h: Harness;
let coachToken = '';
const TOTAL = NOTIFICATIONS_PAGE_DEFAULT + 5;
/** The oldest few stay unread; every newer one is read, so the first page holds no unread one. */
const UNREAD = 3;
const label = (i: number) => `Note ${String(i).padStart(2, '0')}`;

beforeAll(async () => {
  h = await startHarness();
  coachToken = await registerCoach(h, { email: 'nia@example.com', password: 'nia-password-1', firstName: 'Nia', lastName: 'Coach' });
  const api = <T>(method: string, p: string, body?: unknown) => apiOk<T>(h, method, p, body, coachToken);
  // One notification per client thread: each client writes once, oldest first.
  for (let i = 0; i < TOTAL; i++) {
    const client = await api<{ id: string }>('POST', '/clients', { firstName: 'Client', lastName: String(i) });
    const { token } = await api<{ token: string }>('POST', `/clients/${client.id}/access-token`);
    await apiOk(h, 'POST', '/messages', { content: label(i) }, token);
  }
  const all = await api<{ id: string; message: string }[]>('GET', `/notifications?limit=${TOTAL}`);
  expect(all).toHaveLength(TOTAL);
  for (const n of all.slice(0, TOTAL - UNREAD)) await api('PUT', `/notifications/${n.id}/read`);
});

afterAll(async () => {
  await h?.stop();
});

describe('Notifications with more than a page', () => {
  it('shows the newest page, the unread ones beyond it in Unread, and the older ones after Load more', async () => {
    const page = await h.newPage({ viewport: { width: 390, height: 844 }, isMobile: true });
    await page.goto(`/coach/notifications?token=${coachToken}`);
    const cards = page.getByRole('tabpanel').getByTestId('notification');
    const loadMore = page.getByRole('button', { name: 'Load more notifications' });
    await loadMore.waitFor();
    expect(await cards.count()).toBe(NOTIFICATIONS_PAGE_DEFAULT);
    expect(await cards.first().textContent()).toContain(label(TOTAL - 1));
    expect(await page.getByText(label(0)).count()).toBe(0);
    const unreadTab = page.getByRole('tab', { name: /^Unread/ });
    await expect.poll(() => unreadTab.textContent()).toBe(`Unread${UNREAD}`);
    // The tabs count what the server holds, not the loaded page, so they add up (issue 34).
    await expect.poll(() => page.getByRole('tab', { name: /^All/ }).textContent()).toBe(`All${TOTAL}`);
    expect(await page.getByRole('tab', { name: /^Read/ }).textContent()).toBe(`Read${TOTAL - UNREAD}`);

    // Unread: the three oldest, none of which is on All's first page; keyboard reaches the tab.
    await page.getByRole('tab', { name: /^All/ }).focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => unreadTab.getAttribute('aria-selected')).toBe('true');
    await page.getByRole('tabpanel').getByText(label(0)).waitFor();
    expect(await cards.count()).toBe(UNREAD);
    expect(await cards.allTextContents()).toEqual([expect.stringContaining(label(2)), expect.stringContaining(label(1)), expect.stringContaining(label(0))]);
    expect(await page.getByText('You’re all caught up').count()).toBe(0);

    // All: Load more adds the older ones, oldest last, and the button goes.
    await page.getByRole('tab', { name: /^All/ }).click();
    await page.getByRole('tabpanel').getByRole('button', { name: 'Load more notifications' }).click();
    await page.getByRole('tabpanel').getByText(label(0)).waitFor();
    expect(await cards.count()).toBe(TOTAL);
    expect(await cards.last().textContent()).toContain(label(0));
    await page
      .getByRole('status')
      .filter({ hasText: `All ${TOTAL} notifications shown` })
      .waitFor();
    expect(await loadMore.count()).toBe(0);
    expect(await page.getByRole('tab', { name: /^All/ }).textContent()).toBe(`All${TOTAL}`);
    expect(await page.getByRole('tab', { name: /^Read/ }).textContent()).toBe(`Read${TOTAL - UNREAD}`);
    // Nothing wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  it('filters by client and by type, with the tab counts following', async () => {
    const page = await h.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`/coach/notifications?token=${coachToken}`);
    const cards = page.getByRole('tabpanel').getByTestId('notification');
    await page.getByRole('button', { name: 'Load more notifications' }).waitFor();
    await page.getByRole('combobox', { name: 'Client' }).selectOption({ label: 'Client 1' });
    await page.getByRole('tabpanel').getByText(label(1)).waitFor();
    await expect.poll(() => cards.count()).toBe(1);
    await expect.poll(() => page.getByRole('tab', { name: /^All/ }).textContent()).toBe('All1');
    await page.getByRole('combobox', { name: 'Type' }).selectOption({ label: 'Missed workout' });
    await page.getByText('No notifications yet').waitFor();
    await expect.poll(() => page.getByRole('tab', { name: /^All/ }).textContent()).toBe('All0');
    await page.getByRole('combobox', { name: 'Type' }).selectOption({ label: 'New messages' });
    await page.getByRole('tabpanel').getByText(label(1)).waitFor();
  });
});
