// Body metrics (docs/body-metrics.md): inputs and answers of the client's and the coach's
// procedures. Answers are named schemas of the OpenAPI document (`meta({ id })`) with an example;
// request bodies carry a title and examples (trpc-to-openapi inlines them).
import { z } from 'zod';
import { BUILT_IN, CUSTOM_VALUE_MAX, ISO_DATE, isBuiltInMetric, rangeMessage, STORED_UNIT, toStored, unitsOfKind, UNIT_LABEL, withinRange, type EntryUnit } from '../body-metrics.ts';
import { safeName, ZId, ZIdField } from './common.ts';
import { ZPageCursor, ZPageLimit } from './paging.ts';

/** Most values in one answer: a year of daily values and a little more, in one bounded read. */
export const BODY_METRIC_PAGE_MAX = 400;
export const BODY_METRIC_NAME_MAX = 60;
export const BODY_METRIC_UNIT_MAX = 20;
/** Custom metrics one coach may define (for all clients and per client together). */
export const BODY_METRIC_DEFINITIONS_MAX = 200;

export const MSG_METRIC_DATE = 'date must be a calendar date written YYYY-MM-DD';
export const MSG_METRIC_IN_FUTURE = 'A value cannot be logged for a future day';
export const MSG_METRIC_VALUE = 'value must be a number';
export const msgCustomRange = (name = 'The value') => `${name} must be between -${CUSTOM_VALUE_MAX.toLocaleString('en-US')} and ${CUSTOM_VALUE_MAX.toLocaleString('en-US')}`;

const ZEntryUnit = z.enum(['KG', 'LB', 'CM', 'IN', 'PERCENT'], { error: 'unit must be KG, LB, CM, IN or PERCENT' });
export const ZLengthUnit = z.enum(['CM', 'IN'], { error: 'lengthUnit must be CM or IN' });
const ZMetricKind = z.enum(['mass', 'percent', 'length', 'custom']);

/** A built-in metric's key (weight, bodyFat, waist, hips, chest, arm, thigh) or a custom metric's id. */
export const ZMetricKey = ZIdField('metric').meta({ description: 'A built-in metric (weight, bodyFat, waist, hips, chest, arm, thigh) or the id of a custom metric', example: 'weight' });

