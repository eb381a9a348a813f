// Habits in the export file (docs/data-transfer.md, docs/habits.md): each client's habits with
// their ticked days, client-local dates as stored, so a round trip is lossless.
import { z } from 'zod';
import { HABIT_NAME_MAX, HABIT_TARGET_MAX } from '../habits.ts';
import { isStorableDate, safeName } from './common.ts';
import { ZMetricDate } from './body-metrics.ts';

const text = (max: number) =>
  z
    .string()
    .max(max)
    .refine((s) => !s.includes('\u0000'), 'Text must not contain NUL characters');

export const ZExportHabit = z
  .object({
    name: safeName(text(HABIT_NAME_MAX).trim().min(1), 'A name in the file'),
    target: safeName(text(HABIT_TARGET_MAX), 'A name in the file').nullable().optional().default(null),
    frequency: z.enum(['DAILY', 'WEEKLY']),
    timesPerWeek: z.number().int().min(1).max(7).nullable().optional().default(null),
    startsOn: ZMetricDate,
    endedOn: ZMetricDate.nullable().optional().default(null),
    createdAt: z.iso
      .datetime({ offset: true })
      .refine((s) => isStorableDate(new Date(s)), 'Dates must be between the years 1000 and 9999')
      .optional(),
    /** Ticked days, YYYY-MM-DD, each once. */
    ticks: z.array(ZMetricDate).max(20_000).optional().default([]),
  })
  .refine((h) => (h.frequency === 'DAILY' ? h.timesPerWeek === null : h.timesPerWeek !== null), 'A habit in the file has a frequency that does not match its timesPerWeek')
  .refine((h) => h.endedOn === null || h.endedOn >= h.startsOn, 'A habit in the file ends before it starts')
  .refine((h) => new Set(h.ticks).size === h.ticks.length, 'A habit in the file has a day ticked twice');
