// Prometheus metrics at GET /metrics (docs/self-hosting.md, "Monitoring";
// docs/decisions/0029-production-build-and-metrics.md), with prom-client. Off unless METRICS_TOKEN
// is set, and then only for a caller that sends it as a bearer token: the figures (routes, pool,
// queue) are for the operator, not for the public. One registry per app, so tests and several apps
// in one process never share counters.
//
// What is measured:
// - every HTTP request by method, route template and status, with its latency (a histogram);
// - the database pool (connections open, idle, and callers waiting for one) at scrape time;
// - the job queue's jobs by queue and state at scrape time, and each failed try as it happens;
// - e-mails sent and failed, at the mailer;
// - prom-client's default process metrics: CPU, memory, heap, GC and event-loop lag.
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Mailer } from './mailer.ts';

/** The pool's figures (db/client.ts). */
export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
  max: number;
}

/** Jobs of one queue by state (jobs/pg-boss-queue.ts). */
export interface QueueStats {
  name: string;
  queued: number;
  active: number;
  failed: number;
}

export interface MetricsSources {
  pool?: () => PoolStats;
  queues?: () => Promise<QueueStats[]>;
}

export interface Metrics {
  registry: Registry;
  /** The bearer token a scrape must send. */
  token: string;
  http: Histogram<'method' | 'route' | 'status'>;
  emails: Counter<'outcome'>;
  jobFailures: Counter<'queue' | 'final'>;
  /** Read at scrape time from the sources below. */
  gauges: Gauge[];
  /** Reads the pool and the queue at scrape time; set once the database and queue are open. */
  setSources(sources: MetricsSources): void;
}

/** Seconds: from a fast cached read to the request deadline (REQUEST_TIMEOUT_MS, 20 s). */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 20];

export function createMetrics(token: string): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'spotter_' });
  let sources: MetricsSources = {};

  const http = new Histogram({
    name: 'spotter_http_request_duration_seconds',
    help: 'HTTP requests by method, route template and status, with their latency in seconds',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const emails = new Counter({
    name: 'spotter_emails_total',
    help: 'E-mails handed to the mail server, by outcome (sent, failed); a failed one is tried again by the job queue',
    labelNames: ['outcome'] as const,
    registers: [registry],
  });
  const jobFailures = new Counter({
    name: 'spotter_job_failures_total',
    help: 'Failed tries of background jobs by queue; final="true" when no try is left',
    labelNames: ['queue', 'final'] as const,
    registers: [registry],
  });
  const pool = new Gauge({
    name: 'spotter_db_pool_connections',
    help: "The app's database pool: connections by state (open, idle, max) and callers waiting for one",
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const stats = sources.pool?.();
      if (!stats) return;
      this.set({ state: 'open' }, stats.total);
      this.set({ state: 'idle' }, stats.idle);
      this.set({ state: 'waiting' }, stats.waiting);
      this.set({ state: 'max' }, stats.max);
    },
  });
  const queue = new Gauge({
    name: 'spotter_job_queue_jobs',
    help: 'Jobs in the queue by queue and state (queued, active, failed and still kept)',
    labelNames: ['queue', 'state'] as const,
    registers: [registry],
    async collect() {
      // A database that does not answer must not fail the whole scrape: the gauge keeps its last figures.
      const queues = await sources.queues?.().catch(() => undefined);
      for (const q of queues ?? []) {
        this.set({ queue: q.name, state: 'queued' }, q.queued);
        this.set({ queue: q.name, state: 'active' }, q.active);
        this.set({ queue: q.name, state: 'failed' }, q.failed);
      }
    },
  });

  return {
    registry,
    token,
    http,
    emails,
    jobFailures,
    gauges: [pool, queue],
    setSources(given) {
      sources = given;
    },
  };
}

/** The mailer, counting what it sends and what fails. */
export function countingMailer(mailer: Mailer, metrics: Metrics | undefined): Mailer {
  if (!metrics) return mailer;
  return {
    ...mailer,
    async send(message) {
      try {
        await mailer.send(message);
      } catch (err) {
        metrics.emails.inc({ outcome: 'failed' });
        throw err;
      }
      metrics.emails.inc({ outcome: 'sent' });
    },
  };
}
