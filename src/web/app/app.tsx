// Providers outside the router: theme system, server state, toasts. The router is passed in so
// tests can use a memory router with the same route table (AppRoutes).
import { ChakraProvider } from '@chakra-ui/react';
import { IsRestoringProvider, QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { BrowserRouter } from 'react-router';
import { toaster } from '../components/toaster.tsx';
import { canPersist } from '../lib/offline/saved-data.ts';
import { createQueryClient, createTrpcClient, trpc } from '../lib/trpc.ts';
import { system } from '../theme/system.ts';
import { AppRoutes } from './routes.tsx';

const ToasterView = lazy(() => import('../components/toaster-view.tsx'));

/** The toast region, loaded when the first toast is created: no first screen pays for it. */
function Toaster() {
  const [wanted, setWanted] = useState(() => toaster.getVisibleToasts().length > 0);
  useEffect(() => (wanted ? undefined : toaster.subscribe(() => setWanted(true))), [wanted]);
  return wanted ? (
    <Suspense fallback={null}>
      <ToasterView />
    </Suspense>
  ) : null;
}

/**
 * docs/offline.md: a start in the client area (/app/*) restores the saved query cache from
 * IndexedDB before any query runs (true while restoring). The offline code is a dynamic import,
 * so /login and the coach area never load it (docs/performance.md, "Web delivery"); the client
 * layout starts it too when the client area is reached later. Not for a test's own query client.
 */
function useRestoredClientCache(queryClient: QueryClient, enabled: boolean): boolean {
  const [restoring, setRestoring] = useState(() => enabled && canPersist() && /^\/app(\/|$)/.test(window.location.pathname));
  useEffect(() => {
    if (!restoring) return;
    void import('../lib/offline/client-offline.ts')
      .then(({ startClientOffline }) => startClientOffline(queryClient))
      .catch(() => undefined)
      .finally(() => setRestoring(false));
  }, [queryClient, restoring]);
  return restoring;
}

export interface AppProps {
  /** The router around the routes: the address bar's (`BrowserRouter`) unless a test gives a `MemoryRouter`. */
  router?: ComponentType<{ children: ReactNode }>;
  queryClient?: QueryClient;
}

export function App({ router: Router = BrowserRouter, queryClient: givenQueryClient }: AppProps) {
  const [queryClient] = useState(() => givenQueryClient ?? createQueryClient());
  const [trpcClient] = useState(createTrpcClient);
  const restoring = useRestoredClientCache(queryClient, !givenQueryClient);
  return (
    <ChakraProvider value={system}>
      <trpc.Provider client={trpcClient} queryClient={queryClient}>
        <QueryClientProvider client={queryClient}>
          <IsRestoringProvider value={restoring}>
            <Router>
              <AppRoutes />
            </Router>
            <Toaster />
          </IsRestoringProvider>
        </QueryClientProvider>
      </trpc.Provider>
    </ChakraProvider>
  );
}
