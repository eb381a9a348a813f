// End to end in Chromium (issue 16 items 3 and 5): the client opens the access link, writes to
// the coach from the Messages screen, the coach sees the unread badge and the conversation on
// the client detail and replies, and the client reads the answer; the coach also replies to a
// completed workout's feedback and the client sees it on Today.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiOk, registerCoach } from './fixtures.ts';
import { startHarness, type Harness } from './harness.ts';

let h: Harness;
let coachToken = '';
let accessUrl = '';
let clientId = '';

beforeAll(async () => {
  h = await startHarness();
  coachToken = await registerCoach(h, { email: 'mia@example.com', password: 'mia-password-1', firstName: 'Mia', lastName: 'Coach' });
  const api = <T>(method: string, p: string, body?: unknown) => apiOk<T>(h, method, p, body, coachToken);
  await api('PUT', '/branding', { businessName: 'Mia Strength', primaryColor: '#0EA5E9' });
  clientId = (await api<{ id: string }>('POST', '/clients', { firstName: 'Sam', lastName: 'Lee' })).id;
  accessUrl = (await api<{ accessUrl: string }>('POST', `/clients/${clientId}/access-token`)).accessUrl;
  const exercise = await api<{ id: string }>('POST', '/exercises', { name: 'Push-up', category: 'Upper push' });
  const plan = await api<{ id: string }>('POST', '/plans', { name: 'Upper Day' });
  await api('POST', '/plan-exercises', { planId: plan.id, exerciseId: exercise.id, orderIndex: 0, columnData: { col1: '3', col2: '12' } });
  await api('POST', '/assignments', { clientId, contentType: 'PLAN', contentId: plan.id, startDate: h.now().toISOString().slice(0, 10) });
});

afterAll(async () => {
  await h?.stop();
});

describe('messages between coach and client', () => {
  it('the client writes, the coach sees it and replies, the client reads the reply', async () => {
    const phone = await h.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, colorScheme: 'dark' });
    await phone.goto(new URL(accessUrl).pathname + new URL(accessUrl).search);
    await phone.getByText('Upper Day').first().waitFor();
    await phone.getByRole('link', { name: 'Messages', exact: true }).click();
    await phone.waitForURL('**/app/messages');
    await phone.getByText('No messages yet').waitFor();
    const box = phone.getByRole('textbox', { name: 'Write a message' });
    await box.fill('Hi Mia, my shoulder clicks on push-ups. <b>Normal?</b>');
    await box.press('Enter');
    await phone.getByTestId('message').filter({ hasText: 'my shoulder clicks' }).waitFor();
    expect(await box.inputValue()).toBe('');
    // Typed text stays text: the tag shows as written, nothing is made bold.
    expect(await phone.getByTestId('message').first().locator('b').count()).toBe(0);

    const coach = await h.newPage();
    await coach.goto(`/coach/clients?token=${coachToken}`);
    const nav = coach.getByRole('navigation', { name: 'Coach navigation' });
    await nav.getByRole('link', { name: /Inbox/ }).getByTestId('unread-badge').filter({ hasText: '1' }).waitFor();
    await nav
      .getByRole('link', { name: /Notifications/ })
      .getByTestId('unread-badge')
      .filter({ hasText: '1' })
      .waitFor();
    await coach.goto(`/coach/clients/${clientId}`);
    const card = coach.getByTestId('coach-messages');
    await card.getByTestId('message').filter({ hasText: 'my shoulder clicks' }).waitFor();
    // Shown is read: the badges go.
    await nav.getByRole('link', { name: /Inbox/ }).getByTestId('unread-badge').waitFor({ state: 'detached' });
    await card.getByRole('textbox', { name: 'Write a message' }).fill('Normal if it does not hurt. Keep elbows at 45°.');
    await card.getByRole('button', { name: 'Send' }).click();
    await card.getByTestId('message').filter({ hasText: 'elbows at 45°' }).waitFor();

    // The client's header shows the unread answer (read again on reload), and reading clears it.
    await phone.goto('/app/today');
    await phone.getByRole('link', { name: 'Messages, 1 unread message' }).click();
    await phone.getByTestId('message').filter({ hasText: 'elbows at 45°' }).waitFor();
    await phone.getByRole('link', { name: 'Messages', exact: true }).waitFor();
  });

  it("the coach replies to a completed workout's feedback and the client sees it on Today", async () => {
    const phone = await h.newPage({ viewport: { width: 390, height: 844 }, isMobile: true });
    await phone.goto(new URL(accessUrl).pathname + new URL(accessUrl).search);
    await phone.getByText('Upper Day').first().waitFor();
    const { token } = await apiOk<{ token: string }>(h, 'POST', '/auth/link-session', { token: new URL(accessUrl).searchParams.get('token') });
    const session = await apiOk<{ id: string }>(h, 'GET', '/workouts/today', undefined, token);
    await apiOk(h, 'PUT', `/workout-sessions/${session.id}`, { status: 'COMPLETED', clientFeedback: 'Felt strong today' }, token);

    const coach = await h.newPage();
    await coach.goto(`/coach/clients/${clientId}?token=${coachToken}`);
    await coach.getByText('“Felt strong today”').waitFor();
    await coach.getByRole('button', { name: 'Reply', exact: true }).click();
    await coach.getByRole('textbox', { name: 'Your reply to the feedback' }).fill('Brilliant, add a rep next time.');
    await coach.getByRole('button', { name: 'Send reply' }).click();
    await coach.getByText('Reply sent').waitFor();
    await coach.getByTestId('coach-reply').filter({ hasText: 'add a rep next time' }).waitFor();
    // The reply is in the conversation too, labelled with its workout.
    await coach.getByTestId('coach-messages').getByText('Reply to feedback on Upper Day').waitFor();

    await phone.reload();
    await phone.getByTestId('coach-reply').filter({ hasText: 'add a rep next time' }).waitFor();
    expect(await phone.getByTestId('coach-reply').textContent()).toContain('Coach’s reply');
  });

  it('a message written with no signal waits, then is sent once when the connection returns', async () => {
    const phone = await h.newPage({ viewport: { width: 390, height: 844 }, isMobile: true });
    await phone.goto(new URL(accessUrl).pathname + new URL(accessUrl).search);
    await phone.getByText('Upper Day').first().waitFor();
    await phone.getByRole('link', { name: /^Messages/ }).click();
    await phone.getByTestId('message').filter({ hasText: 'elbows at 45°' }).waitFor();
    await phone.context().setOffline(true);
    await phone.getByText('You are offline. Messages you write are sent when the connection returns.').waitFor();
    const box = phone.getByRole('textbox', { name: 'Write a message' });
    await box.fill('Sent from the basement gym');
    await phone.getByRole('button', { name: 'Send' }).click();
    await phone.getByTestId('message').filter({ hasText: 'Sent from the basement gym' }).getByText('Waiting to send').waitFor();

    await phone.context().setOffline(false);
    // Sent once with its Idempotency-Key, then shown from the conversation read again.
    const sent = async () =>
      (await apiOk<{ items: { content: string }[] }>(h, 'GET', `/clients/${clientId}/messages`, undefined, coachToken)).items.filter((m) => m.content.includes('basement gym')).length;
    await expect.poll(sent, { timeout: 30_000 }).toBe(1);
    await phone.getByTestId('message').filter({ hasText: 'Sent from the basement gym' }).getByText('Waiting to send').waitFor({ state: 'detached', timeout: 30_000 });
    await phone.getByTestId('message').filter({ hasText: 'Sent from the basement gym' }).waitFor();
    expect(await sent()).toBe(1);
  });
});
