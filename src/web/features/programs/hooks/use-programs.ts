// Program reads and writes for the Programs page; invalidates narrowly (docs/conventions.md 11). Cache
// access goes through query keys rather than trpc.useUtils(), whose typing breaks while the app
// router has a top-level `client` key.
import { useQueryClient } from '@tanstack/react-query';
import { createTRPCClient } from '@trpc/client';
import { getQueryKey } from '@trpc/react-query';
import { useMemo } from 'react';
import { toast } from '../../../components/toaster.tsx';
import { errorMessage } from '../../../lib/errors.ts';
import { createLinks, trpc, type AppRouter, type RouterOutputs } from '../../../lib/trpc.ts';
import { T } from '../texts.ts';

export type ProgramItem = RouterOutputs['coach']['programs']['list'][number];

export function usePrograms() {
  return trpc.coach.programs.list.useQuery();
}

export function usePlanOptions() {
  return trpc.coach.programs.planOptions.useQuery();
}

let vanilla: ReturnType<typeof createTRPCClient<AppRouter>> | null = null;
/** For reads started by an event (Modify), outside a component's query hooks. */
const vanillaClient = () => (vanilla ??= createTRPCClient<AppRouter>({ links: createLinks() }));

/** The programs list in the cache, and invalidation of every program read. */
export function useProgramsCache() {
  const qc = useQueryClient();
  return useMemo(() => {
    const listKey = getQueryKey(trpc.coach.programs.list, undefined, 'query');
    return {
      getList: () => qc.getQueryData<ProgramItem[]>(listKey),
      setList: (list: ProgramItem[] | undefined) => qc.setQueryData(listKey, list),
      cancelList: () => qc.cancelQueries({ queryKey: listKey }),
      invalidate: () => qc.invalidateQueries({ queryKey: getQueryKey(trpc.coach.programs) }),
      /** A fresh read of one program, kept in the cache like the details view's query. */
      fetchProgram: (id: string) =>
        qc.fetchQuery({
          queryKey: getQueryKey(trpc.coach.programs.get, { id }, 'query'),
          queryFn: () => vanillaClient().coach.programs.get.query({ id }),
          staleTime: 0,
        }),
    };
  }, [qc]);
}

/** Drag-sorting saved programs: optimistic, stored on the server, rolled back on failure. */
export function useReorderPrograms() {
  const cache = useProgramsCache();
  return trpc.coach.programs.reorder.useMutation({
    async onMutate({ programIds }) {
      await cache.cancelList();
      const previous = cache.getList();
      if (previous) {
        const byId = new Map(previous.map((p) => [p.id, p]));
        cache.setList(programIds.flatMap((id, displayOrder) => (byId.has(id) ? [{ ...byId.get(id)!, displayOrder }] : [])));
      }
      return { previous };
    },
    onError(error, _vars, context) {
      if (context?.previous) cache.setList(context.previous);
      toast.error(T.reorderFailed, errorMessage(error, T.reorderFailed));
    },
    onSuccess(data) {
      cache.setList(data);
    },
  });
}

export function useDeleteProgram(onDeleted?: () => void) {
  const cache = useProgramsCache();
  return trpc.coach.programs.delete.useMutation({
    onSuccess(_data, { id }) {
      cache.setList(cache.getList()?.filter((p) => p.id !== id));
      void cache.invalidate();
      toast.success(T.programDeleted);
      onDeleted?.();
    },
    onError(error) {
      toast.error(T.error, errorMessage(error, 'Failed to delete program'));
    },
  });
}
