/// <reference types="@testing-library/jest-dom/vitest" />
// A client's calendar on the client detail (issue 17, docs/client-calendar.md): the month with
// status colours named in words and a legend, the week, "Move to…" from a session, editing one
// session's exercises and values, removing one, a finished session shown read-only, and a one-off
// session.
// Now: Wednesday 11 March 2026 (the client's zone: UTC).
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CAL } from '#web/features/client-calendar/texts.ts';
import { fixNowAt } from '../support/clock.ts';
import type { TrpcOutput, TrpcResolvers } from '../support/trpc-msw.ts';
import { callsTo, client, mountCoach } from '../clients/support.ts';

fixNowAt('2026-03-11T10:00:00.000Z');

const day = (d: string) => new Date(`${d}T00:00:00.000Z`);
const COLUMNS = { col1: 'Sets', col2: 'Reps', col3: 'Weight', col4: 'Rest', col5: 'RPE', col6: 'Tempo' };

type CalendarItem = TrpcOutput<'coach.calendar.move'>;
const item = (id: string, name: string, date: string, status: CalendarItem['status'], editable: boolean): CalendarItem => ({
  id,
  name,
  planName: name,
  assignmentId: 'a-1',
  status,
  scheduledFor: day(date),
  exerciseCount: 2,
  completedExercises: 0,
  editable,
});

const SESSIONS = [
  item('s-missed', 'Upper Body', '2026-03-02', 'MISSED', false),
  item('s-done', 'Leg Day', '2026-03-09', 'COMPLETED', false),
  item('s-next', 'Leg Day', '2026-03-13', 'SCHEDULED', true),
];

const detailOf = (id: string): TrpcOutput<'coach.calendar.session'> => {
  const s = SESSIONS.find((x) => x.id === id)!;
  return {
    ...s,
    clientId: 'c-1',
    instructions: 'Warm up first',
    columnConfig: COLUMNS,
    exercises: [
      { id: 'se-1', exerciseId: 'e-1', name: 'Squat', orderIndex: 0, groupName: null, columnData: { col1: '5', col2: '5', col3: '100', col4: '', col5: '', col6: '' }, notes: null },
      { id: 'se-2', exerciseId: 'e-2', name: 'Lunge', orderIndex: 1, groupName: null, columnData: { col1: '3', col2: '12', col3: '', col4: '', col5: '', col6: '' }, notes: 'Slow' },
    ],
  };
};

function api(o: TrpcResolvers = {}): TrpcResolvers {
  return {
    'coach.clients.get': () => client('c-1', 'Alex', 'Rivera'),
    'coach.clients.assignments': () => [],
    'coach.clients.history': () => [],
    'coach.clients.stats': () => ({
      totalWorkouts: 0,
      completedWorkouts: 0,
      missedWorkouts: 0,
      upcomingWorkouts: 0,
      finishedWorkouts: 0,
      dueWorkouts: 0,
      dueCompletedWorkouts: 0,
      adherence: null,
      workoutCompletion: 0,
      todayMeals: 0,
      mealsPerDay: 3,
      hasActiveProgram: false,
      foodCompletion: 0,
      overallCompletion: 0,
      lastActive: null,
    }),
    'coach.clients.accessToken': () => ({ token: 'tok-123', accessUrl: 'http://localhost:3000/app/today?token=tok-123', createdAt: new Date(), expiresAt: null }),
    'coach.clientNotes.list': () => [],
    'food.list': () => [],
    'coach.clients.timeZone': () => ({ timeZone: 'UTC' }),
    'coach.calendar.read': (input) => {
      const from = input.from!;
      const to = input.to!;
      return { timeZone: 'UTC', today: day('2026-03-11'), from: day(from), to: day(to), sessions: SESSIONS.filter((s) => s.scheduledFor >= day(from) && s.scheduledFor <= day(to)) };
    },
    'coach.calendar.session': (input) => detailOf(input.id),
    ...o,
  };
}

const calendar = () => within(screen.getByTestId('client-calendar'));
/** The page loads the client first; the calendar comes with it. */
const ready = () => screen.findByTestId('client-calendar', {}, { timeout: 5000 });
const cell = (key: string) => document.querySelector<HTMLElement>(`[data-day="${key}"]`)!;

