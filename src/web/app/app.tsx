// Providers outside the router: theme system and toasts. Server state (the query layer) comes with
// the session inside the routes (app/session-root.tsx). The router is passed in so tests can use a
// memory router with the same route table (AppRoutes).
import { ChakraProvider } from '@chakra-ui/react';
import type { QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { BrowserRouter } from 'react-router';
import { toaster } from '../components/toaster.tsx';
import { system } from '../theme/system.ts';
import { AppRoutes } from './routes.tsx';
import { GivenQueryClient } from './session-root.tsx';

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
