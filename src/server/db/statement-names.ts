// Named (prepared) statements for the driver (docs/database.md, "Prepared statements"): pg sends
// a named statement's text and PostgreSQL parses and analyses it once per connection; every
// later call sends only the parameters. Without a name every call sends the whole text again
// (our largest reads are several KB of SQL) and PostgreSQL parses it again.
//
// Names are given to the first MAX_NAMED_STATEMENTS distinct texts of the process and to nothing after, so
// a connection holds at most that many prepared statements whatever SQL comes (Prisma writes a
// new text for each length of an `IN (…)` list). Only plain DML and queries are named.
import type { SqlQuery } from '@prisma/driver-adapter-utils';

/** Distinct statement texts that get a name, per process (so per connection at most). */
export const MAX_NAMED_STATEMENTS = 400;
const NAMEABLE = /^\s*(?:SELECT|WITH|INSERT|UPDATE|DELETE)\b/i;

/** A `statementNameGenerator` for @prisma/adapter-pg; '' (no name) for a text it does not name. */
export function statementNames(max = MAX_NAMED_STATEMENTS): (query: SqlQuery) => string {
  const names = new Map<string, string>();
  return ({ sql }) => {
    const known = names.get(sql);
    if (known !== undefined) return known;
    if (names.size >= max || !NAMEABLE.test(sql)) return '';
    const name = `spotter_${names.size + 1}`;
    names.set(sql, name);
    return name;
  };
}
