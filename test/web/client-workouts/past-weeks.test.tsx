/// <reference types="@testing-library/jest-dom/vitest" />
// History on the client Dashboard (docs/history.md) at a fixed "now", Wednesday 11 March 2026:
// past sessions grouped by week, their results when opened, and "Load more" following the cursor.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fixNowAt } from '../support/clock.ts';
import { TrpcMockError, type TrpcCall, type TrpcOutput, type TrpcResolver } from '../support/trpc-msw.ts';
import { callsTo, mountClient, sessionSummary, type SessionSummaryFixture } from './support.ts';

type HistoryPage = TrpcOutput<'clientApp.workouts.history'>;
type PastSession = HistoryPage['items'][number];
type PastExercise = PastSession['exercises'][number];
type PastSet = PastExercise['sets'][number];

fixNowAt('2026-03-11T10:17:42.345Z');

const exercise = (id: string, name: string, o: Partial<PastExercise> = {}): PastExercise => ({ id, name, completed: false, result: null, notes: null, sets: [], ...o });
const set = (id: string, position: number, reps: number, load: number, o: Partial<PastSet> = {}): PastSet => ({
  id,
  position,
  reps,
  load,
  loadUnit: 'KG',
  rpe: null,
  done: true,
  completedAt: new Date('2026-03-09T08:10:00Z'),
  records: [],
  ...o,
});
const past = (id: string, scheduledFor: string, o: Partial<SessionSummaryFixture> = {}, exercises: PastExercise[] = []): PastSession => ({ ...sessionSummary(id, scheduledFor, o), exercises });

const TODAY_DONE = sessionSummary('t-done', '2026-03-11T00:00:00Z', { planName: 'Today Legs', status: 'COMPLETED', completedAt: new Date('2026-03-11T08:00:00Z'), duration: 40 });

const PAGE_1: HistoryPage = {
  items: [
    // Also under "Today's Workouts": not repeated.
    { ...TODAY_DONE, exercises: [] },
    past('p-mon', '2026-03-09T00:00:00Z', { planName: 'Upper Pull', status: 'COMPLETED', completedAt: new Date('2026-03-09T08:00:00Z'), duration: 50 }, [
      exercise('e1', 'Bench Press', {
        completed: true,
        result: '2×8 @ 80 kg, 1×8 @ 85 kg, RPE 9',
        notes: 'Felt heavy',
        sets: [set('s1', 0, 8, 80), set('s2', 1, 8, 80), set('s3', 2, 8, 85, { rpe: 9, records: ['REPS', 'E1RM'] }), set('s4', 3, 8, 85, { done: false, completedAt: null })],
      }),
      exercise('e2', 'Face Pull'),
    ]),
    past('p-fri', '2026-03-06T00:00:00Z', { planName: 'Friday Legs', status: 'MISSED' }),
  ],
  nextCursor: 'cursor-2',
};
const PAGE_2: HistoryPage = {
  items: [past('p-feb', '2026-02-16T00:00:00Z', { planName: 'February Push', status: 'SKIPPED' })],
  nextCursor: null,
};

function mount(history: TrpcResolver<'clientApp.workouts.history'>, calls: TrpcCall[] = []) {
  return mountClient(
    '/app/history',
    {
      'clientApp.workouts.listSessions': () => [TODAY_DONE],
      'clientApp.workouts.dashboard': () => ({ mealsPerDay: 3, foodToday: 0, foodThisWeek: 0 }),
      'clientApp.workouts.sessionResults': () => [],
      'clientApp.workouts.history': history,
    },
    calls,
  );
}

const historySection = () => screen.getByRole('region', { name: 'History' });

