// A queue that runs each job at once, in the caller's await, for API tests and benchmarks
// (docs/jobs.md): no schema, no timers, no retries. A failure is logged, as the real queue logs
// each failed try. Tests of the queue itself use pg-boss (jobs/pg-boss-queue.ts).
import type { AppDeps } from '../deps.ts';
import { runJob } from './definitions.ts';
import type { JobData, JobName, JobQueue } from './queue.ts';

export interface ImmediateQueue extends JobQueue {
  /** Jobs sent so far, oldest first. */
  readonly sent: { name: JobName; data: unknown }[];
}

/** `deps` is read when a job runs, so the queue can be part of the deps it runs with. */
export function createImmediateQueue(deps: () => AppDeps): ImmediateQueue {
  const sent: ImmediateQueue['sent'] = [];
  const run = async <N extends JobName>(name: N, data: JobData[N]) => {
    sent.push({ name, data });
    const d = deps();
    try {
      await runJob(d, name, data);
    } catch (err) {
      d.log.error({ err, job: name }, 'job failed');
    }
  };
  return {
    sent,
    send: (name, data) => run(name, data),
    async sendMany(name, data) {
      for (const d of data) await run(name, d);
    },
  };
}
