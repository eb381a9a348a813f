// /unsubscribe?token=… (docs/jobs.md): one button, no sign-in; a bad link says so.
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AUTH_TEXTS } from '#web/features/auth/texts.ts';
import { server } from '../support/msw-server.ts';
import { renderApp } from '../support/render-app.tsx';
import { TrpcMockError, trpcHandler, type TrpcCall } from '../support/trpc-msw.ts';

const T = AUTH_TEXTS.unsubscribe;

describe('Unsubscribe', () => {
  it('asks first, then unsubscribes with the token of the link and says what stopped', async () => {
    const calls: TrpcCall[] = [];
    server.use(...trpcHandler({ 'auth.unsubscribe': () => ({ ok: true, what: 'reminders' }) }, calls));
    const { user } = renderApp('/unsubscribe?token=r.abc.sig');
    const button = await screen.findByRole('button', { name: T.button });
    expect(calls.filter((c) => c.path === 'auth.unsubscribe')).toEqual([]);
    await user.click(button);
    expect(await screen.findByText(T.done.reminders)).toBeInTheDocument();
    await waitFor(() => expect(calls.filter((c) => c.path === 'auth.unsubscribe').map((c) => c.input)).toEqual([{ token: 'r.abc.sig' }]));
  });

  it("shows the server's reason for a link that is not valid", async () => {
    server.use(...trpcHandler({ 'auth.unsubscribe': () => new TrpcMockError('BAD_REQUEST', 'This unsubscribe link is not valid') }));
    const { user } = renderApp('/unsubscribe?token=r.abc.forged');
    await user.click(await screen.findByRole('button', { name: T.button }));
    expect(await screen.findByText('This unsubscribe link is not valid')).toBeInTheDocument();
  });

  it('without a token: not valid, nothing sent', async () => {
    renderApp('/unsubscribe');
    expect(await screen.findByText(T.invalid)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: T.button })).toBeNull();
  });
});
