/// <reference types="@testing-library/jest-dom/vitest" />
// Per-set logging on Today (issue 15, docs/sets.md): set rows prefilled from the plan and last
// time, ticking and adding sets, the kg/lb display, bad values, and the rest timer (fake timers).
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { T } from '#web/features/client-workouts/texts.ts';
import { restTimer } from '#web/features/client-workouts/lib/rest-timer.ts';
import { clientUser, unsavedBranding } from '../support/fixtures.ts';
import { server } from '../support/msw-server.ts';
import { renderApp } from '../support/render-app.tsx';
import { trpcHandler, type TrpcCall, type TrpcOutput, type TrpcResolvers } from '../support/trpc-msw.ts';

type SessionFixture = NonNullable<TrpcOutput<'clientApp.workouts.today'>>;
type ExerciseFixture = SessionFixture['exercises'][number];
type SetFixture = ExerciseFixture['sets'][number];

const cols = (c: Record<string, string> = {}) => ({ col1: '', col2: '', col3: '', col4: '', col5: '', col6: '', ...c });
const lastSet = (position: number, reps: number, load: number, loadUnit: 'KG' | 'LB' = 'KG'): SetFixture => ({
  id: `last-${position}`,
  position,
  reps,
  load,
  loadUnit,
  rpe: 8,
  done: true,
  completedAt: new Date('2026-03-09T10:00:00Z'),
  records: [],
});

function squat(o: Partial<ExerciseFixture> = {}): ExerciseFixture {
  return {
    id: 'ex-1',
    name: 'Back Squat',
    orderIndex: 0,
    groupId: null,
    groupName: null,
    completed: false,
    result: null,
    resultNotes: null,
    videoUrl: null,
    notes: null,
    instructions: null,
    // Sets 4, Reps 6, no weight in the plan, Rest 2 min.
    columnData: cols({ col1: '4', col2: '6', col4: '2 min' }),
    sets: [],
    lastTime: { sessionId: 'old', date: new Date('2026-03-09T10:00:00Z'), sets: [lastSet(0, 6, 80), lastSet(1, 6, 80), lastSet(2, 6, 80)], summary: '3×6 @ 80 kg, RPE 8' },
    ...o,
  };
}

function session(exercises: ExerciseFixture[] = [squat()]): SessionFixture {
  return {
    id: 'session-1',
    name: 'Lower Body Strength',
    planName: 'Lower Body Strength',
    scheduledFor: new Date(),
    startedAt: null,
    completedAt: null,
    status: 'SCHEDULED',
    instructions: null,
    columnConfig: { col1: 'Sets', col2: 'Reps', col3: 'Weight', col4: 'Rest', col5: 'RPE', col6: 'Notes' },
    duration: null,
    clientFeedback: null,
    rating: null,
    coachReply: null,
    coachRepliedAt: null,
    exercises,
  };
}

type SaveInput = { id: string; sets: { reps: number | null; load: number | null; loadUnit: string; rpe: number | null; done: boolean }[] };

function mount(o: { unit?: 'KG' | 'LB'; resolvers?: TrpcResolvers } = {}) {
  const calls: TrpcCall[] = [];
  window.localStorage.setItem('client_token', 'client-token');
  server.use(
    ...trpcHandler(
      {
        'auth.me': () => ({ ...clientUser, loadUnit: o.unit ?? 'KG' }),
        'clientApp.branding.get': () => unsavedBranding,
        'clientApp.workouts.today': () => session(),
        'clientApp.workouts.saveSets': (input) => ({
          id: input.id,
          completed: false,
          result: null,
          resultNotes: null,
          sets: input.sets.map((s, position) => ({
            id: `s${position}`,
            position,
            reps: s.reps ?? null,
            load: s.load ?? null,
            loadUnit: s.loadUnit ?? 'KG',
            rpe: s.rpe ?? null,
            done: s.done ?? false,
            completedAt: s.completedAt ? new Date(s.completedAt) : null,
            records: [],
          })),
        }),
        'auth.setLoadUnit': (input) => input,
        ...o.resolvers,
      },
      calls,
    ),
  );
  return { ...renderApp('/app/today'), calls };
}

const saves = (calls: TrpcCall[]) => calls.filter((c) => c.path === 'clientApp.workouts.saveSets').map((c) => c.input as SaveInput);
const rows = async () => within(await screen.findByTestId('set-rows', {}, { timeout: 8000 })).getAllByTestId('set-row');

