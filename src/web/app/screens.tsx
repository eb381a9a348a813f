// How the route tables (routes.tsx, coach-routes.tsx, client-routes.tsx) load and frame a screen.
import { createElement, lazy, type ComponentType, type ReactNode } from 'react';
import { RouteErrorBoundary } from './root-layout.tsx';

/**
 * A screen that uses `useTRPC()` (lib/trpc.ts), loaded with its provider. The first
 * screens (Today, the coach dashboard) and the screens that call no API do without: they are
 * plain `lazy` (docs/performance.md, "Web delivery").
 */
export function lazyWithTrpc(load: () => Promise<{ default: ComponentType }>) {
  return lazy(async () => {
    const [{ default: screen }, { TrpcScreen }] = await Promise.all([load(), import('./trpc-provider.tsx')]);
    return { default: () => createElement(TrpcScreen, { screen }) };
  });
}

/** A screen inside a layout: when it fails, the error shows in place and the layout stays. */
export const inLayout = (screen: ReactNode) => <RouteErrorBoundary embedded>{screen}</RouteErrorBoundary>;

export const NotFoundPage = lazy(() => import('../features/public/pages/not-found-page.tsx'));