describe('History on the Dashboard', () => {
  it('groups past sessions by week with status and date, opens their results without another call, and loads the next page', async () => {
    const calls: TrpcCall[] = [];
    mount((input) => (input.cursor === 'cursor-2' ? PAGE_2 : PAGE_1), calls);
    const section = await screen.findByRole('region', { name: 'History' }, { timeout: 8000 });
    await within(section).findByText('Upper Pull');
    // Today's session stays under "Today's Workouts" only.
    expect(within(section).queryByText('Today Legs')).toBeNull();
    expect(screen.getAllByText('Today Legs')).toHaveLength(1);
    const weeks = within(section)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    expect(weeks).toEqual(['Week of Mar 9, 2026', 'Week of Mar 2, 2026']);
    const card = (name: string) =>
      within(section)
        .getAllByTestId('history-card')
        .find((c) => within(c).queryByText(name))!;
    expect(within(card('Upper Pull')).getByText('Completed')).toBeInTheDocument();
    // Its record shows on the closed card already.
    expect(within(card('Upper Pull')).getByRole('img', { name: /^Personal record/ })).toBeInTheDocument();
    expect(within(card('Friday Legs')).queryByTestId('record-badge')).toBeNull();
    expect(within(card('Upper Pull')).getByText('2 days ago · 50 min')).toBeInTheDocument();
    expect(within(card('Friday Legs')).getByText('Missed')).toBeInTheDocument();

    await userEvent.click(within(card('Upper Pull')).getByRole('button', { expanded: false }));
    expect(within(card('Upper Pull')).getByText('Bench Press')).toBeInTheDocument();
    expect(within(card('Upper Pull')).getByText('2×8 @ 80 kg, 1×8 @ 85 kg, RPE 9')).toBeInTheDocument();
    expect(within(card('Upper Pull')).getByText('Felt heavy')).toBeInTheDocument();
    // The done sets, the third with its personal-record badge; the undone fourth is not listed.
    const sets = within(card('Upper Pull')).getByTestId('history-sets');
    expect(
      within(sets)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Set 18 × 80 kg', 'Set 28 × 80 kg', 'Set 38 × 85 kg · RPE 9PR']);
    expect(within(sets).getByRole('img', { name: 'Personal record: heaviest for these reps, best estimated 1RM' })).toBeInTheDocument();
    expect(within(sets).getAllByTestId('record-badge')).toHaveLength(1);
    // Today's card takes its exercises from History's page too: no extra call when opened.
    const today = screen.getAllByTestId('history-card').find((c) => within(c).queryByText('Today Legs'))!;
    await userEvent.click(within(today).getByRole('button', { expanded: false }));
    expect(within(today).getByText('No exercise results recorded')).toBeInTheDocument();
    // Neither ticked nor logged: not listed, as in the session's results.
    expect(within(card('Upper Pull')).queryByText('Face Pull')).toBeNull();
    expect(callsTo(calls, 'clientApp.workouts.sessionResults')).toHaveLength(0);

    await userEvent.click(within(section).getByRole('button', { name: 'Load more' }));
    await within(section).findByText('February Push');
    // Older than a week: the day rather than "23 days ago".
    expect(within(card('February Push')).getByText('Mon, Feb 16')).toBeInTheDocument();
    expect(
      within(section)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Week of Mar 9, 2026', 'Week of Mar 2, 2026', 'Week of Feb 16, 2026']);
    expect(within(section).queryByRole('button', { name: 'Load more' })).toBeNull();
    const sent = callsTo(calls, 'clientApp.workouts.history').map((c) => c.input as { limit: number; cursor?: string | null });
    expect(sent.map((i) => [i.limit, i.cursor ?? null])).toEqual([
      [20, null],
      [20, 'cursor-2'],
    ]);
  });

  it('says so when there is no history yet', async () => {
    mount(() => ({ items: [], nextCursor: null }));
    expect(await screen.findByText('No past workouts yet', undefined, { timeout: 8000 })).toBeInTheDocument();
    expect(within(historySection()).queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('shows an error with Try again, which reads the history again', async () => {
    let fail = true;
    mount(() => (fail ? new TrpcMockError('INTERNAL_SERVER_ERROR', 'boom') : PAGE_2));
    expect(await screen.findByText('Failed to load past workouts', undefined, { timeout: 8000 })).toBeInTheDocument();
    fail = false;
    await userEvent.click(within(historySection()).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(within(historySection()).getByText('February Push')).toBeInTheDocument());
  });
});
