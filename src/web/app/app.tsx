// Providers outside the router: theme system, server state, toasts. The router is passed in so
// tests can use a memory router with the same route table.
import { ChakraProvider } from '@chakra-ui/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { RouterProvider, createBrowserRouter } from 'react-router';
import { Toaster } from '../components/toaster.tsx';
import { createQueryClient, createTrpcClient, trpc } from '../lib/trpc.ts';
import { system } from '../theme/system.ts';
import { routes } from './routes.tsx';

type AppRouterInstance = ReturnType<typeof createBrowserRouter>;

export interface AppProps {
  router?: AppRouterInstance;
  queryClient?: QueryClient;
}

export function App({ router: givenRouter, queryClient: givenQueryClient }: AppProps) {
  const [queryClient] = useState(() => givenQueryClient ?? createQueryClient());
  const [trpcClient] = useState(createTrpcClient);
  const [router] = useState(() => givenRouter ?? createBrowserRouter(routes));
  return (
    <ChakraProvider value={system}>
      <trpc.Provider client={trpcClient} queryClient={queryClient}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
          <Toaster />
        </QueryClientProvider>
      </trpc.Provider>
    </ChakraProvider>
  );
}
