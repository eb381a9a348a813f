// Narrow invalidation of this feature's reads (CONVENTIONS 11). Built on query keys rather than
// trpc.useUtils(), whose typing breaks while the app router has a top-level `client` key.
import { useQueryClient } from '@tanstack/react-query';
import { getQueryKey } from '@trpc/react-query';
import { useMemo } from 'react';
import { trpc } from '../../../lib/trpc.ts';

export function useContentCache() {
  const qc = useQueryClient();
  return useMemo(
    () => ({
      exercises: () => qc.invalidateQueries({ queryKey: getQueryKey(trpc.coach.exercises.list) }),
      categories: () => qc.invalidateQueries({ queryKey: getQueryKey(trpc.coach.categories.list) }),
      /** Plans and anything derived from them (a plan's detail, programs' plan pickers). */
      plans: () =>
        Promise.all([
          qc.invalidateQueries({ queryKey: getQueryKey(trpc.coach.plans.list) }),
          qc.invalidateQueries({ queryKey: getQueryKey(trpc.coach.plans.get) }),
        ]),
    }),
    [qc],
  );
}
