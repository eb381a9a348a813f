/// <reference types="@testing-library/jest-dom/vitest" />
// Plan builder, My Plans and the exercise library in the browser: grouping, validation texts,
// the save body, empty/error states and delete refusals.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { coachUser } from '../support/fixtures.ts';
import { server } from '../support/msw-server.ts';
import { renderApp } from '../support/render-app.tsx';
import { TrpcMockError, trpcHandler, type TrpcCall, type TrpcResolvers } from '../support/trpc-msw.ts';
import { savedPlan } from './support.ts';
import { STARTER_EXERCISES } from '#shared/starter-exercises';
import { LIBRARY } from '#web/features/exercises/texts.ts';

const exercise = (id: string, name: string, category = '') => ({ id, name, category, description: null, instructions: null, equipment: [], muscleGroups: [], videoUrl: null, imageUrl: null });
const exercises = [exercise('ex-1', 'Squat', 'Knee dominant'), exercise('ex-2', 'Bench'), exercise('ex-3', 'Row')];

/** A plan summary (GET /plan-summaries) of a plan. */
const summaryOf = (plan: { id: string; name: string; description?: string | null; estimatedDuration?: number }) => ({
  id: plan.id,
  name: plan.name,
  description: plan.description ?? null,
  category: 'Strength Training',
  difficulty: 'INTERMEDIATE',
  estimatedDuration: plan.estimatedDuration ?? 60,
  exerciseCount: 0,
  groupCount: 0,
  createdAt: new Date('2026-03-01T00:00:00Z'),
  updatedAt: new Date('2026-03-01T00:00:00Z'),
});
const page = (items: ReturnType<typeof summaryOf>[], nextCursor: string | null = null) => ({ items, nextCursor });

function mount(path: string, resolvers: TrpcResolvers, calls: TrpcCall[] = []) {
  window.localStorage.setItem('coach_token', 'coach-token');
  server.use(
    ...trpcHandler(
      {
        'auth.me': () => coachUser,
        'coach.notifications.unreadCount': () => ({ count: 0 }),
        'coach.exercises.list': () => exercises,
        'coach.categories.list': () => [],
        ...resolvers,
      },
      calls,
    ),
  );
  return renderApp(path);
}