beforeEach(() => {
  window.localStorage.clear();
  act(() => restTimer.skip());
});
afterEach(() => {
  vi.useRealTimers();
});

describe('set rows', () => {
  it('start with the plan’s count and reps and last time’s load, say what last time was, and save on a tick, add and remove', async () => {
    const { user, calls } = mount();
    const list = await rows();
    expect(list).toHaveLength(4);
    expect(screen.getByTestId('last-time')).toHaveTextContent('Last time: 3×6 @ 80 kg, RPE 8');
    expect(screen.getByRole('textbox', { name: 'Set 1 Reps' })).toHaveValue('6');
    expect(screen.getByRole('textbox', { name: 'Set 4 Load (kg)' })).toHaveValue('80');
    // Prefilled rows are not saved until the client does something.
    expect(saves(calls)).toEqual([]);

    await user.click(screen.getByRole('button', { name: T.sets.tick(1) }));
    await waitFor(() => expect(saves(calls)).toHaveLength(1));
    const first = saves(calls)[0]!;
    expect(first.id).toBe('ex-1');
    expect(first.sets.map((s) => [s.reps, s.load, s.loadUnit, s.done])).toEqual([
      [6, 80, 'KG', true],
      [6, 80, 'KG', false],
      [6, 80, 'KG', false],
      [6, 80, 'KG', false],
    ]);
    expect(screen.getByRole('button', { name: T.sets.untick(1) })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: T.sets.addSet }));
    await waitFor(() => expect(saves(calls)).toHaveLength(2));
    expect(await rows()).toHaveLength(5);
    expect(saves(calls)[1]!.sets.at(-1)).toMatchObject({ reps: 6, load: 80, done: false });
    await user.click(screen.getByRole('button', { name: T.sets.removeSet }));
    await waitFor(() => expect(saves(calls)).toHaveLength(3));
    expect(await rows()).toHaveLength(4);

    // A changed value saves when its field is left.
    const rpe = screen.getByRole('textbox', { name: 'Set 1 RPE' });
    await user.type(rpe, '8.5');
    await user.tab();
    await waitFor(() => expect(saves(calls)).toHaveLength(4));
    expect(saves(calls)[3]!.sets[0]).toMatchObject({ rpe: 8.5, done: true });
  });

  it('refuses a bad value on screen and sends nothing', async () => {
    const { user, calls } = mount();
    await rows();
    const reps = screen.getByRole('textbox', { name: 'Set 2 Reps' });
    await user.clear(reps);
    await user.type(reps, '-3');
    await user.tab();
    expect(await screen.findByRole('alert')).toHaveTextContent(T.sets.invalidReps);
    expect(reps).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: T.sets.tick(2) })).toBeDisabled();
    const load = screen.getByRole('textbox', { name: 'Set 3 Load (kg)' });
    await user.clear(load);
    await user.type(load, '1200');
    await user.tab();
    expect(screen.getByRole('alert')).toHaveTextContent('Load: a number from 0 to 1000 kg');
    expect(saves(calls)).toEqual([]);
  });
});

describe('units', () => {
  it('shows kg loads in lb for a client who chose lb, keeps untouched loads as stored, and sends retyped ones in lb', async () => {
    // The server summarises last time in the client's unit.
    const lb = squat();
    lb.lastTime = { ...lb.lastTime!, summary: '3×6 @ 176.4 lb, RPE 8' };
    const { user, calls } = mount({ unit: 'LB', resolvers: { 'clientApp.workouts.today': () => session([lb]) } });
    await rows();
    expect(screen.getByTestId('last-time')).toHaveTextContent('Last time: 3×6 @ 176.4 lb, RPE 8');
    expect(screen.getByRole('textbox', { name: 'Set 1 Load (lb)' })).toHaveValue('176.4');
    const load2 = screen.getByRole('textbox', { name: 'Set 2 Load (lb)' });
    await user.clear(load2);
    await user.type(load2, '185');
    await user.click(screen.getByRole('button', { name: T.sets.tick(1) }));
    await waitFor(() => expect(saves(calls).length).toBeGreaterThan(0));
    const last = saves(calls).at(-1)!;
    expect(last.sets.slice(0, 2).map((s) => [s.load, s.loadUnit])).toEqual([
      [80, 'KG'],
      [185, 'LB'],
    ]);
  });

  it('the header toggle switches the unit at once and saves it', async () => {
    const { user, calls } = mount();
    await rows();
    const todayReads = () => calls.filter((c) => c.path === 'clientApp.workouts.today').length;
    const before = todayReads();
    await user.click(screen.getByTestId('unit-toggle'));
    expect(await screen.findByRole('textbox', { name: 'Set 1 Load (lb)' })).toHaveValue('176.4');
    expect(screen.getByTestId('unit-toggle')).toHaveTextContent('lb');
    await waitFor(() => expect(calls.find((c) => c.path === 'auth.setLoadUnit')?.input).toEqual({ loadUnit: 'LB' }));
    // Today is read again, for last time's summary in the new unit.
    await waitFor(() => expect(todayReads()).toBeGreaterThan(before));
  });
});

