// tRPC for React (docs/conventions.md 11; docs/decisions/0030): @trpc/tanstack-react-query's option
// factories, typed from the server's router. A component or hook takes `const trpc = useTRPC()`
// and hands `trpc.a.b.queryOptions(input)` / `mutationOptions()` to TanStack's own `useQuery` /
// `useMutation`, and `trpc.a.b.queryFilter()` / `pathFilter()` / `queryKey()` to the query client.
// The first screens use lib/trpc-query.ts instead, and the provider loads with the screens that
// use these (app/trpc-provider.tsx; docs/performance.md, "Web delivery").
import { createTRPCContext } from '@trpc/tanstack-react-query';
import type { AppRouter } from './trpc-client.ts';

export const { TRPCProvider, useTRPC } = createTRPCContext<AppRouter>();

export * from './trpc-client.ts';
