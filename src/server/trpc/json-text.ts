// The REST bridge's JSON text of an answer: `JSON.stringify(value)`, byte for byte, but faster
// for answers that carry dates (docs/performance.md, "Dates in a JSON answer").
//
// V8 formats a Date in JSON through `Date.prototype.toJSON` → `toISOString`, a C++ builtin that
// cost about 0.4 µs a date here, and a Date also takes the whole `JSON.stringify` off its fast
// path: a 200-client roster (one `createdAt` each) took 210–230 µs to stringify against 50 µs for
// the same rows with the dates already text (Node 24, V8 13.6). So the answer is copied once with
// every Date written as its ISO text by plain arithmetic (below), and that copy is stringified:
// 120 µs for the same roster. An answer without dates pays the copy (about 25 µs for that roster).
//
// Only plain objects and arrays are copied; anything else (a class instance, a Buffer, an object
// with its own `toJSON`) is left for `JSON.stringify` to treat as it always does.

const DAY_MS = 86_400_000;
/** 10000-01-01T00:00:00Z: from there on, and before 1970, `toISOString` writes the date (six-digit years). */
const FAST_UNTIL_MS = 253_402_300_800_000;

const pad2 = (n: number): string => (n < 10 ? `0${n}` : `${n}`);
const pad3 = (n: number): string => (n < 10 ? `00${n}` : n < 100 ? `0${n}` : `${n}`);

/** What `JSON.stringify` writes for a Date, without the string quotes: its `toISOString`, or null when invalid. */
export function isoText(date: Date): string | null {
  const t = date.getTime();
  if (Number.isNaN(t)) return null;
  if (t < 0 || t >= FAST_UNTIL_MS) return date.toISOString();
  // The civil date of a day count (H. Hinnant's days_from_civil, inverted), in whole numbers.
  const days = Math.floor(t / DAY_MS);
  let ms = t - days * DAY_MS;
  const hour = Math.floor(ms / 3_600_000);
  ms -= hour * 3_600_000;
  const minute = Math.floor(ms / 60_000);
  ms -= minute * 60_000;
  const second = Math.floor(ms / 1000);
  ms -= second * 1000;
  const z = days + 719_468;
  const era = Math.floor(z / 146_097);
  const dayOfEra = z - era * 146_097;
  const yearOfEra = Math.floor((dayOfEra - Math.floor(dayOfEra / 1460) + Math.floor(dayOfEra / 36_524) - Math.floor(dayOfEra / 146_096)) / 365);
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const mp = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  const year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0);
  return `${year}-${pad2(month)}-${pad2(day)}T${pad2(hour)}:${pad2(minute)}:${pad2(second)}.${pad3(ms)}Z`;
}

const isPlainObject = (value: object): value is Record<string, unknown> => {
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
};

/** `value` with each Date inside plain objects and arrays replaced by its JSON text; the rest as it is. */
function withDatesAsText(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (value instanceof Date) return isoText(value);
  if (Array.isArray(value)) return value.map((item: unknown) => withDatesAsText(item));
  // An object that says how it is written (`toJSON`) is written that way, by JSON.stringify.
  if (!isPlainObject(value) || typeof value.toJSON === 'function') return value;
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(value)) out[key] = withDatesAsText(value[key]);
  return out;
}

/** Exactly `JSON.stringify(value)`. */
export function jsonText(value: unknown): string | undefined {
  return JSON.stringify(withDatesAsText(value)) as string | undefined;
}
