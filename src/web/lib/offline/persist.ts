// Reads survive offline (docs/offline.md): the client app's query cache (and the session check)
// is saved to IndexedDB and restored on the next start, so Today, Upcoming, Dashboard, Food and
// Progress open with their last known data and no signal. Saved with superjson, like the API,
// so dates come back as dates. Loaded only with the client area (client-offline.ts).
import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import type { PersistQueryClientOptions } from '@tanstack/react-query-persist-client';
import { createStore, del, get, set } from 'idb-keyval';
import superjson from 'superjson';
import { isKeptQuery } from './saved-data.ts';

/** Bumped when a saved cache could no longer be read by the app. */
const CACHE_BUSTER = 'v1';
const MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

export function persistOptions(): Omit<PersistQueryClientOptions, 'queryClient'> {
  const store = createStore('spotter-cache', 'queries');
  const persister = createAsyncStoragePersister({
    storage: {
      getItem: (key) => get<string>(key, store).then((v) => v ?? null),
      setItem: (key, value) => set(key, value, store),
      removeItem: (key) => del(key, store),
    },
    key: 'spotter-query-cache',
    throttleTime: 500,
    serialize: (client) => superjson.stringify(client),
    deserialize: (text) => superjson.parse(text),
  });
  return {
    persister,
    maxAge: MAX_AGE_MS,
    buster: CACHE_BUSTER,
    dehydrateOptions: { shouldDehydrateQuery: isKeptQuery, shouldDehydrateMutation: () => false },
  };
}
