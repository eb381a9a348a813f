// Start is loud about configuration that works on one instance and breaks on several, or that
// fails only when it is first needed (README, "Running several instances"):
// - on a PostgreSQL server (DATABASE_URL), photos on local disk and an APP_SECRET generated into
//   DATA_DIR are per instance: a second instance cannot read the first one's photos, nor check
//   the upload and photo links it signed. Start warns, or refuses with SHARED_STATE_CHECK=refuse
//   (SHARED_STATE_CHECK=off for a deliberate single instance);
// - SMTP_URL is tried at start (connection and sign-in), with a warning when it fails, instead of
//   staying silent until a password-reset e-mail is missed.
import type { Config } from './config.ts';
import type { Mailer } from './lib/mailer.ts';

export const SHARED_STATE_TEXTS = {
  localPhotos:
    "Photos are stored on this instance's local disk (DATA_DIR/objects) while the database is a PostgreSQL server: other instances will not find them. Set S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY (and S3_ENDPOINT) to share photo storage.",
  generatedSecret:
    'APP_SECRET is not set, so this instance generated its own into DATA_DIR/app-secret while the database is a PostgreSQL server: upload and photo links signed by one instance fail on another, and access links sealed by one cannot be shown by another. Set the same APP_SECRET (at least 32 characters) on every instance.',
  refused: 'Not starting: SHARED_STATE_CHECK=refuse. Fix the configuration above, or set SHARED_STATE_CHECK=warn (or off) for a single instance.',
} as const;

/** Per-instance state that breaks several instances on one PostgreSQL server; empty when fine. */
export function sharedStateProblems(config: Pick<Config, 'database' | 's3' | 'appSecretSource' | 'sharedStateCheck'>): string[] {
  if (!config.database.databaseUrl || config.sharedStateCheck === 'off') return [];
  const problems: string[] = [];
  if (!config.s3) problems.push(SHARED_STATE_TEXTS.localPhotos);
  if (config.appSecretSource === 'data-dir') problems.push(SHARED_STATE_TEXTS.generatedSecret);
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
