// Narrow invalidation of this feature's reads (docs/conventions.md 11). Built on query keys rather than
// trpc.useUtils(), whose typing breaks while the app router has a top-level `client` key.
// Reads never go stale by themselves (staleTime Infinity), so every read that embeds a changed
// row is invalidated here: plans embed their exercises, programs embed their plans.
import { useQueryClient } from '@tanstack/react-query';
import { getQueryKey } from '@trpc/react-query';
import { useMemo } from 'react';
import { trpc } from './trpc.ts';

export function useContentCache() {
  const qc = useQueryClient();
  return useMemo(() => {
    /** Programs and everything read from them (the list, one program, the plan picker). */
    const programs = () => qc.invalidateQueries({ queryKey: getQueryKey(trpc.coach.programs) });
    /** Plans and anything derived from them (summaries, a plan's detail, programs and their plan picker). */
    const plans = () => Promise.all([qc.invalidateQueries({ queryKey: getQueryKey(trpc.coach.plans) }), programs()]);
    return {
      /** The library, and plans, which show their exercises' names, categories and videos. */
      exercises: () => Promise.all([qc.invalidateQueries({ queryKey: getQueryKey(trpc.coach.exercises.list) }), plans()]),
      categories: () => qc.invalidateQueries({ queryKey: getQueryKey(trpc.coach.categories.list) }),
      plans,
    };
  }, [qc]);
}
