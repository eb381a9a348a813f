// Issue 12 "Sign-in without dead ends": the invalid-link screen with "E-mail me a new link", a
// client on /coach kept signed in, and a coach's read-only "View as client" preview.
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ACCESS_TEXTS } from '#web/features/client-app/texts.ts';
import { clientUser, coachUser } from '../support/fixtures.ts';
import { server } from '../support/msw-server.ts';
import { renderApp } from '../support/render-app.tsx';
import { TrpcMockError, trpcHandler, type TrpcCall } from '../support/trpc-msw.ts';

describe('client sign-in dead ends (issue 12)', () => {
  it('tells a client with a revoked link what to do and e-mails their current link on request', async () => {
    const calls: TrpcCall[] = [];
    server.use(
      ...trpcHandler(
        {
          'auth.me': () => new TrpcMockError('UNAUTHORIZED', 'Please sign in to continue'),
          'auth.requestAccessLink': () => ({ ok: true }),
        },
        calls,
      ),
    );
    const { user } = renderApp('/app/today?token=revoked-link');
    expect(await screen.findByText('This link is no longer valid. Ask your coach for a new one.')).toBeInTheDocument();
    expect(screen.queryByText('Error Loading Workout')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'E-mail me a new link' }));
    await user.type(screen.getByLabelText(new RegExp(ACCESS_TEXTS.emailLabel)), 'kai@example.com');
    await user.click(screen.getByRole('button', { name: ACCESS_TEXTS.send }));
    expect(await screen.findByText(ACCESS_TEXTS.sent)).toBeInTheDocument();
    expect(calls.find((c) => c.path === 'auth.requestAccessLink')?.input).toEqual({ email: 'kai@example.com' });
  });

  it('with no link at all says how to get one, not that a link is invalid (issue 31)', async () => {
    const calls: TrpcCall[] = [];
    server.use(...trpcHandler({ 'auth.requestAccessLink': () => ({ ok: true }) }, calls));
    const { user } = renderApp('/app/today');
    expect(await screen.findByRole('heading', { name: ACCESS_TEXTS.noLinkTitle })).toBeInTheDocument();
    expect(screen.getByText(ACCESS_TEXTS.noLinkBody)).toBeInTheDocument();
    expect(screen.queryByText(ACCESS_TEXTS.invalidBody)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'E-mail me a new link' }));
    await user.type(screen.getByLabelText(new RegExp(ACCESS_TEXTS.emailLabel)), 'kai@example.com');
    await user.click(screen.getByRole('button', { name: ACCESS_TEXTS.send }));
    expect(await screen.findByText(ACCESS_TEXTS.sent)).toBeInTheDocument();
  });

  it('sends a signed-in client who loads a /coach page to /app/today, still signed in', async () => {
    window.localStorage.setItem('client_token', 'client-t');
    const calls: TrpcCall[] = [];
    server.use(...trpcHandler({ 'auth.me': () => clientUser }, calls));
    const { router } = renderApp('/coach/clients/abc');
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/today'));
    expect(window.localStorage.getItem('client_token')).toBe('client-t');
    expect(calls.every((c) => c.authorization === 'Bearer client-t')).toBe(true);
    expect(screen.queryByText(ACCESS_TEXTS.invalidBody)).not.toBeInTheDocument();
  });

  it("keeps a coach signed in on /app and shows 'Coach Dashboard' with a way to preview a client", async () => {
    window.localStorage.setItem('coach_token', 'coach-t');
    server.use(...trpcHandler({ 'auth.me': () => coachUser }));
    renderApp('/app/today');
    expect(await screen.findByRole('link', { name: 'Coach Dashboard' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: ACCESS_TEXTS.coachTitle })).toBeInTheDocument();
    expect(window.localStorage.getItem('coach_token')).toBe('coach-t');
  });

  it("previews a client's app read-only and goes back to the coach area with the coach's own token", async () => {
    window.localStorage.setItem('coach_token', 'coach-t');
    window.sessionStorage.setItem('preview_token', 'pv1.preview');
    const calls: TrpcCall[] = [];
    server.use(
      ...trpcHandler(
        {
          'auth.me': (_input, call) => (call.authorization === 'Bearer pv1.preview' ? clientUser : coachUser),
        },
        calls,
      ),
    );
    const { user, router } = renderApp('/app/upcoming');
    const dashboard = await screen.findByRole('link', { name: 'Coach Dashboard' });
    expect(screen.getByText(ACCESS_TEXTS.previewBanner(`${clientUser.firstName} ${clientUser.lastName}`))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
    expect(calls.find((c) => c.path === 'auth.me')?.authorization).toBe('Bearer pv1.preview');

    await user.click(dashboard);
    await waitFor(() => expect(router.state.location.pathname).toBe('/coach/dashboard'));
    await waitFor(() => expect(calls.some((c) => c.path === 'auth.me' && c.authorization === 'Bearer coach-t')).toBe(true));
    expect(window.sessionStorage.getItem('preview_token')).toBeNull();
    expect(window.localStorage.getItem('coach_token')).toBe('coach-t');
  });
});
