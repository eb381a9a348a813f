// Habits on the client's Today (docs/habits.md): the list and ticking a day, queued offline like
// every client write (docs/offline.md) and shown at once. Plain TanStack Query over the page's
// tRPC client (Today's data layer has no tRPC React provider, lib/trpc-query.ts).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { addDays, mondayOf, thisWeekAdherence } from '#shared/habits';
import { toast } from '#web/components/toaster.tsx';
import { errorMessage } from '#web/lib/errors.ts';
import type { RouterOutputs } from '#web/lib/trpc-client.ts';
import { trpcKey, useTrpcClient } from '#web/lib/trpc-query.ts';
import { useHabitTexts } from '../texts.ts';

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

const LIST = 'clientApp.habits.list';

/**
 * Today's card renders under Today's first-screen data layer, which has no tRPC React provider
 * (lib/trpc-query.ts): plain TanStack Query over the page's tRPC client, with the keys the tRPC
 * hooks use, so the client's writes still go through the offline queue (lib/offline/writes.ts).
 */
export function useTodayHabits() {
  const client = useTrpcClient();
  return useQuery({ queryKey: trpcKey(LIST), queryFn: () => client.clientApp.habits.list.query() });
}

/**
 * Ticks or unticks a day. The card changes at once (a tick queued offline shows as made) and
 * goes back if the server refuses; a change only queued does not re-read, which would drop it
 * until sent.
 */
export function useSetTick() {
  const T = useHabitTexts();
  const client = useTrpcClient();
  const queryClient = useQueryClient();
  const key = trpcKey(LIST);
  const mutation = useMutation({
    mutationFn: ({ on, ...input }: { id: string; date: string; on: boolean }) => (on ? client.clientApp.habits.tick.mutate(input) : client.clientApp.habits.untick.mutate(input)),
    onMutate: async ({ on, ...input }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<HabitList>(key);
      queryClient.setQueryData<HabitList>(key, (old) => (old ? { ...old, habits: old.habits.map((h) => (h.id === input.id ? withTick(h, old.today, input.date, on) : h)) } : old));
      return { previous };
    },
    onError: (err, _input, ctx) => {
      if (ctx?.previous) queryClient.setQueryData(key, ctx.previous);
      toast.error(T.tickFailed, errorMessage(err, T.tickFailed));
    },
    onSettled: (data, error) => {
      if (data !== undefined || error) void queryClient.invalidateQueries({ queryKey: key });
    },
  });
  return (input: { id: string; date: string }, on: boolean) => mutation.mutate({ ...input, on });
}
