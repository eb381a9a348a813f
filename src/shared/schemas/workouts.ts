// Client workout calls of docs/product.md §7 ("Client workout, food and tests") and the shapes of docs/product.md §3
// (workout session, session exercise, exercise result), shared by the server and the client app.
import { z } from 'zod';
import { FEEDBACK_MAX_LENGTH, LONG_TEXT_MAX, RESULT_MAX_LENGTH } from '../limits.ts';
import { isStorableDate, storableDateMessage, ZId, ZIdField, ZOptionalText } from './common.ts';
import { ZExerciseSet, ZLastTime } from './sets.ts';

export const SESSION_STATUSES = ['SCHEDULED', 'IN_PROGRESS', 'COMPLETED', 'SKIPPED', 'MISSED'] as const;
export const ZSessionStatus = z.enum(SESSION_STATUSES);
export type SessionStatus = z.infer<typeof ZSessionStatus>;

/** The statuses a client may set; SCHEDULED and MISSED belong to the coach and the server. */
export const CLIENT_SETTABLE_STATUSES = ['IN_PROGRESS', 'COMPLETED', 'SKIPPED'] as const;

export { FEEDBACK_MAX_LENGTH, RESULT_MAX_LENGTH };
export const MAX_DURATION_MINUTES = 24 * 60;

/** Issue 12: a session of a later day is completed only after 'Start Early' moved it to now. */
export const MSG_FUTURE_NEEDS_START_EARLY = 'This workout is scheduled for a later day. Use Start Early to do it today.';
export const MSG_MISSED_READ_ONLY = 'This workout has been marked as missed and cannot be completed.';
export const MSG_RESULT_REQUIRED = 'Please enter a result';
export const MSG_STATUS_NOT_ALLOWED = 'A workout can only be started, completed or skipped';

const COLUMN_KEYS = ['col1', 'col2', 'col3', 'col4', 'col5', 'col6'] as const;
export type ColumnKey = (typeof COLUMN_KEYS)[number];
export { COLUMN_KEYS };

export const ZColumnData = z.object({
  col1: z.string(),
  col2: z.string(),
  col3: z.string(),
  col4: z.string(),
  col5: z.string(),
  col6: z.string(),
});
export type ColumnData = z.infer<typeof ZColumnData>;
export type ColumnConfig = ColumnData;

export const DEFAULT_COLUMN_CONFIG: ColumnConfig = { col1: 'Sets', col2: 'Reps', col3: 'Weight', col4: 'Rest', col5: 'RPE', col6: 'Notes' };

/** Reads a stored Json column map leniently: missing or non-text values fall back. */
export function toColumnMap(value: unknown, fallback: ColumnData): ColumnData {
  const src = value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  const out = { ...fallback };
  for (const key of COLUMN_KEYS) {
    const v = src[key];
    if (typeof v === 'string') out[key] = v;
    else if (typeof v === 'number') out[key] = String(v);
  }
  return out;
}
export const EMPTY_COLUMN_DATA: ColumnData = { col1: '', col2: '', col3: '', col4: '', col5: '', col6: '' };

export const ZSessionExercise = z
  .object({
    id: z.string(),
    name: z.string(),
    orderIndex: z.number().int().describe('Position in the workout, from 0'),
    groupId: z.string().nullable().describe('Exercises sharing a groupId are done together as a superset'),
    groupName: z.string().nullable(),
    completed: z.boolean().describe('Ticked off by the client'),
    result: z.string().nullable().describe('What the client did, in their words ("3x10 @ 60 kg")'),
    resultNotes: z.string().nullable(),
    videoUrl: z.string().nullable(),
    notes: z.string().nullable(),
    instructions: z.string().nullable(),
    columnData: ZColumnData.describe("The planned values of the workout's columns (col1–col6)"),
    /** Logged sets, in order (docs/sets.md); empty when none were logged. */
    sets: z.array(ZExerciseSet).describe('Logged sets, in order (docs/sets.md); empty when none were logged.'),
    /** The client's previous performance of this exercise; null when none, and on coach reads. */
    lastTime: ZLastTime.nullable().describe("The client's previous performance of this exercise; null when none, and on coach reads."),
  })
  .meta({ id: 'SessionExercise' });
export type SessionExercise = z.infer<typeof ZSessionExercise>;

