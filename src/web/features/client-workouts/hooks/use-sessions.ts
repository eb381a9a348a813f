// The client's session list (Upcoming, Dashboard) and the dashboard's food numbers.
import { useQuery } from '@tanstack/react-query';
import type { RouterOutputs } from '#web/lib/trpc-client.ts';
import { trpcKey, useTrpcClient } from '#web/lib/trpc-query.ts';

export type SessionSummary = RouterOutputs['clientApp']['workouts']['listSessions'][number];

export function useSessions() {
  // Screens that list sessions show fresh data when opened; updates invalidate it as well.
  const client = useTrpcClient();
  return useQuery({ queryKey: trpcKey('clientApp.workouts.listSessions'), queryFn: () => client.clientApp.workouts.listSessions.query(), staleTime: 0 });
}

export function useDashboardNumbers() {
  // Meals are logged on another screen whose calls do not know this query: read it on open.
  const client = useTrpcClient();
  return useQuery({ queryKey: trpcKey('clientApp.workouts.dashboard'), queryFn: () => client.clientApp.workouts.dashboard.query(), staleTime: 0 });
}

export function useSessionResults(id: string, enabled: boolean) {
  const client = useTrpcClient();
  return useQuery({ queryKey: trpcKey('clientApp.workouts.sessionResults', { id }), queryFn: () => client.clientApp.workouts.sessionResults.query({ id }), enabled, staleTime: 60_000 });
}
