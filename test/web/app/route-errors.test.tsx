// What the router does around the screens (src/web/app/root-layout.tsx, scroll-restoration.tsx):
// a failing screen shows the error screen, in place inside a layout, and is cleared by moving on;
// a new screen opens at the top and Back returns to where the last one was left.
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '#web/i18n/i18n.ts';
import { PUBLIC_TEXTS } from '#web/features/public/texts.ts';
import { coachUser } from '../support/fixtures.ts';
import { server } from '../support/msw-server.ts';
import { renderApp } from '../support/render-app.tsx';
import { trpcHandler } from '../support/trpc-msw.ts';

// The profile screen fails to render; the unsubscribe screen's chunk cannot be loaded (a deploy
// replaced it), which reaches the error boundary as the browser's import error.
vi.mock('#web/features/profile/pages/profile-page.tsx', () => ({
  default: () => {
    throw new Error('profile broke');
  },
}));
vi.mock('#web/features/auth/pages/unsubscribe-page.tsx', () => ({
  default: () => {
    throw new TypeError('Failed to fetch dynamically imported module: /assets/unsubscribe-page-Old.js');
  },
}));

afterEach(() => {
  vi.restoreAllMocks();
  setLocale('en');
});

describe('route errors', () => {
  it('shows the error in place of a coach screen, keeps the sidebar, and clears it on moving to another screen', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    window.localStorage.setItem('coach_token', 'coach-t');
    server.use(...trpcHandler({ 'auth.me': () => coachUser }));
    const { router } = renderApp('/coach/profile');

    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('An unexpected error stopped this screen. Reloading usually helps.');
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Dashboard' })).toBeInTheDocument();

    await act(() => router.navigate('/coach/no-such-screen'));
    expect(await screen.findByRole('heading', { name: PUBLIC_TEXTS.notFound.title })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Something went wrong' })).not.toBeInTheDocument();
  });

  it("offers the new version when a screen's code cannot be loaded", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(...trpcHandler({}));
    renderApp('/unsubscribe?token=t');
    expect(await screen.findByRole('heading', { name: 'A new version is available' })).toBeInTheDocument();
    expect(screen.getByText('Reload the page to continue with the latest version of Spotter.')).toBeInTheDocument();
  });

  it("speaks the user's language: a German coach's failing screen, the new version on German sign-in screens", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    window.localStorage.setItem('coach_token', 'coach-t');
    server.use(...trpcHandler({ 'auth.me': () => ({ ...coachUser, locale: 'de' }) }));
    const { router } = renderApp('/coach/profile');
    expect(await screen.findByRole('heading', { name: 'Etwas ist schiefgelaufen' }, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Ein unerwarteter Fehler hat diese Ansicht angehalten. Neu laden hilft meistens.');
    expect(screen.getByRole('button', { name: 'Neu laden' })).toBeInTheDocument();
    await act(() => router.navigate('/unsubscribe?token=t'));
    expect(await screen.findByRole('heading', { name: 'Eine neue Version ist verfügbar' })).toBeInTheDocument();
  });
});

describe('scroll position', () => {
  it('opens a new screen at the top and returns to the position left on Back', async () => {
    server.use(...trpcHandler({}));
    const scrollTo = vi.spyOn(window, 'scrollTo');
    const { router } = renderApp('/demo');
    expect(await screen.findByRole('heading', { name: 'Explore Spotter' })).toBeInTheDocument();

    vi.spyOn(window, 'scrollY', 'get').mockReturnValue(640);
    window.dispatchEvent(new Event('scroll'));
    scrollTo.mockClear();
    await act(() => router.navigate('/'));
    expect(await screen.findByText(PUBLIC_TEXTS.home.pleaseLogIn)).toBeInTheDocument();
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);

    scrollTo.mockClear();
    await act(() => router.navigate(-1));
    expect(await screen.findByRole('heading', { name: 'Explore Spotter' })).toBeInTheDocument();
    await waitFor(() => expect(scrollTo).toHaveBeenLastCalledWith(0, 640));
  });
});
