// The client's History (docs/history.md): past sessions a page at a time, newest first, each
// with its exercises' results, shared by the server and the client app.
import { z } from 'zod';
import { acceptInfiniteQuery, ZPageCursor, ZPageLimit, ZPageOf } from './paging.ts';
import { ZExerciseSet } from './sets.ts';
import { ZWorkoutSessionSummary } from './workouts.ts';

export const HISTORY_PAGE_DEFAULT = 20;
export const HISTORY_PAGE_MAX = 100;

export const ZHistoryInput = acceptInfiniteQuery(
  z.strictObject({
    /** Sessions per page (default HISTORY_PAGE_DEFAULT, most HISTORY_PAGE_MAX). */
    limit: ZPageLimit(HISTORY_PAGE_MAX),
    /** The nextCursor of the previous page. */
    cursor: ZPageCursor,
  }),
);
export type HistoryInput = z.infer<typeof ZHistoryInput>;

/** One exercise of a past session: what was logged of it. */
export const ZHistoryExercise = z
  .object({
    /** The session exercise's id. */
    id: z.string().describe("The session exercise's id."),
    name: z.string(),
    completed: z.boolean(),
    /** The logged result (the summary of the sets, or what the client typed); null when none. */
    result: z.string().nullable().describe('The logged result (the summary of the sets, or what the client typed); null when none.'),
    notes: z.string().nullable(),
    /** The logged sets in order, each with the personal records it holds (docs/records.md). */
    sets: z.array(ZExerciseSet).describe('The logged sets in order, each with the personal records it holds (docs/records.md).'),
  })
  .meta({ id: 'HistoryExercise' });
export type HistoryExercise = z.infer<typeof ZHistoryExercise>;

export const ZHistorySession = ZWorkoutSessionSummary.extend({ exercises: z.array(ZHistoryExercise) }).meta({ id: 'HistorySession' });
export type HistorySession = z.infer<typeof ZHistorySession>;

export const ZHistoryPage = ZPageOf(ZHistorySession).meta({ id: 'HistoryPage' });
export type HistoryPage = z.infer<typeof ZHistoryPage>;
