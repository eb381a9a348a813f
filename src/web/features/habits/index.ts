// What other areas may use of habits (docs/architecture.md, "Feature boundaries"): the client's
// Today card, which Today imports lazily (this module with it) once its first screen is up, so
// Today's first-screen JavaScript does not grow (docs/performance.md); and, lazy, the coach's
// card on the client detail and the clients list's "Assign habit" button.
import { lazy } from 'react';

export { default as TodayHabitsCard } from './components/today-habits-card.tsx';
export const LazyCoachHabitsCard = lazy(() => import('./components/coach-habits-card.tsx').then((m) => ({ default: m.CoachHabitsCard })));
export const LazyAssignHabitButton = lazy(() => import('./components/coach-habits-card.tsx').then((m) => ({ default: m.AssignHabitButton })));
