// tRPC calls for the first screens (/app/today, /coach/dashboard, their layouts) with plain
// TanStack Query over the vanilla tRPC client (docs/performance.md, "Web delivery"), without the
// tRPC React context (lib/trpc.ts, app/trpc-provider.tsx) those screens do not load. The query keys
// here are the ones @trpc/tanstack-react-query builds (`queryKey()`, `infiniteQueryKey()`,
// `pathKey()`, `mutationKey()`), so both read and invalidate the same cache entries, and the saved
// offline cache matches either; test/web/lib/trpc-query.test.tsx holds them equal.
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { createContext, useContext } from 'react';
import type { TrpcClient } from './trpc-client.ts';
import type { TrpcPath, TrpcProcedurePath } from './trpc-paths.ts';

/** The page's tRPC client, given by app/data-layer.tsx. */
export const TrpcClientContext = createContext<TrpcClient | null>(null);

export function useTrpcClient(): TrpcClient {
  const client = useContext(TrpcClientContext);
  if (!client) throw new Error('useTrpcClient outside app/data-layer.tsx');
  return client;
}

/**
 * The key @trpc/tanstack-react-query gives a procedure (`path` as in 'clientApp.workouts.today'): a
 * query's `[['clientApp', 'workouts', 'today'], { input, type: 'query' }]` (`queryKey(input)`), an
 * infinite query's without its cursor (`infiniteQueryKey(input)`), and with `type` 'any' and no
 * input the prefix that matches every call of a procedure or router (`pathKey()`, also a mutation's
 * `mutationKey()`). A path the router lacks fails typecheck.
 */
export function trpcKey(path: TrpcProcedurePath, input?: unknown, type?: 'query' | 'infinite' | 'any'): QueryKey;
export function trpcKey(path: TrpcPath, input: undefined, type: 'any'): QueryKey;
export function trpcKey(path: TrpcPath, input?: unknown, type: 'query' | 'infinite' | 'any' = 'query'): QueryKey {
  const split = path.split('.');
  if (!input && type === 'any') return [split];
  if (type === 'infinite' && input !== null && typeof input === 'object' && ('cursor' in input || 'direction' in input)) {
    const { cursor: _cursor, direction: _direction, ...rest } = input as Record<string, unknown>;
    return [split, { input: rest, type }];
  }
  return [split, { ...(input === undefined ? {} : { input }), ...(type === 'any' ? {} : { type }) }];
}

/**
 * Called from a write's onSettled (where that write still counts as under way): reads again what
 * `key` covers once no other write under `key` is under way. A read made while another write is on
 * its way comes back without it and would undo it on screen (docs/offline.md).
 */
export async function invalidateAfterLastWrite(queryClient: QueryClient, key: QueryKey): Promise<void> {
  if (queryClient.isMutating({ mutationKey: key }) > 1) return;
  await queryClient.invalidateQueries({ queryKey: key });
}
