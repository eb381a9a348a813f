/// <reference types="@testing-library/jest-dom/vitest" />
// Coach–client messages in the browser (issue 16 item 3, docs/messages.md): the client's Messages
// screen and header badge, the coach's Messages card and sidebar badge, feedback replies.
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { COACH_REPLY_TEXTS } from '#web/components/coach-reply-view.tsx';
import { T } from '#web/features/messages/texts.ts';
import { clientUser, unsavedBranding } from '../support/fixtures.ts';
import { server } from '../support/msw-server.ts';
import { renderApp } from '../support/render-app.tsx';
import { trpcHandler, type TrpcCall, type TrpcResolvers } from '../support/trpc-msw.ts';
import { callsTo, client, mountCoach } from '../clients/support.ts';

type Msg = { id: string; sender: 'COACH' | 'CLIENT'; content: string; createdAt: Date; readAt: Date | null; sessionId: string | null; workoutName: string | null };
const msg = (id: string, sender: Msg['sender'], content: string, minutes: number, o: Partial<Msg> = {}): Msg => ({
  id,
  sender,
  content,
  createdAt: new Date(Date.UTC(2026, 2, 11, 9, minutes)),
  readAt: null,
  sessionId: null,
  workoutName: null,
  ...o,
});

function mountClient(path: string, resolvers: TrpcResolvers, calls: TrpcCall[] = []) {
  window.localStorage.setItem('client_token', 'client-token');
  server.use(...trpcHandler({ 'auth.me': () => clientUser, 'clientApp.branding.get': () => unsavedBranding, ...resolvers }, calls));
  return { ...renderApp(path), calls };
}

const texts = () => screen.getAllByTestId('message').map((m) => m.textContent ?? '');
/** The "Message not sent" toasts on screen, leaving ones included. */
const toasts = () => [...document.querySelectorAll('[data-scope="toast"][data-part="root"]')].filter((e) => e.textContent?.includes(T.sendFailed));

