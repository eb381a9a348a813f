// A short-lived in-process cache of resolved bearer tokens (docs/decisions/0013-bearer-cache.md):
// every signed-in request would otherwise send one SQL statement just to learn who it is.
//
// Keyed by the token's SHA-256. An entry lives at most `ttlMs` (a few seconds: the bound on how
// long another instance's revocation can go unseen here), and is dropped at once, with every
// other entry, when this process sends a write to a table the lookup reads ("User", "Client",
// "AuthSession", "ClientAccessToken") or any TRUNCATE: sign-out, revoked or regenerated access
// links, archived, transferred or deleted clients, profile edits. The writes are seen on the
// driver adapter (`watchAuthWrites`), below Prisma, so raw SQL and transactions count too; a
// write inside a transaction drops the cache again when the transaction ends, so a lookup that
// read the old row before the commit is never kept after it.
import type { SqlMigrationAwareDriverAdapterFactory } from '@prisma/driver-adapter-utils';

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
  private readonly inFlight = new Map<string, { mark: number; result: Promise<unknown> }>();
  private generation = 0;

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
    return this.generation;
  }

  set(tokenHash: string, value: T, mark: number): void {
    if (mark !== this.generation || this.ttlMs <= 0) return;
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
    const flying = this.inFlight.get(tokenHash);
    if (flying && flying.mark === this.generation) return flying as { result: Promise<R>; mark: number };
    const flight = { mark: this.generation, result: lookup() };
    this.inFlight.set(tokenHash, flight);
    const land = () => {
      if (this.inFlight.get(tokenHash) === flight) this.inFlight.delete(tokenHash);
    };
    flight.result.then(land, land);
    return flight;
  }

  invalidateAll(): void {
    this.generation += 1;
    this.entries.clear();
    this.inFlight.clear();
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
const AUTH_WRITE = /\b(?:UPDATE|INSERT\s+INTO|DELETE\s+FROM)\s+(?:ONLY\s+)?(?:"?public"?\.)?"(?:User|Client|AuthSession|ClientAccessToken)"|\bTRUNCATE\b/i;

/** A plain query: it cannot write (PostgreSQL allows data-modifying statements only in WITH). */
const PLAIN_SELECT = /^\s*SELECT\b/i;

export function touchesAuthTables(sql: string): boolean {
  // Most statements are reads of several KB; the anchored test spares scanning them whole.
  return !PLAIN_SELECT.test(sql) && AUTH_WRITE.test(sql);
}

type AnyFn = (...a: unknown[]) => unknown;
const sqlOf = (args: unknown[]): string => {
  const q = args[0] as { sql?: unknown } | string | undefined;
  return typeof q === 'string' ? q : typeof q?.sql === 'string' ? q.sql : '';
};

/**
 * Wraps an adapter factory so `onWrite` runs before and after every statement that writes an
 * auth table, and once more when a transaction that sent one commits or rolls back.
 */
export function watchAuthWrites(base: SqlMigrationAwareDriverAdapterFactory, onWrite: () => void): SqlMigrationAwareDriverAdapterFactory {
  const wrapQueryable = <Q extends object>(target: Q, inTransaction: { dirty: boolean } | null): Q =>
    new Proxy(target, {
      get(t, prop, receiver) {
        const v = Reflect.get(t, prop, receiver) as unknown;
        if (typeof v !== 'function') return v;
        if (prop === 'queryRaw' || prop === 'executeRaw') {
          return async (...args: unknown[]) => {
            const sql = sqlOf(args);
            if (!touchesAuthTables(sql)) return (v as AnyFn).apply(t, args);
            if (inTransaction) inTransaction.dirty = true;
            onWrite();
            try {
              return await (v as AnyFn).apply(t, args);
            } finally {
              onWrite();
            }
          };
        }
        if (prop === 'startTransaction') {
          return async (...args: unknown[]) => wrapQueryable((await (v as AnyFn).apply(t, args)) as object, { dirty: false });
        }
        if (inTransaction && (prop === 'commit' || prop === 'rollback')) {
          return async (...args: unknown[]) => {
            try {
              return await (v as AnyFn).apply(t, args);
            } finally {
              if (inTransaction.dirty) onWrite();
            }
          };
        }
        return (v as AnyFn).bind(t);
      },
    });
  return new Proxy(base, {
    get(t, prop, receiver) {
      const v = Reflect.get(t, prop, receiver) as unknown;
      if (prop === 'connect') return async () => wrapQueryable((await (v as () => Promise<object>).call(t)) as object, null);
      return typeof v === 'function' ? (v as AnyFn).bind(t) : v;
    },
  });
}
