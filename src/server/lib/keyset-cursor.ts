// Opaque keyset cursors (docs/query-performance.md "Lists that can grow"): the sort values of a
// page's last row, base64url-encoded JSON. A page after it is one indexed query, with no lookup of
// the cursor's row; a forged cursor only moves the starting point inside the caller's own rows,
// since every query keeps its tenant filter.
import { invalid } from '../errors.ts';
import { MSG_BAD_CURSOR } from '#shared/schemas/paging';

type Kind = 'string' | 'date';
type ValueOf<K extends Kind> = K extends 'date' ? Date : string;

export function encodeCursor(values: readonly (string | Date)[]): string {
  return Buffer.from(JSON.stringify(values.map((v) => (v instanceof Date ? v.getTime() : v)))).toString('base64url');
}

/** The values of a cursor of the given kinds, or a 400 naming what to send. */
export function decodeCursor<const K extends readonly Kind[]>(cursor: string, kinds: K): { [I in keyof K]: ValueOf<K[I]> } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalid(MSG_BAD_CURSOR);
  }
  if (!Array.isArray(parsed) || parsed.length !== kinds.length) throw invalid(MSG_BAD_CURSOR);
  return kinds.map((kind, i) => {
    const v: unknown = parsed[i];
    if (kind === 'date') {
      if (typeof v !== 'number' || !Number.isSafeInteger(v) || Math.abs(v) > 8.64e15) throw invalid(MSG_BAD_CURSOR);
      return new Date(v);
    }
    if (typeof v !== 'string' || v.length > 200) throw invalid(MSG_BAD_CURSOR);
    return v;
  }) as { [I in keyof K]: ValueOf<K[I]> };
}

/** A page cut from the `limit + 1` rows a query read: the first `limit`, and the cursor after the last of them when there were more. */
export function pageOf<T>(rows: T[], limit: number, cursorOf: (last: T) => readonly (string | Date)[]): { items: T[]; nextCursor: string | null } {
  const items = rows.slice(0, limit);
  return { items, nextCursor: rows.length > limit ? encodeCursor(cursorOf(items.at(-1)!)) : null };
}
