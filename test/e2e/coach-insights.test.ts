// End to end in Chromium (area D): a coach brands the business and the client's app shows it; the
// client completes a workout and the coach sees the notification, the sidebar badge and the
// dashboard change, marks everything read, and downloads a dated export.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiOk, registerCoach } from './fixtures.ts';
import { startHarness, type Harness } from './harness.ts';

let h: Harness;
let coachToken = '';
let accessToken = '';

beforeAll(async () => {
  h = await startHarness();
  coachToken = await registerCoach(h, { email: 'dana@example.com', password: 'dana-password-1', firstName: 'Dana', lastName: 'Coach' });
  const api = <T>(method: string, p: string, body?: unknown) => apiOk<T>(h, method, p, body, coachToken);
  const client = await api<{ id: string }>('POST', '/clients', { firstName: 'Alex' });
  accessToken = (await api<{ token: string }>('POST', `/clients/${client.id}/access-token`)).token;
  const exercise = await api<{ id: string }>('POST', '/exercises', { name: 'Goblet Squat', category: 'Knee dominant' });
  const plan = await api<{ id: string }>('POST', '/plans', { name: 'Leg Day' });
  await api('POST', '/plan-exercises', { planId: plan.id, exerciseId: exercise.id, orderIndex: 0, columnData: { col1: '3', col2: '10' } });
  await api('POST', '/assignments', { clientId: client.id, contentType: 'PLAN', contentId: plan.id, startDate: h.now().toISOString().slice(0, 10) });
});

afterAll(async () => {
  await h?.stop();
});

const badge = (page: Page) => page.getByTestId('unread-badge');

describe('coach insights', () => {
  it('branding saved by the coach shows in the client app header', async () => {
    const coach = await h.newPage();
    await coach.goto(`/coach/brand?token=${coachToken}`);
    const name = coach.getByLabel(/Business name/);
    await name.fill('Iron Peak Coaching');
    await coach.getByLabel('Hex code').fill('#E11D48');
    await coach.getByTestId('brand-preview').getByText('Iron Peak Coaching').waitFor();
    await coach.getByRole('button', { name: 'Save Changes' }).click();
    await coach.getByText('Branding saved').waitFor();

    const client = await h.newPage({ viewport: { width: 390, height: 844 }, isMobile: true });
    await client.goto(`/app/today?token=${accessToken}`);
    await client.getByRole('banner').getByText('Iron Peak Coaching').waitFor();
    await client.getByText('Leg Day').first().waitFor();
  });

  it("the client's completion reaches the coach's notifications, badge and dashboard", async () => {
    const coach = await h.newPage();
    await coach.goto(`/coach/dashboard?token=${coachToken}`);
    await coach.getByLabel('This Week Completed: 0').waitFor();
    expect(await badge(coach).count()).toBe(0);

    const today = await h.api<{ id: string }>('GET', '/workouts/today', undefined, accessToken);
    const done = await h.api('PUT', `/workout-sessions/${today.body.id}`, { status: 'COMPLETED', clientFeedback: 'Great session' }, accessToken);
    expect(done.status).toBe(200);

    await coach.reload();
    await coach.getByLabel('This Week Completed: 1').waitFor();
    await coach.getByTestId('recent-activity').filter({ hasText: 'Alex completed Leg Day' }).waitFor();
    // A completion with feedback is one item: the API keeps both notifications, the badge and
    // the screen count the pair once (docs/decisions/0014-notification-pairs.md).
    await badge(coach).filter({ hasText: '1' }).waitFor();
    const listed = await apiOk<{ type: string }[]>(h, 'GET', '/notifications', undefined, coachToken);
    expect(listed.map((n) => n.type).toSorted()).toEqual(['CLIENT_FEEDBACK', 'COMPLETED_WORKOUT']);

    await coach
      .getByRole('link', { name: /Notifications/ })
      .first()
      .click();
    await coach.waitForURL('**/coach/notifications');
    await coach
      .getByRole('tab', { name: /^Unread/ })
      .filter({ hasText: '1' })
      .waitFor();
    await coach.getByTestId('notification-feedback').filter({ hasText: 'Great session' }).waitFor();
    await coach.getByRole('button', { name: 'Mark all as read' }).click();
    await coach.getByText('All notifications marked as read').waitFor();
    await coach.getByRole('tab', { name: /^Read/ }).filter({ hasText: '1' }).waitFor();
    await badge(coach).waitFor({ state: 'detached' });
  });

  it('exports a dated JSON file with the five sections', async () => {
    const coach = await h.newPage();
    await coach.goto(`/coach/data-transfer?token=${coachToken}`);
    const [download] = await Promise.all([coach.waitForEvent('download'), coach.getByRole('button', { name: 'Export Data' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^spotter-export-\d{4}-\d{2}-\d{2}\.json$/);
    // The browser is shared over a connection (global-setup.ts): the file is read from its stream.
    const chunks: Buffer[] = [];
    for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
    const data = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown[]>;
    expect(Object.keys(data).toSorted()).toEqual(['clientsWithData', 'exercises', 'exportedBy', 'plansWithExercises', 'programsWithPlans']);
    expect(data.plansWithExercises).toHaveLength(1);
    await coach.getByText('Export successful!').waitFor();
  });
});
