// End to end in Chromium: a coach registers, creates a client in the New Client dialog, opens the
// client's detail and copies the personal access link; the client opens that link on a phone and
// sees the client app; the coach assigns a two-week program with the wizard (content → client →
// schedule → confirm) starting today; both sides see the sessions; the client ticks every
// exercise and completes today's workout; the coach sees the notification and the dashboard
// change. Only the exercise/plan/program content is seeded through the REST API.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './harness.ts';

let h: Harness;
let coach: Page;
let phone: Page;
let coachToken = '';
let accessLink = '';
let clientDetailPath = '';

const PROGRAM = 'Strength Starter';
const TODAY_PLAN = 'Upper Body';
const LATER_PLAN = 'Lower Body';
const UPPER_EXERCISES = ['Push-up', 'Inverted Row'];
const todayKey = () => h.now().toISOString().slice(0, 10);
const addDaysKey = (key: string, days: number) => new Date(Date.parse(`${key}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  h = await startHarness();
});

afterAll(async () => {
  await h?.stop();
});

async function seedContent(token: string) {
  const api = async <T>(method: string, p: string, body?: unknown) => {
    const res = await h.api<T>(method, p, body, token);
    if (res.status >= 300) throw new Error(`${method} ${p}: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body;
  };
  const ids: Record<string, string> = {};
  for (const [name, category] of [
    ['Push-up', 'Horizontal pushing'],
    ['Inverted Row', 'Horizontal pulling'],
    ['Goblet Squat', 'Knee dominant'],
  ] as const) {
    ids[name] = (await api<{ id: string }>('POST', '/exercises', { name, category })).id;
  }
  const upper = await api<{ id: string }>('POST', '/plans', { name: TODAY_PLAN });
  for (const [i, name] of UPPER_EXERCISES.entries()) {
    await api('POST', '/plan-exercises', { planId: upper.id, exerciseId: ids[name], orderIndex: i, columnData: { col1: '3', col2: '10' } });
  }
  const lower = await api<{ id: string }>('POST', '/plans', { name: LATER_PLAN });
  await api('POST', '/plan-exercises', { planId: lower.id, exerciseId: ids['Goblet Squat'], orderIndex: 0, columnData: { col1: '4', col2: '8' } });
  // Day 1 (the start date): Upper Body; day 2 rest; day 3: Lower Body; day 8 (week 2): Upper Body.
  await api('POST', '/programs', {
    name: PROGRAM,
    description: 'Two weeks to get going',
    duration: 2,
    plans: [
      { planId: upper.id, week: 0, dayOfWeek: 0, orderIndex: 0 },
      { planId: null, week: 0, dayOfWeek: 1, orderIndex: 1 },
      { planId: lower.id, week: 0, dayOfWeek: 2, orderIndex: 2 },
      { planId: upper.id, week: 1, dayOfWeek: 0, orderIndex: 3 },
    ],
  });
}

const sidebarLink = (page: Page, name: string) => page.getByRole('link', { name, exact: true }).first();

