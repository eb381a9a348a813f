// A job run in this process now and then every `intervalMs`: never two runs at once, a failure
// is logged and the next tick tries again, and the timer does not keep the process alive.
// `stop` clears the timer and waits for a run in progress (graceful shutdown in main.ts).
import type { AppDeps } from '../deps.ts';

export function startPeriodic(job: () => Promise<unknown>, intervalMs: number, log: AppDeps['log'], failure: string): { stop(): Promise<void> } {
  let running: Promise<void> | null = null;
  let stopped = false;
  const run = () => {
    if (running || stopped) return;
    running = job()
      .then(
        () => {},
        (err: unknown) => log.error({ err }, failure),
      )
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(run, intervalMs);
  timer.unref();
  run();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
