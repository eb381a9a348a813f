// Habits: the client's Today list and ticking a day (queued offline like every client write,
// docs/offline.md; shown at once), and the coach's list, create (one or several clients), edit,
// end and delete.
import { addDays, mondayOf, thisWeekAdherence } from '#shared/habits';
import { toast } from '#web/components/toaster.tsx';
import { errorMessage } from '#web/lib/errors.ts';
import { trpc, type RouterOutputs } from '#web/lib/trpc.ts';
import { T } from '../texts.ts';

export type HabitList = RouterOutputs['clientApp']['habits']['list'];
export type HabitStatus = HabitList['habits'][number];

/**
 * A habit with one day ticked or not, as the server will answer it: the week's ticks and
 * adherence by the same rules (src/shared/habits.ts). A daily streak runs up to today once today
 * is ticked, else up to yesterday, so ticking or unticking today moves it by one; other changes
 * keep it until the server's answer (the list holds only this week's ticks).
 */
export function withTick(h: HabitStatus, today: string, date: string, on: boolean): HabitStatus {
  const monday = mondayOf(today);
  const week = new Set(h.weekTicks);
  if (date >= monday && date <= addDays(monday, 6)) {
    if (on) week.add(date);
    else week.delete(date);
  }
  let streak = h.streak;
  if (h.frequency === 'DAILY' && date === today && on !== h.tickedToday) streak = { ...h.streak, count: Math.max(0, h.streak.count + (on ? 1 : -1)) };
  return { ...h, weekTicks: [...week].toSorted(), tickedToday: date === today ? on : h.tickedToday, streak, week: thisWeekAdherence(h, week, today) };
}

export function useTodayHabits() {
  return trpc.clientApp.habits.list.useQuery();
}

/**
 * Ticks or unticks a day. The card changes at once (a tick queued offline shows as made) and
 * goes back if the server refuses; a change only queued does not re-read, which would drop it
 * until sent.
 */
export function useSetTick() {
  const utils = trpc.useUtils();
  const list = utils.clientApp.habits.list;
  const onMutate = async (input: { id: string; date: string }, on: boolean) => {
    await list.cancel();
    const previous = list.getData();
    list.setData(undefined, (old) => (old ? { ...old, habits: old.habits.map((h) => (h.id === input.id ? withTick(h, old.today, input.date, on) : h)) } : old));
    return { previous };
  };
  const handlers = {
    onError: (err: unknown, _input: unknown, ctx: { previous: HabitList | undefined } | undefined) => {
      if (ctx?.previous) list.setData(undefined, ctx.previous);
      toast.error(T.tickFailed, errorMessage(err, T.tickFailed));
    },
    onSettled: (data: unknown, error: unknown) => {
      if (data !== undefined || error) void list.invalidate();
    },
  };
  const tick = trpc.clientApp.habits.tick.useMutation({ onMutate: (input) => onMutate(input, true), ...handlers });
  const untick = trpc.clientApp.habits.untick.useMutation({ onMutate: (input) => onMutate(input, false), ...handlers });
  return (input: { id: string; date: string }, on: boolean) => (on ? tick.mutate(input) : untick.mutate(input));
}

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
