// Work that waits until the first screen is up with its data (docs/performance.md, "Web delivery"):
// the client app's tab screens, its service worker and Today's set rows. A fixed delay after the
// first render raced the screen's own reads on a slow phone or network (the extra chunks were
// requested while the screen was still loading); this waits until no read or write of the query
// client has been in flight for `quietMs`. Offline, paused reads do not count as in flight.
import type { QueryClient } from '@tanstack/react-query';

/** Runs `run` once, after `quietMs` without a fetching query or a pending mutation; returns a cancel. */
export function afterFirstScreen(queryClient: QueryClient, run: () => void, quietMs = 1500): () => void {
  let timer: number | undefined;
  const busy = () => queryClient.isFetching() > 0 || queryClient.isMutating() > 0;
  const stop = () => {
    window.clearTimeout(timer);
    unsubscribeQueries();
    unsubscribeMutations();
  };
  const fire = () => {
    if (busy()) return;
    stop();
    run();
  };
  const schedule = () => {
    window.clearTimeout(timer);
    if (!busy()) timer = window.setTimeout(fire, quietMs);
  };
  const unsubscribeQueries = queryClient.getQueryCache().subscribe(schedule);
  const unsubscribeMutations = queryClient.getMutationCache().subscribe(schedule);
  schedule();
  return stop;
}

/**
 * Starts each load in a task of its own (one per macrotask), so the bundler's preload links and
 * each module's evaluation do not add up to one long task that blocks a tap (docs/performance.md,
 * "Web delivery"). The fetches still run side by side. Returns a cancel for the loads not started.
 */
export function loadOneTaskAtATime(loads: readonly (() => Promise<unknown>)[]): () => void {
  let next = 0;
  let timer: number | undefined;
  const step = () => {
    const load = loads[next++];
    if (!load) return;
    void load().catch(() => undefined);
    timer = window.setTimeout(step, 0);
  };
  step();
  return () => window.clearTimeout(timer);
}
