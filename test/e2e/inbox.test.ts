// End to end in Chromium (issue 34 item 2, docs/messages.md "Inbox"): a coach with several
// clients and messages opens the inbox, filters unread, answers a client from it, and the
// conversation leaves "Mine to answer"; at phone size the thread replaces the list.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiOk, registerCoach } from './fixtures.ts';
import { startHarness, type Harness } from './harness.ts';

let h: Harness;
let coachToken = '';
const ids: Record<string, string> = {};

beforeAll(async () => {
  h = await startHarness();
  coachToken = await registerCoach(h, { email: 'ines@example.com', password: 'ines-password-1', firstName: 'Ines', lastName: 'Coach' });
  const api = <T>(method: string, p: string, body?: unknown) => apiOk<T>(h, method, p, body, coachToken);
  // Oldest first: Cal (answered), Bea (read, not answered), Ava (unread).
  for (const [name, text] of [
    ['Cal', 'Thanks for the plan'],
    ['Bea', 'Knee feels better'],
    ['Ava', 'Can I swap Friday for Saturday?'],
  ] as const) {
    const client = await api<{ id: string }>('POST', '/clients', { firstName: name, lastName: 'Tester' });
    ids[name] = client.id;
    const { token } = await api<{ token: string }>('POST', `/clients/${client.id}/access-token`);
    await apiOk(h, 'POST', '/messages', { content: text }, token);
  }
  await api('PUT', `/clients/${ids.Cal}/messages/read`);
  await api('POST', `/clients/${ids.Cal}/messages`, { content: 'You are welcome' });
  await api('PUT', `/clients/${ids.Bea}/messages/read`);
});

afterAll(async () => {
  await h?.stop();
});

describe('the coach’s inbox', () => {
  it('filters unread, answers a client, and the conversation leaves Mine to answer', async () => {
    const page = await h.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`/coach/dashboard?token=${coachToken}`);
    const nav = page.getByRole('navigation', { name: 'Coach navigation' });
    await nav.getByRole('link', { name: /Inbox/ }).getByTestId('unread-badge').filter({ hasText: '1' }).waitFor();
    await nav.getByRole('link', { name: /Inbox/ }).click();
    await page.waitForURL('**/coach/inbox');
    const rows = page.getByTestId('inbox-conversation');
    await rows.nth(2).waitFor();
    // Newest first: Cal's conversation ends with the coach's answer, the newest message.
    expect((await rows.allTextContents()).map((t) => t.slice(0, 10))).toEqual(['Cal Tester', 'Ava Tester', 'Bea Tester']);

    await page.getByRole('button', { name: /^Unread/ }).click();
    await expect.poll(() => rows.count()).toBe(1);
    await page.getByRole('button', { name: /^Mine to answer/ }).click();
    await expect.poll(() => rows.count()).toBe(2);

    // Keyboard: focus Ava's conversation and open it.
    await rows.filter({ hasText: 'Ava Tester' }).focus();
    await page.keyboard.press('Enter');
    const card = page.getByTestId('coach-messages');
    await card.getByTestId('message').filter({ hasText: 'swap Friday' }).waitFor();
    await nav.getByRole('link', { name: /Inbox/ }).getByTestId('unread-badge').waitFor({ state: 'detached' });
    await card.getByRole('textbox', { name: 'Write a message' }).fill('Yes, Saturday works.');
    await card.getByRole('button', { name: 'Send' }).click();
    await card.getByTestId('message').filter({ hasText: 'Saturday works' }).waitFor();
    await expect.poll(() => rows.count(), { timeout: 10_000 }).toBe(1);
    expect(await rows.first().textContent()).toContain('Bea Tester');
  });

  it('at phone size shows the thread instead of the list, with a way back', async () => {
    const page = await h.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, colorScheme: 'dark' });
    await page.goto(`/coach/inbox?token=${coachToken}`);
    const rows = page.getByTestId('inbox-conversation');
    await rows.nth(2).waitFor();
    await rows.filter({ hasText: 'Bea Tester' }).click();
    await page.getByTestId('coach-messages').getByTestId('message').filter({ hasText: 'Knee feels better' }).waitFor();
    expect(await rows.first().isVisible()).toBe(false);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.getByRole('button', { name: '← All conversations' }).click();
    await rows.first().waitFor();
  });
});
