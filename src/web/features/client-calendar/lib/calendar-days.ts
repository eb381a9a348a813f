// Calendar days of a client's calendar (docs/client-calendar.md). A day is a calendar date carried
// as 00:00 UTC of that date, like a session's scheduledFor (docs/time-zones.md), so the grid is
// plain UTC arithmetic whatever the browser's zone; "today" is the client's, from their zone.
import type { SessionStatus } from '#shared/schemas/clients';
import { localToday } from '#shared/time-zone';
import { dateFormat } from '#web/i18n/format.ts';

const DAY_MS = 86_400_000;

export type CalendarView = 'month' | 'week';

export const dayKey = (d: Date): string => d.toISOString().slice(0, 10);
export const fromKey = (key: string): Date => new Date(`${key}T00:00:00.000Z`);
export const addDays = (d: Date, n: number): Date => new Date(d.getTime() + n * DAY_MS);

/** The Monday starting the week that holds `d`. */
export const mondayOf = (d: Date): Date => addDays(d, -((d.getUTCDay() + 6) % 7));

/** The client's today in their zone, as a calendar day. */
export const clientToday = (zone: string, now = new Date()): Date => localToday(now, zone);

/** The days a view shows around `anchor`: whole Monday-start weeks covering its month, or its week. */
export function visibleDays(view: CalendarView, anchor: Date): Date[] {
  if (view === 'week') {
    const monday = mondayOf(anchor);
    return Array.from({ length: 7 }, (_, i) => addDays(monday, i));
  }
  const first = new Date(Date.UTC(anchor.getUTCFullYear(), anchor.getUTCMonth(), 1));
  const last = new Date(Date.UTC(anchor.getUTCFullYear(), anchor.getUTCMonth() + 1, 0));
  const start = mondayOf(first);
  const end = addDays(mondayOf(last), 6);
  const count = Math.round((end.getTime() - start.getTime()) / DAY_MS) + 1;
  return Array.from({ length: count }, (_, i) => addDays(start, i));
}

/** The anchor one page earlier or later: a month, or a week. */
export function shiftAnchor(view: CalendarView, anchor: Date, step: -1 | 1): Date {
  if (view === 'week') return addDays(anchor, 7 * step);
  return new Date(Date.UTC(anchor.getUTCFullYear(), anchor.getUTCMonth() + step, 1));
}

// In the user's language (i18n/format.ts); English keeps the en-US forms.
const fmt = (o: Intl.DateTimeFormatOptions) => dateFormat({ ...o, timeZone: 'UTC' });
const monthTitle = fmt({ month: 'long', year: 'numeric' });
const shortDay = fmt({ day: 'numeric', month: 'short' });
const shortDayYear = fmt({ day: 'numeric', month: 'short', year: 'numeric' });
const longDay = fmt({ weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
const weekdayShort = fmt({ weekday: 'short' });

/** "March 2026", or "16 – 22 Mar 2026" for a week. */
export function viewTitle(view: CalendarView, anchor: Date): string {
  if (view === 'month') return monthTitle(anchor);
  const monday = mondayOf(anchor);
  return `${shortDay(monday)} – ${shortDayYear(addDays(monday, 6))}`;
}

/** "Wednesday, March 18, 2026": how a day is named to screen readers and in messages. */
export const dayLabel = (d: Date): string => longDay(d);
export const weekdayLabel = (d: Date): string => weekdayShort(d);
/** A Monday (2024-01-01): the grid's column heads are the seven days from it, "Mon" to "Sun". */
const A_MONDAY = Date.UTC(2024, 0, 1);
export const weekdayHeads = (): string[] => Array.from({ length: 7 }, (_, i) => weekdayShort(A_MONDAY + i * DAY_MS));

/** Status colours of the calendar (the same palettes as the client detail's badges), always with text (CalendarTexts.statusLabels). */
export const STATUS_PALETTE: Record<SessionStatus, string> = {
  SCHEDULED: 'blue',
  IN_PROGRESS: 'orange',
  COMPLETED: 'green',
  SKIPPED: 'gray',
  MISSED: 'red',
};
export const STATUS_ORDER: SessionStatus[] = ['SCHEDULED', 'IN_PROGRESS', 'COMPLETED', 'SKIPPED', 'MISSED'];

/** Sessions grouped by day key. */
export function byDay<T extends { scheduledFor: Date }>(sessions: readonly T[]): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const s of sessions) {
    const k = dayKey(s.scheduledFor);
    map.set(k, [...(map.get(k) ?? []), s]);
  }
  return map;
}
