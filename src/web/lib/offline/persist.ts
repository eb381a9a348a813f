// Reads survive offline (docs/offline.md): the client app's query cache (and the session check)
// is saved to IndexedDB and restored on the next start, so Today, Upcoming, Dashboard, Food and
// Progress open with their last known data and no signal. Loaded only with the client area
// (client-offline.ts).
//
// The cache is stored as it is: IndexedDB keeps a structured clone of it, Dates as Dates, made by
// the browser's own code. Turning it into a superjson string first walked the whole cache in
// JavaScript on every save (30 ms for the demo client's few workouts on a desktop CPU, once or
// twice while Today loads; more with a year of history, on a phone: docs/performance.md, "Web
// delivery"). A cache an earlier version saved as a superjson string is still read.
import type { PersistedClient, Persister, PersistQueryClientOptions } from '@tanstack/react-query-persist-client';
import { createStore, del, get, set, type UseStore } from 'idb-keyval';
import superjson from 'superjson';
import { isKeptQuery, SAVED_DATA_MAX_AGE_MS } from './saved-data.ts';

/** Bumped when a saved cache could no longer be read by the app (the move to tRPC's TanStack integration kept the keys: test/web/lib/trpc-query.test.tsx). */
const CACHE_BUSTER = 'v1';
const KEY = 'spotter-query-cache';
/** Saves at most this often: the cache changes many times while a screen loads. */
const THROTTLE_MS = 500;

/**
 * A read that failed after a good answer still has that answer: it is saved as that answer, so a
 * failed read never removes the saved copy and the next start does not open on an error (issue 31).
 */
function keepAnswers(client: PersistedClient): PersistedClient {
  const queries = client.clientState.queries.map((q) =>
    q.state.status === 'error' && q.state.data !== undefined ? { ...q, state: { ...q.state, status: 'success' as const, error: null, fetchFailureCount: 0, fetchFailureReason: null } } : q,
  );
  return { ...client, clientState: { ...client.clientState, queries } };
}

/** The newest cache, saved once THROTTLE_MS after the first change since the last save. */
function indexedDbPersister(store: UseStore): Persister {
  let latest: PersistedClient | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  return {
    persistClient(client) {
      latest = keepAnswers(client);
      timer ??= setTimeout(() => {
        timer = undefined;
        const saving = latest;
        latest = undefined;
        // Not saved (storage full, private mode): the app works on, with nothing for offline.
        if (saving) set(KEY, saving, store).catch(() => undefined);
      }, THROTTLE_MS);
    },
    restoreClient: async () => {
      const saved = await get<PersistedClient | string>(KEY, store);
      return typeof saved === 'string' ? superjson.parse<PersistedClient>(saved) : saved;
    },
    removeClient: () => del(KEY, store),
  };
}

export function persistOptions(): Omit<PersistQueryClientOptions, 'queryClient'> {
  return {
    persister: indexedDbPersister(createStore('spotter-cache', 'queries')),
    maxAge: SAVED_DATA_MAX_AGE_MS,
    buster: CACHE_BUSTER,
    dehydrateOptions: { shouldDehydrateQuery: isKeptQuery, shouldDehydrateMutation: () => false },
  };
}
