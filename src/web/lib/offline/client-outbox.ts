// The client app's one outbox (docs/offline.md): replay at start and on reconnect, refusal
// messages, queued meals. Which writes use it: writes.ts; how one is sent: send.ts (loaded on
// the first send).
import { onlineManager } from '@tanstack/react-query';
import { getActiveToken } from '../auth/token-store.ts';
import { httpStatusOf } from '../errors.ts';
import { createOutbox, type OutboxItem } from './outbox.ts';
import { canPersist } from './saved-data.ts';
import { OFFLINE_WRITES } from './writes.ts';

export const REFUSED_TEXTS = {
  title: 'A change could not be saved',
  body: (label: string, reason: string) => `${label}: ${reason}`,
} as const;

export function refusalReason(error: unknown): string {
  if (httpStatusOf(error) === 401) return 'your sign-in link no longer works. Ask your coach for a new one.';
  if (error instanceof Error && error.message) return error.message;
  return 'the server refused it.';
}

type Hooks = { onRefused?: (item: OutboxItem, error: unknown) => void; onHeld?: (item: OutboxItem, error: unknown) => void; onSynced?: () => void };
const hooks: Hooks = {};

/** The app's one outbox (IndexedDB). */
export const outbox = createOutbox({
  sender: (item, save) => import('./send.ts').then(({ sendItem }) => sendItem(item, save)),
  onRefused: (item, error) => hooks.onRefused?.(item, error),
  onHeld: (item, error) => hooks.onHeld?.(item, error),
  onSynced: () => hooks.onSynced?.(),
});

let started = false;
/** Starts replaying: now, whenever the connection returns, and sets what refusals and syncs do. */
export function startOutbox(h: Hooks): () => void {
  Object.assign(hooks, h);
  if (!canPersist()) return () => undefined;
  if (!started) {
    started = true;
    void outbox.refreshCount();
    void outbox.flush();
    onlineManager.subscribe((online) => {
      // Held (archived client): the connection is not what stops it; it resumes when access is back.
      if (online && !outbox.getState().held) void outbox.retryNow();
    });
  }
  return () => {
    hooks.onRefused = undefined;
    hooks.onHeld = undefined;
    hooks.onSynced = undefined;
  };
}

/** Queues a meal with photos (kept as Blobs until uploaded). */
export function enqueueMeal(input: { description: string; loggedAt: Date }, photos: Blob[]): Promise<unknown> {
  return outbox.enqueue({ path: 'food.create', input, photos, token: getActiveToken(), label: OFFLINE_WRITES['food.create']! });
}

/** Queues a progress photo (docs/progress-photos.md): the meal path, with its own ticket (send.ts). */
/** The answer of a change queued rather than sent, for a lazily loaded caller (one import, one chunk). */
export { QUEUED } from './outbox.ts';

export function enqueueProgressPhoto(input: { takenOn: string; pose: 'FRONT' | 'SIDE' | 'BACK' | 'UNTAGGED' }, photo: Blob): Promise<unknown> {
  return outbox.enqueue({ path: 'clientApp.progressPhotos.create', input, photos: [photo], token: getActiveToken(), label: OFFLINE_WRITES['clientApp.progressPhotos.create']! });
}
