/// <reference types="@testing-library/jest-dom/vitest" />
// The coach's inbox (issue 34 item 2, docs/messages.md "Inbox"): conversations newest first with
// unread counts and previews, the filters, opening one shows its thread and marks it read.
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { T } from '#web/features/messages/texts.ts';
import { callsTo, mountCoach } from '../clients/support.ts';
import type { TrpcOutput } from '../support/trpc-msw.ts';

type Conv = TrpcOutput<'coach.messages.inbox'>['items'][number];
const conv = (clientId: string, clientName: string, o: Partial<Conv> = {}): Conv => ({
  clientId,
  clientName,
  archived: false,
  unread: 0,
  awaitingReply: false,
  last: { kind: 'MESSAGE', sender: 'COACH', preview: 'See you Friday', at: new Date(Date.now() - 60_000), workoutName: null },
  ...o,
});

const ava = conv('c-1', 'Ava Stone', { unread: 2, awaitingReply: true, last: { kind: 'MESSAGE', sender: 'CLIENT', preview: 'Should I rest?', at: new Date(), workoutName: null } });
const cleo = conv('c-2', 'Cleo Park', { awaitingReply: true, last: { kind: 'FEEDBACK', sender: 'CLIENT', preview: 'Squats felt heavy', at: new Date(Date.now() - 30_000), workoutName: 'Leg Day' } });
const ben = conv('c-3', 'Ben Hale');

describe('the coach’s inbox', () => {
  beforeEach(() => window.localStorage.clear());

  it('lists conversations with previews and counts, filters, and opens one with its thread', async () => {
    const { calls, user } = mountCoach('/coach/inbox', {
      'coach.messages.unread': () => ({ total: 2, clients: [{ clientId: 'c-1', count: 2 }] }),
      'coach.messages.inbox': (input) => {
        const items = input?.filter === 'unread' ? [ava] : input?.filter === 'mine' ? [ava, cleo] : [ava, cleo, ben];
        return { items, nextCursor: null, counts: { all: 3, unread: 1, mine: 2 } };
      },
      'coach.messages.list': () => ({
        items: [
          { id: 'm1', sender: 'CLIENT', content: '<p>Should I rest?</p>', createdAt: new Date(), readAt: null, sessionId: null, workoutName: null },
          {
            id: 'feedback:s1',
            kind: 'FEEDBACK',
            sender: 'CLIENT',
            content: '<p>Squats felt heavy</p>',
            createdAt: new Date(Date.now() - 60_000),
            readAt: null,
            sessionId: 's1',
            workoutName: 'Leg Day',
          },
        ],
        nextCursor: null,
      }),
      'coach.messages.markRead': () => ({ updated: 2 }),
    });
    await waitFor(() => expect(screen.getAllByTestId('inbox-conversation')).toHaveLength(3));
    const rows = screen.getAllByTestId('inbox-conversation');
    expect(rows[0]).toHaveTextContent('Ava Stone');
    expect(rows[0]).toHaveTextContent('Should I rest?');
    expect(rows[0]).toHaveTextContent(T.inboxAwaiting);
    expect(rows[1]).toHaveTextContent(`${T.inboxFeedbackOn('Leg Day')}: Squats felt heavy`);
    expect(rows[2]).toHaveTextContent(`${T.you}: See you Friday`);
    expect(screen.getByRole('button', { name: new RegExp(`^${T.inboxMine}`) })).toHaveTextContent('2');

    await user.click(screen.getByRole('button', { name: new RegExp(`^${T.inboxUnread}`) }));
    await waitFor(() => expect(screen.getAllByTestId('inbox-conversation')).toHaveLength(1));
    expect(callsTo(calls, 'coach.messages.inbox').some((c) => (c.input as { filter?: string } | undefined)?.filter === 'unread')).toBe(true);

    // Keyboard: the conversation is a button; Enter opens it, shows the thread and marks it read.
    screen.getAllByTestId('inbox-conversation')[0]!.focus();
    await user.keyboard('{Enter}');
    const card = await screen.findByTestId('coach-messages');
    await waitFor(() => expect(within(card).getAllByTestId('message')).toHaveLength(2));
    // The client's workout feedback reads in the thread, named as feedback.
    expect(within(card).getAllByTestId('message')[0]).toHaveTextContent(`${T.inboxFeedbackOn('Leg Day')}Squats felt heavy`);
    await waitFor(() => expect(callsTo(calls, 'coach.messages.markRead').map((c) => c.input)).toEqual([{ id: 'c-1' }]));
    expect(within(card).getByPlaceholderText(T.composerPlaceholder)).toBeInTheDocument();
  });

  it('says when there is nothing, and when the list fails', async () => {
    mountCoach('/coach/inbox', { 'coach.messages.unread': () => ({ total: 0, clients: [] }), 'coach.messages.inbox': () => ({ items: [], nextCursor: null, counts: { all: 0, unread: 0, mine: 0 } }) });
    expect(await screen.findByText(T.inboxEmpty)).toBeInTheDocument();
  });
});
