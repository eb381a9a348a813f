// Counts the SQL statements the app sends, below Prisma, on the driver adapter: every
// `queryRaw` / `executeRaw` of every connection and transaction. Benchmarks print it per
// request and tests assert it stays flat as rows grow (docs/performance.md).
import { AsyncLocalStorage } from 'node:async_hooks';
import type { SqlMigrationAwareDriverAdapterFactory, SqlQuery } from '@prisma/driver-adapter-utils';
import { mapStatements } from './map-statements.ts';

/** Wraps an adapter factory so `onStatement` runs once per statement sent to the database, with that statement. */
export function countStatements(base: SqlMigrationAwareDriverAdapterFactory, onStatement: (query: SqlQuery) => void): SqlMigrationAwareDriverAdapterFactory {
  return mapStatements(base, (query) => {
    onStatement(query);
    return query;
  });
}

/** The statements of one scope: how many, and with `keep` the statements themselves, in the order sent. */
export interface StatementScope {
  count: number;
  kept?: SqlQuery[];
}

/**
 * Per-request counts: `run` a request inside a scope and every statement sent while it is
 * handled (same async context) is added to that scope's tally. With `keep`, the scope also
 * keeps each statement (its SQL, arguments and their types): the load benchmark replays a
 * route's own statements on a bare server (docs/performance.md, "The own-SQL ceiling").
 */
export function statementScopes() {
  const storage = new AsyncLocalStorage<StatementScope>();
  let total = 0;
  return {
    onStatement(query: SqlQuery) {
      total += 1;
      const scope = storage.getStore();
      if (!scope) return;
      scope.count += 1;
      scope.kept?.push(query);
    },
    run<T>(fn: () => T, options: { keep?: boolean } = {}): { result: T; scope: StatementScope } {
      const scope: StatementScope = options.keep ? { count: 0, kept: [] } : { count: 0 };
      return { result: storage.run(scope, fn), scope };
    },
    /** Statements since start, whatever the scope. */
    total: () => total,
  };
}
