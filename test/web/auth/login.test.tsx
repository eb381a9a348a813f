import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { AUTH_TEXTS } from '#web/features/auth/texts.ts';
import { coachUser } from '../support/fixtures.ts';
import { server } from '../support/msw-server.ts';
import { renderApp } from '../support/render-app.tsx';
import { TrpcMockError, trpcHandler, type TrpcCall } from '../support/trpc-msw.ts';

const T = AUTH_TEXTS.login;

describe('login screen', () => {
  it('keeps the button disabled until both fields are filled', async () => {
    server.use(...trpcHandler({}));
    const { user } = renderApp('/login');
    expect(await screen.findByRole('heading', { name: T.title })).toBeInTheDocument();
    const button = screen.getByRole('button', { name: T.submit });
    expect(button).toBeDisabled();

    await user.type(screen.getByLabelText(/Email/), 'coach@example.com');
    expect(button).toBeDisabled();
    await user.type(screen.getByLabelText(/^Password/), 'secret-password');
    expect(button).toBeEnabled();

    await user.clear(screen.getByLabelText(/Email/));
    expect(button).toBeDisabled();
  });

  it('links to password reset and registration and tells clients to use their link', async () => {
    server.use(...trpcHandler({}));
    renderApp('/login');
    expect(await screen.findByRole('link', { name: T.forgotPassword })).toHaveAttribute('href', '/forgot-password');
    expect(screen.getByRole('link', { name: T.register })).toHaveAttribute('href', '/register');
    expect(screen.getByText(T.clientNote)).toBeInTheDocument();
  });

  it("shows the server's message in an Error toast and stays signed out", async () => {
    const calls: TrpcCall[] = [];
    server.use(...trpcHandler({ 'auth.login': () => new TrpcMockError('UNAUTHORIZED', 'Invalid email or password') }, calls));
    const { user, router } = renderApp('/login');
    await user.type(await screen.findByLabelText(/Email/), '  coach@example.com ');
    await user.type(screen.getByLabelText(/^Password/), 'wrong-password');
    await user.click(screen.getByRole('button', { name: T.submit }));

    expect(await screen.findByText('Invalid email or password')).toBeInTheDocument();
    expect(screen.getByText(T.errorTitle)).toBeInTheDocument();
    expect(calls.find((c) => c.path === 'auth.login')?.input).toEqual({ email: 'coach@example.com', password: 'wrong-password' });
    expect(router.state.location.pathname).toBe('/login');
    expect(window.localStorage.getItem('coach_token')).toBeNull();
  });

  it("falls back to 'Login failed' when the server cannot be reached", async () => {
    server.use(http.post('*/trpc/:path', () => HttpResponse.error()));
    const { user } = renderApp('/login');
    await user.type(await screen.findByLabelText(/Email/), 'coach@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'whatever1');
    await user.click(screen.getByRole('button', { name: T.submit }));
    expect(await screen.findByText(T.failed)).toBeInTheDocument();
  });

  it('stores the coach token, clears the other role token and opens the dashboard', async () => {
    // A client token the server could not check (it was down): kept, nobody signed in.
    window.localStorage.setItem('client_token', 'old-client-token');
    server.use(
      ...trpcHandler({
        'auth.login': () => ({ token: 'coach-token-1', user: coachUser }),
        'auth.me': (_input, call) => (call.authorization === 'Bearer coach-token-1' ? coachUser : new TrpcMockError('INTERNAL_SERVER_ERROR', 'Something went wrong')),
      }),
    );
    const { user, router } = renderApp('/login');
    await user.type(await screen.findByLabelText(/Email/), 'coach@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'correct-password');
    await user.click(screen.getByRole('button', { name: T.submit }));

    expect(await screen.findByText(T.success)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/coach/dashboard'));
    expect(window.localStorage.getItem('coach_token')).toBe('coach-token-1');
    expect(window.sessionStorage.getItem('coach_token')).toBe('coach-token-1');
    expect(document.cookie).toContain('coach_token=coach-token-1');
    expect(window.localStorage.getItem('client_token')).toBeNull();
    expect(await screen.findByTestId('coach-name')).toHaveTextContent('Casey Coach');
  });
});
