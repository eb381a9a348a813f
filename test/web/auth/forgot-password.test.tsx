import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { AUTH_TEXTS } from '#web/features/auth/texts.ts';
import { server } from '../support/msw-server.ts';
import { renderApp } from '../support/render-app.tsx';
import { TrpcMockError, trpcHandler } from '../support/trpc-msw.ts';

const T = AUTH_TEXTS.forgot;

describe('forgot password screen', () => {
  it("confirms with 'Check your email' for the address given, with a way back to login", async () => {
    server.use(...trpcHandler({ 'auth.forgotPassword': () => ({ ok: true }) }));
    const { user } = renderApp('/forgot-password');
    await user.type(await screen.findByLabelText(/Email/), 'someone@example.com');
    await user.click(screen.getByRole('button', { name: T.submit }));
    expect(await screen.findByRole('heading', { name: T.successTitle })).toBeInTheDocument();
    expect(screen.getByText(T.successMessage('someone@example.com'))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: T.backToLogin })).toHaveAttribute('href', '/login');
  });

  it("shows the server's error (e.g. too many requests)", async () => {
    server.use(...trpcHandler({ 'auth.forgotPassword': () => new TrpcMockError('TOO_MANY_REQUESTS', 'Too many reset requests. Please try again later.') }));
    const { user } = renderApp('/forgot-password');
    await user.type(await screen.findByLabelText(/Email/), 'someone@example.com');
    await user.click(screen.getByRole('button', { name: T.submit }));
    expect(await screen.findAllByText('Too many reset requests. Please try again later.')).not.toHaveLength(0);
  });

  it("says 'Something went wrong' when the request never arrives", async () => {
    server.use(http.post('*/trpc/:path', () => HttpResponse.error()));
    const { user } = renderApp('/forgot-password');
    await user.type(await screen.findByLabelText(/Email/), 'someone@example.com');
    await user.click(screen.getByRole('button', { name: T.submit }));
    expect(await screen.findAllByText(T.network)).not.toHaveLength(0);
  });
});
