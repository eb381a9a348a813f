// Pure rules of the assignment wizard (docs/product.md §4 Assignment wizard).
import { defaultProgramEndDate } from '#shared/schemas/assignments';

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
