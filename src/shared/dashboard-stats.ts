// The coach dashboard's four stat cards and its clients' progress labels (docs/product.md §2, §4),
// used by the server and the dashboard. Apart from stats.ts (which re-exports them) so the
// dashboard, a first screen, does not load the time-zone code stats.ts needs (docs/performance.md).

export interface DashboardStats {
  activeClients: number;
  thisWeekCompleted: number;
  missedWorkouts: number;
  avgCompletionRate: number;
}

/**
 * docs/product.md §2, the four stat cards: Active Clients = number of client-progress items; This Week
 * Completed = recent activities with status completed; Missed Workouts = missed-workout items;
 * Avg Completion Rate = rounded mean of completionRate over clients (0 without clients).
 * The two feed counts come counted by the server (GET /api/dashboard-counts), so the dashboard
 * does not download both feeds to count them.
 */
export function dashboardStats(clients: readonly { completionRate: number }[], counts: { thisWeekCompleted: number; missedWorkouts: number }): DashboardStats {
  return {
    activeClients: clients.length,
    thisWeekCompleted: counts.thisWeekCompleted,
    missedWorkouts: counts.missedWorkouts,
    avgCompletionRate: clients.length === 0 ? 0 : Math.round(clients.reduce((acc, c) => acc + c.completionRate, 0) / clients.length),
  };
}

export type ProgressStatus = 'ahead' | 'on-track' | 'behind' | 'active' | 'completed-excellent' | 'completed-good' | 'completed-poor' | 'ready-for-next';
