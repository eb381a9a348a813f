/// <reference types="@testing-library/jest-dom/vitest" />
// The Today screen in the browser: result sheet keys, grouping, lateness badges, optimistic
// ticking with rollback, and the missed state.
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { T } from '#web/features/client-workouts/texts.ts';
import { groupExercises } from '#web/features/client-workouts/lib/grouping.ts';
import { latenessLabel, upcomingBadge, upcomingDayLabel } from '#shared/workout-dates';
import { clientUser } from '../support/fixtures.ts';
import { server } from '../support/msw-server.ts';
import { renderApp } from '../support/render-app.tsx';
import { TrpcMockError, trpcHandler, type TrpcCall, type TrpcOutput, type TrpcResolvers } from '../support/trpc-msw.ts';

const DAY = 86_400_000;
const cols = (c: Record<string, string> = {}) => ({ col1: '', col2: '', col3: '', col4: '', col5: '', col6: '', ...c });

type SessionFixture = NonNullable<TrpcOutput<'clientApp.workouts.today'>>;
type ExerciseFixture = SessionFixture['exercises'][number];

function exercise(id: string, name: string, orderIndex: number, o: Partial<ExerciseFixture> = {}): ExerciseFixture {
  return {
    id,
    name,
    orderIndex,
    groupId: null,
    groupName: null,
    completed: false,
    result: null,
    resultNotes: null,
    videoUrl: null,
    notes: null,
    instructions: null,
    columnData: cols(),
    sets: [],
    lastTime: null,
    ...o,
  };
}

function session(o: Partial<SessionFixture> = {}): SessionFixture {
  return {
    id: 'session-1',
    name: 'Lower Body Strength',
    planName: 'Lower Body Strength',
    scheduledFor: new Date(),
    startedAt: null,
    completedAt: null,
    status: 'SCHEDULED',
    instructions: 'Warm up for 10 minutes.',
    columnConfig: { col1: 'Sets', col2: 'Reps', col3: 'Weight', col4: 'Rest', col5: 'RPE', col6: 'Notes' },
    duration: null,
    clientFeedback: null,
    rating: null,
    coachReply: null,
    coachRepliedAt: null,
    exercises: [exercise('ex-1', 'Back Squat', 0, { columnData: cols({ col1: '4', col2: '6', col6: 'Brace hard' }) }), exercise('ex-2', 'Romanian Deadlift', 1)],
    ...o,
  };
}

function mount(resolvers: TrpcResolvers, calls: TrpcCall[] = []) {
  window.localStorage.setItem('client_token', 'client-token');
  server.use(...trpcHandler({ 'auth.me': () => clientUser, ...resolvers }, calls));
  return renderApp('/app/today');
}

const firstCard = () => screen.getAllByTestId('exercise-card')[0]!;

beforeEach(() => {
  window.localStorage.clear();
});

