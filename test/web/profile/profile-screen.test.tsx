// The Profile screen (docs/product.md §2, §8): profile and password, and the e-mail digest choice.
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { T as PT } from '#web/features/profile/texts.ts';
import { coachUser } from '../support/fixtures.ts';
import { server } from '../support/msw-server.ts';
import { renderApp } from '../support/render-app.tsx';
import { TrpcMockError, trpcHandler, type TrpcCall, type TrpcResolvers } from '../support/trpc-msw.ts';
import { MSG_PASSWORD_TOO_SHORT } from '#shared/schemas/auth';

beforeEach(() => window.localStorage.setItem('coach_token', 'coach-token'));

function mockApi(resolvers: TrpcResolvers, calls: TrpcCall[] = []) {
  server.use(...trpcHandler({ 'auth.me': () => coachUser, 'coach.notifications.unreadCount': () => ({ count: 0 }), ...resolvers }, calls));
  return calls;
}

describe('Profile', () => {
  it('saves the profile, and checks the new password before calling the server', async () => {
    const calls = mockApi({
      'coach.profile.update': (input) => ({ ...coachUser, ...(input as object) }),
      'coach.profile.digest': () => ({ digest: 'OFF' }),
      'coach.profile.changePassword': () => new TrpcMockError('BAD_REQUEST', 'Current password is incorrect'),
    });
    const { user } = renderApp('/coach/profile');
    const qualifications = await screen.findByLabelText(PT.qualifications);
    await user.type(qualifications, 'NSCA-CSCS');
    await user.click(screen.getByRole('button', { name: PT.saveProfile }));
    expect(await screen.findByText(PT.updated)).toBeInTheDocument();
    expect(calls.find((c) => c.path === 'coach.profile.update')?.input).toMatchObject({ firstName: 'Casey', email: 'coach@example.com', qualifications: 'NSCA-CSCS' });

    const change = screen.getByRole('button', { name: PT.changePassword });
    expect(change).toBeDisabled();
    await user.type(screen.getByLabelText(PT.currentPassword), 'old-password');
    await user.type(screen.getByLabelText(PT.newPassword), 'short');
    await user.type(screen.getByLabelText(PT.confirmPassword), 'shorter');
    await user.click(change);
    expect(await screen.findByText(PT.mismatch)).toBeInTheDocument();
    await user.clear(screen.getByLabelText(PT.confirmPassword));
    await user.type(screen.getByLabelText(PT.confirmPassword), 'short');
    await user.click(change);
    expect(await screen.findByText(MSG_PASSWORD_TOO_SHORT)).toBeInTheDocument();
    expect(calls.some((c) => c.path === 'coach.profile.changePassword')).toBe(false);

    for (const field of [PT.newPassword, PT.confirmPassword]) {
      await user.clear(screen.getByLabelText(field));
      await user.type(screen.getByLabelText(field), 'long-enough-1');
    }
    await user.click(change);
    expect(await screen.findByText(PT.passwordFailed)).toBeInTheDocument();
    expect(screen.getByText('Current password is incorrect')).toBeInTheDocument();
  });
});

describe('E-mail digest (issue 16)', () => {
  it('shows the saved choice and saves a new one', async () => {
    const calls = mockApi({ 'coach.profile.digest': () => ({ digest: 'DAILY' }), 'coach.profile.setDigest': (input) => input });
    const { user } = renderApp('/coach/profile');
    const select = await screen.findByRole('combobox', { name: PT.digestLabel });
    await waitFor(() => expect(select).toHaveValue('DAILY'));
    await user.selectOptions(select, 'WEEKLY');
    await user.click(screen.getByRole('button', { name: PT.digestSave }));
    expect(await screen.findByText(PT.digestSaved)).toBeInTheDocument();
    expect(calls.filter((c) => c.path === 'coach.profile.setDigest').map((c) => c.input)).toEqual([{ digest: 'WEEKLY' }]);
  });
});
