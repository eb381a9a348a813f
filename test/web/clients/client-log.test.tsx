/// <reference types="@testing-library/jest-dom/vitest" />
// The coach's read-only view of what a client logs (issue 34 item 6, docs/product.md §2 Client
// detail): the client's fitness tests as the client's own cards without their buttons, and a
// workout opened from the history with its sets and records.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { T } from '#web/features/clients/texts.ts';
import { FITNESS_TEST_TEXTS } from '#web/features/fitness-tests/index.ts';
import { RECORD_BADGE_TEXTS } from '#web/components/record-badge.tsx';
import { TrpcMockError, type TrpcOutput, type TrpcResolvers } from '../support/trpc-msw.ts';
import { workoutSession } from '../client-workouts/support.ts';
import { callsTo, client, mountCoach } from './support.ts';

type HistoryItem = TrpcOutput<'coach.clients.history'>[number];
type Exercise = TrpcOutput<'coach.clientLog.workout'>['exercises'][number];
type Test = TrpcOutput<'coach.clientLog.fitnessTests'>['items'][number];

const stats: TrpcOutput<'coach.clients.stats'> = {
  totalWorkouts: 1,
  completedWorkouts: 1,
  missedWorkouts: 0,
  upcomingWorkouts: 0,
  finishedWorkouts: 1,
  dueWorkouts: 1,
  dueCompletedWorkouts: 1,
  adherence: 100,
  workoutCompletion: 100,
  todayMeals: 0,
  mealsPerDay: 3,
  hasActiveProgram: false,
  foodCompletion: 0,
  overallCompletion: 50,
  lastActive: null,
};
const legs: HistoryItem = {
  id: 's-1',
  assignmentId: null,
  planName: 'Leg Day',
  status: 'COMPLETED',
  scheduledFor: new Date('2026-03-10T00:00:00Z'),
  startedAt: null,
  completedAt: new Date('2026-03-10T18:00:00Z'),
  duration: 50,
  completedExercises: 1,
  exerciseCount: 1,
  clientFeedback: null,
  rating: null,
  coachReply: null,
  coachRepliedAt: null,
  results: [{ id: 'r-1', exerciseName: 'Back Squat', result: '5 × 100 kg', notes: null, completed: true }],
};
const squat: Exercise = {
  id: 'se-1',
  name: 'Back Squat',
  orderIndex: 0,
  groupId: null,
  groupName: null,
  completed: true,
  result: '5 × 100 kg',
  resultNotes: null,
  videoUrl: null,
  notes: null,
  instructions: null,
  columnData: { col1: '', col2: '', col3: '', col4: '', col5: '', col6: '' },
  sets: [
    { id: 'set-1', position: 0, reps: 5, load: 90, loadUnit: 'KG', rpe: null, done: true, completedAt: new Date('2026-03-10T17:40:00Z'), records: [] },
    { id: 'set-2', position: 1, reps: 5, load: 100, loadUnit: 'KG', rpe: 8, done: true, completedAt: new Date('2026-03-10T17:45:00Z'), records: ['REPS'] },
  ],
  lastTime: null,
};
const test = (id: string, result: string, testedAt: string, previousTestId: string | null = null): Test => ({
  id,
  testName: 'Plank',
  result,
  unit: 's',
  notes: null,
  testedAt: new Date(testedAt),
  previousTestId,
});

function mountDetail(o: TrpcResolvers = {}) {
  return mountCoach('/coach/clients/c-1', {
    'coach.clients.get': () => client('c-1', 'Alex', 'Rivera'),
    'coach.clients.assignments': () => [],
    'coach.clients.history': () => [legs],
    'coach.clients.stats': () => stats,
    'coach.clients.accessToken': () => ({ token: null, accessUrl: null, createdAt: null, expiresAt: null }),
    'coach.clientNotes.list': () => [],
    'food.list': () => [],
    'coach.clients.timeZone': () => ({ timeZone: 'UTC' }),
    'coach.calendar.read': () => ({ timeZone: 'UTC', today: new Date('2026-03-11T00:00:00Z'), from: new Date('2026-02-23T00:00:00Z'), to: new Date('2026-04-05T00:00:00Z'), sessions: [] }),
    'coach.clientLog.fitnessTests': () => ({ items: [test('t-1', '60', '2026-03-01T10:00:00Z'), test('t-2', '75', '2026-03-08T10:00:00Z', 't-1')], nextCursor: null }),
    'coach.clientLog.workout': () => ({ ...workoutSession('s-1', '2026-03-10T00:00:00Z', { planName: 'Leg Day', status: 'COMPLETED' }), exercises: [squat] }),
    ...o,
  });
}

