// Idempotency-Key for every write, on /api and /trpc alike (docs/offline.md): the first answer
// to a write sent with the header is kept for its user for 24 hours, and a replay of that key
// answers the same status and body without running the write again. The client app's offline
// queue sends one key per queued change, so a change retried after a lost answer counts once.
import { createHash } from 'node:crypto';
import type { Request, RequestHandler, Response } from 'express';
import superjson from 'superjson';
import type { AppDeps } from '../deps.ts';
import { resolveRequestBearer } from '../trpc/context.ts';
import { isDeadlineAnswer } from './overload.ts';

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
/** Visible ASCII, no spaces: UUIDs and the like. */
const KEY_PATTERN = /^[\x21-\x7e]{1,200}$/;
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** A replay arriving while the first request still runs waits this long for its answer… */
const WAIT_FOR_FIRST_MS = 5000;
const POLL_MS = 50;
/** …and a first request unfinished for this long is taken as lost (its process stopped). */
const ABANDONED_AFTER_MS = 2 * 60 * 1000;
const SWEEP_EVERY_MS = 60 * 60 * 1000;

export const IDEMPOTENCY_TEXTS = {
  badKey: 'Idempotency-Key must be 1 to 200 visible characters without spaces',
  reused: 'This Idempotency-Key was already used for a different request',
  inProgress: 'A request with this Idempotency-Key is still being processed. Please try again shortly.',
} as const;

type StoredAnswer = { status: number | null; contentType: string | null; body: string | null; fingerprint: string; createdAt: Date; expiresAt: Date };

/**
 * Mount after the body parsers (the fingerprint covers the body) and in front of the handlers.
 * Requests without the header, reads, and calls without a valid bearer token pass through.
 */
export function idempotency(deps: AppDeps): RequestHandler {
  let lastSweep = 0;
  return async (req, res, next) => {
    const key = req.get(IDEMPOTENCY_HEADER);
    if (key === undefined || !WRITE_METHODS.has(req.method)) return next();
    if (!KEY_PATTERN.test(key)) return void res.status(400).json({ error: IDEMPOTENCY_TEXTS.badKey });
    try {
      const who = await resolveRequestBearer(deps, req);
      if (!who || 'expiredLink' in who) return next(); // the procedure answers 401 itself
      const userId = who.user.id;
      const now = deps.clock.now();
      if (now.getTime() - lastSweep > SWEEP_EVERY_MS) {
        lastSweep = now.getTime();
        deleteExpiredIdempotencyKeys(deps, now).catch((err: unknown) => deps.log.warn({ err }, 'idempotency key sweep failed'));
      }
      const fingerprint = fingerprintOf(req);
      const claimed = await claim(deps, userId, key, fingerprint, now);
      if (claimed) return void captureAnswer(deps, req, res, userId, key, next);
      const answer = await waitForAnswer(deps, userId, key, fingerprint);
      if (!answer) return void res.status(409).set('Retry-After', '1').json({ error: IDEMPOTENCY_TEXTS.inProgress });
      if (answer.fingerprint !== fingerprint) return void res.status(422).json({ error: IDEMPOTENCY_TEXTS.reused });
      if (answer.status === null) return void res.status(409).set('Retry-After', '1').json({ error: IDEMPOTENCY_TEXTS.inProgress });
      res.status(answer.status).set('Idempotent-Replayed', 'true');
      if (answer.contentType) res.set('Content-Type', answer.contentType);
      res.send(Buffer.from(answer.body ?? '', 'utf8'));
    } catch (err) {
      next(err);
    }
  };
}

/** Removes answers kept longer than 24 hours; runs at most hourly from the middleware. */
export async function deleteExpiredIdempotencyKeys(deps: Pick<AppDeps, 'db'>, now: Date): Promise<number> {
  const { count } = await deps.db.idempotencyKey.deleteMany({ where: { expiresAt: { lte: now } } });
  return count;
}

function fingerprintOf(req: Request): string {
  return createHash('sha256')
    .update(`${req.method} ${req.originalUrl}\n`)
    .update(JSON.stringify(req.body ?? null))
    .digest('hex');
}

/**
 * Inserts the key row first: the unique (userId, key) makes exactly one of concurrent requests
 * the one that runs the write. An expired or abandoned row is replaced.
 */
