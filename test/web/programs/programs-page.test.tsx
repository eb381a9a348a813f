/// <reference types="@testing-library/jest-dom/vitest" />
// The Programs page in the browser: save validation, adding plans and rest days, the save body,
// Modify, and the details view's 'Program not found'.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { T } from '#web/features/programs/texts.ts';
import { coachUser } from '../support/fixtures.ts';
import { server } from '../support/msw-server.ts';
import { renderApp } from '../support/render-app.tsx';
import { TrpcMockError, trpcHandler, type TrpcCall, type TrpcResolvers } from '../support/trpc-msw.ts';

const planOptions = [{ id: 'plan-lower', name: 'Lower Body', description: null, category: 'Strength Training', difficulty: 'INTERMEDIATE', estimatedDuration: 60, exerciseCount: 2 }];

function program(o: Record<string, unknown> = {}) {
  return {
    id: 'prog-1',
    name: 'Kickstart',
    description: 'Two weeks',
    notes: null,
    category: 'Training',
    difficulty: 'INTERMEDIATE',
    duration: 2,
    mealsPerDay: 3,
    displayOrder: 0,
    createdAt: new Date('2026-03-01T00:00:00Z'),
    updatedAt: new Date('2026-03-01T00:00:00Z'),
    plans: [
      { id: 'pp-1', programId: 'prog-1', planId: 'plan-lower', week: 0, dayOfWeek: 0, orderIndex: 0, dayOffset: 1, isRestDay: false, plan: { ...planOptions[0]!, exerciseCount: undefined } },
      { id: 'pp-2', programId: 'prog-1', planId: null, week: 1, dayOfWeek: 1, orderIndex: 1, dayOffset: 9, isRestDay: true, plan: null },
    ],
    ...o,
  };
}

function mount(resolvers: TrpcResolvers, calls: TrpcCall[] = [], path = '/coach/programs') {
  window.localStorage.setItem('coach_token', 'coach-token');
  server.use(
    ...trpcHandler(
      {
        'auth.me': () => coachUser,
        'coach.notifications.unreadCount': () => ({ count: 0 }),
        'coach.programs.planOptions': () => planOptions,
        ...resolvers,
      },
      calls,
    ),
  );
  return renderApp(path);
}

const called = (calls: TrpcCall[], path: string) => calls.filter((c) => c.path === path);

