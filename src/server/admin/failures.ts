// What went wrong in the background (docs/self-hosting.md "Failed e-mails and jobs"): the jobs
// pg-boss keeps as failed (no try left) or waiting to be tried again, read with its own findJobs.
// An e-mail job is shown by its recipient and subject, opened with the app secret; never its body,
// which may hold a link that signs someone in.
import type { PgBoss } from 'pg-boss';
import { JOB_NAMES } from '../jobs/definitions.ts';
import type { MailMessage } from '../lib/mailer.ts';
import { openQueuedEmail } from '../services/email/outbox.ts';

export interface FailedJob {
  queue: string;
  id: string;
  /** `failed`: no try left; `retry`: the queue will try again at `nextTry`. */
  state: 'failed' | 'retry';
  tries: number;
  of: number;
  createdOn: Date;
  /** When it last failed (failed jobs), or when it will be tried again (retry). */
  at: Date | null;
  error: string;
  /** E-mail jobs: who it is for and what it is about. */
  email?: { to: string; subject: string } | { unreadable: true };
}

const PAGE = 1000;

function errorOf(output: unknown): string {
  if (output && typeof output === 'object' && 'message' in output && typeof output.message === 'string') return output.message;
  return output === null || output === undefined ? '' : JSON.stringify(output);
}

/** Every failed or retrying job of every queue, oldest first (paged through findJobs). */
export async function listFailures(boss: PgBoss, appSecret: string): Promise<FailedJob[]> {
  const out: FailedJob[] = [];
  // The queues the server created (all of JOB_NAMES once it started on this database).
  const queues = (await boss.getQueues([...JOB_NAMES])).map((q) => q.name);
  for (const queue of JOB_NAMES.filter((n) => queues.includes(n))) {
    let after: string | undefined;
    for (;;) {
      const page = await boss.findJobs(queue, { limit: PAGE, ...(after ? { after } : {}) });
      for (const job of page) {
        if (job.state !== 'failed' && job.state !== 'retry') continue;
        const row: FailedJob = {
          queue,
          id: job.id,
          state: job.state,
          tries: job.retryCount + 1,
          of: job.retryLimit + 1,
          createdOn: job.createdOn,
          at: job.state === 'failed' ? job.completedOn : job.startAfter,
          error: errorOf(job.output),
        };
        if (queue === 'email') {
          const message: MailMessage | null = openQueuedEmail(appSecret, job.data as { sealed: string });
          row.email = message ? { to: message.to, subject: message.subject } : { unreadable: true };
        }
        out.push(row);
      }
      if (page.length < PAGE) break;
      after = page.at(-1)!.id;
    }
  }
  return out;
}

/** The command's text: a table per kind, or a sentence saying there is nothing. */
export function formatFailures(rows: FailedJob[]): string {
  if (!rows.length) return 'No failed e-mails or jobs.';
  const when = (d: Date | null) => (d ? d.toISOString().replace(/\.\d+Z$/, 'Z') : '-');
  const lines: string[] = [];
  const emails = rows.filter((r) => r.queue === 'email');
  const jobs = rows.filter((r) => r.queue !== 'email');
  if (emails.length) {
    lines.push(`Failed e-mails (${emails.length}):`);
    for (const r of emails) {
      const who = r.email && 'to' in r.email ? `to ${r.email.to}: "${r.email.subject}"` : '(sealed with another APP_SECRET: unreadable)';
      const state = r.state === 'failed' ? `gave up after ${r.tries} tries at ${when(r.at)}` : `try ${r.tries + 1} of ${r.of} at ${when(r.at)}`;
      lines.push(`  ${when(r.createdOn)}  ${who}  ${state}  ${r.error}`);
    }
  }
  if (jobs.length) {
    if (lines.length) lines.push('');
    lines.push(`Failed jobs (${jobs.length}):`);
    for (const r of jobs) {
      const state = r.state === 'failed' ? `gave up after ${r.tries} tries at ${when(r.at)}` : `try ${r.tries + 1} of ${r.of} at ${when(r.at)}`;
      lines.push(`  ${when(r.createdOn)}  ${r.queue}  ${r.id}  ${state}  ${r.error}`);
    }
  }
  lines.push('', 'Failed jobs are kept 7 days by the queue; the server log has each failure in full (docs/self-hosting.md).');
  return lines.join('\n');
}
