// A LIMIT written into the statement's text instead of sent as a parameter (docs/performance.md,
// "Plans made on every call"). The app's statements are prepared once per connection
// (statement-names.ts), and PostgreSQL then chooses between one generic plan, made without the
// parameters' values, and a custom plan made for each call's values. Without the row count of
// `LIMIT $n` the generic plan of a paged list is costed as if it read a large share of the table,
// so PostgreSQL keeps planning that statement anew on every call: for the notifications page that
// was a third of the statement's database time. With the count in the text, the generic plan is
// the cheap one and is kept. Each page size is its own statement text; page sizes are few.
import { Prisma } from './generated/client.ts';

/** `LIMIT n` for a positive whole number of rows; anything else is a programming error. */
export function sqlLimit(rows: number): Prisma.Sql {
  if (!Number.isSafeInteger(rows) || rows < 1) throw new RangeError(`a LIMIT needs a positive whole number of rows, not ${rows}`);
  return Prisma.raw(`LIMIT ${rows}`);
}