describe('the month', () => {
  it('shows the client’s sessions on their days, each with its status in words, a legend and the client’s zone', async () => {
    const { calls } = mountCoach('/coach/clients/c-1', api());
    await ready();
    await calendar().findByRole('heading', { name: 'March 2026' });
    await waitFor(() => expect(within(cell('2026-03-13')).getByText('Leg Day')).toBeInTheDocument());
    expect(callsTo(calls, 'coach.calendar.read')[0]!.input).toEqual({ id: 'c-1', from: '2026-02-23', to: '2026-04-05' });
    expect(within(cell('2026-03-13')).getByText('Scheduled')).toBeInTheDocument();
    expect(within(cell('2026-03-09')).getByText('Completed')).toBeInTheDocument();
    expect(within(cell('2026-03-02')).getByText('Missed')).toBeInTheDocument();
    expect(within(cell('2026-03-11')).getByText(CAL.todayBadge)).toBeInTheDocument();
    const legend = calendar().getByRole('list', { name: CAL.legend });
    for (const label of ['Scheduled', 'In Progress', 'Completed', 'Skipped', 'Missed']) expect(within(legend).getByText(label)).toBeInTheDocument();
    expect(calendar().getByText(CAL.zoneNote('UTC'))).toBeInTheDocument();
    // Only a session not yet started can be dragged.
    expect(
      calendar()
        .getAllByRole('button', { name: /^Drag / })
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual([CAL.dragHandle('Leg Day', 'Friday, March 13, 2026')]);
  });

  it('switches to the week and pages through weeks', async () => {
    const { user, calls } = mountCoach('/coach/clients/c-1', api());
    await ready();
    await calendar().findByRole('heading', { name: 'March 2026' });
    await user.click(calendar().getByText(CAL.week));
    await calendar().findByRole('heading', { name: 'Mar 9 – Mar 15, 2026' });
    await waitFor(() => expect(callsTo(calls, 'coach.calendar.read').at(-1)!.input).toEqual({ id: 'c-1', from: '2026-03-09', to: '2026-03-15' }));
    await user.click(calendar().getByRole('button', { name: CAL.next('week') }));
    await calendar().findByRole('heading', { name: 'Mar 16 – Mar 22, 2026' });
    await user.click(calendar().getByRole('button', { name: CAL.today }));
    await calendar().findByRole('heading', { name: 'Mar 9 – Mar 15, 2026' });
  });
});

describe('one session', () => {
  it('moves through "Move to…" to the picked day', async () => {
    const { user, calls } = mountCoach('/coach/clients/c-1', api({ 'coach.calendar.move': (input) => ({ ...SESSIONS[2]!, scheduledFor: day(input.date) }) }));
    await ready();
    await user.click(await calendar().findByRole('button', { name: /^Leg Day\s*Scheduled\s*, Friday, March 13, 2026$/ }));
    const dialog = await screen.findByRole('dialog', { name: CAL.editTitle });
    await user.click(await within(dialog).findByRole('button', { name: CAL.moveTo }));
    const move = await screen.findByRole('dialog', { name: CAL.moveTitle });
    const date = within(move).getByLabelText(new RegExp(CAL.newDate));
    expect(date).toHaveValue('2026-03-13');
    expect(date).toHaveAttribute('min', '2026-03-11');
    // A date field takes its value whole (user-event types it character by character).
    fireEvent.change(date, { target: { value: '2026-03-17' } });
    await user.click(within(move).getByRole('button', { name: CAL.move }));
    await waitFor(() => expect(callsTo(calls, 'coach.calendar.move')[0]?.input).toEqual({ id: 's-next', date: '2026-03-17' }), { timeout: 5000 });
    expect(await screen.findByText(CAL.moved('Tuesday, March 17, 2026'))).toBeInTheDocument();
  });

  it('edits this session’s values and exercises: a value changed, one removed, one added from the library', async () => {
    const { user, calls } = mountCoach(
      '/coach/clients/c-1',
      api({
        'coach.exercises.list': () => [{ id: 'e-9', name: 'Plank', category: '', description: null, instructions: null, equipment: [], muscleGroups: [], videoUrl: null, imageUrl: null }],
        'coach.calendar.editSession': () => detailOf('s-next'),
      }),
    );
    await ready();
    await user.click(await calendar().findByRole('button', { name: /^Leg Day\s*Scheduled\s*, Friday, March 13, 2026$/ }));
    const dialog = await screen.findByRole('dialog', { name: CAL.editTitle });
    const weight = await within(dialog).findByRole('textbox', { name: 'Squat: Weight' });
    expect(weight).toHaveValue('100');
    await user.clear(weight);
    await user.type(weight, '80');
    await user.click(within(dialog).getByRole('button', { name: CAL.removeExercise('Lunge') }));
    await waitFor(() => expect(within(dialog).getByRole('option', { name: 'Plank' })).toBeInTheDocument());
    await user.selectOptions(within(dialog).getByRole('combobox', { name: CAL.exercise }), 'e-9');
    await user.click(within(dialog).getByRole('button', { name: CAL.addToWorkout }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Plank: Sets' }), '3');
    await user.click(within(dialog).getByRole('button', { name: CAL.moveUp('Plank') }));
    await user.click(within(dialog).getByRole('button', { name: CAL.save }));
    await waitFor(() => expect(callsTo(calls, 'coach.calendar.editSession')).toHaveLength(1));
    expect(callsTo(calls, 'coach.calendar.editSession')[0]!.input).toEqual({
      id: 's-next',
      name: 'Leg Day',
      instructions: 'Warm up first',
      exercises: [
        { exerciseId: 'e-9', columnData: { col1: '3', col2: '', col3: '', col4: '', col5: '', col6: '' }, notes: '' },
        { sessionExerciseId: 'se-1', columnData: { col1: '5', col2: '5', col3: '80', col4: '', col5: '', col6: '' }, notes: '' },
      ],
    });
    expect(await screen.findByText(CAL.saved)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: CAL.editTitle })).not.toBeInTheDocument());
  });

  it('removes a session after a second press, and a first press alone sends nothing', async () => {
    const { user, calls } = mountCoach('/coach/clients/c-1', api({ 'coach.calendar.removeSession': () => ({ ok: true }) }));
    await ready();
    await user.click(await calendar().findByRole('button', { name: /^Leg Day\s*Scheduled\s*, Friday, March 13, 2026$/ }));
    const dialog = await screen.findByRole('dialog', { name: CAL.editTitle });
    await user.click(await within(dialog).findByRole('button', { name: CAL.removeWorkout }));
    expect(callsTo(calls, 'coach.calendar.removeSession')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: CAL.confirmRemove }));
    await waitFor(() => expect(callsTo(calls, 'coach.calendar.removeSession')[0]?.input).toEqual({ id: 's-next' }), { timeout: 5000 });
    expect(await screen.findByText(CAL.removed)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: CAL.editTitle })).not.toBeInTheDocument());
  });

  it('shows a finished session read-only, saying why, with nothing to move or save', async () => {
    const { user, calls } = mountCoach('/coach/clients/c-1', api());
    await ready();
    await user.click(await calendar().findByRole('button', { name: /^Leg Day\s*Completed\s*, Monday, March 9, 2026$/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Leg Day' });
    expect(await within(dialog).findByText(CAL.historyNote)).toBeInTheDocument();
    expect(within(dialog).getByText('Sets: 5 · Reps: 5 · Weight: 100')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: CAL.moveTo })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: CAL.save })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: CAL.removeWorkout })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();
    expect(callsTo(calls, 'coach.calendar.editSession')).toHaveLength(0);
  });
});