describe('Plan builder', () => {
  it('refuses to save without a name or exercises, with the SPEC texts and no call', async () => {
    const calls: TrpcCall[] = [];
    const { user } = mount('/coach/plans/new', {}, calls);
    await user.click(await screen.findByRole('button', { name: 'Save Plan' }, { timeout: 15_000 }));
    expect(await screen.findAllByText('Plan name is required')).not.toHaveLength(0);
    // The toast region loads lazily with the first toast (docs/performance.md), so wait for it.
    expect(await screen.findAllByText('Validation Error')).not.toHaveLength(0);
    await user.type(screen.getByPlaceholderText('e.g. Upper Body Strength'), 'Upper');
    await user.click(screen.getByRole('button', { name: 'Save Plan' }));
    expect(await screen.findByText('Please add at least one exercise to the plan')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create Group' }));
    expect(await screen.findAllByText('Group name is required')).not.toHaveLength(0);
    expect(calls.filter((c) => c.path === 'coach.plans.save')).toHaveLength(0);
  });

  it('adds exercises to the current group until it is cleared, and saves them in order', async () => {
    const calls: TrpcCall[] = [];
    const { user } = mount('/coach/plans/new', { 'coach.plans.save': (input) => savedPlan('p1', input.plan.name), 'coach.plans.summaries': () => ({ items: [], nextCursor: null }) }, calls);
    const pick = await screen.findByRole('combobox', { name: 'Exercise' }, { timeout: 15_000 });
    await waitFor(() => expect(within(pick).getAllByRole('option')).toHaveLength(4));
    await user.type(screen.getByPlaceholderText('e.g. Upper Body Strength'), 'Upper');
    await user.type(screen.getByRole('textbox', { name: 'Group name' }), 'Superset A');
    await user.click(screen.getByRole('button', { name: 'Create Group' }));
    expect(await screen.findByText('Group Created')).toBeInTheDocument();
    for (const id of ['ex-2', 'ex-3']) {
      await user.selectOptions(pick, id);
      await user.click(screen.getByRole('button', { name: /Add to Plan/ }));
    }
    await user.click(screen.getByRole('button', { name: /Clear group/ }));
    await user.selectOptions(pick, 'ex-1');
    await user.click(screen.getByRole('button', { name: /Add to Plan/ }));
    const group = screen.getByRole('group', { name: 'Group Superset A' });
    expect(
      within(group)
        .getAllByTestId('plan-item')
        .map((e) => e.getAttribute('aria-label')),
    ).toEqual(['1. Bench', '2. Row']);
    expect(screen.getAllByTestId('plan-item').map((e) => e.getAttribute('aria-label'))).toEqual(['1. Bench', '2. Row', '3. Squat']);
    await user.type(screen.getByRole('textbox', { name: 'Sets for Squat' }), '5');
    await user.click(screen.getByRole('button', { name: 'Save Plan' }));
    expect(await screen.findByText('Plan created successfully!')).toBeInTheDocument();
    const save = calls.find((c) => c.path === 'coach.plans.save')!.input as {
      plan: { name: string };
      exercises: { exerciseId: string; groupId: string | null; groupName: string | null; columnData: { col1: string } }[];
    };
    expect(save.plan.name).toBe('Upper');
    expect(save.exercises.map((e) => [e.exerciseId, e.groupName])).toEqual([
      ['ex-2', 'Superset A'],
      ['ex-3', 'Superset A'],
      ['ex-1', null],
    ]);
    expect(save.exercises[0]!.groupId).toBe(save.exercises[1]!.groupId);
    expect(save.exercises[2]!.columnData.col1).toBe('5');
  });

  it('creates an exercise inline: a blank name is refused, a new one is added to the plan', async () => {
    const calls: TrpcCall[] = [];
    const { user } = mount('/coach/plans/new', { 'coach.exercises.create': (input) => ({ ...exercise('ex-9', input.name) }) }, calls);
    await user.click(await screen.findByText('New exercise', {}, { timeout: 15_000 }));
    await user.click(await screen.findByRole('button', { name: /Create & Add/ }));
    expect(await screen.findAllByText('Exercise name is required')).not.toHaveLength(0);
    await user.type(screen.getByRole('textbox', { name: 'New exercise name' }), 'Lunge');
    await user.type(screen.getByPlaceholderText('https://youtu.be/…'), 'https://youtu.be/ultWZbUMPL8');
    await user.click(screen.getByRole('button', { name: /Create & Add/ }));
    expect(await screen.findByText('Exercise created and added to plan')).toBeInTheDocument();
    expect(screen.getAllByTestId('plan-item').map((e) => e.getAttribute('aria-label'))).toEqual(['1. Lunge']);
    expect(calls.find((c) => c.path === 'coach.exercises.create')!.input).toMatchObject({ name: 'Lunge', videoUrl: 'https://www.youtube.com/embed/ultWZbUMPL8' });
  });
});

describe('Plan builder by keyboard', () => {
  it('after Add to Plan, Clear group or Create & Add, focus stays where the next step is typed; Enter creates inline', async () => {
    const { user } = mount('/coach/plans/new', { 'coach.exercises.create': (input) => ({ ...exercise('ex-9', input.name) }) });
    const pick = await screen.findByRole('combobox', { name: 'Exercise' }, { timeout: 15_000 });
    await waitFor(() => expect(within(pick).getAllByRole('option')).toHaveLength(4));
    await user.type(screen.getByRole('textbox', { name: 'Group name' }), 'Superset A{Enter}');
    await user.selectOptions(pick, 'ex-2');
    await user.click(screen.getByRole('button', { name: /Add to Plan/ }));
    await waitFor(() => expect(pick).toHaveFocus());
    await user.click(screen.getByRole('button', { name: /Clear group/ }));
    expect(screen.getByRole('textbox', { name: 'Group name' })).toHaveFocus();

    await user.click(screen.getByText('New exercise'));
    const name = await screen.findByRole('textbox', { name: 'New exercise name' });
    await user.type(name, 'Lunge{Enter}');
    expect(await screen.findByText('Exercise created and added to plan')).toBeInTheDocument();
    expect(screen.getAllByTestId('plan-item').map((e) => e.getAttribute('aria-label'))).toEqual(['1. Bench', '2. Lunge']);
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'New exercise name' })).toHaveFocus());
    expect(screen.getByRole('textbox', { name: 'New exercise name' })).toHaveValue('');
  });

  it('Enter in the plan name saves the plan, like the Save Plan button', async () => {
    const calls: TrpcCall[] = [];
    const { user } = mount('/coach/plans/new', { 'coach.plans.save': (input) => savedPlan('p1', input.plan.name), 'coach.plans.summaries': () => ({ items: [], nextCursor: null }) }, calls);
    const name = await screen.findByPlaceholderText('e.g. Upper Body Strength', {}, { timeout: 15_000 });
    await user.type(name, 'Upper{Enter}');
    expect(await screen.findByText('Please add at least one exercise to the plan')).toBeInTheDocument();
    const pick = screen.getByRole('combobox', { name: 'Exercise' });
    await waitFor(() => expect(within(pick).getAllByRole('option')).toHaveLength(4));
    await user.selectOptions(pick, 'ex-1');
    await user.click(screen.getByRole('button', { name: /Add to Plan/ }));
    await user.type(name, '{Enter}');
    expect(await screen.findByText('Plan created successfully!')).toBeInTheDocument();
    expect(calls.filter((c) => c.path === 'coach.plans.save')).toHaveLength(1);
  });
});