describe('log result sheet', () => {
  it('is disabled while blank; Shift+Enter adds a line, Enter saves and the result shows beneath the name', async () => {
    const calls: TrpcCall[] = [];
    let logged = false;
    const { user } = mount(
      {
        'clientApp.workouts.today': () =>
          session(
            logged ? { status: 'IN_PROGRESS', exercises: [exercise('ex-1', 'Back Squat', 0, { completed: true, result: '3x12 @ 135 lbs\nfelt good' }), exercise('ex-2', 'Romanian Deadlift', 1)] } : {},
          ),
        'clientApp.workouts.logResult': (input) => {
          logged = true;
          const i = input;
          return { id: 'r1', sessionExerciseId: i.planExerciseId, exerciseName: 'Back Squat', result: i.result, notes: null, completed: true };
        },
      },
      calls,
    );
    // The first render also loads the lazy route chunks.
    await user.click(await screen.findByRole('button', { name: `${T.today.legendLog}: Back Squat` }, { timeout: 8000 }));
    const box = await screen.findByPlaceholderText(T.exercise.logPlaceholder);
    expect(screen.getByText(T.exercise.logTitle)).toBeInTheDocument();
    // The sheet opens with the cursor in the result field, so typing and Enter log at once.
    await waitFor(() => expect(box).toHaveFocus());
    const save = screen.getByRole('button', { name: T.exercise.save });
    expect(save).toBeDisabled();
    await user.type(box, '   ');
    expect(save).toBeDisabled();
    await user.keyboard('{Enter}');
    expect(calls.some((c) => c.path === 'clientApp.workouts.logResult')).toBe(false);

    await user.clear(box);
    await user.type(box, '3x12 @ 135 lbs{Shift>}{Enter}{/Shift}felt good');
    expect(box).toHaveValue('3x12 @ 135 lbs\nfelt good');
    expect(calls.some((c) => c.path === 'clientApp.workouts.logResult')).toBe(false);
    expect(save).toBeEnabled();
    await user.keyboard('{Enter}');

    await waitFor(() =>
      expect(calls.find((c) => c.path === 'clientApp.workouts.logResult')?.input).toEqual({
        workoutSessionId: 'session-1',
        planExerciseId: 'ex-1',
        result: '3x12 @ 135 lbs\nfelt good',
        completed: true,
      }),
    );
    expect(await screen.findByText(T.toasts.resultSaved)).toBeInTheDocument();
    const card = screen.getAllByTestId('exercise-card')[0]!;
    expect(within(card).getByTestId('exercise-result')).toHaveTextContent('3x12 @ 135 lbs');
    expect(within(card).getByRole('button', { name: 'Mark Back Squat incomplete' })).toBeInTheDocument();
  });
});

describe('log result sheet on a touch device (issues 12, 31)', () => {
  it("saves with the keyboard's Enter key, labelled Done, instead of adding a line", async () => {
    const original = window.matchMedia;
    // A phone: a coarse pointer and no fine one.
    window.matchMedia = ((query: string) => ({ ...original(query), matches: query.includes('pointer: coarse') || original(query).matches })) as typeof window.matchMedia;
    try {
      const calls: TrpcCall[] = [];
      const { user } = mount(
        {
          'clientApp.workouts.today': () => session(),
          'clientApp.workouts.logResult': (input) => {
            const i = input;
            return { id: 'r1', sessionExerciseId: i.planExerciseId, exerciseName: 'Back Squat', result: i.result, notes: null, completed: true };
          },
        },
        calls,
      );
      await user.click(await screen.findByRole('button', { name: `${T.today.legendLog}: Back Squat` }, { timeout: 8000 }));
      const box = await screen.findByPlaceholderText(T.exercise.logPlaceholder);
      expect(box).toHaveAttribute('enterkeyhint', 'done');
      expect(screen.getByText(T.exercise.logHintTouch)).toBeInTheDocument();
      await user.type(box, '3x12 felt good{Enter}');
      await waitFor(() => expect(calls.find((c) => c.path === 'clientApp.workouts.logResult')?.input).toMatchObject({ result: '3x12 felt good' }));
      await waitFor(() => expect(screen.queryByPlaceholderText(T.exercise.logPlaceholder)).toBeNull());
    } finally {
      window.matchMedia = original;
    }
  });
});

describe('workout rating (issue 31)', () => {
  it('reports no star as checked until one is chosen, and says "1 star"', async () => {
    const done = [exercise('ex-1', 'Back Squat', 0, { completed: true })];
    const { user } = mount({ 'clientApp.workouts.today': () => session({ status: 'IN_PROGRESS', exercises: done }) });
    expect(await screen.findByText(T.today.allDone, undefined, { timeout: 8000 })).toBeInTheDocument();
    const group = await screen.findByRole('radiogroup');
    const stars = within(group).getAllByRole('radio');
    expect(stars.map((s) => s.getAttribute('aria-label'))).toEqual(['1 star', '2 stars', '3 stars', '4 stars', '5 stars']);
    expect(stars.filter((s) => s.getAttribute('aria-checked') === 'true')).toHaveLength(0);
    await user.click(stars[2]!);
    await waitFor(() =>
      expect(
        within(group)
          .getAllByRole('radio')
          .map((s) => s.getAttribute('aria-checked')),
      ).toEqual(['false', 'false', 'true', 'false', 'false']),
    );
  });
});

