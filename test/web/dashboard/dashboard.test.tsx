// Coach dashboard (docs/product.md §2): stat cards from the server's counts of the feeds, up to 4 unread notifications, client
// progress with badges, and one missed-workout check on load.
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { T } from '#web/features/dashboard/texts.ts';
import { coachUser } from '../support/fixtures.ts';
import { server } from '../support/msw-server.ts';
import { renderApp } from '../support/render-app.tsx';
import { TrpcMockError, trpcHandler, type TrpcCall, type TrpcOutput } from '../support/trpc-msw.ts';

beforeEach(() => window.localStorage.setItem('coach_token', 'coach-token'));

const notif = (i: number, isRead = false) => ({
  id: `n${i}`,
  type: 'COMPLETED_WORKOUT' as const,
  title: `Notification ${i}`,
  message: `message ${i}`,
  isRead,
  createdAt: new Date(),
  clientId: 'c1',
  clientName: 'Alex Rivera',
  metadata: {},
});
/** A dashboard with no notifications and nothing counted, and this client progress. */
const quietDashboard = (progress: TrpcOutput<'coach.dashboard.clientProgress'>, counts = { thisWeekCompleted: 0, missedWorkouts: 0 }) =>
  trpcHandler({
    'auth.me': () => coachUser,
    'coach.notifications.unreadCount': () => ({ count: 0 }),
    'coach.notifications.checkMissedWorkouts': () => ({ marked: 0, due: 0 }),
    'coach.notifications.recent': () => [],
    'coach.dashboard.clientProgress': () => progress,
    'coach.dashboard.counts': () => counts,
  });

