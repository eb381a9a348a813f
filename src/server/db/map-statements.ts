// One way to stand between Prisma and the driver: every statement of every connection and
// transaction (`queryRaw` and `executeRaw`) goes through `map` before the driver sends it. The
// statement counter (statement-counter.ts) looks at each one. The write watch (write-watch.ts) needs more (the end of a
// transaction) and keeps its own proxy.
import type { SqlDriverAdapter, SqlMigrationAwareDriverAdapterFactory, SqlQuery } from '@prisma/driver-adapter-utils';

/** Wraps an adapter factory so each statement is `map(statement)` when it reaches the driver. */
export function mapStatements(base: SqlMigrationAwareDriverAdapterFactory, map: (query: SqlQuery) => SqlQuery): SqlMigrationAwareDriverAdapterFactory {
  const wrap = <T extends object>(target: T): T =>
    new Proxy(target, {
      get(t, prop, receiver) {
        const v = Reflect.get(t, prop, receiver);
        if (typeof v !== 'function') return v;
        if (prop === 'queryRaw' || prop === 'executeRaw') {
          return (query: SqlQuery, ...rest: unknown[]) => (v as (...a: unknown[]) => unknown).call(t, map(query), ...rest);
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
