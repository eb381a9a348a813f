// The client's History (docs/history.md): past sessions a page at a time, newest first.
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTRPC, type RouterOutputs } from '#web/lib/trpc.ts';

export const HISTORY_PAGE_SIZE = 20;

export type HistorySession = RouterOutputs['clientApp']['workouts']['history']['items'][number];
export type HistoryExercise = HistorySession['exercises'][number];

export function useHistory() {
  const trpc = useTRPC();
  return useInfiniteQuery(trpc.clientApp.workouts.history.infiniteQueryOptions({ limit: HISTORY_PAGE_SIZE }, { getNextPageParam: (last) => last.nextCursor, staleTime: 0 }));
}
