// Body metrics in the export file (docs/data-transfer.md, docs/body-metrics.md): custom metric
// definitions and the values, stored units (kg, %, cm) as the database holds them, so a round
// trip is lossless.
import { z } from 'zod';
import { CUSTOM_VALUE_MAX, isBuiltInMetric, withinRange } from '../body-metrics.ts';
import { safeName } from './common.ts';
import { BODY_METRIC_NAME_MAX, BODY_METRIC_UNIT_MAX, ZMetricDate } from './body-metrics.ts';

const label = (max: number) =>
  safeName(
    z
      .string()
      .trim()
      .min(1)
      .max(max)
      .refine((s) => !s.includes('\u0000'), 'Text must not contain NUL characters'),
    'A name in the file',
  );

export const ZExportBodyMetricDefinition = z.object({
  id: z.string().min(1).max(64),
  name: label(BODY_METRIC_NAME_MAX),
  unit: label(BODY_METRIC_UNIT_MAX),
  /** The coach's metric for all clients (listed under each client with the same id), or this client's own. */
  forAllClients: z.boolean().optional().default(false),
});

/** One day's value: `metric` is a built-in key or the id of a definition in the file. */
export const ZExportBodyMetric = z
  .object({
    metric: z.string().min(1).max(64),
    date: ZMetricDate,
    value: z.number().refine(Number.isFinite, 'Body metric values must be numbers'),
  })
  .refine((m) => {
    if (!isBuiltInMetric(m.metric)) return Math.abs(m.value) <= CUSTOM_VALUE_MAX;
    return withinRange(m.metric, m.value);
  }, 'A body metric value in the file is outside its plausible range');
