// The client app's tab screens for src/web/layouts/client to fetch ahead: the app is the one place
// that names pages of every area (docs/architecture.md, "Feature boundaries").
/**
 * The screens of the tab bar, fetched once the first screen is up: a client who opens the app and
 * then loses signal (a gym basement) can still switch tabs and see each screen's own offline
 * error, instead of a failed page load. The chunks are the ones the route table (routes.tsx) loads lazily.
 */
export const TAB_SCREENS = [
  () => import('../features/client-workouts/pages/today-page.tsx'),
  () => import('../features/client-workouts/pages/upcoming-page.tsx'),
  () => import('../features/client-workouts/pages/history-page.tsx'),
  () => import('../features/food-log/pages/food-page.tsx'),
  () => import('../features/fitness-tests/pages/tests-page.tsx'),
  () => import('../features/check-ins/pages/client-check-ins-page.tsx'),
  // The sheet and dialogs Today opens on a tap, and its completion card (lazy in today-page.tsx).
  () => import('../features/client-workouts/components/log-result-sheet.tsx'),
  () => import('../features/client-workouts/components/notes-dialog.tsx'),
  () => import('../features/client-workouts/components/video-dialog.tsx'),
  () => import('../features/client-workouts/components/completion-card.tsx'),
  // Its "Also due" list, shown when other sessions are due (also-due.tsx).
  () => import('../features/client-workouts/components/also-due-list.tsx'),
  // The set rows with the rest timer (docs/sets.md).
  () => import('../features/client-workouts/components/set-rows.tsx'),
  // The `useTRPC()` provider the other tabs render in (routes.tsx, app/trpc-provider.tsx).
  () => import('./trpc-provider.tsx'),
  // Today's habits card (docs/habits.md), so it shows offline too.
  () => import('../features/habits/index.ts'),
];
