// Body metric values as the viewer reads them (docs/body-metrics.md): weights in their kg/lb
// setting, lengths in their cm/in setting, body fat in %, custom metrics in their own unit.
import { dateFormat, numberFormat } from '#web/i18n/format.ts';
import { displayUnit, fromStored, roundForDisplay, UNIT_LABEL, type EntryUnit, type LengthUnit, type MassUnit, type MetricKind } from '#shared/body-metrics';
import type { LineChartPoint } from '#web/components/chart/line-chart.tsx';

export interface MetricLike {
  kind: MetricKind;
  /** The stored unit, or the custom metric's label. */
  unit: string;
}
export interface UnitPrefs {
  loadUnit: MassUnit;
  lengthUnit: LengthUnit;
}

/** The unit a value is entered and shown in; null for a custom metric (its own label). */
export const entryUnitOf = (m: MetricLike, prefs: UnitPrefs): EntryUnit | null => (m.kind === 'custom' ? null : displayUnit(m.kind, prefs));

/** The label written beside a value: kg, lb, %, cm, in, or the custom unit. */
export const unitLabelOf = (m: MetricLike, prefs: UnitPrefs): string => {
  const unit = entryUnitOf(m, prefs);
  return unit ? UNIT_LABEL[unit] : m.unit;
};

/** A stored value in the viewer's unit, rounded to one decimal. */
export const viewValue = (m: MetricLike, stored: number, prefs: UnitPrefs): number => {
  const unit = entryUnitOf(m, prefs);
  return roundForDisplay(unit ? fromStored(stored, unit) : stored);
};

const number = { format: numberFormat({ maximumFractionDigits: 1 }) };

/** "81.6 kg", "22.5 %", "10,432 steps". */
export const formatValue = (m: MetricLike, stored: number, prefs: UnitPrefs): string => {
  const label = unitLabelOf(m, prefs);
  return `${number.format(viewValue(m, stored, prefs))}${label === '%' ? ' %' : ` ${label}`}`;
};

const dayFormat = { format: dateFormat({ month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }) };
/** '2026-03-02' → 'Mar 2, 2026' (a local date: no zone shift). */
export const formatDay = (iso: string): string => dayFormat.format(new Date(`${iso}T00:00:00Z`));

/** The chart's points in the viewer's unit, each named as it reads. */
export const chartPoints = (m: MetricLike, items: readonly { date: string; value: number }[], prefs: UnitPrefs): LineChartPoint[] =>
  items.map((i) => ({ date: new Date(`${i.date}T00:00:00Z`), value: viewValue(m, i.value, prefs), label: formatValue(m, i.value, prefs) }));