async function claim(deps: AppDeps, userId: string, key: string, fingerprint: string, now: Date): Promise<boolean> {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      await deps.db.idempotencyKey.create({
        data: { userId, key, fingerprint, createdAt: now, expiresAt: new Date(now.getTime() + IDEMPOTENCY_TTL_MS) },
      });
      return true;
    } catch (err) {
      if ((err as { code?: string }).code !== 'P2002') throw err;
    }
    const existing = await find(deps, userId, key);
    if (!existing) continue;
    const stale = existing.expiresAt <= now || (existing.status === null && now.getTime() - existing.createdAt.getTime() > ABANDONED_AFTER_MS);
    if (!stale) return false;
    await deps.db.idempotencyKey.deleteMany({ where: { userId, key, createdAt: existing.createdAt } });
  }
  return false;
}

function find(deps: AppDeps, userId: string, key: string): Promise<StoredAnswer | null> {
  return deps.db.idempotencyKey.findUnique({
    where: { userId_key: { userId, key } },
    select: { status: true, contentType: true, body: true, fingerprint: true, createdAt: true, expiresAt: true },
  });
}

/** The stored answer, waiting briefly while the first request is still running. */
async function waitForAnswer(deps: AppDeps, userId: string, key: string, fingerprint: string): Promise<StoredAnswer | null> {
  const until = Date.now() + WAIT_FOR_FIRST_MS;
  for (;;) {
    const answer = await find(deps, userId, key);
    if (!answer || answer.status !== null || answer.fingerprint !== fingerprint || Date.now() >= until) return answer;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/** What a procedure of a claimed request ended with (noted by a middleware of trpc/init.ts). */
export type ProcedureOutcome = { ok: true; data: unknown } | { ok: false };

interface PendingWrite {
  /** Procedure calls the request carries (a tRPC batch has several). */
  calls: number;
  outcomes: ProcedureOutcome[];
  onSettled: () => void;
}
const pendingWrites = new WeakMap<object, PendingWrite>();

/**
 * Called with every procedure's outcome on an HTTP request; only a claimed request whose deadline
 * answer went out first listens. `res` is the context's response (absent in callers).
 */
export function noteProcedureOutcome(res: object | undefined, outcome: ProcedureOutcome): void {
  const pending = res && pendingWrites.get(res);
  if (!pending) return;
  pending.outcomes.push(outcome);
  pending.onSettled();
}

/**
 * Lets the request run and keeps what it answers. A 5xx or 429 is not an answer to keep: the row
 * goes, so a retry runs the write (nothing was written, or the write failed).
 *
 * The deadline's 503 (lib/overload.ts) is the exception: it says nothing about the write, which
 * still runs. It goes out at once and the row stays "in progress"; once the procedure ends, its
 * own answer is kept (or, when it failed, the row goes), so a retry replays it instead of writing
 * again (docs/decisions/0016-idempotency-past-the-deadline.md).
 */
function captureAnswer(deps: AppDeps, req: Request, res: Response, userId: string, key: string, next: () => void) {
  const chunks: Buffer[] = [];
  const collect = (chunk: unknown, encoding?: unknown) => {
    if (chunk === undefined || chunk === null || typeof chunk === 'function') return;
    if (typeof chunk === 'string') chunks.push(Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8'));
    else if (chunk instanceof Uint8Array) chunks.push(Buffer.from(chunk));
  };
  const write = res.write.bind(res) as (...args: unknown[]) => boolean;
  const end = res.end.bind(res) as (...args: unknown[]) => Response;
  const reqId = (req as Request & { id?: string }).id;
  let saved = false;
  let pastDeadline = false;
  let callerGone = false;
  const pending: PendingWrite = {
    calls: procedureCalls(req),
    outcomes: [],
    onSettled: () => {
      if ((!pastDeadline && !callerGone) || saved || pending.outcomes.length < pending.calls) return;
      saved = true;
      const late = lateAnswer(req, pending);
      if (!late) return; // outcome unknown: the row stays in progress (see lateAnswer)
      const kept = late === 'failed' ? forget(deps, userId, key) : save(deps, 200, 'application/json', late, userId, key);
      kept.catch((err: unknown) => deps.log.error({ err, reqId }, 'could not keep the idempotent answer'));
    },
  };
  pendingWrites.set(res, pending);
  (res as { write: unknown }).write = (chunk: unknown, ...rest: unknown[]) => {
    collect(chunk, rest[0]);
    return write(chunk, ...rest);
  };
  // The answer is kept before it is sent, so a client that has it can rely on its replay.
  (res as { end: unknown }).end = (chunk?: unknown, ...rest: unknown[]) => {
    if (isDeadlineAnswer(res)) {
      pastDeadline = true;
      pending.onSettled();
      return end(chunk, ...rest);
    }
    // After the caller went away what was written may be cut short: the outcome is kept instead.
    if (saved || callerGone) return end(chunk, ...rest);
    saved = true;
    collect(chunk, rest[0]);
    save(deps, res.statusCode, String(res.getHeader('Content-Type') ?? ''), Buffer.concat(chunks).toString('utf8'), userId, key)
      .catch((err: unknown) => deps.log.error({ err, reqId }, 'could not keep the idempotent answer'))
      // The deadline may have answered while the answer was being kept; the replay has it.
      .finally(() => res.writableEnded || end(chunk, ...rest));
    return res;
  };
  // The caller went away before the answer (a page reloaded while its change was on its way). The
  // tRPC handler may then never end the response (its write to the closed connection waits for
  // a drain that never comes), so, as after a deadline answer, the procedure's own outcome is
  // kept for the retry. It may have gone already, while its key was being claimed.
  const gone = () => {
    if (res.writableEnded || saved) return;
    callerGone = true;
    pending.onSettled();
  };
  if (res.destroyed) gone();
  else res.once('close', gone);
  next();
}

/** Calls in the request: a tRPC batch names them in its path (`a,b`); everything else is one. */
function procedureCalls(req: Request): number {
  if (req.baseUrl !== '/trpc' || !isBatch(req)) return 1;
  return req.path.replace(/^\//, '').split(',').length;
}

const isBatch = (req: Request) => req.baseUrl === '/trpc' && req.query.batch !== undefined;

/**
 * The answer the handler would have sent, built from its procedures' outcomes, in the format of
 * its transport: `'failed'` when every call failed (nothing was written: the row goes), and
 * `undefined` for a batch of several calls that did not all fail (its calls' answers cannot be
 * put in order here; the row stays in progress and follows the takeover rule).
 */
function lateAnswer(req: Request, pending: PendingWrite): string | 'failed' | undefined {
  if (pending.outcomes.every((o) => !o.ok)) return 'failed';
  const only = pending.outcomes[0];
  if (pending.calls !== 1 || !only?.ok) return undefined;
  if (req.baseUrl !== '/trpc') return JSON.stringify(only.data);
  // tRPC's HTTP answer to one call: `{ result: { data } }` with the data through superjson.
  const result = { result: { data: superjson.serialize(only.data) } };
  return JSON.stringify(isBatch(req) ? [result] : result);
}

async function save(deps: AppDeps, status: number, contentType: string, body: string, userId: string, key: string) {
  const where = { userId_key: { userId, key } };
  if (status >= 500 || status === 429) return forget(deps, userId, key);
  await deps.db.idempotencyKey.update({ where, data: { status, contentType: contentType || null, body, completedAt: deps.clock.now() } });
}

/** Drops the key: the next request with it runs the write. */
async function forget(deps: AppDeps, userId: string, key: string) {
  await deps.db.idempotencyKey.deleteMany({ where: { userId, key } });
}

type OpenApiDoc = { paths?: Record<string, Record<string, { parameters?: unknown[] } | undefined> | undefined> };

/** Documents the header on every write operation of the OpenAPI document. */
export function documentIdempotencyHeader<T>(doc: T): T {
  const paths = (doc as OpenApiDoc).paths ?? {};
  for (const item of Object.values(paths)) {
    for (const [method, op] of Object.entries(item ?? {})) {
      if (!op || !WRITE_METHODS.has(method.toUpperCase())) continue;
      op.parameters = [
        ...(op.parameters ?? []),
        {
          name: IDEMPOTENCY_HEADER,
          in: 'header',
          required: false,
          description:
            'Makes a retried write count once: the first answer to a key is kept for this user for 24 hours, and a replay answers the same status and body (with Idempotent-Replayed: true) without writing again. The same key with a different request answers 422; while the first is still running, 409 with Retry-After.',
          schema: { type: 'string', minLength: 1, maxLength: 200, pattern: '^[\\x21-\\x7e]+$' },
        },
      ];
    }
  }
  return doc;
}
