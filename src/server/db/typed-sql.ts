// One typed path for the SQL we write ourselves (docs/decisions/0018-typed-sql.md): Kysely, with the
// tables' types generated from prisma/schema.prisma (prisma-kysely, at `npm ci`), so renaming a
// column breaks the typecheck of every query that names it.
//
// Kysely only builds and types the statement here; it runs through the Prisma client it is given
// (`$queryRawUnsafe`, or `$executeRawUnsafe` for a write without RETURNING; values as parameters), so it shares the app's pool and a Prisma transaction
// (`typedSql(tx)` inside `db.$transaction`), and every layer on the driver adapter sees it: the
// statement counter, the write watch that keeps the bearer cache and shared reads honest, the
// prepared-statement names.
import {
  CompiledQuery,
  DeleteQueryNode,
  InsertQueryNode,
  UpdateQueryNode,
  Kysely,
  sql,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type Compilable,
  type Dialect,
  type Driver,
  type QueryResult,
  type RawBuilder,
  type SelectType,
} from 'kysely';
import type { DB } from './generated/kysely.ts';

/** What a query needs of a Prisma client or transaction client. */
interface RawRunner {
  $queryRawUnsafe<T = unknown>(query: string, ...values: unknown[]): PromiseLike<T>;
  $executeRawUnsafe(query: string, ...values: unknown[]): PromiseLike<number>;
}

/** A write that answers no rows: Prisma's execute path tells how many rows it changed. */
function countsRows(node: CompiledQuery['query']): boolean {
  return (InsertQueryNode.is(node) || UpdateQueryNode.is(node) || DeleteQueryNode.is(node)) && !node.returning;
}

class PrismaConnection implements DatabaseConnection {
  constructor(private readonly db: RawRunner) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    if (countsRows(query.query)) {
      const changed = await this.db.$executeRawUnsafe(query.sql, ...query.parameters);
      return { rows: [], numAffectedRows: BigInt(changed) };
    }
    const rows = await this.db.$queryRawUnsafe<R[]>(query.sql, ...query.parameters);
    return { rows };
  }

  // oxlint-disable-next-line require-yield -- the signature is Kysely's; nothing here streams.
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('typedSql does not stream');
  }
}

/** Transactions are Prisma's: call `typedSql(tx)` inside `db.$transaction(async (tx) => …)`. */
const noTransactions = async (): Promise<never> => {
  throw new Error('typedSql runs inside a Prisma transaction: use typedSql(tx) in db.$transaction');
};

function prismaDriver(db: RawRunner): Driver {
  const connection = new PrismaConnection(db);
  return {
    init: async () => {},
    acquireConnection: async () => connection,
    beginTransaction: noTransactions,
    commitTransaction: noTransactions,
    rollbackTransaction: noTransactions,
    releaseConnection: async () => {},
    destroy: async () => {},
  };
}

const prismaDialect = (db: RawRunner): Dialect => ({
  createAdapter: () => new PostgresAdapter(),
  createDriver: () => prismaDriver(db),
  createIntrospector: (k) => new PostgresIntrospector(k),
  createQueryCompiler: () => new PostgresQueryCompiler(),
});

const instances = new WeakMap<object, Kysely<DB>>();

/** Compiles fragments only (`frozen`): it has no database to run on. */
const compilerOnly = new Kysely<DB>({
  dialect: prismaDialect({
    $queryRawUnsafe: () => Promise.reject(new Error('compile only')),
    $executeRawUnsafe: () => Promise.reject(new Error('compile only')),
  }),
});

/**
 * A fragment without parameters, compiled to its SQL text once (at module load): a large `sql`
 * template (a json_build_object of many columnsOf names) is otherwise built node by node on every
 * call, which costs more than sending it. The names are still checked by the typecheck.
 */
export function frozen<T>(fragment: RawBuilder<T>): RawBuilder<T> {
  const { sql: text, parameters } = fragment.compile(compilerOnly);
  if (parameters.length > 0) throw new Error('frozen: a fragment with parameters cannot be compiled once');
  return sql.raw<T>(text);
}

/** Kysely over this Prisma client or transaction client (one instance per client). */
export function typedSql(db: RawRunner): Kysely<DB> {
  let k = instances.get(db);
  if (!k) {
    k = new Kysely<DB>({ dialect: prismaDialect(db) });
    instances.set(db, k);
  }
  return k;
}

/**
 * The columns of `table` under `alias`, for the parts of a statement that are `sql` templates
 * (aggregates with FILTER, json_build_object, casts): `const s = columnsOf('WorkoutSession', 's')`,
 * then `sql\`… ${s('status')} …\``. A renamed or dropped column fails the typecheck there too.
 */
export function columnsOf<T extends keyof DB>(_table: T, alias: string) {
  // A reference is immutable: each is parsed once and reused by every statement that names it.
  const refs = new Map<string, RawBuilder<unknown>>();
  return <C extends keyof DB[T] & string>(column: C): RawBuilder<SelectType<DB[T][C]>> => {
    let ref = refs.get(column);
    if (!ref) {
      ref = sql.ref(`${alias}.${column}`);
      refs.set(column, ref);
    }
    return ref as RawBuilder<SelectType<DB[T][C]>>;
  };
}

/** The tables as Kysely sees them (generated from prisma/schema.prisma), for helpers that take an expression builder. */
export type { DB };

/**
 * A statement whose shape never changes (no conditional parts), compiled once on first use:
 * `build` receives a stand-in for each value of `values`, and each call sends the same text with
 * the call's values in their places. For the hottest reads, where building and compiling the
 * statement on every call would cost more than the rest of the request's own work.
 */
export function compiledOnce<P extends Record<string, unknown>, O>(build: (k: Kysely<DB>, p: P) => Compilable<O>): (db: RawRunner, values: P) => Promise<O[]> {
  let text: string | undefined;
  let keys: (keyof P)[] = [];
  return async (db, values) => {
    if (text === undefined) {
      const stand = Object.fromEntries(Object.keys(values).map((key) => [key, { standIn: key }])) as unknown as P;
      const compiled = build(compilerOnly, stand).compile();
      keys = compiled.parameters.map((v) => {
        const key = (v as { standIn?: keyof P } | null)?.standIn;
        if (key === undefined) throw new Error('compiledOnce: every parameter must come from `values`');
        return key;
      });
      text = compiled.sql;
    }
    const result = await typedSql(db).executeQuery<O>(
      CompiledQuery.raw(
        text,
        keys.map((key) => values[key]),
      ),
    );
    return result.rows;
  };
}
