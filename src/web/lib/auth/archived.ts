// "Your coach has paused your access" (docs/offline.md, "Archived clients"): once any client call
// is answered 403 archived (a read, a write, or a queued change replayed by the outbox), the
// client app shows one full-screen state instead of each screen's load error. The state lives in
// the query client (not a module variable), so a logout or a new sign-in (queryClient.clear())
// forgets it, and it is not saved with the offline cache. A later successful read of the client
// app (the coach unarchived the client) clears it.
import type { QueryClient } from '@tanstack/react-query';
import { useQueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { isClientArchivedError } from '../errors.ts';
import { outbox } from '../offline/client-outbox.ts';
import { setClientCallWatcher } from '../trpc-client.ts';

export interface ClientArchived {
  /** The server's message (MSG_CLIENT_ARCHIVED_SELF). */
  message: string;
}

const KEY = ['clientArchived'] as const;
/** Reads whose success proves the client is not archived (any clientProcedure read). */
const CLIENT_ROOTS = new Set(['clientApp', 'food']);

export function clientArchivedOf(queryClient: QueryClient): ClientArchived | null {
  return queryClient.getQueryData<ClientArchived>(KEY) ?? null;
}

/** Records the archived state when `error` is the server's archived answer; true when it was. */
export function noteClientArchived(queryClient: QueryClient, error: unknown): boolean {
  if (!isClientArchivedError(error)) return false;
  const message = (error as Error).message;
  if (clientArchivedOf(queryClient)?.message === message) return true;
  // Kept until cleared: no observer holds this entry, so the default 5-minute gc would drop it.
  queryClient.setQueryDefaults(KEY, { gcTime: Number.POSITIVE_INFINITY });
  queryClient.setQueryData<ClientArchived>(KEY, { message });
  return true;
}

interface KeyedQuery {
  queryKey: readonly unknown[];
}

function rootOf(query: KeyedQuery): string | undefined {
  const first = query.queryKey[0];
  return Array.isArray(first) ? String(first[0]) : undefined;
}

/** A client read answered: the access is back (unarchived). The screens read again and held changes go. */
export function noteClientReadSucceeded(queryClient: QueryClient, query: KeyedQuery): void {
  if (!clientArchivedOf(queryClient) || !CLIENT_ROOTS.has(rootOf(query) ?? '')) return;
  queryClient.removeQueries({ queryKey: KEY, exact: true });
  // Plain keys, not useTRPC(): this runs in the cache's callbacks, outside any component.
  for (const root of CLIENT_ROOTS) void queryClient.invalidateQueries({ queryKey: [[root]], predicate: (q) => q !== query });
  if (outbox.getState().held) void outbox.retryNow();
}

export function useClientArchived(): ClientArchived | null {
  const queryClient = useQueryClient();
  return useSyncExternalStore(
    (cb) => queryClient.getQueryCache().subscribe(cb),
    () => clientArchivedOf(queryClient),
    () => null,
  );
}

/** Watches every query's and mutation's outcome from now on (the client layout calls it when it loads). */
export function watchClientArchived(): void {
  setClientCallWatcher({ onError: (client, error) => void noteClientArchived(client, error), onSuccess: noteClientReadSucceeded });
}