describe('log result failure', () => {
  it("shows the result at once, then rolls it back with 'Error saving result' and the server's message", async () => {
    const gate: { resolve?: () => void; promise?: Promise<void> } = {};
    gate.promise = new Promise<void>((r) => (gate.resolve = r));
    const { user } = mount({
      'clientApp.workouts.today': () => session(),
      'clientApp.workouts.logResult': async () => {
        await gate.promise;
        return new TrpcMockError('CONFLICT', 'This workout is already completed');
      },
    });
    await user.click(await screen.findByRole('button', { name: `${T.today.legendLog}: Back Squat` }, { timeout: 8000 }));
    await user.type(await screen.findByPlaceholderText(T.exercise.logPlaceholder), '5x5 @ 100kg{Enter}');
    // Optimistic: the result and the tick show before the server answers.
    await waitFor(() => expect(within(firstCard()).getByTestId('exercise-result')).toHaveTextContent('5x5 @ 100kg'));
    expect(screen.getByText(T.today.progress(1, 2))).toBeInTheDocument();
    gate.resolve?.();
    expect(await screen.findByText(T.toasts.saveResultFailed)).toBeInTheDocument();
    expect(screen.getByText('This workout is already completed')).toBeInTheDocument();
    await waitFor(() => expect(within(firstCard()).queryByTestId('exercise-result')).toBeNull());
    expect(screen.getByText(T.today.progress(0, 2))).toBeInTheDocument();
    expect(screen.queryByText(T.toasts.resultSaved)).toBeNull();
  });
});

describe('typed text is kept when a save is refused (docs/offline.md)', () => {
  it('the log sheet opened again shows the refused result', async () => {
    const { user } = mount({
      'clientApp.workouts.today': () => session(),
      'clientApp.workouts.logResult': () => new TrpcMockError('CONFLICT', 'This workout is already completed'),
    });
    await user.click(await screen.findByRole('button', { name: `${T.today.legendLog}: Back Squat` }, { timeout: 8000 }));
    await user.type(await screen.findByPlaceholderText(T.exercise.logPlaceholder), '5x5 @ 100kg{Enter}');
    expect(await screen.findByText(T.toasts.saveResultFailed)).toBeInTheDocument();
    await waitFor(() => expect(within(firstCard()).queryByTestId('exercise-result')).toBeNull());
    await user.click(screen.getByRole('button', { name: `${T.today.legendLog}: Back Squat` }));
    expect(await screen.findByPlaceholderText(T.exercise.logPlaceholder)).toHaveValue('5x5 @ 100kg');
  });

  it('a refused completion keeps its feedback in the card', async () => {
    const done = [exercise('ex-1', 'Back Squat', 0, { completed: true })];
    const { user } = mount({
      'clientApp.workouts.today': () => session({ status: 'IN_PROGRESS', exercises: done }),
      'clientApp.workouts.updateSession': () => new TrpcMockError('CONFLICT', T.today.missed),
    });
    await user.type(await screen.findByLabelText(T.today.feedbackLabel), 'Felt strong');
    await user.click(screen.getByRole('button', { name: T.today.complete }));
    expect(await screen.findByText(T.toasts.error)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText(T.today.feedbackLabel)).toHaveValue('Felt strong'));
  });
});

