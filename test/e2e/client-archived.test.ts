// An archived client in Chromium at 390 px (docs/offline.md, "Archived clients"): a tick queued
// with no signal meets the coach's archive when the signal returns. The app shows one "access
// paused" screen (server message, coach's name, the change kept) instead of Today's load error,
// the queue neither drops nor keeps retrying the change, a reload keeps both, and once the coach
// unarchives the app comes back by itself and the tick reaches the server exactly once.
import type { Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG_CLIENT_ARCHIVED_SELF } from '#shared/client-access';
import { apiOk, registerCoach } from './fixtures.ts';
import { startHarness, type Harness } from './harness.ts';

let h: Harness;
let coachToken = '';
let clientId = '';
let linkToken = '';

beforeAll(async () => {
  h = await startHarness();
  coachToken = await registerCoach(h, { email: 'petra@example.com', password: 'petra-password-1', firstName: 'Petra', lastName: 'Coach' });
  const api = <T>(method: string, p: string, body?: unknown) => apiOk<T>(h, method, p, body, coachToken);
  await api('PUT', '/branding', { businessName: 'Peak Performance', primaryColor: '#0F766E' });
  clientId = (await api<{ id: string }>('POST', '/clients', { firstName: 'Kai', lastName: 'Client' })).id;
  linkToken = (await api<{ token: string }>('POST', `/clients/${clientId}/access-token`)).token;
  const plan = await api<{ id: string }>('POST', '/plans', { name: 'Leg Day' });
  for (const [i, name] of ['Goblet Squat', 'Walking Lunge'].entries()) {
    const exercise = await api<{ id: string }>('POST', '/exercises', { name, category: 'Knee dominant' });
    await api('POST', '/plan-exercises', { planId: plan.id, exerciseId: exercise.id, orderIndex: i, columnData: { col1: '3', col2: '10' } });
  }
  await api('POST', '/assignments', { clientId, contentType: 'PLAN', contentId: plan.id, startDate: h.now().toISOString().slice(0, 10) });
});

afterAll(async () => {
  await h?.stop();
});

const paused = (page: Page) => page.getByRole('heading', { name: 'Your access is paused' });
const syncStatus = (page: Page) => page.getByTestId('sync-status');
const isTick = (r: Request) => r.method() === 'POST' && new URL(r.url()).pathname.endsWith('/clientApp.workouts.setExerciseCompleted');

/** Exercises of today's session the server holds as completed, read by the coach. */
async function completedOnServer(): Promise<number> {
  const history = await apiOk<{ completedExercises: number }[]>(h, 'GET', `/clients/${clientId}/history`, undefined, coachToken);
  return history[0]?.completedExercises ?? -1;
}

describe('an archived client', () => {
  it('keeps a change queued offline, shows one clear screen, and sends the change once unarchived', async () => {
    const page = await h.newPage({ viewport: { width: 390, height: 844 }, isMobile: true });
    // The page's timers run on Playwright's clock (real time until told otherwise), so the
    // "not retried" checks below fast-forward past every backoff instead of sleeping through it.
    await page.clock.install();
    const ticks: Request[] = [];
    page.on('request', (r) => {
      if (isTick(r)) ticks.push(r);
    });
    await page.goto(`/app/today?token=${linkToken}`);
    await page.getByTestId('progress-line').waitFor();
    await page.waitForURL((u) => !u.search.includes('token='));
    // The coach's branding is read (and saved for offline) while the client is active.
    await page.getByRole('link', { name: /Peak Performance, go to today's workout/ }).waitFor();

    // No signal: a tick is queued.
    await page.context().setOffline(true);
    await page.getByRole('button', { name: 'Mark Goblet Squat complete' }).click();
    await syncStatus(page).getByText('1 change waiting').waitFor();

    // Meanwhile the coach archives the client; then the signal returns.
    await apiOk(h, 'PUT', `/clients/${clientId}/archive`, undefined, coachToken);
    await page.context().setOffline(false);

    await paused(page).waitFor();
    await page.getByText(MSG_CLIENT_ARCHIVED_SELF).waitFor();
    await page.getByText('Contact Peak Performance to continue.').waitFor();
    await page.getByText(/Your 1 change waiting is kept on this phone/).waitFor();
    expect(await page.getByText('Error Loading Workout').count()).toBe(0);
    expect(await page.getByRole('button', { name: /try again|retry/i }).count()).toBe(0);
    expect(await page.getByRole('navigation', { name: 'Client navigation' }).count()).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // Sent once on reconnect and refused. The reads that came back with the signal may show the
    // screen above before that send goes out (the sender's code loads on the first send), so it
    // is waited for.
    await expect.poll(() => ticks.length, { timeout: 10_000 }).toBeGreaterThanOrEqual(1);
    // Held, not retried: the backoff would have sent it again at ~1 s, 2 s and 4 s.
    const sentWhileArchived = ticks.length;
    await page.clock.runFor(6_000);
    expect(ticks.length).toBe(sentWhileArchived);
    await syncStatus(page).getByText('1 change waiting').waitFor();
    expect(await completedOnServer()).toBe(0);

    // A reload (the app is opened again) keeps the change and the screen; the start tries once.
    await page.reload();
    await paused(page).waitFor();
    await page.getByText(/Your 1 change waiting is kept on this phone/).waitFor();
    await page.clock.runFor(3_000);
    expect(ticks.length).toBeLessThanOrEqual(sentWhileArchived + 1);

    // Unarchived: the app asks again when it comes back to the front, and the tick is sent.
    await apiOk(h, 'PUT', `/clients/${clientId}/unarchive`, undefined, coachToken);
    await page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));
    await page.getByTestId('progress-line').filter({ hasText: '1 of 2 exercises completed' }).waitFor();
    await syncStatus(page).getByText('All changes saved').waitFor();
    expect(await paused(page).count()).toBe(0);
    expect(await completedOnServer()).toBe(1);
    await page.context().close();
  });
});
