// Built-in categories (docs/product.md §9) followed by the coach's own, kept on the server (docs/design.md §3).
import { useMemo } from 'react';
import { BUILT_IN_CATEGORIES } from '#shared/exercise-categories';
import { trpc } from '#web/lib/trpc.ts';

export function useCategories() {
  const custom = trpc.coach.categories.list.useQuery();
  const names = useMemo(() => [...BUILT_IN_CATEGORIES, ...(custom.data ?? []).map((c) => c.name)], [custom.data]);
  return { names, custom: custom.data ?? [] };
}
