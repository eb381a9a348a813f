// Everything the app needs from outside, passed in so tests build their own (docs/design.md §2).
import pino, { type Logger } from 'pino';
import type { Db } from './db/client.ts';
import { createImmediateQueue, type ImmediateQueue } from './jobs/immediate-queue.ts';
import type { JobQueue } from './jobs/queue.ts';
import { systemClock, type Clock } from './lib/clock.ts';
import { createMemoryMailer, type Mailer, type MemoryMailer } from './lib/mailer.ts';
import type { Metrics } from './lib/metrics.ts';
import type { OverloadOptions } from './lib/overload.ts';
import type { ObjectStorage } from './lib/object-storage/types.ts';
import { createRateLimits, type RateLimits } from './lib/rate-limit.ts';
import { DEFAULT_ROW_CAPS, type RowCaps } from './lib/row-caps.ts';
import type { WebhookOptions } from './services/integrations/webhook-url.ts';
import { generateVapidKeys } from './lib/vapid-keys.ts';

/** Web push (docs/push.md): the VAPID key pair and contact the pushes are signed with. */
export interface PushDeps {
  publicKey: string;
  privateKey: string;
  subject: string;
  /** Tests only: accept http:// subscription endpoints on the loopback address (a local receiver). */
  allowLoopbackHttp?: boolean;
}

export interface AppDeps {
  db: Db;
  clock: Clock;
  /** Only the e-mail job uses it: everything else sends e-mail through `jobs` (services/email/outbox.ts). */
  mailer: Mailer;
  /** Background work and e-mail (docs/jobs.md). */
  jobs: JobQueue;
  limits: RateLimits;
  /** Per-owner caps on stored rows (lib/row-caps.ts). */
  caps: RowCaps;
  log: Logger;
  /** Public base URL used in e-mailed and access links, without trailing slash. */
  appUrl: string;
  /** Signs upload and photo URLs. */
  appSecret: string;
  /** Directory of the built web app (served with history fallback); absent in API-only tests. */
  webDir?: string;
  /** Photo and logo storage; without it, a directory under dataDir. */
  storage?: ObjectStorage;
  /** Where local object storage keeps files. */
  dataDir?: string;
  trustProxy?: number;
  /** Load shedding and request deadlines (lib/overload.ts); off when absent (tests). */
  overload?: OverloadOptions;
  /**
   * Why the process should be restarted (its embedded database could not be brought back), or
   * null; GET /health answers 503 while it says so (docs/reliability.md).
   */
  liveness?: () => string | null;
  /** The scheduled backup (BACKUP_SCHEDULE, docs/backup.md); absent when none is scheduled. */
  backup?: () => Promise<void>;
  /**
   * `closed`: nobody can sign up; `invite`: coaches sign up with an invitation link only
   * (REGISTRATION, docs/self-hosting.md); open when absent.
   */
  registration?: 'open' | 'closed' | 'invite';
  /** SMTP_URL is set: e-mails reach people (otherwise they are printed to standard output). */
  emailConfigured?: boolean;
  /** Where webhooks may be sent (WEBHOOK_ALLOW_PRIVATE); absent: public HTTPS addresses only. */
  webhooks?: WebhookOptions;
  /** Browser origins allowed to call /api and /trpc (CORS_ORIGINS); none when absent. */
  corsOrigins?: readonly string[];
  /** Prometheus metrics and GET /metrics (lib/metrics.ts); absent unless METRICS_TOKEN is set. */
  metrics?: Metrics;
  /** Web push keys (VAPID_* or DATA_DIR/vapid-keys.json, docs/push.md). */
  push: PushDeps;
}

/** What createDeps fills in when it is not given. */
export interface DefaultDeps {
  clock: Clock;
  mailer: MemoryMailer;
  jobs: ImmediateQueue;
  limits: RateLimits;
  caps: RowCaps;
  log: Logger;
  push: PushDeps;
}

/** A key pair per process for deps built without one (tests, benchmarks). */
let processPushKeys: PushDeps | undefined;

/**
 * The one place an AppDeps is put together (the server's main, the benchmarks, the tests). What
 * is not given is a single process that needs no outside service: the system clock, a mailer
 * that keeps what it sends, jobs run at once in the calling request (jobs/immediate-queue.ts),
 * rate limits in memory, the default row caps and a silent logger. main.ts gives every one of them from its config.
 */
export function createDeps<const O extends Partial<AppDeps> & Pick<AppDeps, 'db' | 'appUrl' | 'appSecret'>>(given: O): Omit<DefaultDeps, keyof O> & O {
  const deps: AppDeps = {
    clock: systemClock,
    mailer: createMemoryMailer(),
    limits: createRateLimits(),
    caps: DEFAULT_ROW_CAPS,
    log: pino({ level: 'silent' }),
    jobs: createImmediateQueue(() => deps),
    push: (processPushKeys ??= { ...generateVapidKeys(), subject: 'mailto:push@example.com' }),
    ...given,
  };
  return deps as Omit<DefaultDeps, keyof O> & O;
}
