// The query layer (docs/performance.md, "Web delivery"; docs/offline.md): the query client, the
// tRPC client, the offline restore and the session (lib/auth/auth-provider.tsx) around every
// screen. The provider of tRPC's `useTRPC()` is not here: it loads with the screens that use it
// (app/trpc-provider.tsx), the first screens use lib/trpc-query.ts. A lazy chunk: app/session-root.tsx loads it once someone is signed in or a screen that
// calls the API is shown, so /login signed out downloads none of it.
import { IsRestoringProvider, QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { sessionQueryKey, AuthProvider } from '../lib/auth/auth-provider.tsx';
import { canPersist } from '../lib/offline/saved-data.ts';
import { createQueryClient, createTrpcClient, type TrpcClient } from '../lib/trpc-client.ts';
import { TrpcClientContext } from '../lib/trpc-query.ts';
import { takeSignedInSession, useGivenQueryClient } from './session-root.tsx';

// One query client and one tRPC client for the page's life, whatever remounts (a test gives its own).
let appQueryClient: QueryClient | null = null;
let appTrpcClient: TrpcClient | null = null;

/**
 * docs/offline.md: a start in the client area (/app/*) restores the saved query cache from
 * IndexedDB before any query runs (true while restoring). The offline code is a dynamic import,
 * so /login and the coach area never load it; the client layout starts it too when the client
 * area is reached later. Not for a test's own query client.
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

export default function DataLayer({ children }: { children: ReactNode }) {
  const given = useGivenQueryClient();
  const [queryClient] = useState(() => {
    const client = given ?? (appQueryClient ??= createQueryClient());
    // Signed in before this layer loaded (app/session-root.tsx): the user is known, as after a
    // sign-in here, so the session check does not ask the server again.
    const session = takeSignedInSession();
    if (session) {
      client.clear();
      client.setQueryData(sessionQueryKey(session.token), session.user);
    }
    return client;
  });
  const [trpcClient] = useState(() => (given ? createTrpcClient() : (appTrpcClient ??= createTrpcClient())));
  const restoring = useRestoredClientCache(queryClient, !given);
  return (
    <TrpcClientContext.Provider value={trpcClient}>
      <QueryClientProvider client={queryClient}>
        <IsRestoringProvider value={restoring}>
          <AuthProvider>{children}</AuthProvider>
        </IsRestoringProvider>
      </QueryClientProvider>
    </TrpcClientContext.Provider>
  );
}
