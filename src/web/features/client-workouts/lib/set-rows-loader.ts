// The set rows' code (with the rest timer and the wake lock) loads after Today's first screen is up, like the tab screens
// (docs/performance.md, "Web delivery"; docs/sets.md): Today asks for it 1.5 s after it shows,
// and a tap on an exercise's "Log sets" asks at once. Once loaded, every card renders its rows
// at once, on this and every later visit. A failed load (offline before it was ever fetched) can
// be retried by the next tap.
import { useSyncExternalStore } from 'react';

let loaded = false;
let pending: Promise<void> | null = null;
const listeners = new Set<() => void>();

export function loadSetRows(): Promise<void> {
  pending ??= import('../components/set-rows.tsx').then(
    () => {
      loaded = true;
      listeners.forEach((l) => l());
    },
    (error: unknown) => {
      pending = null;
      throw error;
    },
  );
  return pending;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const get = () => loaded;

/** Whether the set rows' code is here (then its lazy components render at once). */
export function useSetRowsLoaded(): boolean {
  return useSyncExternalStore(subscribe, get, get);
}

/** Starts the load `ms` after the first screen is up. */
export function loadSetRowsSoon(ms = 1500): () => void {
  const timer = window.setTimeout(() => void loadSetRows().catch(() => undefined), ms);
  return () => window.clearTimeout(timer);
}
