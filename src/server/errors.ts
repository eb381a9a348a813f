// Domain errors thrown by services; one table maps them to tRPC codes, and trpc-to-openapi maps
// those to HTTP statuses, so both protocols answer the same (CONVENTIONS 7).
import { TRPCError } from '@trpc/server';

export type DomainErrorKind = 'NOT_FOUND' | 'CONFLICT' | 'FORBIDDEN' | 'INVALID' | 'UNAUTHORIZED' | 'TOO_MANY_REQUESTS' | 'PAYLOAD_TOO_LARGE';

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
};

/** Turns domain and known database errors into TRPCErrors; anything else stays a 500. */
export function toTRPCError(err: unknown): unknown {
  if (err instanceof TRPCError) return err;
  if (err instanceof DomainError) return new TRPCError({ code: codeOf[err.kind], message: err.message, cause: err });
  const code = (err as { code?: unknown } | null)?.code;
  // Prisma: P2025 record missing (e.g. deleted meanwhile), P2002 unique violation, P2003 FK.
  if (code === 'P2025') return new TRPCError({ code: 'NOT_FOUND', message: 'Resource not found', cause: err as Error });
  if (code === 'P2002') return new TRPCError({ code: 'CONFLICT', message: 'This already exists', cause: err as Error });
  if (code === 'P2003') return new TRPCError({ code: 'CONFLICT', message: 'This is still in use', cause: err as Error });
  return err;
}