describe('Dashboard', () => {
  it('computes the four stat cards, lists 4 unread notifications and the client progress, and checks missed workouts once', async () => {
    const calls: TrpcCall[] = [];
    const listInputs: unknown[] = [];
    server.use(
      ...trpcHandler(
        {
          'auth.me': () => coachUser,
          'coach.notifications.unreadCount': () => ({ count: 5 }),
          'coach.notifications.checkMissedWorkouts': () => ({ marked: 0, due: 0 }),
          // The server answers the newest unread ones, in a mix of kinds (docs/notifications.md).
          'coach.notifications.recent': (input) => {
            listInputs.push(input);
            return [notif(1), notif(2), notif(3, true), notif(4), notif(5), notif(6)].filter((n) => !n.isRead);
          },
          'coach.dashboard.clientProgress': () => [
            { id: 'c1', name: 'Alex Rivera', currentPlan: 'Strength Block', status: 'on-track', progress: 40, lastActive: new Date(), completionRate: 90 },
            { id: 'c2', name: 'Sam Lee', currentPlan: null, status: 'ready-for-next', progress: 0, lastActive: null, completionRate: 45 },
          ],
          'coach.dashboard.counts': () => ({ thisWeekCompleted: 2, missedWorkouts: 1 }),
        },
        calls,
      ),
    );
    renderApp('/coach/dashboard');
    expect(await screen.findByLabelText(`${T.activeClients}: 2`)).toBeInTheDocument();
    expect(await screen.findByLabelText(`${T.thisWeekCompleted}: 2`)).toBeInTheDocument();
    expect(await screen.findByLabelText(`${T.missedWorkouts}: 1`)).toBeInTheDocument();
    expect(await screen.findByLabelText(`${T.avgCompletionRate}: 68%`)).toBeInTheDocument();

    await waitFor(() => expect(screen.getAllByTestId('recent-activity')).toHaveLength(4));
    expect(screen.queryByText('Notification 3')).not.toBeInTheDocument(); // read
    expect(screen.queryByText('Notification 6')).not.toBeInTheDocument(); // fifth unread
    // It asks for a few unread ones, not the whole list.
    expect(listInputs).toHaveLength(1);

    expect(screen.getByText('On Track')).toBeInTheDocument();
    expect(screen.getByText('Ready for next assignment')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Alex Rivera.*On Track/ })).toHaveAttribute('href', '/coach/clients/c1');
    await waitFor(() => expect(calls.filter((c) => c.path === 'coach.notifications.checkMissedWorkouts')).toHaveLength(1));
    // The stat cards count on the server: the dashboard never downloads the two feeds it counts.
    expect(calls.map((c) => c.path)).not.toContain('coach.dashboard.recentActivity');
    expect(calls.map((c) => c.path)).not.toContain('coach.dashboard.missedWorkouts');
  });

  it.each([
    [{ marked: 0, due: 0 }, 1, 1],
    [{ marked: 0, due: 1 }, 2, 1],
    [{ marked: 2, due: 0 }, 2, 2],
  ])('after a check that answers %o, the counts are read %i time(s) and the progress %i', async (answer, countReads, progressReads) => {
    const calls: TrpcCall[] = [];
    let answered = false;
    server.use(
      ...trpcHandler(
        {
          'auth.me': () => coachUser,
          'coach.notifications.unreadCount': () => ({ count: 0 }),
          // Answered once the first reads are in, so a refresh is a read of its own, not a join.
          'coach.notifications.checkMissedWorkouts': async () => {
            await waitFor(() => expect(calls.filter((c) => c.path === 'coach.dashboard.counts')).toHaveLength(1));
            await new Promise((resolve) => setTimeout(resolve, 100));
            answered = true;
            return answer;
          },
          'coach.notifications.recent': () => [],
          'coach.dashboard.clientProgress': () => [],
          'coach.dashboard.counts': () => ({ thisWeekCompleted: 0, missedWorkouts: 0 }),
        },
        calls,
      ),
    );
    renderApp('/coach/dashboard');
    expect(await screen.findByLabelText(`${T.missedWorkouts}: 0`)).toBeInTheDocument();
    await waitFor(() => expect(answered).toBe(true));
    const reads = (path: string) => calls.filter((c) => c.path === path).length;
    // A refresh goes out at once after the answer; give it time to show before counting.
    await new Promise((resolve) => setTimeout(resolve, 300));
    await waitFor(() => expect(reads('coach.dashboard.counts')).toBe(countReads));
    expect(reads('coach.notifications.recent')).toBe(countReads);
    expect(reads('coach.dashboard.clientProgress')).toBe(progressReads);
  });

  it("draws a long roster's progress 20 clients at a time, while the stat cards count them all", async () => {
    const roster = Array.from({ length: 45 }, (_, i) => ({
      id: `c${i}`,
      name: `Member ${i}`,
      currentPlan: 'Strength Block',
      status: 'on-track' as const,
      progress: 50,
      lastActive: null,
      completionRate: i < 5 ? 100 : 0,
    }));
    server.use(...quietDashboard(roster));
    const { user } = renderApp('/coach/dashboard');
    await waitFor(() => expect(screen.getAllByTestId('client-progress')).toHaveLength(20));
    expect(screen.getByLabelText(`${T.activeClients}: 45`)).toBeInTheDocument();
    expect(screen.getByLabelText(`${T.avgCompletionRate}: 11%`)).toBeInTheDocument();
    expect(screen.getByText(T.showingClients(20, 45))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: T.showMoreClients(20) }));
    await user.click(screen.getByRole('button', { name: T.showMoreClients(5) }));
    expect(screen.getAllByTestId('client-progress')).toHaveLength(45);
    expect(screen.getByRole('link', { name: /Member 44/ })).toHaveAttribute('href', '/coach/clients/c44');
    expect(screen.queryByRole('button', { name: /^Show \d+ more$/ })).not.toBeInTheDocument();
  });

  it('shows the failure, not zeros, when the figures cannot be read, and reads them again on Try again', async () => {
    let fail = true;
    server.use(
      ...trpcHandler({
        'auth.me': () => coachUser,
        'coach.notifications.unreadCount': () => ({ count: 0 }),
        'coach.notifications.checkMissedWorkouts': () => ({ marked: 0, due: 0 }),
        'coach.notifications.recent': () => [],
        'coach.dashboard.clientProgress': () => (fail ? new TrpcMockError('INTERNAL_SERVER_ERROR', 'down') : []),
        'coach.dashboard.counts': () => (fail ? new TrpcMockError('INTERNAL_SERVER_ERROR', 'down') : { thisWeekCompleted: 3, missedWorkouts: 0 }),
      }),
    );
    const { user } = renderApp('/coach/dashboard');
    // Both the figures and the Client Progress card say so, once both answers have come back.
    await waitFor(() => expect(screen.getAllByText(T.loadFailedHint)).toHaveLength(2));
    for (const label of [T.activeClients, T.thisWeekCompleted, T.missedWorkouts]) expect(screen.queryByLabelText(`${label}: 0`)).not.toBeInTheDocument();
    expect(screen.queryByLabelText(`${T.avgCompletionRate}: 0%`)).not.toBeInTheDocument();
    fail = false;
    await user.click(within(screen.getAllByText(T.loadFailed)[0]!.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: /Try again/ }));
    expect(await screen.findByLabelText(`${T.thisWeekCompleted}: 3`)).toBeInTheDocument();
    expect(screen.queryByText(T.loadFailed)).not.toBeInTheDocument();
  });

  it('shows the empty client state with a way to add clients', async () => {
    server.use(...quietDashboard([]));
    renderApp('/coach/dashboard');
    expect(await screen.findByText(T.noClients)).toBeInTheDocument();
    expect(screen.getByText(T.noActivity)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Add Client/ })).toHaveAttribute('href', '/coach/clients?new=1');
  });

  it('labels each number so it cannot be misread, and draws no bar for a client with nothing assigned', async () => {
    server.use(
      ...quietDashboard(
        [
          // 8 of 8 workouts done without ticking exercises: a full bar and a poor grade.
          { id: 'c1', name: 'Alex Rivera', currentPlan: null, status: 'completed-poor', progress: 100, lastActive: new Date(), completionRate: 0 },
          { id: 'c2', name: 'Sam Lee', currentPlan: null, status: 'ready-for-next', progress: 0, lastActive: null, completionRate: 0 },
        ],
        { thisWeekCompleted: 8, missedWorkouts: 0 },
      ),
    );
    renderApp('/coach/dashboard');
    const [alex, sam] = await screen.findAllByTestId('client-progress');
    // The bar counts workouts; the SPEC's grade beside it says it is about exercises ticked.
    expect(within(alex!).getByText(T.workoutsDone(100))).toBeInTheDocument();
    expect(within(alex!).getByText('Completed: Poor')).toBeInTheDocument();
    expect(within(alex!).getByText(T.byExercisesTicked)).toBeInTheDocument();
    expect(within(alex!).getByRole('progressbar', { name: T.progressOf('Alex Rivera') })).toBeInTheDocument();
    // Nothing assigned: no empty 0 % bar.
    expect(within(sam!).queryByRole('progressbar')).not.toBeInTheDocument();
    expect(within(sam!).getByText(new RegExp(T.noPlan))).toBeInTheDocument();
    // The stat cards keep the SPEC's titles, with what they count under them.
    expect(within(screen.getByTestId(`stat-${T.avgCompletionRate}`)).getByText(T.avgHint)).toBeInTheDocument();
    expect(within(screen.getByTestId(`stat-${T.thisWeekCompleted}`)).getByText(T.thisWeekHint)).toBeInTheDocument();
  });
});
