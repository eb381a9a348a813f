// ConfirmDialog, loaded when it first opens: the Chakra dialog machinery stays off the first
// screens that only might ask (Logout, Skip) (docs/performance.md, "Web delivery"). The client
// layout prefetches it after the first screen so it still opens offline.
import { lazy, Suspense, type ComponentProps } from 'react';
import type { ConfirmDialog } from './confirm-dialog.tsx';

const Dialog = lazy(() => import('./confirm-dialog.tsx').then((m) => ({ default: m.ConfirmDialog })));

export function LazyConfirmDialog(props: ComponentProps<typeof ConfirmDialog>) {
  return props.open ? (
    <Suspense fallback={null}>
      <Dialog {...props} />
    </Suspense>
  ) : null;
}

export const prefetchConfirmDialog = () => import('./confirm-dialog.tsx');
