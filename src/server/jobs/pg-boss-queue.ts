// The job queue on pg-boss (docs/jobs.md), in the app's own PostgreSQL (schema "pgboss"), the
// embedded one or a server alike: jobs are rows, so they survive a restart; a failed job is tried
// again with the backoff of its definition (jobs/definitions.ts); each job is fetched by one worker
// on one instance (SKIP LOCKED), and pg-boss's cron creates each scheduled job once whatever the
// number of instances. Tests pass pg-boss's TestClock, which drives its timers and the database's
// idea of "now" together (test/server/jobs/).
import { fromPrisma, PgBoss, type Clock as BossClock } from 'pg-boss';
import type { AppDeps } from '../deps.ts';
import type { Metrics, QueueStats } from '../lib/metrics.ts';
import { JOB_NAMES, JOBS, runJob } from './definitions.ts';
import type { JobData, JobName, JobQueue, SendOptions } from './queue.ts';

export const JOB_SCHEMA = 'pgboss';

export interface PgBossQueueOptions {
  connectionString: string;
  log: AppDeps['log'];
  /** Connections of the queue's own pool. */
  poolMax?: number;
  /** Seconds between a worker's polls for new jobs. */
  pollingIntervalSeconds?: number;
  /** pg-boss's clock (tests: its TestClock); the system clock by default. */
  clock?: BossClock;
  /** Create scheduled jobs (cron) on this instance; on by default. */
  schedule?: boolean;
  /** Crons from the configuration (BACKUP_SCHEDULE), in place of or beside those of JOBS. */
  schedules?: Partial<Record<JobName, string>>;
  /** Counts failed tries (GET /metrics, lib/metrics.ts). */
  metrics?: Pick<Metrics, 'jobFailures'>;
}

export interface PgBossQueue extends JobQueue {
  /** Installs or migrates the schema, declares the queues and schedules, starts the workers. */
  start(deps: AppDeps): Promise<void>;
  /** Stops taking jobs and waits (up to 10 s) for the ones running. */
  stop(): Promise<void>;
  /** Jobs of each queue by state, for GET /metrics (one query). */
  stats(): Promise<QueueStats[]>;
  readonly boss: PgBoss;
}

/** Sends inside the caller's Prisma transaction when there is one. */
const inTransaction = (send: SendOptions | undefined) => (send?.tx ? { db: fromPrisma(send.tx) } : {});

export function createPgBossQueue(o: PgBossQueueOptions): PgBossQueue {
  const boss = new PgBoss({
    connectionString: o.connectionString,
    schema: JOB_SCHEMA,
    max: o.poolMax ?? 4,
    application_name: 'spotter-jobs',
    schedule: o.schedule ?? true,
    ...(o.clock ? { clock: o.clock } : {}),
  });
  boss.on('error', (err) => o.log.error({ err }, 'job queue error'));

  return {
    boss,
    async send<N extends JobName>(name: N, data: JobData[N], send?: SendOptions) {
      await boss.send(name, data, inTransaction(send));
    },
    async sendMany<N extends JobName>(name: N, data: JobData[N][], send?: SendOptions) {
      if (!data.length) return;
      await boss.insert(
        name,
        data.map((d) => ({ data: d })),
        inTransaction(send),
      );
    },
    async start(deps) {
      await boss.start();
      for (const name of JOB_NAMES) {
        const { retryLimit, retryDelay, retryBackoff, retryDelayMax, expireInSeconds, policy } = JOBS[name];
        const cron = o.schedules?.[name] ?? JOBS[name].cron;
        await boss.createQueue(name, { policy, retryLimit, retryDelay, retryBackoff, expireInSeconds, ...(retryDelayMax ? { retryDelayMax } : {}) });
        if (cron) await boss.schedule(name, cron, {}, { tz: 'UTC' });
        else await boss.unschedule(name);
      }
      for (const name of JOB_NAMES) {
        const { batchSize } = JOBS[name];
        const options = { pollingIntervalSeconds: o.pollingIntervalSeconds ?? 2, includeMetadata: true, batchSize, perJobResults: true, burstWhenBatchFull: batchSize > 1 } as const;
        await boss.work(name, options, (jobs) =>
          Promise.all(
            jobs.map(async (job) => {
              try {
                await runJob(deps, name, job.data as JobData[typeof name]);
                return { id: job.id, status: 'completed' as const };
              } catch (err) {
                const last = job.retryCount >= job.retryLimit;
                o.metrics?.jobFailures.inc({ queue: name, final: String(last) });
                // Visible in the log on every failed try; the queue keeps the job and tries again.
                o.log[last ? 'error' : 'warn'](
                  { err, job: name, id: job.id, attempt: job.retryCount + 1, of: job.retryLimit + 1 },
                  last ? 'job failed for good' : 'job failed; the queue will try it again',
                );
                return { id: job.id, status: 'failed' as const, output: { message: err instanceof Error ? err.message : String(err) } };
              }
            }),
          ),
        );
      }
      // What used to run at start runs at start again, once a minute at most across instances.
      for (const name of JOB_NAMES) {
        if (JOBS[name].atStart) await boss.send(name, {}, { singletonKey: 'at-start', singletonSeconds: 60 });
      }
    },
    async stop() {
      await boss.stop({ graceful: true, timeout: 10_000 });
    },
    async stats() {
      const queues = await boss.getQueues([...JOB_NAMES]);
      return queues.map((q) => ({ name: q.name, queued: q.queuedCount, active: q.activeCount, failed: q.failedCount }));
    },
  };
}
