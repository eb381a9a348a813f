// Seeing the writes the app sends, below Prisma (docs/architecture.md, "Rules that keep it fast"):
// in-process caches and shared reads are dropped by the statements that can change what they
// hold, so no service has to remember to invalidate them, and raw SQL, transactions and the
// tests' direct writes count too.
import type { SqlMigrationAwareDriverAdapterFactory } from '@prisma/driver-adapter-utils';

/** Something kept in the process that some writes make stale. */
export interface WriteWatcher {
  /** Whether this statement can change what the watcher keeps (only statements that are not a plain SELECT are asked). */
  touches(sql: string): boolean;
  /** Drops what is kept: called before and after such a statement, and when its transaction ends. */
  onWrite(): void;
}

/** A plain query: it cannot write (PostgreSQL allows data-modifying statements only in WITH). */
const PLAIN_SELECT = /^\s*SELECT\b/i;
export const isPlainSelect = (sql: string): boolean => PLAIN_SELECT.test(sql);

const NONE: readonly WriteWatcher[] = [];

type AnyFn = (...a: unknown[]) => unknown;
const sqlOf = (args: unknown[]): string => {
  const q = args[0] as { sql?: unknown } | string | undefined;
  return typeof q === 'string' ? q : typeof q?.sql === 'string' ? q.sql : '';
};

/**
 * Wraps an adapter factory so each watcher's `onWrite` runs before and after every statement it
 * `touches`, and once more when a transaction that sent one commits or rolls back (a reader that
 * started before the commit must not be trusted after it).
 */
export function watchWrites(base: SqlMigrationAwareDriverAdapterFactory, watchers: readonly WriteWatcher[]): SqlMigrationAwareDriverAdapterFactory {
  if (watchers.length === 0) return base;
  // Most statements are reads; the anchored test spares asking the watchers about them at all.
  const touchedBy = (sql: string): readonly WriteWatcher[] => (isPlainSelect(sql) ? NONE : watchers.filter((w) => w.touches(sql)));
  const wrapQueryable = <Q extends object>(target: Q, dirty: Set<WriteWatcher> | null): Q =>
    new Proxy(target, {
      get(t, prop, receiver) {
        const v = Reflect.get(t, prop, receiver) as unknown;
        if (typeof v !== 'function') return v;
        if (prop === 'queryRaw' || prop === 'executeRaw') {
          return async (...args: unknown[]) => {
            const sql = sqlOf(args);
            const hit = touchedBy(sql);
            if (hit.length === 0) return (v as AnyFn).apply(t, args);
            for (const w of hit) {
              dirty?.add(w);
              w.onWrite();
            }
            try {
              return await (v as AnyFn).apply(t, args);
            } finally {
              for (const w of hit) w.onWrite();
            }
          };
        }
        if (prop === 'startTransaction') {
          return async (...args: unknown[]) => wrapQueryable((await (v as AnyFn).apply(t, args)) as object, new Set());
        }
        if (dirty && (prop === 'commit' || prop === 'rollback')) {
          return async (...args: unknown[]) => {
            try {
              return await (v as AnyFn).apply(t, args);
            } finally {
              for (const w of dirty) w.onWrite();
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
