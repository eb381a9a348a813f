/// <reference types="@testing-library/jest-dom/vitest" />
// Moving between the content screens in one visit: reads never go stale by themselves, so a
// plan saved in the builder must show in the programs' plan picker without a reload; the
// builder's per-exercise notes are saved; Edit in the library brings its panel to the coach.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { coachUser } from '../support/fixtures.ts';
import { server } from '../support/msw-server.ts';
import { renderApp } from '../support/render-app.tsx';
import { trpcHandler, type TrpcCall, type TrpcResolver } from '../support/trpc-msw.ts';

const exercise = (id: string, name: string, category = '') => ({ id, name, category, description: null, instructions: null, equipment: [], muscleGroups: [], videoUrl: null, imageUrl: null });
const exercises = [exercise('ex-1', 'Squat', 'Knee dominant'), exercise('ex-2', 'Bench')];
const option = (id: string, name: string) => ({ id, name, description: null, category: 'Strength Training', difficulty: 'INTERMEDIATE', estimatedDuration: 60, exerciseCount: 1 });

function mount(path: string, resolvers: Record<string, TrpcResolver>, calls: TrpcCall[] = []) {
  window.localStorage.setItem('coach_token', 'coach-token');
  server.use(
    ...trpcHandler(
      {
        'auth.me': () => coachUser,
        'coach.notifications.unreadCount': () => ({ count: 0 }),
        'coach.exercises.list': () => exercises,
        'coach.categories.list': () => [],
        'coach.programs.list': () => [],
        'coach.plans.list': () => [],
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
          return { id: 'p-2' };
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
    const { user } = mount('/coach/plans/new', { 'coach.plans.save': () => ({ id: 'p-1' }) }, calls);
    await user.type(await screen.findByPlaceholderText('e.g. Upper Body Strength', {}, { timeout: 15_000 }), 'Legs');
    const pick = screen.getByRole('combobox', { name: 'Exercise' });
    await waitFor(() => expect(within(pick).getAllByRole('option')).toHaveLength(3));
    await user.selectOptions(pick, 'ex-1');
    await user.click(screen.getByRole('button', { name: /Add to Plan/ }));
    await user.type(screen.getByRole('textbox', { name: 'Exercise notes for Squat' }), 'Pause at the bottom');
    await user.click(screen.getByRole('button', { name: 'Save Plan' }));
    expect(await screen.findByText('Plan created successfully!')).toBeInTheDocument();
    const save = calls.find((c) => c.path === 'coach.plans.save')!.input as { exercises: { exerciseId: string; notes: string }[] };
    expect(save.exercises).toEqual([expect.objectContaining({ exerciseId: 'ex-1', notes: 'Pause at the bottom' })]);
  });

  it("Edit on a library card loads that exercise into the panel and focuses its name", async () => {
    const { user } = mount('/coach/tasks', {});
    await user.click(await screen.findByRole('button', { name: 'Edit Bench' }, { timeout: 15_000 }));
    const form = await screen.findByRole('form', { name: 'Edit exercise' });
    const name = within(form).getByPlaceholderText('e.g. Back Squat');
    expect(name).toHaveValue('Bench');
    await waitFor(() => expect(name).toHaveFocus());
  });
});
