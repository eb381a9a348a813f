// End to end in Chromium (issue 34 item 1, docs/triage.md): a coach with a dozen clients, three of
// whom sent a check-in not reviewed yet, filters the roster to "Needs attention" and opens the
// top client.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiOk, registerCoach } from './fixtures.ts';
import { startHarness, type Harness } from './harness.ts';

let h: Harness;
let coachToken = '';
const flagged: string[] = [];

beforeAll(async () => {
  h = await startHarness();
  coachToken = await registerCoach(h, { email: 'tia-triage@example.com', password: 'tia-password-1', firstName: 'Tia', lastName: 'Coach' });
  const api = <T>(method: string, p: string, body?: unknown) => apiOk<T>(h, method, p, body, coachToken);
  const clients: { id: string; token: string }[] = [];
  for (let i = 0; i < 12; i++) {
    const c = await api<{ id: string }>('POST', '/clients', { firstName: `Client${String(i).padStart(2, '0')}`, lastName: 'Roster' });
    // UTC, the run's clock's days: "today" is the same for the test and the server.
    await api('PUT', `/clients/${c.id}/time-zone`, { timeZone: 'UTC' });
    const { token } = await api<{ token: string }>('POST', `/clients/${c.id}/access-token`);
    clients.push({ id: c.id, token });
  }
  const template = await api<{ id: string }>('POST', '/check-in-templates', { name: 'Weekly', questions: [{ id: 'energy', type: 'SCALE_1_10', text: 'Energy?', required: true }], metrics: [] });
  const weekday = ((h.now().getUTCDay() + 6) % 7) + 1;
  const schedules = await api<{ id: string; clientId: string }[]>('POST', '/check-in-schedules', { templateId: template.id, clientIds: clients.slice(0, 3).map((c) => c.id), weekday });
  const today = h.now().toISOString().slice(0, 10);
  for (const s of schedules) {
    const c = clients.find((x) => x.id === s.clientId)!;
    await apiOk(h, 'POST', '/check-ins', { scheduleId: s.id, dueDate: today, answers: [{ questionId: 'energy', value: 7 }], metrics: [] }, c.token);
    flagged.push(c.id);
  }
});

afterAll(async () => {
  await h?.stop();
});

describe('the triage roster', () => {
  it('filters to the clients who need attention and opens the top one', async () => {
    const page = await h.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`/coach/roster?token=${coachToken}`);
    const rows = page.getByTestId('roster-row');
    await rows.nth(11).waitFor();
    const chips = page.getByRole('navigation', { name: 'Filter by status' });
    await chips.getByRole('button', { name: /Needs attention/ }).click();
    await page.waitForURL('**/coach/roster?status=needs_attention');
    await expect.poll(() => rows.count()).toBe(3);
    expect(await rows.first().textContent()).toContain('Check-in to review');

    const top = rows.first().getByRole('link').first();
    const name = (await top.textContent()) ?? '';
    await top.click();
    await page.waitForURL(/\/coach\/clients\/[^/]+$/);
    expect(flagged).toContain(new URL(page.url()).pathname.split('/').pop());
    await page.getByRole('heading', { level: 1, name }).waitFor();
  });
});
