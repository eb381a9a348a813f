// Turns free-text results ('27:30', '42 reps', '1.5') into numbers for the trend line.
import type { TestRow } from './chain.ts';

/** Clock times (m:ss or h:mm:ss) become seconds; otherwise the first number in the text. */
export function parseResultValue(result: string): number | null {
  const text = result.trim();
  const clock = /^(\d+):([0-5]\d)(?::([0-5]\d))?(?:\.\d+)?$/.exec(text);
  if (clock) {
    const [, a, b, c] = clock;
    return c === undefined ? Number(a) * 60 + Number(b) : Number(a) * 3600 + Number(b) * 60 + Number(c);
  }
  const num = /-?\d+(?:[.,]\d+)?/.exec(text);
  return num ? Number(num[0].replace(',', '.')) : null;
}

export interface ChartPoint {
  x: number;
  y: number;
  label: string;
  date: Date;
}

/**
 * Points in a width×height box (with padding), oldest left and placed by date, so a gap of months
 * looks longer than a gap of days; null when fewer than two values. Tests all logged at the same
 * instant are spread evenly.
 */
export function chartPoints(tests: TestRow[], width: number, height: number, pad = 6): ChartPoint[] | null {
  const values = tests
    .map((t) => ({ t, v: parseResultValue(t.result) }))
    .filter((p): p is { t: TestRow; v: number } => p.v !== null)
    .toSorted((a, b) => a.t.testedAt.getTime() - b.t.testedAt.getTime());
  if (values.length < 2) return null;
  const min = Math.min(...values.map((p) => p.v));
  const max = Math.max(...values.map((p) => p.v));
  const span = max - min || 1;
  const first = values[0]!.t.testedAt.getTime();
  const period = values.at(-1)!.t.testedAt.getTime() - first;
  const innerWidth = width - 2 * pad;
  return values.map(({ t, v }, i) => ({
    x: pad + (period > 0 ? ((t.testedAt.getTime() - first) / period) * innerWidth : (i / (values.length - 1)) * innerWidth),
    // Equal values sit on the middle line rather than the bottom edge.
    y: max === min ? height / 2 : pad + (1 - (v - min) / span) * (height - 2 * pad),
    label: t.result,
    date: t.testedAt,
  }));
}
