import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AUTH_TEXTS } from '#web/features/auth/texts.ts';
import { clientUser, coachUser } from '../../support/fixtures.ts';
import { server } from '../../support/msw-server.ts';
import { renderApp } from '../../support/render-app.tsx';
import { TrpcMockError, trpcHandler, type TrpcCall } from '../../support/trpc-msw.ts';

describe('sign-in token in the address (docs/product.md §4)', () => {
  it('stores a client link token in all three places, uses it, and removes it from the address after 200 ms', async () => {
    window.localStorage.setItem('coach_token', 'a-coach-token');
    const calls: TrpcCall[] = [];
    server.use(...trpcHandler({ 'auth.me': () => clientUser }, calls));
    renderApp('/app/today?token=client-link-token&ref=mail#top', { browser: true });

    expect(window.localStorage.getItem('client_token')).toBe('client-link-token');
    expect(window.sessionStorage.getItem('client_token')).toBe('client-link-token');
    expect(document.cookie).toContain('client_token=client-link-token');
    // Only one role's token is kept: the /app path drops the coach's.
    expect(window.localStorage.getItem('coach_token')).toBeNull();
    expect(window.location.search).toContain('token=client-link-token');

    await waitFor(() => expect(window.location.search).toBe('?ref=mail'));
    expect(window.location.pathname).toBe('/app/today');
    expect(window.location.hash).toBe('#top');
    await waitFor(() => expect(calls.some((c) => c.path === 'auth.me')).toBe(true));
    expect(calls.find((c) => c.path === 'auth.me')?.authorization).toBe('Bearer client-link-token');
  });

  it('keeps the token in the address for the first 200 ms', async () => {
    server.use(...trpcHandler({ 'auth.me': () => clientUser }));
    renderApp('/app/today?token=t1', { browser: true });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(window.location.search).toBe('?token=t1');
    await waitFor(() => expect(window.location.search).toBe(''));
  });

  it('stores a token on a path without a role under the role auth.me reports', async () => {
    server.use(...trpcHandler({ 'auth.me': () => coachUser }));
    renderApp('/demo?token=mystery-token', { browser: true });
    await waitFor(() => expect(window.localStorage.getItem('coach_token')).toBe('mystery-token'));
    expect(window.localStorage.getItem('client_token')).toBeNull();
    await waitFor(() => expect(window.location.search).toBe(''));
  });

  it('clears every stored token when auth.me answers 401, and shows the login screen', async () => {
    window.localStorage.setItem('coach_token', 'revoked');
    window.sessionStorage.setItem('client_token', 'also-old');
    server.use(...trpcHandler({ 'auth.me': () => new TrpcMockError('UNAUTHORIZED', 'Please sign in to continue') }));
    renderApp('/coach/clients');
    expect(await screen.findByRole('heading', { name: AUTH_TEXTS.login.title })).toBeInTheDocument();
    expect(window.localStorage.getItem('coach_token')).toBeNull();
    expect(window.sessionStorage.getItem('client_token')).toBeNull();
    expect(document.cookie).not.toContain('coach_token=revoked');
  });

  it('on /coach uses the coach token and drops a client token', async () => {
    window.localStorage.setItem('client_token', 'client-t');
    document.cookie = 'coach_token=coach-from-cookie; Path=/';
    const calls: TrpcCall[] = [];
    server.use(...trpcHandler({ 'auth.me': () => coachUser }, calls));
    renderApp('/coach/dashboard');
    expect(await screen.findByTestId('coach-name')).toHaveTextContent('Casey Coach');
    expect(calls.find((c) => c.path === 'auth.me')?.authorization).toBe('Bearer coach-from-cookie');
    expect(window.localStorage.getItem('client_token')).toBeNull();
  });

  it('does not treat a reset link token as a sign-in token', async () => {
    server.use(...trpcHandler({ 'auth.verifyResetToken': () => ({ valid: true }) }));
    renderApp('/reset-password?token=reset-only', { browser: true });
    expect(await screen.findByLabelText(/^New password/)).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(window.location.search).toBe('?token=reset-only');
    expect(window.localStorage.getItem('coach_token')).toBeNull();
    expect(window.localStorage.getItem('client_token')).toBeNull();
  });
});