describe('clients and assignments, coach and client side by side', () => {
  it('a coach registers and lands on an empty dashboard', async () => {
    coach = await h.newPage();
    await coach.goto('/register');
    await coach.getByLabel('First name').fill('Morgan');
    await coach.getByLabel('Last name').fill('Trainer');
    await coach.getByLabel('Email').fill('morgan@example.com');
    await coach.getByLabel('Password', { exact: true }).fill('morgan-password-1');
    await coach.getByLabel('Confirm password').fill('morgan-password-1');
    await coach.getByRole('button', { name: 'Create Account' }).click();
    await coach.waitForURL('**/coach/dashboard');
    await coach.getByLabel('Active Clients: 0').waitFor();
    await coach.getByLabel('This Week Completed: 0').waitFor();

    coachToken = (await coach.evaluate(() => window.localStorage.getItem('coach_token'))) ?? '';
    expect(coachToken).not.toBe('');
    await seedContent(coachToken);
  });

  it('creates a client in the New Client dialog (trimmed name) and finds it with the search', async () => {
    await sidebarLink(coach, 'Clients').click();
    await coach.waitForURL('**/coach/clients');
    await coach.getByRole('heading', { level: 1, name: 'Clients' }).waitFor();
    await coach.getByText('Manage your coaching relationships').waitFor();
    await coach.getByText('No clients yet').waitFor();

    await coach.getByRole('button', { name: 'New Client' }).click();
    const dialog = coach.getByRole('dialog', { name: 'New Client' });
    await dialog.waitFor();
    const create = dialog.getByRole('button', { name: 'Create Client' });
    await dialog.getByLabel('First name').fill('   ');
    expect(await create.isDisabled()).toBe(true);
    await dialog.getByLabel('First name').fill('  Jamie ');
    await dialog.getByLabel('Last name').fill(' Rivera ');
    await create.click();
    await coach.getByText('Client created successfully').waitFor();
    await dialog.waitFor({ state: 'hidden' });

    const card = coach.getByTestId('client-card').filter({ hasText: 'Jamie Rivera' });
    await card.waitFor();
    expect(await card.getByText('Active', { exact: true }).count()).toBe(1);
    expect(await card.getByText('JR', { exact: true }).count()).toBe(1);

    await coach.getByLabel('Search clients...').fill('zzz');
    await coach.getByText('No clients match your search.').waitFor();
    await coach.getByLabel('Search clients...').fill('riv');
    await card.waitFor();
  });

  it('opens the client detail, where the access link is generated and copied', async () => {
    await coach.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: h.baseUrl });
    await coach.getByRole('link', { name: 'Jamie Rivera' }).click();
    await coach.waitForURL(/\/coach\/clients\/[^/]+$/);
    clientDetailPath = new URL(coach.url()).pathname;
    await coach.getByRole('heading', { level: 1, name: 'Jamie Rivera' }).waitFor();
    await coach.getByText('No workouts assigned yet').waitFor();
    // No phone yet: WhatsApp cannot be used.
    expect(await coach.getByRole('button', { name: 'WhatsApp' }).isDisabled()).toBe(true);

    // No link existed, so one is generated on the first visit.
    await coach.getByText('Access link generated successfully').waitFor();
    const field = coach.getByTestId('access-link');
    await field.waitFor();
    accessLink = await field.inputValue();
    expect(accessLink).toMatch(new RegExp(`^${h.baseUrl.replace(/\./g, '\\.')}/app/today\\?token=[\\w-]{40,}$`));

    await coach.getByRole('button', { name: 'Copy', exact: true }).click();
    await coach.getByText('Access link copied to clipboard').waitFor();
    expect(await coach.evaluate(() => navigator.clipboard.readText())).toBe(accessLink);
  });

  it('the client opens the link on a phone and sees the client app with nothing scheduled yet', async () => {
    phone = await h.newPage({ viewport: { width: 390, height: 844 }, isMobile: true });
    await phone.goto(accessLink);
    await phone.waitForURL((u) => u.pathname === '/app/today' && !u.search.includes('token='));
    await phone.getByRole('navigation', { name: 'Client navigation' }).getByRole('link', { name: 'Today' }).waitFor();
    await phone.getByText('No Workout Scheduled').waitFor();
    // The link was traded for this device's own session (docs/decisions/0004-access-links.md).
    const kept = await phone.evaluate(() => window.localStorage.getItem('client_token'));
    expect(kept).not.toBeNull();
    expect(kept).not.toBe(new URL(accessLink).searchParams.get('token'));
  });

  it('the coach assigns the program with the wizard, starting today, and returns to the clients list', async () => {
    await sidebarLink(coach, 'Assign').click();
    await coach.waitForURL('**/coach/assign');
    await coach.getByRole('heading', { level: 1, name: 'Assign Workout' }).waitFor();
    const next = coach.getByRole('button', { name: 'Next' });

    // Content: nothing chosen yet, so Next is disabled.
    await coach.getByText('Choose what to assign').waitFor();
    expect(await next.isDisabled()).toBe(true);
    await coach
      .locator('label')
      .filter({ hasText: /^Program$/ })
      .click();
    const programChoice = coach.getByRole('radio', { name: new RegExp(PROGRAM) });
    await programChoice.click();
    expect(await programChoice.getAttribute('aria-checked')).toBe('true');
    await next.click();

    // Client.
    const clientChoice = coach.getByRole('radio', { name: /Jamie Rivera/ });
    await clientChoice.waitFor();
    expect(await next.isDisabled()).toBe(true);
    await clientChoice.click();
    await next.click();

    // Schedule: today, and the end date computed from two weeks (start + 13 days).
    const start = coach.getByLabel('Start date');
    await start.waitFor();
    const today = todayKey();
    await start.fill(today);
    expect(await coach.getByLabel('End date').inputValue()).toBe(addDaysKey(today, 13));
    await next.click();

    // Confirm.
    const summary = coach.getByTestId('assign-summary');
    await summary.waitFor();
    await summary.getByText(PROGRAM).waitFor();
    await summary.getByText('3 workouts').waitFor();
    await summary.getByText('Jamie Rivera').waitFor();
    await coach.getByRole('button', { name: 'Assign', exact: true }).click();

    await coach.getByText('Assignment created').waitFor();
    await coach.waitForURL('**/coach/clients');
    await coach.getByRole('heading', { level: 1, name: 'Clients' }).waitFor();
  });

  it("the coach sees the assignment and its sessions on the client's detail", async () => {
    await coach.getByRole('link', { name: 'Jamie Rivera' }).click();
    await coach.waitForURL(`**${clientDetailPath}`);
    const assignment = coach.getByTestId('assignment').filter({ hasText: PROGRAM });
    await assignment.waitFor();
    await assignment.getByText('0 of 3 workouts finished').waitFor();
    const rows = coach.getByTestId('session-row');
    await expect.poll(() => rows.count()).toBe(3);
    expect(await rows.filter({ hasText: TODAY_PLAN }).count()).toBe(2);
    expect(await rows.filter({ hasText: LATER_PLAN }).count()).toBe(1);
    expect(await rows.filter({ hasText: 'Scheduled' }).count()).toBe(3);
  });

  it('the client sees today’s workout and the upcoming ones', async () => {
    await phone.reload();
    await phone.getByRole('heading', { level: 1, name: TODAY_PLAN }).waitFor();
    expect(await phone.getByTestId('lateness-badge').textContent()).toBe('On Time');
    await phone.getByText(`0 of ${UPPER_EXERCISES.length} exercises completed`).waitFor();

    await phone.getByRole('navigation', { name: 'Client navigation' }).getByRole('link', { name: 'Upcoming' }).click();
    await phone.waitForURL('**/app/upcoming');
    const cards = phone.getByTestId('upcoming-card');
    await cards.first().waitFor();
    expect(await cards.count()).toBe(2);
    await cards.filter({ hasText: LATER_PLAN }).waitFor();
    await cards.filter({ hasText: TODAY_PLAN }).waitFor();
  });

  it('the client ticks every exercise and completes the workout', async () => {
    await phone.getByRole('navigation', { name: 'Client navigation' }).getByRole('link', { name: 'Today' }).click();
    await phone.waitForURL('**/app/today');
    await phone.getByRole('heading', { level: 1, name: TODAY_PLAN }).waitFor();
    for (const [i, name] of UPPER_EXERCISES.entries()) {
      await phone.getByRole('button', { name: `Mark ${name} complete` }).click();
      await phone.getByRole('button', { name: `Mark ${name} incomplete` }).waitFor();
      await phone.getByText(`${i + 1} of ${UPPER_EXERCISES.length} exercises completed`).waitFor();
    }
    await phone.getByText('Great job! All exercises completed').waitFor();
    await phone.getByLabel('Workout Feedback').fill('Push-ups felt easy');
    await phone.getByRole('button', { name: 'Complete Workout' }).click();
    await phone.getByText('Workout Completed!').waitFor();
    expect(await phone.getByRole('button', { name: 'Complete Workout' }).count()).toBe(0);
  });

  it('the coach sees the notification, the dashboard change and the completed session', async () => {
    await coach.goto('/coach/notifications');
    const completed = coach.getByTestId('notification').filter({ hasText: 'Workout Completed' });
    await completed.waitFor();
    await completed.getByText(new RegExp(`^Jamie Rivera completed ${TODAY_PLAN}`)).waitFor();
    // The completion and its feedback are one item on screen (docs/decisions/0014-notification-pairs.md).
    await completed.getByTestId('notification-feedback').filter({ hasText: 'Push-ups felt easy' }).waitFor();
    await coach
      .getByRole('tab', { name: /^Unread/ })
      .filter({ hasText: '1' })
      .waitFor();

    await sidebarLink(coach, 'Dashboard').click();
    await coach.waitForURL('**/coach/dashboard');
    await coach.getByLabel('Active Clients: 1').waitFor();
    await coach.getByLabel('This Week Completed: 1').waitFor();
    await coach
      .getByTestId('recent-activity')
      .filter({ hasText: `Jamie Rivera completed ${TODAY_PLAN}` })
      .waitFor();

    await coach.goto(clientDetailPath);
    const assignment = coach.getByTestId('assignment').filter({ hasText: PROGRAM });
    await assignment.getByText('1 of 3 workouts finished').waitFor();
    const done = coach.getByTestId('session-row').filter({ hasText: 'Completed' });
    await done.waitFor();
    await done.getByText('Push-ups felt easy').waitFor();
    await done.getByText(`${UPPER_EXERCISES.length}/${UPPER_EXERCISES.length} exercises`, { exact: false }).waitFor();
  });
});
