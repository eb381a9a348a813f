// Every background job of the server, in one table (docs/jobs.md): what it runs, how the queue
// retries it, and when the schedule creates it. Handlers read the time from deps.clock, so tests
// drive them with an injected clock; scheduled handlers are set-based and idempotent, so a run
// repeated after a crash or a retry changes nothing twice.
import type { AppDeps } from '../deps.ts';
import { deliverQueuedEmail } from '../services/email/outbox.ts';
import { sendCoachDigests } from '../services/email/digests.ts';
import { sendWorkoutReminders } from '../services/email/reminders.ts';
import { sendCheckInReminders } from '../services/check-ins/reminders.ts';
import { runWorkoutChecks } from '../services/notifications/missed-workouts.ts';
import { refreshPlannerStatistics } from '../services/data-transfer/planner-statistics.ts';
import { sweepPhotos } from '../services/photos/cleanup.ts';
import { deliverWebhook } from '../services/integrations/webhook-delivery.ts';
import { runPushEvent, runPushSend } from '../services/push/deliver.ts';
import { sendPushSummaries } from '../services/push/summary.ts';
import { deleteDueAccounts } from '../services/auth/account-deletion.ts';
import type { JobData, JobName } from './queue.ts';

export interface JobDefinition<N extends JobName> {
  run(deps: AppDeps, data: JobData[N]): Promise<unknown>;
  /** Cron expression (UTC) on which the schedule creates the job; absent: only sent by code. */
  cron?: string;
  /** Also created once when the server starts (at most once a minute across instances). */
  atStart?: boolean;
  /** Tries after the first one, spaced retryDelay seconds, doubling with backoff. */
  retryLimit: number;
  retryDelay: number;
  retryBackoff: boolean;
  retryDelayMax?: number;
  /** Seconds a run may take before the queue counts it failed and retries it. */
  expireInSeconds: number;
  /** Jobs a worker takes per fetch (run side by side); a full batch fetches again at once. */
  batchSize: number;
  /** 'singleton': never two runs of this job at once, on any instance. */
  policy: 'standard' | 'singleton';
}

/** What every scheduled sweep shares: one run at a time anywhere, two retries, a minute or less apart. */
const SCHEDULED = { retryLimit: 2, retryBackoff: false, batchSize: 1, policy: 'singleton' } as const;

export const JOBS: { [N in JobName]: JobDefinition<N> } = {
  // One e-mail. SMTP down: tried again after 30 s, 1 min, 2 min, … up to an hour apart, for about a day.
  email: {
    run: (deps, data) => deliverQueuedEmail(deps, data),
    retryLimit: 30,
    retryDelay: 30,
    retryBackoff: true,
    retryDelayMax: 3600,
    expireInSeconds: 120,
    batchSize: 10,
    policy: 'standard',
  },
  // One webhook delivery (services/integrations/webhook-delivery.ts): like an e-mail, tried for
  // about a day; the handler turns the endpoint off on its 31st failed try.
  webhook: {
    run: (deps, data) => deliverWebhook(deps, data),
    retryLimit: 30,
    retryDelay: 30,
    retryBackoff: true,
    retryDelayMax: 3600,
    expireInSeconds: 60,
    batchSize: 10,
    policy: 'standard',
  },
  // One event's pushes for one user (services/push/deliver.ts, docs/push.md): the user's choices, then a push-send per device.
  'push-event': {
    run: (deps, data) => runPushEvent(deps, data),
    retryLimit: 3,
    retryDelay: 10,
    retryBackoff: true,
    expireInSeconds: 60,
    batchSize: 10,
    policy: 'standard',
  },
  // One push to one device. Push service down: tried again after 15 s, 30 s, 1 min, … for about an hour;
  // a 404 or 410 deletes the device instead.
  'push-send': {
    run: (deps, data) => runPushSend(deps, data),
    retryLimit: 8,
    retryDelay: 15,
    retryBackoff: true,
    retryDelayMax: 900,
    expireInSeconds: 60,
    batchSize: 10,
    policy: 'standard',
  },
  // Missed workouts and ASSIGNMENT_DUE (services/notifications/missed-workouts.ts): every 5 minutes.
  'workout-checks': {
    run: async (deps) => {
      const { marked, due } = await runWorkoutChecks(deps.db, deps.clock.now(), 'all', deps.jobs);
      if (marked || due) deps.log.info({ marked, due }, 'workout checks marked missed workouts and due assignments');
    },
    cron: '*/5 * * * *',
    atStart: true,
    ...SCHEDULED,
    retryDelay: 30,
    expireInSeconds: 300,
  },
  // Orphaned photos (services/photos/cleanup.ts): hourly.
  'photo-sweep': {
    run: (deps) => sweepPhotos(deps),
    cron: '7 * * * *',
    atStart: true,
    ...SCHEDULED,
    retryDelay: 60,
    expireInSeconds: 900,
  },
  // Workout reminders (services/email/reminders.ts): every 15 minutes, so zones with :30 and :45 offsets get theirs on time.
  'workout-reminders': {
    run: (deps) => sendWorkoutReminders(deps),
    cron: '*/15 * * * *',
    ...SCHEDULED,
    retryDelay: 60,
    expireInSeconds: 600,
  },
  // Check-in reminders (services/check-ins/reminders.ts, docs/check-ins.md): every 15 minutes, like workout reminders.
  'check-in-reminders': {
    run: (deps) => sendCheckInReminders(deps),
    cron: '*/15 * * * *',
    ...SCHEDULED,
    retryDelay: 60,
    expireInSeconds: 600,
  },
  // Coach digests (services/email/digests.ts): hourly, each coach's at 07:00 in their zone; with
  // them the daily summary by push of coaches who turned it on (services/push/summary.ts).
  'coach-digests': {
    run: async (deps) => {
      await sendCoachDigests(deps);
      await sendPushSummaries(deps);
    },
    cron: '2 * * * *',
    ...SCHEDULED,
    retryDelay: 60,
    expireInSeconds: 600,
  },
  // The scheduled backup (BACKUP_SCHEDULE, docs/backup.md): its cron comes from the configuration
  // (the queue's `schedules`); an instance without it configured does nothing.
  backup: {
    run: async (deps) => deps.backup?.(),
    ...SCHEDULED,
    retryDelay: 300,
    expireInSeconds: 3600,
  },
  // Coach accounts whose owners asked for deletion, once the grace period is over
  // (services/auth/account-deletion.ts, ADR 0035): hourly, and at start.
  'account-deletions': {
    run: async (deps) => {
      const { deleted } = await deleteDueAccounts(deps);
      if (deleted) deps.log.info({ deleted }, 'deleted coach accounts whose grace period ended');
    },
    cron: '23 * * * *',
    atStart: true,
    ...SCHEDULED,
    retryDelay: 60,
    expireInSeconds: 900,
  },
  // The planner's statistics after bulk writes (services/data-transfer/planner-statistics.ts):
  // queued by each import, by the migrations at start and by a restore; one run at a time, one retry.
  'planner-statistics': {
    run: (deps, data) => refreshPlannerStatistics(deps.db, data.tables),
    retryLimit: 1,
    retryDelay: 60,
    retryBackoff: false,
    expireInSeconds: 600,
    batchSize: 1,
    policy: 'singleton',
  },
};

export const JOB_NAMES = Object.keys(JOBS) as JobName[];

/** Runs one job's handler (both queues call this). */
export function runJob<N extends JobName>(deps: AppDeps, name: N, data: JobData[N]): Promise<unknown> {
  return (JOBS[name] as JobDefinition<N>).run(deps, data);
}
