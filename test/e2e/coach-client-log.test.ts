// End to end in Chromium (issue 34 item 6): a client logs a meal, a fitness test and a workout
// with a set; the coach opens the client's detail and sees all three, read-only — the meal in the
// food log, the test with its retest, and the workout's sets with the record it set.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiOk, registerCoach } from './fixtures.ts';
import { startHarness, type Harness } from './harness.ts';

let h: Harness;
let coachToken = '';
let clientId = '';

beforeAll(async () => {
  h = await startHarness();
  coachToken = await registerCoach(h, { email: 'lena-client-log@example.com', password: 'lena-password-1', firstName: 'Lena', lastName: 'Coach' });
  const api = <T>(method: string, p: string, body?: unknown) => apiOk<T>(h, method, p, body, coachToken);
  clientId = (await api<{ id: string }>('POST', '/clients', { firstName: 'Noor', lastName: 'Haddad' })).id;
  const client = (await api<{ token: string }>('POST', `/clients/${clientId}/access-token`)).token;
  const as = <T>(method: string, p: string, body?: unknown) => apiOk<T>(h, method, p, body, client);
  const exercise = await api<{ id: string }>('POST', '/exercises', { name: 'Goblet Squat', category: 'Knee dominant' });
  const plan = await api<{ id: string }>('POST', '/plans', { name: 'Leg Day' });
  await api('POST', '/plan-exercises', { planId: plan.id, exerciseId: exercise.id, orderIndex: 0, columnData: { col1: '3', col2: '8' } });
  // The plan twice today (a start in the past is refused): the first session's sets, dated
  // yesterday, are what the second's heavier set beats (a first log is never a record).
  const today = h.now().toISOString().slice(0, 10);
  await api('POST', '/assignments', { clientId, contentType: 'PLAN', contentId: plan.id, startDate: today });
  await api('POST', '/assignments', { clientId, contentType: 'PLAN', contentId: plan.id, startDate: today });
  const sessions = await as<{ id: string; scheduledFor: string }[]>('GET', '/workout-sessions');
  const logSets = async (index: number, load: number, at: Date) => {
    const s = sessions.filter((x) => x.scheduledFor.startsWith(today))[index]!;
    const workout = await as<{ exercises: { id: string }[] }>('GET', `/workout-sessions/${s.id}`);
    await as('PUT', `/session-exercises/${workout.exercises[0]!.id}/sets`, { sets: [{ reps: 8, load, done: true, completedAt: at.toISOString() }] });
    await as('PUT', `/workout-sessions/${s.id}`, { status: 'COMPLETED', duration: 40 });
  };
  await logSets(0, 20, new Date(h.now().getTime() - 86_400_000));
  await logSets(1, 24, h.now());
  await as('POST', '/food-entries', { description: 'Lentil soup', loggedAt: `${today}T12:00:00.000Z` });
  const plank = await as<{ id: string }>('POST', '/fitness-tests', { testName: 'Plank hold', result: '60', unit: 's', testedAt: new Date(h.now().getTime() - 7 * 86_400_000).toISOString() });
  await as('POST', '/fitness-tests', { previousTestId: plank.id, result: '80', unit: 's' });
});

afterAll(async () => {
  await h?.stop();
});

describe('the coach’s view of what a client logs', () => {
  it('shows the food log, the fitness tests and a workout’s sets with its record', async () => {
    const page = await h.newPage({ viewport: { width: 390, height: 844 }, isMobile: true });
    await page.goto(`/coach/clients/${clientId}?token=${coachToken}`);

    await page.getByText('Lentil soup').waitFor();

    const tests = page.getByTestId('coach-fitness-tests');
    const card = tests.getByRole('article', { name: 'Plank hold' });
    await card.waitFor();
    await card.getByText('Retest 1').waitFor();
    await card.getByText('80 s').waitFor();
    expect(await tests.getByRole('button', { name: 'Update Performance' }).count()).toBe(0);

    // Today's Leg Day, the newest in the history.
    const row = page.getByTestId('session-row').filter({ hasText: 'Leg Day' }).first();
    await row.getByRole('button', { name: 'Show sets of Leg Day' }).click();
    const log = row.getByTestId('workout-log');
    await log.getByText('Goblet Squat').waitFor();
    await log.getByText('8 × 24 kg').waitFor();
    await log.getByTestId('record-badge').first().waitFor();
    expect(await row.getByRole('button', { name: 'Hide sets' }).getAttribute('aria-expanded')).toBe('true');
  });
});