describe('Create New', () => {
  it('opens on the Create New tab from /coach/programs?tab=create (the wizard’s Create Program)', async () => {
    mount({ 'coach.programs.list': () => [] }, [], '/coach/programs?tab=create');
    expect(await screen.findByRole('tab', { name: T.tabCreate, selected: true }, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByLabelText(/Program Name/)).toBeInTheDocument();
  });

  it('keyboard: the empty state opens the editor with focus in the name, Enter saves, and focus lands on Saved Programs', async () => {
    const calls: TrpcCall[] = [];
    let saved = false;
    const { user } = mount(
      {
        'coach.programs.list': () => (saved ? [program({ id: 'new', name: 'Block A' })] : []),
        'coach.programs.create': (input) => {
          saved = true;
          return program({ id: 'new', name: input.name });
        },
      },
      calls,
    );
    await user.click(await screen.findByRole('button', { name: T.emptyAction }, { timeout: 15_000 }));
    const name = await screen.findByLabelText(/Program Name/);
    await waitFor(() => expect(name).toHaveFocus());
    await user.keyboard('Block A{Enter}');
    expect(await screen.findByText(T.scheduleRequired)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: T.addRestDay }));
    await user.type(name, '{Enter}');
    expect(await screen.findByText(T.programSaved)).toBeInTheDocument();
    expect(called(calls, 'coach.programs.create')).toHaveLength(1);
    const savedTab = await screen.findByRole('tab', { name: T.tabSaved, selected: true });
    await waitFor(() => expect(savedTab).toHaveFocus());
  });

  it('validates the name and the schedule before saving, with the SPEC texts', async () => {
    const calls: TrpcCall[] = [];
    const { user } = mount({ 'coach.programs.list': () => [] }, calls);
    await user.click(await screen.findByRole('tab', { name: T.tabCreate }, { timeout: 15_000 }));
    await user.click(await screen.findByRole('button', { name: T.saveProgram }));
    expect(await screen.findByText(T.validationError)).toBeInTheDocument();
    expect(screen.getAllByText(T.nameRequired).length).toBeGreaterThan(0);
    await user.type(screen.getByLabelText(/Program Name/), 'Block A');
    await user.click(screen.getByRole('button', { name: T.saveProgram }));
    expect(await screen.findByText(T.scheduleRequired)).toBeInTheDocument();
    expect(called(calls, 'coach.programs.create')).toHaveLength(0);
  });

  it('needs a plan and days, skips used days, then saves week/dayOfWeek from day numbers', async () => {
    const calls: TrpcCall[] = [];
    const { user } = mount(
      {
        'coach.programs.list': () => [],
        'coach.programs.create': (input) => program({ id: 'new', name: input.name }),
      },
      calls,
    );
    await user.click(await screen.findByRole('tab', { name: T.tabCreate }, { timeout: 15_000 }));
    await user.type(await screen.findByLabelText(/Program Name/), 'Block A');
    await user.click(screen.getByRole('button', { name: 'Day 1' }));
    await user.click(screen.getByRole('button', { name: T.addPlan }));
    expect(await screen.findByText(T.noPlanSelected)).toBeInTheDocument();
    expect(screen.getByText(T.selectPlanToAdd)).toBeInTheDocument();

    await waitFor(() => expect(screen.getByRole('option', { name: 'Lower Body' })).toBeInTheDocument());
    await user.selectOptions(screen.getByLabelText(T.selectPlan), 'plan-lower');
    await user.click(screen.getByRole('button', { name: 'Day 8' }));
    await user.click(screen.getByRole('button', { name: T.addPlan }));
    expect(await screen.findByText(T.planAdded)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Day 1 (used)' })).toBeDisabled();

    // Nothing selected: the quick rest day takes the next day number after the count (3).
    await user.click(screen.getByRole('button', { name: T.addRestDay }));
    expect(await screen.findByText(T.restDayAdded)).toBeInTheDocument();
    const rows = screen.getAllByTestId('schedule-entry');
    expect(rows.map((r) => within(r).getByRole('combobox')).map((s) => (s as HTMLSelectElement).value)).toEqual(['1', '3', '8']);

    await user.selectOptions(screen.getByLabelText(T.mealsPerDay), '5');
    await user.click(screen.getByRole('button', { name: T.saveProgram }));
    expect(await screen.findByText(T.programSaved)).toBeInTheDocument();
    expect(called(calls, 'coach.programs.create')[0]!.input).toEqual({
      name: 'Block A',
      description: '',
      mealsPerDay: 5,
      plans: [
        { planId: 'plan-lower', week: 0, dayOfWeek: 0, orderIndex: 0 },
        { planId: null, week: 0, dayOfWeek: 2, orderIndex: 1 },
        { planId: 'plan-lower', week: 1, dayOfWeek: 0, orderIndex: 2 },
      ],
    });
    // Back on Saved Programs.
    expect(await screen.findByRole('tab', { name: T.tabSaved, selected: true })).toBeInTheDocument();
  });

  it('pages the day picker by 28 up to the longest program (104 weeks), and no further', async () => {
    const { user } = mount({ 'coach.programs.list': () => [] });
    await user.click(await screen.findByRole('tab', { name: T.tabCreate }, { timeout: 15_000 }));
    const next = await screen.findByRole('button', { name: T.next });
    expect(screen.getByRole('button', { name: T.prev })).toBeDisabled();
    await user.click(next);
    expect(screen.getByRole('button', { name: 'Day 29' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Day 1' })).not.toBeInTheDocument();
    for (let page = 2; page < 26; page++) await user.click(next);
    expect(screen.getByRole('button', { name: 'Day 728' })).toBeInTheDocument();
    expect(next).toBeDisabled();
  });

  it('shows the server message when saving fails, and stays in the editor', async () => {
    const { user } = mount({
      'coach.programs.list': () => [],
      'coach.programs.create': () => new TrpcMockError('NOT_FOUND', 'Plan not found'),
    });
    await user.click(await screen.findByRole('tab', { name: T.tabCreate }, { timeout: 15_000 }));
    await user.type(await screen.findByLabelText(/Program Name/), 'Block A');
    await user.click(screen.getByRole('button', { name: T.addRestDay }));
    await user.click(screen.getByRole('button', { name: T.saveProgram }));
    expect(await screen.findByText('Plan not found')).toBeInTheDocument();
    expect(screen.getByText(T.error)).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: T.tabCreate, selected: true })).toBeInTheDocument();
  });
});

