// How the roster shows its figures (docs/triage.md).
import { relativeTime } from '#shared/relative-time';
import { T } from '../texts.ts';

export const percent = (v: number | null): string => (v === null ? '–' : `${v}%`);

export const whenText = (d: Date | null, now: Date): string => (d ? relativeTime(d, now) : T.never);

/** The adherence cell's tooltip: the counts behind the figure. */
export const adherenceHint = (done: number, due: number): string => (due === 0 ? T.nothingDue : T.adherenceOf(done, due));
