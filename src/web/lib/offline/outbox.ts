// The client app's durable write queue (docs/offline.md). Every client write is put in IndexedDB
// with its own Idempotency-Key before it is sent, then sent in order; when the network is gone
// the caller is answered "queued" (its optimistic change stays), and the queue is replayed on
// reconnect with backoff. The server applies each key once, so a write whose answer was lost is
// never applied twice.
// Changes go in lanes (`laneOf`): a change the server keeps failing or refuses holds back only
// the changes of its lane (the workout's, say), never a meal or a message behind it. A replayed
// change the server refuses is kept as "stuck", shown with Retry and Discard, never dropped.
// A hold (the client is archived) keeps every change and stops until resumed: no backoff loop.
// One queue for every tab: the store is shared, one tab sends at a time (a Web Lock), and set
// writes of one exercise merge per set with the one queued before (docs/decisions/0016).
import { createStore, del, entries, get, set, type UseStore } from 'idb-keyval';

/** A meal's photos as they go up (send.ts): saved after each step, so a replay resumes there. */
export interface PhotoProgress {
  /** The objectPath of each photo whose bytes the server has. */
  uploaded: (string | null)[];
  /** How many times each photo's ticket was renewed (an expired or used link). */
  renewals: number[];
}

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
  progress?: PhotoProgress;
  /** Set rows this change touched (saveSets), so it merges with a set write queued before it. */
  changedSets?: number[];
  /** What the change was, for a refusal message ("Log result"). */
  label: string;
  createdAt: number;
  /** Server answers in a row that said "not now" (5xx, 409, 429). */
  failures?: number;
  /** Could not be sent: kept and listed with Retry and Discard, sent again only on Retry. */
  stuck?: { reason: string; at: number };
}

/**
 * What sending one item came to. `hold`: the server refuses this user for now (an archived
 * client) but would take the change later: it stays queued and the queue stops without a retry
 * timer until `retryNow` (the app resumes it when access is back, or on the next start).
 * `retry` with `answered`: the server answered but could not take it now (only its lane waits);
 * without: no answer at all (the network), so the whole queue waits.
 */
export type SendOutcome = { kind: 'done'; data: unknown } | { kind: 'refused'; error: unknown } | { kind: 'retry'; error: unknown; answered?: boolean } | { kind: 'hold'; error: unknown };
/** Sends one change; `save` keeps its progress (a meal's uploaded photos) before the next step. */
export type Sender = (item: OutboxItem, save: (patch: Partial<OutboxItem>) => Promise<void>) => Promise<SendOutcome>;

export interface OutboxState {
  /** Changes waiting to be sent (stuck ones not counted). */
  pending: number;
  /** Changes that could not be sent, kept for Retry or Discard. */
  stuck: number;
  syncing: boolean;
  /** When the last change was confirmed by the server (ms), or null. */
  savedAt: number | null;
  /** The last send was held (archived client): nothing is retried until `retryNow`. */
  held: boolean;
}

export interface OutboxOptions {
  sender: Sender;
  store?: UseStore;
  /** A replayed change was refused, or kept failing: it is now stuck (kept, listed). */
  onRefused?: (item: OutboxItem, error: unknown) => void;
  /** A send was held: the queue keeps its changes and waits for `retryNow`. */
  onHeld?: (item: OutboxItem, error: unknown) => void;
  onSynced?: () => void;
  /** Backoff before the n-th retry (n from 0). */
  backoffMs?: (attempt: number) => number;
  newKey?: () => string;
  /** Server-answered failures in a row after which a change is stuck (default 8, about 2 minutes). */
  maxFailures?: number;
  /** Name of the Web Lock that lets one tab send at a time (default per store). */
  lockName?: string;
}

/**
 * Changes of one lane are sent in order and wait behind each other; lanes are independent.
 * A workout's writes depend on each other (ticks before the completion), as do unit changes and
 * body-metric values (the later value of a day wins);
 * a meal, a test, a message or a delete stands alone.
 */
export function laneOf(item: Pick<OutboxItem, 'id' | 'path'>): string {
  if (item.path.startsWith('clientApp.workouts.')) return 'workouts';
  if (item.path === 'auth.setLoadUnit' || item.path === 'auth.setLengthUnit') return 'unit';
  // A later value for a day replaces an earlier one: sent in the order logged.
  if (item.path === 'clientApp.bodyMetrics.log') return 'body-metrics';
  // A tick and an untick of the same day: the last one made wins.
  if (item.path === 'clientApp.habits.tick' || item.path === 'clientApp.habits.untick') return 'habits';
  return item.id;
}

/** Why a stuck change was not sent, in words for the list. */
export function reasonOf(error: unknown): string {
  return error instanceof Error && error.message ? error.message : 'The server refused it.';
}

/**
 * How a change joins the changes queued before it (a set write merges per row, merge-sets.ts).
 * It comes with the change, so the queue on every first screen does not carry each write's rule.
 */