describe('exercise video', () => {
  it('plays in a dialog with the embedded player, Open in New Tab and Close', async () => {
    const { user } = mount({
      'clientApp.workouts.today': () =>
        session({ exercises: [exercise('ex-1', 'Back Squat', 0, { videoUrl: 'https://www.youtube.com/watch?v=ultWZbUMPL8' }), exercise('ex-2', 'Romanian Deadlift', 1)] }),
    });
    expect(await screen.findByText('Romanian Deadlift', undefined, { timeout: 8000 })).toBeInTheDocument();
    // Only an exercise with a video offers the action.
    expect(screen.queryByRole('button', { name: `${T.today.legendVideo}: Romanian Deadlift` })).toBeNull();
    await user.click(screen.getByRole('button', { name: `${T.today.legendVideo}: Back Squat` }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByTitle('Back Squat video')).toHaveAttribute('src', 'https://www.youtube.com/embed/ultWZbUMPL8');
    expect(within(dialog).getByRole('link', { name: T.exercise.openInNewTab })).toHaveAttribute('href', 'https://www.youtube.com/watch?v=ultWZbUMPL8');
    await user.click(within(dialog).getByRole('button', { name: T.exercise.close }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("hides 'Open in New Tab' on a 390 px screen, as docs/product.md §2 says, unless no player can embed the link (issue 31)", async () => {
    const width = window.innerWidth;
    Object.defineProperty(window, 'innerWidth', { value: 390, configurable: true });
    try {
      const { user } = mount({
        'clientApp.workouts.today': () =>
          session({
            exercises: [
              exercise('ex-1', 'Back Squat', 0, { videoUrl: 'https://www.youtube.com/watch?v=ultWZbUMPL8' }),
              exercise('ex-2', 'Romanian Deadlift', 1, { videoUrl: 'https://example.com/rdl.html' }),
            ],
          }),
      });
      await user.click(await screen.findByRole('button', { name: `${T.today.legendVideo}: Back Squat` }, { timeout: 8000 }));
      const dialog = await screen.findByRole('dialog');
      expect(within(dialog).getByTitle('Back Squat video')).toBeInTheDocument();
      expect(within(dialog).queryByRole('link', { name: T.exercise.openInNewTab })).toBeNull();
      await user.click(within(dialog).getByRole('button', { name: T.exercise.close }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      // A page no player can show: the link is the only way to watch it.
      await user.click(screen.getByRole('button', { name: `${T.today.legendVideo}: Romanian Deadlift` }));
      expect(within(await screen.findByRole('dialog')).getByRole('link', { name: T.exercise.openInNewTab })).toHaveAttribute('href', 'https://example.com/rdl.html');
    } finally {
      Object.defineProperty(window, 'innerWidth', { value: width, configurable: true });
    }
  });
});

describe('exercises', () => {
  it('sorts by orderIndex and puts a group in one block headed by its name', async () => {
    mount({
      'clientApp.workouts.today': () =>
        session({
          exercises: [
            exercise('c', 'Plank', 3),
            exercise('b2', 'Push-up', 2, { groupId: 'g1', groupName: 'Superset A' }),
            exercise('a', 'Back Squat', 0),
            exercise('b1', 'Row', 1, { groupId: 'g1', groupName: 'Superset A' }),
          ],
        }),
    });
    await screen.findByText('Plank');
    const names = screen.getAllByTestId('exercise-card').map((c) => c.querySelector('p')?.textContent);
    expect(names).toEqual(['Back Squat', 'Row', 'Push-up', 'Plank']);
    const group = screen.getByTestId('exercise-group');
    expect(within(group).getByText('Superset A')).toBeInTheDocument();
    expect(
      within(group)
        .getAllByTestId('exercise-card')
        .map((c) => c.querySelector('p')?.textContent),
    ).toEqual(['Row', 'Push-up']);
    expect(screen.getByText(T.today.progress(0, 4))).toBeInTheDocument();
  });

  it('labels column badges from the session configuration and disables coach notes when col6 is empty', async () => {
    const { user } = mount({ 'clientApp.workouts.today': () => session({ columnConfig: { col1: 'Rounds', col2: 'Reps', col3: 'Weight', col4: 'Rest', col5: 'RPE', col6: 'Notes' } }) });
    expect(await screen.findByText('Rounds: 4')).toBeInTheDocument();
    expect(screen.getByText('Reps: 6')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: `${T.today.legendNotes}: Romanian Deadlift` })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: `${T.today.legendNotes}: Back Squat` }));
    expect(await screen.findByText(T.exercise.coachNotes)).toBeInTheDocument();
    expect(screen.getByText('Brace hard')).toBeInTheDocument();
  });

  it('ticks at once and rolls back with the error toast when the server refuses', async () => {
    const calls: TrpcCall[] = [];
    const gate: { resolve?: () => void; promise?: Promise<void> } = {};
    gate.promise = new Promise<void>((r) => (gate.resolve = r));
    const { user } = mount(
      {
        'clientApp.workouts.today': () => session(),
        'clientApp.workouts.setExerciseCompleted': async () => {
          await gate.promise;
          return new TrpcMockError('CONFLICT', 'This workout is already completed');
        },
      },
      calls,
    );
    await user.click(await screen.findByRole('button', { name: 'Mark Back Squat complete' }));
    // Optimistic: ticked before the server answers.
    expect(await screen.findByRole('button', { name: 'Mark Back Squat incomplete' })).toBeInTheDocument();
    expect(screen.getByText(T.today.progress(1, 2))).toBeInTheDocument();
    gate.resolve?.();
    expect(await screen.findByText(T.toasts.updateWorkoutFailed)).toBeInTheDocument();
    expect(screen.getByText('This workout is already completed')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Mark Back Squat complete' })).toBeInTheDocument();
    expect(screen.getByText(T.today.progress(0, 2))).toBeInTheDocument();
  });
});

describe('connection lost', () => {
  it('a tick fails at once, rolls back with the toast, and the workout stays on screen (no load error)', async () => {
    const { user } = mount({ 'clientApp.workouts.today': () => session() });
    const tick = await screen.findByRole('button', { name: 'Mark Back Squat complete' });
    // Offline: every call fails without an answer, the refresh after the failed tick too.
    server.use(http.all('*/trpc/*', () => HttpResponse.error()));
    await user.click(tick);
    expect(await screen.findByText(T.toasts.updateWorkoutFailed)).toBeInTheDocument();
    expect(screen.getByText(T.toasts.updateFailed)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Mark Back Squat complete' })).toBeInTheDocument();
    expect(screen.getByText(T.today.progress(0, 2))).toBeInTheDocument();
    // The failed refresh leaves the loaded workout in place instead of 'Error Loading Workout'.
    await new Promise((r) => setTimeout(r, 300));
    expect(screen.queryByText(T.today.errorTitle)).toBeNull();
    expect(screen.getByRole('heading', { name: 'Lower Body Strength' })).toBeInTheDocument();
  });
});

describe('ticks sent one after another (a slow connection)', () => {
  it('the answer to an earlier tick does not undo a later one still on its way, nor clear the feedback being typed', async () => {
    const calls: TrpcCall[] = [];
    // The server's own state: a tick counts once its call has been answered.
    const ticked = new Set<string>();
    const held = new Map<string, () => void>();
    const exercises = () => session().exercises.map((e) => ({ ...e, completed: ticked.has(e.id) }));
    const { user, queryClient } = mount(
      {
        'clientApp.workouts.today': () => session({ status: ticked.size ? 'IN_PROGRESS' : 'SCHEDULED', exercises: exercises() }),
        'clientApp.workouts.setExerciseCompleted': async (input) => {
          const { id } = input as { id: string };
          await new Promise<void>((release) => held.set(id, release));
          ticked.add(id);
          return { id, completed: true };
        },
      },
      calls,
    );
    await user.click(await screen.findByRole('button', { name: 'Mark Back Squat complete' }));
    await user.click(screen.getByRole('button', { name: 'Mark Romanian Deadlift complete' }));
    await user.type(await screen.findByLabelText(T.today.feedbackLabel), 'Felt strong');
    await waitFor(() => expect([...held.keys()]).toEqual(['ex-1', 'ex-2']));

    // The first tick is answered, and whatever the app reads then has come back, while the second is still on its way.
    held.get('ex-1')!();
    await waitFor(() => expect([queryClient.isMutating(), queryClient.isFetching()]).toEqual([1, 0]));
    expect(screen.getByText(T.today.progress(2, 2))).toBeInTheDocument();
    expect(screen.getByLabelText(T.today.feedbackLabel)).toHaveValue('Felt strong');

    // Once the second is answered, Today is read again, and agrees.
    const before = calls.length;
    held.get('ex-2')!();
    await waitFor(() => expect(calls.slice(before).some((c) => c.path === 'clientApp.workouts.today')).toBe(true));
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(screen.getByText(T.today.progress(2, 2))).toBeInTheDocument();
    expect(screen.getByLabelText(T.today.feedbackLabel)).toHaveValue('Felt strong');
  });
});

describe('states and lateness', () => {
  it('shows On Time today and N days overdue for late sessions', async () => {
    mount({ 'clientApp.workouts.today': () => session({ scheduledFor: new Date(Date.now() - 2 * DAY) }) });
    expect(await screen.findByTestId('lateness-badge')).toHaveTextContent('2 days overdue');
  });

  it('lateness and upcoming labels follow docs/product.md §2', () => {
    const now = new Date('2026-03-11T10:00:00Z');
    expect(latenessLabel(new Date('2026-03-11T00:00:00Z'), now)).toBe('On Time');
    expect(latenessLabel(new Date('2026-03-10T23:00:00Z'), now)).toBe('1 day overdue');
    expect(latenessLabel(new Date('2026-03-08T00:00:00Z'), now)).toBe('3 days overdue');
    expect(latenessLabel(new Date('2026-03-07T00:00:00Z'), now)).toBeNull();
    expect(upcomingDayLabel(new Date('2026-03-12T00:00:00Z'), now)).toBe('Tomorrow');
    expect(upcomingDayLabel(new Date('2026-03-14T00:00:00Z'), now)).toBe('Saturday');
    expect(upcomingDayLabel(new Date('2026-03-20T00:00:00Z'), now)).toBe('Mar 20');
    expect(upcomingBadge(new Date('2026-03-14T00:00:00Z'), now)).toBe('This Week');
    expect(upcomingBadge(new Date('2026-03-20T00:00:00Z'), now)).toBe('Upcoming');
  });

  it('groups by groupId even when group members are not adjacent', () => {
    const blocks = groupExercises([
      { id: 'a', orderIndex: 0, groupId: 'g', groupName: 'Circuit' },
      { id: 'b', orderIndex: 1, groupId: null, groupName: null },
      { id: 'c', orderIndex: 2, groupId: 'g', groupName: 'Circuit' },
    ]);
    expect(blocks.map((b) => b.kind)).toEqual(['group', 'single']);
  });

  it('a MISSED session shows the sentence, no progress and no ticking', async () => {
    mount({ 'clientApp.workouts.today': () => session({ status: 'MISSED', scheduledFor: new Date(Date.now() - 5 * DAY) }) });
    expect(await screen.findByText(T.today.missed)).toBeInTheDocument();
    expect(screen.queryByTestId('progress-line')).toBeNull();
    expect(screen.getByRole('button', { name: 'Mark Back Squat complete' })).toBeDisabled();
    // It says so by the date too, and points to what comes next.
    expect(screen.getByTestId('status-badge')).toHaveTextContent(T.status.MISSED);
    expect(screen.getByRole('link', { name: T.today.seeUpcoming })).toHaveAttribute('href', '/app/upcoming');
  });

  it('no session: No Workout Scheduled; failure: the error texts', async () => {
    mount({ 'clientApp.workouts.today': () => null });
    expect(await screen.findByRole('heading', { name: T.today.noWorkoutTitle })).toBeInTheDocument();
  });

  it('shows the error screen when today cannot be loaded', async () => {
    mount({ 'clientApp.workouts.today': () => new TrpcMockError('INTERNAL_SERVER_ERROR', 'boom') });
    expect(await screen.findByText(T.today.errorTitle)).toBeInTheDocument();
    expect(screen.getByText(T.today.errorBody)).toBeInTheDocument();
  });

  it('all done: completes with feedback and shows Workout Completed!', async () => {
    const calls: TrpcCall[] = [];
    const done = [exercise('ex-1', 'Back Squat', 0, { completed: true })];
    const { user } = mount(
      {
        'clientApp.workouts.today': () => session({ status: 'IN_PROGRESS', startedAt: new Date(Date.now() - 30 * 60_000), exercises: done }),
        'clientApp.workouts.updateSession': (input) => session({ ...(input as object), exercises: done, duration: 30 }),
      },
      calls,
    );
    expect(await screen.findByText(T.today.allDone)).toBeInTheDocument();
    await user.type(screen.getByLabelText(T.today.feedbackLabel), 'Felt strong');
    await user.click(screen.getByRole('button', { name: T.today.complete }));
    expect(await screen.findByText(T.today.completed)).toBeInTheDocument();
    const sent = calls.find((c) => c.path === 'clientApp.workouts.updateSession')?.input as Record<string, unknown>;
    expect(sent).toMatchObject({ id: 'session-1', status: 'COMPLETED', clientFeedback: 'Felt strong', duration: 30 });
    expect(sent.completedAt).toBeInstanceOf(Date);
  });

  it('counts the duration from opening the workout, not from the first tick (issue 12)', async () => {
    const calls: TrpcCall[] = [];
    const done = [exercise('ex-1', 'Back Squat', 0, { completed: true })];
    // Opened 25 minutes ago on this phone; the first tick came 2 minutes ago.
    window.localStorage.setItem('workout_opened:session-1', new Date(Date.now() - 25 * 60_000).toISOString());
    const { user } = mount(
      {
        'clientApp.workouts.today': () => session({ status: 'IN_PROGRESS', startedAt: new Date(Date.now() - 2 * 60_000), exercises: done }),
        'clientApp.workouts.updateSession': (input) => session({ ...(input as object), exercises: done }),
      },
      calls,
    );
    await user.click(await screen.findByRole('button', { name: T.today.complete }));
    await waitFor(() => expect(calls.find((c) => c.path === 'clientApp.workouts.updateSession')?.input).toMatchObject({ status: 'COMPLETED', duration: 25 }));
    await waitFor(() => expect(window.localStorage.getItem('workout_opened:session-1')).toBeNull());
  });

  it('records when an open workout is first shown', async () => {
    mount({ 'clientApp.workouts.today': () => session() });
    await screen.findAllByTestId('exercise-card', undefined, { timeout: 8000 });
    // Recorded by an effect of the workout's (deferred) first render, once it is on screen.
    const opened = await waitFor(() => {
      const value = window.localStorage.getItem('workout_opened:session-1');
      expect(value).not.toBeNull();
      return value!;
    });
    expect(Math.abs(new Date(opened).getTime() - Date.now())).toBeLessThan(60_000);
  });

  it("all done: Skip marks it skipped with 'Workout skipped' and says so", async () => {
    const calls: TrpcCall[] = [];
    const done = [exercise('ex-1', 'Back Squat', 0, { completed: true })];
    const { user } = mount(
      {
        'clientApp.workouts.today': () => session({ status: 'IN_PROGRESS', exercises: done }),
        'clientApp.workouts.updateSession': (input) => session({ ...(input as object), exercises: done }),
      },
      calls,
    );
    await user.click(await screen.findByRole('button', { name: T.today.skip }));
    // Issue 12: Skip asks first; nothing is sent until the client confirms.
    const confirm = await screen.findByRole('alertdialog', { name: T.skipConfirm.title });
    expect(calls.some((c) => c.path === 'clientApp.workouts.updateSession')).toBe(false);
    await user.click(within(confirm).getByRole('button', { name: T.skipConfirm.confirm }));
    expect(await screen.findByText(T.toasts.skippedBody)).toBeInTheDocument();
    expect(calls.find((c) => c.path === 'clientApp.workouts.updateSession')?.input).toEqual({ id: 'session-1', status: 'SKIPPED', clientFeedback: 'Workout skipped' });
    expect(screen.queryByText(T.today.allDone)).toBeNull();
    expect(screen.queryByRole('button', { name: T.today.complete })).toBeNull();
  });

  it('a workout without exercises (instructions only) can be completed or skipped from the start', async () => {
    const calls: TrpcCall[] = [];
    const { user } = mount(
      {
        'clientApp.workouts.today': () => session({ instructions: 'Easy 30 minute walk', exercises: [] }),
        'clientApp.workouts.updateSession': (input) => session({ ...(input as object), exercises: [] }),
      },
      calls,
    );
    expect(await screen.findByText('Easy 30 minute walk')).toBeInTheDocument();
    // The completion card loads with its own chunk (docs/performance.md, "Web delivery").
    expect(await screen.findByText(T.today.finishNoExercises)).toBeInTheDocument();
    expect(screen.queryByTestId('progress-line')).toBeNull();
    expect(screen.queryByText(T.today.allDone)).toBeNull();
    await user.click(screen.getByRole('button', { name: T.today.complete }));
    expect(await screen.findByText(T.today.completed)).toBeInTheDocument();
    expect(calls.find((c) => c.path === 'clientApp.workouts.updateSession')?.input).toMatchObject({ id: 'session-1', status: 'COMPLETED' });
  });

  it("a refused completion says 'Error' with the server's message and keeps the card", async () => {
    const done = [exercise('ex-1', 'Back Squat', 0, { completed: true })];
    const { user } = mount({
      'clientApp.workouts.today': () => session({ status: 'IN_PROGRESS', exercises: done }),
      'clientApp.workouts.updateSession': () => new TrpcMockError('CONFLICT', T.today.missed),
    });
    await user.click(await screen.findByRole('button', { name: T.today.complete }));
    expect(await screen.findByText(T.toasts.error)).toBeInTheDocument();
    expect(screen.getByText(T.today.missed)).toBeInTheDocument();
    expect(screen.getByText(T.today.allDone)).toBeInTheDocument();
    expect(screen.queryByText(T.today.completed)).toBeNull();
  });
});

describe('no due workout is hidden (issue 12)', () => {
  const summary = (id: string, daysAgo: number, planName: string, status: SessionFixture['status'] = 'SCHEDULED'): TrpcOutput<'clientApp.workouts.listSessions'>[number] => ({
    id,
    name: planName,
    planName,
    scheduledFor: new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate()) - daysAgo * DAY),
    startedAt: null,
    completedAt: null,
    status,
    duration: null,
    clientFeedback: null,
    rating: null,
    coachReply: null,
    coachRepliedAt: null,
    exerciseCount: 2,
    completedExercises: 0,
  });

  it('lists the other open due sessions under Also due with their lateness; Open starts one', async () => {
    const calls: TrpcCall[] = [];
    const { user } = mount(
      {
        'clientApp.workouts.today': () => session(),
        'clientApp.workouts.listSessions': () => [
          summary('late-3', 3, 'Three Late'),
          summary('late-1', 1, 'One Late'),
          summary('session-1', 0, 'Lower Body Strength'),
          summary('done', 2, 'Done', 'COMPLETED'),
          summary('next', -1, 'Tomorrow One'),
        ],
        'clientApp.workouts.updateSession': (input) => session({ ...(input as object), id: 'late-1' }),
      },
      calls,
    );
    const cards = await screen.findAllByTestId('also-due-card', undefined, { timeout: 8000 });
    expect(cards.map((c) => c.querySelector('p')?.textContent)).toEqual(['Three Late', 'One Late']);
    expect(within(cards[0]!).getByText('3 days overdue')).toBeInTheDocument();
    expect(within(cards[1]!).getByText('1 day overdue')).toBeInTheDocument();
    await user.click(within(cards[1]!).getByRole('button', { name: T.today.openWorkout }));
    await waitFor(() => expect(calls.find((c) => c.path === 'clientApp.workouts.updateSession')?.input).toEqual({ id: 'late-1', status: 'IN_PROGRESS' }));
  });

  it('an open workout can be skipped without ticking anything, after a confirmation', async () => {
    const calls: TrpcCall[] = [];
    const { user } = mount(
      {
        'clientApp.workouts.today': () => session(),
        'clientApp.workouts.updateSession': (input) => session({ ...(input as object) }),
      },
      calls,
    );
    await user.click(await screen.findByRole('button', { name: T.today.skipWorkout }, { timeout: 8000 }));
    expect(calls.filter((c) => c.path === 'clientApp.workouts.updateSession')).toHaveLength(0);
    await user.click(within(await screen.findByRole('alertdialog', { name: T.skipConfirm.title })).getByRole('button', { name: T.skipConfirm.confirm }));
    expect(await screen.findByText(T.toasts.skippedBody)).toBeInTheDocument();
    expect(calls.find((c) => c.path === 'clientApp.workouts.updateSession')?.input).toEqual({ id: 'session-1', status: 'SKIPPED', clientFeedback: 'Workout skipped' });
  });
});
