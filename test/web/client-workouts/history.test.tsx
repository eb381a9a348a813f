/// <reference types="@testing-library/jest-dom/vitest" />
// The client Dashboard at /app/history (docs/product.md §2 "Dashboard (history).", formulas of §9) at a
// fixed "now": Wednesday 11 March 2026, 10:17:42 UTC (the week runs Monday 9 to Sunday 15).
// Texts are the SPEC's, written out.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fixNowAt } from '../support/clock.ts';
import { TrpcMockError, type TrpcCall, type TrpcResolvers } from '../support/trpc-msw.ts';
import { callsTo, gate, mountClient, sessionSummary } from './support.ts';

fixNowAt('2026-03-11T10:17:42.345Z');

const SESSIONS = [
  // Today: finished at 07:45 after 45 minutes, with notes and a rating.
  sessionSummary('h-done', '2026-03-11T07:00:00Z', {
    planName: 'Lower Body Strength',
    status: 'COMPLETED',
    startedAt: new Date('2026-03-11T07:00:00Z'),
    completedAt: new Date('2026-03-11T07:45:00Z'),
    duration: 45,
    clientFeedback: 'Felt strong today',
    rating: 4,
  }),
  // Today: started at 09:50, not finished.
  sessionSummary('h-open', '2026-03-11T09:00:00Z', { planName: 'Core Finisher', status: 'IN_PROGRESS', startedAt: new Date('2026-03-11T09:50:00Z') }),
  // Today: skipped.
  sessionSummary('h-skip', '2026-03-11T06:00:00Z', { planName: 'Morning Mobility', status: 'SKIPPED', clientFeedback: 'Workout skipped' }),
  // Earlier this week, and the week before.
  sessionSummary('h-mon', '2026-03-09T07:00:00Z', { planName: 'Upper Body Pull', status: 'COMPLETED', completedAt: new Date('2026-03-09T08:00:00Z'), duration: 50 }),
  sessionSummary('h-last', '2026-03-04T07:00:00Z', { planName: 'Last Week Legs', status: 'COMPLETED', completedAt: new Date('2026-03-04T08:00:00Z'), duration: 60 }),
  sessionSummary('h-missed', '2026-03-05T07:00:00Z', { planName: 'Missed Intervals', status: 'MISSED' }),
  // Still to come this week and next.
  sessionSummary('h-fri', '2026-03-13T07:00:00Z', { planName: 'Friday Full Body' }),
  sessionSummary('h-next', '2026-03-20T07:00:00Z', { planName: 'Next Week Run' }),
];

const RESULTS: TrpcResolvers = {
  'clientApp.workouts.sessionResults': (input) => {
    const { id } = input;
    if (id === 'h-done') {
      return [
        { id: 'r1', sessionExerciseId: 'e1', exerciseName: 'Back Squat', result: '4x6 @ 100 kg', notes: 'Moved well', completed: true },
        { id: 'r2', sessionExerciseId: 'e2', exerciseName: 'Walking Lunge', result: null, notes: null, completed: true },
      ];
    }
    if (id === 'h-open') return [];
    return new TrpcMockError('INTERNAL_SERVER_ERROR', 'boom');
  },
};

function mount(food: { mealsPerDay: number | null; foodToday: number; foodThisWeek: number }, extra: TrpcResolvers = {}, calls: TrpcCall[] = []) {
  return mountClient('/app/history', { 'clientApp.workouts.listSessions': () => SESSIONS, 'clientApp.workouts.dashboard': () => food, ...RESULTS, ...extra }, calls);
}

const statCard = (label: string) => screen.getAllByTestId('stat-card').find((c) => within(c).queryByText(label))!;
const historyCard = (name: string) => screen.getAllByTestId('history-card').find((c) => within(c).queryByText(name))!;
const toggle = (name: string) => within(historyCard(name)).getByRole('button', { expanded: false });

