// Notifications screen (docs/product.md §2, §4, §8) and the sidebar badge (docs/product.md §2, §9).
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { T } from '#web/features/notifications/texts.ts';
import { client } from '../clients/support.ts';
import { coachUser } from '../support/fixtures.ts';
import { server } from '../support/msw-server.ts';
import { renderApp } from '../support/render-app.tsx';
import { TrpcMockError, trpcHandler, type TrpcCall, type TrpcOutput, type TrpcResolver, type TrpcResolvers } from '../support/trpc-msw.ts';

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

/** A whole list in one page (no older ones), as the server filters it for a tab. */
const whole =
  (items: NoteFixture[]): TrpcResolver<'coach.notifications.page'> =>
  (input) => ({ items: items.filter(state(input)), nextCursor: null, partners: [] });
/** The server's read/unread filter. */
const state = (input: { unread?: unknown; read?: unknown } | void | undefined) => (n: NoteFixture) => (input?.unread ? !n.isRead : input?.read ? n.isRead : true);

function mockApi(resolvers: TrpcResolvers, calls: TrpcCall[] = []) {
  server.use(...trpcHandler({ 'auth.me': () => coachUser, 'coach.notifications.unreadCount': () => ({ count: 12 }), ...resolvers }, calls));
  return calls;
}

const tab = (name: string) => screen.getByRole('tab', { name: new RegExp(`^${name}`) });

describe('Notifications screen', () => {
  it('shows All / Unread / Read with counts and filters by tab', async () => {
    mockApi({ 'coach.notifications.page': whole([note('n1', 'Legs', false), note('n2', 'Push', false), note('n3', 'Pull', true)]) });
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
      'coach.notifications.page': (input, call) => whole(items)(input, call),
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
      'coach.notifications.page': whole([note('n1', 'Legs', false)]),
      'coach.notifications.markAllRead': () => new TrpcMockError('INTERNAL_SERVER_ERROR', 'boom'),
    });
    const { user } = renderApp('/coach/notifications');
    await screen.findByText('Legs');
    await user.click(screen.getByRole('button', { name: T.markAllRead }));
    expect(await screen.findByText(T.markAllFailed)).toBeInTheDocument();
    expect(tab('Unread')).toHaveTextContent('1');
  });

  it('shows the empty state', async () => {
    mockApi({ 'coach.notifications.page': whole([]) });
    renderApp('/coach/notifications');
    expect(await screen.findByText(T.emptyAll)).toBeInTheDocument();
  });

  it('shows a load failure that can be retried', async () => {
    let fail = true;
    mockApi({ 'coach.notifications.page': (input, call) => (fail ? new TrpcMockError('INTERNAL_SERVER_ERROR', 'boom') : whole([note('n1', 'Legs', false)])(input, call)) });
    const { user } = renderApp('/coach/notifications');
    expect(await screen.findByText(T.loadFailed)).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: /Try again/ }));
    expect(await screen.findByText('Legs')).toBeInTheDocument();
  });

  it('the sidebar badge asks the server again every 30 seconds, and reads 9 at 9', async () => {
    let count = 3;
    const calls = mockApi({ 'coach.notifications.page': whole([]), 'coach.notifications.unreadCount': () => ({ count }) });
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
    mockApi({ 'coach.notifications.page': whole([]) });
    renderApp('/coach/notifications');
    expect(await screen.findByTestId('unread-badge')).toHaveTextContent('9+');
  });
});

