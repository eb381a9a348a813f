// Weekly check-ins end to end (docs/check-ins.md): the coach's template (a scale, a number, the
// weight and photos) is assigned weekly to both demo clients; the client fills it in at 390 px with
// no signal, a front photo included, and comes back online; the coach sees it with its deltas
// against last week and the photo beside last week's, replies and marks it reviewed; the client
// sees the reply.
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiOk, demoAccount, loginCoach, trackRequests, type DemoAccount } from './fixtures.ts';
import { startHarness, type Harness } from './harness.ts';

let h: Harness;
let demo: DemoAccount;
let phone: Page;
let coachToken = '';
let alexId = '';

beforeAll(async () => {
  h = await startHarness({ seedDemo: true });
  demo = await demoAccount(h);
  coachToken = await loginCoach(h, demo);
  const clients = await apiOk<{ id: string; firstName: string }[]>(h, 'GET', '/clients', undefined, coachToken);
  // Both in UTC, the run's clock's days, so "today" is the same day for the test and the server.
  for (const c of clients) await apiOk(h, 'PUT', `/clients/${c.id}/time-zone`, { timeZone: 'UTC' }, coachToken);
  alexId = clients.find((c) => c.firstName === 'Alex')!.id;
  const template = await apiOk<{ id: string }>(
    h,
    'POST',
    '/check-in-templates',
    {
      name: 'E2E check-in',
      questions: [
        { id: 'energy', type: 'SCALE_1_10', text: 'Energy this week?', required: true },
        { id: 'sleep', type: 'NUMBER', text: 'Hours of sleep' },
      ],
      metrics: ['weight'],
      askPhotos: true,
    },
    coachToken,
  );
  const weekday = ((h.now().getUTCDay() + 6) % 7) + 1;
  await apiOk(h, 'POST', '/check-in-schedules', { templateId: template.id, clientIds: clients.map((c) => c.id), weekday }, coachToken);
  phone = await h.newPage({ viewport: { width: 390, height: 844 }, isMobile: true });
});

afterAll(async () => {
  await h?.stop();
});

describe('a weekly check-in', () => {
  it('is filled in offline on the phone, reviewed with deltas and answered by the coach', async () => {
    const settled = trackRequests(phone);
    await phone.goto(demo.clientAccessLink);
    await phone.waitForURL((u) => !u.search.includes('token='));
    await phone.getByTestId('check-in-due-card').waitFor();
    await phone.getByRole('navigation', { name: 'Client navigation' }).getByRole('link', { name: 'Check-ins' }).click();
    const form = phone.getByRole('form', { name: 'E2E check-in' });
    await form.waitFor();
    await settled();

    await phone.context().setOffline(true);
    await form.getByRole('radio', { name: '8 of 10' }).click();
    await form.getByLabel('Hours of sleep').fill('7.5');
    const weight = form.getByLabel(/^Weight/);
    const inLb = (await form.getByText('Weight (lb)').count()) > 0;
    await weight.fill(inLb ? '180' : '81.6');
    const photos = form.getByTestId('check-in-photos');
    const front = await sharp({ create: { width: 300, height: 400, channels: 3, background: { r: 40, g: 120, b: 200 } } })
      .png()
      .toBuffer();
    await photos.getByTestId('progress-photo-input').setInputFiles({ name: 'front.png', mimeType: 'image/png', buffer: front });
    await photos.getByRole('button', { name: 'Add photo' }).click();
    await photos.getByText('1 photo added').waitFor();
    await form.getByRole('button', { name: 'Send check-in' }).click();
    await phone.getByTestId('sync-status').getByText('2 changes waiting').waitFor();
    await phone.context().setOffline(false);
    await phone.getByTestId('sync-status').getByText('All changes saved').waitFor({ timeout: 60_000 });

    const queue = await apiOk<{ items: { submissionId: string; templateName: string; clientId: string }[] }>(h, 'GET', '/check-in-reviews?section=toReview', undefined, coachToken);
    const sent = queue.items.filter((i) => i.templateName === 'E2E check-in' && i.clientId === alexId);
    expect(sent).toHaveLength(1);

    const coach = await h.newPage({ viewport: { width: 1280, height: 900 } });
    await coach.goto('/login');
    await coach.getByLabel('Email').fill(demo.email);
    await coach.getByLabel('Password', { exact: true }).fill(demo.password);
    await coach.getByRole('button', { name: 'Sign In' }).click();
    await coach.waitForURL(/\/coach\/dashboard/);
    await coach.goto(`/coach/check-ins?open=${sent[0]!.submissionId}`);
    const panel = coach.getByTestId('check-in-review');
    await panel.waitFor();
    await expect.poll(() => panel.getByTestId('review-metric-weight').getByTestId('delta').textContent()).toMatch(/since last week$/);
    // The photo sent offline, beside last week's (none): its real pixels came back by signed URL.
    const pair = panel.getByTestId('check-in-photos-review').getByTestId('progress-photo-pair');
    await pair.getByText('No photo of this pose on that day').waitFor();
    await pair.scrollIntoViewIfNeeded();
    await expect
      .poll(() => pair.locator('img').evaluateAll((imgs) => imgs.map((i) => (i as HTMLImageElement).complete && (i as HTMLImageElement).naturalWidth > 0)), { timeout: 15_000 })
      .toEqual([true]);
    await panel.getByRole('textbox', { name: 'Reply' }).fill('Great week, keep it up');
    await panel.getByRole('button', { name: 'Send reply and mark reviewed' }).click();
    await panel.getByText('Reviewed', { exact: true }).waitFor();

    await phone.reload();
    await phone.getByText('Great week, keep it up').first().waitFor();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });
});
