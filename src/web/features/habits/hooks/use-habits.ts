// Habits for the coach (docs/habits.md): a client's list, create (one or several clients), edit,
// end and delete.
import { toast } from '#web/components/toaster.tsx';
import { errorMessage } from '#web/lib/errors.ts';
import { trpc } from '#web/lib/trpc.ts';
import { T } from '../texts.ts';

export type { HabitStatus } from './use-today-habits.ts';

export function useCoachHabits(clientId: string) {
  return trpc.coach.habits.list.useQuery({ id: clientId });
}

function useRefreshCoach() {
  const utils = trpc.useUtils();
  return () => {
    void utils.coach.habits.list.invalidate();
    void utils.coach.habits.adherence.invalidate();
  };
}

export function useCreateHabits() {
  const refresh = useRefreshCoach();
  return trpc.coach.habits.create.useMutation({
    onSuccess: ({ habits }) => {
      toast.success(T.created(habits.length));
      refresh();
    },
    onError: (err) => toast.error(T.createFailed, errorMessage(err, T.createFailed)),
  });
}

export function useUpdateHabit() {
  const refresh = useRefreshCoach();
  return trpc.coach.habits.update.useMutation({
    onSuccess: () => {
      toast.success(T.updated);
      refresh();
    },
    onError: (err) => toast.error(T.updateFailed, errorMessage(err, T.updateFailed)),
  });
}

export function useEndHabit() {
  const refresh = useRefreshCoach();
  return trpc.coach.habits.end.useMutation({
    onSuccess: () => {
      toast.success(T.endDone);
      refresh();
    },
    onError: (err) => toast.error(T.endFailed, errorMessage(err, T.endFailed)),
  });
}

export function useDeleteHabit() {
  const refresh = useRefreshCoach();
  return trpc.coach.habits.delete.useMutation({
    onSuccess: () => {
      toast.success(T.removed);
      refresh();
    },
    onError: (err) => toast.error(T.removeFailed, errorMessage(err, T.removeFailed)),
  });
}
