/// <reference types="@testing-library/jest-dom/vitest" />
// A client's app in their language (docs/translations.md): the saved locale switches Today, the
// frame and the tab bar; a client with none gets the browser's, saved once; the Dashboard's
// picker switches and saves it.
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setLocale } from '#web/i18n/i18n.ts';
import { clientUser } from '../support/fixtures.ts';
import { server } from '../support/msw-server.ts';
import { renderApp } from '../support/render-app.tsx';
import { trpcHandler, type TrpcCall, type TrpcResolvers } from '../support/trpc-msw.ts';

function mount(path: string, resolvers: TrpcResolvers, calls: TrpcCall[] = []) {
  window.localStorage.setItem('client_token', 'client-token');
  server.use(...trpcHandler({ 'clientApp.workouts.today': () => null, ...resolvers }, calls));
  return renderApp(path);
}

beforeEach(() => {
  window.localStorage.clear();
});
afterEach(() => {
  setLocale('en');
});

describe("the client's language", () => {
  it('a German client sees Today, the header and the tab bar in German, and <html lang="de">', async () => {
    mount('/app/today', { 'auth.me': () => ({ ...clientUser, locale: 'de' }) });
    expect(await screen.findByRole('heading', { name: 'Kein Training geplant' }, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByText('Genieße deinen Ruhetag. Neue Trainings von deinem Coach erscheinen hier.')).toBeInTheDocument();
    const tabs = screen.getByRole('navigation', { name: 'Kunden-Navigation' });
    expect(within(tabs).getByRole('link', { name: 'Heute' })).toBeInTheDocument();
    expect(within(tabs).getByRole('link', { name: 'Übersicht' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Abmelden' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('de');
  });

  it('English stays the SPEC text', async () => {
    mount('/app/today', { 'auth.me': () => clientUser });
    expect(await screen.findByRole('heading', { name: 'No Workout Scheduled' }, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Client navigation' })).toBeInTheDocument();
  });

  it("a client with no language yet gets the browser's, saved once", async () => {
    const calls: TrpcCall[] = [];
    Object.defineProperty(window.navigator, 'languages', { configurable: true, get: () => ['es-MX', 'en'] });
    try {
      mount('/app/today', { 'auth.me': () => ({ ...clientUser, locale: null }), 'auth.setLocale': (input) => ({ locale: input.locale }) }, calls);
      expect(await screen.findByRole('heading', { name: 'Sin entrenamiento programado' }, { timeout: 8000 })).toBeInTheDocument();
      await waitFor(() => expect(calls.filter((c) => c.path === 'auth.setLocale').map((c) => c.input)).toEqual([{ locale: 'es' }]));
    } finally {
      // Back to jsdom's own (on Navigator.prototype).
      Reflect.deleteProperty(window.navigator, 'languages');
    }
  });
});
