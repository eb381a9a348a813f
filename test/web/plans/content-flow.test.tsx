/// <reference types="@testing-library/jest-dom/vitest" />
// Moving between the content screens in one visit: reads never go stale by themselves, so a
// plan saved in the builder must show in the programs' plan picker without a reload; the
// builder's per-exercise notes are saved; Edit in the library brings its panel to the coach.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { coachUser } from '../support/fixtures.ts';
import { server } from '../support/msw-server.ts';
import { renderApp } from '../support/render-app.tsx';
import { TrpcMockError, trpcHandler, type TrpcCall, type TrpcResolvers } from '../support/trpc-msw.ts';
import { savedPlan } from './support.ts';

const exercise = (id: string, name: string, category = '') => ({ id, name, category, description: null, instructions: null, equipment: [], muscleGroups: [], videoUrl: null, imageUrl: null });
const exercises = [exercise('ex-1', 'Squat', 'Knee dominant'), exercise('ex-2', 'Bench')];
const option = (id: string, name: string) => ({ id, name, description: null, category: 'Strength Training', difficulty: 'INTERMEDIATE', estimatedDuration: 60, exerciseCount: 1 });

function mount(path: string, resolvers: TrpcResolvers, calls: TrpcCall[] = []) {
  window.localStorage.setItem('coach_token', 'coach-token');
  server.use(
    ...trpcHandler(
      {
        'auth.me': () => coachUser,
        'coach.notifications.unreadCount': () => ({ count: 0 }),
        'coach.exercises.list': () => exercises,
        'coach.categories.list': () => [],
        'coach.programs.list': () => [],
        'coach.plans.summaries': () => ({ items: [], nextCursor: null }),
        ...resolvers,
      },
      calls,
    ),
  );
  return renderApp(path);
}

const planPicker = () => screen.getAllByRole('combobox').find((c) => within(c).queryByRole('option', { name: 'Select a plan' }))!;

