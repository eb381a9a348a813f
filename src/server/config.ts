// Configuration from the environment (documented in .env.example). Nothing is required.
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_BEARER_CACHE_TTL_MS } from './db/bearer-cache.ts';
import { DEFAULT_RESTART_LIMIT_MS } from './db/embedded-postgres.ts';
import { DEFAULT_POOL_MAX, type DatabaseOptions } from './db/client.ts';
import { DEFAULT_API_KEY_REQUESTS_PER_MINUTE, DEFAULT_WRITES_PER_MINUTE } from './lib/rate-limit.ts';
import { generateVapidKeys, type VapidKeys } from './lib/vapid-keys.ts';

/** The sender when MAIL_FROM is not set: a placeholder that start warns about (startup-checks.ts). */
export const DEFAULT_MAIL_FROM = 'Spotter <no-reply@localhost>';

const ZEnv = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgres:// or postgresql:// URL')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  DATABASE_POOL_MAX: z.coerce
    .number()
    .int()
    .min(1)
    .max(1000)
    .optional()
    .or(z.literal('').transform(() => undefined)),
  DATABASE_PREPARED_STATEMENTS: z.enum(['true', 'false', '']).optional(),
  BEARER_CACHE_TTL_MS: z
    .literal('')
    .transform(() => DEFAULT_BEARER_CACHE_TTL_MS)
    .or(z.coerce.number().int().min(0).max(60_000))
    .default(DEFAULT_BEARER_CACHE_TTL_MS),
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(20_000),
  SHED_EVENT_LOOP_LAG_MS: z.coerce.number().int().min(0).max(60_000).default(500),
  EMBEDDED_DATABASE_RESTART_LIMIT_MS: z
    .literal('')
    .transform(() => DEFAULT_RESTART_LIMIT_MS)
    .or(z.coerce.number().int().min(1000).max(3_600_000))
    .default(DEFAULT_RESTART_LIMIT_MS),
  WRITES_PER_MINUTE: z
    .literal('')
    .transform(() => DEFAULT_WRITES_PER_MINUTE)
    .or(z.coerce.number().int().min(0).max(1_000_000))
    .default(DEFAULT_WRITES_PER_MINUTE),
  API_KEY_REQUESTS_PER_MINUTE: z
    .literal('')
    .transform(() => DEFAULT_API_KEY_REQUESTS_PER_MINUTE)
    .or(z.coerce.number().int().min(0).max(1_000_000))
    .default(DEFAULT_API_KEY_REQUESTS_PER_MINUTE),
  WEBHOOK_ALLOW_PRIVATE: z.enum(['true', 'false', '']).optional(),
  APP_URL: z
    .string()
    .url()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  APP_SECRET: z
    .string()
    .min(32, 'APP_SECRET must be at least 32 characters')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  SMTP_URL: z
    .string()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  MAIL_FROM: z
    .string()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  JOB_POOL_MAX: z.coerce.number().int().min(1).max(100).default(4),
  JOB_POLL_SECONDS: z.coerce.number().min(0.5).max(300).default(2),
  SEED_DEMO: z.enum(['true', 'false', '']).optional(),
  TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
  CLOCK_START: z.iso
    .datetime({ offset: true })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  S3_ENDPOINT: z.string().optional(),
  S3_REGION: z.string().optional(),
  S3_BUCKET: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).optional(),
  SHARED_STATE_CHECK: z.enum(['warn', 'refuse', 'off', '']).optional(),
  BACKUP_SCHEDULE: z
    .string()
    .trim()
    .regex(/^\S+(\s+\S+){4}$/, 'BACKUP_SCHEDULE must be a cron expression of five fields (UTC), e.g. "30 3 * * *"')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  BACKUP_KEEP: z
    .literal('')
    .transform(() => 7)
    .or(z.coerce.number().int().min(1).max(1000))
    .default(7),
  METRICS_TOKEN: z
    .string()
    .min(16, 'METRICS_TOKEN must be at least 16 characters')
    // The longest bearer token a request may carry (trpc/context.ts bearerOf).
    .max(512, 'METRICS_TOKEN must be at most 512 characters')
    .regex(/^\S+$/, 'METRICS_TOKEN must have no spaces')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  REGISTRATION: z.enum(['open', 'closed', 'invite', '']).optional(),
  // Web push (docs/push.md): both keys or neither (then generated into DATA_DIR/vapid-keys.json).
  VAPID_PUBLIC_KEY: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{87}$/, 'VAPID_PUBLIC_KEY must be an uncompressed P-256 public key in base64url (87 characters), e.g. from `npx web-push generate-vapid-keys`')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  VAPID_PRIVATE_KEY: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{43}$/, 'VAPID_PRIVATE_KEY must be a P-256 private key in base64url (43 characters)')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  VAPID_SUBJECT: z
    .string()
    .trim()
    .regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, 'VAPID_SUBJECT must be a mailto: address or an https:// URL')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  PUSH_ALLOW_LOOPBACK_HTTP: z.enum(['true', 'false', '']).optional(),
  CORS_ORIGINS: z
    .string()
    .optional()
    .transform((v, ctx) => {
      const origins = (v ?? '')
        .split(',')
        .map((o) => o.trim())
        .filter(Boolean);
      for (const o of origins) {
        if (!isOrigin(o)) {
          ctx.addIssue({ code: 'custom', message: `CORS_ORIGINS: "${o}" is not an origin (scheme://host[:port], no path, no "*")` });
          return z.NEVER;
        }
      }
      return origins;
    }),
});