/** A real calendar date, YYYY-MM-DD (the client's local day). */
export const ZMetricDate = z
  .string({ error: MSG_METRIC_DATE })
  .regex(ISO_DATE, MSG_METRIC_DATE)
  .refine((s) => {
    const d = new Date(`${s}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s && d.getUTCFullYear() >= 1900;
  }, MSG_METRIC_DATE)
  .meta({ example: '2026-03-02' });

/**
 * Log a value: `value` in `unit` (default: the metric's stored unit, kg, cm or %; a custom metric
 * takes no unit). Checked against the metric's plausible range after conversion.
 */
export const ZLogBodyMetricInput = z
  .strictObject({
    metric: ZMetricKey,
    date: ZMetricDate,
    value: z.number({ error: MSG_METRIC_VALUE }).refine(Number.isFinite, MSG_METRIC_VALUE),
    unit: ZEntryUnit.optional(),
  })
  .superRefine((input, ctx) => {
    if (!isBuiltInMetric(input.metric)) {
      if (input.unit !== undefined) ctx.addIssue({ code: 'custom', path: ['unit'], message: 'A custom metric takes no unit: send its value as entered' });
      else if (Math.abs(input.value) > CUSTOM_VALUE_MAX) ctx.addIssue({ code: 'custom', path: ['value'], message: msgCustomRange() });
      return;
    }
    const m = BUILT_IN[input.metric];
    const unit: EntryUnit = input.unit ?? STORED_UNIT[m.kind];
    if (!unitsOfKind(m.kind).includes(unit)) {
      ctx.addIssue({
        code: 'custom',
        path: ['unit'],
        message: `${m.name} is sent in ${unitsOfKind(m.kind)
          .map((u) => UNIT_LABEL[u])
          .join(' or ')}`,
      });
      return;
    }
    if (!withinRange(input.metric, toStored(input.value, unit))) ctx.addIssue({ code: 'custom', path: ['value'], message: rangeMessage(input.metric, unit) });
  })
  .meta({ title: 'LogBodyMetricInput', description: 'A value for one metric and day', examples: [{ metric: 'weight', date: '2026-03-02', value: 180.5, unit: 'LB' }] });
export type LogBodyMetricInput = z.input<typeof ZLogBodyMetricInput>;

export const ZBodyMetricEntry = z
  .object({
    metric: z.string(),
    date: z.string().meta({ description: 'The client’s local date, YYYY-MM-DD' }),
    value: z.number().meta({ description: 'In the stored unit: kg, % or cm; a custom metric in its own unit' }),
  })
  .meta({ id: 'BodyMetricEntry', example: { metric: 'weight', date: '2026-03-02', value: 81.87 } });
export type BodyMetricEntry = z.infer<typeof ZBodyMetricEntry>;

export const ZBodyMetric = z
  .object({
    metric: z.string().meta({ description: 'Key to log and read it by: a built-in name or the custom metric’s id' }),
    name: z.string(),
    kind: ZMetricKind,
    unit: z.string().meta({ description: 'The stored unit (kg, %, cm) or the custom metric’s unit label' }),
    /** Custom metrics: for this client only (true) or all the coach's clients. */
    clientOnly: z.boolean().describe("Custom metrics: for this client only (true) or all the coach's clients."),
    latest: z.object({ date: z.string(), value: z.number() }).nullable(),
    count: z.number().int(),
  })
  .meta({
    id: 'BodyMetric',
    example: { metric: 'weight', name: 'Weight', kind: 'mass', unit: 'kg', clientOnly: false, latest: { date: '2026-03-02', value: 81.87 }, count: 42 },
  });
export type BodyMetric = z.infer<typeof ZBodyMetric>;

export const ZBodyMetricsOverview = z
  .object({
    /** The viewer's unit for circumferences (weights follow their kg/lb setting). */
    lengthUnit: ZLengthUnit.describe("The viewer's unit for circumferences (weights follow their kg/lb setting)."),
    metrics: z.array(ZBodyMetric),
  })
  .meta({ id: 'BodyMetricsOverview' });
export type BodyMetricsOverview = z.infer<typeof ZBodyMetricsOverview>;

export const ZBodyMetricSeries = z
  .object({
    metric: z.string(),
    /** Oldest first. */
    items: z.array(z.object({ date: z.string(), value: z.number() })).describe('Oldest first.'),
    /** Older values: ask again with cursor=nextCursor; null when this page reaches the first value. */
    nextCursor: z.string().nullable().describe('Older values: ask again with cursor=nextCursor; null when this page reaches the first value.'),
  })
  .meta({
    id: 'BodyMetricSeries',
    example: {
      metric: 'waist',
      items: [
        { date: '2026-03-01', value: 84.5 },
        { date: '2026-03-02', value: 84 },
      ],
      nextCursor: null,
    },
  });
export type BodyMetricSeries = z.infer<typeof ZBodyMetricSeries>;

const seriesPaging = {
  metric: ZMetricKey,
  limit: ZPageLimit(BODY_METRIC_PAGE_MAX),
  cursor: ZPageCursor,
};
export const ZBodyMetricSeriesInput = z.strictObject(seriesPaging);
export const ZClientBodyMetricSeriesInput = z.strictObject({ id: ZId, ...seriesPaging });

export const ZSetLengthUnitInput = z.strictObject({ lengthUnit: ZLengthUnit });
export const ZLengthUnitOutput = z.object({ lengthUnit: ZLengthUnit }).meta({ id: 'LengthUnitOutput' });

const label = (field: string, max: number) =>
  safeName(
    z
      .string({ error: `${field} is required` })
      .trim()
      .min(1, `${field} is required`)
      .max(max, `${field} must be at most ${max} characters`),
    field,
  );

export const ZCreateBodyMetricDefinitionInput = z
  .strictObject({
    name: label('Name', BODY_METRIC_NAME_MAX),
    unit: label('Unit', BODY_METRIC_UNIT_MAX),
    /** A client of the coach; null or absent: every client of the coach. */
    clientId: ZIdField('clientId').nullish(),
  })
  .meta({ title: 'CreateBodyMetricDefinitionInput', description: 'A custom metric', examples: [{ name: 'Resting heart rate', unit: 'bpm', clientId: null }] });

export const ZBodyMetricDefinition = z
  .object({ id: z.string(), name: z.string(), unit: z.string(), clientId: z.string().nullable() })
  .meta({ id: 'BodyMetricDefinition', example: { id: 'cm8x2k0ab0000abcd1234efgh', name: 'Steps', unit: 'steps', clientId: null } });
export type BodyMetricDefinition = z.infer<typeof ZBodyMetricDefinition>;
