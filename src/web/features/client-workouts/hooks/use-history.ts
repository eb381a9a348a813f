// The client's History (docs/history.md): past sessions a page at a time, newest first.
import { trpc, type RouterOutputs } from '#web/lib/trpc.ts';

export const HISTORY_PAGE_SIZE = 20;

export type HistorySession = RouterOutputs['clientApp']['workouts']['history']['items'][number];
export type HistoryExercise = HistorySession['exercises'][number];

export function useHistory() {
  return trpc.clientApp.workouts.history.useInfiniteQuery({ limit: HISTORY_PAGE_SIZE }, { getNextPageParam: (last) => last.nextCursor, staleTime: 0 });
}
