// Pure layout of the line chart (docs/charts.md): "nice" value ticks (1, 2, 2.5, 5 × 10^n) that
// cover the data, date ticks spread over the period, and the points placed in pixels.

export interface SeriesPoint {
  date: Date;
  value: number;
}

/** A step of 1, 2, 2.5 or 5 × 10^n close to `rough`. */
export function niceStep(rough: number): number {
  if (!(rough > 0) || !Number.isFinite(rough)) return 1;
  const power = 10 ** Math.floor(Math.log10(rough));
  const f = rough / power;
  const nice = f <= 1 ? 1 : f <= 2 ? 2 : f <= 2.5 ? 2.5 : f <= 5 ? 5 : 10;
  return nice * power;
}

/**
 * About `count` evenly spaced round ticks from at or below the smallest value to at or above the
 * largest. Equal values get a band around them; values that are all positive keep a floor at or
 * above 0 (a lift never reads as negative).
 */
export function valueTicks(values: readonly number[], count = 4): number[] {
  if (values.length === 0) return [0, 1];
  let min = Math.min(...values);
  let max = Math.max(...values);
  if (min === max) {
    const pad = Math.abs(min) > 0 ? Math.abs(min) * 0.1 : 1;
    min -= pad;
    max += pad;
  }
  const step = niceStep((max - min) / count);
  let low = Math.floor(min / step) * step;
  const high = Math.ceil(max / step) * step;
  if (Math.min(...values) >= 0 && low < 0) low = 0;
  const ticks: number[] = [];
  // Rounded to the step's decimals: 0.1 + 0.2 never shows as 0.30000000000000004.
  const decimals = Math.max(0, -Math.floor(Math.log10(step)) + (step % 1 === 0.5 || step % 1 === 0.25 ? 2 : 0));
  for (let v = low; v <= high + step / 2; v += step) ticks.push(Number(v.toFixed(Math.min(decimals, 10))));
  return ticks;
}

/** Up to `count` dates from the first to the last, evenly spaced in time (one when all are the same instant). */
export function dateTicks(first: Date, last: Date, count: number): Date[] {
  const span = last.getTime() - first.getTime();
  if (span <= 0 || count < 2) return [first];
  return Array.from({ length: count }, (_, i) => new Date(first.getTime() + (span * i) / (count - 1)));
}

export interface PlotBox {
  width: number;
  height: number;
  left: number;
  right: number;
  top: number;
  bottom: number;
}

export interface Layout<P extends SeriesPoint = SeriesPoint> {
  points: (P & { x: number; y: number })[];
  yTicks: { value: number; y: number }[];
  xTicks: { date: Date; x: number }[];
}

/**
 * Points oldest left, placed by date (a gap of months looks longer than a gap of days); points
 * at the same instant are spread evenly. The value axis runs from the lowest to the highest tick.
 */
export function layoutChart<P extends SeriesPoint>(series: readonly P[], box: PlotBox, xTickCount: number): Layout<P> {
  const sorted = series.toSorted((a, b) => a.date.getTime() - b.date.getTime());
  const ticks = valueTicks(sorted.map((p) => p.value));
  const lo = ticks[0]!;
  const hi = ticks.at(-1)!;
  const innerW = box.width - box.left - box.right;
  const innerH = box.height - box.top - box.bottom;
  const yOf = (v: number) => box.top + (hi === lo ? innerH / 2 : (1 - (v - lo) / (hi - lo)) * innerH);
  const first = sorted[0]?.date.getTime() ?? 0;
  const period = (sorted.at(-1)?.date.getTime() ?? 0) - first;
  const xOfTime = (t: number) => box.left + (period > 0 ? ((t - first) / period) * innerW : innerW / 2);
  const points = sorted.map((p, i) => ({
    ...p,
    x: period > 0 ? xOfTime(p.date.getTime()) : sorted.length > 1 ? box.left + (i / (sorted.length - 1)) * innerW : box.left + innerW / 2,
    y: yOf(p.value),
  }));
  const xTicks = sorted.length ? dateTicks(sorted[0]!.date, sorted.at(-1)!.date, Math.min(xTickCount, sorted.length)).map((date) => ({ date, x: xOfTime(date.getTime()) })) : [];
  return { points, yTicks: ticks.map((value) => ({ value, y: yOf(value) })), xTicks };
}
