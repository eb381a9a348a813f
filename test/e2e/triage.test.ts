// End to end in Chromium (issue 34 item 1, docs/triage.md), at a real coach's size: 200 clients
// seeded in one call of the import route (POST /api/import-data: clients, their program, two weeks
// of workouts, messages and check-ins with their own dates, as a coach moving from another
// platform brings them). The coach opens the dashboard, follows its "Needs attention" panel to the
// roster filtered to those clients, opens the top one, answers that client's message from the
// inbox, and sees the client leave the needs-attention list.
//
// Who needs attention by the default rule (src/shared/triage.ts), every client in UTC:
// - Nora Quinn: missed her last workout two days ago and wrote three days ago, unanswered (the
//   coach never wrote): "missed since your last message" only; 3 days without activity, the
//   longest silence of the flagged, so she is the top client;
// - 9 clients skipped two of their three workouts this week: low adherence (last active 2 days ago);
// - 3 clients sent a check-in yesterday that is not reviewed;
// - 8 clients have no program, 3 are archived, the rest (176) are on track.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiOk, registerCoach } from './fixtures.ts';
import { startHarness, type Harness } from './harness.ts';

const CLIENTS = 200;
const TOP = 117;
const LOW_ADHERENCE = new Set([3, 24, 45, 66, 87, 108, 129, 150, 171]);
const CHECK_IN = new Set([10, 60, 160]);
const NO_PROGRAM = new Set([5, 55, 95, 135, 175, 185, 190, 195]);
const ARCHIVED = new Set([7, 77, 177]);
const FLAGGED = 1 + LOW_ADHERENCE.size + CHECK_IN.size;
const FIRST = ['Ava', 'Ben', 'Cora', 'Dev', 'Elin', 'Finn', 'Gia', 'Hugo', 'Iris', 'Jon', 'Kira', 'Leo', 'Maya', 'Omar', 'Pia', 'Raf', 'Sana', 'Theo', 'Uma', 'Wes'];
const LAST = ['Abbott', 'Brook', 'Castro', 'Dunn', 'Ellis', 'Ford', 'Grant', 'Hale', 'Irwin', 'Jensen'];
const DAY = 86_400_000;

let h: Harness;
let coachToken = '';
let page: Page;

/** The import file: one exercise, one plan, a program of it, and the 200 clients. */
function rosterFile(now: Date) {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const at = (days: number, hours = 9) => new Date(today + days * DAY + hours * 3_600_000).toISOString();
  const exercise = { id: 'squat', name: 'Goblet squat' };
  const plan = { id: 'full-body', name: 'Full body', exercises: [{ exerciseId: exercise.id, orderIndex: 0, columnData: { col1: '3', col2: '10' } }] };
  const program = { id: 'base', name: 'Base strength', plans: [0, 2, 4].map((dayOfWeek, i) => ({ planId: plan.id, week: 0, dayOfWeek, orderIndex: i })) };
  const clientsWithData = Array.from({ length: CLIENTS }, (_, c) => {
    const [firstName, lastName] = c === TOP ? ['Nora', 'Quinn'] : [FIRST[c % FIRST.length]!, LAST[Math.floor(c / FIRST.length)]!];
    if (NO_PROGRAM.has(c)) return { id: `c${c}`, firstName, lastName };
    // A workout every other day for two weeks, and the next one tomorrow.
    const workoutHistory = [-12, -10, -8, -6, -4, -2, 1].map((day, k) => {
      const status = day > 0 ? 'SCHEDULED' : c === TOP && day === -2 ? 'MISSED' : LOW_ADHERENCE.has(c) && (day === -6 || day === -4) ? 'SKIPPED' : 'COMPLETED';
      const done = status === 'COMPLETED';
      return {
        id: `c${c}-w${k}`,
        assignmentId: `c${c}-a`,
        planId: plan.id,
        name: plan.name,
        planName: plan.name,
        scheduledFor: at(day, 8),
        startedAt: done ? at(day, 17) : null,
        completedAt: done ? at(day, 18) : null,
        status,
        exercises: [{ exerciseId: exercise.id, name: exercise.name, orderIndex: 0, completed: done, columnData: { col1: '3', col2: '10' } }],
      };
    });
    const messages =
      c === TOP
        ? [{ sender: 'CLIENT', content: '<p>My knee was sore on Thursday, so I skipped. Can we adapt the squats?</p>', createdAt: at(-3, 20), readAt: null }]
        : c % 5 === 0
          ? [
              { sender: 'CLIENT', content: '<p>Done for the week!</p>', createdAt: at(-5, 19), readAt: at(-5, 20) },
              { sender: 'COACH', content: '<p>Great work, keep it up.</p>', createdAt: at(-5, 20), readAt: at(-4, 8) },
            ]
          : [];
    const checkIns = CHECK_IN.has(c)
      ? [
          {
            id: `c${c}-ci`,
            dueDate: new Date(today - DAY).toISOString().slice(0, 10),
            templateName: 'Weekly',
            questions: [{ id: 'energy', type: 'SCALE_1_10', text: 'Energy this week?', required: true }],
            metrics: [],
            answers: [{ questionId: 'energy', value: 7 }],
            metricValues: [],
            submittedAt: at(-1, 19),
          },
        ]
      : [];
    return {
      id: `c${c}`,
      firstName,
      lastName,
      archived: ARCHIVED.has(c),
      assignments: [{ id: `c${c}-a`, contentType: 'PROGRAM', contentId: program.id, contentName: program.name, status: 'IN_PROGRESS', startDate: at(-12, 0), endDate: at(30, 0) }],
      workoutHistory,
      messages,
      checkIns,
    };
  });
  return {
    exercises: [exercise],
    plansWithExercises: [plan],
    programsWithPlans: [program],
    clientsWithData,
    exportedBy: { firstName: 'Tia', lastName: 'Coach', email: null, exportedAt: now.toISOString(), formatVersion: 2 },
  };
}