/** The server's pages of `items()`, `size` a page (the cursor names the next page's start); `asked` collects the cursors asked for. */
function paged(items: () => NoteFixture[], size: number, o: { fail?: () => boolean; asked?: (string | null)[] } = {}): TrpcResolver<'coach.notifications.page'> {
  return (input) => {
    o.asked?.push(input?.cursor ?? null);
    if (o.fail?.()) return new TrpcMockError('INTERNAL_SERVER_ERROR', 'boom');
    const start = input?.cursor ? Number(input.cursor.slice(1)) : 0;
    const all = items().filter(state(input));
    return { items: all.slice(start, start + size), nextCursor: start + size < all.length ? `p${start + size}` : null, partners: [] };
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

  it('the Unread tab reads unread ones from the server, beyond the pages All has loaded, with its own Load more', async () => {
    // The newest three are read; the unread ones are older than All's first page.
    const items = [note('n1', 'Legs', true), note('n2', 'Push', true), note('n3', 'Pull', true), note('n4', 'Core', false), note('n5', 'Arms', false), note('n6', 'Back', false)];
    const calls = mockApi({ 'coach.notifications.page': paged(() => items, 2), 'coach.notifications.unreadCount': () => ({ count: 3 }) });
    const { user } = renderApp('/coach/notifications');
    await screen.findByText('Legs');
    await waitFor(() => expect(tab('Unread')).toHaveTextContent('3'));
    // Unread is asked for only once its tab is opened.
    expect(calls.filter((c) => c.path === 'coach.notifications.page').map((c) => c.input)).toEqual([{ limit: 50, direction: 'forward' }]);
    await user.click(tab('Unread'));
    const panel = await shownPanel();
    expect(await within(panel).findByText('Core')).toBeInTheDocument();
    expect(within(panel).getByText('Arms')).toBeInTheDocument();
    expect(within(panel).queryByText('Back')).not.toBeInTheDocument();
    expect(screen.queryByText(T.emptyUnread)).not.toBeInTheDocument();
    expect(within(panel).getByRole('status')).toHaveTextContent(T.shown(2, true, 'unread'));
    await user.click(within(panel).getByRole('button', { name: T.loadMore }));
    expect(await within(panel).findByText('Back')).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: T.loadMore })).not.toBeInTheDocument();
    expect(tab('Unread')).toHaveTextContent(/^Unread3$/);
    expect(calls.filter((c) => c.path === 'coach.notifications.page').map((c) => c.input)).toContainEqual({ limit: 50, unread: true, cursor: 'p2', direction: 'forward' });
    expect(screen.getByRole('button', { name: T.markAllRead })).toBeInTheDocument();
  });

  it('the Read tab reads read ones from the server, and a notification read in Unread shows in All at once and then in Read', async () => {
    let items = [note('n1', 'Legs', false), note('n2', 'Push', false), note('n3', 'Pull', false), note('n4', 'Core', true), note('n5', 'Arms', false)];
    let release!: () => void;
    const answered = new Promise<void>((resolve) => {
      release = resolve;
    });
    mockApi({
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
    await user.click(tab('Read'));
    // None of All's first page is read; the Read tab still finds the read one further down.
    expect(await within(await shownPanel()).findByText('Core')).toBeInTheDocument();
    expect(tab('Read')).toHaveTextContent(/^Read1$/);

    await user.click(tab('Unread'));
    const unread = await shownPanel();
    const legs = (await within(unread).findByText('Legs')).closest('li')!;
    await user.click(within(legs).getAllByRole('button', { name: T.markRead })[0]!);
    // Gone from Unread and read in All's loaded page before the server answers; the counts follow.
    await waitFor(() => expect(within(screen.getByRole('tabpanel')).queryByText('Legs')).not.toBeInTheDocument());
    expect(tab('Unread')).toHaveTextContent(/^Unread3$/);
    await user.click(tab('All'));
    await waitFor(() => expect(within(screen.getByRole('tabpanel')).getByText('Legs').closest('li')).toHaveAttribute('data-read', 'true'));
    release();
    expect(await screen.findByText(T.markedRead)).toBeInTheDocument();
    // The Read list is asked again: Legs is there too.
    await user.click(tab('Read'));
    expect(await within(await shownPanel()).findByText('Legs')).toBeInTheDocument();
    expect(within(screen.getByRole('tabpanel')).getByText('Core')).toBeInTheDocument();
  });

  it('shows a failed Unread list in its tab, and tries again', async () => {
    const items = [note('n1', 'Legs', true), note('n2', 'Push', false)];
    let fail = true;
    const page = paged(() => items, 1);
    mockApi({ 'coach.notifications.page': (input, call) => (input?.unread && fail ? new TrpcMockError('INTERNAL_SERVER_ERROR', 'boom') : page(input, call)) });
    const { user } = renderApp('/coach/notifications');
    await screen.findByText('Legs');
    await user.click(tab('Unread'));
    expect(await within(await shownPanel()).findByText(T.loadFailed)).toBeInTheDocument();
    fail = false;
    await user.click(within(screen.getByRole('tabpanel')).getByRole('button', { name: /Try again/ }));
    expect(await within(screen.getByRole('tabpanel')).findByText('Push')).toBeInTheDocument();
  });

  it('a page that carries the other half of a pair shows the whole entry, and Mark as Read reads both', async () => {
    const pair = (id: string, type: 'COMPLETED_WORKOUT' | 'CLIENT_FEEDBACK', title: string, message: string, isRead: boolean) => ({
      ...note(id, title, isRead),
      type,
      message,
      metadata: { planName: 'Legs', sessionId: 's1' },
    });
    const feedback = pair('f1', 'CLIENT_FEEDBACK', 'Client Feedback', 'Alex Rivera on Legs: "Heavy squats"', false);
    const completion = pair('c1', 'COMPLETED_WORKOUT', 'Workout Completed', 'Alex Rivera completed Legs', false);
    // As the server pages it: the feedback ends the first page, which carries the completion.
    const calls = mockApi({
      'coach.notifications.page': (input) =>
        input?.cursor ? { items: [completion], nextCursor: null, partners: [feedback] } : { items: [note('n1', 'Push', true), feedback], nextCursor: 'p2', partners: [completion] },
      'coach.notifications.unreadCount': () => ({ count: 1 }),
      'coach.notifications.markRead': (input) => ({ ...(input.id === 'c1' ? completion : feedback), isRead: true }),
    });
    const { user } = renderApp('/coach/notifications');
    await screen.findByText('Push');
    expect(screen.getAllByTestId('notification')).toHaveLength(2);
    expect(screen.getByText('Workout Completed')).toBeInTheDocument();
    expect(screen.getByTestId('notification-feedback')).toHaveTextContent('Heavy squats');
    expect(screen.queryByText('Client Feedback')).not.toBeInTheDocument();
    await user.click(within(card('Workout Completed')).getAllByRole('button', { name: T.markRead })[0]!);
    await waitFor(() => expect(calls.filter((c) => c.path === 'coach.notifications.markRead').map((c) => c.input)).toEqual([{ id: 'f1' }, { id: 'c1' }]));
    // The second page holds the completion: still one entry.
    await user.click(screen.getByRole('button', { name: T.loadMore }));
    await waitFor(() => expect(screen.queryByRole('button', { name: T.loadMore })).not.toBeInTheDocument());
    expect(screen.getAllByTestId('notification')).toHaveLength(2);
  });

  it('in Unread, a pair whose other half is read shows whole and unread, and only the unread half is sent', async () => {
    const completion = { ...note('c1', 'Workout Completed', true), metadata: { planName: 'Legs', sessionId: 's1' } };
    const feedback = { ...note('f1', 'Client Feedback', false), type: 'CLIENT_FEEDBACK' as const, message: 'Alex Rivera on Legs: "Heavy squats"', metadata: { planName: 'Legs', sessionId: 's1' } };
    const calls = mockApi({
      'coach.notifications.page': (input) => (input?.unread ? { items: [feedback], nextCursor: null, partners: [completion] } : { items: [note('n1', 'Push', true)], nextCursor: 'p1', partners: [] }),
      'coach.notifications.unreadCount': () => ({ count: 1 }),
      'coach.notifications.markRead': () => ({ ...feedback, isRead: true }),
    });
    const { user } = renderApp('/coach/notifications');
    await screen.findByText('Push');
    await user.click(tab('Unread'));
    const panel = await shownPanel();
    expect(await within(panel).findByText('Workout Completed')).toBeInTheDocument();
    expect(within(panel).getByTestId('notification-feedback')).toHaveTextContent('Heavy squats');
    await user.click(within(within(panel).getByText('Workout Completed').closest('li')!).getAllByRole('button', { name: T.markRead })[0]!);
    await waitFor(() => expect(calls.filter((c) => c.path === 'coach.notifications.markRead').map((c) => c.input)).toEqual([{ id: 'f1' }]));
  });
});

