/// <reference types="@testing-library/jest-dom/vitest" />
// Web test setup: jest-dom matchers, msw intercepting fetch (every test declares the tRPC
// procedures it expects; anything else fails loudly), and the browser APIs jsdom lacks.
import * as matchers from '@testing-library/jest-dom/matchers';
import { cleanup, configure } from '@testing-library/react';
import { onlineManager } from '@tanstack/react-query';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { toaster } from '#web/components/toast-store.ts';
import { setActiveToken } from '#web/lib/auth/token-store.ts';
import { setLocale } from '#web/i18n/i18n.ts';
import { clearAllDrafts } from '#web/lib/offline/drafts.ts';
import { server } from './support/msw-server.ts';

expect.extend(matchers);

// Screens are lazy-loaded: the first render of one in a file waits for its module to compile.
// CI runs the server and web projects side by side on two cores; a 5 s wait for a dialog was
// once exceeded there, so waits get 10 s (a passing wait still returns as soon as it matches).
configure({ asyncUtilTimeout: 10_000 });

beforeAll(async () => {
  server.listen({ onUnhandledFrame: 'error' });
  // The toast store and region load with the first toast (docs/performance.md); compile them once
  // here so a test's first toast does not wait for a module compile on a busy machine.
  await import('#web/components/toaster-view.tsx');
});
afterEach(async () => {
  cleanup();
  // The token a request is sent with is read when its batch leaves, a timer tick after the call.
  // Calls the finished test's app made last leave now, with that test's token and handlers. A
  // write can leave later still (it first waits for the offline queue's module) and then reads
  // the next test's token: a test that checks the token of every call runs alone in its file
  // (link-trade.test.tsx).
  await new Promise((resolve) => setTimeout(resolve, 0));
  setActiveToken(null);
  // A call with no answer marks the app offline (reachability.ts) for the rest of the module's
  // life; the next test starts connected again, as a fresh page would.
  onlineManager.setOnline(true);
  server.resetHandlers();
  toaster.remove();
  clearAllDrafts();
  // A test whose user speaks another language switched the app's; the next starts in English.
  setLocale('en');
  window.localStorage.clear();
  window.sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
  window.history.replaceState(null, '', '/');
});
afterAll(() => server.close());

// matchMedia: evaluates min-/max-width against the window width (jsdom: 1024px, a desktop) and
// prefers-color-scheme as light.
if (typeof window.matchMedia !== 'function') {
  window.matchMedia = (query: string): MediaQueryList => {
    const width = window.innerWidth;
    const min = /min-width:\s*(\d+)px/.exec(query);
    const max = /max-width:\s*(\d+)px/.exec(query);
    const matches = (!min || width >= Number(min[1])) && (!max || width <= Number(max[1])) && !query.includes('dark') && (Boolean(min || max) || query.includes('light'));
    return {
      matches,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    };
  };
}

class NoopObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
globalThis.ResizeObserver ??= NoopObserver as unknown as typeof ResizeObserver;
globalThis.IntersectionObserver ??= NoopObserver as unknown as typeof IntersectionObserver;
// React Router's scroll restoration and Chakra's overlays scroll; jsdom only logs "not implemented".
window.scrollTo = () => {};
Element.prototype.scrollTo = () => {};
Element.prototype.scrollIntoView = () => {};
