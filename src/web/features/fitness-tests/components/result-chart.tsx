// A test's results over time (a trend reads faster from a line than from a list), with the
// value axis in the test's unit (clock times as m:ss) and a date axis; docs/charts.md.
import { LineChart } from '#web/components/chart/line-chart.tsx';
import { chartSeries, formatClock } from '../lib/chart.ts';
import { withUnit, type TestRow } from '../lib/chain.ts';
import { useFitnessTexts } from '../texts.ts';

export function ResultChart({ name, tests, unit }: { name: string; tests: TestRow[]; unit: string | null }) {
  const T = useFitnessTexts();
  const series = chartSeries(tests);
  if (!series) return null;
  return (
    <LineChart
      title={T.chartLabel(name)}
      points={series.points.map((p) => ({ ...p, label: p.label ? withUnit(p.label, unit) : undefined }))}
      unit={unit ?? undefined}
      height={150}
      formatValue={series.clock ? formatClock : undefined}
    />
  );
}