describe('a one-off session', () => {
  it('asks for a plan, then adds it on the chosen day', async () => {
    const { user, calls } = mountCoach(
      '/coach/clients/c-1',
      api({
        'coach.plans.summaries': () => ({
          items: [
            {
              id: 'p-1',
              name: 'Extra Cardio',
              description: null,
              category: 'Cardio',
              difficulty: 'BEGINNER',
              estimatedDuration: 30,
              exerciseCount: 1,
              groupCount: 0,
              createdAt: day('2026-03-01'),
              updatedAt: day('2026-03-01'),
            },
          ],
          nextCursor: null,
        }),
        'coach.calendar.addSession': () => item('s-new', 'Extra Cardio', '2026-03-12', 'SCHEDULED', true),
      }),
    );
    await ready();
    await user.click(await calendar().findByRole('button', { name: CAL.addWorkout }));
    const dialog = await screen.findByRole('dialog', { name: CAL.addTitle });
    const date = within(dialog).getByLabelText(new RegExp(CAL.date));
    expect(date).toHaveValue('2026-03-11');
    await user.click(within(dialog).getByRole('button', { name: CAL.add }));
    expect(await within(dialog).findByText(CAL.planRequired)).toBeInTheDocument();
    expect(callsTo(calls, 'coach.calendar.addSession')).toHaveLength(0);
    await waitFor(() => expect(within(dialog).getByRole('option', { name: 'Extra Cardio' })).toBeInTheDocument());
    await user.selectOptions(within(dialog).getByRole('combobox', { name: new RegExp(CAL.plan) }), 'p-1');
    fireEvent.change(date, { target: { value: '2026-03-12' } });
    await user.click(within(dialog).getByRole('button', { name: CAL.add }));
    await waitFor(() => expect(callsTo(calls, 'coach.calendar.addSession')[0]?.input).toEqual({ id: 'c-1', planId: 'p-1', date: '2026-03-12' }));
    expect(await screen.findByText(CAL.added)).toBeInTheDocument();
  });
});

