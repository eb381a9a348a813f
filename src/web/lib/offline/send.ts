// Sends one queued change to the API (docs/offline.md): its own Idempotency-Key, meal photos
// uploaded first with a key derived from the change's. Loaded by the outbox only when there is
// something to send, so no first screen pays for it.
import { createTRPCClient, httpLink } from '@trpc/client';
import superjson from 'superjson';
import type { AppRouter } from '#server/trpc/router';
import { getActiveToken } from '../auth/token-store.ts';
import { httpStatusOf, isClientArchivedError } from '../errors.ts';
import type { OutboxItem, SendOutcome } from './outbox.ts';

function clientFor(token: string | null, key: string) {
  return createTRPCClient<AppRouter>({
    links: [
      httpLink({
        url: new URL('/trpc', window.location.origin).href,
        transformer: superjson,
        headers: () => ({ ...(token ? { Authorization: `Bearer ${token}` } : {}), 'Idempotency-Key': key }),
      }),
    ],
  });
}

async function call(token: string | null, key: string, path: string, input: unknown): Promise<unknown> {
  let proc: unknown = clientFor(token, key);
  for (const part of path.split('.')) proc = (proc as Record<string, unknown>)[part];
  return (proc as { mutate: (i: unknown) => Promise<unknown> }).mutate(input);
}

/** Retry later: no answer, a server error, a busy key or a rate limit. Anything else is final. */
export function isRetryable(error: unknown): boolean {
  const status = httpStatusOf(error) ?? (error instanceof PhotoUploadError ? error.status : undefined);
  return status === undefined || status >= 500 || status === 408 || status === 409 || status === 429;
}

class PhotoUploadError extends Error {
  constructor(
    message: string,
    readonly status: number | undefined,
  ) {
    super(message);
  }
}

async function putBytes(uploadURL: string, blob: Blob): Promise<void> {
  let res: Response;
  try {
    res = await fetch(new URL(uploadURL, window.location.origin), { method: 'PUT', body: blob, headers: { 'Content-Type': blob.type || 'application/octet-stream' } });
  } catch (err) {
    throw new PhotoUploadError(err instanceof Error ? err.message : 'Network error', undefined);
  }
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { error?: string } | null;
    throw new PhotoUploadError(body?.error ?? `Photo upload failed (${res.status})`, res.status);
  }
}

/** One queued change to the server. A meal with photos: upload each, then one entry per photo. */
export async function sendItem(item: OutboxItem): Promise<SendOutcome> {
  const token = item.token ?? getActiveToken();
  try {
    if (!item.photos?.length) return { kind: 'done', data: await call(token, item.key, item.path, item.input) };
    const entries: unknown[] = [];
    for (const [i, photo] of item.photos.entries()) {
      const ticket = (await call(token, `${item.key}:upload:${i}`, 'food.requestUpload', undefined)) as { uploadURL: string; objectPath: string };
      await putBytes(ticket.uploadURL, photo);
      entries.push(await call(token, `${item.key}:entry:${i}`, item.path, { ...(item.input as object), imageUrl: ticket.objectPath }));
    }
    return { kind: 'done', data: entries };
  } catch (error) {
    // Archived by the coach: kept until access is back, neither retried on a timer nor dropped.
    if (isClientArchivedError(error)) return { kind: 'hold', error };
    return isRetryable(error) ? { kind: 'retry', error } : { kind: 'refused', error };
  }
}
