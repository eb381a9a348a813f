// Turns free-text results ('27:30', '42 reps', '1.5') into numbers for the trend chart.
import type { LineChartPoint } from '#web/components/chart/line-chart.tsx';
import type { TestRow } from './chain.ts';

const CLOCK = /^(\d+):([0-5]\d)(?::([0-5]\d))?(?:\.\d+)?$/;

/** Clock times (m:ss or h:mm:ss) become seconds; otherwise the first number in the text. */
export function parseResultValue(result: string): number | null {
  const text = result.trim();
  const clock = CLOCK.exec(text);
  if (clock) {
    const [, a, b, c] = clock;
    return c === undefined ? Number(a) * 60 + Number(b) : Number(a) * 3600 + Number(b) * 60 + Number(c);
  }
  const num = /-?\d+(?:[.,]\d+)?/.exec(text);
  return num ? Number(num[0].replace(',', '.')) : null;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Seconds as the clock text a runner writes: 1650 → '27:30', 3723 → '1:02:03'. */
export function formatClock(seconds: number): string {
  const s = Math.round(seconds);
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  return h > 0 ? `${h}:${pad(m)}:${pad(s % 60)}` : `${m}:${pad(s % 60)}`;
}

export interface TestSeries {
  points: LineChartPoint[];
  /** True when every charted result is a clock time: the axis then reads m:ss. */
  clock: boolean;
}

/**
 * The chartable results oldest first, each labelled with what the client typed; null when fewer
 * than two results read as numbers (one dot is not a trend).
 */
export function chartSeries(tests: readonly TestRow[]): TestSeries | null {
  const points = tests
    .map((t) => ({ t, v: parseResultValue(t.result) }))
    .filter((p): p is { t: TestRow; v: number } => p.v !== null)
    .toSorted((a, b) => a.t.testedAt.getTime() - b.t.testedAt.getTime())
    .map(({ t, v }) => ({ date: t.testedAt, value: v, label: t.result.trim() }));
  if (points.length < 2) return null;
  const clock = tests.filter((t) => parseResultValue(t.result) !== null).every((t) => CLOCK.test(t.result.trim()));
  return { points, clock };
}
