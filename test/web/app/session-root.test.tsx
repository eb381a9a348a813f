// The session at the root of the routes without the query layer while nobody is signed in
// (app/session-root.tsx, docs/performance.md "Web delivery"): what a user sees must not change.
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AUTH_TEXTS } from '#web/features/auth/texts.ts';
import { clientUser, coachUser } from '../support/fixtures.ts';
import { server } from '../support/msw-server.ts';
import { renderApp } from '../support/render-app.tsx';
import { trpcHandler, type TrpcCall } from '../support/trpc-msw.ts';

const T = AUTH_TEXTS.login;

describe('session root (docs/product.md §2, §4)', () => {
  it('sends a signed-in coach from /login to the dashboard, and a client to today', async () => {
    window.localStorage.setItem('coach_token', 'coach-t');
    server.use(...trpcHandler({ 'auth.me': () => coachUser }));
    const coach = renderApp('/login');
    await waitFor(() => expect(coach.router.state.location.pathname).toBe('/coach/dashboard'));
    coach.unmount();

    window.localStorage.clear();
    window.localStorage.setItem('client_token', 'client-t');
    server.use(...trpcHandler({ 'auth.me': () => clientUser }));
    const client = renderApp('/login');
    await waitFor(() => expect(client.router.state.location.pathname).toBe('/app/today'));
  });

  it('signs in on /login and opens the area signed in, without checking the new session again', async () => {
    const calls: TrpcCall[] = [];
    server.use(...trpcHandler({ 'auth.login': () => ({ token: 'coach-token-2', user: coachUser }), 'auth.me': () => coachUser }, calls));
    const { user, router, queryClient } = renderApp('/login');
    await user.type(await screen.findByLabelText(/Email/), 'coach@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'correct-password');
    await user.click(screen.getByRole('button', { name: T.submit }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/coach/dashboard'));
    expect(await screen.findByTestId('coach-name')).toHaveTextContent('Casey Coach');
    expect(calls.filter((call) => call.path === 'auth.me')).toEqual([]);
    // The session lives in the app's one query client, as when the layer was there from the start.
    expect(queryClient.getQueryData(['session', 'coach-token-2'])).toEqual(coachUser);
  });
});
