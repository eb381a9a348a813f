// What a client reads of a workout session (docs/product.md §3), selected explicitly (docs/conventions.md 8) and
// turned into the shared shapes.
import type { Prisma } from '#server/db/client';
import { DEFAULT_COLUMN_CONFIG, toColumnMap, type SessionExercise, type WorkoutSession, type WorkoutSessionSummary } from '#shared/schemas/workouts';

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

/** The counts are columns kept by the database, never counted from loaded exercises (docs/query-performance.md). */
export const sessionSummarySelect = { ...summaryFields, exerciseCount: true, completedExercises: true } satisfies Prisma.WorkoutSessionSelect;

type SessionSummaryRow = Prisma.WorkoutSessionGetPayload<{ select: typeof sessionSummarySelect }>;

type SessionHeadRow = Prisma.WorkoutSessionGetPayload<{ select: typeof sessionHeadSelect }>;

/** A session head with exercises already in their shared shape (`session-detail.ts`). */
export function toWorkoutSessionWith(row: SessionHeadRow, exercises: SessionExercise[]): WorkoutSession {
  return { ...row, columnConfig: toColumnMap(row.columnConfig, DEFAULT_COLUMN_CONFIG), exercises };
}

export function toSessionSummary(row: SessionSummaryRow): WorkoutSessionSummary {
  return row;
}
