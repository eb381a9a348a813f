// What a client reads of a workout session (docs/product.md §3), selected explicitly (docs/conventions.md 8) and
// turned into the shared shapes.
import type { Prisma } from '../../db/client.ts';
import {
  DEFAULT_COLUMN_CONFIG,
  EMPTY_COLUMN_DATA,
  toColumnMap,
  type SessionExercise,
  type WorkoutSession,
  type WorkoutSessionSummary,
} from '../../../shared/schemas/workouts.ts';
import { exerciseSetSelect, toExerciseSet } from '../sets/set-shape.ts';

export const sessionExerciseSelect = {
  exerciseId: true,
  id: true,
  name: true,
  orderIndex: true,
  groupId: true,
  groupName: true,
  completed: true,
  videoUrl: true,
  notes: true,
  instructions: true,
  columnData: true,
  result: { select: { result: true, notes: true } },
  sets: { select: exerciseSetSelect, orderBy: { position: 'asc' } },
} satisfies Prisma.SessionExerciseSelect;

const summaryFields = {
  id: true,
  name: true,
  planName: true,
  scheduledFor: true,
  startedAt: true,
  completedAt: true,
  status: true,
  duration: true,
  clientFeedback: true,
  rating: true,
  coachReply: true,
  coachRepliedAt: true,
} satisfies Prisma.WorkoutSessionSelect;

/** A session without its exercises (client reads load those with `session-detail.ts`). */
export const sessionHeadSelect = { ...summaryFields, instructions: true, columnConfig: true } satisfies Prisma.WorkoutSessionSelect;

export const sessionSelect = {
  ...sessionHeadSelect,
  exercises: { select: sessionExerciseSelect, orderBy: [{ orderIndex: 'asc' }, { id: 'asc' }] },
} satisfies Prisma.WorkoutSessionSelect;

/** The counts are columns kept by the database, never counted from loaded exercises (docs/query-performance.md). */
export const sessionSummarySelect = { ...summaryFields, exerciseCount: true, completedExercises: true } satisfies Prisma.WorkoutSessionSelect;

type SessionExerciseRow = Prisma.SessionExerciseGetPayload<{ select: typeof sessionExerciseSelect }>;
type SessionRow = Prisma.WorkoutSessionGetPayload<{ select: typeof sessionSelect }>;
type SessionSummaryRow = Prisma.WorkoutSessionGetPayload<{ select: typeof sessionSummarySelect }>;

function toSessionExercise(row: SessionExerciseRow): SessionExercise {
  const { result, columnData, sets, exerciseId: _exerciseId, ...rest } = row;
  return {
    ...rest,
    columnData: toColumnMap(columnData, EMPTY_COLUMN_DATA),
    result: result?.result ?? null,
    resultNotes: result?.notes ?? null,
    sets: sets.map(toExerciseSet),
    lastTime: null,
  };
}

/** A session read through Prisma (the session update's answer), without "last time". */
export function toWorkoutSession({ exercises, ...head }: SessionRow): WorkoutSession {
  return toWorkoutSessionWith(head, exercises.map((e) => toSessionExercise(e)));
}

type SessionHeadRow = Prisma.WorkoutSessionGetPayload<{ select: typeof sessionHeadSelect }>;

/** A session head with exercises already in their shared shape (`session-detail.ts`). */
export function toWorkoutSessionWith(row: SessionHeadRow, exercises: SessionExercise[]): WorkoutSession {
  return { ...row, columnConfig: toColumnMap(row.columnConfig, DEFAULT_COLUMN_CONFIG), exercises };
}

export function toSessionSummary(row: SessionSummaryRow): WorkoutSessionSummary {
  return row;
}
