// Honest answers under overload (docs/reliability.md): when the event loop lags, new requests
// are answered 503 at once instead of queueing for tens of seconds; a request that runs past its
// deadline is answered 503 and whatever it writes later is dropped. Both carry Retry-After
// (routes/health.ts).
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { RequestHandler, Response } from 'express';

export const MSG_BUSY = 'The server is busy. Please try again in a few seconds.';
export const MSG_DEADLINE = 'The server took too long to answer. Please check whether your change was saved before trying again.';

export interface OverloadOptions {
  /** Event-loop delay (ms, p99 over the last sample) above which new requests are shed. 0 turns shedding off. */
  maxLagMs: number;
  /** Deadline of an ordinary request (ms). 0 turns deadlines off. */
  deadlineMs: number;
  /** Deadline of imports and photo uploads, which carry large bodies. */
  longDeadlineMs?: number;
  /** Current event-loop delay in ms (tests pass their own). */
  lag?: () => number;
}

const LONG_PATHS = /^\/(api\/import-data|trpc\/coach\.dataTransfer\.import|api\/objects\/)/;

let monitor: { lag: () => number } | undefined;
/** One event-loop delay monitor per process, sampled every 500 ms. */
export function eventLoopLag(): () => number {
  if (!monitor) {
    const histogram = monitorEventLoopDelay({ resolution: 20 });
    histogram.enable();
    let current = 0;
    setInterval(() => {
      current = histogram.count ? histogram.percentile(99) / 1e6 : 0;
      histogram.reset();
    }, 500).unref();
    monitor = { lag: () => current };
  }
  return monitor.lag;
}

const deadlineAnswers = new WeakSet<Response>();

/**
 * True while the deadline's own 503 is being written: a layer that wraps `res.end` (the
 * idempotency capture) must let it out at once and not take it for the handler's answer.
 */
export function isDeadlineAnswer(res: Response): boolean {
  return deadlineAnswers.has(res);
}

/** After a deadline answer, the handler's late writes go nowhere (instead of throwing). */
function silence(res: Response) {
  const self = () => res;
  Object.assign(res, { setHeader: self, writeHead: self, status: self, write: () => true, end: self, json: self, send: self });
}

export function overloadGuard(o: OverloadOptions): RequestHandler {
  const lag = o.lag ?? (o.maxLagMs > 0 ? eventLoopLag() : () => 0);
  return (req, res, next) => {
    if (req.path === '/health') return next();
    if (o.maxLagMs > 0 && lag() > o.maxLagMs) {
      res.setHeader('Connection', 'close');
      return void res.status(503).json({ error: MSG_BUSY });
    }
    const limit = LONG_PATHS.test(req.path) ? (o.longDeadlineMs ?? o.deadlineMs * 6) : o.deadlineMs;
    if (limit > 0) {
      const timer = setTimeout(() => {
        if (res.headersSent) return;
        res.setHeader('Connection', 'close');
        deadlineAnswers.add(res);
        res.status(503).json({ error: MSG_DEADLINE });
        silence(res);
      }, limit);
      timer.unref();
      res.on('close', () => clearTimeout(timer));
    }
    next();
  };
}
