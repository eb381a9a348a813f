// Narrow invalidation of the coach's content reads (docs/conventions.md 11): the exercise library,
// the plan builder and programs share it. Reads never go stale by themselves (staleTime Infinity),
// so every read that embeds a changed row is invalidated here: plans embed their exercises, programs
// embed their plans.
import { useMemo } from 'react';
import { trpc } from './trpc.ts';

export function useContentCache() {
  const utils = trpc.useUtils();
  return useMemo(() => {
    /** Programs and everything read from them (the list, one program, the plan picker). */
    const programs = () => utils.coach.programs.invalidate();
    /** Plans and anything derived from them (summaries, a plan's detail, programs and their plan picker). */
    const plans = () => Promise.all([utils.coach.plans.invalidate(), programs()]);
    return {
      /** The library, and plans, which show their exercises' names, categories and videos. */
      exercises: () => Promise.all([utils.coach.exercises.list.invalidate(), plans()]),
      categories: () => utils.coach.categories.list.invalidate(),
      plans,
    };
  }, [utils]);
}