describe('the client’s Messages screen', () => {
  beforeEach(() => window.localStorage.clear());

  it('shows the conversation oldest first, sanitised, marks it read and sends a message as paragraphs', async () => {
    let items = [
      msg('m3', 'COACH', '<p>Swap to bridges<img src=x onerror="window.hacked=1"></p><script>window.hacked=1</script>', 3),
      msg('m1', 'CLIENT', '<p>Knee is sore</p>', 1, { readAt: new Date() }),
    ];
    const calls = mountClient('/app/messages', {
      'clientApp.messages.list': () => ({ items, nextCursor: null }),
      'clientApp.messages.unreadCount': () => ({ count: items.filter((m) => m.sender === 'COACH' && !m.readAt).length }),
      'clientApp.messages.markRead': () => {
        items = items.map((m) => ({ ...m, readAt: m.readAt ?? new Date() }));
        return { updated: 1 };
      },
      'clientApp.messages.send': (input) => {
        const created = msg('m9', 'CLIENT', input.content, 9);
        items = [created, ...items];
        return created;
      },
    }).calls;
    await waitFor(() => expect(texts()).toHaveLength(2));
    expect(texts()[0]).toContain('Knee is sore');
    expect(texts()[1]).toContain('Swap to bridges');
    expect(document.querySelector('[data-testid="message"] img, [data-testid="message"] script')).toBeNull();
    expect((window as { hacked?: number }).hacked).toBeUndefined();
    await waitFor(() => expect(callsTo(calls, 'clientApp.messages.markRead')).toHaveLength(1));

    const box = screen.getByRole('textbox', { name: T.composerLabel });
    const { user } = { user: (await import('@testing-library/user-event')).default.setup({ delay: null }) };
    await user.type(box, 'Thanks <coach>{Shift>}{Enter}{/Shift}See you Friday');
    await user.click(screen.getByRole('button', { name: T.send }));
    await waitFor(() => expect(callsTo(calls, 'clientApp.messages.send')).toHaveLength(1));
    expect(callsTo(calls, 'clientApp.messages.send')[0]!.input).toEqual({ content: '<p>Thanks &lt;coach&gt;</p><p>See you Friday</p>' });
    await waitFor(() => expect(texts().at(-1)).toContain('See you Friday'));
    expect(box).toHaveValue('');
  });

  it('sends that fail while offline show one "Message not sent" toast, not one per message (issue 34)', async () => {
    // No network: each send hangs until the connection gives up, then fails without an answer.
    const gaveUp: (() => void)[] = [];
    mountClient('/app/messages', {
      'clientApp.messages.list': () => ({ items: [], nextCursor: null }),
      'clientApp.messages.unreadCount': () => ({ count: 0 }),
    });
    server.use(
      http.post('*/trpc/clientApp.messages.send', async () => {
        await new Promise<void>((resolve) => gaveUp.push(resolve));
        return HttpResponse.error();
      }),
    );
    const box = await screen.findByRole('textbox', { name: T.composerLabel });
    const user = (await import('@testing-library/user-event')).default.setup({ delay: null });
    for (const text of ['One', 'Two', 'Three']) {
      await user.clear(box);
      await user.type(box, text);
      await user.click(screen.getByRole('button', { name: T.send }));
    }
    await waitFor(() => expect(gaveUp).toHaveLength(3));
    gaveUp[0]!();
    await waitFor(() => expect(toasts()).toHaveLength(1));
    const first = toasts()[0]!;
    gaveUp[1]!();
    gaveUp[2]!();
    await waitFor(() => expect(screen.queryByText(T.sending)).not.toBeInTheDocument());
    // The same toast stays (its id dedupes the later failures): none stacked behind or replacing it.
    expect(toasts()).toEqual([first]);
  });

  it('loads older messages with the cursor of the previous page', async () => {
    const calls = mountClient('/app/messages', {
      'clientApp.messages.list': (input) =>
        input.cursor === 'older'
          ? { items: [msg('m0', 'CLIENT', '<p>First ever</p>', 0, { readAt: new Date() })], nextCursor: null }
          : { items: [msg('m1', 'CLIENT', '<p>Latest</p>', 1, { readAt: new Date() })], nextCursor: 'older' },
      'clientApp.messages.unreadCount': () => ({ count: 0 }),
    }).calls;
    const older = await screen.findByRole('button', { name: T.loadOlder });
    older.click();
    await waitFor(() => expect(texts()).toHaveLength(2));
    expect(texts()[0]).toContain('First ever');
    expect(callsTo(calls, 'clientApp.messages.list').some((c) => (c.input as { cursor?: string }).cursor === 'older')).toBe(true);
    expect(screen.queryByRole('button', { name: T.loadOlder })).not.toBeInTheDocument();
  });

  it('shows the unread count on the header’s Messages link from any tab', async () => {
    mountClient('/app/tests', {
      'clientApp.fitnessTests.page': () => ({ items: [], nextCursor: null }),
      'clientApp.messages.unreadCount': () => ({ count: 3 }),
    });
    const link = await screen.findByRole('link', { name: `${T.openMessages}, ${T.unreadMessages(3)}` });
    expect(link).toHaveAttribute('href', '/app/messages');
    expect(within(link).getByTestId('unread-badge')).toHaveTextContent('3');
  });

  it('shows the coach’s reply on a completed workout of Today', async () => {
    mountClient('/app/today', {
      'clientApp.workouts.today': () => ({
        id: 's1',
        name: 'Legs',
        planName: 'Legs',
        scheduledFor: new Date(),
        startedAt: null,
        completedAt: new Date(),
        status: 'COMPLETED',
        instructions: null,
        columnConfig: { col1: 'Sets', col2: 'Reps', col3: 'Weight', col4: 'Rest', col5: 'RPE', col6: 'Notes' },
        duration: 40,
        clientFeedback: 'Heavy',
        rating: 4,
        coachReply: '<p>Great <strong>work</strong></p>',
        coachRepliedAt: new Date(),
        exercises: [],
      }),
      'clientApp.workouts.listSessions': () => [],
      'clientApp.messages.unreadCount': () => ({ count: 0 }),
    });
    const reply = await screen.findByTestId('coach-reply');
    expect(reply).toHaveTextContent(COACH_REPLY_TEXTS.label);
    expect(within(reply).getByText('work').tagName).toBe('STRONG');
  });
});

const detail = (o: TrpcResolvers = {}): TrpcResolvers => ({
  'coach.clients.get': () => client('c-1', 'Alex', 'Rivera'),
  'coach.clients.assignments': () => [],
  'coach.clients.history': () => [],
  'coach.clients.stats': () => ({
    totalWorkouts: 0,
    completedWorkouts: 0,
    missedWorkouts: 0,
    upcomingWorkouts: 0,
    finishedWorkouts: 0,
    dueWorkouts: 0,
    dueCompletedWorkouts: 0,
    adherence: null,
    workoutCompletion: 0,
    todayMeals: 0,
    mealsPerDay: 3,
    hasActiveProgram: false,
    foodCompletion: 0,
    overallCompletion: 0,
    lastActive: null,
  }),
  'coach.clients.accessToken': () => ({ token: null, accessUrl: null, createdAt: null, expiresAt: null }),
  'coach.clientNotes.list': () => [],
  'food.list': () => [],
  'coach.clients.timeZone': () => ({ timeZone: null }),
  ...o,
});

