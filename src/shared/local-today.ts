// The user's local calendar date (docs/time-zones.md), apart from time-zone.ts: it needs only the
// zone's UTC offset at an instant (`tzOffset`, the function TZDate itself reads its wall-clock
// fields from), not the TZDate class, so the client app's first screen (Today's lateness badge and
// "Also due") loads this small module instead of the whole date library (docs/performance.md).
// The subpath: the package's index would bring TZDate along (its chunk, time-zone.ts's).
import { tzOffset } from '@date-fns/tz/tzOffset';
import { zoneOrUtc } from './time-zone-name.ts';

// Each offset asks Intl, several microseconds, and a server answers these for every request
// (about 4 % of the CPU of a client's Today under load). Answers are remembered: a local date
// cannot change within one UTC minute (every zone's offset is whole minutes), and a day's start
// in a zone never changes. Bounded: cleared when full.
const MEMO_MAX = 2000;
const todayMemo = new Map<string, number>();

/** The remembered answer for `key`, computed once (time-zone.ts remembers day starts the same way). */
export function remembered(memo: Map<string, number>, key: string, compute: () => number): Date {
  let ms = memo.get(key);
  if (ms === undefined) {
    ms = compute();
    if (memo.size >= MEMO_MAX) memo.clear();
    memo.set(key, ms);
  }
  return new Date(ms);
}

/** The user's local calendar date of `now`, as 00:00 UTC of that date. */
export function localToday(now: Date, timeZone: string): Date {
  const zone = zoneOrUtc(timeZone);
  return remembered(todayMemo, `${zone} ${Math.floor(now.getTime() / 60_000)}`, () => {
    // The zone's wall clock at `now`, read from UTC fields (as TZDate does, to the second).
    const local = new Date(now.getTime() + Math.round(tzOffset(zone, now) * 60) * 1000);
    return Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate());
  });
}
