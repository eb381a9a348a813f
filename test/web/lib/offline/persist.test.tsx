// The saved query cache (docs/offline.md) over a real IndexedDB implementation: stored as it is,
// dates stay dates, saves are throttled to the newest cache, and a cache an earlier version saved
// as a superjson string is still read.
import { IDBKeyRange, indexedDB } from 'fake-indexeddb';
import type { PersistedClient } from '@tanstack/react-query-persist-client';
import { createStore, set } from 'idb-keyval';
import superjson from 'superjson';
import { describe, expect, it } from 'vitest';
import { persistOptions } from '#web/lib/offline/persist.ts';

// jsdom has no IndexedDB: the cache's store opens on fake-indexeddb's.
Object.assign(globalThis, { indexedDB, IDBKeyRange });

function savedCache(workoutName: string): PersistedClient {
  const data = { name: workoutName, scheduledFor: new Date('2026-11-28T00:00:00.000Z'), exercises: [{ name: 'Back Squat', completedAt: new Date('2026-11-28T07:15:00.000Z') }] };
  return {
    timestamp: 1_795_000_000_000,
    buster: 'v1',
    clientState: {
      mutations: [],
      queries: [
        { queryKey: [['clientApp', 'workouts', 'today'], { type: 'query' }], queryHash: 'today', dehydratedAt: 1_795_000_000_000, state: { data, dataUpdatedAt: 1, status: 'success' } as never },
      ],
    },
  };
}

const afterThrottle = () => new Promise((resolve) => setTimeout(resolve, 700));

describe('the saved query cache', () => {
  it('keeps the newest of several quick changes, with its dates as dates', async () => {
    const { persister } = persistOptions();
    await persister.persistClient(savedCache('Lower Body'));
    await persister.persistClient(savedCache('Upper Body'));
    await afterThrottle();
    const restored = await persister.restoreClient();
    expect(restored).toEqual(savedCache('Upper Body'));
    const data = restored?.clientState.queries[0]?.state.data as { scheduledFor: unknown; exercises: { completedAt: unknown }[] } | undefined;
    expect(data?.scheduledFor).toBeInstanceOf(Date);
    expect(data?.exercises[0]?.completedAt).toBeInstanceOf(Date);

    await persister.removeClient();
    expect(await persister.restoreClient()).toBeUndefined();
  });

  it('reads a cache an earlier version saved as a superjson string', async () => {
    await set('spotter-query-cache', superjson.stringify(savedCache('Full Body')), createStore('spotter-cache', 'queries'));
    const restored = await persistOptions().persister.restoreClient();
    expect(restored).toEqual(savedCache('Full Body'));
    const data = restored?.clientState.queries[0]?.state.data as { scheduledFor: unknown } | undefined;
    expect(data?.scheduledFor).toBeInstanceOf(Date);
  });
});
