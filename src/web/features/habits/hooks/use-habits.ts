// Habits for the coach (docs/habits.md): a client's list, create (one or several clients), edit,
// end and delete.
import { useQuery, useQueryClient, useMutation } from '@tanstack/react-query';
import { toast } from '#web/components/toaster.tsx';
import { errorMessage } from '#web/lib/errors.ts';
import { useTRPC } from '#web/lib/trpc.ts';
import { useHabitTexts } from '../texts.ts';

export type { HabitStatus } from './use-today-habits.ts';

export function useCoachHabits(clientId: string) {
  const trpc = useTRPC();
  return useQuery(trpc.coach.habits.list.queryOptions({ id: clientId }));
}

function useRefreshCoach() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries(trpc.coach.habits.list.pathFilter());
    void queryClient.invalidateQueries(trpc.coach.habits.adherence.pathFilter());
  };
}

export function useCreateHabits() {
  const T = useHabitTexts();
  const trpc = useTRPC();
  const refresh = useRefreshCoach();
  return useMutation(
    trpc.coach.habits.create.mutationOptions({
      onSuccess: ({ habits }) => {
        toast.success(T.created(habits.length));
        refresh();
      },
      onError: (err) => toast.error(T.createFailed, errorMessage(err, T.createFailed)),
    }),
  );
}

export function useUpdateHabit() {
  const T = useHabitTexts();
  const trpc = useTRPC();
  const refresh = useRefreshCoach();
  return useMutation(
    trpc.coach.habits.update.mutationOptions({
      onSuccess: () => {
        toast.success(T.updated);
        refresh();
      },
      onError: (err) => toast.error(T.updateFailed, errorMessage(err, T.updateFailed)),
    }),
  );
}

export function useEndHabit() {
  const T = useHabitTexts();
  const trpc = useTRPC();
  const refresh = useRefreshCoach();
  return useMutation(
    trpc.coach.habits.end.mutationOptions({
      onSuccess: () => {
        toast.success(T.endDone);
        refresh();
      },
      onError: (err) => toast.error(T.endFailed, errorMessage(err, T.endFailed)),
    }),
  );
}

export function useDeleteHabit() {
  const T = useHabitTexts();
  const trpc = useTRPC();
  const refresh = useRefreshCoach();
  return useMutation(
    trpc.coach.habits.delete.mutationOptions({
      onSuccess: () => {
        toast.success(T.removed);
        refresh();
      },
      onError: (err) => toast.error(T.removeFailed, errorMessage(err, T.removeFailed)),
    }),
  );
}
