// What a person reads for a stored body-metric value (docs/body-metrics.md): their kg/lb and cm/in
// settings, one decimal, the custom metric's own unit; and the value sent back is stored exactly.
import { describe, expect, it } from 'vitest';
import { fromStored, rangeMessage, toStored } from '#shared/body-metrics';
import { formatValue, unitLabelOf } from '#web/features/body-metrics/lib/units.ts';

const LB = 0.45359237;
const weight = { kind: 'mass', unit: 'kg' } as const;
const waist = { kind: 'length', unit: 'cm' } as const;
const bodyFat = { kind: 'percent', unit: '%' } as const;
const steps = { kind: 'custom', unit: 'steps' } as const;
const metric = { loadUnit: 'KG', lengthUnit: 'CM' } as const;
const imperial = { loadUnit: 'LB', lengthUnit: 'IN' } as const;

describe('body-metric values as read', () => {
  it('in kg and cm, or in lb and in, rounded to one decimal', () => {
    expect(formatValue(weight, 180 * LB, metric)).toBe('81.6 kg');
    expect(formatValue(weight, 180 * LB, imperial)).toBe('180 lb');
    expect(formatValue(waist, 86.36, metric)).toBe('86.4 cm');
    expect(formatValue(waist, 86.36, imperial)).toBe('34 in');
    expect(unitLabelOf(waist, imperial)).toBe('in');
  });

  it('body fat in % and a custom metric in its own unit whatever the settings', () => {
    expect(formatValue(bodyFat, 22.54, imperial)).toBe('22.5 %');
    expect(formatValue(steps, 10432, imperial)).toBe('10,432 steps');
  });

  it('a value typed in lb or in is stored in kg or cm and reads back as typed', () => {
    expect(fromStored(toStored(180.5, 'LB'), 'LB')).toBeCloseTo(180.5, 10);
    expect(fromStored(toStored(33.5, 'IN'), 'IN')).toBeCloseTo(33.5, 10);
    expect(rangeMessage('thigh', 'IN')).toBe('Thigh must be between 3.9 and 118.1 in (10 and 300 cm)');
  });
});
