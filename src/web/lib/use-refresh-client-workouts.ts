// The refresh after a change to one client's workouts, shared by the client detail screen and its calendar.
import { trpc } from './trpc.ts';

/** A change to a client's workouts refreshes what shows them: the detail screen, its calendar and the dashboard. */
export function useRefreshClientWorkouts(clientId: string) {
  const utils = trpc.useUtils();
  return () =>
    Promise.all([
      utils.coach.clients.assignments.invalidate({ id: clientId }),
      utils.coach.clients.history.invalidate({ id: clientId }),
      utils.coach.clients.stats.invalidate({ id: clientId }),
      utils.coach.calendar.invalidate(),
      utils.coach.assignments.invalidate(),
      utils.coach.dashboard.invalidate(),
    ]);
}
