// The first screens call tRPC through lib/trpc-query.ts, the other screens through
// @trpc/tanstack-react-query's option factories (lib/trpc.ts): both must name a call with the same
// query key, or a screen would not see (or invalidate) what the other cached
// (docs/performance.md, "Web delivery"). The factories are built here without React, from the
// same router type, with createTRPCOptionsProxy.
import { QueryClient } from '@tanstack/react-query';
import { createTRPCClient, httpLink } from '@trpc/client';
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import superjson from 'superjson';
import { describe, expect, it } from 'vitest';
import type { AppRouter } from '#web/lib/trpc.ts';
import { trpcKey } from '#web/lib/trpc-query.ts';

// No request is made: only keys are built.
const trpc = createTRPCOptionsProxy<AppRouter>({
  client: createTRPCClient<AppRouter>({ links: [httpLink({ url: 'http://localhost/trpc', transformer: superjson })] }),
  queryClient: new QueryClient(),
});

describe('trpcKey', () => {
  it('is the key the option factories give a query, with and without input', () => {
    expect(trpcKey('clientApp.workouts.today')).toEqual(trpc.clientApp.workouts.today.queryKey());
    expect(trpcKey('clientApp.workouts.sessionResults', { id: 'abc' })).toEqual(trpc.clientApp.workouts.sessionResults.queryKey({ id: 'abc' }));
    expect(trpcKey('coach.notifications.list', { unread: true, limit: 8 })).toEqual(trpc.coach.notifications.list.queryKey({ unread: true, limit: 8 }));
  });

  it('is the key of an infinite query, without its cursor', () => {
    expect(trpcKey('coach.notifications.page', { limit: 20 }, 'infinite')).toEqual(trpc.coach.notifications.page.infiniteQueryKey({ limit: 20 }));
    // The factories' key type leaves the cursor out; at run time they drop it from the key.
    const paged = { limit: 20, cursor: 'c1' };
    expect(trpcKey('coach.notifications.page', paged, 'infinite')).toEqual(trpc.coach.notifications.page.infiniteQueryKey(paged));
    expect(trpcKey('coach.notifications.page', paged, 'infinite')).toEqual(trpcKey('coach.notifications.page', { limit: 20 }, 'infinite'));
  });

  it('is the prefix the factories filter a procedure or a router with, and a mutation key', () => {
    expect(trpcKey('clientApp.workouts', undefined, 'any')).toEqual(trpc.clientApp.workouts.pathKey());
    expect(trpcKey('coach.dashboard.counts', undefined, 'any')).toEqual(trpc.coach.dashboard.counts.pathKey());
    expect(trpcKey('coach.dashboard.counts', undefined, 'any')).toEqual(trpc.coach.dashboard.counts.pathFilter().queryKey);
    expect(trpcKey('clientApp.workouts.saveSets', undefined, 'any')).toEqual(trpc.clientApp.workouts.saveSets.mutationKey());
  });

  it('is the key a cache saved under @trpc/react-query 11.19 used, so a saved offline cache still matches', () => {
    // Literal keys as the classic hooks wrote them into the IndexedDB cache (docs/offline.md): the
    // shapes did not change, so lib/offline/persist.ts keeps its buster.
    expect(trpc.clientApp.workouts.today.queryKey()).toEqual([['clientApp', 'workouts', 'today'], { type: 'query' }]);
    expect(trpc.clientApp.workouts.sessionResults.queryKey({ id: 'abc' })).toEqual([['clientApp', 'workouts', 'sessionResults'], { input: { id: 'abc' }, type: 'query' }]);
    expect(trpc.clientApp.fitnessTests.page.infiniteQueryKey({})).toEqual([['clientApp', 'fitnessTests', 'page'], { input: {}, type: 'infinite' }]);
  });

  it('takes only paths the router has (checked by typecheck)', () => {
    // @ts-expect-error a procedure the router lacks
    expect(trpcKey('coach.dashboard.missedWorkoutz')).toEqual([['coach', 'dashboard', 'missedWorkoutz'], { type: 'query' }]);
    // @ts-expect-error a router is a key prefix only, never a query
    expect(trpcKey('clientApp.workouts')).toEqual([['clientApp', 'workouts'], { type: 'query' }]);
  });
});
