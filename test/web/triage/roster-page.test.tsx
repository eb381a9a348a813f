/// <reference types="@testing-library/jest-dom/vitest" />
// The triage roster in the browser (docs/triage.md): rows with reason badges, status chips and
// the tag filter sent to the server, sortable columns, loading / empty / error states, the rule
// settings with their defaults.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { T } from '#web/features/triage/texts.ts';
import { TrpcMockError, type TrpcCall, type TrpcOutput } from '../support/trpc-msw.ts';
import { callsTo, mountCoach } from '../clients/support.ts';

type Page = TrpcOutput<'coach.triage.roster'>;
type Row = Page['items'][number];

const row = (id: string, firstName: string, o: Partial<Row> = {}): Row => ({
  id,
  firstName,
  lastName: 'Test',
  tags: [],
  status: 'on_track',
  reasons: [],
  program: 'Strength Block',
  adherence7: 100,
  adherence30: 90,
  due7: 3,
  completed7: 3,
  due30: 10,
  completed30: 9,
  lastWorkoutAt: new Date('2026-03-10T08:00:00Z'),
  lastActivityAt: new Date('2026-03-10T08:00:00Z'),
  daysSinceActivity: 1,
  unreadMessages: 0,
  unreviewedCheckIns: 0,
  checkIn: null,
  missedSinceCoachMessage: 0,
  ...o,
});

const page = (items: Row[], o: Partial<Page> = {}): Page => ({
  items,
  total: items.length,
  page: 1,
  pageSize: 50,
  counts: { needs_attention: 1, on_track: 1, no_program: 0, archived: 2 },
  tags: ['in-person', 'online'],
  ...o,
});

const ava = row('c-ava', 'Ava', {
  status: 'needs_attention',
  reasons: ['NO_ACTIVITY', 'LOW_ADHERENCE'],
  adherence7: 33,
  due7: 3,
  completed7: 1,
  daysSinceActivity: 5,
  unreadMessages: 2,
  tags: ['online'],
  checkIn: 'OVERDUE',
});
const ben = row('c-ben', 'Ben');