beforeAll(async () => {
  h = await startHarness();
  // The browser page is made while the server imports (each takes seconds on a busy machine).
  const seeded = (async () => {
    coachToken = await registerCoach(h, { email: 'tia-triage@example.com', password: 'tia-password-1', firstName: 'Tia', lastName: 'Coach' });
    return apiOk<{ counts: { clients: number } }>(h, 'POST', '/import-data', { data: rosterFile(h.now()) }, coachToken);
  })();
  [page] = await Promise.all([h.newPage({ viewport: { width: 1280, height: 900 } }), seeded]);
  expect((await seeded).counts.clients).toBe(CLIENTS);
});

afterAll(async () => {
  await h?.stop();
});

describe('the triage roster at 200 clients', () => {
  it('leads from the dashboard to who needs attention, and an answer from the inbox takes the client off the list', async () => {
    await page.goto(`/coach/dashboard?token=${coachToken}`);

    // The dashboard leads with the flagged clients, the longest silent first.
    const panel = page.getByTestId('needs-attention-panel');
    await panel.getByRole('listitem').first().getByRole('link', { name: 'Nora Quinn' }).waitFor();
    await panel.getByRole('link', { name: `See all ${FLAGGED} in the roster` }).click();

    // The roster, filtered to "Needs attention": every flagged client on one page, the top one first.
    await page.waitForURL('**/coach/roster?status=needs_attention');
    const chips = page.getByRole('navigation', { name: 'Filter by status' });
    const needsAttention = chips.getByRole('button', { name: /Needs attention/ });
    expect(await needsAttention.getAttribute('aria-pressed')).toBe('true');
    const rows = page.getByTestId('roster-row');
    await expect.poll(() => rows.count(), { timeout: 10_000 }).toBe(FLAGGED);
    expect(await needsAttention.textContent()).toContain(String(FLAGGED));
    expect(await rows.first().textContent()).toContain('Missed workout');
    expect((await rows.allTextContents()).filter((t) => t.includes('Check-in to review'))).toHaveLength(CHECK_IN.size);
    expect((await rows.allTextContents()).filter((t) => t.includes('Low adherence'))).toHaveLength(LOW_ADHERENCE.size);

    // The top client's page.
    const top = rows.first().getByRole('link').first();
    expect(await top.textContent()).toBe('Nora Quinn');
    await top.click();
    await page.waitForURL(/\/coach\/clients\/[^/]+$/);
    await page.getByRole('heading', { level: 1, name: 'Nora Quinn' }).waitFor();

    // Her message, answered from the inbox.
    const nav = page.getByRole('navigation', { name: 'Coach navigation' });
    await nav.getByRole('link', { name: /Inbox/ }).click();
    await page.waitForURL('**/coach/inbox');
    await page.getByRole('button', { name: /^Mine to answer/ }).click();
    const conversation = page.getByTestId('inbox-conversation').filter({ hasText: 'Nora Quinn' });
    await conversation.click();
    const card = page.getByTestId('coach-messages');
    await card.getByTestId('message').filter({ hasText: 'knee was sore' }).waitFor();
    await card.getByRole('textbox', { name: 'Write a message' }).fill('Sorry about the knee. Swap the squats for box squats this week.');
    await card.getByRole('button', { name: 'Send' }).click();
    await card.getByTestId('message').filter({ hasText: 'box squats' }).waitFor();
    await expect.poll(() => conversation.count(), { timeout: 10_000 }).toBe(0);

    // Back on the dashboard, inside the app: she has left the needs-attention list, the rest stay.
    await nav.getByRole('link', { name: 'Dashboard' }).click();
    await panel.getByRole('link', { name: `See all ${FLAGGED - 1} in the roster` }).click();
    await page.waitForURL('**/coach/roster?status=needs_attention');
    await expect.poll(() => rows.count(), { timeout: 10_000 }).toBe(FLAGGED - 1);
    expect((await rows.allTextContents()).some((t) => t.includes('Nora Quinn'))).toBe(false);
    expect(await needsAttention.textContent()).toContain(String(FLAGGED - 1));
  });
});
