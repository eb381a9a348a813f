import { screen, waitFor } from '@testing-library/react';
import { delay } from 'msw';
import { describe, expect, it } from 'vitest';
import { AUTH_TEXTS } from '#web/features/auth/texts.ts';
import { server } from '../support/msw-server.ts';
import { renderApp } from '../support/render-app.tsx';
import { TrpcMockError, trpcHandler, type TrpcCall } from '../support/trpc-msw.ts';
import { MSG_PASSWORD_TOO_SHORT } from '#shared/schemas/auth';

const T = AUTH_TEXTS.reset;

describe('reset password screen', () => {
  it("without a token shows 'Invalid reset link' with a way to request a new one", async () => {
    server.use(...trpcHandler({}));
    renderApp('/reset-password');
    expect(await screen.findByRole('heading', { name: T.invalidTitle })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: T.requestNew })).toHaveAttribute('href', '/forgot-password');
    expect(screen.getByRole('link', { name: T.backToLogin })).toHaveAttribute('href', '/login');
  });

  it("shows 'Verifying' while checking, then the server's reason for an invalid token", async () => {
    server.use(
      ...trpcHandler({
        'auth.verifyResetToken': async () => {
          await delay(150);
          return { valid: false, error: 'This reset link has expired' };
        },
      }),
    );
    renderApp('/reset-password?token=expired-token');
    expect(await screen.findByText(T.verifying)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: T.invalidTitle })).toBeInTheDocument();
    expect(screen.getByText('This reset link has expired')).toBeInTheDocument();
  });

  it("falls back to 'Invalid or expired reset link' and reports a failed check", async () => {
    server.use(...trpcHandler({ 'auth.verifyResetToken': () => ({ valid: false }) }));
    renderApp('/reset-password?token=bad');
    expect(await screen.findByText(T.invalidDefault)).toBeInTheDocument();
  });

  it("says 'Failed to verify reset link' when the check itself fails", async () => {
    server.use(...trpcHandler({ 'auth.verifyResetToken': () => new TrpcMockError('INTERNAL_SERVER_ERROR', 'boom') }));
    renderApp('/reset-password?token=whatever');
    expect(await screen.findByText(T.verifyFailed)).toBeInTheDocument();
  });

  it('validates the new password, resets it, confirms and goes to /login after 3 seconds', async () => {
    const calls: TrpcCall[] = [];
    server.use(...trpcHandler({ 'auth.verifyResetToken': () => ({ valid: true }), 'auth.resetPassword': () => ({ ok: true }) }, calls));
    const { user, router } = renderApp('/reset-password?token=good-token');
    const password = await screen.findByLabelText(/^New password/);
    expect(screen.getByText(T.hint)).toBeInTheDocument();
    // The reset token is not a sign-in token: it stays in the address and is never stored.
    expect(window.localStorage.getItem('coach_token')).toBeNull();

    await user.type(password, 'short');
    await user.type(screen.getByLabelText(/Confirm new password/), 'short');
    await user.click(screen.getByRole('button', { name: T.submit }));
    expect(await screen.findByText(MSG_PASSWORD_TOO_SHORT)).toBeInTheDocument();

    await user.clear(password);
    await user.type(password, 'a-new-password');
    expect(screen.getByText(T.mismatch)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: T.submit })).toBeDisabled();

    await user.clear(screen.getByLabelText(/Confirm new password/));
    await user.type(screen.getByLabelText(/Confirm new password/), 'a-new-password');
    await user.click(screen.getByRole('button', { name: T.submit }));

    expect(await screen.findByRole('heading', { name: T.successTitle })).toBeInTheDocument();
    expect(calls.find((c) => c.path === 'auth.resetPassword')?.input).toEqual({ token: 'good-token', newPassword: 'a-new-password' });
    expect(router.state.location.pathname).toBe('/reset-password');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), { timeout: 4500 });
    expect(await screen.findByRole('heading', { name: AUTH_TEXTS.login.title })).toBeInTheDocument();
  });

  it("shows the server's reason when the reset is refused", async () => {
    server.use(
      ...trpcHandler({
        'auth.verifyResetToken': () => ({ valid: true }),
        'auth.resetPassword': () => new TrpcMockError('BAD_REQUEST', 'Invalid or expired reset link'),
      }),
    );
    const { user } = renderApp('/reset-password?token=used-token');
    await user.type(await screen.findByLabelText(/^New password/), 'a-new-password');
    await user.type(screen.getByLabelText(/Confirm new password/), 'a-new-password');
    await user.click(screen.getByRole('button', { name: T.submit }));
    expect(await screen.findAllByText('Invalid or expired reset link')).not.toHaveLength(0);
    expect(screen.queryByRole('heading', { name: T.successTitle })).not.toBeInTheDocument();
  });
});
