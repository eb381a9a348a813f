// Today's workout and the calls that change it. Ticking and logging update the cached session at
// once and roll back, with SPEC §8's toast, when the server refuses (SPEC §2: they "feel instant").
// Cache access goes through query keys: trpc.useUtils() is unusable while the app router has a
// top-level `client` key (it collides with utils.client).
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { getQueryKey } from '@trpc/react-query';
import { toast } from '../../../components/toaster.tsx';
import { errorMessage } from '../../../lib/errors.ts';
import { useInFlight } from '../../../lib/use-in-flight.ts';
import { trpc, type RouterOutputs } from '../../../lib/trpc.ts';
import { T } from '../texts.ts';

export type TodaySession = NonNullable<RouterOutputs['clientApp']['workouts']['today']>;
export type TodayExercise = TodaySession['exercises'][number];
type TodayData = TodaySession | null | undefined;

/** SPEC §9: today's workout is cached 5 minutes and refreshed after updates. */
export const TODAY_STALE_MS = 5 * 60_000;

export function useTodayWorkout() {
  return trpc.clientApp.workouts.today.useQuery(undefined, { staleTime: TODAY_STALE_MS });
}

/** Invalidates everything the workout screens read. */
export function useWorkoutsCache() {
  const qc = useQueryClient();
  const todayKey = getQueryKey(trpc.clientApp.workouts.today, undefined, 'query');
  return {
    todayKey,
    qc,
    refresh: () => qc.invalidateQueries({ queryKey: getQueryKey(trpc.clientApp.workouts) }),
  };
}

type Patch = (s: TodaySession) => TodaySession;

/** Applies a change to the cached session and returns how to undo it. */
function useOptimisticToday() {
  const { qc, todayKey, refresh } = useWorkoutsCache();
  return {
    async apply(patch: Patch) {
      await qc.cancelQueries({ queryKey: todayKey });
      const previous = qc.getQueryData<TodayData>(todayKey);
      qc.setQueryData<TodayData>(todayKey, (s) => (s ? patch(s) : s));
      return { previous };
    },
    rollback(ctx: { previous: TodayData } | undefined) {
      if (ctx) qc.setQueryData<TodayData>(todayKey, ctx.previous);
    },
    refresh: () => void refresh(),
  };
}

const patchExercise =
  (id: string, change: Partial<TodayExercise>): Patch =>
  (s) => ({
    ...s,
    status: s.status === 'SCHEDULED' ? 'IN_PROGRESS' : s.status,
    exercises: s.exercises.map((e) => (e.id === id ? { ...e, ...change } : e)),
  });

export function useToggleExercise() {
  const cache = useOptimisticToday();
  return trpc.clientApp.workouts.setExerciseCompleted.useMutation({
    onMutate: (input) => cache.apply(patchExercise(input.id, { completed: input.completed })),
    onError: (err, _input, ctx) => {
      cache.rollback(ctx);
      toast.error(T.toasts.updateWorkoutFailed, errorMessage(err, T.toasts.updateFailed));
    },
    onSettled: () => cache.refresh(),
  });
}

export function useLogResult() {
  const cache = useOptimisticToday();
  return trpc.clientApp.workouts.logResult.useMutation({
    onMutate: (input) =>
      cache.apply(patchExercise(input.planExerciseId, { result: input.result.trim(), resultNotes: input.notes ?? null, completed: input.completed ?? true })),
    onSuccess: () => toast.success(T.toasts.resultSaved),
    onError: (err, _input, ctx) => {
      cache.rollback(ctx);
      toast.error(T.toasts.saveResultFailed, errorMessage(err, T.toasts.updateFailed));
    },
    onSettled: () => cache.refresh(),
  });
}

/**
 * Complete, skip or start early. A second tap while the first call is under way is ignored: the
 * button's disabled state only lands on the next render, so a quick double tap used to send the
 * call twice — the server refused the second ('Only a scheduled workout can be moved'), and since
 * a mutation's per-call callbacks run for the latest call only, the client saw that error instead
 * of the first call's success (and Start Early did not open Today).
 */
export function useUpdateSession() {
  const { qc, todayKey, refresh } = useWorkoutsCache();
  // One update at a time, whichever session it is for (a key shared by all).
  const inFlight = useInFlight();
  const mutation = trpc.clientApp.workouts.updateSession.useMutation({
    onSuccess: (session) => {
      // The answer is the whole session: show it at once if it is the one on Today, or if it was
      // just started (Start Early), since Today shows the latest started session.
      qc.setQueryData<TodayData>(todayKey, (s) => (s?.id === session.id || session.status === 'IN_PROGRESS' ? session : s));
    },
    onSettled: () => {
      inFlight.finish('update');
      void refresh();
    },
  });
  const { mutate: send } = mutation;
  const mutate = useCallback<typeof send>(
    (input, options) => {
      if (inFlight.start('update')) send(input, options);
    },
    [send, inFlight],
  );
  return { ...mutation, mutate };
}
