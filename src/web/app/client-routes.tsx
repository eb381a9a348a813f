// The client app's routes under /app (docs/product.md §2), below routes.tsx. A chunk of its own,
// loaded on the first /app address, so /login and the coach area do not download the client
// screens' part of the route table and their preload lists (docs/performance.md, "Web delivery").
// The layout comes with it; every screen is lazy.
import { lazy } from 'react';
import { Navigate, useRoutes, type RouteObject } from 'react-router';
import ClientLayout from '../layouts/client/client-layout.tsx';
import { inLayout, lazyWithTrpc, NotFoundPage } from './screens.tsx';

const TodayPage = lazy(() => import('../features/client-workouts/pages/today-page.tsx'));
const UpcomingPage = lazyWithTrpc(() => import('../features/client-workouts/pages/upcoming-page.tsx'));
const HistoryPage = lazyWithTrpc(() => import('../features/client-workouts/pages/history-page.tsx'));
const FoodPage = lazyWithTrpc(() => import('../features/food-log/pages/food-page.tsx'));
const TestsPage = lazyWithTrpc(() => import('../features/fitness-tests/pages/tests-page.tsx'));
const ClientMessagesPage = lazyWithTrpc(() => import('../features/messages/pages/client-messages-page.tsx'));
const ClientCheckInsPage = lazyWithTrpc(() => import('../features/check-ins/pages/client-check-ins-page.tsx'));

/** Paths relative to /app. docs/product.md §6: reachable without a signed-in user; the screens' data calls decide. */
const routes: RouteObject[] = [
  {
    element: <ClientLayout />,
    children: [
      { index: true, element: <Navigate to="/app/today" replace /> },
      { path: 'today', element: inLayout(<TodayPage />) },
      { path: 'upcoming', element: inLayout(<UpcomingPage />) },
      { path: 'history', element: inLayout(<HistoryPage />) },
      { path: 'food', element: inLayout(<FoodPage />) },
      { path: 'tests', element: inLayout(<TestsPage />) },
      { path: 'messages', element: inLayout(<ClientMessagesPage />) },
      { path: 'check-ins', element: inLayout(<ClientCheckInsPage />) },
      { path: '*', element: <NotFoundPage embedded /> },
    ],
  },
];

export default function ClientRoutes() {
  return useRoutes(routes);
}
