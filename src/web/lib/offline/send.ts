// Sends one queued change to the API (docs/offline.md): its own Idempotency-Key, meal photos
// uploaded first with a key derived from the change's. Loaded by the outbox only when there is
// something to send, so no first screen pays for it.
import { createTRPCClient, httpLink } from '@trpc/client';
import superjson from 'superjson';
import type { AppRouter } from '#server/trpc/router';
import { getActiveToken } from '../auth/token-store.ts';
import { httpStatusOf, isClientArchivedError } from '../errors.ts';
import type { OutboxItem, PhotoProgress, SendOutcome } from './outbox.ts';
import { PHOTO_TIMEOUT_MS, reportNoAnswer, withTimeout, WRITE_TIMEOUT_MS } from './reachability.ts';

/**
 * Writes that carry photos: the ticket each photo is uploaded with, and the input field that
 * names it. A meal makes one entry per photo; a progress photo (ADR 0022) is one photo.
 */
const PHOTO_WRITES: Record<string, { ticket: string; field: string }> = {
  'food.create': { ticket: 'food.requestUpload', field: 'imageUrl' },
  'clientApp.progressPhotos.create': { ticket: 'clientApp.progressPhotos.requestUpload', field: 'objectPath' },
};
const photoWriteOf = (path: string) => PHOTO_WRITES[path] ?? PHOTO_WRITES['food.create']!;

/** New tickets one photo may take in one send (an expired or used link); more is a failure. */
const RENEWALS_PER_SEND = 2;

function clientFor(token: string | null, key: string) {
  return createTRPCClient<AppRouter>({
    links: [
      httpLink({
        url: new URL('/trpc', window.location.origin).href,
        transformer: superjson,
        headers: () => ({ ...(token ? { Authorization: `Bearer ${token}` } : {}), 'Idempotency-Key': key }),
        // A write with no answer in time is retried under its key, which the server applies once.
        fetch: (input, init) => fetch(input, { ...init, signal: withTimeout(WRITE_TIMEOUT_MS, init?.signal) }),
      }),
    ],
  });
}

async function call(token: string | null, key: string, path: string, input: unknown): Promise<unknown> {
  let proc: unknown = clientFor(token, key);
  for (const part of path.split('.')) proc = (proc as Record<string, unknown>)[part];
  return (proc as { mutate: (i: unknown) => Promise<unknown> }).mutate(input);
}

const statusOf = (error: unknown) => httpStatusOf(error) ?? (error instanceof PhotoUploadError ? error.status : undefined);

/** Retry later: no answer, a server error, a busy key or a rate limit. Anything else is final. */
export function isRetryable(error: unknown): boolean {
  const status = statusOf(error);
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
    res = await fetch(new URL(uploadURL, window.location.origin), {
      method: 'PUT',
      body: blob,
      headers: { 'Content-Type': blob.type || 'application/octet-stream' },
      signal: withTimeout(PHOTO_TIMEOUT_MS),
    });
  } catch (err) {
    throw new PhotoUploadError(err instanceof Error ? err.message : 'Network error', undefined);
  }
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { error?: string } | null;
    throw new PhotoUploadError(body?.error ?? `Photo upload failed (${res.status})`, res.status);
  }
}

type Save = (patch: Partial<OutboxItem>) => Promise<void>;

/**
 * Uploads photo `i` and answers its objectPath. The ticket's key is derived from the change's, so
 * a replay gets the same ticket (and the server takes the same bytes again: issue 31). A link that
 * cannot take the bytes (403 expired, 409 used) is renewed: a new ticket under the next key,
 * counted in the saved progress so a replay after a crash asks for that same one.
 */
async function uploadPhoto(token: string | null, item: OutboxItem, i: number, photo: Blob, progress: PhotoProgress, save: Save): Promise<string> {
  for (let renewed = 0; ; renewed++) {
    const n = progress.renewals[i] ?? 0;
    const key = n === 0 ? `${item.key}:upload:${i}` : `${item.key}:upload:${i}:${n}`;
    const ticket = (await call(token, key, photoWriteOf(item.path).ticket, undefined)) as { uploadURL: string; objectPath: string };
    try {
      await putBytes(ticket.uploadURL, photo);
      return ticket.objectPath;
    } catch (error) {
      const status = error instanceof PhotoUploadError ? error.status : undefined;
      if ((status !== 403 && status !== 409) || renewed >= RENEWALS_PER_SEND) throw error;
      progress.renewals[i] = n + 1;
      await save({ progress });
    }
  }
}

/** One queued change to the server. A meal with photos: upload each, then one entry per photo (a progress photo: one). */
export async function sendItem(item: OutboxItem, save: Save = () => Promise.resolve()): Promise<SendOutcome> {
  const token = item.token ?? getActiveToken();
  try {
    if (!item.photos?.length) return { kind: 'done', data: await call(token, item.key, item.path, item.input) };
    const progress: PhotoProgress = { uploaded: [...(item.progress?.uploaded ?? [])], renewals: [...(item.progress?.renewals ?? [])] };
    const entries: unknown[] = [];
    for (const [i, photo] of item.photos.entries()) {
      let objectPath = progress.uploaded[i];
      if (!objectPath) {
        objectPath = await uploadPhoto(token, item, i, photo, progress, save);
        // Kept before the entry: its key's request must name this photo on every replay.
        progress.uploaded[i] = objectPath;
        await save({ progress });
      }
      entries.push(await call(token, `${item.key}:entry:${i}`, item.path, { ...(item.input as object), [photoWriteOf(item.path).field]: objectPath }));
    }
    return { kind: 'done', data: entries };
  } catch (error) {
    // Archived by the coach: kept until access is back, neither retried on a timer nor dropped.
    if (isClientArchivedError(error)) return { kind: 'hold', error };
    const answered = statusOf(error) !== undefined;
    if (!answered) reportNoAnswer();
    return isRetryable(error) ? { kind: 'retry', error, answered } : { kind: 'refused', error };
  }
}
