// A short-lived in-process cache of resolved bearer tokens (docs/decisions/0013-bearer-cache.md):
// every signed-in request would otherwise send one SQL statement just to learn who it is.
//
// Keyed by the token's SHA-256. An entry lives at most `ttlMs` (a few seconds: the bound on how
// long another instance's revocation can go unseen here), and is dropped at once, with every
// other entry, when this process sends a write to a table the lookup reads ("User", "Client",
// "AuthSession", "ClientAccessToken", "ApiKey") or any TRUNCATE: sign-out, revoked or regenerated access
// links, archived, transferred or deleted clients, profile edits. The writes are seen on the
// driver adapter (`authWritesWatcher`, write-watch.ts), below Prisma, so raw SQL and transactions count too; a
// write inside a transaction drops the cache again when the transaction ends, so a lookup that
// read the old row before the commit is never kept after it.
import { SharedFlights } from './shared-reads.ts';
import { isPlainSelect, type WriteWatcher } from './write-watch.ts';

/** Default lifetime of an entry (BEARER_CACHE_TTL_MS). */
export const DEFAULT_BEARER_CACHE_TTL_MS = 5000;
/** Entries kept at most; the oldest goes first. Bounds memory whatever the traffic. */
const MAX_ENTRIES = 20_000;

interface Entry<T> {
  value: T;
  /** Monotonic time (performance.now) after which the entry is no longer used. */
  freshUntil: number;
}

export class BearerCache<T> {
  private readonly entries = new Map<string, Entry<T>>();
  private readonly flights = new SharedFlights();

  constructor(
    readonly ttlMs: number,
    private readonly monotonicNow: () => number = () => performance.now(),
  ) {}

  get(tokenHash: string): T | undefined {
    const entry = this.entries.get(tokenHash);
    if (!entry) return undefined;
    if (entry.freshUntil <= this.monotonicNow()) {
      this.entries.delete(tokenHash);
      return undefined;
    }
    return entry.value;
  }

  /** Where a lookup starts: `set` keeps its answer only if nothing was invalidated since. */
  mark(): number {
    return this.flights.mark;
  }

  set(tokenHash: string, value: T, mark: number): void {
    if (mark !== this.flights.mark || this.ttlMs <= 0) return;
    if (this.entries.size >= MAX_ENTRIES) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.delete(tokenHash);
    this.entries.set(tokenHash, { value, freshUntil: this.monotonicNow() + this.ttlMs });
  }

  /**
   * One lookup of a token at a time: requests that arrive with the same token while its lookup
   * is on its way share that lookup (a page or an API client sends several at once, and each
   * would otherwise miss the cache and send the same statement). A lookup started before an
   * auth write is never shared after it: the request runs its own. Answers the shared result
   * and the mark to `set` it with.
   */
  share<R>(tokenHash: string, lookup: () => Promise<R>): { result: Promise<R>; mark: number } {
    return this.flights.share(tokenHash, lookup);
  }

  invalidateAll(): void {
    this.flights.invalidateAll();
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}

/** The caches of the Prisma clients that have one; a client without one looks every token up. */
const caches = new WeakMap<object, BearerCache<unknown>>();

export function attachBearerCache(db: object, cache: BearerCache<unknown>): void {
  caches.set(db, cache);
}

export function bearerCacheOf<T>(db: object): BearerCache<T> | undefined {
  return caches.get(db) as BearerCache<T> | undefined;
}

/** A statement that can change what a bearer lookup reads. Quoted names: Prisma's and ours. */
const AUTH_WRITE = /\b(?:UPDATE|INSERT\s+INTO|DELETE\s+FROM)\s+(?:ONLY\s+)?(?:"?public"?\.)?"(?:User|Client|AuthSession|ClientAccessToken|ApiKey)"|\bTRUNCATE\b/i;

export function touchesAuthTables(sql: string): boolean {
  // Most statements are reads of several KB; the anchored test spares scanning them whole.
  return !isPlainSelect(sql) && AUTH_WRITE.test(sql);
}

/** Empties `cache` on every write to the auth tables (openDatabase installs it). */
export const authWritesWatcher = (cache: BearerCache<unknown>): WriteWatcher => ({
  touches: touchesAuthTables,
  onWrite: () => cache.invalidateAll(),
});
