// Everything the app needs from outside, passed in so tests build their own (docs/design.md §2).
import type { Logger } from 'pino';
import type { Db } from './db/client.ts';
import type { JobQueue } from './jobs/queue.ts';
import type { Clock } from './lib/clock.ts';
import type { Mailer } from './lib/mailer.ts';
import type { OverloadOptions } from './lib/overload.ts';
import type { ObjectStorage } from './lib/object-storage/types.ts';
import type { RateLimits } from './lib/rate-limit.ts';

export interface AppDeps {
  db: Db;
  clock: Clock;
  /** Only the e-mail job uses it: everything else sends e-mail through `jobs` (services/email/outbox.ts). */
  mailer: Mailer;
  /** Background work and e-mail (docs/jobs.md). */
  jobs: JobQueue;
  limits: RateLimits;
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
}
