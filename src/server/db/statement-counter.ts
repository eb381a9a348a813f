// Counts the SQL statements the app sends, below Prisma, on the driver adapter: every
// `queryRaw` / `executeRaw` of every connection and transaction. Benchmarks print it per
// request and tests assert it stays flat as rows grow (docs/performance.md).
import { AsyncLocalStorage } from 'node:async_hooks';
import type { SqlDriverAdapter, SqlMigrationAwareDriverAdapterFactory } from '@prisma/driver-adapter-utils';

/** Wraps an adapter factory so `onStatement` runs once per statement sent to the database. */
export function countStatements(base: SqlMigrationAwareDriverAdapterFactory, onStatement: () => void): SqlMigrationAwareDriverAdapterFactory {
  const wrap = <T extends object>(target: T): T =>
    new Proxy(target, {
      get(t, prop, receiver) {
        const v = Reflect.get(t, prop, receiver);
        if (typeof v !== 'function') return v;
        if (prop === 'queryRaw' || prop === 'executeRaw') {
          return (...args: unknown[]) => {
            onStatement();
            return (v as (...a: unknown[]) => unknown).apply(t, args);
          };
        }
        if (prop === 'startTransaction') {
          return async (...args: unknown[]) => wrap(await (v as (...a: unknown[]) => Promise<object>).apply(t, args));
        }
        return v.bind(t);
      },
    });
  return new Proxy(base, {
    get(t, prop, receiver) {
      const v = Reflect.get(t, prop, receiver);
      if (prop === 'connect') return async () => wrap((await (v as () => Promise<SqlDriverAdapter>).call(t)) as SqlDriverAdapter);
      return typeof v === 'function' ? v.bind(t) : v;
    },
  });
}

/**
 * Per-request counts: `run` a request inside a scope and every statement sent while it is
 * handled (same async context) is added to that scope's tally.
 */
export function statementScopes() {
  const storage = new AsyncLocalStorage<{ count: number }>();
  let total = 0;
  return {
    onStatement() {
      total += 1;
      const scope = storage.getStore();
      if (scope) scope.count += 1;
    },
    run<T>(fn: () => T): { result: T; scope: { count: number } } {
      const scope = { count: 0 };
      return { result: storage.run(scope, fn), scope };
    },
    /** Statements since start, whatever the scope. */
    total: () => total,
  };
}