describe('Notifications screen: tab counts that agree (issue 34)', () => {
  it('shows the server’s counts on every tab while older pages are not loaded: All = Unread + Read', async () => {
    // The walk: 468 unread and a few read, the newest 50 loaded, all unread.
    const items = [...Array.from({ length: 468 }, (_, i) => note(`u${i}`, `Unread ${i}`, false)), ...Array.from({ length: 2 }, (_, i) => note(`r${i}`, `Read ${i}`, true))];
    mockApi({
      'coach.notifications.page': paged(() => items, 50),
      'coach.notifications.unreadCount': () => ({ count: 468 }),
      'coach.notifications.counts': () => ({ all: 470, unread: 468, read: 2 }),
      'coach.clients.list': () => [],
    });
    renderApp('/coach/notifications');
    await screen.findByText('Unread 0');
    await waitFor(() => expect(tab('All')).toHaveTextContent(/^All470$/));
    expect(tab('Unread')).toHaveTextContent(/^Unread468$/);
    expect(tab('Read')).toHaveTextContent(/^Read2$/);
  });

  it('filters by type and by client: the lists and the counts ask with the filter', async () => {
    const calls = mockApi({
      'coach.notifications.page': whole([note('n1', 'Legs', false)]),
      'coach.notifications.counts': (input) => (input?.type === 'MISSED_WORKOUT' ? { all: 0, unread: 0, read: 0 } : { all: 1, unread: 1, read: 0 }),
      'coach.clients.list': () => [client('c1', 'Ava', 'Stone')],
    });
    const { user } = renderApp('/coach/notifications');
    await screen.findByText('Legs');
    await user.selectOptions(screen.getByRole('combobox', { name: T.filterType }), 'MISSED_WORKOUT');
    await waitFor(() => expect(tab('All')).toHaveTextContent(/^All0$/));
    await user.selectOptions(await screen.findByRole('combobox', { name: T.filterClient }), 'c1');
    await waitFor(() =>
      expect(
        calls.some(
          (c) =>
            c.path === 'coach.notifications.page' &&
            (c.input as { type?: string; clientId?: string } | undefined)?.type === 'MISSED_WORKOUT' &&
            (c.input as { clientId?: string } | undefined)?.clientId === 'c1',
        ),
      ).toBe(true),
    );
    expect(calls.some((c) => c.path === 'coach.notifications.counts' && (c.input as { clientId?: string } | undefined)?.clientId === 'c1')).toBe(true);
  });

  it('shows a week of a client’s missed workouts as one entry, and reading it reads each of them', async () => {
    const group = {
      ...note('m3', 'Missed Workouts', false),
      type: 'MISSED_WORKOUT' as const,
      message: 'Ava Stone missed 3 workouts in the week of Mar 9',
      clientName: 'Ava Stone',
      group: { count: 3, ids: ['m3', 'm2', 'm1'], unreadIds: ['m3', 'm1'], weekOf: '2026-03-09' },
    };
    const calls = mockApi({
      'coach.notifications.page': () => ({ items: [group], nextCursor: null, partners: [] }),
      'coach.notifications.markRead': () => ({ ...group, isRead: true }),
      'coach.notifications.counts': () => ({ all: 1, unread: 1, read: 0 }),
      'coach.clients.list': () => [],
    });
    const { user } = renderApp('/coach/notifications');
    expect(await screen.findByText('Ava Stone missed 3 workouts in the week of Mar 9')).toBeInTheDocument();
    expect(screen.getAllByTestId('notification')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: T.markRead }));
    await waitFor(() => expect(calls.filter((c) => c.path === 'coach.notifications.markRead').map((c) => c.input)).toEqual([{ id: 'm3' }, { id: 'm1' }]));
  });
});
