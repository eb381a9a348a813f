/// <reference types="@testing-library/jest-dom/vitest" />
// The toast region's code loads with the first toast (src/web/app/app.tsx). Offline on a first
// visit, before the service worker holds it, that load fails: the page stays on screen, and the
// region loads once the connection returns.
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from '#web/components/toaster.tsx';
import { renderApp } from '../support/render-app.tsx';

afterEach(() => {
  vi.doUnmock('#web/components/toaster-view.tsx');
});

describe('a toast whose code cannot be loaded', () => {
  it('leaves the screen in place, and toasts show once the connection returns', async () => {
    let loads = 0;
    vi.doMock('#web/components/toaster-view.tsx', async (importOriginal) => {
      loads++;
      // The first load fails as Chromium's does with no signal; the next one, online, succeeds.
      if (loads === 1) throw new TypeError('Failed to fetch dynamically imported module: /assets/toaster-view-Old.js');
      return importOriginal();
    });
    renderApp('/login');
    await screen.findByRole('heading', { name: 'Coach Login' });
    act(() => toast.info('Saved on this phone'));
    await waitFor(() => expect(loads).toBe(1));

    // The connection returns (announced until the region tries again), and the next toast shows.
    await waitFor(() => {
      window.dispatchEvent(new Event('online'));
      expect(loads).toBe(2);
    });
    act(() => toast.info('Sent'));
    expect(await screen.findByText('Sent')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Coach Login' })).toBeInTheDocument();
  });
});
