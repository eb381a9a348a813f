// Deleting one's own coach account (issue 35, ADR 0035): the e-mail address typed to confirm, the
// scheduled date on the profile and on a banner of every coach screen, and Cancel.
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { T as PT } from '#web/features/profile/texts.ts';
import { DELETION_TEXTS } from '#web/layouts/coach/deletion-banner.tsx';
import { coachUser } from '../support/fixtures.ts';
import { server } from '../support/msw-server.ts';
import { renderApp } from '../support/render-app.tsx';
import { trpcHandler, type TrpcCall, type TrpcResolvers } from '../support/trpc-msw.ts';

const DUE = '2026-03-18T10:00:00.000Z';
beforeEach(() => window.localStorage.setItem('coach_token', 'coach-token'));

function mockApi(resolvers: TrpcResolvers, calls: TrpcCall[] = []) {
  server.use(
    ...trpcHandler(
      {
        'auth.me': () => coachUser,
        'coach.notifications.unreadCount': () => ({ count: 0 }),
        'coach.profile.digest': () => ({ digest: 'OFF' }),
        'auth.registration': () => ({ open: true, mode: 'open' as const }),
        ...resolvers,
      },
      calls,
    ),
  );
  return calls;
}

describe('Delete my account', () => {
  it('asks for the account’s e-mail address, then shows the date with Cancel, here and on the banner', async () => {
    let scheduledFor: string | null = null;
    const calls = mockApi({
      'coach.profile.accountDeletion': () => ({ scheduledFor }),
      'coach.profile.scheduleDeletion': () => ({ scheduledFor: (scheduledFor = DUE) }),
      'coach.profile.cancelDeletion': () => ({ scheduledFor: (scheduledFor = null) }),
    });
    const { user } = renderApp('/coach/profile');
    const open = await screen.findByRole('button', { name: PT.deleteOpen });
    // Disabled until the account's deletion state has loaded, as a user would see it.
    await waitFor(() => expect(open).toBeEnabled());
    await user.click(open);
    const dialog = await screen.findByRole('dialog');
    const confirm = within(dialog).getByRole('button', { name: PT.deleteConfirm });
    expect(confirm).toBeDisabled();
    const field = within(dialog).getByLabelText(new RegExp(PT.deleteTypeEmail(coachUser.email!).replace(/[().]/g, '\\$&')));
    await user.type(field, 'someone@else.com');
    expect(confirm).toBeDisabled();
    await user.clear(field);
    await user.type(field, coachUser.email!.toUpperCase());
    await user.click(confirm);
    await waitFor(() => expect(calls.find((c) => c.path === 'coach.profile.scheduleDeletion')?.input).toEqual({ confirmEmail: coachUser.email!.toUpperCase() }));

    const card = await screen.findByTestId('delete-account-card');
    expect(await within(card).findByText(/Your account is scheduled for deletion on/)).toBeInTheDocument();
    const banner = await screen.findByTestId('deletion-banner');
    expect(within(banner).getByText(/Your account is scheduled for deletion on/)).toBeInTheDocument();

    await user.click(within(banner).getByRole('button', { name: DELETION_TEXTS.cancel }));
    await waitFor(() => expect(screen.queryByTestId('deletion-banner')).not.toBeInTheDocument());
    expect(calls.some((c) => c.path === 'coach.profile.cancelDeletion')).toBe(true);
    expect(await within(card).findByRole('button', { name: PT.deleteOpen })).toBeInTheDocument();
  });

  it('signing in during the grace period shows the banner on the dashboard', async () => {
    mockApi({ 'coach.profile.accountDeletion': () => ({ scheduledFor: DUE }) });
    renderApp('/coach/dashboard');
    const banner = await screen.findByTestId('deletion-banner');
    expect(within(banner).getByRole('button', { name: DELETION_TEXTS.cancel })).toBeInTheDocument();
  });
});

describe('Invite a coach', () => {
  it('is only on an invite-only server, and shows the link to copy when the server sends no e-mail', async () => {
    const calls = mockApi({
      'auth.registration': () => ({ open: false, mode: 'invite' as const }),
      'coach.profile.accountDeletion': () => ({ scheduledFor: null }),
      'coach.profile.invite': (input) => ({ email: (input as { email: string }).email, link: 'http://spotter.test/register?invite=tok', expiresAt: DUE, emailed: false }),
    });
    const { user } = renderApp('/coach/profile');
    const card = await screen.findByTestId('invite-coach-card');
    await user.type(within(card).getByLabelText(PT.inviteEmail), 'guest@example.com');
    await user.click(within(card).getByRole('button', { name: PT.inviteSend }));
    expect(await within(card).findByText(PT.inviteNotEmailed('guest@example.com'))).toBeInTheDocument();
    expect(within(card).getByLabelText(PT.inviteLinkLabel)).toHaveValue('http://spotter.test/register?invite=tok');
    expect(calls.find((c) => c.path === 'coach.profile.invite')?.input).toEqual({ email: 'guest@example.com' });
  });

  it('is not shown when sign-up is open', async () => {
    mockApi({ 'coach.profile.accountDeletion': () => ({ scheduledFor: null }) });
    renderApp('/coach/profile');
    expect(await screen.findByTestId('delete-account-card')).toBeInTheDocument();
    expect(screen.queryByTestId('invite-coach-card')).not.toBeInTheDocument();
  });
});
