// The coach area's routes under /coach (docs/product.md §2), below routes.tsx. A chunk of its own,
// loaded on the first /coach address, so /login and the client app do not download the coach
// screens' part of the route table and their preload lists (docs/performance.md, "Web delivery").
// The layout comes with it; every screen is lazy.
import { lazy } from 'react';
import { Navigate, useRoutes, type RouteObject } from 'react-router';
import CoachLayout from '../layouts/coach/coach-layout.tsx';
import { inLayout, lazyWithTrpc, NotFoundPage } from './screens.tsx';

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
const CoachInboxPage = lazyWithTrpc(() => import('../features/messages/pages/coach-inbox-page.tsx'));
const CoachCheckInsPage = lazyWithTrpc(() => import('../features/check-ins/pages/coach-check-ins-page.tsx'));
const RosterPage = lazyWithTrpc(() => import('../features/triage/pages/roster-page.tsx'));
const IntegrationsPage = lazyWithTrpc(() => import('../features/integrations/pages/integrations-page.tsx'));

/** Paths relative to /coach. */
const routes: RouteObject[] = [
  {
    element: <CoachLayout />,
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
      { path: 'check-ins', element: inLayout(<CoachCheckInsPage />) },
      { path: 'inbox', element: inLayout(<CoachInboxPage />) },
      { path: 'roster', element: inLayout(<RosterPage />) },
      { path: 'integrations', element: inLayout(<IntegrationsPage />) },
      { path: '*', element: <NotFoundPage embedded /> },
    ],
  },
];

export default function CoachRoutes() {
  return useRoutes(routes);
}
