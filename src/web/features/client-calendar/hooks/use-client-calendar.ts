// Data of a client's calendar (docs/client-calendar.md): the sessions of the visible days, and
// moving, adding and editing sessions. A change refreshes what shows the client's workouts.
import { useQuery, useQueryClient, useMutation } from '@tanstack/react-query';
import { toast } from '#web/components/toaster.tsx';
import { errorMessage } from '#web/lib/errors.ts';
import { useTRPC, type RouterOutputs } from '#web/lib/trpc.ts';
import { useRefreshClientWorkouts } from '#web/lib/use-refresh-client-workouts.ts';
import { dayKey, dayLabel } from '../lib/calendar-days.ts';
import { useCalendarTexts } from '../texts.ts';

export type CalendarData = RouterOutputs['coach']['calendar']['read'];
export type CalendarSession = CalendarData['sessions'][number];
export type SessionDetail = RouterOutputs['coach']['calendar']['session'];

export function useCalendarRange(clientId: string, from: Date, to: Date) {
  const trpc = useTRPC();
  return useQuery(trpc.coach.calendar.read.queryOptions({ id: clientId, from: dayKey(from), to: dayKey(to) }, { placeholderData: (prev) => prev }));
}

/** Moves a session; the calendar shows it on the new day at once and goes back if refused. */
export function useMoveSession(clientId: string, range: { from: Date; to: Date }) {
  const T = useCalendarTexts();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const refresh = useRefreshClientWorkouts(clientId);
  const key = { id: clientId, from: dayKey(range.from), to: dayKey(range.to) };
  return useMutation(
    trpc.coach.calendar.move.mutationOptions({
      onMutate: async ({ id, date }) => {
        await queryClient.cancelQueries(trpc.coach.calendar.read.queryFilter(key));
        const before = queryClient.getQueryData(trpc.coach.calendar.read.queryKey(key));
        const day = new Date(`${date}T00:00:00.000Z`);
        queryClient.setQueryData(trpc.coach.calendar.read.queryKey(key), (old) => (old ? { ...old, sessions: old.sessions.map((s) => (s.id === id ? { ...s, scheduledFor: day } : s)) } : old));
        return { before };
      },
      onError: (err, _input, context) => {
        if (context?.before) queryClient.setQueryData(trpc.coach.calendar.read.queryKey(key), context.before);
        toast.error(T.moveFailed, errorMessage(err, T.moveFailed));
      },
      onSuccess: (s) => toast.success(T.moved(dayLabel(s.scheduledFor))),
      onSettled: () => refresh(),
    }),
  );
}

export function useAddSession(clientId: string) {
  const T = useCalendarTexts();
  const trpc = useTRPC();
  const refresh = useRefreshClientWorkouts(clientId);
  return useMutation(
    trpc.coach.calendar.addSession.mutationOptions({
      onSuccess: async () => {
        toast.success(T.added);
        await refresh();
      },
      onError: (err) => toast.error(T.addFailed, errorMessage(err, T.addFailed)),
    }),
  );
}

export function useEditSession(clientId: string) {
  const T = useCalendarTexts();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const refresh = useRefreshClientWorkouts(clientId);
  return useMutation(
    trpc.coach.calendar.editSession.mutationOptions({
      onSuccess: async (s) => {
        toast.success(T.saved);
        queryClient.setQueryData(trpc.coach.calendar.session.queryKey({ id: s.id }), s);
        await refresh();
      },
      onError: (err) => toast.error(T.saveFailed, errorMessage(err, T.saveFailed)),
    }),
  );
}

export function useRemoveSession(clientId: string) {
  const T = useCalendarTexts();
  const trpc = useTRPC();
  const refresh = useRefreshClientWorkouts(clientId);
  return useMutation(
    trpc.coach.calendar.removeSession.mutationOptions({
      onSuccess: async () => {
        toast.success(T.removed);
        await refresh();
      },
      onError: (err) => toast.error(T.removeFailed, errorMessage(err, T.removeFailed)),
    }),
  );
}

export function useCopyWeek(clientId: string) {
  const T = useCalendarTexts();
  const trpc = useTRPC();
  const refresh = useRefreshClientWorkouts(clientId);
  return useMutation(
    trpc.coach.calendar.copyWeek.mutationOptions({
      onSuccess: async (r) => {
        toast.success(T.copied(r.created));
        await refresh();
      },
      onError: (err) => toast.error(T.copyFailed, errorMessage(err, T.copyFailed)),
    }),
  );
}
