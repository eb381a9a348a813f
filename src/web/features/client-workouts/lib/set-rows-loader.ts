// The set rows' code (with the rest timer and the wake lock) loads after Today's first screen is up, like the tab screens
// (docs/performance.md, "Web delivery"; docs/sets.md): Today asks for it 1.5 s after it shows with its data,
// and a tap on an exercise's "Log sets" asks at once. Once loaded, every card renders its rows
// at once, on this and every later visit. A failed load (offline before it was ever fetched) can
// be retried by the next tap.
import type { QueryClient } from '@tanstack/react-query';
import { startTransition, useEffect, useState } from 'react';
import { afterFirstScreen } from '#web/lib/after-first-screen.ts';

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

/**
 * Whether the set rows' code is here (then its lazy components render at once). When it arrives,
 * the cards draw their rows in a transition, which React splits into short slices, instead of
 * one long task while the client may be scrolling or tapping (docs/performance.md, "Web delivery").
 * Not an external store: its updates are always urgent, so each screen drew everything twice, once
 * at once with the old value and once deferred with the new.
 */
export function useSetRowsLoaded(): boolean {
  const [here, setHere] = useState(loaded);
  useEffect(() => {
    const arrived = () => startTransition(() => setHere(true));
    // Loaded between this render and its effect.
    if (loaded) arrived();
    listeners.add(arrived);
    return () => void listeners.delete(arrived);
  }, []);
  return here;
}

/** Starts the load once the first screen is up with its data (lib/after-first-screen.ts). */
export function loadSetRowsSoon(queryClient: QueryClient): () => void {
  return afterFirstScreen(queryClient, () => void loadSetRows().catch(() => undefined));
}
