// Work about a statement done once per statement text. The app sends a few hundred distinct
// texts of several KB each (values travel apart), so a layer between Prisma and the driver that
// must look at the SQL (json-relations.ts, write-watch.ts) remembers its verdict per text
// instead of running its regexes on every call.

/** Distinct statement texts remembered; past it the memory starts again (raw SQL with inlined values would grow it). */
const MAX_TEXTS = 2000;

/** `compute`, worked out once per distinct text. */
export function oncePerText<T>(compute: (sql: string) => T): (sql: string) => T {
  const known = new Map<string, T>();
  return (sql) => {
    let value = known.get(sql);
    if (value === undefined) {
      value = compute(sql);
      if (known.size >= MAX_TEXTS) known.clear();
      known.set(sql, value);
    }
    return value;
  };
}
