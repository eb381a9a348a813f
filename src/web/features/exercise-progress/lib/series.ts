// The chart series of one exercise in the viewer's unit (docs/records.md).
import { convertLoad, formatNumber, unitLabel, type Unit } from '#shared/sets';
import type { LineChartPoint } from '#web/components/chart/line-chart.tsx';

export type Metric = 'best' | 'e1rm' | 'volume';
export const METRICS: readonly Metric[] = ['best', 'e1rm', 'volume'];

export interface ProgressPointLike {
  date: Date;
  bestLoadKg: number;
  bestReps: number;
  e1rmKg: number;
  volumeKg: number;
  record: boolean;
}

/** kg → the viewer's unit, to 0.1. */
export const inUnit = (kg: number, unit: Unit) => Math.round(convertLoad(kg, 'KG', unit) * 10) / 10;
export const loadText = (kg: number, unit: Unit) => `${formatNumber(inUnit(kg, unit))} ${unitLabel(unit)}`;

export function progressSeries(points: readonly ProgressPointLike[], metric: Metric, unit: Unit): (LineChartPoint & { record: boolean })[] {
  return points.map((p) => {
    const kg = metric === 'best' ? p.bestLoadKg : metric === 'e1rm' ? p.e1rmKg : p.volumeKg;
    const value = metric === 'volume' ? Math.round(convertLoad(kg, 'KG', unit)) : inUnit(kg, unit);
    const text = `${formatNumber(value)} ${unitLabel(unit)}`;
    return { date: p.date, value, label: metric === 'best' ? `${text} × ${p.bestReps}` : text, record: p.record };
  });
}
