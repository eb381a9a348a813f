// Notifications screen (docs/product.md §2, §4, §8) and the sidebar badge (docs/product.md §2, §9).
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { T } from '#web/features/notifications/texts.ts';
import { coachUser } from '../support/fixtures.ts';
import { server } from '../support/msw-server.ts';
import { renderApp } from '../support/render-app.tsx';
import { TrpcMockError, trpcHandler, type TrpcCall, type TrpcOutput, type TrpcResolvers } from '../support/trpc-msw.ts';

/** The one tab panel shown: right after a tab switch the panel left behind may still be closing. */
const shownPanel = () => waitFor(() => screen.getByRole('tabpanel'));

beforeEach(() => window.localStorage.setItem('coach_token', 'coach-token'));

type NoteFixture = TrpcOutput<'coach.notifications.list'>[number];

const note = (id: string, title: string, isRead: boolean): NoteFixture => ({
  id,
  type: 'COMPLETED_WORKOUT',
  title,
  message: `Alex Rivera completed ${title}`,
  isRead,
  createdAt: new Date(Date.now() - 5 * 60_000),
  clientId: 'c1',
  clientName: 'Alex Rivera',
  metadata: { planName: 'Lower Body' },
});

/** A whole list in one page (no older ones). */
const whole = (items: NoteFixture[]) => ({ items, nextCursor: null });

function mockApi(resolvers: TrpcResolvers, calls: TrpcCall[] = []) {
  server.use(...trpcHandler({ 'auth.me': () => coachUser, 'coach.notifications.unreadCount': () => ({ count: 12 }), ...resolvers }, calls));
  return calls;
}

const tab = (name: string) => screen.getByRole('tab', { name: new RegExp(`^${name}`) });

describe('Notifications screen', () => {
  it('shows All / Unread / Read with counts and filters by tab', async () => {
    mockApi({ 'coach.notifications.page': () => whole([note('n1', 'Legs', false), note('n2', 'Push', false), note('n3', 'Pull', true)]) });
    const { user } = renderApp('/coach/notifications');
    expect(await screen.findByText('Legs')).toBeInTheDocument();
    expect(tab('All')).toHaveTextContent('3');
    expect(tab('Unread')).toHaveTextContent('2');
    expect(tab('Read')).toHaveTextContent('1');
    await user.click(tab('Read'));
    const panel = await shownPanel();
    expect(within(panel).getByText('Pull')).toBeInTheDocument();
    expect(within(panel).queryByText('Legs')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: T.markAllRead })).toBeInTheDocument();
  });

  it('marks one as read and deletes one, with the SPEC toasts', async () => {
    let items = [note('n1', 'Legs', false), note('n2', 'Push', true)];
    const calls = mockApi({
      'coach.notifications.page': () => whole(items),
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
      'coach.notifications.page': () => whole([note('n1', 'Legs', false)]),
      'coach.notifications.markAllRead': () => new TrpcMockError('INTERNAL_SERVER_ERROR', 'boom'),
    });
    const { user } = renderApp('/coach/notifications');
    await screen.findByText('Legs');
    await user.click(screen.getByRole('button', { name: T.markAllRead }));
    expect(await screen.findByText(T.markAllFailed)).toBeInTheDocument();
    expect(tab('Unread')).toHaveTextContent('1');
  });

  it('shows the empty state', async () => {
    mockApi({ 'coach.notifications.page': () => whole([]) });
    renderApp('/coach/notifications');
    expect(await screen.findByText(T.emptyAll)).toBeInTheDocument();
  });

  it('shows a load failure that can be retried', async () => {
    let fail = true;
    mockApi({ 'coach.notifications.page': () => (fail ? new TrpcMockError('INTERNAL_SERVER_ERROR', 'boom') : whole([note('n1', 'Legs', false)])) });
    const { user } = renderApp('/coach/notifications');
    expect(await screen.findByText(T.loadFailed)).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: /Try again/ }));
    expect(await screen.findByText('Legs')).toBeInTheDocument();
  });

  it('the sidebar badge asks the server again every 30 seconds, and reads 9 at 9', async () => {
    let count = 3;
    const calls = mockApi({ 'coach.notifications.page': () => whole([]), 'coach.notifications.unreadCount': () => ({ count }) });
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
    mockApi({ 'coach.notifications.page': () => whole([]) });
    renderApp('/coach/notifications');
    expect(await screen.findByTestId('unread-badge')).toHaveTextContent('9+');
  });
});

