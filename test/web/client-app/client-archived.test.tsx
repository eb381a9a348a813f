/// <reference types="@testing-library/jest-dom/vitest" />
// An archived client (docs/offline.md, "Archived clients"): every client call answers 403 with the
// server's message, and the client app shows one "access paused" screen on every tab instead of
// each screen's load error with its useless retry button; it comes back once the coach unarchives.
import { focusManager } from '@tanstack/react-query';
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MSG_CLIENT_ARCHIVED_SELF } from '#shared/client-access';
import { ACCESS_TEXTS } from '#web/features/client-app/texts.ts';
import { T as FOOD } from '#web/features/food-log/texts.ts';
import { T } from '#web/features/client-workouts/texts.ts';
import { clientUser } from '../support/fixtures.ts';
import { server } from '../support/msw-server.ts';
import { renderApp } from '../support/render-app.tsx';
import { TrpcMockError, trpcHandler, type TrpcCall } from '../support/trpc-msw.ts';

const archivedError = () => new TrpcMockError('FORBIDDEN', MSG_CLIENT_ARCHIVED_SELF);

const branding: { businessName: string; tagline: null; about: null; primaryColor: string; logoUrl: string | null; saved: boolean } = {
  businessName: 'Peak Performance',
  tagline: null,
  about: null,
  primaryColor: '#3B82F6',
  logoUrl: null,
  saved: true,
};

/** The client's calls; while `state.archived` every client procedure answers 403 archived. */
function mockClientApi(state: { archived: boolean }, calls: TrpcCall[] = [], brand: typeof branding = branding) {
  const clientCall =
    <I, O>(answer: (input: I, call: TrpcCall) => O) =>
    (input: I, call: TrpcCall): O | TrpcMockError =>
      state.archived ? archivedError() : answer(input, call);
  window.localStorage.setItem('client_token', 'client-token');
  server.use(
    ...trpcHandler(
      {
        // auth.me is a signed-in user's check, not a client procedure: it still answers.
        'auth.me': () => clientUser,
        'auth.setTimeZone': () => ({ timeZone: 'UTC' }),
        'clientApp.branding.get': clientCall(() => brand),
        'clientApp.workouts.today': clientCall(() => null),
        'clientApp.workouts.listSessions': clientCall(() => []),
        'food.list': clientCall(() => []),
      },
      calls,
    ),
  );
}

const pausedHeading = () => screen.findByRole('heading', { name: ACCESS_TEXTS.archivedTitle });
const tabBar = () => screen.queryByRole('navigation', { name: 'Client navigation' });

describe('an archived client', () => {
  it("sees one 'access paused' screen with the server's message on Today, with no retry button and no tabs", async () => {
    mockClientApi({ archived: true });
    const { router } = renderApp('/app/today');
    expect(await pausedHeading()).toBeInTheDocument();
    expect(screen.getByText(MSG_CLIENT_ARCHIVED_SELF)).toBeInTheDocument();
    expect(screen.getByText(ACCESS_TEXTS.archivedReopens)).toBeInTheDocument();
    expect(screen.queryByText(T.today.errorTitle)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: T.tryAgain })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /try again|retry/i })).not.toBeInTheDocument();
    expect(tabBar()).not.toBeInTheDocument();
    // The coach never answered with their name: no made-up contact line.
    expect(screen.queryByText(/^Contact .* to continue\.$/)).not.toBeInTheDocument();
    // Still signed in: the header keeps Logout.
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();

    // Every tab says the same.
    await act(() => router.navigate('/app/upcoming'));
    expect(await pausedHeading()).toBeInTheDocument();
    expect(screen.queryByText(T.upcoming.title)).not.toBeInTheDocument();
  });

  it("archived while using the app: the next screen shows the state with the coach's name, and the app comes back once unarchived", async () => {
    const state = { archived: false };
    mockClientApi(state);
    const { user } = renderApp('/app/today');
    expect(await screen.findByText(T.today.noWorkoutTitle)).toBeInTheDocument();

    // The coach archives the client; the client opens Food.
    state.archived = true;
    await user.click(screen.getByRole('link', { name: 'Food' }));
    expect(await pausedHeading()).toBeInTheDocument();
    expect(screen.getByText(MSG_CLIENT_ARCHIVED_SELF)).toBeInTheDocument();
    // The coach's name from the branding read before the archive.
    expect(screen.getByText(ACCESS_TEXTS.archivedCoach('Peak Performance'))).toBeInTheDocument();
    expect(screen.queryByText(FOOD.loadFailed)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /try again|retry/i })).not.toBeInTheDocument();
    expect(tabBar()).not.toBeInTheDocument();

    // Unarchived: the app asks again when it comes back to the front, and the Food log returns.
    state.archived = false;
    act(() => {
      focusManager.setFocused(false);
      focusManager.setFocused(true);
    });
    expect(await screen.findByRole('heading', { name: FOOD.title })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('heading', { name: ACCESS_TEXTS.archivedTitle })).not.toBeInTheDocument());
    expect(tabBar()).toBeInTheDocument();
    act(() => focusManager.setFocused(undefined));
  });

  it("a coach whose saved branding keeps the product's name is not named: no 'Contact Spotter to continue.' (issue 31)", async () => {
    const state = { archived: false };
    // A coach who uploaded a logo but kept the default business name.
    mockClientApi(state, [], { ...branding, businessName: 'Spotter', logoUrl: '/api/branding/logos/abc' });
    const { user } = renderApp('/app/today');
    expect(await screen.findByText(T.today.noWorkoutTitle)).toBeInTheDocument();
    state.archived = true;
    await user.click(screen.getByRole('link', { name: 'Food' }));
    expect(await pausedHeading()).toBeInTheDocument();
    // The server's message says whom to contact: "your coach".
    expect(screen.getByText(MSG_CLIENT_ARCHIVED_SELF)).toHaveTextContent('contact your coach');
    expect(screen.queryByText(/^Contact .* to continue\.$/)).not.toBeInTheDocument();
  });
});