describe('stat cards', () => {
  it("greets the user and computes the four cards from the sessions and this week's meals", async () => {
    mount({ mealsPerDay: 4, foodToday: 3, foodThisWeek: 17 });
    expect(await screen.findAllByTestId('stat-card', undefined, { timeout: 8000 })).toHaveLength(4);
    expect(screen.getByRole('heading', { level: 1, name: /Alex/ })).toBeInTheDocument();

    // Scheduled this week: done, open, skipped, Monday's and Friday's; two completed.
    const week = statCard("This Week's Workouts");
    expect(within(week).getByText('2/5')).toBeInTheDocument();
    expect(within(week).getByLabelText('2 of 5')).toBeInTheDocument();
    expect(within(week).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '40');
    expect(within(week).getByText('95 min this week')).toBeInTheDocument(); // 45 + 50
    // 3 of 8 sessions completed: 37.5 rounds to 38.
    expect(within(statCard('Avg Workout Completion')).getByText('38%')).toBeInTheDocument();
    // The program asks for 4 meals a day.
    expect(within(statCard("Today's Food Tracking")).getByText('3/4')).toBeInTheDocument();
    // 17 of 4 x 7 = 28 weekly meals: 60.7 rounds to 61.
    const food = statCard('Avg Food Tracking');
    expect(within(food).getByText('61%')).toBeInTheDocument();
    expect(within(food).getByText('of 28 weekly meals')).toBeInTheDocument();
  });

  it("counts an overdue workout from last week that was completed this week in This Week's Workouts", async () => {
    const late = sessionSummary('h-late', '2026-03-06T07:00:00Z', {
      planName: 'Late Push Day',
      status: 'COMPLETED',
      startedAt: new Date('2026-03-10T18:00:00Z'),
      completedAt: new Date('2026-03-10T18:40:00Z'),
      duration: 40,
    });
    mountClient('/app/history', {
      'clientApp.workouts.listSessions': () => [...SESSIONS, late],
      'clientApp.workouts.dashboard': () => ({ mealsPerDay: 4, foodToday: 3, foodThisWeek: 17 }),
      ...RESULTS,
    });
    await screen.findAllByTestId('stat-card', undefined, { timeout: 8000 });
    const week = statCard("This Week's Workouts");
    // The five scheduled this week, two of them completed, plus the late one done on Tuesday.
    expect(within(week).getByText('3/6')).toBeInTheDocument();
    expect(within(week).getByText('135 min this week')).toBeInTheDocument(); // 45 + 50 + 40
  });

  it("shows today's meals alone without a program and caps the weekly percentage at 100", async () => {
    mount({ mealsPerDay: null, foodToday: 2, foodThisWeek: 30 });
    await screen.findAllByTestId('stat-card', undefined, { timeout: 8000 });
    const today = statCard("Today's Food Tracking");
    expect(within(today).getByText('2')).toBeInTheDocument();
    expect(within(today).queryByText(/\//)).toBeNull();
    // No program: the default 3 meals a day, 21 a week; 30 of 21 is capped.
    expect(within(statCard('Avg Food Tracking')).getByText('100%')).toBeInTheDocument();
  });
});

describe("Today's Workouts", () => {
  it('lists only the sessions of today with status badge, relative time and duration in minutes', async () => {
    mount({ mealsPerDay: 3, foodToday: 0, foodThisWeek: 0 });
    expect(await screen.findByText("Today's Workouts", undefined, { timeout: 8000 })).toBeInTheDocument();
    const cards = screen.getAllByTestId('history-card');
    expect(cards.map((c) => c.querySelector('p')?.textContent)).toEqual(['Core Finisher', 'Lower Body Strength', 'Morning Mobility']);
    expect(within(historyCard('Lower Body Strength')).getByText('Completed')).toBeInTheDocument();
    expect(within(historyCard('Lower Body Strength')).getByText('3 hours ago · 45 min')).toBeInTheDocument();
    expect(within(historyCard('Core Finisher')).getByText('In Progress')).toBeInTheDocument();
    expect(within(historyCard('Core Finisher')).getByText('28 minutes ago')).toBeInTheDocument();
    expect(within(historyCard('Morning Mobility')).getByText('Skipped')).toBeInTheDocument();
    for (const other of ['Upper Body Pull', 'Last Week Legs', 'Missed Intervals', 'Friday Full Body', 'Next Week Run']) expect(screen.queryByText(other)).toBeNull();
    expect(screen.queryByText('No workouts completed today')).toBeNull();
  });

  it('reads the results only when a card is expanded: results, No data, notes and rating out of 5', async () => {
    const calls: TrpcCall[] = [];
    const { user } = mount({ mealsPerDay: 3, foodToday: 0, foodThisWeek: 0 }, {}, calls);
    await screen.findByText('Lower Body Strength', undefined, { timeout: 8000 });
    expect(callsTo(calls, 'clientApp.workouts.sessionResults')).toHaveLength(0);
    expect(screen.queryByText('Back Squat')).toBeNull();

    await user.click(toggle('Lower Body Strength'));
    const card = historyCard('Lower Body Strength');
    expect(await within(card).findByText('Back Squat')).toBeInTheDocument();
    expect(callsTo(calls, 'clientApp.workouts.sessionResults').map((c) => c.input)).toEqual([{ id: 'h-done' }]);
    expect(within(card).getByText('4x6 @ 100 kg')).toBeInTheDocument();
    expect(within(card).getByText('Moved well')).toBeInTheDocument();
    expect(within(card).getByText('Walking Lunge')).toBeInTheDocument();
    expect(within(card).getByText('No data')).toBeInTheDocument();
    expect(within(card).getByText('Felt strong today')).toBeInTheDocument();
    expect(within(card).getByText(/\(4\/5\)/)).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { expanded: true }));
    expect(within(card).queryByText('Back Squat')).toBeNull();
  });

  it("says 'No exercise results recorded' for a session without results and 'Failed to load exercise results' on failure", async () => {
    const { user } = mount({ mealsPerDay: 3, foodToday: 0, foodThisWeek: 0 });
    await screen.findByText('Core Finisher', undefined, { timeout: 8000 });
    await user.click(toggle('Core Finisher'));
    expect(await within(historyCard('Core Finisher')).findByText('No exercise results recorded')).toBeInTheDocument();
    await user.click(toggle('Morning Mobility'));
    expect(await within(historyCard('Morning Mobility')).findByText('Failed to load exercise results')).toBeInTheDocument();
  });

  it("shows 'Loading results...' until the results arrive", async () => {
    const wait = gate();
    const { user } = mount(
      { mealsPerDay: 3, foodToday: 0, foodThisWeek: 0 },
      {
        'clientApp.workouts.sessionResults': async (input, call) => {
          await wait.promise;
          return RESULTS['clientApp.workouts.sessionResults']!(input, call);
        },
      },
    );
    await screen.findByText('Lower Body Strength', undefined, { timeout: 8000 });
    await user.click(toggle('Lower Body Strength'));
    const card = historyCard('Lower Body Strength');
    expect(await within(card).findByText('Loading results...')).toBeInTheDocument();
    wait.open();
    expect(await within(card).findByText('Back Squat')).toBeInTheDocument();
    expect(within(card).queryByText('Loading results...')).toBeNull();
  });

  it("says 'No workouts completed today' when nothing happened today", async () => {
    mountClient('/app/history', {
      'clientApp.workouts.listSessions': () => SESSIONS.filter((s) => !['h-done', 'h-open', 'h-skip'].includes(s.id)),
      'clientApp.workouts.dashboard': () => ({ mealsPerDay: 3, foodToday: 0, foodThisWeek: 0 }),
    });
    expect(await screen.findByText('No workouts completed today', undefined, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.queryByTestId('history-card')).toBeNull();
  });
});

describe('loading and errors', () => {
  it("shows 'Loading history...' until the sessions arrive", async () => {
    const wait = gate();
    mountClient('/app/history', {
      'clientApp.workouts.listSessions': async () => {
        await wait.promise;
        return SESSIONS;
      },
      'clientApp.workouts.dashboard': () => ({ mealsPerDay: 3, foodToday: 0, foodThisWeek: 0 }),
    });
    expect(await screen.findByText('Loading history...', undefined, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.queryByTestId('stat-card')).toBeNull();
    wait.open();
    await waitFor(() => expect(screen.getAllByTestId('stat-card')).toHaveLength(4));
    expect(screen.queryByText('Loading history...')).toBeNull();
  });

  it("shows 'Failed to load history' when the sessions cannot be read", async () => {
    mountClient('/app/history', {
      'clientApp.workouts.listSessions': () => new TrpcMockError('INTERNAL_SERVER_ERROR', 'boom'),
      'clientApp.workouts.dashboard': () => ({ mealsPerDay: 3, foodToday: 0, foodThisWeek: 0 }),
    });
    expect(await screen.findByText('Failed to load history', undefined, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.queryByTestId('stat-card')).toBeNull();
  });

  it("shows 'Failed to load history' when the food numbers cannot be read", async () => {
    mountClient('/app/history', {
      'clientApp.workouts.listSessions': () => SESSIONS,
      'clientApp.workouts.dashboard': () => new TrpcMockError('INTERNAL_SERVER_ERROR', 'boom'),
    });
    expect(await screen.findByText('Failed to load history', undefined, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.queryByTestId('history-card')).toBeNull();
  });
});

describe('workout reminder (issue 16)', () => {
  it('shows the client’s own reminder and saves a new hour', async () => {
    const calls: TrpcCall[] = [];
    const { user } = mount(
      { mealsPerDay: 4, foodToday: 0, foodThisWeek: 0 },
      {
        'clientApp.reminder.get': () => ({ hour: null, email: 'alex@example.com' }),
        'clientApp.reminder.set': (input) => ({ hour: input.hour, email: 'alex@example.com' }),
      },
      calls,
    );
    const card = await screen.findByTestId('client-reminder', undefined, { timeout: 8000 });
    const select = within(card).getByRole('combobox', { name: 'Reminder' });
    expect(select).toHaveValue('');
    await user.selectOptions(select, '6');
    await user.click(within(card).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo(calls, 'clientApp.reminder.set').map((c) => c.input)).toEqual([{ hour: 6 }]));
    expect(await screen.findByText('Reminder saved')).toBeInTheDocument();
  });
});
