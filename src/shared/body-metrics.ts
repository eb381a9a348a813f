// Body metrics (docs/body-metrics.md): the built-in metrics, their plausible ranges and the unit
// conversions. Values are stored in kg (weight), % (body fat) and cm (circumferences); a custom
// metric keeps its value as entered, in the unit its coach named.
import { KG_PER_LB } from './limits.ts';

export const BUILT_IN_METRICS = ['weight', 'bodyFat', 'waist', 'hips', 'chest', 'arm', 'thigh'] as const;
export type BuiltInMetric = (typeof BUILT_IN_METRICS)[number];
export type MetricKind = 'mass' | 'percent' | 'length' | 'custom';

export const CM_PER_IN = 2.54;

interface BuiltIn {
  name: string;
  kind: Exclude<MetricKind, 'custom'>;
  /** Plausible range in the stored unit. */
  min: number;
  max: number;
}

export const BUILT_IN: Record<BuiltInMetric, BuiltIn> = {
  weight: { name: 'Weight', kind: 'mass', min: 20, max: 400 },
  bodyFat: { name: 'Body fat', kind: 'percent', min: 2, max: 75 },
  waist: { name: 'Waist', kind: 'length', min: 10, max: 300 },
  hips: { name: 'Hips', kind: 'length', min: 10, max: 300 },
  chest: { name: 'Chest', kind: 'length', min: 10, max: 300 },
  arm: { name: 'Arm', kind: 'length', min: 10, max: 300 },
  thigh: { name: 'Thigh', kind: 'length', min: 10, max: 300 },
};

/** A custom metric's value lies within ±CUSTOM_VALUE_MAX (steps, heart rate, minutes of sleep…). */
export const CUSTOM_VALUE_MAX = 1_000_000;

export const isBuiltInMetric = (metric: string): metric is BuiltInMetric => (BUILT_IN_METRICS as readonly string[]).includes(metric);

export type MassUnit = 'KG' | 'LB';
export type LengthUnit = 'CM' | 'IN';
/** The units a value may be sent in: the stored unit of its kind, or the other one. */
export type EntryUnit = MassUnit | LengthUnit | 'PERCENT';

export const STORED_UNIT: Record<Exclude<MetricKind, 'custom'>, EntryUnit> = { mass: 'KG', percent: 'PERCENT', length: 'CM' };
const UNITS_OF_KIND: Record<Exclude<MetricKind, 'custom'>, readonly EntryUnit[]> = { mass: ['KG', 'LB'], percent: ['PERCENT'], length: ['CM', 'IN'] };
export const unitsOfKind = (kind: Exclude<MetricKind, 'custom'>) => UNITS_OF_KIND[kind];

/** Short labels, as written beside a value. */
export const UNIT_LABEL: Record<EntryUnit, string> = { KG: 'kg', LB: 'lb', CM: 'cm', IN: 'in', PERCENT: '%' };

/** A value sent in `unit` as stored (kg, cm or %). */
export function toStored(value: number, unit: EntryUnit): number {
  if (unit === 'LB') return value * KG_PER_LB;
  if (unit === 'IN') return value * CM_PER_IN;
  return value;
}

/** A stored value (kg, cm or %) in `unit`. */
export function fromStored(value: number, unit: EntryUnit): number {
  if (unit === 'LB') return value / KG_PER_LB;
  if (unit === 'IN') return value / CM_PER_IN;
  return value;
}

/** The unit a viewer sees a metric of this kind in. */
export function displayUnit(kind: Exclude<MetricKind, 'custom'>, prefs: { loadUnit: MassUnit; lengthUnit: LengthUnit }): EntryUnit {
  if (kind === 'mass') return prefs.loadUnit;
  if (kind === 'length') return prefs.lengthUnit;
  return 'PERCENT';
}

/** Rounded for reading: one decimal, without a trailing .0 (81.6466 → 81.6, 80 → 80). */
export const roundForDisplay = (value: number): number => Math.round(value * 10) / 10;

/** "Weight must be between 44.1 and 881.8 lb (20 and 400 kg)": the range in the unit sent and the stored one. */
export function rangeMessage(metric: BuiltInMetric, unit: EntryUnit): string {
  const m = BUILT_IN[metric];
  const stored = STORED_UNIT[m.kind];
  const inUnit = (u: EntryUnit) => `${roundForDisplay(fromStored(m.min, u))} and ${roundForDisplay(fromStored(m.max, u))} ${UNIT_LABEL[u]}`;
  return unit === stored ? `${m.name} must be between ${inUnit(stored)}` : `${m.name} must be between ${inUnit(unit)} (${inUnit(stored)})`;
}

/** Whether a stored value lies in its built-in metric's range (a hair of tolerance, so 881.85 lb, the top shown, is taken). */
export const withinRange = (metric: BuiltInMetric, stored: number): boolean => stored >= BUILT_IN[metric].min - 1e-9 && stored <= BUILT_IN[metric].max + 1e-6;

/** Local dates as the API writes them. */
export const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
