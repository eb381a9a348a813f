// Providers outside the router: theme system and toasts. Server state (the query layer) comes with
// the session inside the routes (app/session-root.tsx). The router is passed in so tests can use a
// memory router with the same route table (AppRoutes).
import { ChakraProvider } from '@chakra-ui/react';
import type { QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useSyncExternalStore, type ComponentType, type ReactNode } from 'react';
import { BrowserRouter } from 'react-router';
import { toasterLoaded } from '../components/toaster.tsx';
import { system } from '../theme/system.ts';
import { AppRoutes } from './routes.tsx';
import { GivenQueryClient } from './session-root.tsx';

/**
 * Loads a chunk; offline on a first visit, before the service worker holds it, waits for the
 * connection and tries again. A failed lazy load reaching the root left a blank page.
 */
function importWhenOnline<T>(load: () => Promise<T>): Promise<T> {
  return load().catch(() => new Promise<T>((resolve) => window.addEventListener('online', () => resolve(importWhenOnline(load)), { once: true })));
}

const ToasterView = lazy(() => importWhenOnline(() => import('../components/toaster-view.tsx')));

/** The toast region, loaded with the toast store on the first toast: no first screen pays for it. */
function Toaster() {
  const wanted = useSyncExternalStore(
    toasterLoaded.subscribe,
    () => toasterLoaded.current,
    () => false,
  );
  return wanted ? (
    <Suspense fallback={null}>
      <ToasterView />
    </Suspense>
  ) : null;
}

export interface AppProps {
  /** The router around the routes: the address bar's (`BrowserRouter`) unless a test gives a `MemoryRouter`. */
  router?: ComponentType<{ children: ReactNode }>;
  queryClient?: QueryClient;
}

export function App({ router: Router = BrowserRouter, queryClient }: AppProps) {
  return (
    <ChakraProvider value={system}>
      <GivenQueryClient.Provider value={queryClient}>
        <Router>
          <AppRoutes />
        </Router>
        <Toaster />
      </GivenQueryClient.Provider>
    </ChakraProvider>
  );
}
