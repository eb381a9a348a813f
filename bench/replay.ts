// A statement the app sent, as its driver adapter received it, and how to send it again through
// pg as @prisma/adapter-pg would: the own-SQL ceiling's replay (bare-server.ts) and the plans the
// load bench prints with BENCH_EXPLAIN (docs/performance.md, "The own-SQL ceiling").

/** A statement as the app's driver adapter received it (Prisma's SqlQuery). */
export interface BareStatement {
  sql: string;
  args: unknown[];
  argTypes: { scalarType: string; arity: string; dbType?: string }[];
}

/** How often PostgreSQL planned one prepared statement for a single call (custom) or used its kept plan (generic): pg_prepared_statements. */
export interface PlanCount {
  sql: string;
  generic: number;
  custom: number;
}

const pad = (n: number, z = 2) => String(n).padStart(z, '0');
/** A value as @prisma/adapter-pg hands it to pg (its `mapArg`): timestamps as UTC text, bytes as a Buffer. */
export function pgValue(arg: unknown, type: BareStatement['argTypes'][number] | undefined): unknown {
  if (arg === null || arg === undefined) return null;
  if (Array.isArray(arg) && type?.arity === 'list') return arg.map((v) => pgValue(v, type));
  if (typeof arg === 'string' && type?.scalarType === 'bytes') return Buffer.from(arg, 'base64');
  if (typeof arg === 'string' && type?.scalarType === 'datetime') {
    const d = new Date(arg);
    const ms = d.getUTCMilliseconds();
    const date = `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
    if (type.dbType === 'DATE') return date;
    return `${date} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}${ms ? `.${pad(ms, 3)}` : ''}`;
  }
  return arg;
}
