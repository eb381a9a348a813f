/// <reference types="@testing-library/jest-dom/vitest" />
// The dashboard's Needs attention panel and the client detail's tags editor (docs/triage.md).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { T } from '#web/features/triage/texts.ts';
import { TrpcMockError, type TrpcCall, type TrpcOutput } from '../support/trpc-msw.ts';
import { callsTo, client, mountCoach } from '../clients/support.ts';

type Page = TrpcOutput<'coach.triage.roster'>;

const dashboard = {
  'coach.notifications.checkMissedWorkouts': () => ({ marked: 0, due: 0 }),
  'coach.notifications.recent': () => [],
  'coach.dashboard.clientProgress': () => [],
  'coach.dashboard.counts': () => ({ thisWeekCompleted: 0, missedWorkouts: 0 }),
} as const;

const attention = (n: number): Page => ({
  items: Array.from({ length: Math.min(n, 5) }, (_, i) => ({
    id: `c${i}`,
    firstName: `Client${i}`,
    lastName: 'Test',
    tags: [],
    status: 'needs_attention' as const,
    reasons: ['NO_ACTIVITY' as const],
    program: null,
    adherence7: null,
    adherence30: null,
    due7: 0,
    completed7: 0,
    due30: 0,
    completed30: 0,
    lastWorkoutAt: null,
    lastActivityAt: null,
    daysSinceActivity: 6,
    unreadMessages: i === 0 ? 3 : 0,
    unreviewedCheckIns: 0,
    checkIn: null,
    missedSinceCoachMessage: 0,
  })),
  total: n,
  page: 1,
  pageSize: 5,
  counts: { needs_attention: n, on_track: 0, no_program: 0, archived: 0 },
  tags: [],
});

describe('the dashboard’s Needs attention panel', () => {
  beforeEach(() => window.localStorage.clear());

  it('leads the dashboard with the top clients, their reasons and a link to the whole list', async () => {
    const calls: TrpcCall[] = [];
    mountCoach('/coach/dashboard', { ...dashboard, 'coach.triage.roster': () => attention(8) }, calls);
    // It comes once the dashboard's own reads are in (lib/after-first-screen.ts).
    const panel = await screen.findByRole('region', { name: T.panelTitle }, { timeout: 5000 });
    await within(panel).findByRole('link', { name: 'Client0 Test' });
    expect(within(panel).getAllByRole('listitem')).toHaveLength(5);
    expect(within(panel).getAllByText('Inactive')[0]).toHaveAttribute('title', 'No activity for 6 days');
    expect(within(panel).getByRole('link', { name: T.panelAll(8) })).toHaveAttribute('href', '/coach/roster?status=needs_attention');
    expect(callsTo(calls, 'coach.triage.roster')[0]?.input).toEqual({ status: 'needs_attention', pageSize: 5 });
    // It comes before the stat cards.
    const heading = screen.getByRole('heading', { name: T.panelTitle });
    expect(heading.compareDocumentPosition(screen.getByText('Active Clients')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('says when nobody needs attention, and offers a retry after a failure', async () => {
    let fail = true;
    mountCoach('/coach/dashboard', { ...dashboard, 'coach.triage.roster': () => (fail ? new TrpcMockError('INTERNAL_SERVER_ERROR', 'boom') : attention(0)) });
    expect(await screen.findByText(T.panelFailed, {}, { timeout: 5000 })).toBeInTheDocument();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: T.panelRetry }));
    expect(await screen.findByText(T.panelEmpty)).toBeInTheDocument();
  });
});

describe('the client detail’s tags', () => {
  beforeEach(() => window.localStorage.clear());

  it('adds and removes tags, checking them with the shared rule first', async () => {
    const calls: TrpcCall[] = [];
    let tags = ['online'];
    mountCoach(
      '/coach/clients/c-alex',
      {
        'coach.clients.get': () => client('c-alex', 'Alex', 'Rivera', { tags }),
        'coach.clients.assignments': () => [],
        'coach.clients.history': () => [],
        'coach.triage.setTags': (input) => {
          tags = input.tags;
          return { id: input.id, tags };
        },
      },
      calls,
    );
    const card = await screen.findByRole('region', { name: T.tagsTitle });
    expect(within(card).getByText('online')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(within(card).getByRole('textbox', { name: T.tagsInput }), 'x'.repeat(31));
    await user.click(within(card).getByRole('button', { name: T.tagsAdd }));
    expect(await within(card).findByText('A tag must be at most 30 characters')).toBeInTheDocument();
    expect(callsTo(calls, 'coach.triage.setTags')).toHaveLength(0);

    await user.clear(within(card).getByRole('textbox', { name: T.tagsInput }));
    await user.type(within(card).getByRole('textbox', { name: T.tagsInput }), ' competition prep {Enter}');
    await waitFor(() => expect(callsTo(calls, 'coach.triage.setTags')[0]?.input).toEqual({ id: 'c-alex', tags: ['online', 'competition prep'] }), { timeout: 5000 });
    expect(await within(card).findByText('competition prep')).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: T.tagsRemove('online') }));
    await waitFor(() => expect(callsTo(calls, 'coach.triage.setTags')[1]?.input).toEqual({ id: 'c-alex', tags: ['competition prep'] }), { timeout: 5000 });
  });
});
