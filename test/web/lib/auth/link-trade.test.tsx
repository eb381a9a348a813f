// Trading a client's access link for a device session (docs/product.md §4): the link goes to
// auth.linkSession once, and every call of the app after that carries the device session.
// This test is alone in its file on purpose: it checks the token of every call the app makes,
// and a previous test's app can still send a write a moment after its test ended (a write waits
// for the offline queue's module first), reading whichever token is active by then
// (test/web/setup.ts).
import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { clientUser } from '../../support/fixtures.ts';
import { server } from '../../support/msw-server.ts';
import { renderApp } from '../../support/render-app.tsx';
import { trpcHandler, type TrpcCall } from '../../support/trpc-msw.ts';

describe('client link trade (docs/product.md §4)', () => {
  it('trades a client link on /app for a device session and keeps the session, not the link', async () => {
    const calls: TrpcCall[] = [];
    server.use(
      ...trpcHandler(
        {
          'auth.linkSession': (input) => {
            expect(input).toEqual({ token: 'link-to-trade' });
            return { token: 'device-session-token', user: clientUser };
          },
          'auth.me': () => clientUser,
          'clientApp.workouts.today': () => null,
        },
        calls,
      ),
    );
    renderApp('/app/today?token=link-to-trade', { browser: true });
    await waitFor(() => expect(window.localStorage.getItem('client_token')).toBe('device-session-token'));
    expect(window.sessionStorage.getItem('client_token')).toBe('device-session-token');
    expect(document.cookie).toContain('client_token=device-session-token');
    expect(document.cookie).not.toContain('link-to-trade');
    await waitFor(() => expect(calls.filter((c) => c.authorization === 'Bearer device-session-token').length).toBeGreaterThan(0));
    // The link is sent once, to be traded; every screen's call goes with the device session.
    expect(calls.filter((c) => c.authorization === 'Bearer link-to-trade').map((c) => c.path)).toEqual(['auth.linkSession']);
  });
});