describe('My Plans', () => {
  it("shows 'No plans yet' with 'Create Your First Plan'", async () => {
    mount('/coach/plans', { 'coach.plans.summaries': () => ({ items: [], nextCursor: null }) });
    expect(await screen.findByText('No plans yet', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create Your First Plan' })).toHaveAttribute('href', '/coach/plans/new');
  });

  it('a refused delete says why (the programs that use it)', async () => {
    const plan = savedPlan('p1', 'Legs');
    const { user } = mount('/coach/plans', {
      'coach.plans.summaries': () => page([summaryOf(plan)]),
      'coach.plans.delete': () => new TrpcMockError('CONFLICT', "This plan is used by the program 'Block 1'. Remove it from that program first."),
    });
    await user.click(await screen.findByRole('button', { name: 'Delete Legs' }, { timeout: 15_000 }));
    expect(await screen.findByText('Are you sure you want to delete this plan? This action cannot be undone.')).toBeInTheDocument();
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete plan')).toBeInTheDocument();
    expect(screen.getByText("This plan is used by the program 'Block 1'. Remove it from that program first.")).toBeInTheDocument();
  });

  it('opens the detail dialog from anywhere on the card, but not from its action buttons', async () => {
    const plan = {
      id: 'p1',
      name: 'Upper Body Superset with Accessory Finisher (Copy)',
      description: 'Press and row, back to back',
      notes: null,
      instructions: 'Rest 90 s between rounds',
      category: 'Strength Training',
      difficulty: 'INTERMEDIATE',
      estimatedDuration: 45,
      columnConfig: { col1: 'Sets', col2: 'Reps', col3: 'Weight', col4: 'Rest', col5: 'RPE', col6: 'Notes' },
      createdAt: new Date(),
      updatedAt: new Date(),
      exercises: [],
    };
    const calls: TrpcCall[] = [];
    const { user } = mount('/coach/plans', { 'coach.plans.summaries': () => page([summaryOf(plan)]), 'coach.plans.get': () => plan, 'coach.plans.duplicate': () => ({ ...plan, id: 'p2' }) }, calls);
    await user.click(await screen.findByRole('button', { name: `Duplicate ${plan.name}` }, { timeout: 15_000 }));
    expect(await screen.findByText('Plan duplicated successfully')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByText('Press and row, back to back'));
    const dialog = await screen.findByRole('dialog');
    // The dialog loads the one plan (coach.plans.get) before it shows its details.
    expect(await within(dialog).findByText('Rest 90 s between rounds')).toBeInTheDocument();
    // The difficulty reads as a word, not as the stored enum value.
    expect(within(dialog).getByText('Intermediate')).toBeInTheDocument();
    expect(within(dialog).queryByText('INTERMEDIATE')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: /Delete Plan/ })).toBeInTheDocument();
    // The card held a summary; the dialog read the one plan it shows.
    expect(calls.filter((c) => c.path === 'coach.plans.get').map((c) => c.input)).toEqual([{ id: 'p1' }]);
    expect(calls.some((c) => c.path === 'coach.plans.list')).toBe(false);
  });

  it('cards show the counts of their summary; the dialog says so when its plan cannot be read', async () => {
    const legs = { ...summaryOf({ id: 'p1', name: 'Legs' }), exerciseCount: 5, groupCount: 2 };
    const { user } = mount('/coach/plans', { 'coach.plans.summaries': () => page([legs]), 'coach.plans.get': () => new TrpcMockError('NOT_FOUND', 'Plan not found') });
    const card = await screen.findByRole('listitem', { name: 'Legs' }, { timeout: 15_000 });
    expect(card).toHaveTextContent('5 exercises · 2 groups');
    await user.click(within(card).getByRole('button', { name: 'View Legs' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: 'Legs' })).toBeInTheDocument();
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load plan');
    expect(alert).toHaveTextContent('Plan not found');
    expect(within(alert).getByRole('button', { name: /Try again/ })).toBeInTheDocument();
  });

  it('pages the library with Load more, by keyboard, until every plan is shown', async () => {
    const all = Array.from({ length: 30 }, (_, i) => summaryOf({ id: `p${i}`, name: `Plan ${i}` }));
    const calls: TrpcCall[] = [];
    const { user } = mount(
      '/coach/plans',
      {
        'coach.plans.summaries': (input) => {
          const { limit, cursor } = input as { limit: number; cursor?: string | null };
          const from = cursor ? Number(cursor) : 0;
          return page(all.slice(from, from + limit), from + limit < all.length ? String(from + limit) : null);
        },
      },
      calls,
    );
    const list = await screen.findByRole('list', { name: 'Plans' }, { timeout: 15_000 });
    expect(within(list).getAllByRole('listitem')).toHaveLength(24);
    expect(screen.getByText('Showing the newest 24 plans')).toBeInTheDocument();
    const more = screen.getByRole('button', { name: 'Load more plans' });
    more.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(30));
    expect(screen.getByText('30 plans')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more plans' })).not.toBeInTheDocument();
    expect(calls.filter((c) => c.path === 'coach.plans.summaries').map((c) => c.input)).toEqual([
      { limit: 24, direction: 'forward' },
      { limit: 24, cursor: '24', direction: 'forward' },
    ]);
  });
});

