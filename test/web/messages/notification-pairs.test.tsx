/// <reference types="@testing-library/jest-dom/vitest" />
// Issue 16 item 4 on screen: a workout's COMPLETED_WORKOUT and CLIENT_FEEDBACK show as one item
// carrying both; reading or deleting it acts on both (docs/decisions/0014-notification-pairs.md).
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { groupNotifications } from '#web/features/notifications/lib/group.ts';
import { T } from '#web/features/notifications/texts.ts';
import { coachUser } from '../support/fixtures.ts';
import { server } from '../support/msw-server.ts';
import { renderApp } from '../support/render-app.tsx';
import { TrpcMockError, trpcHandler, type TrpcCall } from '../support/trpc-msw.ts';

type Note = ReturnType<typeof groupNotifications>[number];
const n = (id: string, type: Note['type'], sessionId: string | undefined, minutes: number, o: Partial<Note> = {}) => ({
  id,
  type,
  title: type === 'COMPLETED_WORKOUT' ? 'Workout Completed' : type === 'CLIENT_FEEDBACK' ? 'Client Feedback' : 'Missed Workout',
  message: type === 'CLIENT_FEEDBACK' ? `Alex Rivera on Legs ${sessionId}: "Heavy squats"` : `Alex Rivera completed Legs ${sessionId}`,
  isRead: false,
  createdAt: new Date(Date.UTC(2026, 2, 11, 9, minutes)),
  clientId: 'c1',
  clientName: 'Alex Rivera',
  metadata: { planName: 'Legs', sessionId },
  ...o,
});

beforeEach(() => window.localStorage.setItem('coach_token', 'coach-token'));

describe('groupNotifications', () => {
  it('merges a completion with its feedback, keeps others apart, and is read only when both are', () => {
    const groups = groupNotifications([
      n('f1', 'CLIENT_FEEDBACK', 's1', 5),
      n('c1', 'COMPLETED_WORKOUT', 's1', 4, { isRead: true }),
      n('c2', 'COMPLETED_WORKOUT', 's2', 3),
      n('m1', 'MISSED_WORKOUT', 's3', 2),
      n('f4', 'CLIENT_FEEDBACK', 's4', 1, { title: 'Workout Skipped', message: 'Alex Rivera skipped Legs' }),
    ]);
    expect(groups.map((g) => [g.ids, g.type, g.feedback, g.isRead])).toEqual([
      [['f1', 'c1'], 'COMPLETED_WORKOUT', 'Heavy squats', false],
      [['c2'], 'COMPLETED_WORKOUT', null, false],
      [['m1'], 'MISSED_WORKOUT', null, false],
      [['f4'], 'CLIENT_FEEDBACK', null, false],
    ]);
    expect(groups[0]!.createdAt).toEqual(new Date(Date.UTC(2026, 2, 11, 9, 5)));
  });
});

describe('Notifications screen', () => {
  it('shows a pair as one item with the feedback, and marks and deletes both', async () => {
    let items = [n('f1', 'CLIENT_FEEDBACK', 's1', 5), n('c1', 'COMPLETED_WORKOUT', 's1', 4), n('c2', 'COMPLETED_WORKOUT', 's2', 3, { isRead: true })];
    const calls: TrpcCall[] = [];
    server.use(
      ...trpcHandler(
        {
          'auth.me': () => coachUser,
          'coach.notifications.unreadCount': () => ({ count: 1 }),
          'coach.messages.unread': () => ({ total: 0, clients: [] }),
          'coach.notifications.page': () => ({ items, nextCursor: null, partners: [] }),
          'coach.notifications.markRead': (input) => {
            const { id } = input;
            items = items.map((x) => (x.id === id ? { ...x, isRead: true } : x));
            return items.find((x) => x.id === id) ?? new TrpcMockError('NOT_FOUND', 'Notification not found');
          },
          'coach.notifications.delete': (input) => {
            items = items.filter((x) => x.id !== input.id);
            return { ok: true };
          },
        },
        calls,
      ),
    );
    const { user } = renderApp('/coach/notifications');
    await waitFor(() => expect(screen.getAllByTestId('notification')).toHaveLength(2));
    expect(screen.getByRole('tab', { name: /^All/ })).toHaveTextContent('2');
    expect(screen.getByRole('tab', { name: /^Unread/ })).toHaveTextContent('1');
    expect(screen.getByTestId('notification-feedback')).toHaveTextContent('Heavy squats');

    await user.click(screen.getAllByRole('button', { name: T.markRead })[0]!);
    await waitFor(() => expect(calls.filter((c) => c.path === 'coach.notifications.markRead').map((c) => c.input)).toEqual([{ id: 'f1' }, { id: 'c1' }]));
    await waitFor(() => expect(screen.getByRole('tab', { name: /^Unread/ })).toHaveTextContent('0'));

    await user.click(screen.getAllByRole('button', { name: `${T.delete}: Workout Completed` })[0]!);
    await waitFor(() => expect(calls.filter((c) => c.path === 'coach.notifications.delete').map((c) => c.input)).toEqual([{ id: 'f1' }, { id: 'c1' }]));
    await waitFor(() => expect(screen.getAllByTestId('notification')).toHaveLength(1));
  });
});