/** The server's pages of `items()`, `size` a page (the cursor names the next page's start); `asked` collects the cursors asked for. */
function paged(items: () => NoteFixture[], size: number, o: { fail?: () => boolean; asked?: (string | null)[] } = {}): TrpcResolvers['coach.notifications.page'] {
  return (input) => {
    o.asked?.push(input?.cursor ?? null);
    if (o.fail?.()) return new TrpcMockError('INTERNAL_SERVER_ERROR', 'boom');
    const start = input?.cursor ? Number(input.cursor.slice(1)) : 0;
    const all = items();
    return { items: all.slice(start, start + size), nextCursor: start + size < all.length ? `p${start + size}` : null };
  };
}
const card = (title: string) => screen.getByText(title).closest('li')!;

describe('Notifications screen: older notifications with Load more', () => {
  it('appends the next page, counts honestly while more exist, and drops the button on the last page', async () => {
    const items = [note('n1', 'Legs', false), note('n2', 'Push', true), note('n3', 'Pull', false), note('n4', 'Core', true)];
    const asked: (string | null)[] = [];
    mockApi({ 'coach.notifications.page': paged(() => items, 2, { asked }), 'coach.notifications.unreadCount': () => ({ count: 2 }) });
    const { user } = renderApp('/coach/notifications');
    expect(await screen.findByText('Legs')).toBeInTheDocument();
    expect(screen.queryByText('Pull')).not.toBeInTheDocument();
    // Two of four loaded: All and Read say "at least", Unread is the server's count.
    expect(tab('All')).toHaveTextContent('2+');
    expect(tab('Read')).toHaveTextContent('1+');
    await waitFor(() => expect(tab('Unread')).toHaveTextContent('2'));
    expect(screen.getByRole('status')).toHaveTextContent(T.shown(2, true));

    await user.click(screen.getByRole('button', { name: T.loadMore }));
    expect(await screen.findByText('Pull')).toBeInTheDocument();
    expect(screen.getAllByTestId('notification').map((n) => n.textContent)).toEqual([
      expect.stringContaining('Legs'),
      expect.stringContaining('Push'),
      expect.stringContaining('Pull'),
      expect.stringContaining('Core'),
    ]);
    expect(asked).toEqual([null, 'p2']);
    expect(screen.queryByRole('button', { name: T.loadMore })).not.toBeInTheDocument();
    expect(tab('All')).toHaveTextContent(/^All4$/);
    expect(tab('Read')).toHaveTextContent(/^Read2$/);
    expect(screen.getByRole('status')).toHaveTextContent(T.shown(4, false));
  });

  it('marks a notification of the second page as read', async () => {
    let items = [note('n1', 'Legs', true), note('n2', 'Push', true), note('n3', 'Pull', false)];
    let release!: () => void;
    const answered = new Promise<void>((resolve) => {
      release = resolve;
    });
    const calls = mockApi({
      'coach.notifications.page': paged(() => items, 2),
      'coach.notifications.unreadCount': () => ({ count: items.filter((n) => !n.isRead).length }),
      'coach.notifications.markRead': async (input) => {
        await answered;
        items = items.map((n) => (n.id === input.id ? { ...n, isRead: true } : n));
        return items.find((n) => n.id === input.id)!;
      },
    });
    const { user } = renderApp('/coach/notifications');
    await screen.findByText('Legs');
    await user.click(screen.getByRole('button', { name: T.loadMore }));
    await screen.findByText('Pull');
    expect(card('Pull')).toHaveAttribute('data-read', 'false');
    expect(tab('Unread')).toHaveTextContent('1');

    await user.click(within(card('Pull')).getAllByRole('button', { name: T.markRead })[0]!);
    // Read on screen at once, before the server answers.
    await waitFor(() => expect(card('Pull')).toHaveAttribute('data-read', 'true'));
    expect(tab('Unread')).toHaveTextContent('0');
    release();
    expect(await screen.findByText(T.markedRead)).toBeInTheDocument();
    expect(calls.filter((c) => c.path === 'coach.notifications.markRead').map((c) => c.input)).toEqual([{ id: 'n3' }]);
    await waitFor(() => expect(card('Pull')).toHaveAttribute('data-read', 'true'));
    expect(tab('Unread')).toHaveTextContent('0');
    // Both pages stay on screen after the refetch.
    expect(screen.getAllByTestId('notification')).toHaveLength(3);
  });

  it('rolls back a failed mark-read on the second page', async () => {
    const items = [note('n1', 'Legs', true), note('n2', 'Push', true), note('n3', 'Pull', false)];
    mockApi({
      'coach.notifications.page': paged(() => items, 2),
      'coach.notifications.unreadCount': () => ({ count: 1 }),
      'coach.notifications.markRead': () => new TrpcMockError('INTERNAL_SERVER_ERROR', 'boom'),
    });
    const { user } = renderApp('/coach/notifications');
    await screen.findByText('Legs');
    await user.click(screen.getByRole('button', { name: T.loadMore }));
    await screen.findByText('Pull');
    await user.click(within(card('Pull')).getAllByRole('button', { name: T.markRead })[0]!);
    expect(await screen.findByText(T.markReadFailed)).toBeInTheDocument();
    expect(card('Pull')).toHaveAttribute('data-read', 'false');
    expect(tab('Unread')).toHaveTextContent('1');
  });

  it('says when a page fails, keeps what is loaded, and tries again', async () => {
    const items = [note('n1', 'Legs', false), note('n2', 'Push', false), note('n3', 'Pull', false)];
    let fail = false;
    mockApi({ 'coach.notifications.page': paged(() => items, 2, { fail: () => fail }) });
    const { user } = renderApp('/coach/notifications');
    await screen.findByText('Legs');
    fail = true;
    await user.click(screen.getByRole('button', { name: T.loadMore }));
    expect(await screen.findByRole('alert')).toHaveTextContent(T.loadMoreFailed);
    expect(screen.getByText('Legs')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: T.loadMoreRetry }));
    expect(await screen.findByText('Pull')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps a completion and its feedback one entry when they fall on two pages', async () => {
    const pair = (id: string, type: 'COMPLETED_WORKOUT' | 'CLIENT_FEEDBACK', title: string, message: string) => ({
      ...note(id, title, false),
      type,
      message,
      metadata: { planName: 'Legs', sessionId: 's1' },
    });
    const items = [
      note('n1', 'Push', true),
      pair('f1', 'CLIENT_FEEDBACK', 'Client Feedback', 'Alex Rivera on Legs: "Heavy squats"'),
      pair('c1', 'COMPLETED_WORKOUT', 'Workout Completed', 'Alex Rivera completed Legs'),
    ];
    mockApi({ 'coach.notifications.page': paged(() => items, 2), 'coach.notifications.unreadCount': () => ({ count: 1 }) });
    const { user } = renderApp('/coach/notifications');
    await screen.findByText('Push');
    await user.click(screen.getByRole('button', { name: T.loadMore }));
    await screen.findByText('Workout Completed');
    expect(screen.getAllByTestId('notification')).toHaveLength(2);
    expect(screen.getByTestId('notification-feedback')).toHaveTextContent('Heavy squats');
    expect(screen.queryByText('Client Feedback')).not.toBeInTheDocument();
  });

  it('does not claim all caught up while older pages may hold unread ones', async () => {
    const items = [note('n1', 'Legs', true), note('n2', 'Push', false)];
    mockApi({ 'coach.notifications.page': paged(() => items, 1), 'coach.notifications.unreadCount': () => ({ count: 1 }) });
    const { user } = renderApp('/coach/notifications');
    await screen.findByText('Legs');
    await user.click(tab('Unread'));
    expect(within(await shownPanel()).getByText(T.emptyLoaded(1))).toBeInTheDocument();
    expect(screen.queryByText(T.emptyUnread)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: T.markAllRead })).toBeInTheDocument();
  });
});
