/// <reference types="@testing-library/jest-dom/vitest" />
// The Upcoming screen (docs/product.md §2 "Upcoming.", §4 Start Early / Skip, §8 toasts) at a fixed "now":
// Wednesday 11 March 2026, 10:17:42 UTC. Texts are the SPEC's, written out.
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { fixNowAt } from '../support/clock.ts';
import { clientUser } from '../support/fixtures.ts';
import { server } from '../support/msw-server.ts';
import { TrpcMockError, type TrpcCall } from '../support/trpc-msw.ts';
import { callsTo, mountClient, sessionSummary, workoutSession } from './support.ts';

fixNowAt('2026-03-11T10:17:42.345Z');

/**
 * Deliberately out of order; every SCHEDULED one not on today belongs on the screen, overdue ones
 * included (docs/product.md §2 Upcoming; issue 12: no due workout is hidden).
 */
const SESSIONS = [
  sessionSummary('s-overdue', '2026-03-09T08:00:00Z', { planName: 'Overdue Intervals' }),
  sessionSummary('s-far', '2026-03-25T08:00:00Z', { planName: 'Long Run', exerciseCount: 1 }),
  sessionSummary('s-sat', '2026-03-14T09:00:00Z', { planName: '', name: 'Session 3', exerciseCount: 3 }),
  sessionSummary('s-today', '2026-03-11T18:00:00Z', { planName: 'Evening Session' }),
  sessionSummary('s-mon', '2026-03-16T07:30:00Z', { planName: 'Mobility Flow', exerciseCount: 6 }),
  sessionSummary('s-tomorrow', '2026-03-12T08:00:00Z', { planName: 'Upper Body Push', exerciseCount: 5 }),
  sessionSummary('s-done', '2026-03-13T08:00:00Z', { planName: 'Already Done', status: 'COMPLETED' }),
  sessionSummary('s-skipped', '2026-03-15T08:00:00Z', { planName: 'Skipped One', status: 'SKIPPED' }),
  sessionSummary('s-progress', '2026-03-17T08:00:00Z', { planName: 'Started One', status: 'IN_PROGRESS' }),
];

/** The whole session (`updateSession`'s answer, Today's workout). */
function fullSession(id: string, scheduledFor: Date, planName: string) {
  return workoutSession(id, scheduledFor.toISOString(), { planName, name: planName });
}

const cards = () => screen.getAllByTestId('upcoming-card');
const cardOf = (name: string) => cards().find((c) => within(c).queryByText(name))!;
const titles = () => cards().map((c) => c.querySelector('p')?.textContent);

// Issue 31: the window is the client's calendar week ahead, not UTC's (docs/time-zones.md).
const weekPlanIn = async (timeZone: string, now: string, days: string[]) => {
  vi.setSystemTime(new Date(now));
  mountClient('/app/upcoming', {
    'auth.me': () => ({ ...clientUser, timeZone }),
    'clientApp.workouts.listSessions': () => days.map((d, i) => sessionSummary(`s-${i}`, `${d}T00:00:00Z`, { planName: `Plan ${d}` })),
  });
  await screen.findByText("This Week's Plan", undefined, { timeout: 8000 });
  return { count: screen.getByText(/in the next 7 days$/).textContent, period: screen.getByTestId('week-period').textContent };
};

