// Reading errors from tRPC calls. Server messages are written for users (docs/product.md §8); anything
// else (network failure, a proxy's HTML page) gets the screen's own fallback text instead.
import { TRPCClientError } from '@trpc/client';
import { MSG_CLIENT_ARCHIVED_SELF } from '#shared/client-access';
import { serverMessage } from '#web/i18n/i18n.ts';

interface ErrorData {
  httpStatus?: number;
  code?: string;
  path?: string;
}

function dataOf(error: unknown): ErrorData | undefined {
  if (!(error instanceof TRPCClientError)) return undefined;
  const data: unknown = error.data;
  return data && typeof data === 'object' ? (data as ErrorData) : undefined;
}

/** The HTTP status the server answered with, or undefined when no answer arrived. */
export function httpStatusOf(error: unknown): number | undefined {
  return dataOf(error)?.httpStatus;
}

/** True when the request never got a tRPC answer (offline, DNS, server down). */
export function isNetworkError(error: unknown): boolean {
  return error instanceof TRPCClientError ? dataOf(error) === undefined : error instanceof TypeError;
}

/** The server's user-readable message in the app's language (docs/translations.md), else `fallback`. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof TRPCClientError && dataOf(error) && error.message) return serverMessage(error.message);
  return fallback;
}

/** The procedure that failed, e.g. 'auth.me'. */
export function procedurePathOf(error: unknown): string | undefined {
  return dataOf(error)?.path;
}

/**
 * The server's answer to an archived client (403 with MSG_CLIENT_ARCHIVED_SELF): the client app
 * shows its "access paused" screen instead of the screen's load error (lib/auth/archived.ts).
 */
export function isClientArchivedError(error: unknown): boolean {
  return httpStatusOf(error) === 403 && error instanceof Error && error.message === MSG_CLIENT_ARCHIVED_SELF;
}