describe('the roster page', () => {
  beforeEach(() => window.localStorage.clear());

  it('shows each client with reasons, figures and tags, and sends filters and sorting to the server', async () => {
    const calls: TrpcCall[] = [];
    mountCoach('/coach/roster', { 'coach.triage.roster': (input) => page(input.status === 'needs_attention' ? [ava] : [ava, ben]) }, calls);
    const table = await screen.findByRole('table', { name: T.title });
    const rows = within(table).getAllByTestId('roster-row');
    expect(rows).toHaveLength(2);
    const first = within(rows[0]!);
    expect(first.getByRole('link', { name: 'Ava Test' })).toHaveAttribute('href', '/coach/clients/c-ava');
    expect(first.getByText('Inactive')).toHaveAttribute('title', 'No activity for 5 days');
    expect(first.getByText('Low adherence')).toBeInTheDocument();
    expect(first.getByText('33%').closest('td')).toHaveAttribute('title', '1 of 3 due workouts completed');
    expect(first.getByText('online')).toBeInTheDocument();
    expect(first.getByText('Overdue')).toBeInTheDocument();
    expect(first.getByTestId('unread-badge')).toHaveTextContent('2');
    expect(within(rows[1]!).getByText(T.onTrack)).toBeInTheDocument();

    // The chips carry the server's counts; choosing one asks for that status.
    const user = userEvent.setup();
    const chips = screen.getByRole('navigation', { name: T.statusFilters });
    await user.click(within(chips).getByRole('button', { name: /Needs attention/ }));
    await waitFor(() => expect(callsTo(calls, 'coach.triage.roster').at(-1)?.input).toMatchObject({ status: 'needs_attention' }));
    expect(within(chips).getByRole('button', { name: /Needs attention/ })).toHaveAttribute('aria-pressed', 'true');
    expect(within(chips).getByRole('button', { name: /Archived/ })).toHaveTextContent('2');

    await user.selectOptions(screen.getByRole('combobox', { name: T.tagLabel }), 'online');
    await waitFor(() => expect(callsTo(calls, 'coach.triage.roster').at(-1)?.input).toMatchObject({ status: 'needs_attention', tag: 'online' }));

    // A column header sorts, again reverses; aria-sort says which.
    await user.click(screen.getByRole('button', { name: T.sortBy(T.col.adherence7) }));
    await waitFor(() => expect(callsTo(calls, 'coach.triage.roster').at(-1)?.input).toMatchObject({ sort: 'adherence7', order: 'asc' }));
    await user.click(screen.getByRole('button', { name: T.sortBy(T.col.adherence7) }));
    await waitFor(() => expect(callsTo(calls, 'coach.triage.roster').at(-1)?.input).toMatchObject({ sort: 'adherence7', order: 'desc' }));
    expect(screen.getByRole('button', { name: T.sortBy(T.col.adherence7) }).closest('th')).toHaveAttribute('aria-sort', 'descending');

    await user.type(screen.getByRole('searchbox', { name: T.searchLabel }), 'av{Enter}');
    await waitFor(() => expect(callsTo(calls, 'coach.triage.roster').at(-1)?.input).toMatchObject({ search: 'av' }));
  });

  it('says when nobody needs attention, and offers a retry when the roster cannot load', async () => {
    let fail = true;
    mountCoach('/coach/roster?status=needs_attention', { 'coach.triage.roster': () => (fail ? new TrpcMockError('INTERNAL_SERVER_ERROR', 'boom') : page([])) });
    expect(await screen.findByText(T.failed)).toBeInTheDocument();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: /Try again/ }));
    expect(await screen.findByText(T.emptyAttention)).toBeInTheDocument();
  });

  it('the rule settings show the defaults and save the changed rule', async () => {
    const calls: TrpcCall[] = [];
    mountCoach(
      '/coach/roster',
      {
        'coach.triage.roster': () => page([ben]),
        'coach.triage.getRule': () => ({
          inactiveEnabled: true,
          inactiveDays: 4,
          lowAdherenceEnabled: true,
          adherenceBelowPct: 60,
          missedSinceMessageEnabled: true,
          unreviewedCheckInEnabled: true,
          isDefault: true,
        }),
        'coach.triage.setRule': (input) => ({ ...input, isDefault: false }),
      },
      calls,
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: T.settings }));
    const dialog = await screen.findByRole('dialog');
    const days = await within(dialog).findByRole('spinbutton', { name: `${T.ruleInactive} (${T.ruleInactiveUnit})` });
    expect(days).toHaveValue(4);
    expect(within(dialog).getByText('Default: 4 days')).toBeInTheDocument();
    expect(within(dialog).getByText('Default: 60%')).toBeInTheDocument();
    await user.clear(days);
    await user.type(days, '0');
    await user.click(within(dialog).getByRole('button', { name: T.ruleSave }));
    expect(await within(dialog).findByText(/inactiveDays must be between 1 and 60/)).toBeInTheDocument();
    expect(callsTo(calls, 'coach.triage.setRule')).toHaveLength(0);
    await user.clear(days);
    await user.type(days, '7');
    await user.click(within(dialog).getByRole('checkbox', { name: T.ruleMissed }));
    await user.click(within(dialog).getByRole('button', { name: T.ruleSave }));
    await waitFor(() => expect(callsTo(calls, 'coach.triage.setRule')).toHaveLength(1), { timeout: 5000 });
    expect(callsTo(calls, 'coach.triage.setRule')[0]?.input).toEqual({
      inactiveEnabled: true,
      inactiveDays: 7,
      lowAdherenceEnabled: true,
      adherenceBelowPct: 60,
      missedSinceMessageEnabled: false,
      unreviewedCheckInEnabled: true,
    });
  });
});