export interface S3Config {
  endpoint?: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
}

export interface Config {
  port: number;
  dataDir: string;
  database: DatabaseOptions;
  appUrl: string;
  appSecret: string;
  /** Where APP_SECRET came from: the environment, or generated into DATA_DIR (per instance). */
  appSecretSource: 'env' | 'data-dir';
  smtpUrl?: string;
  mailFrom: string;
  /** Connections of the job queue's own pool (docs/jobs.md). */
  jobPoolMax: number;
  /** Seconds between the job workers' polls for new jobs. */
  jobPollSeconds: number;
  seedDemo: boolean;
  trustProxy: number;
  logLevel: string;
  s3?: S3Config;
  /** Per-request deadline (ms, 0 = none); imports and uploads get six times as long. */
  requestTimeoutMs: number;
  /** Event-loop delay (ms) above which new requests are answered 503 (0 = never). */
  shedEventLoopLagMs: number;
  /** Signed-in writes per account per minute before 429 (0 = no limit; docs/reliability.md). */
  writesPerMinute: number;
  /** Requests per API key per minute before 429 (0 = no limit; docs/api.md). */
  apiKeyRequestsPerMinute: number;
  /** Webhooks may reach private, loopback and link-local addresses (WEBHOOK_ALLOW_PRIVATE). */
  webhookAllowPrivate: boolean;
  /** Tests only: the server's clock starts at this instant and runs on (docs/time-zones.md). */
  clockStart?: Date;
  /** On PostgreSQL, what start does about state kept per instance (startup-checks.ts). */
  sharedStateCheck: 'warn' | 'refuse' | 'off';
  /** Cron (UTC) of the scheduled backup into DATA_DIR/backups; none when absent (docs/backup.md). */
  backupSchedule?: string;
  /** Scheduled backups kept in DATA_DIR/backups (the newest). */
  backupKeep: number;
  /** Bearer token of GET /metrics; metrics are off without it (lib/metrics.ts). */
  metricsToken?: string;
  /** Who may sign up as a coach: anyone, nobody, or the holders of an invitation link (REGISTRATION, docs/self-hosting.md). */
  registration: 'open' | 'closed' | 'invite';
  /** MAIL_FROM was not set: e-mails come from the placeholder address (startup-checks.ts). */
  mailFromIsDefault: boolean;
  /** Web push keys and contact (docs/push.md); `source` as for the app secret. */
  vapid: VapidKeys & { subject: string; source: 'env' | 'data-dir' };
  /** Tests only: push to http:// endpoints on the loopback address (a test's receiver). */
  pushAllowLoopbackHttp: boolean;
  /** Browser origins allowed to call /api and /trpc (CORS); empty: none (docs/calendar-and-csv.md). */
  corsOrigins: string[];
}

/** `https://app.example.com` or `http://localhost:5173`: a scheme, a host and maybe a port, nothing else. */
function isOrigin(o: string): boolean {
  try {
    const u = new URL(o);
    return (u.protocol === 'https:' || u.protocol === 'http:') && u.origin === o;
  } catch {
    return false;
  }
}