export const ZWorkoutSession = z
  .object({
    id: z.string(),
    name: z.string(),
    planName: z.string(),
    scheduledFor: z.date().describe('The calendar day it is planned for, as 00:00 UTC of that day (docs/time-zones.md)'),
    startedAt: z.date().nullable(),
    completedAt: z.date().nullable(),
    status: ZSessionStatus.describe('SCHEDULED, IN_PROGRESS, COMPLETED, SKIPPED, or MISSED (set by the server once the day has passed)'),
    instructions: z.string().nullable(),
    columnConfig: ZColumnData.describe('The labels of the value columns col1–col6 of its exercises'),
    duration: z.number().int().nullable().describe('Minutes, as the client reported'),
    clientFeedback: z.string().nullable(),
    rating: z.number().int().nullable().describe("The client's rating of the workout, 1–5"),
    /** The coach's reply to the feedback (sanitised HTML, docs/messages.md); null until there is one. */
    coachReply: z.string().nullable().describe("The coach's reply to the feedback (sanitised HTML, docs/messages.md); null until there is one."),
    coachRepliedAt: z.date().nullable(),
    exercises: z.array(ZSessionExercise),
  })
  .meta({ id: 'WorkoutSession' });
export type WorkoutSession = z.infer<typeof ZWorkoutSession>;

/** A list item: the session without its exercises, with their counts. */
export const ZWorkoutSessionSummary = ZWorkoutSession.omit({ exercises: true, columnConfig: true, instructions: true })
  .extend({
    exerciseCount: z.number().int(),
    completedExercises: z.number().int(),
  })
  .meta({ id: 'WorkoutSessionSummary' });
export type WorkoutSessionSummary = z.infer<typeof ZWorkoutSessionSummary>;

export const ZExerciseResult = z
  .object({
    id: z.string(),
    sessionExerciseId: z.string(),
    exerciseName: z.string(),
    result: z.string().nullable(),
    notes: z.string().nullable(),
    completed: z.boolean(),
  })
  .meta({ id: 'ExerciseResult' });
export type ExerciseResult = z.infer<typeof ZExerciseResult>;

/** A date from JSON (ISO text) or from tRPC (a Date). */
const ZDateInput = (label: string) =>
  z
    .union([z.date(), z.iso.datetime({ offset: true, error: `${label} must be an ISO date-time` })], { error: `${label} must be an ISO date-time` })
    .transform((v) => new Date(v))
    .refine((d) => !Number.isNaN(d.getTime()), `${label} must be a valid date`)
    .refine(isStorableDate, storableDateMessage(label));

export const ZSessionIdInput = z.strictObject({ id: ZId });

/**
 * What a client may change on a session (docs/product.md §7): status, times, feedback, rating. Anything
 * else (name, exercises, plan content) is an unknown key, refused before it reaches the database.
 */
export const ZUpdateSessionInput = z.strictObject({
  id: ZId,
  status: z.enum(CLIENT_SETTABLE_STATUSES, { error: MSG_STATUS_NOT_ALLOWED }).optional(),
  startedAt: ZDateInput('startedAt').optional(),
  completedAt: ZDateInput('completedAt').optional(),
  scheduledFor: ZDateInput('scheduledFor').optional(),
  duration: z
    .number({ error: 'duration must be a number of minutes' })
    .int('duration must be whole minutes')
    .min(0, 'duration cannot be negative')
    .max(MAX_DURATION_MINUTES, `duration must be at most ${MAX_DURATION_MINUTES} minutes`)
    .nullish(),
  clientFeedback: ZOptionalText(FEEDBACK_MAX_LENGTH, 'Feedback'),
  rating: z.number({ error: 'rating must be a number from 1 to 5' }).int('rating must be a whole number').min(1, 'rating must be from 1 to 5').max(5, 'rating must be from 1 to 5').nullish(),
});
export type UpdateSessionInput = z.input<typeof ZUpdateSessionInput>;

/** POST /api/exercise-results. `planExerciseId` names the session exercise (docs/product.md §7's field name). */
export const ZLogExerciseResultInput = z.strictObject({
  workoutSessionId: ZIdField('workoutSessionId'),
  planExerciseId: ZIdField('planExerciseId'),
  result: z.string({ error: MSG_RESULT_REQUIRED }).trim().min(1, MSG_RESULT_REQUIRED).max(RESULT_MAX_LENGTH, `Result must be at most ${RESULT_MAX_LENGTH} characters`),
  notes: ZOptionalText(LONG_TEXT_MAX, 'Notes'),
  completed: z.boolean({ error: 'completed must be true or false' }).default(true),
});
export type LogExerciseResultInput = z.input<typeof ZLogExerciseResultInput>;

export const ZSetExerciseCompletedInput = z.strictObject({ id: ZId, completed: z.boolean({ error: 'completed must be true or false' }) });

export const ZWorkoutDashboard = z
  .object({
    mealsPerDay: z.number().int().nullable(),
    foodToday: z.number().int(),
    foodThisWeek: z.number().int(),
  })
  .meta({ id: 'WorkoutDashboard' });
export type WorkoutDashboard = z.infer<typeof ZWorkoutDashboard>;