describe('issue 31', () => {
  it('prefills RPE from the plan’s RPE column', async () => {
    mount({ resolvers: { 'clientApp.workouts.today': () => session([squat({ columnData: cols({ col1: '3', col2: '5', col5: '7.5' }) })]) } });
    await rows();
    expect(screen.getByRole('textbox', { name: 'Set 1 RPE' })).toHaveValue('7.5');
    expect(screen.getByRole('textbox', { name: 'Set 3 RPE' })).toHaveValue('7.5');
  });

  it('shows the sets’ Result line in lb for a client who chose lb; a typed result stays as typed', async () => {
    const logged = [{ ...lastSet(0, 6, 80), id: 's0' }];
    mount({
      unit: 'LB',
      resolvers: {
        'clientApp.workouts.today': () =>
          session([squat({ sets: logged, result: '1×6 @ 80 kg, RPE 8' }), squat({ id: 'ex-2', name: 'Front Squat', orderIndex: 1, sets: logged, result: 'easy, 80 kg felt light' })]),
      },
    });
    const [first, second] = await screen.findAllByTestId('exercise-result', {}, { timeout: 8000 });
    expect(first).toHaveTextContent('Result: 1×6 @ 176.4 lb, RPE 8');
    expect(second).toHaveTextContent('Result: easy, 80 kg felt light');
  });
});

describe('rest timer', () => {
  it('starts on a tick with the plan’s rest, counts down, extends by 30 s, then vibrates, says so and goes', async () => {
    const vibrate = vi.fn(() => true);
    Object.defineProperty(navigator, 'vibrate', { value: vibrate, configurable: true });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user } = mount();
    await rows();
    await user.click(screen.getByRole('button', { name: T.sets.tick(1) }));
    const bar = await screen.findByTestId('rest-timer');
    expect(within(bar).getByText(T.rest.title('Back Squat'))).toBeInTheDocument();
    expect(within(bar).getByTestId('rest-clock')).toHaveTextContent(/^2:00$|^1:59$/);
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(within(bar).getByTestId('rest-clock')).toHaveTextContent(/^1:30$|^1:29$/);
    await user.click(within(bar).getByRole('button', { name: T.rest.extendLabel }));
    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(within(bar).getByTestId('rest-clock')).toHaveTextContent(/^2:00$|^1:59$/);
    expect(vibrate).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(121_000));
    expect(within(bar).getByTestId('rest-clock')).toHaveTextContent(T.rest.over);
    expect(vibrate).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(screen.queryByTestId('rest-timer')).not.toBeInTheDocument();
  });

  it('uses the client’s default when the plan’s rest is not a duration, and Skip ends it', async () => {
    window.localStorage.setItem('spotter.restSeconds', '45');
    const { user } = mount({ resolvers: { 'clientApp.workouts.today': () => session([squat({ columnData: cols({ col1: '2', col2: '5', col4: 'as needed' }) })]) } });
    await rows();
    const choice = screen.getByRole('combobox', { name: T.sets.defaultRest });
    expect(choice).toHaveValue('45');
    await user.selectOptions(choice, '60');
    expect(window.localStorage.getItem('spotter.restSeconds')).toBe('60');
    await user.click(screen.getByRole('button', { name: T.sets.tick(1) }));
    const bar = await screen.findByTestId('rest-timer');
    expect(within(bar).getByTestId('rest-clock')).toHaveTextContent(/^1:00$|^0:59$/);
    await user.click(within(bar).getByRole('button', { name: T.rest.skip }));
    await waitFor(() => expect(screen.queryByTestId('rest-timer')).not.toBeInTheDocument());
  });
});
