// Nested relations read as json, not jsonb (docs/database.md, "Nested relations as json").
//
// Prisma reads a relation in the same statement as its parent (the `relationJoins` preview
// feature): PostgreSQL builds each child row with JSONB_BUILD_OBJECT and each list with JSONB_AGG
// (and a relation count as a JSONB_BUILD_OBJECT too), and Prisma parses the text. Building jsonb costs PostgreSQL a binary value per row, with its
// keys sorted and de-duplicated, which is then written out as text again; json is the text. For
// the plans and programs lists that was about half of the statement's database time
// (docs/performance.md, "Nested relations as json"). Prisma parses both the same way
// (@prisma/adapter-pg maps json and jsonb alike).
//
// So the adapter sees Prisma's statements first and writes those two functions as their json
// twins. Only where nothing else in the statement could tell the two types apart: a statement
// that names jsonb in any other way, compares rows (DISTINCT, GROUP BY, set operations: json has
// no equality) or is not a Prisma relation read is sent as it came.
import type { SqlMigrationAwareDriverAdapterFactory, SqlQuery } from '@prisma/driver-adapter-utils';
import { mapStatements } from './map-statements.ts';
import { oncePerText } from './per-text.ts';

/** Prisma's relation reads name their nested values "__prisma_data__", its relation counts "_count". */
const RELATION_READ = /^\s*SELECT\b[\s\S]*(?:"__prisma_data__"|AS "_count")/;
const JSONB_FUNCTIONS = /\bJSONB_(BUILD_OBJECT|AGG)\(/g;
const ANY_JSONB = /jsonb/i;
const COMPARES_ROWS = /\b(DISTINCT|GROUP\s+BY|UNION|INTERSECT|EXCEPT)\b/i;

/** The statement with its relations built as json, or the same text when that could change its meaning. */
export function withJsonRelations(sql: string): string {
  if (!RELATION_READ.test(sql) || COMPARES_ROWS.test(sql)) return sql;
  const rewritten = sql.replace(JSONB_FUNCTIONS, 'JSON_$1(');
  return ANY_JSONB.test(rewritten) ? sql : rewritten;
}

/** Wraps an adapter factory so every statement goes through `withJsonRelations` (each text worked out once). */
export function jsonRelations(base: SqlMigrationAwareDriverAdapterFactory): SqlMigrationAwareDriverAdapterFactory {
  const rewritten = oncePerText(withJsonRelations);
  return mapStatements(base, (query: SqlQuery): SqlQuery => {
    const sql = rewritten(query.sql);
    return sql === query.sql ? query : { ...query, sql };
  });
}
