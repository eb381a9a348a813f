// Quiet hours in the user's own zone (docs/push.md, docs/time-zones.md).
import { zoneOrUtc } from '#shared/time-zone';

/** Minutes after local midnight at `now` in the zone (UTC when unknown). */
export function localMinuteOfDay(now: Date, timeZone: string | null | undefined): number {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone: zoneOrUtc(timeZone), hour: 'numeric', minute: 'numeric', hourCycle: 'h23' }).formatToParts(now);
  const n = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return n('hour') * 60 + n('minute');
}

/** Whether `now` falls in [start, end) of the user's local day; a range may wrap midnight; start = end: never. */
export function inQuietHours(now: Date, timeZone: string | null | undefined, start: number, end: number): boolean {
  if (start === end) return false;
  const m = localMinuteOfDay(now, timeZone);
  return start < end ? m >= start && m < end : m >= start || m < end;
}
