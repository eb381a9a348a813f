/// <reference types="@testing-library/jest-dom/vitest" />
// Habits on Today (docs/habits.md): the card comes after the first screen, a tap ticks a habit at
// once (streak and week follow), and with no signal the tick is queued (docs/offline.md), stays
// shown, and reaches the server once the connection is back.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IDBKeyRange, indexedDB } from 'fake-indexeddb';
import { http, HttpResponse } from 'msw';
import { deserialize, serialize } from 'superjson';
import { beforeEach, describe, expect, it } from 'vitest';
import { outbox } from '#web/lib/offline/client-outbox.ts';
import { laneOf } from '#web/lib/offline/outbox.ts';
import { clientUser } from '../support/fixtures.ts';
import { server } from '../support/msw-server.ts';
import { renderApp } from '../support/render-app.tsx';
import { trpcHandler, type TrpcCall, type TrpcOutput } from '../support/trpc-msw.ts';

Object.assign(globalThis, { indexedDB, IDBKeyRange });

type List = TrpcOutput<'clientApp.habits.list'>;
const TODAY = '2026-03-11'; // a Wednesday

const list = (): List => ({
  today: TODAY,
  habits: [
    {
      id: 'h1',
      clientId: 'c1',
      name: 'Walk',
      target: '10,000 steps',
      frequency: 'DAILY',
      timesPerWeek: null,
      startsOn: '2026-03-01',
      endedOn: null,
      tickedToday: false,
      weekTicks: ['2026-03-09', '2026-03-10'],
      streak: { count: 4, unit: 'days' },
      week: { completed: 2, expected: 3 },
    },
  ],
});

function mount(calls: TrpcCall[], current: () => List = list) {
  window.localStorage.setItem('client_token', 'client-token');
  server.use(
    ...trpcHandler(
      {
        'auth.me': () => clientUser,
        'clientApp.workouts.today': () => null,
        'clientApp.habits.list': () => current(),
        'clientApp.habits.tick': (input) => ({ habitId: input.id, date: input.date, ticked: true }),
      },
      calls,
    ),
  );
  return renderApp('/app/today');
}

const card = () => screen.findByRole('region', { name: 'Habits' }, { timeout: 8000 });

beforeEach(() => window.localStorage.clear());

describe('habits on Today', () => {
  it('ticks a habit offline: shown at once, queued, and sent once the connection is back', async () => {
    const calls: TrpcCall[] = [];
    mount(calls);
    const c = await card();
    const row = await within(c).findByTestId('habit-row');
    expect(within(row).getByTestId('habit-streak')).toHaveTextContent('4-day streak');
    expect(within(row).getByTestId('habit-week')).toHaveTextContent('Daily · 2 of 3 this week');

    // No signal: every request fails without an answer.
    server.use(http.all('*/trpc/*', () => HttpResponse.error()));
    await userEvent.click(within(row).getByRole('button', { name: 'Mark Walk done today' }));
    await waitFor(() => expect(within(row).getByRole('button', { name: 'Walk: done today, tap to undo' })).toHaveAttribute('aria-pressed', 'true'));
    expect(within(row).getByTestId('habit-streak')).toHaveTextContent('5-day streak');
    expect(within(row).getByTestId('habit-week')).toHaveTextContent('3 of 3 this week');
    await waitFor(async () => expect((await outbox.items()).map((i) => [i.path, i.input, i.label])).toEqual([['clientApp.habits.tick', { id: 'h1', date: TODAY }, 'Tick a habit']]));

    // Back online: the queued tick is sent, once, with its idempotency key (one request, not batched).
    const sent: { input: unknown; key: string | null }[] = [];
    server.resetHandlers();
    server.use(
      // Before the batch handler, which would answer this path too.
      http.post('*/trpc/clientApp.habits.tick', async ({ request }) => {
        const input = deserialize((await request.json()) as Parameters<typeof deserialize>[0]) as { id: string; date: string };
        sent.push({ input, key: request.headers.get('idempotency-key') });
        return HttpResponse.json({ result: { data: serialize({ habitId: input.id, date: input.date, ticked: true }) } });
      }),
      ...trpcHandler({ 'auth.me': () => clientUser, 'clientApp.workouts.today': () => null, 'clientApp.habits.list': () => list() }),
    );
    await outbox.retryNow();
    await waitFor(() => expect(sent.map((x) => x.input)).toEqual([{ id: 'h1', date: TODAY }]));
    expect(sent[0]!.key).toBeTruthy();
    await waitFor(async () => expect(await outbox.items()).toEqual([]));
  });

  it('unticks a past day of the week from the week strip; later days cannot be ticked', async () => {
    const sent: unknown[] = [];
    let state = list();
    mount([], () => state);
    server.use(
      http.post('*/trpc/clientApp.habits.untick', async ({ request }) => {
        const input = deserialize((await request.json()) as Parameters<typeof deserialize>[0]) as { id: string; date: string };
        sent.push(input);
        state = { ...state, habits: [{ ...state.habits[0]!, weekTicks: ['2026-03-09'], week: { completed: 1, expected: 3 } }] };
        return HttpResponse.json({ result: { data: serialize({ habitId: input.id, date: input.date, ticked: false }) } });
      }),
    );
    const c = await card();
    const strip = await within(c).findByRole('group', { name: 'Walk this week' });
    expect(within(strip).getByRole('button', { name: 'Monday: done' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(strip).getByRole('button', { name: 'Thursday: not done' })).toBeDisabled();
    await userEvent.click(within(strip).getByRole('button', { name: 'Tuesday: done' }));
    await waitFor(() => expect(within(c).getByTestId('habit-week')).toHaveTextContent('1 of 3 this week'));
    expect(within(strip).getByRole('button', { name: 'Tuesday: not done' })).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(sent).toEqual([{ id: 'h1', date: '2026-03-10' }]));
  });
});

describe('the offline queue', () => {
  it('sends ticks and unticks in one lane, in the order made, so the last one of a day wins', () => {
    expect(laneOf({ id: 'a', path: 'clientApp.habits.tick' })).toBe('habits');
    expect(laneOf({ id: 'b', path: 'clientApp.habits.untick' })).toBe('habits');
  });
});
