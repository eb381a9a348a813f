// The Monday-start week of the food log, in UTC (SPEC §9: today is computed in UTC).
import { addDays, dayKey, mondayOf } from '../../../../shared/food.ts';

export interface WeekDay {
  /** UTC midnight of the day. */
  date: Date;
  key: string;
  /** 'Wednesday, March 11' */
  label: string;
  isToday: boolean;
}

const dayLabel = new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' });
const shortDate = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const shortDateYear = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

export const formatDayLabel = (d: Date) => dayLabel.format(d);

export function weekDays(monday: Date, now: Date): WeekDay[] {
  const todayKey = dayKey(now);
  return Array.from({ length: 7 }, (_, i) => {
    const date = addDays(monday, i);
    const key = dayKey(date);
    return { date, key, label: formatDayLabel(date), isToday: key === todayKey };
  });
}

/** 'Mar 9 – Mar 15, 2026' */
export const weekRangeLabel = (monday: Date) => `${shortDate.format(monday)} – ${shortDateYear.format(addDays(monday, 6))}`;

export { addDays, mondayOf };
