// Domain errors thrown by services, and the one table that says how each kind answers: the tRPC
// code and the HTTP status. tRPC, the REST bridge (trpc-to-openapi maps the tRPC code to the same
// status, test/server/foundation/error-table.test.ts) and the byte routes (routes/bytes.ts) all read
// it, so every protocol answers the same (docs/architecture.md, "Errors").
import { TRPCError } from '@trpc/server';

/** Every kind has a row in ERRORS below: a new kind fails typecheck until it is mapped. */
export type DomainErrorKind = 'NOT_FOUND' | 'CONFLICT' | 'FORBIDDEN' | 'INVALID' | 'UNAUTHORIZED' | 'TOO_MANY_REQUESTS' | 'PAYLOAD_TOO_LARGE' | 'UNSUPPORTED_MEDIA_TYPE' | 'UNAVAILABLE';

export const ERRORS = {
  INVALID: { trpc: 'BAD_REQUEST', status: 400 },
  UNAUTHORIZED: { trpc: 'UNAUTHORIZED', status: 401 },
  FORBIDDEN: { trpc: 'FORBIDDEN', status: 403 },
  NOT_FOUND: { trpc: 'NOT_FOUND', status: 404 },
  CONFLICT: { trpc: 'CONFLICT', status: 409 },
  PAYLOAD_TOO_LARGE: { trpc: 'PAYLOAD_TOO_LARGE', status: 413 },
  UNSUPPORTED_MEDIA_TYPE: { trpc: 'UNSUPPORTED_MEDIA_TYPE', status: 415 },
  TOO_MANY_REQUESTS: { trpc: 'TOO_MANY_REQUESTS', status: 429 },
  UNAVAILABLE: { trpc: 'SERVICE_UNAVAILABLE', status: 503 },
} as const satisfies Record<DomainErrorKind, { trpc: TRPCError['code']; status: number }>;

/** The texts every layer answers with; each is written here only. */
export const ERROR_TEXTS = {
  internal: 'Something went wrong on our side. Please try again.',
  unavailable: 'The service is temporarily unavailable. Please try again in a few seconds.',
  signIn: 'Please sign in to continue',
  coachesOnly: 'This is for coaches only',
  clientsOnly: 'This is for clients only',
  notFound: 'Not found',
  malformedJson: 'Malformed JSON body',
  bodyTooLarge: 'Request body too large',
  badRequest: 'Bad request',
  badPath: 'The address of this request is not valid: it has a broken percent-encoding (a % not followed by two hex digits).',
  methodNotAllowed: 'This method is not allowed here',
} as const;

/** What a 503 says (a Retry-After header goes with it, see routes/health.ts). */
export const MSG_UNAVAILABLE = ERROR_TEXTS.unavailable;

export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    message: string,
    /** Seconds after which trying again makes sense (sent as Retry-After on 429 and 503). */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export const notFound = (what = 'Resource') => new DomainError('NOT_FOUND', `${what} not found`);
export const conflict = (message: string) => new DomainError('CONFLICT', message);
export const forbidden = (message = 'You do not have access to this') => new DomainError('FORBIDDEN', message);
export const invalid = (message: string) => new DomainError('INVALID', message);
export const unauthorized = (message = 'Not authenticated') => new DomainError('UNAUTHORIZED', message);
export const tooManyRequests = (message: string, retryAfterSeconds?: number) => new DomainError('TOO_MANY_REQUESTS', message, retryAfterSeconds);
export const serviceUnavailable = (message: string = MSG_UNAVAILABLE) => new DomainError('UNAVAILABLE', message);

// Prisma: P1001 unreachable, P1002 timed out, P1008 operation timed out, P1017 connection closed,
// P2024 pool timeout, P2028 transaction could not start / expired (docs/reliability.md).
const UNAVAILABLE_PRISMA = new Set(['P1001', 'P1002', 'P1008', 'P1017', 'P2024', 'P2028']);
// Sockets, and PostgreSQL's own "shutting down / cannot connect now / too many connections" and
// connection-exception classes. "connect ENOENT" (a unix socket that is gone: the embedded
// PostgreSQL stopped) is matched by its message, since a bare ENOENT is also a missing file.
const UNAVAILABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN', '57P01', '57P02', '57P03', '53300']);
const UNAVAILABLE_KINDS = new Set(['DatabaseNotReachable', 'ConnectionClosed', 'SocketTimeout', 'TransactionAlreadyClosed', 'TooManyConnections']);
const UNAVAILABLE_MESSAGE =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection closed|Can't reach database server|Unable to start a transaction in the given time|Transaction already closed|Server has closed the connection|Timed out fetching a new connection|ECONNREFUSED|ECONNRESET|connect ENOENT/i;

/** True when an error says the database is away or saturated (not that the request is wrong). */
export function isDatabaseUnavailable(err: unknown): boolean {
  // The cause chain, and Prisma's `meta.driverAdapterError`: a PostgreSQL error that Prisma has no
  // code for (57P03 "the database system is starting up") arrives as P2039 with the original there.
  const seen: unknown[] = [err];
  for (let i = 0; i < seen.length && i < 12; i++) {
    const cur = seen[i];
    if (!cur || typeof cur !== 'object') continue;
    const e = cur as { code?: unknown; kind?: unknown; message?: unknown; cause?: unknown; originalCode?: unknown; meta?: { driverAdapterError?: unknown } };
    if (typeof e.code === 'string' && (UNAVAILABLE_PRISMA.has(e.code) || UNAVAILABLE_CODES.has(e.code) || e.code.startsWith('08'))) return true;
    if (typeof e.originalCode === 'string' && (UNAVAILABLE_CODES.has(e.originalCode) || e.originalCode.startsWith('08'))) return true;
    if (typeof e.kind === 'string' && UNAVAILABLE_KINDS.has(e.kind)) return true;
    if (typeof e.message === 'string' && UNAVAILABLE_MESSAGE.test(e.message)) return true;
    seen.push(e.cause, e.meta?.driverAdapterError);
  }
  return false;
}

/**
 * What an error answers over HTTP: domain errors by the table, known database failures as
 * 404/409/503, anything else 500 (whose cause is logged, never shown).
 */
export function domainErrorOf(err: unknown): DomainError | null {
  if (err instanceof DomainError) return err;
  const code = (err as { code?: unknown } | null)?.code;
  // Prisma: P2025 record missing (e.g. deleted meanwhile), P2002 unique violation, P2003 FK.
  if (code === 'P2025') return notFound();
  if (code === 'P2002') return conflict('This already exists');
  if (code === 'P2003') return conflict('This is still in use');
  if (isDatabaseUnavailable(err)) return serviceUnavailable();
  return null;
}

/** Turns domain and known database errors into TRPCErrors; anything else stays a 500. */
export function toTRPCError(err: unknown): unknown {
  if (err instanceof TRPCError) return err;
  const domain = domainErrorOf(err);
  if (!domain) return err;
  return new TRPCError({ code: ERRORS[domain.kind].trpc, message: domain.message, cause: domain === err ? domain : (err as Error) });
}

/** The HTTP answer of an error outside tRPC (byte routes): status, `{ error }` text, Retry-After. */
export function httpAnswerOf(err: unknown): { status: number; error: string; retryAfterSeconds?: number } {
  const domain = domainErrorOf(err);
  if (!domain) return { status: 500, error: ERROR_TEXTS.internal };
  return { status: ERRORS[domain.kind].status, error: domain.message, retryAfterSeconds: domain.retryAfterSeconds };
}
