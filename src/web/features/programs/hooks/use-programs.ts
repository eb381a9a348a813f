// Program reads and writes for the Programs page; invalidates narrowly (docs/conventions.md 11)
// through trpc.useUtils().
import { useMemo } from 'react';
import { toast } from '#web/components/toaster.tsx';
import { errorMessage } from '#web/lib/errors.ts';
import { trpc, type RouterOutputs } from '#web/lib/trpc.ts';
import { T } from '../texts.ts';

export type ProgramItem = RouterOutputs['coach']['programs']['list'][number];

export function usePrograms() {
  return trpc.coach.programs.list.useQuery();
}

export function usePlanOptions() {
  return trpc.coach.programs.planOptions.useQuery();
}

/** The programs list in the cache, and invalidation of every program read. */
export function useProgramsCache() {
  const utils = trpc.useUtils();
  return useMemo(
    () => ({
      getList: () => utils.coach.programs.list.getData(),
      setList: (list: ProgramItem[] | undefined) => utils.coach.programs.list.setData(undefined, list),
      cancelList: () => utils.coach.programs.list.cancel(),
      invalidate: () => utils.coach.programs.invalidate(),
      /** A fresh read of one program (Modify), kept in the cache like the details view's query. */
      fetchProgram: (id: string) => utils.coach.programs.get.fetch({ id }, { staleTime: 0 }),
    }),
    [utils],
  );
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