describe('content screens in one visit', () => {
  it('a plan saved in the builder is offered by the programs plan picker without a reload', async () => {
    const options = [option('p-1', 'Lower Body')];
    const calls: TrpcCall[] = [];
    const { user, router } = mount(
      '/coach/programs',
      {
        'coach.programs.planOptions': () => options,
        'coach.plans.save': () => {
          options.push(option('p-2', 'Fresh Plan'));
          return savedPlan('p-2', 'Fresh Plan');
        },
      },
      calls,
    );
    await user.click(await screen.findByRole('tab', { name: 'Create New' }, { timeout: 15_000 }));
    await waitFor(() => expect(within(planPicker()).getByRole('option', { name: 'Lower Body' })).toBeInTheDocument());

    await router.navigate('/coach/plans/new');
    await user.type(await screen.findByPlaceholderText('e.g. Upper Body Strength'), 'Fresh Plan');
    const pick = screen.getByRole('combobox', { name: 'Exercise' });
    await waitFor(() => expect(within(pick).getAllByRole('option')).toHaveLength(3));
    await user.selectOptions(pick, 'ex-1');
    await user.click(screen.getByRole('button', { name: /Add to Plan/ }));
    await user.click(screen.getByRole('button', { name: 'Save Plan' }));
    expect(await screen.findByText('Plan created successfully!')).toBeInTheDocument();

    await router.navigate('/coach/programs');
    await user.click(await screen.findByRole('tab', { name: 'Create New' }));
    await waitFor(() => expect(within(planPicker()).getByRole('option', { name: 'Fresh Plan' })).toBeInTheDocument());
  });

  it("saves each exercise's own notes from the builder", async () => {
    const calls: TrpcCall[] = [];
    const { user } = mount('/coach/plans/new', { 'coach.plans.save': (input) => savedPlan('p-1', input.plan.name) }, calls);
    await user.type(await screen.findByPlaceholderText('e.g. Upper Body Strength', {}, { timeout: 15_000 }), 'Legs');
    const pick = screen.getByRole('combobox', { name: 'Exercise' });
    await waitFor(() => expect(within(pick).getAllByRole('option')).toHaveLength(3));
    await user.type(screen.getByRole('textbox', { name: 'Group name' }), 'Circuit 1');
    await user.click(screen.getByRole('button', { name: 'Create Group' }));
    await user.selectOptions(pick, 'ex-1');
    await user.click(screen.getByRole('button', { name: /Add to Plan/ }));
    expect(within(screen.getByRole('group', { name: 'Group Circuit 1' })).getByText('1 exercise')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Exercise notes for Squat' }), 'Pause at the bottom');
    await user.click(screen.getByRole('button', { name: 'Save Plan' }));
    expect(await screen.findByText('Plan created successfully!')).toBeInTheDocument();
    const save = calls.find((c) => c.path === 'coach.plans.save')!.input as { exercises: { exerciseId: string; notes: string }[] };
    expect(save.exercises).toEqual([expect.objectContaining({ exerciseId: 'ex-1', notes: 'Pause at the bottom', groupName: 'Circuit 1' })]);
  });

  it('Edit on a library card loads that exercise into the panel and focuses its name', async () => {
    const { user } = mount('/coach/tasks', {});
    await user.click(await screen.findByRole('button', { name: 'Edit Bench' }, { timeout: 15_000 }));
    const form = await screen.findByRole('form', { name: 'Edit exercise' });
    const name = within(form).getByPlaceholderText('e.g. Back Squat');
    expect(name).toHaveValue('Bench');
    await waitFor(() => expect(name).toHaveFocus());
  });

  it('an empty library offers Add Your First Exercise, which takes the coach to the name field', async () => {
    const { user } = mount('/coach/tasks', { 'coach.exercises.list': () => [] });
    expect(await screen.findByText('No exercises yet. Create your first exercise to get started.', {}, { timeout: 15_000 })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add Your First Exercise' }));
    await waitFor(() => expect(screen.getByPlaceholderText('e.g. Back Squat')).toHaveFocus());
  });

  it('keyboard: focus goes back to Add category when its dialog closes, and to the card after Update or Cancel', async () => {
    const { user } = mount('/coach/tasks', {
      'coach.categories.create': (input) => ({ id: 'cat-1', name: input.name }),
      'coach.exercises.update': (input) => ({ ...exercise('ex-2', 'Bench'), ...(input as object) }),
    });
    const add = await screen.findByRole('button', { name: 'Add category' }, { timeout: 15_000 });
    await user.click(add);
    const first = await screen.findByRole('dialog', { name: 'Add Category' });
    await waitFor(() => expect(within(first).getByRole('textbox')).toHaveFocus());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add Category' })).not.toBeInTheDocument());
    await waitFor(() => expect(add).toHaveFocus());
    await user.click(add);
    const dialog = await screen.findByRole('dialog', { name: 'Add Category' });
    await user.type(within(dialog).getByRole('textbox'), 'Olympic Lifts{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add Category' })).not.toBeInTheDocument());
    await waitFor(() => expect(add).toHaveFocus());

    const edit = screen.getByRole('button', { name: 'Edit Bench' });
    await user.click(edit);
    const name = await screen.findByDisplayValue('Bench');
    await user.type(name, ' Press{Enter}');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Edit Bench' })).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Edit Squat' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Edit Squat' })).toHaveFocus());
  });

  it('Edit Plan of a plan that is gone says so in place of the form, with a way back', async () => {
    mount('/coach/plans/new?editPlanId=gone', { 'coach.plans.get': () => new TrpcMockError('NOT_FOUND', 'Plan not found') });
    const alert = await screen.findByRole('alert', {}, { timeout: 15_000 });
    expect(within(alert).getByText('Failed to load plan for editing')).toBeInTheDocument();
    expect(within(alert).getByText('Plan not found')).toBeInTheDocument();
    expect(within(alert).getByRole('link', { name: 'Back to My Plans' })).toHaveAttribute('href', '/coach/plans');
    expect(screen.queryByPlaceholderText('e.g. Upper Body Strength')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Update Plan' })).toBeDisabled();
  });

  it('leaving Edit Plan for a new plan starts from an empty builder', async () => {
    const plan = savedPlan('p-1', 'Legs', {
      exercises: [
        {
          id: 'pe-1',
          planId: 'p-1',
          exerciseId: 'ex-1',
          exercise: exercises[0]!,
          orderIndex: 0,
          columnData: { col1: '3', col2: '', col3: '', col4: '', col5: '', col6: '' },
          notes: null,
          groupId: null,
          groupName: null,
        },
      ],
    });
    const { router } = mount('/coach/plans/new?editPlanId=p-1', { 'coach.plans.get': () => plan });
    await waitFor(() => expect(screen.getByPlaceholderText('e.g. Upper Body Strength')).toHaveValue('Legs'), { timeout: 15_000 });
    expect(screen.getAllByTestId('plan-item')).toHaveLength(1);
    await router.navigate('/coach/plans/new');
    expect(await screen.findByRole('heading', { name: 'Plan Builder', level: 1 })).toBeInTheDocument();
    expect(screen.getByPlaceholderText('e.g. Upper Body Strength')).toHaveValue('');
    expect(screen.queryAllByTestId('plan-item')).toHaveLength(0);
  });
});
