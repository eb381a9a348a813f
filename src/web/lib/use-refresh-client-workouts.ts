// The refresh after a change to one client's workouts, shared by the client detail screen and its calendar.
import { useQueryClient } from '@tanstack/react-query';
import { useTRPC } from './trpc.ts';

/** A change to a client's workouts refreshes what shows them: the detail screen, its calendar and the dashboard. */
export function useRefreshClientWorkouts(clientId: string) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries(trpc.coach.clients.assignments.queryFilter({ id: clientId })),
      queryClient.invalidateQueries(trpc.coach.clients.history.queryFilter({ id: clientId })),
      queryClient.invalidateQueries(trpc.coach.clients.stats.queryFilter({ id: clientId })),
      queryClient.invalidateQueries(trpc.coach.calendar.pathFilter()),
      queryClient.invalidateQueries(trpc.coach.assignments.pathFilter()),
      queryClient.invalidateQueries(trpc.coach.dashboard.pathFilter()),
    ]);
}
