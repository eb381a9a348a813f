// The first screens call tRPC through lib/trpc-query.ts, the other screens through the tRPC React
// hooks (lib/trpc.ts): both must name a call with the same query key, or a screen would not see
// (or invalidate) what the other cached (docs/performance.md, "Web delivery").
import { getQueryKey } from '@trpc/react-query';
import { describe, expect, it } from 'vitest';
import { trpc } from '#web/lib/trpc.ts';
import { trpcKey } from '#web/lib/trpc-query.ts';

describe('trpcKey', () => {
  it('is the key the tRPC hooks give a query, with and without input', () => {
    expect(trpcKey('clientApp.workouts.today')).toEqual(getQueryKey(trpc.clientApp.workouts.today, undefined, 'query'));
    expect(trpcKey('clientApp.workouts.sessionResults', { id: 'abc' })).toEqual(getQueryKey(trpc.clientApp.workouts.sessionResults, { id: 'abc' }, 'query'));
    expect(trpcKey('coach.notifications.list', { unread: true, limit: 8 })).toEqual(getQueryKey(trpc.coach.notifications.list, { unread: true, limit: 8 }, 'query'));
  });

  it('is the key of an infinite query, without its cursor', () => {
    expect(trpcKey('coach.notifications.page', { limit: 20 }, 'infinite')).toEqual(getQueryKey(trpc.coach.notifications.page, { limit: 20 }, 'infinite'));
    // The hooks' key type leaves the cursor out; at run time they drop it from the key.
    const paged = { limit: 20, cursor: 'c1' };
    expect(trpcKey('coach.notifications.page', paged, 'infinite')).toEqual(getQueryKey(trpc.coach.notifications.page, paged, 'infinite'));
    expect(trpcKey('coach.notifications.page', paged, 'infinite')).toEqual(trpcKey('coach.notifications.page', { limit: 20 }, 'infinite'));
  });

  it('is the prefix the hooks invalidate a procedure or a router with', () => {
    expect(trpcKey('clientApp.workouts', undefined, 'any')).toEqual(getQueryKey(trpc.clientApp.workouts));
    expect(trpcKey('coach.dashboard.counts', undefined, 'any')).toEqual(getQueryKey(trpc.coach.dashboard.counts));
  });

  it('takes only paths the router has (checked by typecheck)', () => {
    // @ts-expect-error a procedure the router lacks
    expect(trpcKey('coach.dashboard.missedWorkoutz')).toEqual([['coach', 'dashboard', 'missedWorkoutz'], { type: 'query' }]);
    // @ts-expect-error a router is a key prefix only, never a query
    expect(trpcKey('clientApp.workouts')).toEqual([['clientApp', 'workouts'], { type: 'query' }]);
  });
});
