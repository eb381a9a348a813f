// Notifications screen (docs/product.md §2, §4, §8) and the sidebar badge (docs/product.md §2, §9).
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { T } from '#web/features/notifications/texts.ts';
import { coachUser } from '../support/fixtures.ts';
import { server } from '../support/msw-server.ts';
import { renderApp } from '../support/render-app.tsx';
import { TrpcMockError, trpcHandler, type TrpcCall, type TrpcResolvers } from '../support/trpc-msw.ts';

beforeEach(() => window.localStorage.setItem('coach_token', 'coach-token'));

const note = (id: string, title: string, isRead: boolean) => ({
  id,
  type: 'COMPLETED_WORKOUT' as const,
  title,
  message: `Alex Rivera completed ${title}`,
  isRead,
  createdAt: new Date(Date.now() - 5 * 60_000),
  clientId: 'c1',
  clientName: 'Alex Rivera',
  metadata: { planName: 'Lower Body' },
});

function mockApi(resolvers: TrpcResolvers, calls: TrpcCall[] = []) {
  server.use(...trpcHandler({ 'auth.me': () => coachUser, 'coach.notifications.unreadCount': () => ({ count: 12 }), ...resolvers }, calls));
  return calls;
}

const tab = (name: string) => screen.getByRole('tab', { name: new RegExp(`^${name}`) });

describe('Notifications screen', () => {
  it('shows All / Unread / Read with counts and filters by tab', async () => {
    mockApi({ 'coach.notifications.list': () => [note('n1', 'Legs', false), note('n2', 'Push', false), note('n3', 'Pull', true)] });
    const { user } = renderApp('/coach/notifications');
    expect(await screen.findByText('Legs')).toBeInTheDocument();
    expect(tab('All')).toHaveTextContent('3');
    expect(tab('Unread')).toHaveTextContent('2');
    expect(tab('Read')).toHaveTextContent('1');
    await user.click(tab('Read'));
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByText('Pull')).toBeInTheDocument();
    expect(within(panel).queryByText('Legs')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: T.markAllRead })).toBeInTheDocument();
  });

  it('marks one as read and deletes one, with the SPEC toasts', async () => {
    let items = [note('n1', 'Legs', false), note('n2', 'Push', true)];
    const calls = mockApi({
      'coach.notifications.list': () => items,
      'coach.notifications.markRead': (input) => {
        const { id } = input;
        items = items.map((n) => (n.id === id ? { ...n, isRead: true } : n));
        return items.find((n) => n.id === id) ?? new TrpcMockError('NOT_FOUND', 'Notification not found');
      },
      'coach.notifications.delete': (input) => {
        items = items.filter((n) => n.id !== input.id);
        return { ok: true };
      },
    });
    const { user } = renderApp('/coach/notifications');
    await screen.findByText('Legs');
    await user.click(screen.getAllByRole('button', { name: T.markRead })[0]!);
    expect(await screen.findByText(T.markedRead)).toBeInTheDocument();
    expect(calls.find((c) => c.path === 'coach.notifications.markRead')?.input).toEqual({ id: 'n1' });
    await waitFor(() => expect(tab('Unread')).toHaveTextContent('0'));
    // No unread left: the mark-all button goes away.
    expect(screen.queryByRole('button', { name: T.markAllRead })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: `${T.delete}: Push` }));
    expect(await screen.findByText(T.deleted)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Push')).not.toBeInTheDocument());
  });

  it('rolls back and says so when marking all as read fails', async () => {
    mockApi({
      'coach.notifications.list': () => [note('n1', 'Legs', false)],
      'coach.notifications.markAllRead': () => new TrpcMockError('INTERNAL_SERVER_ERROR', 'boom'),
    });
    const { user } = renderApp('/coach/notifications');
    await screen.findByText('Legs');
    await user.click(screen.getByRole('button', { name: T.markAllRead }));
    expect(await screen.findByText(T.markAllFailed)).toBeInTheDocument();
    expect(tab('Unread')).toHaveTextContent('1');
  });

  it('shows the empty state', async () => {
    mockApi({ 'coach.notifications.list': () => [] });
    renderApp('/coach/notifications');
    expect(await screen.findByText(T.emptyAll)).toBeInTheDocument();
  });

  it('shows a load failure that can be retried', async () => {
    let fail = true;
    mockApi({ 'coach.notifications.list': () => (fail ? new TrpcMockError('INTERNAL_SERVER_ERROR', 'boom') : [note('n1', 'Legs', false)]) });
    const { user } = renderApp('/coach/notifications');
    expect(await screen.findByText(T.loadFailed)).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: /Try again/ }));
    expect(await screen.findByText('Legs')).toBeInTheDocument();
  });

  it('the sidebar badge asks the server again every 30 seconds, and reads 9 at 9', async () => {
    let count = 3;
    const calls = mockApi({ 'coach.notifications.list': () => [], 'coach.notifications.unreadCount': () => ({ count }) });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      renderApp('/coach/notifications');
      expect(await screen.findByTestId('unread-badge')).toHaveTextContent(/^3$/);
      const asked = calls.filter((c) => c.path === 'coach.notifications.unreadCount').length;
      count = 9;
      await vi.advanceTimersByTimeAsync(25_000);
      expect(screen.getByTestId('unread-badge')).toHaveTextContent(/^3$/);
      await vi.advanceTimersByTimeAsync(6_000);
      await waitFor(() => expect(screen.getByTestId('unread-badge')).toHaveTextContent(/^9$/));
      expect(calls.filter((c) => c.path === 'coach.notifications.unreadCount').length).toBe(asked + 1);
    } finally {
      vi.useRealTimers();
    }
  });

  it("the sidebar badge reads '9+' above 9", async () => {
    mockApi({ 'coach.notifications.list': () => [] });
    renderApp('/coach/notifications');
    expect(await screen.findByTestId('unread-badge')).toHaveTextContent('9+');
  });
});
