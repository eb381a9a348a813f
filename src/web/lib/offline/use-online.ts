// Whether TanStack Query thinks the browser is online: the client app tells it at start when a
// page opens with no signal (docs/offline.md), so screens that queue or hold back work follow it
// rather than the browser's own flag. Screens outside the query layer (/login) use
// `useBrowserOffline` (components/loading-state.tsx) instead.
import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';

export function useOnline(): boolean {
  return useSyncExternalStore(
    (cb) => onlineManager.subscribe(cb),
    () => onlineManager.isOnline(),
    () => true,
  );
}
