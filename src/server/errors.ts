// Domain errors thrown by services; one table maps them to tRPC codes, and trpc-to-openapi maps
// those to HTTP statuses, so both protocols answer the same (CONVENTIONS 7).
import { TRPCError } from '@trpc/server';

export type DomainErrorKind =
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'FORBIDDEN'
  | 'INVALID'
  | 'UNAUTHORIZED'
  | 'TOO_MANY_REQUESTS'
  | 'PAYLOAD_TOO_LARGE'
  | 'UNAVAILABLE';

export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    message: string,
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
export const tooManyRequests = (message: string) => new DomainError('TOO_MANY_REQUESTS', message);

const codeOf: Record<DomainErrorKind, TRPCError['code']> = {
  NOT_FOUND: 'NOT_FOUND',
  CONFLICT: 'CONFLICT',
  FORBIDDEN: 'FORBIDDEN',
  INVALID: 'BAD_REQUEST',
  UNAUTHORIZED: 'UNAUTHORIZED',
  TOO_MANY_REQUESTS: 'TOO_MANY_REQUESTS',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  UNAVAILABLE: 'SERVICE_UNAVAILABLE',
};

/** What a 503 says (a Retry-After header goes with it, see app.ts). */
export const MSG_UNAVAILABLE = 'The service is temporarily unavailable. Please try again in a few seconds.';
export const serviceUnavailable = (message = MSG_UNAVAILABLE) => new DomainError('UNAVAILABLE', message);

// Prisma: P1001 unreachable, P1002 timed out, P1008 operation timed out, P1017 connection closed,
// P2024 pool timeout, P2028 transaction could not start / expired (docs/reliability.md).
const UNAVAILABLE_PRISMA = new Set(['P1001', 'P1002', 'P1008', 'P1017', 'P2024', 'P2028']);
// Sockets, and PostgreSQL's own "shutting down / cannot connect now / too many connections" and
// connection-exception classes.
const UNAVAILABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN', '57P01', '57P02', '57P03', '53300']);
const UNAVAILABLE_KINDS = new Set(['DatabaseNotReachable', 'ConnectionClosed', 'SocketTimeout', 'TransactionAlreadyClosed', 'TooManyConnections']);
const UNAVAILABLE_MESSAGE =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection closed|Can't reach database server|Unable to start a transaction in the given time|Transaction already closed|Server has closed the connection|Timed out fetching a new connection|ECONNREFUSED|ECONNRESET/i;

/** True when an error says the database is away or saturated (not that the request is wrong). */
export function isDatabaseUnavailable(err: unknown): boolean {
  let cur: unknown = err;
  for (let depth = 0; cur && typeof cur === 'object' && depth < 6; depth++) {
    const e = cur as { code?: unknown; kind?: unknown; message?: unknown; cause?: unknown; originalCode?: unknown };
    if (typeof e.code === 'string' && (UNAVAILABLE_PRISMA.has(e.code) || UNAVAILABLE_CODES.has(e.code) || e.code.startsWith('08'))) return true;
    if (typeof e.originalCode === 'string' && (UNAVAILABLE_CODES.has(e.originalCode) || e.originalCode.startsWith('08'))) return true;
    if (typeof e.kind === 'string' && UNAVAILABLE_KINDS.has(e.kind)) return true;
    if (typeof e.message === 'string' && UNAVAILABLE_MESSAGE.test(e.message)) return true;
    cur = e.cause;
  }
  return false;
}

/** Turns domain and known database errors into TRPCErrors; anything else stays a 500. */
export function toTRPCError(err: unknown): unknown {
  if (err instanceof TRPCError) return err;
  if (err instanceof DomainError) return new TRPCError({ code: codeOf[err.kind], message: err.message, cause: err });
  const code = (err as { code?: unknown } | null)?.code;
  // Prisma: P2025 record missing (e.g. deleted meanwhile), P2002 unique violation, P2003 FK.
  if (code === 'P2025') return new TRPCError({ code: 'NOT_FOUND', message: 'Resource not found', cause: err as Error });
  if (code === 'P2002') return new TRPCError({ code: 'CONFLICT', message: 'This already exists', cause: err as Error });
  if (code === 'P2003') return new TRPCError({ code: 'CONFLICT', message: 'This is still in use', cause: err as Error });
  if (isDatabaseUnavailable(err)) return new TRPCError({ code: 'SERVICE_UNAVAILABLE', message: MSG_UNAVAILABLE, cause: err as Error });
  return err;
}
