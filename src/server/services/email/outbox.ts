// Every e-mail goes through the job queue (docs/jobs.md): `queueEmail` seals the message with
// APP_SECRET (it may hold a link that signs someone in) and queues an "email" job; the job opens
// it and hands it to the mailer. SMTP down: the job fails, the failure is logged, and the queue
// tries again with backoff, so nothing is lost.
import type { AppDeps } from '#server/deps';
import type { SendOptions } from '#server/jobs/queue';
import type { MailMessage } from '#server/lib/mailer';
import { open, seal } from '#server/lib/secret-box';

const PURPOSE = 'email-job';

export const sealEmail = (appSecret: string, message: MailMessage) => ({ sealed: seal(appSecret, PURPOSE, JSON.stringify(message)) });

export async function queueEmail(deps: Pick<AppDeps, 'jobs' | 'appSecret'>, message: MailMessage, o?: SendOptions): Promise<void> {
  await deps.jobs.send('email', sealEmail(deps.appSecret, message), o);
}

export async function queueEmails(deps: Pick<AppDeps, 'jobs' | 'appSecret'>, messages: MailMessage[], o?: SendOptions): Promise<void> {
  await deps.jobs.sendMany(
    'email',
    messages.map((m) => sealEmail(deps.appSecret, m)),
    o,
  );
}

/** A queued e-mail opened with the app secret, or null when it was sealed under another one. */
export function openQueuedEmail(appSecret: string, data: { sealed: string }): MailMessage | null {
  const plain = typeof data?.sealed === 'string' ? open(appSecret, PURPOSE, data.sealed) : null;
  return plain === null ? null : (JSON.parse(plain) as MailMessage);
}

/** The "email" job: throws when the mailer does, so the queue tries again. */
export async function deliverQueuedEmail(deps: Pick<AppDeps, 'mailer' | 'appSecret' | 'log'>, data: { sealed: string }): Promise<void> {
  const message = openQueuedEmail(deps.appSecret, data);
  if (message === null) {
    // Sealed under another APP_SECRET: cannot be read, retrying will not help.
    deps.log.error('a queued e-mail could not be opened (APP_SECRET changed?); dropped');
    return;
  }
  await deps.mailer.send(message);
}
