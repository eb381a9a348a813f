// A user's days in their own IANA time zone (docs/time-zones.md). A scheduled date is a calendar
// day stored as 00:00 UTC of that day; "today" is the user's local calendar day, carried the same
// way (00:00 UTC of the local date), so day counts stay plain UTC arithmetic. Instants (meals,
// completion times) are placed on local days through @date-fns/tz. An unknown zone is UTC.
// `localToday` lives in local-today.ts (the client app's first screen needs only it).
import { TZDate } from '@date-fns/tz';
import { localToday, remembered } from './local-today.ts';
import { zoneOrUtc } from './time-zone-name.ts';

export { DEFAULT_TIME_ZONE, zoneOrUtc } from './time-zone-name.ts';
export { localToday } from './local-today.ts';

// Day starts are remembered like local dates (local-today.ts): a day's start in a zone never changes.
const dayStartMemo = new Map<string, number>();

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
