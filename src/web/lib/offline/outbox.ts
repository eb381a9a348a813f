// The client app's durable write queue (docs/offline.md). Every client write is put in IndexedDB
// with its own Idempotency-Key before it is sent, then sent in order; when the network is gone
// the caller is answered "queued" (its optimistic change stays), and the queue is replayed on
// reconnect with backoff. The server applies each key once, so a write whose answer was lost is
// never applied twice. A refusal (4xx) drops that change with a message and the rest goes on.
// A hold (the client is archived) keeps every change and stops until resumed: no backoff loop.
import { createStore, del, entries, set, type UseStore } from 'idb-keyval';

export interface OutboxItem {
  id: string;
  key: string;
  /** tRPC procedure path, e.g. `clientApp.workouts.logResult`. */
  path: string;
  input: unknown;
  /** The bearer token of the user who made the change: replays go as that user. */
  token: string | null;
  /** Meal photos kept as Blobs until uploaded (food.create once per photo). */
  photos?: Blob[];
  /** What the change was, for a refusal message ("Log result"). */
  label: string;
  createdAt: number;
}

/**
 * What sending one item came to. `hold`: the server refuses this user for now (an archived
 * client) but would take the change later: it stays queued and the queue stops without a retry
 * timer until `retryNow` (the app resumes it when access is back, or on the next start).
 */
export type SendOutcome = { kind: 'done'; data: unknown } | { kind: 'refused'; error: unknown } | { kind: 'retry'; error: unknown } | { kind: 'hold'; error: unknown };
export type Sender = (item: OutboxItem) => Promise<SendOutcome>;

export interface OutboxState {
  pending: number;
  syncing: boolean;
  /** When the last change was confirmed by the server (ms), or null. */
  savedAt: number | null;
  /** The last send was held (archived client): nothing is retried until `retryNow`. */
  held: boolean;
}

export interface OutboxOptions {
  sender: Sender;
  store?: UseStore;
  onRefused?: (item: OutboxItem, error: unknown) => void;
  /** A send was held: the queue keeps its changes and waits for `retryNow`. */
  onHeld?: (item: OutboxItem, error: unknown) => void;
  onSynced?: () => void;
  /** Backoff before the n-th retry (n from 0). */
  backoffMs?: (attempt: number) => number;
  newKey?: () => string;
}

/** Answer to a caller whose change was queued rather than sent. */
export const QUEUED = undefined;

export const defaultBackoff = (attempt: number) => Math.min(30_000, 1000 * 2 ** attempt) * (0.75 + Math.random() * 0.5);

export function createOutbox(o: OutboxOptions) {
  const store = o.store ?? createStore('spotter-outbox', 'items');
  const backoff = o.backoffMs ?? defaultBackoff;
  const newKey = o.newKey ?? (() => crypto.randomUUID());
  const waiters = new Map<string, { resolve: (data: unknown) => void; reject: (error: unknown) => void }>();
  const listeners = new Set<() => void>();
  let state: OutboxState = { pending: 0, syncing: false, savedAt: null, held: false };
  let flushing: Promise<void> | null = null;
  let attempt = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let seq = 0;

  const emit = (patch: Partial<OutboxState>) => {
    state = { ...state, ...patch };
    for (const l of listeners) l();
  };

  async function items(): Promise<OutboxItem[]> {
    const all = await entries<string, OutboxItem>(store);
    return all.map(([, v]) => v).toSorted((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  }

  async function refreshCount() {
    emit({ pending: (await items()).length });
  }

  async function runFlush(): Promise<void> {
    clearTimeout(timer);
    timer = undefined;
    // Changes sent with nobody waiting (queued earlier): their screens re-read afterwards.
    let sentQueued = false;
    try {
      for (;;) {
        const [item] = await items();
        if (!item) break;
        // "Syncing…" only while something is sent: the flush every app start and reconnect runs
        // on an empty queue would flash the sync line (a layout shift, and a live region
        // announcing a sync that never happened).
        if (!state.syncing) emit({ syncing: true });
        const outcome = await o.sender(item).catch((error: unknown): SendOutcome => ({ kind: 'retry', error }));
        if (outcome.kind === 'retry') {
          // Callers waiting behind the network get "queued"; their changes stay on screen.
          for (const w of waiters.values()) w.resolve(QUEUED);
          waiters.clear();
          timer = setTimeout(() => void flush(), backoff(attempt++));
          break;
        }
        if (outcome.kind === 'hold') {
          // Kept, in order, and not retried on a timer: sending again cannot help until the
          // server's answer changes (docs/offline.md, "Archived clients"). The server keeps its
          // refusal for this key (a replay would answer it again for 24 h), and that refusal
          // proves nothing was written under it: the change goes later under a fresh key.
          await set(item.id, { ...item, key: newKey() }, store);
          for (const w of waiters.values()) w.resolve(QUEUED);
          waiters.clear();
          emit({ held: true });
          o.onHeld?.(item, outcome.error);
          break;
        }
        attempt = 0;
        if (state.held) emit({ held: false });
        await del(item.id, store);
        const waiter = waiters.get(item.id);
        if (!waiter) sentQueued = true;
        waiters.delete(item.id);
        if (outcome.kind === 'done') {
          emit({ savedAt: Date.now() });
          waiter?.resolve(outcome.data);
        } else if (waiter) waiter.reject(outcome.error);
        else o.onRefused?.(item, outcome.error);
        await refreshCount();
      }
    } finally {
      await refreshCount().catch(() => undefined);
      if (state.syncing) emit({ syncing: false });
      if (sentQueued) o.onSynced?.();
    }
  }

  /** Sends what is queued, in order; one run at a time (a call during a run joins it, then runs again). */
  function flush(): Promise<void> {
    if (flushing) return flushing.then(() => (state.pending > 0 && !timer ? flush() : undefined));
    flushing = runFlush().finally(() => {
      flushing = null;
    });
    return flushing;
  }

  return {
    /**
     * Queues a change and sends the queue. Resolves with the server's answer once sent, or with
     * QUEUED when the network is away (it is sent later); rejects when the server refuses it.
     */
    async enqueue(change: Omit<OutboxItem, 'id' | 'key' | 'createdAt'>): Promise<unknown> {
      const createdAt = Date.now();
      const id = `${String(createdAt).padStart(15, '0')}-${String(seq++).padStart(6, '0')}-${Math.random().toString(36).slice(2, 8)}`;
      const item: OutboxItem = { ...change, id, key: newKey(), createdAt };
      await set(id, item, store);
      await refreshCount();
      const done = new Promise<unknown>((resolve, reject) => waiters.set(id, { resolve, reject }));
      if (timer) {
        // The queue is waiting out a backoff: this change waits with it.
        waiters.get(id)?.resolve(QUEUED);
        waiters.delete(id);
      } else void flush();
      return done;
    },
    flush,
    /** Retry now (the connection came back), skipping the current backoff. */
    retryNow() {
      attempt = 0;
      return flush();
    },
    items,
    refreshCount,
    getState: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    stop() {
      clearTimeout(timer);
      timer = undefined;
    },
  };
}
