// React side of the outbox (docs/offline.md): its state, for the client area's sync line.
import { useSyncExternalStore } from 'react';
import { outbox } from './client-outbox.ts';

export function useOutboxState() {
  return useSyncExternalStore(outbox.subscribe, outbox.getState, outbox.getState);
}
