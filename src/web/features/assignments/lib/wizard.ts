// Pure rules of the assignment wizard (docs/product.md §4 Assignment wizard).
import { dateFormat, formatLocale } from '#web/i18n/format.ts';
import { applyPastChoice, defaultProgramEndDate, programEntryDate, repeatDates, type PastSessions, type Repeat } from '#shared/schemas/assignments';

export type ContentType = 'PLAN' | 'PROGRAM';
export const STEP = { content: 0, client: 1, schedule: 2, confirm: 3 } as const;

/** `YYYY-MM-DD` of today in UTC (docs/product.md §9: today is computed in UTC). */
export const todayKey = (now = new Date()) => now.toISOString().slice(0, 10);

/** The program's default end date for a start key, as a key: start + weeks×7 − 1 days. */
export function programEndKey(startKey: string, entries: readonly { week: number }[]): string {
  return defaultProgramEndDate(new Date(`${startKey}T00:00:00.000Z`), entries)
    .toISOString()
    .slice(0, 10);
}

/** Query `type` (program or plan, any case) and `id` preselect content and jump to the client step. */
export function preselection(params: URLSearchParams): { type: ContentType; id: string } | null {
  const type = params.get('type')?.toUpperCase();
  const id = params.get('id');
  if ((type === 'PLAN' || type === 'PROGRAM') && id) return { type, id };
  return null;
}

export function canAdvance(step: number, s: { type: ContentType | null; contentId: string | null; clientId: string | null; startDate: string; endDate: string }): boolean {
  if (step === STEP.content) return s.type !== null && s.contentId !== null;
  if (step === STEP.client) return s.clientId !== null;
  if (step === STEP.schedule) return s.startDate !== '' && (s.endDate === '' || s.endDate >= s.startDate);
  return true;
}

/** The browser's own calendar date as a key: the warning's "today" (the server decides by the client's zone). */
export const localTodayKey = (now = new Date()) => `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;

const dayOf = (key: string) => new Date(`${key}T00:00:00.000Z`);
const keyOf = (d: Date) => d.toISOString().slice(0, 10);

export interface SchedulePreview {
  /** Sessions that will be made, after the past-sessions choice. */
  count: number;
  first: string | null;
  last: string | null;
  /** Sessions dated before today (skipped, or moved onto today). */
  past: number;
}

/**
 * What the server will make for one client (services/assignments/create.ts): a program's entries,
 * a plan's start date, or a repeated plan's weekdays; an end date bounds them; then the days
 * before `today` are skipped or put on today.
 */
export function schedulePreview(o: {
  type: ContentType;
  start: string;
  end: string;
  repeat: Repeat | null;
  entries: readonly { week: number; dayOfWeek: number; planId: string | null }[];
  today: string;
  past: PastSessions;
}): SchedulePreview {
  if (!o.start) return { count: 0, first: null, last: null, past: 0 };
  const start = dayOf(o.start);
  const end = o.end ? dayOf(o.end) : null;
  const dated =
    o.type === 'PROGRAM'
      ? o.entries
          .filter((e) => e.planId)
          .map((e) => programEntryDate(start, e))
          .filter((d) => !end || d <= end)
          .toSorted((a, b) => a.getTime() - b.getTime())
      : o.repeat
        ? repeatDates(start, o.repeat, end)
        : [start];
  const today = dayOf(o.today);
  const days = applyPastChoice(dated, today, o.past);
  return { count: days.length, first: days[0] ? keyOf(days[0]) : null, last: days.at(-1) ? keyOf(days.at(-1)!) : null, past: dated.filter((d) => d < today).length };
}

// English keeps the day-month order docs/recurring.md quotes ("Mon 7 Dec"); the other languages
// write the day in their own way ("lun, 7 dic", "Mo., 7. Dez.").
const SHORT_DAY_EN = new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });
const shortDayLocal = dateFormat({ weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });
/** "Mon 7 Dec": a calendar day as the preview names it. */
export const shortDay = (key: string) => (formatLocale() === 'en' ? SHORT_DAY_EN.format(dayOf(key)).replace(',', '') : shortDayLocal(dayOf(key)));

const longDay = dateFormat({ month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
/** "Mar 14, 2026": a `YYYY-MM-DD` day as the summary names it, in the coach's language. */
export const formatDayKey = (key: string) => (key ? longDay(dayOf(key)) : '');
