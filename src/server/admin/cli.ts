// The server owner's commands (docs/self-hosting.md), from the sources or from the built server:
//   npm run invite -- someone@example.com     (= npm run admin -- invite someone@example.com)
//   npm run admin -- failures
//   node --conditions=spotter-build --env-file-if-exists=.env build/server/admin/command.js invite someone@example.com
// They open the configured database like `npm run backup` does (a server's URL, the embedded
// cluster started for the command, or the running app's socket). A refusal is one sentence and
// exit code 1, never a stack trace.
import { PgBoss } from 'pg-boss';
import { ZEmail } from '#shared/schemas/common';
import { INVITE_TTL_DAYS } from '#shared/limits';
import type { Config } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { JOB_SCHEMA } from '../jobs/pg-boss-queue.ts';
import { systemClock } from '../lib/clock.ts';
import { createSmtpMailer } from '../lib/mailer.ts';
import { BackupRefused } from '../backup/restore.ts';
import { openFor } from '../backup/cli.ts';
import { createInvite, inviteEmail } from '../services/auth/invites.ts';
import { formatFailures, listFailures } from './failures.ts';

export const ADMIN_USAGE = ['Usage:', '  admin invite <e-mail address>   a single-use coach sign-up link (REGISTRATION=invite)', '  admin failures                  failed e-mails and jobs'].join(
  '\n',
);

/** `invite <email>`: prints the link, and e-mails it when SMTP_URL is set. */
export async function inviteCommand(config: Config, args: string[]): Promise<number> {
  const parsed = ZEmail.safeParse(args[0] ?? '');
  if (!parsed.success) throw new BackupRefused(`${parsed.error.issues[0]?.message ?? 'Invalid e-mail address'}. Usage: npm run invite -- someone@example.com`);
  const { url, db: started } = await openFor(config, { shareRunning: true });
  const db = started ?? (await openDatabase({ databaseUrl: url, poolMax: 1 }));
  try {
    const invite = await createInvite({ db: db.prisma, clock: systemClock, appUrl: config.appUrl }, parsed.data, null);
    const lines = [`Invitation for ${invite.email}, valid once until ${invite.expiresAt.toISOString()} (${INVITE_TTL_DAYS} days):`, `  ${invite.link}`];
    if (config.registration !== 'invite')
      lines.push(
        config.registration === 'closed'
          ? 'NOTE: REGISTRATION is closed, so this link will be refused until you set REGISTRATION=invite (or open).'
          : 'NOTE: REGISTRATION is open: anyone can sign up without a link. Set REGISTRATION=invite to sign up by invitation only.',
      );
    if (config.smtpUrl) {
      try {
        await createSmtpMailer(config.smtpUrl, config.mailFrom).send(inviteEmail(config.appUrl, invite.email, invite.link, null));
        lines.push(`E-mailed to ${invite.email}.`);
      } catch (err) {
        lines.push(`Could not e-mail it (${err instanceof Error ? err.message : String(err)}): pass the link on yourself.`);
      }
    } else lines.push('SMTP_URL is not set: nothing was e-mailed; pass the link on yourself.');
    console.log(lines.join('\n'));
    return 0;
  } finally {
    await db.close();
  }
}

/** `failures`: e-mails and jobs that failed for good or wait to be tried again. */
export async function failuresCommand(config: Config): Promise<number> {
  const { url, db } = await openFor(config, { shareRunning: true });
  const boss = new PgBoss({ connectionString: url, schema: JOB_SCHEMA, max: 1, supervise: false, schedule: false, migrate: false, application_name: 'spotter-admin' });
  boss.on('error', () => {});
  try {
    try {
      await boss.start();
    } catch (err) {
      throw new BackupRefused(`The job queue cannot be read (${err instanceof Error ? err.message : String(err)}). Has Spotter started once on this database?`);
    }
    console.log(formatFailures(await listFailures(boss, config.appSecret)));
    return 0;
  } finally {
    await boss.stop({ graceful: false }).catch(() => {});
    await db?.close();
  }
}

export async function adminCommand(config: Config, args: string[]): Promise<number> {
  const [command, ...rest] = args;
  if (command === 'invite') return inviteCommand(config, rest);
  if (command === 'failures') return failuresCommand(config);
  console.error(ADMIN_USAGE);
  return 2;
}
