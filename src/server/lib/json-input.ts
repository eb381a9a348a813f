// Two things JSON can carry that no procedure should ever see (both once answered 500):
// - a NUL character in text: PostgreSQL text cannot hold it, so the write failed in the database;
// - absurd nesting: the REST bridge re-serialises the body and overflowed the stack.
// Both walks are iterative, so the check itself cannot overflow.

/** Deeper than any request of the API (an import file nests about eight levels). */
export const MAX_JSON_DEPTH = 64;

export const MSG_NUL_TEXT = 'Text must not contain NUL characters';
export const MSG_TOO_DEEP = 'Request body is nested too deeply';
export const MSG_NOT_AN_OBJECT = 'Request body must be a JSON object';

const isContainer = (v: unknown): v is Record<string, unknown> | unknown[] =>
  typeof v === 'object' && v !== null && (Array.isArray(v) || Object.getPrototypeOf(v) === Object.prototype || Object.getPrototypeOf(v) === null);

/** Does any string (value or key) of this parsed JSON hold a NUL character? */
export function containsNul(value: unknown): boolean {
  const stack: unknown[] = [value];
  while (stack.length) {
    const v = stack.pop();
    if (typeof v === 'string') {
      if (v.includes('\u0000')) return true;
    } else if (Array.isArray(v)) {
      for (const item of v) stack.push(item);
    } else if (isContainer(v)) {
      for (const [key, item] of Object.entries(v)) {
        if (key.includes('\u0000')) return true;
        stack.push(item);
      }
    }
  }
  return false;
}

/** Is this parsed JSON nested deeper than `max` arrays/objects? */
export function nestedDeeperThan(value: unknown, max: number = MAX_JSON_DEPTH): boolean {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length) {
    const [v, depth] = stack.pop()!;
    if (!isContainer(v)) continue;
    if (depth + 1 > max) return true;
    for (const item of Array.isArray(v) ? v : Object.values(v)) if (isContainer(item)) stack.push([item, depth + 1]);
  }
  return false;
}
