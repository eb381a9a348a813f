// The Monday-start week of the food log, in the user's zone (UTC when unknown), docs/time-zones.md.
// Days are calendar dates carried as 00:00 UTC of the date.
import { dateFormat } from '#web/i18n/format.ts';
import { addDays, dayKey, mondayOf } from '#shared/food';
import { DEFAULT_TIME_ZONE, localToday } from '#shared/time-zone';

export interface WeekDay {
  /** UTC midnight of the day. */
  date: Date;
  key: string;
  /** 'Wednesday, March 11' */
  label: string;
  isToday: boolean;
  /** A later day: no meals may be logged on it (issue 12). */
  isFuture: boolean;
}

// In the user's language (docs/translations.md); English keeps the en-US forms quoted above.
const dayLabel = dateFormat({ weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' });
const shortDate = dateFormat({ month: 'short', day: 'numeric', timeZone: 'UTC' });
const shortDateYear = dateFormat({ month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

export const formatDayLabel = (d: Date) => dayLabel(d);

export function weekDays(monday: Date, now: Date, timeZone: string = DEFAULT_TIME_ZONE): WeekDay[] {
  const todayKey = dayKey(localToday(now, timeZone));
  return Array.from({ length: 7 }, (_, i) => {
    const date = addDays(monday, i);
    const key = dayKey(date);
    return { date, key, label: formatDayLabel(date), isToday: key === todayKey, isFuture: key > todayKey };
  });
}

/** 'Mar 9 – Mar 15, 2026' */
export const weekRangeLabel = (monday: Date) => `${shortDate(monday)} – ${shortDateYear(addDays(monday, 6))}`;

export { addDays, mondayOf };
