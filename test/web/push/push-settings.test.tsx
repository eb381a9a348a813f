// The Notifications card (docs/push.md) on the coach's Profile: the events of the role, saving
// choices and quiet hours, removing a device after a confirmation, and what a browser that cannot
// subscribe is told (iOS in a tab: add to the Home Screen first). Permission is never asked here.
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PUSH_UI as T } from '#web/features/push/texts.ts';
import type { PushState } from '#shared/schemas/push';
import { coachUser } from '../support/fixtures.ts';
import { server } from '../support/msw-server.ts';
import { renderApp } from '../support/render-app.tsx';
import { trpcHandler, type TrpcCall, type TrpcResolvers } from '../support/trpc-msw.ts';

beforeEach(() => window.localStorage.setItem('coach_token', 'coach-token'));
afterEach(() => vi.restoreAllMocks());

const state: PushState = {
  publicKey: 'B'.padEnd(87, 'A'),
  events: ['CLIENT_MESSAGE', 'CLIENT_FEEDBACK', 'CHECK_IN_SUBMITTED'],
  settings: { disabled: [], fullText: false, quietStart: 22 * 60, quietEnd: 7 * 60 },
  devices: [{ id: 'dev1', label: 'Chrome on Android', createdAt: new Date('2026-03-01T10:00:00Z'), lastSentAt: null }],
  timeZone: 'Asia/Tokyo',
};

function mockApi(resolvers: TrpcResolvers, calls: TrpcCall[] = []) {
  server.use(
    ...trpcHandler(
      { 'auth.me': () => coachUser, 'coach.notifications.unreadCount': () => ({ count: 0 }), 'coach.profile.digest': () => ({ digest: 'OFF' }), 'push.state': () => state, ...resolvers },
      calls,
    ),
  );
  return calls;
}

describe('Notifications card', () => {
  it('saves the events, the text choice and quiet hours in the coach’s zone', async () => {
    const calls = mockApi({ 'push.saveSettings': (input) => input });
    const { user } = renderApp('/coach/profile');
    const card = await screen.findByTestId('push-settings');
    expect(await within(card).findByText(T.quietHint('Asia/Tokyo'))).toBeInTheDocument();
    // jsdom has no service worker: the browser is said to be unable, and nothing is asked.
    expect(within(card).getByTestId('push-unsupported')).toHaveTextContent(T.unsupported);
    const save = within(card).getByRole('button', { name: T.save });
    expect(save).toBeDisabled();
    await user.click(within(card).getByRole('checkbox', { name: 'Client messages' }));
    await user.click(within(card).getByRole('checkbox', { name: T.fullText }));
    const from = within(card).getByLabelText(T.quietFrom);
    await user.clear(from);
    await user.type(from, '21:30');
    await user.click(save);
    await waitFor(() => expect(calls.find((c) => c.path === 'push.saveSettings')?.input).toEqual({ disabled: ['CLIENT_MESSAGE'], fullText: true, quietStart: 21 * 60 + 30, quietEnd: 420 }));
    expect(await screen.findByText(T.saved)).toBeInTheDocument();
  });

  it('removes a device only after a confirmation', async () => {
    const calls = mockApi({ 'push.remove': () => ({ ok: true }) });
    const { user } = renderApp('/coach/profile');
    const device = await screen.findByTestId('push-device');
    expect(device).toHaveTextContent('Chrome on Android');
    expect(device).toHaveTextContent(T.neverSent);
    await user.click(within(device).getByRole('button', { name: `${T.remove} Chrome on Android` }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent(T.removeBody('Chrome on Android'));
    expect(calls.some((c) => c.path === 'push.remove')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: T.remove }));
    await waitFor(() => expect(calls.find((c) => c.path === 'push.remove')?.input).toEqual({ id: 'dev1' }));
  });

  it('on an iPhone in a Safari tab, says to add Spotter to the Home Screen first', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1');
    mockApi({});
    renderApp('/coach/profile');
    const card = await screen.findByTestId('push-settings');
    expect(within(card).getByTestId('push-unsupported')).toHaveTextContent(T.iosInstall);
    expect(within(card).queryByRole('checkbox', { name: T.notifyMe })).toBeNull();
  });
});
