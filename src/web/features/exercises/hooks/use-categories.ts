// Built-in categories (docs/product.md §9) followed by the coach's own, kept on the server (docs/design.md §3).
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { BUILT_IN_CATEGORIES } from '#shared/exercise-categories';
import { useTRPC } from '#web/lib/trpc.ts';

export function useCategories() {
  const trpc = useTRPC();
  const custom = useQuery(trpc.coach.categories.list.queryOptions());
  const names = useMemo(() => [...BUILT_IN_CATEGORIES, ...(custom.data ?? []).map((c) => c.name)], [custom.data]);
  return { names, custom: custom.data ?? [] };
}
