/// <reference types="@testing-library/jest-dom/vitest" />
// Habits for the coach (docs/habits.md): the card on the client detail shows each habit's streak
// and week, adds one (checked before it is sent), ends one after a confirmation; the clients
// list's "Assign habit" gives several clients a habit in one call.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { callsTo, client, mountCoach } from '../clients/support.ts';
import type { TrpcOutput } from '../support/trpc-msw.ts';

type List = TrpcOutput<'coach.habits.list'>;
const habit = (o: Partial<List['habits'][number]> = {}): List['habits'][number] => ({
  id: 'h1',
  clientId: 'c-1',
  name: 'Walk',
  target: '10,000 steps',
  frequency: 'DAILY',
  timesPerWeek: null,
  startsOn: '2026-03-01',
  endedOn: null,
  tickedToday: true,
  weekTicks: ['2026-03-09', '2026-03-11'],
  streak: { count: 1, unit: 'days' },
  week: { completed: 2, expected: 3 },
  ...o,
});
const created = (input: { clientIds: string[]; name: string; frequency: 'DAILY' | 'WEEKLY'; timesPerWeek?: number | null; target?: string | null }) => ({
  habits: input.clientIds.map((clientId, i) => ({
    id: `n${i}`,
    clientId,
    name: input.name,
    target: input.target ?? null,
    frequency: input.frequency,
    timesPerWeek: input.timesPerWeek ?? null,
    startsOn: '2026-03-11',
    endedOn: null,
  })),
});

const detail = {
  'coach.clients.get': () => client('c-1', 'Alex', 'Rivera'),
  'coach.clients.assignments': () => [],
  'coach.clients.history': () => [],
  'coach.clients.accessToken': () => ({ token: null, accessUrl: null, createdAt: null, expiresAt: null }),
  'coach.clientNotes.list': () => [],
  'food.list': () => [],
  'coach.clients.timeZone': () => ({ timeZone: 'UTC' }),
  'coach.clientProgress.exercises': () => [],
  'coach.bodyMetrics.overview': () => ({ lengthUnit: 'CM' as const, metrics: [] }),
  'coach.bodyMetrics.series': () => ({ metric: 'weight', items: [], nextCursor: null }),
};

beforeEach(() => window.localStorage.clear());

describe('the Habits card on the client detail', () => {
  it('shows streak and week, adds a habit for this client, and ends one after confirming', async () => {
    const { calls } = mountCoach('/coach/clients/c-1', {
      ...detail,
      'coach.habits.list': () => ({
        today: '2026-03-11',
        habits: [habit(), habit({ id: 'h2', name: 'Gym', target: null, frequency: 'WEEKLY', timesPerWeek: 3, streak: { count: 2, unit: 'weeks' }, week: { completed: 1, expected: 3 } })],
      }),
      'coach.habits.create': created,
      'coach.habits.end': () => ({ ...habit(), endedOn: '2026-03-11' }),
      'coach.clients.list': () => [client('c-1', 'Alex', 'Rivera'), client('c-2', 'Sam', 'Lee')],
    });
    const card = await screen.findByRole('region', { name: 'Habits' }, { timeout: 8000 });
    const rows = await within(card).findAllByTestId('coach-habit');
    expect(within(rows[0]!).getByTestId('coach-habit-stats')).toHaveTextContent('1-day streak · 2 of 3 this week');
    expect(within(rows[1]!).getByText('3× a week')).toBeInTheDocument();
    expect(within(rows[1]!).getByTestId('coach-habit-stats')).toHaveTextContent('2-week streak · 1 of 3 this week');

    // Add: a blank name is refused before anything is sent.
    await userEvent.click(within(card).getByRole('button', { name: 'Add habit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Assign a habit' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add habit' }));
    expect(await within(dialog).findByText('Name is required')).toBeInTheDocument();
    expect(callsTo(calls, 'coach.habits.create')).toHaveLength(0);
    await userEvent.type(within(dialog).getByLabelText(/^Habit/), 'Water');
    await userEvent.type(within(dialog).getByLabelText('Target (optional)'), '3 L water');
    await userEvent.selectOptions(within(dialog).getByTestId('habit-frequency'), '5');
    expect(within(dialog).getByRole('checkbox', { name: 'Alex Rivera' })).toBeChecked();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add habit' }));
    await waitFor(() => expect(callsTo(calls, 'coach.habits.create')[0]?.input).toEqual({ clientIds: ['c-1'], name: 'Water', target: '3 L water', frequency: 'WEEKLY', timesPerWeek: 5 }));
    expect(await screen.findByText('Habit added')).toBeInTheDocument();

    // End: asks first.
    await userEvent.click(within(rows[0]!).getByRole('button', { name: 'End Walk' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'End “Walk”?' });
    expect(callsTo(calls, 'coach.habits.end')).toHaveLength(0);
    await userEvent.click(within(confirm).getByRole('button', { name: 'End' }));
    await waitFor(() => expect(callsTo(calls, 'coach.habits.end')[0]?.input).toEqual({ id: 'h1' }));
  });
});

describe('Assign habit on the clients list', () => {
  it('gives the picked clients one habit in one call', async () => {
    const { calls } = mountCoach('/coach/clients', {
      'coach.clients.list': () => [client('c-1', 'Alex', 'Rivera'), client('c-2', 'Sam', 'Lee'), client('c-3', 'Jo', 'Park')],
      'coach.habits.create': created,
    });
    await userEvent.click(await screen.findByTestId('assign-habit', {}, { timeout: 8000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Assign a habit' });
    await userEvent.type(within(dialog).getByLabelText(/^Habit/), 'Sleep 8 h');
    await userEvent.click(await within(dialog).findByRole('checkbox', { name: 'Alex Rivera' }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Jo Park' }));
    expect(within(dialog).getByText('2 selected')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add habit' }));
    await waitFor(() => expect(callsTo(calls, 'coach.habits.create')[0]?.input).toEqual({ clientIds: ['c-1', 'c-3'], name: 'Sleep 8 h', target: null, frequency: 'DAILY', timesPerWeek: null }));
    expect(await screen.findByText('Habit added for 2 clients')).toBeInTheDocument();
  });

  it('“Habits this week” lists clients lowest adherence first, and steps a week back', async () => {
    const { calls } = mountCoach('/coach/clients', {
      'coach.clients.list': () => [client('c-1', 'Alex', 'Rivera'), client('c-2', 'Sam', 'Lee')],
      'coach.habits.adherence': (input) =>
        input?.week
          ? { weekStart: '2026-03-02', clients: [] }
          : {
              weekStart: '2026-03-09',
              clients: [
                { clientId: 'c-1', firstName: 'Alex', lastName: 'Rivera', habits: 2, completed: 5, expected: 5 },
                { clientId: 'c-2', firstName: 'Sam', lastName: 'Lee', habits: 1, completed: 1, expected: 3 },
              ],
            },
    });
    await userEvent.click(await screen.findByTestId('habits-overview', {}, { timeout: 8000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Habits this week' });
    const rows = await within(dialog).findAllByRole('listitem');
    expect(rows.map((r) => r.textContent)).toEqual(['Sam Lee1 of 3 · 1 habit', 'Alex Rivera5 of 5 · 2 habits']);
    expect(within(dialog).getByTestId('adherence-week')).toHaveTextContent('Mar 9 – Mar 15');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Previous week' }));
    expect(await within(dialog).findByText('No client has habits this week.')).toBeInTheDocument();
    expect(callsTo(calls, 'coach.habits.adherence').at(-1)?.input).toEqual({ week: '2026-03-02' });
  });
});