describe('copy a week (docs/recurring.md)', () => {
  it('lists what will be created, then copies the week shown to the next weeks', async () => {
    const { user, calls } = mountCoach('/coach/clients/c-1', api({ 'coach.calendar.copyWeek': (input) => ({ created: 2 * input.weeks, sessions: [] }) }));
    await ready();
    await calendar().findByRole('heading', { name: 'March 2026' });
    await user.click(calendar().getByText(CAL.week));
    await calendar().findByRole('heading', { name: 'Mar 9 – Mar 15, 2026' });
    await waitFor(() => expect(within(cell('2026-03-13')).getByText('Leg Day')).toBeInTheDocument());
    await user.click(calendar().getByRole('button', { name: CAL.copyWeek }));
    const dialog = await screen.findByRole('dialog', { name: CAL.copyTitle });
    expect(within(dialog).getByRole('combobox', { name: CAL.copyWhich })).toHaveValue('2026-03-09');
    const weeks = within(dialog).getByRole('spinbutton', { name: CAL.copyWeeks });
    await user.clear(weeks);
    await user.type(weeks, '2');
    const preview = within(dialog).getByTestId('copy-preview');
    expect(preview).toHaveTextContent(CAL.copyWillCreate(4, 2));
    expect(
      within(preview)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Leg Day · Monday, March 16, 2026', 'Leg Day · Friday, March 20, 2026', 'Leg Day · Monday, March 23, 2026', 'Leg Day · Friday, March 27, 2026']);
    // More than 12 weeks is refused before sending.
    await user.clear(weeks);
    await user.type(weeks, '13');
    expect(within(dialog).getByRole('button', { name: CAL.copySubmit(0) })).toBeDisabled();
    await user.clear(weeks);
    await user.type(weeks, '2');
    await user.click(within(dialog).getByRole('button', { name: CAL.copySubmit(4) }));
    expect(await screen.findByText(CAL.copied(4))).toBeInTheDocument();
    expect(callsTo(calls, 'coach.calendar.copyWeek').map((c) => c.input)).toEqual([{ id: 'c-1', weekStart: '2026-03-09', weeks: 2 }]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: CAL.copyTitle })).not.toBeInTheDocument());
  });

  it('in the month, a week whose copy would land before today, or an empty week, cannot be copied', async () => {
    const { user, calls } = mountCoach('/coach/clients/c-1', api());
    await ready();
    await waitFor(() => expect(within(cell('2026-03-13')).getByText('Leg Day')).toBeInTheDocument());
    await user.click(calendar().getByRole('button', { name: CAL.copyWeek }));
    const dialog = await screen.findByRole('dialog', { name: CAL.copyTitle });
    const which = within(dialog).getByRole('combobox', { name: CAL.copyWhich });
    await user.selectOptions(which, '2026-03-02');
    expect(within(dialog).getByTestId('copy-preview')).toHaveTextContent(CAL.copyPast);
    expect(within(dialog).getByRole('button', { name: /^Create / })).toBeDisabled();
    await user.selectOptions(which, '2026-03-23');
    expect(within(dialog).getByTestId('copy-preview')).toHaveTextContent(CAL.copyEmpty);
    expect(within(dialog).getByRole('button', { name: /^Create / })).toBeDisabled();
    expect(callsTo(calls, 'coach.calendar.copyWeek')).toEqual([]);
  });
});
