// What other areas may use of habits (docs/architecture.md, "Feature boundaries"), each a lazy
// component so the importer's chunk does not grow: the client's Today card (loaded after Today's
// first screen, docs/performance.md), the coach's card on the client detail, and the clients
// list's "Assign habit" button.
import { lazy } from 'react';

export const LazyTodayHabitsCard = lazy(() => import('./components/today-habits-card.tsx'));
export const LazyCoachHabitsCard = lazy(() => import('./components/coach-habits-card.tsx').then((m) => ({ default: m.CoachHabitsCard })));
export const LazyAssignHabitButton = lazy(() => import('./components/coach-habits-card.tsx').then((m) => ({ default: m.AssignHabitButton })));
