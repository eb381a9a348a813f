// How the roster shows its figures (docs/triage.md).
import type { TriageTexts } from '../texts.ts';

export const percent = (v: number | null): string => (v === null ? '–' : `${v}%`);

export const whenText = (d: Date | null, now: Date, t: Pick<TriageTexts, 'never'>, relativeTime: (date: Date, now: Date) => string): string => (d ? relativeTime(d, now) : t.never);

/** The adherence cell's tooltip: the counts behind the figure. */
export const adherenceHint = (done: number, due: number, t: Pick<TriageTexts, 'nothingDue' | 'adherenceOf'>): string => (due === 0 ? t.nothingDue : t.adherenceOf(done, due));
