// The route table (docs/product.md §2). Every screen is lazy-loaded so a phone opening /login or
// /app/today downloads that screen and its layout only. Feature screens live at
// src/web/features/<area>/pages/*-page.tsx (default export).
import { createElement, lazy, type ComponentType, type ReactNode } from 'react';
import { Navigate, useRoutes, type RouteObject } from 'react-router';
import { GuestOnly, RequireCoach, RequireUser } from './guards.tsx';
import { RootLayout, RouteErrorBoundary } from './root-layout.tsx';

/**
 * A screen that uses the tRPC React hooks (lib/trpc.ts), loaded with their provider. The first
 * screens (Today, the coach dashboard) and the screens that call no API do without: they are
 * plain `lazy` (docs/performance.md, "Web delivery").
 */
function lazyWithTrpc(load: () => Promise<{ default: ComponentType }>) {
  return lazy(async () => {
    const [{ default: screen }, { TrpcScreen }] = await Promise.all([load(), import('./trpc-provider.tsx')]);
    return { default: () => createElement(TrpcScreen, { screen }) };
  });
}

const LoginPage = lazy(() => import('../features/auth/pages/login-page.tsx'));
const RegisterPage = lazyWithTrpc(() => import('../features/auth/pages/register-page.tsx'));
const ForgotPasswordPage = lazyWithTrpc(() => import('../features/auth/pages/forgot-password-page.tsx'));
const ResetPasswordPage = lazyWithTrpc(() => import('../features/auth/pages/reset-password-page.tsx'));
const UnsubscribePage = lazyWithTrpc(() => import('../features/auth/pages/unsubscribe-page.tsx'));
const HomePage = lazy(() => import('../features/public/pages/home-page.tsx'));
const DemoPage = lazy(() => import('../features/public/pages/demo-page.tsx'));
const NotFoundPage = lazy(() => import('../features/public/pages/not-found-page.tsx'));

const CoachLayout = lazy(() => import('../layouts/coach/coach-layout.tsx'));
const DashboardPage = lazy(() => import('../features/dashboard/pages/dashboard-page.tsx'));
const ClientsPage = lazyWithTrpc(() => import('../features/clients/pages/clients-page.tsx'));
const ClientDetailPage = lazyWithTrpc(() => import('../features/clients/pages/client-detail-page.tsx'));
const ExerciseLibraryPage = lazyWithTrpc(() => import('../features/exercises/pages/exercise-library-page.tsx'));
const PlansPage = lazyWithTrpc(() => import('../features/plans/pages/plans-page.tsx'));
const PlanBuilderPage = lazyWithTrpc(() => import('../features/plans/pages/plan-builder-page.tsx'));
const ProgramsPage = lazyWithTrpc(() => import('../features/programs/pages/programs-page.tsx'));
const AssignPage = lazyWithTrpc(() => import('../features/assignments/pages/assign-page.tsx'));
const NotificationsPage = lazyWithTrpc(() => import('../features/notifications/pages/notifications-page.tsx'));
const BrandPage = lazyWithTrpc(() => import('../features/branding/pages/brand-page.tsx'));
const ProfilePage = lazyWithTrpc(() => import('../features/profile/pages/profile-page.tsx'));
const DataTransferPage = lazyWithTrpc(() => import('../features/data-transfer/pages/data-transfer-page.tsx'));

const ClientLayout = lazy(() => import('../layouts/client/client-layout.tsx'));
const TodayPage = lazy(() => import('../features/client-workouts/pages/today-page.tsx'));
const UpcomingPage = lazyWithTrpc(() => import('../features/client-workouts/pages/upcoming-page.tsx'));
const HistoryPage = lazyWithTrpc(() => import('../features/client-workouts/pages/history-page.tsx'));
const FoodPage = lazyWithTrpc(() => import('../features/food-log/pages/food-page.tsx'));
const TestsPage = lazyWithTrpc(() => import('../features/fitness-tests/pages/tests-page.tsx'));
const ClientMessagesPage = lazyWithTrpc(() => import('../features/messages/pages/client-messages-page.tsx'));

/** A screen inside a layout: when it fails, the error shows in place and the layout stays. */
const inLayout = (screen: ReactNode) => <RouteErrorBoundary embedded>{screen}</RouteErrorBoundary>;

const routes: RouteObject[] = [
  {
    element: (
      <RouteErrorBoundary>
        <RootLayout />
      </RouteErrorBoundary>
    ),
    children: [
      { path: '/', element: <HomePage /> },
      {
        path: '/login',
        element: (
          <GuestOnly>
            <LoginPage />
          </GuestOnly>
        ),
      },
      {
        path: '/register',
        element: (
          <GuestOnly>
            <RegisterPage />
          </GuestOnly>
        ),
      },
      { path: '/forgot-password', element: <ForgotPasswordPage /> },
      // docs/product.md §2: any path starting with /reset-password is public.
      { path: '/reset-password/*', element: <ResetPasswordPage /> },
      { path: '/unsubscribe', element: <UnsubscribePage /> },
      { path: '/demo', element: <DemoPage /> },
      {
        path: '/coach',
        element: (
          <RequireCoach>
            <CoachLayout />
          </RequireCoach>
        ),
        children: [
          { index: true, element: <Navigate to="/coach/dashboard" replace /> },
          { path: 'dashboard', element: inLayout(<DashboardPage />) },
          { path: 'clients', element: inLayout(<ClientsPage />) },
          { path: 'clients/:id', element: inLayout(<ClientDetailPage />) },
          { path: 'tasks', element: inLayout(<ExerciseLibraryPage />) },
          { path: 'plans', element: inLayout(<PlansPage />) },
          // ?editPlanId=… turns the builder into Edit Plan.
          { path: 'plans/new', element: inLayout(<PlanBuilderPage />) },
          { path: 'programs', element: inLayout(<ProgramsPage />) },
          // ?type=program|plan&id=… preselects the content.
          { path: 'assign', element: inLayout(<AssignPage />) },
          { path: 'notifications', element: inLayout(<NotificationsPage />) },
          { path: 'brand', element: inLayout(<BrandPage />) },
          { path: 'profile', element: inLayout(<ProfilePage />) },
          { path: 'data-transfer', element: inLayout(<DataTransferPage />) },
          { path: '*', element: <NotFoundPage embedded /> },
        ],
      },
      {
        // docs/product.md §6: reachable without a signed-in user; the screens' data calls decide.
        path: '/app',
        element: <ClientLayout />,
        children: [
          { index: true, element: <Navigate to="/app/today" replace /> },
          { path: 'today', element: inLayout(<TodayPage />) },
          { path: 'upcoming', element: inLayout(<UpcomingPage />) },
          { path: 'history', element: inLayout(<HistoryPage />) },
          { path: 'food', element: inLayout(<FoodPage />) },
          { path: 'tests', element: inLayout(<TestsPage />) },
          { path: 'messages', element: inLayout(<ClientMessagesPage />) },
          { path: '*', element: <NotFoundPage embedded /> },
        ],
      },
      {
        path: '*',
        element: (
          <RequireUser>
            <NotFoundPage />
          </RequireUser>
        ),
      },
    ],
  },
];

/**
 * The screen for the address. Declarative routing (`useRoutes` under a `BrowserRouter`): the data
 * router (`createBrowserRouter`) would add ~17 KB gzip to every first screen for loaders and actions
 * the app does not use (docs/performance.md, "Web delivery").
 */
export function AppRoutes() {
  return useRoutes(routes);
}