describe('the coach’s view of a client’s log', () => {
  it('shows the client’s fitness tests with their retests, without the client’s buttons', async () => {
    mountDetail();
    const panel = await screen.findByTestId('coach-fitness-tests');
    const card = await within(panel).findByRole('article', { name: 'Plank' });
    expect(within(card).getByText(FITNESS_TEST_TEXTS.original)).toBeInTheDocument();
    expect(within(card).getByText(FITNESS_TEST_TEXTS.retest(1))).toBeInTheDocument();
    expect(within(card).getByText('75 s')).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: FITNESS_TEST_TEXTS.updatePerformance })).not.toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: FITNESS_TEST_TEXTS.deleteTest('Plank') })).not.toBeInTheDocument();
  });

  it('pages through many tests and says when there are none', async () => {
    const { calls } = mountDetail({
      'coach.clientLog.fitnessTests': (input) =>
        input.cursor === 'next' ? { items: [test('t-9', '90', '2026-03-09T10:00:00Z')], nextCursor: null } : { items: [test('t-1', '60', '2026-03-01T10:00:00Z')], nextCursor: 'next' },
    });
    const panel = await screen.findByTestId('coach-fitness-tests');
    await userEvent.setup().click(await within(panel).findByRole('button', { name: FITNESS_TEST_TEXTS.coachShowMore }));
    await waitFor(() => expect(within(panel).getAllByRole('article')).toHaveLength(2));
    expect(callsTo(calls, 'coach.clientLog.fitnessTests').map((c) => (c.input as { cursor?: string }).cursor ?? null)).toEqual([null, 'next']);
    expect(within(panel).queryByRole('button', { name: FITNESS_TEST_TEXTS.coachShowMore })).not.toBeInTheDocument();
  });

  it('an empty test list says so', async () => {
    mountDetail({ 'coach.clientLog.fitnessTests': () => ({ items: [], nextCursor: null }) });
    expect(await within(await screen.findByTestId('coach-fitness-tests')).findByText(FITNESS_TEST_TEXTS.coachEmpty)).toBeInTheDocument();
  });

  it('opens a workout from the history with its sets and records, read only when asked', async () => {
    const { calls } = mountDetail();
    const row = (await screen.findAllByTestId('session-row')).find((r) => within(r).queryByText('Leg Day'))!;
    expect(callsTo(calls, 'coach.clientLog.workout')).toHaveLength(0);
    const open = within(row).getByRole('button', { name: T.showSetsOf('Leg Day') });
    await userEvent.setup().click(open);
    const log = await within(row).findByTestId('workout-log');
    expect(within(log).getByText('Back Squat')).toBeInTheDocument();
    const sets = within(log)
      .getAllByRole('listitem')
      .filter((li) => li.textContent?.startsWith('Set'));
    expect(sets.map((s) => s.textContent)).toEqual(['Set 15 × 90 kg', expect.stringContaining('Set 25 × 100 kg · RPE 8')]);
    expect(within(sets[1]!).getByRole('img', { name: RECORD_BADGE_TEXTS.badgeLabel(['REPS']) })).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: T.hideSets })).toHaveAttribute('aria-expanded', 'true');
    expect(callsTo(calls, 'coach.clientLog.workout').map((c) => c.input)).toEqual([{ id: 'c-1', sessionId: 's-1' }]);
  });

  it('a workout that fails to load says so with Try again', async () => {
    mountDetail({ 'coach.clientLog.workout': () => new TrpcMockError('INTERNAL_SERVER_ERROR', 'down') });
    const row = (await screen.findAllByTestId('session-row')).find((r) => within(r).queryByText('Leg Day'))!;
    await userEvent.setup().click(within(row).getByRole('button', { name: T.showSetsOf('Leg Day') }));
    expect(await within(row).findByText(T.workoutLoadFailed)).toBeInTheDocument();
  });
});
