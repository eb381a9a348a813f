// Check-ins in the export file (docs/data-transfer.md, docs/check-ins.md): the coach's templates
// (top level) and each client's schedules and sent check-ins with the coach's replies, as the
// database holds them, so a round trip is lossless.
import { z } from 'zod';
import { ZMetricDate } from './body-metrics.ts';
import { CHECK_IN_EVERY_WEEKS_MAX, CHECK_IN_METRICS_MAX, CHECK_IN_NAME_MAX, CHECK_IN_QUESTIONS_MAX, ZCheckInQuestion } from './check-ins.ts';
import { isStorableDate } from './common.ts';

const id = z.string().min(1).max(64);
const isoDate = z.iso.datetime({ offset: true }).refine((s) => isStorableDate(new Date(s)), 'Dates must be between the years 1000 and 9999');
const noNul = (max: number) =>
  z
    .string()
    .max(max)
    .refine((s) => !s.includes('\u0000'), 'Text must not contain NUL characters');
const questions = z.array(ZCheckInQuestion.extend({ id: z.string().min(1).max(40), text: noNul(2000), options: z.array(noNul(200)).max(20).optional() })).max(CHECK_IN_QUESTIONS_MAX);
const metric = z.string().min(1).max(64);

export const ZExportCheckInTemplate = z.object({
  id,
  name: noNul(CHECK_IN_NAME_MAX).min(1),
  questions,
  /** Built-in metric names or ids of bodyMetricDefinitions in the file. */
  metrics: z.array(metric).max(CHECK_IN_METRICS_MAX).optional().default([]),
  askPhotos: z.boolean().optional().default(false),
});

export const ZExportCheckInSchedule = z.object({
  id,
  /** An id of the file's checkInTemplates. */
  templateId: id,
  weekday: z.number().int().min(1).max(7),
  everyWeeks: z.number().int().min(1).max(CHECK_IN_EVERY_WEEKS_MAX).optional().default(1),
  firstDue: ZMetricDate,
  activeFrom: ZMetricDate,
  status: z.enum(['ACTIVE', 'PAUSED', 'ENDED']).optional().default('ACTIVE'),
  remindedFor: ZMetricDate.nullable().optional(),
});

export const ZExportCheckIn = z.object({
  id,
  /** An id of this client's checkInSchedules, or null when its schedule was deleted. */
  scheduleId: id.nullable().optional(),
  dueDate: ZMetricDate,
  templateName: noNul(CHECK_IN_NAME_MAX).min(1),
  questions,
  metrics: z.array(z.object({ metric, name: noNul(200), kind: z.enum(['mass', 'percent', 'length', 'custom']), unit: noNul(50) })).max(CHECK_IN_METRICS_MAX),
  askPhotos: z.boolean().optional().default(false),
  answers: z.array(z.object({ questionId: z.string().min(1).max(40), value: z.union([z.number(), noNul(2000), z.boolean(), z.null()]) })).max(CHECK_IN_QUESTIONS_MAX),
  /** Stored units (kg, cm, %). */
  metricValues: z.array(z.object({ metric, value: z.number().refine(Number.isFinite) })).max(CHECK_IN_METRICS_MAX),
  submittedAt: isoDate,
  reviewedAt: isoDate.nullable().optional(),
  coachReply: noNul(20_000).nullable().optional(),
  coachRepliedAt: isoDate.nullable().optional(),
});
