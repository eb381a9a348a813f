// The light half of the saved query cache (docs/offline.md, "Reads"): which queries are kept and
// how the client app's reads behave offline. Shared by the first screen's tRPC module, so it
// imports no IndexedDB or persister code; that lives in persist.ts, loaded with the client area.
import { onlineManager, type Query, type QueryClient } from '@tanstack/react-query';
import { isNetworkError } from '../errors.ts';

/** How long a saved answer is kept, on disk and in memory. */
export const SAVED_DATA_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

/** Queries of the client app and the session check; the coach area is not kept. */
const KEPT_ROOTS = new Set(['clientApp', 'food', 'session']);

export function canPersist(): boolean {
  return typeof indexedDB !== 'undefined';
}

function rootOf(query: Query): string | undefined {
  const first = query.queryKey[0];
  return Array.isArray(first) ? String(first[0]) : typeof first === 'string' ? first : undefined;
}

/** A kept query with data: a read that failed since keeps the answer it had (issue 31). */
export function isKeptQuery(query: Query): boolean {
  return query.state.data !== undefined && KEPT_ROOTS.has(rootOf(query) ?? '');
}

/**
 * Client-app queries wait for the network instead of failing at once when offline, so a screen
 * with saved data keeps showing it (the coach area keeps failing at once, with its Retry button).
 * They also stay in memory as long as on disk: with TanStack Query's 5-minute default, a screen
 * left for longer than that in a gym with no signal lost its data until the next reload, and
 * opened on a spinner.
 */
export function keepSavedDataWhileOffline(queryClient: QueryClient): void {
  // TanStack Query assumes online at start; a page opened with no signal says otherwise.
  if (typeof navigator !== 'undefined' && navigator.onLine === false) onlineManager.setOnline(false);
  for (const root of ['clientApp', 'food']) {
    queryClient.setQueryDefaults([[root]], {
      networkMode: 'online',
      gcTime: SAVED_DATA_MAX_AGE_MS,
      // No answer (connected without internet, or a timeout): the call reported it
      // (reachability.ts), the app is offline now, and the retry waits paused for the connection
      // with the saved data on screen instead of an error (issue 31). Answers are not retried.
      retry: (_count, error) => isNetworkError(error),
    });
  }
}

/** Time of the newest saved answer among the client app's queries (for "saved HH:MM"). */
export function lastSavedAt(queryClient: QueryClient): number | null {
  let newest = 0;
  for (const q of queryClient.getQueryCache().getAll()) {
    if (isKeptQuery(q) && rootOf(q) !== 'session') newest = Math.max(newest, q.state.dataUpdatedAt);
  }
  return newest || null;
}
