// docs/product.md §2 texts of the coach dashboard. English is the source of the translations
// (docs/translations.md): screens read useDashboardTexts(), tests T.
import { args, i18n, useStore } from '#web/i18n/i18n.ts';

export const coachMessages = i18n('dashboard/coach', {
  title: 'Dashboard',
  description: 'An overview of your clients’ training',
  activeClients: 'Active Clients',
  thisWeekCompleted: 'This Week Completed',
  missedWorkouts: 'Missed Workouts',
  avgCompletionRate: 'Avg Completion Rate',
  activeClientsHint: 'Not archived',
  // Sub-labels under docs/product.md §2's card titles: what each number counts (issue 17).
  thisWeekHint: 'Workouts finished since Monday',
  missedHint: 'Last 30 days',
  avgHint: 'Exercises ticked per workout, averaged over clients',
  recentActivity: 'Recent Activity',
  recentActivityHint: 'Latest unread notifications',
  viewAll: 'View all',
  noActivity: 'No unread notifications',
  noActivityHint: 'You are all caught up.',
  clientProgress: 'Client Progress',
  clientProgressHint: 'Where each client stands on their current assignment',
  noClients: 'No clients yet',
  noClientsHint: 'Add your first client to follow their progress here.',
  addClient: 'Add Client',
  noPlan: 'No active assignment',
  showingClients: args('shown', 'total')('Showing {shown} of {total} clients'),
  showMoreClients: args('n')('Show {n} more'),
  workoutsDone: args('pct')('{pct}% of workouts done'),
  progressOf: args('name')('{name}: workouts done'),
  byExercisesTicked: 'by exercises ticked',
  lastActive: 'Last active',
  never: 'Not active yet',
  loadFailed: 'Failed to load dashboard',
  loadFailedHint: 'There was an error loading your dashboard. Please try again.',
  loading: 'Loading dashboard...',
  // A client's badge in Client Progress (docs/product.md §2).
  statusAhead: 'Ahead',
  statusOnTrack: 'On Track',
  statusBehind: 'Behind',
  statusActive: 'Active',
  statusCompletedExcellent: 'Completed: Excellent',
  statusCompletedGood: 'Completed: Good',
  statusCompletedPoor: 'Completed: Poor',
  statusReadyForNext: 'Ready for next assignment',
});

export const useDashboardTexts = () => useStore(coachMessages);

/** The English texts, as tests read them. */
export const T = /* @__PURE__ */ coachMessages.get();
