// Habits in Chromium (docs/habits.md, docs/offline.md): the coach assigns a habit from the clients
// list at 1280 px; the client at 390 px ticks it on Today with no signal, sees it done at once, and
// back online the tick reaches the server once; the coach then sees it in the week's adherence and
// on the client's Habits card.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiOk, demoAccount, loginCoach, trackRequests, type DemoAccount } from './fixtures.ts';
import { startHarness, type Harness } from './harness.ts';

let h: Harness;
let demo: DemoAccount;
let coach: Page;
let phone: Page;
let coachToken = '';

type Overview = { clients: { clientId: string; firstName: string; completed: number; expected: number }[] };
type List = { habits: { id: string; name: string; tickedToday: boolean }[] };

beforeAll(async () => {
  h = await startHarness({ seedDemo: true });
  demo = await demoAccount(h);
  coachToken = await loginCoach(h, demo);
  coach = await h.newPage({ viewport: { width: 1280, height: 900 } });
  phone = await h.newPage({ viewport: { width: 390, height: 844 }, isMobile: true });
});

afterAll(async () => {
  await h?.stop();
});

describe('habits', () => {
  it('assigned by the coach, ticked offline by the client, seen by the coach', async () => {
    await coach.goto('/login');
    await coach.getByLabel('Email').fill(demo.email);
    await coach.getByLabel('Password', { exact: true }).fill(demo.password);
    await coach.getByRole('button', { name: 'Sign In' }).click();
    await coach.waitForURL(/\/coach\/dashboard/);
    await coach.goto('/coach/clients');
    await coach.getByTestId('assign-habit').click();
    const dialog = coach.getByRole('dialog', { name: 'Assign a habit' });
    await dialog.getByLabel(/^Habit/).fill('Stretch');
    await dialog.getByLabel('Target (optional)').fill('10 minutes');
    await dialog.getByTestId('habit-client-picker').getByText(/^Alex/).click();
    await dialog.getByText('1 selected').waitFor();
    await dialog.getByRole('button', { name: 'Add habit' }).click();
    await coach.getByText('Habit added').first().waitFor();
    const alexId = (await apiOk<{ id: string; firstName: string }[]>(h, 'GET', '/clients', undefined, coachToken)).find((c) => c.firstName === 'Alex')!.id;
    const before = (await apiOk<Overview>(h, 'GET', '/habits/adherence', undefined, coachToken)).clients.find((c) => c.clientId === alexId)!;

    const settled = trackRequests(phone);
    await phone.goto(demo.clientAccessLink);
    await phone.waitForURL((u) => !u.search.includes('token='));
    const card = phone.getByTestId('today-habits');
    const tick = card.getByRole('button', { name: 'Mark Stretch done today' });
    await tick.waitFor({ timeout: 30_000 });
    await settled();

    await phone.context().setOffline(true);
    await tick.click();
    await card.getByRole('button', { name: 'Stretch: done today, tap to undo' }).waitFor();
    await phone.getByTestId('sync-status').getByText('1 change waiting').waitFor();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await phone.context().setOffline(false);
    await phone.getByTestId('sync-status').getByText('All changes saved').waitFor({ timeout: 60_000 });
    const clientToken = new URL(demo.clientAccessLink).searchParams.get('token')!;
    const list = await apiOk<List>(h, 'GET', '/habits', undefined, clientToken);
    expect(list.habits.find((x) => x.name === 'Stretch')!.tickedToday).toBe(true);
    const after = (await apiOk<Overview>(h, 'GET', '/habits/adherence', undefined, coachToken)).clients.find((c) => c.clientId === alexId)!;
    expect(after.completed).toBe(before.completed + 1);

    await coach.goto(`/coach/clients/${alexId}`);
    const coachCard = coach.getByTestId('habits');
    await coachCard.getByText('Stretch').waitFor();
    await expect.poll(() => coachCard.getByTestId('coach-habit').filter({ hasText: 'Stretch' }).getByTestId('coach-habit-stats').textContent()).toMatch(/^1-day streak · 1 of \d this week$/);
  });
});
