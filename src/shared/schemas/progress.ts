// Per-exercise progress and personal records (docs/records.md): the exercises a client has logged
// with loaded sets, and one exercise's sessions over time (best set, estimated 1RM by Epley,
// volume), in kg; screens convert to the viewer's unit.
import { z } from 'zod';
import { ZId } from './common.ts';
import { ZRecordKind } from './sets.ts';

/** The most sessions one exercise's progress answers with (the latest; about 4 years at 3 a week). */
export const PROGRESS_MAX_POINTS = 600;
/** The most exercises listed (the latest logged). */
export const LOGGED_EXERCISES_MAX = 200;

export const ZLoggedExercise = z
  .object({
    exerciseId: z.string(),
    /** The name it had the last time it was logged. */
    name: z.string().describe('The name it had the last time it was logged.'),
    /** Sessions with at least one done set with reps and load. */
    sessions: z.number().int().describe('Sessions with at least one done set with reps and load.'),
    lastAt: z.date(),
    records: z.number().int(),
  })
  .meta({ id: 'LoggedExercise' });
export type LoggedExercise = z.infer<typeof ZLoggedExercise>;

/** Without exerciseId: the exercise logged most recently. */
export const ZExerciseProgressInput = z.strictObject({ exerciseId: ZId.optional() });
export const ZClientExerciseProgressInput = z.strictObject({ id: ZId, exerciseId: ZId.optional() });

export const ZProgressPoint = z
  .object({
    sessionId: z.string(),
    /** When the session's first set of this exercise was ticked. */
    date: z.date().describe("When the session's first set of this exercise was ticked."),
    /** The heaviest set (more reps on a tie): its load in kg and reps. */
    bestLoadKg: z.number().describe('The heaviest set (more reps on a tie): its load in kg and reps.'),
    bestReps: z.number().int(),
    /** The best estimated one-rep max of the session: load × (1 + reps / 30) (Epley), in kg. */
    e1rmKg: z.number().describe('The best estimated one-rep max of the session: load × (1 + reps / 30) (Epley), in kg.'),
    /** Σ reps × load of the done sets, in kg. */
    volumeKg: z.number().describe('Σ reps × load of the done sets, in kg.'),
    sets: z.number().int(),
    /** A set of this session holds a personal record. */
    record: z.boolean().describe('A set of this session holds a personal record.'),
  })
  .meta({ id: 'ProgressPoint' });
export type ProgressPoint = z.infer<typeof ZProgressPoint>;

export const ZPersonalRecord = z
  .object({
    id: z.string(),
    kind: ZRecordKind.describe('REPS: the heaviest load for this many reps; E1RM: the best estimated one-repetition maximum'),
    reps: z.number().int(),
    loadKg: z.number().describe('In kg'),
    e1rmKg: z.number().describe('In kg'),
    previousKg: z.number().describe('The record it beat, in kg; null for the first'),
    achievedAt: z.date(),
    sessionId: z.string(),
  })
  .meta({ id: 'PersonalRecord' });
export type PersonalRecord = z.infer<typeof ZPersonalRecord>;

export const ZExerciseProgress = z
  .object({
    exerciseId: z.string(),
    name: z.string(),
    /** Oldest first. */
    points: z.array(ZProgressPoint).describe('Oldest first.'),
    /** Newest first. */
    records: z.array(ZPersonalRecord).describe('Newest first.'),
  })
  .meta({ id: 'ExerciseProgress' });
export type ExerciseProgress = z.infer<typeof ZExerciseProgress>;
