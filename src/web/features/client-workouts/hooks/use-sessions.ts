// The client's session list (Upcoming, Dashboard) and the dashboard's food numbers.
import { trpc, type RouterOutputs } from '#web/lib/trpc.ts';

export type SessionSummary = RouterOutputs['clientApp']['workouts']['listSessions'][number];

export function useSessions() {
  // Screens that list sessions show fresh data when opened; updates invalidate it as well.
  return trpc.clientApp.workouts.listSessions.useQuery(undefined, { staleTime: 0 });
}

export function useDashboardNumbers() {
  // Meals are logged on another screen whose calls do not know this query: read it on open.
  return trpc.clientApp.workouts.dashboard.useQuery(undefined, { staleTime: 0 });
}

export function useSessionResults(id: string, enabled: boolean) {
  return trpc.clientApp.workouts.sessionResults.useQuery({ id }, { enabled, staleTime: 60_000 });
}
