// The tRPC clients and the query client (docs/conventions.md 11): the query client with
// docs/product.md §7's caching rules, and the link that carries the bearer token. The React side
// (`useTRPC()`) is lib/trpc.ts; the first screens use lib/trpc-query.ts instead, so this
// module stays light (docs/performance.md, "Web delivery").
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { createTRPCClient, httpBatchLink, type TRPCLink } from '@trpc/client';
import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';
import superjson from 'superjson';
import type { AppRouter } from '#server/trpc/router';
import { getActiveToken } from './auth/token-store.ts';
import { httpStatusOf } from './errors.ts';
import { clientAppFetch } from './offline/reachability.ts';
import { keepSavedDataWhileOffline } from './offline/saved-data.ts';
import { outboxLink } from './offline/writes.ts';

export type RouterInputs = inferRouterInputs<AppRouter>;
export type RouterOutputs = inferRouterOutputs<AppRouter>;
export type { AppRouter };

/** Absolute because fetch outside a browser (tests) rejects relative URLs. */
export function trpcUrl(): string {
  return new URL('/trpc', window.location.origin).href;
}

/** Every request carries the active role's token (docs/product.md §6); the API reads no cookie. */
export function authHeaders(): Record<string, string> {
  const token = getActiveToken();
  return token ? { Authorization: `Bearer ${token}` } : {};
}

/** The server refuses bigger batches (src/server/trpc/batch-guard.ts). */
const MAX_BATCH_ITEMS = 20;

export function createLinks(): TRPCLink<AppRouter>[] {
  // The client app's writes go through the offline queue first; its reads time out and report
  // "no answer" (docs/offline.md).
  return [outboxLink(), httpBatchLink({ url: trpcUrl(), transformer: superjson, headers: authHeaders, maxItems: MAX_BATCH_ITEMS, fetch: clientAppFetch })];
}

export function createTrpcClient() {
  return createTRPCClient<AppRouter>({ links: createLinks() });
}

export type TrpcClient = ReturnType<typeof createTrpcClient>;

/**
 * A plain (non-React) client for calls outside hooks: the session check and logout. Prefer the
 * hooks in screens.
 */
export const apiClient = createTrpcClient();

type UnauthorizedListener = (error: unknown) => void;
let onUnauthorized: UnauthorizedListener | null = null;

/** The auth provider listens here: a 401 anywhere means the stored token no longer works. */
export function setUnauthorizedListener(listener: UnauthorizedListener | null) {
  onUnauthorized = listener;
}

function reportUnauthorized(error: unknown) {
  if (httpStatusOf(error) === 401) onUnauthorized?.(error);
}

/** What the client area watches in every call's outcome (lib/auth/archived.ts), set when it loads. */
export interface ClientCallWatcher {
  onError: (client: QueryClient, error: unknown) => void;
  onSuccess: (client: QueryClient, query: { queryKey: readonly unknown[] }) => void;
}
let clientCallWatcher: ClientCallWatcher | null = null;

/** Set by the client area, so /login and the coach area do not download it (docs/performance.md). */
export function setClientCallWatcher(watcher: ClientCallWatcher | null) {
  clientCallWatcher = watcher;
}

/** An error from outside the query client (a change replayed by the outbox), seen the same way. */
export function reportClientCallError(client: QueryClient, error: unknown) {
  clientCallWatcher?.onError(client, error);
}

export function createQueryClient(): QueryClient {
  // An archived client's calls answer 403 archived: the client app shows one "access paused"
  // screen instead of each screen's error, until a client read succeeds again (auth/archived.ts).
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error) => {
        reportUnauthorized(error);
        clientCallWatcher?.onError(client, error);
      },
      onSuccess: (_data, query) => clientCallWatcher?.onSuccess(client, query),
    }),
    mutationCache: new MutationCache({
      onError: (error) => {
        reportUnauthorized(error);
        clientCallWatcher?.onError(client, error);
      },
    }),
    defaultOptions: {
      queries: {
        // docs/product.md §7: data is never stale by default and not refetched on focus; screens that
        // need fresher data (notifications, today's workout) set their own staleTime.
        staleTime: Number.POSITIVE_INFINITY,
        refetchOnWindowFocus: false,
        // docs/product.md §8: queries and mutations do not retry (so a 4xx is never retried); error
        // states offer a "Try again" button instead.
        retry: false,
        // Offline, a call fails at once (the screen's error state with its Retry button) instead
        // of waiting paused behind an endless spinner.
        networkMode: 'always',
      },
      // Offline, a change fails at once: optimistic ticks roll back and the screen's error toast
      // explains, instead of a change that looks saved but waits paused and is lost on reload.
      mutations: { retry: false, networkMode: 'always' },
    },
  });
  // Except the client app's reads: offline they wait, showing saved data (docs/offline.md).
  keepSavedDataWhileOffline(client);
  return client;
}