describe('Exercise library', () => {
  it('shows the empty and load-failure texts of the SPEC', async () => {
    const view = mount('/coach/tasks', { 'coach.exercises.list': () => [] });
    expect(await screen.findByText('No exercises yet. Create your first exercise to get started.', {}, { timeout: 15_000 })).toBeInTheDocument();
    view.unmount();
    mount('/coach/tasks', { 'coach.exercises.list': () => new TrpcMockError('INTERNAL_SERVER_ERROR', 'boom') });
    expect(await screen.findByText('Failed to load exercises. Please try again.', {}, { timeout: 15_000 })).toBeInTheDocument();
  });

  it('offers the starter library beside the empty state, adds it in one click and then stops offering it', async () => {
    const calls: TrpcCall[] = [];
    let library: { id: string; name: string; category: string; description: string | null; instructions: null; equipment: string[]; muscleGroups: string[]; videoUrl: null; imageUrl: null }[] = [];
    const { user } = mount(
      '/coach/tasks',
      {
        'coach.exercises.list': () => library,
        'coach.exercises.addStarterLibrary': () => {
          library = STARTER_EXERCISES.map((e, i) => ({ id: `s${i}`, ...e, instructions: null, videoUrl: null, imageUrl: null }));
          return { added: STARTER_EXERCISES.length, alreadyThere: 0, message: `Added ${STARTER_EXERCISES.length} starter exercises to your library.` };
        },
      },
      calls,
    );
    const add = await screen.findByRole('button', { name: LIBRARY.addStarter(STARTER_EXERCISES.length) }, { timeout: 15_000 });
    await user.click(add);
    expect(await screen.findByText(`Added ${STARTER_EXERCISES.length} starter exercises to your library.`)).toBeInTheDocument();
    expect(await screen.findByRole('listitem', { name: 'Romanian Deadlift' })).toBeInTheDocument();
    // Everything is there: no second offer, so no second click.
    expect(screen.queryByRole('button', { name: /starter exercises/ })).not.toBeInTheDocument();
    expect(calls.filter((c) => c.path === 'coach.exercises.addStarterLibrary')).toHaveLength(1);
  });

  it('on a phone the create form is folded away until New Exercise opens it (it was 900 px to scroll past)', async () => {
    const width = window.innerWidth;
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 390 });
    try {
      const { user } = mount('/coach/tasks', {});
      const toggle = await screen.findByRole('button', { name: LIBRARY.newExercise }, { timeout: 15_000 });
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      expect(screen.getByTestId('exercise-form-panel')).not.toBeVisible();
      expect(screen.queryByRole('button', { name: 'Add category' })).not.toBeInTheDocument();
      await user.click(toggle);
      expect(screen.getByRole('button', { name: LIBRARY.hideForm })).toHaveAttribute('aria-expanded', 'true');
      expect(screen.getByTestId('exercise-form-panel')).toBeVisible();
      await waitFor(() => expect(screen.getByPlaceholderText('e.g. Back Squat')).toHaveFocus());
    } finally {
      Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
    }
  });

  it('refuses a blank or duplicate category in the add-category dialog', async () => {
    const calls: TrpcCall[] = [];
    const { user } = mount('/coach/tasks', {}, calls);
    await user.click(await screen.findByRole('button', { name: 'Add category' }, { timeout: 15_000 }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Add Category' }));
    expect(await within(dialog).findByText('Please enter a category name')).toBeInTheDocument();
    await user.type(within(dialog).getByPlaceholderText('e.g. Olympic lifts'), 'knee DOMINANT');
    await user.click(within(dialog).getByRole('button', { name: 'Add Category' }));
    expect(await within(dialog).findByText('This category already exists')).toBeInTheDocument();
    expect(calls.filter((c) => c.path === 'coach.categories.create')).toHaveLength(0);
  });
});
