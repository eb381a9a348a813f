// Per-set logging (issue 15, docs/sets.md): the sets of a session exercise, "last time" and the
// user's kg/lb preference. Shared by the server and the client app.
import { z } from 'zod';
import { MAX_LOAD_KG, MAX_LOAD_LB, MAX_REPS, MAX_SETS_PER_EXERCISE, RPE_MAX, RPE_MIN } from '../limits.ts';
import { isStorableDate, storableDateMessage, ZId } from './common.ts';

export const LOAD_UNITS = ['KG', 'LB'] as const;
export const ZLoadUnit = z.enum(LOAD_UNITS, { error: 'loadUnit must be KG or LB' });
export type LoadUnit = z.infer<typeof ZLoadUnit>;

export const MSG_TOO_MANY_SETS = `An exercise can have at most ${MAX_SETS_PER_EXERCISE} sets`;
export const MSG_LOAD_TOO_HEAVY = `load must be at most ${MAX_LOAD_KG} kg (${MAX_LOAD_LB} lb)`;

/** Has at most two decimals (what a load is stored with), allowing for binary fractions. */
const hasAtMostDecimals = (v: number, decimals: number) => {
  const scaled = v * 10 ** decimals;
  return Math.abs(scaled - Math.round(scaled)) < 1e-6;
};

/** One set as the client sends it. Loads are kept in the unit they were entered in. */
export const ZSetInput = z
  .strictObject({
    reps: z
      .number({ error: 'reps must be a whole number' })
      .int('reps must be a whole number')
      .min(0, 'reps cannot be negative')
      .max(MAX_REPS, `reps must be at most ${MAX_REPS}`)
      .nullish()
      .transform((v) => v ?? null),
    load: z
      .number({ error: 'load must be a number' })
      .min(0, 'load cannot be negative')
      .refine((v) => hasAtMostDecimals(v, 2), 'load must have at most 2 decimals')
      .nullish()
      .transform((v) => v ?? null),
    loadUnit: ZLoadUnit.default('KG'),
    rpe: z
      .number({ error: 'rpe must be a number from 1 to 10' })
      .min(RPE_MIN, 'rpe must be from 1 to 10')
      .max(RPE_MAX, 'rpe must be from 1 to 10')
      .refine((v) => hasAtMostDecimals(v, 0) || hasAtMostDecimals(v - 0.5, 0), 'rpe must be in halves (8 or 8.5)')
      .nullish()
      .transform((v) => v ?? null),
    done: z.boolean({ error: 'done must be true or false' }).default(false),
    /** When the set was ticked, as seen on the phone (a tick queued offline reaches the server later). */
    completedAt: z
      .union([z.date(), z.iso.datetime({ offset: true, error: 'completedAt must be an ISO date-time' })], { error: 'completedAt must be an ISO date-time' })
      .transform((v) => new Date(v))
      .refine((d) => !Number.isNaN(d.getTime()), 'completedAt must be a valid date')
      .refine(isStorableDate, storableDateMessage('completedAt'))
      .nullish()
      .transform((v) => v ?? null),
  })
  .refine((s) => s.load === null || s.load <= (s.loadUnit === 'LB' ? MAX_LOAD_LB : MAX_LOAD_KG), { message: MSG_LOAD_TOO_HEAVY, path: ['load'] });
export type SetInput = z.input<typeof ZSetInput>;

/** PUT /api/session-exercises/{id}/sets: the whole list of an exercise's sets, in order. */
export const ZSaveSetsInput = z.strictObject({
  id: ZId,
  sets: z.array(ZSetInput, { error: 'sets must be a list' }).max(MAX_SETS_PER_EXERCISE, MSG_TOO_MANY_SETS),
});
export type SaveSetsInput = z.input<typeof ZSaveSetsInput>;

/** What a personal record beat (docs/records.md): the heaviest load for its reps, or the best estimated 1RM. */
export const ZRecordKind = z.enum(['REPS', 'E1RM']);
export type RecordKind = z.infer<typeof ZRecordKind>;

/** A stored set. `load` is in `loadUnit`, exactly as entered. */
export const ZExerciseSet = z
  .object({
    id: z.string(),
    position: z.number().int().describe('Order within the exercise, from 0'),
    reps: z.number().int().nullable().describe('Repetitions done'),
    load: z.number().nullable().describe('The weight lifted, in loadUnit, exactly as entered'),
    loadUnit: ZLoadUnit.describe('KG or LB'),
    rpe: z.number().nullable().describe('Rate of perceived exertion, 1–10 in halves'),
    done: z.boolean().describe('Ticked by the client'),
    completedAt: z.date().nullable().describe('When it was ticked (UTC)'),
    /** The personal records this set holds (docs/records.md); empty for most sets. */
    records: z.array(ZRecordKind).describe('The personal records this set holds (docs/records.md); empty for most sets.'),
  })
  .meta({ id: 'ExerciseSet' });
export type ExerciseSet = z.infer<typeof ZExerciseSet>;

/** The client's previous performance of the same exercise ("last time: 3×8 @ 80 kg"). */
export const ZLastTime = z
  .object({
    sessionId: z.string(),
    /** When its last set was ticked. */
    date: z.date().describe('When its last set was ticked.'),
    /** Its done sets, in order. */
    sets: z.array(ZExerciseSet).describe('Its done sets, in order.'),
    summary: z.string(),
  })
  .meta({ id: 'LastTime' });
export type LastTime = z.infer<typeof ZLastTime>;

/** What saving the sets answers: the exercise's sets, tick and result afterwards. */
export const ZSavedSets = z
  .object({
    id: z.string(),
    completed: z.boolean(),
    result: z.string().nullable(),
    resultNotes: z.string().nullable(),
    sets: z.array(ZExerciseSet),
  })
  .meta({ id: 'SavedSets' });
export type SavedSets = z.infer<typeof ZSavedSets>;

export const ZSetLoadUnitInput = z.strictObject({ loadUnit: ZLoadUnit });
export const ZLoadUnitOutput = z.object({ loadUnit: ZLoadUnit }).meta({ id: 'LoadUnitOutput' });