export async function loadConfig(env: NodeJS.ProcessEnv): Promise<Config> {
  const parsed = ZEnv.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`Invalid configuration: ${issue?.path.join('.')}: ${issue?.message}`);
  }
  const e = parsed.data;
  if (!!e.VAPID_PUBLIC_KEY !== !!e.VAPID_PRIVATE_KEY) throw new Error('Invalid configuration: set both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or neither (docs/push.md)');
  const dataDir = path.resolve(e.DATA_DIR);
  const embedded = !e.DATABASE_URL;
  const seedDemo = e.SEED_DEMO === 'true' ? true : e.SEED_DEMO === 'false' ? false : embedded;
  const s3 =
    e.S3_BUCKET && e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
      ? {
          endpoint: e.S3_ENDPOINT,
          region: e.S3_REGION ?? 'us-east-1',
          bucket: e.S3_BUCKET,
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          forcePathStyle: e.S3_FORCE_PATH_STYLE !== 'false',
        }
      : undefined;
  return {
    port: e.PORT,
    dataDir,
    database: {
      ...(embedded ? { embeddedDir: path.join(dataDir, 'pg') } : { databaseUrl: e.DATABASE_URL }),
      poolMax: e.DATABASE_POOL_MAX ?? DEFAULT_POOL_MAX,
      bearerCacheTtlMs: e.BEARER_CACHE_TTL_MS,
      preparedStatements: e.DATABASE_PREPARED_STATEMENTS !== 'false',
      appPort: e.PORT,
      restartLimitMs: e.EMBEDDED_DATABASE_RESTART_LIMIT_MS,
    },
    appUrl: (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    appSecret: e.APP_SECRET ?? (await loadOrCreateSecret(dataDir)),
    appSecretSource: e.APP_SECRET ? 'env' : 'data-dir',
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ?? DEFAULT_MAIL_FROM,
    mailFromIsDefault: !e.MAIL_FROM || e.MAIL_FROM === DEFAULT_MAIL_FROM,
    jobPoolMax: e.JOB_POOL_MAX,
    jobPollSeconds: e.JOB_POLL_SECONDS,
    seedDemo,
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    s3,
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
    shedEventLoopLagMs: e.SHED_EVENT_LOOP_LAG_MS,
    writesPerMinute: e.WRITES_PER_MINUTE,
    apiKeyRequestsPerMinute: e.API_KEY_REQUESTS_PER_MINUTE,
    webhookAllowPrivate: e.WEBHOOK_ALLOW_PRIVATE === 'true',
    sharedStateCheck: e.SHARED_STATE_CHECK || 'warn',
    ...(e.BACKUP_SCHEDULE ? { backupSchedule: e.BACKUP_SCHEDULE } : {}),
    backupKeep: e.BACKUP_KEEP,
    ...(e.METRICS_TOKEN ? { metricsToken: e.METRICS_TOKEN } : {}),
    registration: e.REGISTRATION || 'open',
    vapid: {
      ...(e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY } : await loadOrCreateVapidKeys(dataDir)),
      subject: e.VAPID_SUBJECT ?? defaultVapidSubject(e.APP_URL, e.MAIL_FROM ?? DEFAULT_MAIL_FROM),
      source: e.VAPID_PUBLIC_KEY ? 'env' : 'data-dir',
    },
    pushAllowLoopbackHttp: e.PUSH_ALLOW_LOOPBACK_HTTP === 'true',
    corsOrigins: e.CORS_ORIGINS,
    // End-to-end tests put the server on a chosen day (the e2e server runs as production, so
    // this is opt-in by the variable alone; main.ts logs a warning when it is set).
    ...(e.CLOCK_START ? { clockStart: new Date(e.CLOCK_START) } : {}),
  };
}

/** Without APP_SECRET, one is generated on first start and kept in DATA_DIR (README, "Running several instances"). */
async function loadOrCreateSecret(dataDir: string): Promise<string> {
  const file = path.join(dataDir, 'app-secret');
  const existing = await readFile(file, 'utf8').catch(() => '');
  if (existing.trim().length >= 32) return existing.trim();
  await mkdir(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  await writeFile(file, secret, { mode: 0o600 });
  return secret;
}

/** Where generated web push keys are kept, and the backup's entry of the same name (docs/push.md). */
export const VAPID_KEYS_FILE = 'vapid-keys.json';

const ZVapidFile = z.object({ publicKey: z.string().regex(/^[A-Za-z0-9_-]{87}$/), privateKey: z.string().regex(/^[A-Za-z0-9_-]{43}$/) });

/**
 * Without VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, a pair is generated on first start and kept in
 * DATA_DIR, like the app secret: a browser's subscription is bound to the public key, so the
 * pair must outlive restarts (and is in the backup).
 */
async function loadOrCreateVapidKeys(dataDir: string): Promise<VapidKeys> {
  const file = path.join(dataDir, VAPID_KEYS_FILE);
  const existing = await readFile(file, 'utf8').catch(() => '');
  let parsed: ReturnType<typeof ZVapidFile.safeParse> | null = null;
  try {
    parsed = existing ? ZVapidFile.safeParse(JSON.parse(existing)) : null;
  } catch {
    parsed = null; // not JSON: made anew below
  }
  if (parsed?.success) return parsed.data;
  await mkdir(dataDir, { recursive: true });
  const keys = generateVapidKeys();
  await writeFile(file, `${JSON.stringify(keys, null, 2)}\n`, { mode: 0o600 });
  return keys;
}

/**
 * The contact push services may use (RFC 8292 "sub"): the public https address when there is
 * one, else the sender address of e-mails. Apple refuses a localhost URL.
 */
function defaultVapidSubject(appUrl: string | undefined, mailFrom: string): string {
  if (appUrl?.startsWith('https://') && !new URL(appUrl).hostname.match(/^(localhost|127\.|\[::1\])/)) return appUrl.replace(/\/+$/, '');
  const address = /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom.trim();
  return `mailto:${address}`;
}
