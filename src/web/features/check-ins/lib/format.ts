// Dates and values of check-ins as people read them, in their language (docs/translations.md).
import { dateFormat } from '#web/i18n/format.ts';

const dayFormat = dateFormat({ weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' });
/** '2026-03-09' → 'Mon, Mar 9' (a local date: no zone shift). */
export const formatDay = (iso: string): string => dayFormat(new Date(`${iso}T00:00:00Z`));

/** An answer as text. */
export function answerText(value: number | string | boolean | null | undefined, yes: string, no: string, none: string): string {
  if (value === null || value === undefined || value === '') return none;
  if (typeof value === 'boolean') return value ? yes : no;
  return String(value);
}
