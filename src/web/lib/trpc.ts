// The tRPC React hooks (docs/conventions.md 11), typed from the server's router: `trpc.*.useQuery`,
// `useMutation`, `useUtils`. Their module (@trpc/react-query's root hooks, with every TanStack hook
// they wrap) is not on the first screens: those use lib/trpc-query.ts, and the hooks' provider
// loads with the screens that use them (app/trpc-provider.tsx; docs/performance.md, "Web delivery").
import { createTRPCReact } from '@trpc/react-query';
import type { AppRouter } from './trpc-client.ts';

export const trpc = createTRPCReact<AppRouter>();

export * from './trpc-client.ts';
