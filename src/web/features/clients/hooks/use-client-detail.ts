// Data of one client's detail screen (docs/product.md §7 Clients, Assignments) with the SPEC's toasts.
import { useMutation } from '@tanstack/react-query';
import { toast } from '#web/components/toaster.tsx';
import { errorMessage } from '#web/lib/errors.ts';
import { useTRPC, type RouterOutputs } from '#web/lib/trpc.ts';
import { useRefreshClientWorkouts } from '#web/lib/use-refresh-client-workouts.ts';
import { useClientTexts } from '../texts.ts';

export type ClientDetail = RouterOutputs['coach']['clients']['get'];
export type HistoryItem = RouterOutputs['coach']['clients']['history'][number];
export type ClientAssignment = RouterOutputs['coach']['clients']['assignments'][number];

export function useAssignmentActions(clientId: string) {
  const T = useClientTexts();
  const trpc = useTRPC();
  const refresh = useRefreshClientWorkouts(clientId);
  const reschedule = useMutation(
    trpc.coach.assignments.reschedule.mutationOptions({
      onSuccess: async () => {
        toast.success(T.rescheduled);
        await refresh();
      },
      onError: (err) => toast.error(T.rescheduleFailed, errorMessage(err, T.rescheduleFailed)),
    }),
  );
  const complete = useMutation(
    trpc.coach.assignments.complete.mutationOptions({
      onSuccess: async () => {
        toast.success(T.completed);
        await refresh();
      },
      onError: (err) => toast.error(T.completeFailed, errorMessage(err, T.completeFailed)),
    }),
  );
  const remove = useMutation(
    trpc.coach.assignments.delete.mutationOptions({
      onSuccess: async () => {
        toast.success(T.assignmentRemoved);
        await refresh();
      },
      onError: (err) => toast.error(T.removeAssignmentFailed, errorMessage(err, T.removeAssignmentFailed)),
    }),
  );
  return { reschedule, complete, remove };
}
