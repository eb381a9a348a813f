import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AUTH_TEXTS } from '#web/features/auth/texts.ts';
import { coachUser } from '../support/fixtures.ts';
import { server } from '../support/msw-server.ts';
import { renderApp } from '../support/render-app.tsx';
import { TrpcMockError, trpcHandler, type TrpcCall } from '../support/trpc-msw.ts';
import { MSG_INVITE_INVALID, MSG_INVITE_ONLY, MSG_PASSWORD_TOO_SHORT, MSG_REGISTRATION_CLOSED } from '#shared/schemas/auth';

const T = AUTH_TEXTS.register;

async function fillForm(user: ReturnType<typeof renderApp>['user'], password: string, confirm: string) {
  await user.type(await screen.findByLabelText(/First name/), 'Casey');
  await user.type(screen.getByLabelText(/Last name/), 'Coach');
  await user.type(screen.getByLabelText(/Email/), 'casey@example.com');
  await user.type(screen.getByLabelText(/^Password/), password);
  await user.type(screen.getByLabelText(/Confirm password/), confirm);
}

describe('register screen', () => {
  it("says 'Passwords don't match' and keeps the button disabled until they do", async () => {
    server.use(...trpcHandler({}));
    const { user } = renderApp('/register');
    await fillForm(user, 'long-enough-1', 'long-enough-2');
    expect(screen.getByText(T.mismatch)).toBeInTheDocument();
    const button = screen.getByRole('button', { name: T.submit });
    expect(button).toBeDisabled();

    await user.clear(screen.getByLabelText(/Confirm password/));
    await user.type(screen.getByLabelText(/Confirm password/), 'long-enough-1');
    expect(screen.queryByText(T.mismatch)).not.toBeInTheDocument();
    expect(button).toBeEnabled();
  });

  it('creates a coach account and opens the dashboard', async () => {
    const calls: TrpcCall[] = [];
    server.use(...trpcHandler({ 'auth.register': () => ({ token: 'new-coach-token', user: coachUser }), 'auth.me': () => coachUser }, calls));
    const { user, router } = renderApp('/register');
    await fillForm(user, 'long-enough-1', 'long-enough-1');
    await user.click(screen.getByRole('button', { name: T.submit }));

    expect(await screen.findByText(T.success)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/coach/dashboard'));
    expect(calls.find((c) => c.path === 'auth.register')?.input).toEqual({
      email: 'casey@example.com',
      password: 'long-enough-1',
      role: 'COACH',
      firstName: 'Casey',
      lastName: 'Coach',
    });
    expect(window.localStorage.getItem('coach_token')).toBe('new-coach-token');
  });

  it("shows the server's reason when registration is refused", async () => {
    server.use(...trpcHandler({ 'auth.register': () => new TrpcMockError('CONFLICT', 'An account with this email already exists') }));
    const { user } = renderApp('/register');
    await fillForm(user, 'long-enough-1', 'long-enough-1');
    await user.click(screen.getByRole('button', { name: T.submit }));
    expect(await screen.findByText('An account with this email already exists')).toBeInTheDocument();
  });

  it('checks the minimum password length before calling the server', async () => {
    const calls: TrpcCall[] = [];
    server.use(...trpcHandler({}, calls));
    const { user } = renderApp('/register');
    await fillForm(user, 'short', 'short');
    await user.click(screen.getByRole('button', { name: T.submit }));
    expect(await screen.findByText(MSG_PASSWORD_TOO_SHORT)).toBeInTheDocument();
    expect(calls.filter((c) => c.path === 'auth.register')).toHaveLength(0);
  });

  it('links back to the login screen', async () => {
    server.use(...trpcHandler({}));
    renderApp('/register');
    expect(await screen.findByRole('link', { name: T.login })).toHaveAttribute('href', '/login');
  });
});

describe('register screen on a server with sign-up closed (REGISTRATION=closed)', () => {
  it('says sign-up is closed instead of showing the form, and offers sign-in', async () => {
    server.use(...trpcHandler({ 'auth.registration': () => ({ open: false, mode: 'closed' as const }) }));
    renderApp('/register');
    expect(await screen.findByRole('heading', { name: T.closedTitle })).toBeInTheDocument();
    expect(screen.getByText(MSG_REGISTRATION_CLOSED)).toBeInTheDocument();
    expect(screen.queryByLabelText(/First name/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: T.login })).toHaveAttribute('href', '/login');
  });

  it('shows the form when the server says sign-up is open', async () => {
    server.use(...trpcHandler({ 'auth.registration': () => ({ open: true, mode: 'open' as const }) }));
    renderApp('/register');
    expect(await screen.findByLabelText(/First name/)).toBeInTheDocument();
    expect(screen.queryByText(MSG_REGISTRATION_CLOSED)).not.toBeInTheDocument();
  });
});

describe('register screen on an invite-only server (REGISTRATION=invite)', () => {
  it('without an invitation link, says sign-up is by invitation and shows no form', async () => {
    server.use(...trpcHandler({ 'auth.registration': () => ({ open: false, mode: 'invite' as const }) }));
    renderApp('/register');
    expect(await screen.findByRole('heading', { name: T.inviteOnlyTitle })).toBeInTheDocument();
    expect(screen.getByText(MSG_INVITE_ONLY)).toBeInTheDocument();
    expect(screen.queryByLabelText(/First name/)).not.toBeInTheDocument();
  });

  it('with a valid link, starts with the invited address and sends the invitation with the sign-up', async () => {
    const calls: TrpcCall[] = [];
    server.use(
      ...trpcHandler(
        {
          'auth.registration': () => ({ open: false, mode: 'invite' as const }),
          'auth.checkInvite': () => ({ email: 'ivy@example.com', expiresAt: '2026-03-18T10:00:00.000Z' }),
          'auth.register': () => ({ token: 'new-coach-token', user: coachUser }),
          'auth.me': () => coachUser,
        },
        calls,
      ),
    );
    const { user } = renderApp('/register?invite=abc123');
    await waitFor(() => expect(screen.getByLabelText(/Email/)).toHaveValue('ivy@example.com'));
    expect(screen.getByRole('heading', { name: T.invitedTitle })).toBeInTheDocument();
    expect(calls.find((c) => c.path === 'auth.checkInvite')?.input).toEqual({ token: 'abc123' });
    await user.type(screen.getByLabelText(/First name/), 'Ivy');
    await user.type(screen.getByLabelText(/Last name/), 'Invited');
    await user.type(screen.getByLabelText(/^Password/), 'long-enough-1');
    await user.type(screen.getByLabelText(/Confirm password/), 'long-enough-1');
    await user.click(screen.getByRole('button', { name: T.submit }));
    await waitFor(() => expect(calls.find((c) => c.path === 'auth.register')?.input).toMatchObject({ email: 'ivy@example.com', invite: 'abc123', role: 'COACH' }));
  });

  it('with a used or expired link, says the invitation cannot be used and shows no form', async () => {
    server.use(
      ...trpcHandler({
        'auth.registration': () => ({ open: false, mode: 'invite' as const }),
        'auth.checkInvite': () => new TrpcMockError('NOT_FOUND', MSG_INVITE_INVALID),
      }),
    );
    renderApp('/register?invite=used');
    expect(await screen.findByRole('heading', { name: T.inviteInvalidTitle })).toBeInTheDocument();
    expect(screen.getByText(MSG_INVITE_INVALID)).toBeInTheDocument();
    expect(screen.queryByLabelText(/First name/)).not.toBeInTheDocument();
  });
});