describe('Saved Programs', () => {
  it('Modify loads the program into the editor and saving updates it (replacing the schedule)', async () => {
    const calls: TrpcCall[] = [];
    const { user } = mount(
      {
        'coach.programs.list': () => [program()],
        'coach.programs.get': () => program(),
        'coach.programs.update': () => program({ name: 'Kickstart 2' }),
      },
      calls,
    );
    await user.click(await screen.findByRole('button', { name: T.modify }));
    expect(await screen.findByText(T.programLoaded)).toBeInTheDocument();
    expect(screen.getByLabelText(/Program Name/)).toHaveValue('Kickstart');
    expect(screen.getAllByTestId('schedule-entry')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: T.saveProgram }));
    expect(await screen.findByText(T.programUpdated)).toBeInTheDocument();
    expect(called(calls, 'coach.programs.update')[0]!.input).toMatchObject({
      id: 'prog-1',
      name: 'Kickstart',
      plans: [
        { planId: 'plan-lower', week: 0, dayOfWeek: 0, orderIndex: 0 },
        { planId: null, week: 1, dayOfWeek: 1, orderIndex: 1 },
      ],
    });
    expect(called(calls, 'coach.programs.create')).toHaveLength(0);
  });

  it("shows 'Program not found' with Go Back when the program is gone", async () => {
    const { user } = mount({
      'coach.programs.list': () => [program()],
      'coach.programs.get': () => new TrpcMockError('NOT_FOUND', 'Program not found'),
    });
    await user.click(await screen.findByRole('button', { name: T.viewDetails }));
    expect(await screen.findByText(T.notFound)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: T.goBack }));
    expect(await screen.findByTestId('program-card')).toBeInTheDocument();
  });

  it('the week view tells unscheduled days from rest days (issue 17)', async () => {
    const { user } = mount({ 'coach.programs.list': () => [program()], 'coach.programs.get': () => program() });
    await user.click(await screen.findByRole('button', { name: T.viewDetails }));
    const week2 = await screen.findByRole('region', { name: T.week(2) });
    expect(within(week2).getAllByTestId('schedule-day')).toHaveLength(1);
    expect(within(week2).getByText(T.restDay)).toBeInTheDocument();
    // The other six days say they hold nothing, not a blank cell that looks like rest.
    const empty = within(week2).getAllByTestId('schedule-empty-day');
    expect(empty).toHaveLength(6);
    for (const cell of empty) {
      expect(cell).toHaveTextContent(T.notScheduled);
      expect(cell).not.toHaveTextContent(T.restDay);
    }
  });

  it('links Assign to Client to the wizard with the program preselected', async () => {
    mount({ 'coach.programs.list': () => [program()] });
    expect(await screen.findByRole('link', { name: T.assign })).toHaveAttribute('href', '/coach/assign?type=program&id=prog-1');
  });

  it('shows the load failure text with Try again', async () => {
    mount({ 'coach.programs.list': () => new TrpcMockError('INTERNAL_SERVER_ERROR', 'boom') });
    expect(await screen.findByText(T.loadFailed)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Try again/ })).toBeInTheDocument();
  });
});
