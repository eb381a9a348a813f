// The provider of `useTRPC()` (lib/trpc.ts), around each screen that uses it, loaded with it: the
// first screens (Today, the coach dashboard, their layouts) call tRPC through lib/trpc-query.ts
// and do not download it (docs/performance.md, "Web delivery"). Same
// query client and tRPC client as the rest of the page (app/data-layer.tsx), so one cache.
import { useQueryClient } from '@tanstack/react-query';
import type { ComponentType, ReactNode } from 'react';
import { TRPCProvider } from '../lib/trpc.ts';
import { useTrpcClient } from '../lib/trpc-query.ts';

export function TrpcProvider({ children }: { children: ReactNode }) {
  return (
    <TRPCProvider trpcClient={useTrpcClient()} queryClient={useQueryClient()}>
      {children}
    </TRPCProvider>
  );
}

/** A route's screen inside the provider (app/routes.tsx). */
export function TrpcScreen({ screen: Screen }: { screen: ComponentType }) {
  return (
    <TrpcProvider>
      <Screen />
    </TrpcProvider>
  );
}
