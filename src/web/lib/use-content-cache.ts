// Narrow invalidation of the coach's content reads (docs/conventions.md 11): the exercise library,
// the plan builder and programs share it. Reads never go stale by themselves (staleTime Infinity),
// so every read that embeds a changed row is invalidated here: plans embed their exercises, programs
// embed their plans.
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTRPC } from './trpc.ts';

export function useContentCache() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMemo(() => {
    /** Programs and everything read from them (the list, one program, the plan picker). */
    const programs = () => queryClient.invalidateQueries(trpc.coach.programs.pathFilter());
    /** Plans and anything derived from them (summaries, a plan's detail, programs and their plan picker). */
    const plans = () => Promise.all([queryClient.invalidateQueries(trpc.coach.plans.pathFilter()), programs()]);
    return {
      /** The library, and plans, which show their exercises' names, categories and videos. */
      exercises: () => Promise.all([queryClient.invalidateQueries(trpc.coach.exercises.list.pathFilter()), plans()]),
      categories: () => queryClient.invalidateQueries(trpc.coach.categories.list.pathFilter()),
      plans,
    };
  }, [queryClient, trpc]);
}
