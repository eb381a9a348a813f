// The calendar feed card (docs/calendar-and-csv.md) on the coach's Profile: make a URL (shown
// once), copy it, make a new one or turn it off only after confirming.
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { T } from '#web/features/integrations/feeds-texts.ts';
import { detectTimeZone } from '#web/lib/use-time-zone.ts';
import { clientUser, coachUser, unsavedBranding } from '../support/fixtures.ts';
import { server } from '../support/msw-server.ts';
import { renderApp } from '../support/render-app.tsx';
import { trpcHandler, type TrpcCall, type TrpcResolvers } from '../support/trpc-msw.ts';

beforeEach(() => window.localStorage.setItem('coach_token', 'coach-token'));

const URL_1 = 'http://localhost/api/calendar-feeds/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.ics';
const URL_2 = 'http://localhost/api/calendar-feeds/BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB.ics';

function mockApi(resolvers: TrpcResolvers, calls: TrpcCall[] = []) {
  server.use(...trpcHandler({ 'auth.me': () => coachUser, 'coach.notifications.unreadCount': () => ({ count: 0 }), 'coach.profile.digest': () => ({ digest: 'OFF' }), ...resolvers }, calls));
  return calls;
}

describe('the coach’s calendar feed', () => {
  it('makes a URL and shows it once; a new URL and turning off ask first', async () => {
    let active = false;
    let n = 0;
    const calls = mockApi({
      'coach.calendarFeeds.own': () => ({ active, createdAt: active ? new Date('2026-03-11T10:00:00.000Z') : null }),
      'coach.calendarFeeds.regenerateOwn': () => {
        active = true;
        n += 1;
        const url = n === 1 ? URL_1 : URL_2;
        return { url, webcalUrl: url.replace('http:', 'webcal:'), createdAt: new Date('2026-03-11T10:00:00.000Z') };
      },
      'coach.calendarFeeds.revokeOwn': () => {
        active = false;
        return { active: false, createdAt: null };
      },
    });
    const { user } = renderApp('/coach/profile');
    const card = await screen.findByTestId('calendar-feed-card');
    expect(await within(card).findByText(T.feedOff)).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: T.create }));
    expect(await within(card).findByTestId('calendar-feed-url')).toHaveValue(URL_1);
    expect(within(card).getByText(T.feedNew)).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: T.subscribe })).toHaveAttribute('href', URL_1.replace('http:', 'webcal:'));

    // A new URL only after confirming: cancel first, nothing is called.
    await user.click(within(card).getByRole('button', { name: T.regenerate }));
    let dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(T.regenerateBody)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(calls.filter((c) => c.path === 'coach.calendarFeeds.regenerateOwn')).toHaveLength(1);
    await user.click(within(card).getByRole('button', { name: T.regenerate }));
    dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: T.regenerate }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(within(card).getByTestId('calendar-feed-url')).toHaveValue(URL_2);

    await user.click(within(card).getByRole('button', { name: T.revoke }));
    dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: T.revoke }));
    expect(await within(card).findByText(T.feedOff)).toBeInTheDocument();
    expect(within(card).queryByTestId('calendar-feed-url')).toBeNull();
    expect(calls.filter((c) => c.path === 'coach.calendarFeeds.revokeOwn')).toHaveLength(1);
  });

  it('a feed made earlier shows its date and no URL', async () => {
    mockApi({ 'coach.calendarFeeds.own': () => ({ active: true, createdAt: new Date('2026-03-01T10:00:00.000Z') }) });
    renderApp('/coach/profile');
    const state = await screen.findByTestId('calendar-feed-state');
    expect(state.textContent).toMatch(/shown only once/);
    expect(screen.queryByTestId('calendar-feed-url')).toBeNull();
    expect(screen.getByRole('button', { name: T.regenerate })).toBeEnabled();
  });
});

describe('the client’s own feed, from their dashboard', () => {
  it('opens from the Calendar feed button and makes the client’s URL', async () => {
    window.localStorage.setItem('client_token', 'client-token');
    const calls: TrpcCall[] = [];
    server.use(
      ...trpcHandler(
        {
          'auth.me': () => ({ ...clientUser, timeZone: detectTimeZone() ?? 'UTC' }),
          'clientApp.branding.get': () => unsavedBranding,
          'clientApp.workouts.today': () => null,
          'clientApp.workouts.listSessions': () => [],
          'clientApp.workouts.dashboard': () => ({ mealsPerDay: 3, foodToday: 0, foodThisWeek: 0 }),
          'clientApp.workouts.sessionResults': () => [],
          'clientApp.workouts.history': () => ({ items: [], nextCursor: null }),
          'clientApp.calendarFeed.get': () => ({ active: false, createdAt: null }),
          'clientApp.calendarFeed.regenerate': () => ({ url: URL_1, webcalUrl: URL_1.replace('http:', 'webcal:'), createdAt: new Date('2026-03-11T10:00:00.000Z') }),
        },
        calls,
      ),
    );
    const { user } = renderApp('/app/history');
    await user.click(await screen.findByRole('button', { name: T.calendarMenu }, { timeout: 8000 }));
    const dialog = await screen.findByRole('dialog');
    await user.click(await within(dialog).findByRole('button', { name: T.create }));
    expect(await within(dialog).findByTestId('calendar-feed-url')).toHaveValue(URL_1);
    expect(calls.filter((c) => c.path === 'clientApp.calendarFeed.regenerate')).toHaveLength(1);
  });
});
