// The route table (docs/product.md §2). Every screen is lazy-loaded so a phone opening /login or
// /app/today downloads that screen and its layout only; the coach area's and the client app's
// screens are named in their own tables (coach-routes.tsx, client-routes.tsx), loaded with the
// area. Feature screens live at src/web/features/<area>/pages/*-page.tsx (default export).
import { lazy } from 'react';
import { useRoutes, type RouteObject } from 'react-router';
import { GuestOnly, RequireCoach, RequireUser } from './guards.tsx';
import { RootLayout, RouteErrorBoundary } from './root-layout.tsx';
import { lazyWithTrpc, NotFoundPage } from './screens.tsx';

const LoginPage = lazy(() => import('../features/auth/pages/login-page.tsx'));
const RegisterPage = lazyWithTrpc(() => import('../features/auth/pages/register-page.tsx'));
const ForgotPasswordPage = lazyWithTrpc(() => import('../features/auth/pages/forgot-password-page.tsx'));
const ResetPasswordPage = lazyWithTrpc(() => import('../features/auth/pages/reset-password-page.tsx'));
const UnsubscribePage = lazyWithTrpc(() => import('../features/auth/pages/unsubscribe-page.tsx'));
const HomePage = lazy(() => import('../features/public/pages/home-page.tsx'));
const DemoPage = lazy(() => import('../features/public/pages/demo-page.tsx'));
/** Each area's routes with its layout (coach-routes.tsx, client-routes.tsx): only that area loads them. */
const CoachRoutes = lazy(() => import('./coach-routes.tsx'));
const ClientRoutes = lazy(() => import('./client-routes.tsx'));

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
        path: '/coach/*',
        element: (
          <RequireCoach>
            <CoachRoutes />
          </RequireCoach>
        ),
      },
      { path: '/app/*', element: <ClientRoutes /> },
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
