import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AUTH_TEXTS } from '#web/features/auth/texts.ts';
import { PUBLIC_TEXTS } from '#web/features/public/texts.ts';
import { clientUser, coachUser } from '../support/fixtures.ts';
import { server } from '../support/msw-server.ts';
import { renderApp } from '../support/render-app.tsx';
import { trpcHandler, type TrpcCall } from '../support/trpc-msw.ts';

describe('routing and guards (docs/product.md §2, §6)', () => {
  it("shows 'Page Not Found' for an unknown path to a signed-in user", async () => {
    window.localStorage.setItem('coach_token', 'coach-t');
    server.use(...trpcHandler({ 'auth.me': () => coachUser }));
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: PUBLIC_TEXTS.notFound.title })).toBeInTheDocument();
  });

  it("shows 'Page Not Found' for an unknown client path even when signed out", async () => {
    server.use(...trpcHandler({}));
    renderApp('/app/nothing-here');
    expect(await screen.findByRole('heading', { name: PUBLIC_TEXTS.notFound.title })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Client navigation' })).toBeInTheDocument();
  });

  it('shows the login screen on other paths when signed out', async () => {
    server.use(...trpcHandler({}));
    renderApp('/coach/plans');
    expect(await screen.findByRole('heading', { name: AUTH_TEXTS.login.title })).toBeInTheDocument();
  });

  it('asks to log in on / when nobody is signed in', async () => {
    server.use(...trpcHandler({}));
    renderApp('/');
    expect(await screen.findByText(PUBLIC_TEXTS.home.pleaseLogIn)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: PUBLIC_TEXTS.home.goToLogin })).toHaveAttribute('href', '/login');
  });

  it('sends a coach from / to the dashboard and a client to today', async () => {
    window.localStorage.setItem('coach_token', 'coach-t');
    server.use(...trpcHandler({ 'auth.me': () => coachUser }));
    const coach = renderApp('/');
    await waitFor(() => expect(coach.router.state.location.pathname).toBe('/coach/dashboard'));
    coach.unmount();

    window.localStorage.clear();
    window.localStorage.setItem('client_token', 'client-t');
    server.use(...trpcHandler({ 'auth.me': () => clientUser }));
    const client = renderApp('/');
    await waitFor(() => expect(client.router.state.location.pathname).toBe('/app/today'));
  });

  it('redirects a client away from the coach area', async () => {
    // The only token is a client's, found outside /coach first (e.g. a bookmark to /coach).
    window.localStorage.setItem('coach_token', 'client-holding-coach-slot');
    server.use(...trpcHandler({ 'auth.me': () => clientUser }));
    const { router } = renderApp('/coach/clients');
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/today'));
  });

  it('shows the coach-only button in the client header for a coach', async () => {
    window.localStorage.setItem('client_token', 'coach-as-client');
    server.use(...trpcHandler({ 'auth.me': () => coachUser }));
    renderApp('/app/today');
    expect(await screen.findByRole('link', { name: 'Coach Dashboard' })).toHaveAttribute('href', '/coach/dashboard');
  });

  it('hides the coach-only button from clients and logs out to /login after asking first', async () => {
    window.localStorage.setItem('client_token', 'client-t');
    const calls: TrpcCall[] = [];
    server.use(...trpcHandler({ 'auth.me': () => clientUser, 'auth.logout': () => ({ ok: true }) }, calls));
    const { user, router } = renderApp('/app/today');
    const logout = await screen.findByRole('button', { name: 'Logout' });
    await waitFor(() => expect(calls.some((c) => c.path === 'auth.me')).toBe(true));
    expect(screen.queryByRole('link', { name: 'Coach Dashboard' })).not.toBeInTheDocument();
    await user.click(logout);
    // Issue 12: one tap does not sign out a client who has no password to come back with.
    const dialog = await screen.findByRole('alertdialog', { name: 'Log out?' });
    expect(calls.some((c) => c.path === 'auth.logout')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(calls.find((c) => c.path === 'auth.logout')?.authorization).toBe('Bearer client-t');
    expect(window.localStorage.getItem('client_token')).toBeNull();
  });

  it('offers every client tab in the bottom bar', async () => {
    server.use(...trpcHandler({}));
    renderApp('/app/upcoming');
    const nav = await screen.findByRole('navigation', { name: 'Client navigation' });
    const links = Array.from(nav.querySelectorAll('a')).map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['Today', '/app/today'],
      ['Upcoming', '/app/upcoming'],
      ['Dashboard', '/app/history'],
      ['Food', '/app/food'],
      ['Progress', '/app/tests'],
      ['Check-ins', '/app/check-ins'],
    ]);
    expect(nav.querySelector('a[aria-current="page"]')?.textContent).toBe('Upcoming');
  });
});