export type Merge = (queued: readonly OutboxItem[], made: OutboxItem) => unknown;

/** Answer to a caller whose change was queued rather than sent. */
export const QUEUED = undefined;

export const defaultBackoff = (attempt: number) => Math.min(30_000, 1000 * 2 ** attempt) * (0.75 + Math.random() * 0.5);

/** Runs `fn` holding the Web Lock `name` (every tab of the origin), or at once where there are none. */
function withLock<T>(name: string, fn: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  return locks ? locks.request(name, fn) : fn();
}

let storeSeq = 0;

export function createOutbox(o: OutboxOptions) {
  const store = o.store ?? createStore('spotter-outbox', 'items');
  const lockName = o.lockName ?? (o.store ? `spotter-outbox-${storeSeq++}` : 'spotter-outbox');
  const backoff = o.backoffMs ?? defaultBackoff;
  const newKey = o.newKey ?? (() => crypto.randomUUID());
  const maxFailures = o.maxFailures ?? 8;
  const waiters = new Map<string, { resolve: (data: unknown) => void; reject: (error: unknown) => void }>();
  const listeners = new Set<() => void>();
  let state: OutboxState = { pending: 0, stuck: 0, syncing: false, savedAt: null, held: false };
  let flushing: Promise<void> | null = null;
  let again = false;
  // The timer waits for the network (every change waits), not for one busy lane.
  let networkWait = false;
  // Lanes the server answered "not now", until when (ms): the others go on meanwhile.
  const busyUntil = new Map<string, number>();
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
    const all = await items();
    const stuck = all.filter((i) => i.stuck).length;
    emit({ pending: all.length - stuck, stuck });
  }

  /** Changes what is stored for `id` (if it is still queued: another tab may have sent it). */
  async function update(id: string, patch: Partial<OutboxItem>) {
    const current = await get<OutboxItem>(id, store);
    if (current) await set(id, { ...current, ...patch }, store);
  }

  const answerQueued = (id: string) => {
    waiters.get(id)?.resolve(QUEUED);
    waiters.delete(id);
  };

  function schedule(ms: number, network: boolean) {
    networkWait = network;
    timer = setTimeout(() => {
      timer = undefined;
      networkWait = false;
      void flush();
    }, ms);
  }

  async function runFlush(): Promise<void> {
    clearTimeout(timer);
    timer = undefined;
    networkWait = false;
    // Changes sent with nobody waiting (queued earlier): their screens re-read afterwards.
    let sentQueued = false;
    // Lanes that wait this run (behind a stuck change, or one the server could not take now).
    const blocked = new Set<string>();
    // Changes this run saw queued: one gone from the store and not sent here, another tab sent.
    const seen = new Set<string>();
    const now = Date.now();
    for (const [lane, until] of busyUntil) if (until > now) blocked.add(lane);
    try {
      for (;;) {
        let item: OutboxItem | undefined;
        for (const candidate of await items()) {
          seen.add(candidate.id);
          const lane = laneOf(candidate);
          if (candidate.stuck) blocked.add(lane);
          else if (blocked.has(lane)) answerQueued(candidate.id);
          else {
            item = candidate;
            break;
          }
        }
        if (!item) break;
        // "Syncing…" only while something is sent: the flush every app start and reconnect runs
        // on an empty queue would flash the sync line (a layout shift, and a live region
        // announcing a sync that never happened).
        if (!state.syncing) emit({ syncing: true });
        const id = item.id;
        const outcome = await o.sender(item, (patch) => update(id, patch)).catch((error: unknown): SendOutcome => ({ kind: 'retry', error }));
        if (outcome.kind === 'retry' && !outcome.answered) {
          // No answer: the network is away, for every change. Callers waiting behind it get
          // "queued"; their changes stay on screen.
          for (const w of waiters.values()) w.resolve(QUEUED);
          waiters.clear();
          schedule(backoff(attempt++), true);
          break;
        }
        if (outcome.kind === 'retry') {
          // The server answered "not now" (a 5xx, 409, 429): this lane waits for the backoff,
          // the others go on. A change that keeps failing is stuck: listed, not retried alone.
          const failures = (item.failures ?? 0) + 1;
          const stuck = failures >= maxFailures ? { reason: reasonOf(outcome.error), at: Date.now() } : undefined;
          await update(id, { failures, ...(stuck ? { stuck } : {}) });
          blocked.add(laneOf(item));
          answerQueued(id);
          if (stuck) o.onRefused?.(item, outcome.error);
          else busyUntil.set(laneOf(item), Date.now() + backoff(failures - 1));
          continue;
        }
        if (outcome.kind === 'hold') {
          // Kept, in order, and not retried on a timer: sending again cannot help until the
          // server's answer changes (docs/offline.md, "Archived clients"). The server keeps its
          // refusal for this key (a replay would answer it again for 24 h), and that refusal
          // proves nothing was written under it: the change goes later under a fresh key.
          await update(id, { key: newKey() });
          for (const w of waiters.values()) w.resolve(QUEUED);
          waiters.clear();
          emit({ held: true });
          o.onHeld?.(item, outcome.error);
          break;
        }
        attempt = 0;
        busyUntil.delete(laneOf(item));
        if (state.held) emit({ held: false });
        const waiter = waiters.get(id);
        waiters.delete(id);
        if (outcome.kind === 'done') {
          await del(id, store);
          if (!waiter) sentQueued = true;
          emit({ savedAt: Date.now() });
          waiter?.resolve(outcome.data);
        } else if (waiter) {
          // Refused while its screen waits: the screen shows why and rolls back (typed text is
          // kept in drafts.ts), as for any failed save.
          await del(id, store);
          waiter.reject(outcome.error);
        } else {
          // Refused on a replay, with nobody to tell: kept, and listed for Retry or Discard,
          // rather than lost (issue 31). Its lane waits behind it.
          await update(id, { stuck: { reason: reasonOf(outcome.error), at: Date.now() } });
          blocked.add(laneOf(item));
          o.onRefused?.(item, outcome.error);
        }
        await refreshCount();
      }
      // The first busy lane's turn comes round again.
      const next = Math.min(...busyUntil.values());
      if (!timer && Number.isFinite(next)) schedule(Math.max(0, next - Date.now()), false);
      // Changes another tab sent meanwhile (their answers went to that tab): "queued" here, and
      // the screens read again.
      const left = new Set((await items()).map((i) => i.id));
      for (const id of waiters.keys()) {
        if (left.has(id) || !seen.has(id)) continue;
        answerQueued(id);
        sentQueued = true;
      }
    } finally {
      await refreshCount().catch(() => undefined);
      if (state.syncing) emit({ syncing: false });
      if (sentQueued) o.onSynced?.();
    }
  }

  /**
   * Sends what can be sent, in order; one run at a time in this tab, and one tab at a time. A call
   * during a run makes it run once more after (a change queued meanwhile), unless it waits out a backoff.
   */
  function flush(): Promise<void> {
    if (flushing) {
      again = true;
      return flushing;
    }
    const run = async () => {
      do {
        again = false;
        await withLock(lockName, runFlush);
      } while (again && !networkWait && !state.held);
    };
    flushing = run().finally(() => {
      flushing = null;
    });
    return flushing;
  }

  return {
    /**
     * Queues a change and sends the queue. Resolves with the server's answer once sent, or with
     * QUEUED when it is sent later; rejects when the server refuses it. `merge` rewrites the
     * change's input from the changes queued before it.
     */
    async enqueue(change: Omit<OutboxItem, 'id' | 'key' | 'createdAt'>, { merge }: { merge?: Merge } = {}): Promise<unknown> {
      let resolveId: (id: string) => void = () => undefined;
      const idKnown = new Promise<string>((r) => (resolveId = r));
      // The waiter is there before the change is in the store, where a run may pick it up.
      const done = new Promise<unknown>((resolve, reject) => void idKnown.then((id) => waiters.set(id, { resolve, reject })));
      // Reads the queue and writes to it, with no other tab queueing in between: the new change
      // goes after every queued one (ids order the queue), and a set write merges with the one before.
      const item = await withLock(`${lockName}-enqueue`, async () => {
        const queued = await items();
        const createdAt = Math.max(Date.now(), ...queued.map((i) => i.createdAt + 1));
        const id = `${String(createdAt).padStart(15, '0')}-${String(seq++).padStart(6, '0')}-${Math.random().toString(36).slice(2, 8)}`;
        const made: OutboxItem = { ...change, id, key: newKey(), createdAt };
        if (merge) made.input = merge(queued, made);
        resolveId(id);
        await idKnown;
        await set(id, made, store);
        return made;
      });
      const id = item.id;
      await refreshCount();
      // The queue is waiting for the network (this change waits with it), or its lane is stuck.
      if (networkWait || laneBlocked(await items(), item)) answerQueued(id);
      if (!networkWait) void flush();
      return done;
    },
    flush,
    /** Retry now (the connection came back), skipping the current backoff. */
    retryNow() {
      attempt = 0;
      busyUntil.clear();
      return flush();
    },
    /** Sends a stuck change again (the client's Retry), with what queues behind it. */
    async retry(id: string) {
      await update(id, { stuck: undefined, failures: 0 });
      await refreshCount();
      attempt = 0;
      busyUntil.clear();
      return flush();
    },
    /** Forgets a stuck change for good (the client's confirmed Discard). */
    async discard(id: string) {
      await del(id, store);
      await refreshCount();
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
      busyUntil.clear();
    },
  };
}

/** True when a stuck change earlier in `item`'s lane holds it back. */
function laneBlocked(all: OutboxItem[], item: OutboxItem): boolean {
  const lane = laneOf(item);
  return all.some((i) => i.stuck && i.id < item.id && laneOf(i) === lane);
}
