// Start is loud about configuration that works on one instance and breaks on several, or that
// fails only when it is first needed (README, "Running several instances"):
// - on a PostgreSQL server (DATABASE_URL), photos on local disk and an APP_SECRET generated into
//   DATA_DIR are per instance: a second instance cannot read the first one's photos, nor check
//   the upload and photo links it signed. Start warns, or refuses with SHARED_STATE_CHECK=refuse
//   (SHARED_STATE_CHECK=off for a deliberate single instance);
// - SMTP_URL is tried at start (connection and sign-in), with a warning when it fails, instead of
//   staying silent until a password-reset e-mail is missed;
// - defaults that are fine for a demo and wrong in production are said once each (issue 35):
//   e-mailed links to localhost, the placeholder sender, the demo account on a server database,
//   and open sign-up on a public address.
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import type { Mailer } from './lib/mailer.ts';
import { DEMO_COACH_EMAIL } from './seed/demo.ts';

export const SHARED_STATE_TEXTS = {
  localPhotos:
    "Photos are stored on this instance's local disk (DATA_DIR/objects) while the database is a PostgreSQL server: other instances will not find them. Set S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY (and S3_ENDPOINT) to share photo storage.",
  generatedSecret:
    'APP_SECRET is not set, so this instance generated its own into DATA_DIR/app-secret while the database is a PostgreSQL server: upload and photo links signed by one instance fail on another, and access links sealed by one cannot be shown by another. Set the same APP_SECRET (at least 32 characters) on every instance.',
  generatedVapid:
    'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are not set, so this instance generated its own web push keys into DATA_DIR/vapid-keys.json while the database is a PostgreSQL server: a browser subscribed through one instance gets no push sent by another. Set the same pair on every instance (docs/push.md).',
  refused: 'Not starting: SHARED_STATE_CHECK=refuse. Fix the configuration above, or set SHARED_STATE_CHECK=warn (or off) for a single instance.',
} as const;

/** Per-instance state that breaks several instances on one PostgreSQL server; empty when fine. */
export function sharedStateProblems(config: Pick<Config, 'database' | 's3' | 'appSecretSource' | 'sharedStateCheck'> & { vapid?: Pick<Config['vapid'], 'source'> }): string[] {
  if (!config.database.databaseUrl || config.sharedStateCheck === 'off') return [];
  const problems: string[] = [];
  if (!config.s3) problems.push(SHARED_STATE_TEXTS.localPhotos);
  if (config.appSecretSource === 'data-dir') problems.push(SHARED_STATE_TEXTS.generatedSecret);
  if (config.vapid?.source === 'data-dir') problems.push(SHARED_STATE_TEXTS.generatedVapid);
  return problems;
}

export const SMTP_VERIFY_TIMEOUT_MS = 10_000;

/** Tries the mail server; resolves with a warning to log when it fails, null when it answered. */
export async function smtpProblem(mailer: Mailer, timeoutMs = SMTP_VERIFY_TIMEOUT_MS): Promise<string | null> {
  if (!mailer.verify) return null;
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs / 1000} s`)), timeoutMs);
  });
  try {
    await Promise.race([mailer.verify(), timeout]);
    return null;
  } catch (err) {
    const why = err instanceof Error ? err.message : String(err);
    return `SMTP_URL is set, but the mail server could not be used (${why}). Password-reset and access-link e-mails will fail until SMTP_URL is fixed.`;
  } finally {
    clearTimeout(timer);
  }
}

export const SAFE_DEFAULT_TEXTS = {
  localAppUrl: (appUrl: string) =>
    `APP_URL is ${appUrl} while SMTP_URL is set: the links in e-mails (password resets, access links) point at the reader's own machine. Set APP_URL to the address people open (docs/self-hosting.md).`,
  defaultMailFrom: (from: string) => `MAIL_FROM is not set: e-mails come from ${from}, which mail servers refuse or file as spam. Set MAIL_FROM to an address of your domain.`,
  demoAccount: `The demo coach account (${DEMO_COACH_EMAIL}) exists on this PostgreSQL server, with the password printed when it was made. Delete that account, or set SEED_DEMO=false and start on an empty database.`,
  openRegistration: (appUrl: string) => `Anyone who reaches ${appUrl} can create a coach account (REGISTRATION=open). Set REGISTRATION=closed once your coaches have signed up.`,
} as const;

/** A host only this machine reaches: localhost, 127.0.0.0/8, ::1. */
function isLoopback(url: string): boolean {
  const host = new URL(url).hostname.replace(/^\[|\]$/g, '');
  return host === 'localhost' || host.endsWith('.localhost') || host === '::1' || /^127\.\d+\.\d+\.\d+$/.test(host);
}

/** Production pitfalls in the configuration alone; empty when none (each said once at start). */
export function safeDefaultWarnings(config: Pick<Config, 'appUrl' | 'smtpUrl' | 'mailFrom' | 'mailFromIsDefault' | 'registration'>): string[] {
  const warnings: string[] = [];
  const local = isLoopback(config.appUrl);
  if (config.smtpUrl && local) warnings.push(SAFE_DEFAULT_TEXTS.localAppUrl(config.appUrl));
  // Without SMTP_URL e-mails are printed, not sent: the sender matters only once they are sent.
  if (config.smtpUrl && config.mailFromIsDefault) warnings.push(SAFE_DEFAULT_TEXTS.defaultMailFrom(config.mailFrom));
  if (!local && config.registration === 'open') warnings.push(SAFE_DEFAULT_TEXTS.openRegistration(config.appUrl));
  return warnings;
}

/** On a PostgreSQL server, the demo coach account with its printed password is a way in. */
export async function demoAccountWarning(db: Db, config: Pick<Config, 'database'>): Promise<string | null> {
  if (!config.database.databaseUrl) return null;
  const demo = await db.user.findUnique({ where: { email: DEMO_COACH_EMAIL }, select: { id: true } });
  return demo ? SAFE_DEFAULT_TEXTS.demoAccount : null;
}