describe('upcoming list', () => {
  it("lists SCHEDULED sessions not on today, overdue ones first, in ascending order with day labels, badges and 'Scheduled Workout'", async () => {
    mountClient('/app/upcoming', { 'clientApp.workouts.listSessions': () => SESSIONS });
    await screen.findByText('Upper Body Push', undefined, { timeout: 8000 });
    expect(titles()).toEqual(['Overdue Intervals', 'Upper Body Push', 'Scheduled Workout', 'Mobility Flow', 'Long Run']);
    for (const gone of ['Evening Session', 'Already Done', 'Skipped One', 'Started One']) expect(screen.queryByText(gone)).toBeNull();
    // An overdue one carries its lateness and is started as it is (it cannot be moved to now).
    const overdue = cardOf('Overdue Intervals');
    expect(within(overdue).getByText(/^2 days overdue · /)).toBeInTheDocument();
    expect(within(overdue).getByText('Overdue')).toBeInTheDocument();
    expect(within(overdue).getByRole('button', { name: 'Start' })).toBeEnabled();
    expect(within(overdue).getByRole('button', { name: 'Skip' })).toBeEnabled();

    const expected = [
      ['Upper Body Push', 'Tomorrow · 5 exercises', 'Tomorrow'],
      ['Scheduled Workout', 'Saturday · 3 exercises', 'This Week'],
      ['Mobility Flow', 'Monday · 6 exercises', 'This Week'],
      ['Long Run', 'Mar 25 · 1 exercise', 'Upcoming'],
    ] as const;
    for (const [title, label, badge] of expected) {
      const card = cardOf(title);
      expect(within(card).getByText(label)).toBeInTheDocument();
      expect(within(card).getByText(badge)).toBeInTheDocument();
      expect(within(card).getByRole('button', { name: 'Start Early' })).toBeEnabled();
      expect(within(card).getByRole('button', { name: 'Skip' })).toBeEnabled();
    }
  });

  it("'This Week's Plan' counts the sessions of the next 7 days, from the first session's date to 7 days from now", async () => {
    mountClient('/app/upcoming', { 'clientApp.workouts.listSessions': () => SESSIONS });
    expect(await screen.findByText("This Week's Plan", undefined, { timeout: 8000 })).toBeInTheDocument();
    // Tomorrow, Saturday and Monday; not 25 March.
    expect(screen.getByText('3 workouts in the next 7 days')).toBeInTheDocument();
    expect(screen.getByTestId('week-period')).toHaveTextContent('Mar 12 – Mar 18');
  });

  it("'This Week's Plan' with nothing in the next 7 days names the coming week, not a period that ends before it starts", async () => {
    expect(await weekPlanIn('UTC', '2026-12-01T10:00:00Z', ['2026-12-10'])).toEqual({ count: '0 workouts in the next 7 days', period: 'Dec 1 – Dec 8' });
  });

  it("'This Week's Plan' in Tokyo (01:00 on Mar 12) leaves out yesterday's overdue session and runs to Mar 19", async () => {
    expect(await weekPlanIn('Asia/Tokyo', '2026-03-11T16:00:00Z', ['2026-03-11', '2026-03-13', '2026-03-19', '2026-03-20'])).toEqual({
      count: '2 workouts in the next 7 days',
      period: 'Mar 13 – Mar 19',
    });
  });

  it("'This Week's Plan' in Honolulu (20:00 on Mar 10) ends on Mar 17, not a day late", async () => {
    expect(await weekPlanIn('Pacific/Honolulu', '2026-03-11T06:00:00Z', ['2026-03-12', '2026-03-17', '2026-03-18'])).toEqual({
      count: '2 workouts in the next 7 days',
      period: 'Mar 12 – Mar 17',
    });
  });

  it('shows the empty state when nothing is scheduled but today', async () => {
    mountClient('/app/upcoming', { 'clientApp.workouts.listSessions': () => SESSIONS.filter((s) => s.id === 's-today' || s.status !== 'SCHEDULED') });
    expect(await screen.findByText('No upcoming workouts', undefined, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByText('Check with your coach to get new workouts assigned.')).toBeInTheDocument();
    expect(screen.queryByTestId('upcoming-card')).toBeNull();
    expect(screen.queryByText("This Week's Plan")).toBeNull();
  });

  it("shows 'Failed to load workouts' when the list cannot be read", async () => {
    mountClient('/app/upcoming', { 'clientApp.workouts.listSessions': () => new TrpcMockError('INTERNAL_SERVER_ERROR', 'Database unavailable') });
    expect(await screen.findByText('Failed to load workouts', undefined, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.queryByTestId('upcoming-card')).toBeNull();
  });
});

describe('Start Early', () => {
  it('moves the session to now with seconds zeroed, confirms and opens Today', async () => {
    const calls: TrpcCall[] = [];
    let started = false;
    const { user, router } = mountClient(
      '/app/upcoming',
      {
        'clientApp.workouts.listSessions': () => SESSIONS,
        'clientApp.workouts.updateSession': (input) => {
          started = true;
          return fullSession('s-tomorrow', new Date(input.scheduledFor!), 'Upper Body Push');
        },
        'clientApp.workouts.today': () => (started ? fullSession('s-tomorrow', new Date('2026-03-11T10:17:00Z'), 'Upper Body Push') : null),
      },
      calls,
    );
    await screen.findByText('Upper Body Push', undefined, { timeout: 8000 });
    await user.click(within(cardOf('Upper Body Push')).getByRole('button', { name: 'Start Early' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/app/today'));
    expect(callsTo(calls, 'clientApp.workouts.updateSession').map((c) => c.input)).toEqual([{ id: 's-tomorrow', scheduledFor: new Date('2026-03-11T10:17:00.000Z') }]);
    expect(await screen.findByText('Workout rescheduled')).toBeInTheDocument();
    expect(screen.getByText('Your workout is now available to start today!')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Upper Body Push' }, { timeout: 8000 })).toBeInTheDocument();
  });

  it('opens Today on the started workout at once, even while Today still held another session', async () => {
    let started = false;
    let releaseToday!: () => void;
    const todayHeld = new Promise<void>((r) => (releaseToday = r));
    const { user } = mountClient('/app/today', {
      'clientApp.workouts.listSessions': () => SESSIONS,
      'clientApp.workouts.updateSession': (input) => {
        started = true;
        return { ...fullSession('s-tomorrow', new Date(input.scheduledFor!), 'Upper Body Push'), status: 'IN_PROGRESS', startedAt: new Date() };
      },
      'clientApp.workouts.today': async () => {
        if (!started) return fullSession('s-today', new Date('2026-03-11T00:00:00Z'), 'Evening Session');
        await todayHeld;
        return { ...fullSession('s-tomorrow', new Date('2026-03-11T10:17:00Z'), 'Upper Body Push'), status: 'IN_PROGRESS' };
      },
    });
    expect(await screen.findByRole('heading', { name: 'Evening Session' }, { timeout: 8000 })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Upcoming' }));
    await screen.findByText('Upper Body Push', undefined, { timeout: 8000 });
    await user.click(within(cardOf('Upper Body Push')).getByRole('button', { name: 'Start Early' }));
    // Today's refetch has not answered yet: the started workout shows from the update's answer.
    expect(await screen.findByRole('heading', { name: 'Upper Body Push' }, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Evening Session' })).toBeNull();
    releaseToday();
  });

  it('a double tap starts the workout once and still opens Today, without an error', async () => {
    const calls: TrpcCall[] = [];
    let started = false;
    const { user, router } = mountClient(
      '/app/upcoming',
      {
        'clientApp.workouts.listSessions': () => SESSIONS,
        'clientApp.workouts.updateSession': (input) => {
          // As the server: a second move of a started workout is refused.
          if (started) return new TrpcMockError('CONFLICT', 'Only a scheduled workout can be moved');
          started = true;
          return { ...fullSession('s-tomorrow', new Date(input.scheduledFor!), 'Upper Body Push'), status: 'IN_PROGRESS' };
        },
        'clientApp.workouts.today': () => (started ? { ...fullSession('s-tomorrow', new Date('2026-03-11T10:17:00Z'), 'Upper Body Push'), status: 'IN_PROGRESS' } : null),
      },
      calls,
    );
    await screen.findByText('Upper Body Push', undefined, { timeout: 8000 });
    await user.dblClick(within(cardOf('Upper Body Push')).getByRole('button', { name: 'Start Early' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/app/today'));
    expect(await screen.findByText('Workout rescheduled')).toBeInTheDocument();
    expect(callsTo(calls, 'clientApp.workouts.updateSession')).toHaveLength(1);
    expect(screen.queryByText('Only a scheduled workout can be moved')).toBeNull();
  });

  it('back on Upcoming before its list is read again, the workout just started is not listed', async () => {
    let started = false;
    let releaseList!: () => void;
    const listHeld = new Promise<void>((r) => (releaseList = r));
    const { user } = mountClient('/app/upcoming', {
      'clientApp.workouts.listSessions': async () => {
        if (!started) return SESSIONS;
        await listHeld;
        return SESSIONS.map((s) => (s.id === 's-tomorrow' ? { ...s, scheduledFor: new Date('2026-03-11T10:17:00Z') } : s));
      },
      'clientApp.workouts.updateSession': (input) => {
        started = true;
        return fullSession('s-tomorrow', new Date(input.scheduledFor!), 'Upper Body Push');
      },
      'clientApp.workouts.today': () => (started ? fullSession('s-tomorrow', new Date('2026-03-11T10:17:00Z'), 'Upper Body Push') : null),
    });
    await screen.findByText('Upper Body Push', undefined, { timeout: 8000 });
    await user.click(within(cardOf('Upper Body Push')).getByRole('button', { name: 'Start Early' }));
    expect(await screen.findByRole('heading', { name: 'Upper Body Push' }, { timeout: 8000 })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Upcoming' }));
    // The list's new read has not answered: what shows is the cache, which knows of the start.
    await screen.findByText('Mobility Flow', undefined, { timeout: 8000 });
    expect(titles()).toEqual(['Overdue Intervals', 'Scheduled Workout', 'Mobility Flow', 'Long Run']);
    releaseList();
  });

  it("stays on Upcoming with 'Error' and the server's message when the server refuses", async () => {
    const { user, router } = mountClient('/app/upcoming', {
      'clientApp.workouts.listSessions': () => SESSIONS,
      'clientApp.workouts.updateSession': () => new TrpcMockError('CONFLICT', 'This workout can no longer be moved'),
    });
    await screen.findByText('Upper Body Push', undefined, { timeout: 8000 });
    await user.click(within(cardOf('Upper Body Push')).getByRole('button', { name: 'Start Early' }));
    expect(await screen.findByText('This workout can no longer be moved')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/app/upcoming');
    expect(cardOf('Upper Body Push')).toBeInTheDocument();
  });
});

describe('Skip', () => {
  it('asks once more, then marks the session SKIPPED, confirms and the card leaves the refreshed list', async () => {
    const calls: TrpcCall[] = [];
    const skipped = new Set<string>();
    const { user } = mountClient(
      '/app/upcoming',
      {
        'clientApp.workouts.listSessions': () => SESSIONS.map((s) => (skipped.has(s.id) ? { ...s, status: 'SKIPPED' } : s)),
        'clientApp.workouts.updateSession': (input) => {
          const i = input;
          skipped.add(i.id);
          return { ...fullSession(i.id, new Date('2026-03-14T09:00:00Z'), ''), status: 'SKIPPED' };
        },
      },
      calls,
    );
    await screen.findByText('Scheduled Workout', undefined, { timeout: 8000 });
    await user.click(within(cardOf('Scheduled Workout')).getByRole('button', { name: 'Skip' }));
    // Issue 12: Skip asks first; Keep it sends nothing.
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Skip this workout?' })).getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(callsTo(calls, 'clientApp.workouts.updateSession')).toHaveLength(0);
    await user.click(within(cardOf('Scheduled Workout')).getByRole('button', { name: 'Skip' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Skip this workout?' })).getByRole('button', { name: 'Skip Workout' }));

    expect(await screen.findByText('Workout skipped')).toBeInTheDocument();
    expect(screen.getByText('The workout has been marked as skipped.')).toBeInTheDocument();
    const sent = callsTo(calls, 'clientApp.workouts.updateSession').map((c) => c.input);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ id: 's-sat', status: 'SKIPPED' });
    await waitFor(() => expect(titles()).toEqual(['Overdue Intervals', 'Upper Body Push', 'Mobility Flow', 'Long Run']));
    expect(callsTo(calls, 'clientApp.workouts.listSessions').length).toBeGreaterThanOrEqual(2);
    expect(screen.getByText('2 workouts in the next 7 days')).toBeInTheDocument();
  });

  it('the card leaves at once, before the server answers (as when the skip waits offline)', async () => {
    let releaseSkip!: () => void;
    const skipHeld = new Promise<void>((r) => (releaseSkip = r));
    const { user } = mountClient('/app/upcoming', {
      'clientApp.workouts.listSessions': () => SESSIONS,
      'clientApp.workouts.updateSession': async (input) => {
        await skipHeld;
        return { ...fullSession(input.id, new Date('2026-03-14T09:00:00Z'), ''), status: 'SKIPPED' };
      },
    });
    await screen.findByText('Scheduled Workout', undefined, { timeout: 8000 });
    await user.click(within(cardOf('Scheduled Workout')).getByRole('button', { name: 'Skip' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Skip this workout?' })).getByRole('button', { name: 'Skip Workout' }));
    await waitFor(() => expect(titles()).toEqual(['Overdue Intervals', 'Upper Body Push', 'Mobility Flow', 'Long Run']));
    expect(screen.queryByText('Workout skipped')).toBeNull();
    releaseSkip();
    expect(await screen.findByText('Workout skipped')).toBeInTheDocument();
  });

  it("shows 'Error' / 'Failed to update workout' when the answer carries no message, and keeps the card", async () => {
    const { user } = mountClient('/app/upcoming', { 'clientApp.workouts.listSessions': () => SESSIONS });
    // A proxy's error page instead of a tRPC answer: the screen falls back to its own text.
    server.use(http.post('*/trpc/clientApp.workouts.updateSession', () => new HttpResponse('<html>Bad gateway</html>', { status: 502 })));
    await screen.findByText('Scheduled Workout', undefined, { timeout: 8000 });
    await user.click(within(cardOf('Scheduled Workout')).getByRole('button', { name: 'Skip' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Skip this workout?' })).getByRole('button', { name: 'Skip Workout' }));
    expect(await screen.findByText('Failed to update workout')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(screen.queryByText('Workout skipped')).toBeNull();
    expect(titles()).toContain('Scheduled Workout');
  });
});
