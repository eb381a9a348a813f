// Program reads and writes for the Programs page; invalidates narrowly (docs/conventions.md 11)
// through the query client with tRPC's filters.
import { useQuery, useQueryClient, useMutation } from '@tanstack/react-query';
import { useMemo } from 'react';
import { toast } from '#web/components/toaster.tsx';
import { errorMessage } from '#web/lib/errors.ts';
import { useTRPC, type RouterOutputs } from '#web/lib/trpc.ts';
import { useProgramsTexts } from '../texts.ts';

export type ProgramItem = RouterOutputs['coach']['programs']['list'][number];

export function usePrograms() {
  const trpc = useTRPC();
  return useQuery(trpc.coach.programs.list.queryOptions());
}

export function usePlanOptions() {
  const trpc = useTRPC();
  return useQuery(trpc.coach.programs.planOptions.queryOptions());
}

/** The programs list in the cache, and invalidation of every program read. */
export function useProgramsCache() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMemo(
    () => ({
      getList: () => queryClient.getQueryData(trpc.coach.programs.list.queryKey()),
      setList: (list: ProgramItem[] | undefined) => queryClient.setQueryData(trpc.coach.programs.list.queryKey(), list),
      cancelList: () => queryClient.cancelQueries(trpc.coach.programs.list.pathFilter()),
      invalidate: () => queryClient.invalidateQueries(trpc.coach.programs.pathFilter()),
      /** A fresh read of one program (Modify), kept in the cache like the details view's query. */
      fetchProgram: (id: string) => queryClient.fetchQuery(trpc.coach.programs.get.queryOptions({ id }, { staleTime: 0 })),
    }),
    [queryClient, trpc],
  );
}

/** Drag-sorting saved programs: optimistic, stored on the server, rolled back on failure. */
export function useReorderPrograms() {
  const T = useProgramsTexts();
  const trpc = useTRPC();
  const cache = useProgramsCache();
  return useMutation(
    trpc.coach.programs.reorder.mutationOptions({
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
    }),
  );
}

export function useDeleteProgram(onDeleted?: () => void) {
  const T = useProgramsTexts();
  const trpc = useTRPC();
  const cache = useProgramsCache();
  return useMutation(
    trpc.coach.programs.delete.mutationOptions({
      onSuccess(_data, { id }) {
        cache.setList(cache.getList()?.filter((p) => p.id !== id));
        void cache.invalidate();
        toast.success(T.programDeleted);
        onDeleted?.();
      },
      onError(error) {
        toast.error(T.error, errorMessage(error, 'Failed to delete program'));
      },
    }),
  );
}
