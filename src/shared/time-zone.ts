// A user's days in their own IANA time zone (docs/time-zones.md). A scheduled date is a calendar
// day stored as 00:00 UTC of that day; "today" is the user's local calendar day, carried the same
// way (00:00 UTC of the local date), so day counts stay plain UTC arithmetic. Instants (meals,
// completion times) are placed on local days through @date-fns/tz. An unknown zone is UTC.
import { TZDate } from '@date-fns/tz';

export { DEFAULT_TIME_ZONE, zoneOrUtc } from './time-zone-name.ts';
import { zoneOrUtc } from './time-zone-name.ts';

// Each TZDate asks Intl for the zone's offset, several microseconds, and a server answers these
// for every request (about 4 % of the CPU of a client's Today under load). Both answers below
// are remembered: a local date cannot change within one UTC minute (every zone's offset is whole
// minutes), and a day's start in a zone never changes. Bounded: cleared when full.
const MEMO_MAX = 2000;
const todayMemo = new Map<string, number>();
const dayStartMemo = new Map<string, number>();
function remembered(memo: Map<string, number>, key: string, compute: () => number): Date {
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
    const local = new TZDate(now.getTime(), zone);
    return Date.UTC(local.getFullYear(), local.getMonth(), local.getDate());
  });
}

/** The instant the local calendar `day` (00:00 UTC of the date) starts in the zone. */
export function localDayStart(day: Date, timeZone: string): Date {
  const zone = zoneOrUtc(timeZone);
  return remembered(dayStartMemo, `${zone} ${day.getTime()}`, () => new TZDate(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), 0, 0, 0, zone).getTime());
}

/** The instant of `hour`:00 on the local calendar `day` (meals are logged at 12:00 local). */
export function localTimeOn(day: Date, hour: number, timeZone: string): Date {
  const t = new TZDate(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), hour, 0, 0, zoneOrUtc(timeZone));
  return new Date(t.getTime());
}

/** The local calendar date (00:00 UTC of it) an instant falls on in the zone. */
export const localDayOf = (instant: Date, timeZone: string): Date => localToday(instant, timeZone);

/** [start, end) instants of the local day holding `now`. */
export function localDayRange(now: Date, timeZone: string): { start: Date; end: Date } {
  const today = localToday(now, timeZone);
  return { start: localDayStart(today, timeZone), end: localDayStart(new Date(today.getTime() + 86_400_000), timeZone) };
}

/** [start, end) instants of the local Monday-start week holding `now`. */
export function localWeekRange(now: Date, timeZone: string): { start: Date; end: Date } {
  const today = localToday(now, timeZone);
  const monday = new Date(today.getTime() - ((today.getUTCDay() + 6) % 7) * 86_400_000);
  return { start: localDayStart(monday, timeZone), end: localDayStart(new Date(monday.getTime() + 7 * 86_400_000), timeZone) };
}