describe('the coach’s Messages card and badges', () => {
  beforeEach(() => window.localStorage.clear());

  it('shows the conversation, the unread counts on Inbox and the page, and marks the client’s messages read', async () => {
    let unread = 2;
    const release: { open?: () => void } = {};
    const gate = new Promise<void>((resolve) => (release.open = resolve));
    const { calls } = mountCoach(
      '/coach/clients/c-1',
      detail({
        'coach.messages.unread': () => ({
          total: unread + 1,
          clients: [
            { clientId: 'c-1', count: unread },
            { clientId: 'c-2', count: 1 },
          ].filter((c) => c.count),
        }),
        'coach.messages.list': () => ({ items: [msg('m2', 'CLIENT', '<p>Can we move Friday?</p>', 2), msg('m1', 'COACH', '<p>Hi Alex</p>', 1, { readAt: new Date() })], nextCursor: null }),
        'coach.messages.markRead': async () => {
          await gate;
          unread = 0;
          return { updated: 2 };
        },
      }),
    );
    const card = await screen.findByTestId('coach-messages');
    await waitFor(() => expect(within(card).getAllByTestId('message')).toHaveLength(2));
    expect(within(card).getAllByTestId('message')[1]).toHaveTextContent('Can we move Friday?');
    // Before the read is recorded: the sidebar's Inbox link carries the total, the page this client's count.
    const nav = screen.getByRole('navigation', { name: 'Coach navigation' });
    await waitFor(() => expect(within(nav).getByTestId('unread-badge')).toHaveTextContent('3'));
    expect(within(nav).getByTestId('unread-badge').closest('a')).toHaveAttribute('href', '/coach/inbox');
    expect(screen.getByRole('link', { name: `${T.openMessages}, ${T.unreadMessages(2)}` })).toHaveAttribute('href', '#messages');
    await waitFor(() => expect(callsTo(calls, 'coach.messages.markRead')).toHaveLength(1));
    release.open?.();
    expect(callsTo(calls, 'coach.messages.markRead')[0]!.input).toEqual({ id: 'c-1' });
    // Marking read refreshes the counts: only the other client's message is left.
    await waitFor(() => expect(within(screen.getByRole('navigation', { name: 'Coach navigation' })).getByTestId('unread-badge')).toHaveTextContent('1'));
    // The header's Messages link takes keyboard focus to the reply box, not back to the page.
    screen.getByRole('link', { name: T.openMessages }).click();
    await waitFor(() => expect(within(card).getByPlaceholderText(T.composerPlaceholder)).toHaveFocus());
  });

  it('cannot write to an archived client', async () => {
    mountCoach(
      '/coach/clients/c-1',
      detail({
        'coach.clients.get': () => client('c-1', 'Alex', 'Rivera', { archived: true }),
        'coach.messages.unread': () => ({ total: 0, clients: [] }),
        'coach.messages.list': () => ({ items: [], nextCursor: null }),
      }),
    );
    const card = await screen.findByTestId('coach-messages');
    expect(await within(card).findByText(T.archived)).toBeInTheDocument();
    expect(within(card).queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('replies to a completed workout’s feedback from the workout list', async () => {
    const history = [
      {
        id: 's1',
        assignmentId: null,
        planName: 'Legs',
        status: 'COMPLETED' as const,
        scheduledFor: new Date('2026-03-10T00:00:00Z'),
        startedAt: null,
        completedAt: new Date('2026-03-10T10:00:00Z'),
        duration: 40,
        completedExercises: 2,
        exerciseCount: 2,
        clientFeedback: 'Squats were heavy',
        rating: 3,
        coachReply: null as string | null,
        coachRepliedAt: null as Date | null,
        results: [],
      },
    ];
    const { calls, user } = mountCoach(
      '/coach/clients/c-1',
      detail({
        'coach.clients.history': () => history,
        'coach.messages.unread': () => ({ total: 0, clients: [] }),
        'coach.messages.list': () => ({ items: [], nextCursor: null }),
        'coach.messages.replyToFeedback': (input) => {
          const { content } = input;
          history[0]!.coachReply = content;
          history[0]!.coachRepliedAt = new Date();
          return { sessionId: 's1', coachReply: content, coachRepliedAt: new Date(), message: msg('r1', 'COACH', content, 5, { sessionId: 's1', workoutName: 'Legs' }) };
        },
      }),
    );
    await user.click(await screen.findByRole('button', { name: T.reply }));
    await user.type(screen.getByRole('textbox', { name: T.replyLabel }), 'Drop 5% next week');
    await user.click(screen.getByRole('button', { name: T.replySave }));
    await waitFor(() => expect(callsTo(calls, 'coach.messages.replyToFeedback')).toHaveLength(1));
    expect(callsTo(calls, 'coach.messages.replyToFeedback')[0]!.input).toEqual({ id: 's1', content: '<p>Drop 5% next week</p>' });
    expect(await screen.findByTestId('coach-reply')).toHaveTextContent('Drop 5% next week');
    expect(screen.getByRole('button', { name: T.editReply })).toBeInTheDocument();
  });
});
