// Today's workout and the calls that change it. Ticking and logging update the cached session at
// once and roll back, with docs/product.md §8's toast, when the server refuses (docs/product.md §2: they "feel instant").
import { useMutation, useQuery, useQueryClient, type Updater } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { toast } from '#web/components/toaster.tsx';
import { errorMessage } from '#web/lib/errors.ts';
import { clearDraft, draftKeys, keepDraft } from '#web/lib/offline/drafts.ts';
import { useInFlight } from '#web/lib/use-in-flight.ts';
import type { RouterInputs, RouterOutputs } from '#web/lib/trpc-client.ts';
import { invalidateAfterLastWrite, trpcKey, useTrpcClient } from '#web/lib/trpc-query.ts';
import { useWorkoutTexts } from '../texts.ts';

export type TodaySession = NonNullable<RouterOutputs['clientApp']['workouts']['today']>;
export type TodayExercise = TodaySession['exercises'][number];
type TodayData = TodaySession | null | undefined;

/** docs/product.md §9: today's workout is cached 5 minutes and refreshed after updates. */
export const TODAY_STALE_MS = 5 * 60_000;

const TODAY = 'clientApp.workouts.today';
/** Every write of the workout screens (ticks, results, sets, the session) has a key under it. */
const WORKOUT_WRITES = trpcKey('clientApp.workouts', undefined, 'any');

export function useTodayWorkout() {
  const client = useTrpcClient();
  return useQuery({ queryKey: trpcKey(TODAY), queryFn: () => client.clientApp.workouts.today.query(), staleTime: TODAY_STALE_MS });
}

/**
 * Today's cached session, and how to invalidate everything the workout screens read once a write
 * is answered. Only the last write under way reads again: a read while another tick is still on
 * its way comes back without it and would undo it on screen (the completion card, with the
 * feedback being typed, went and came back).
 */
export function useWorkoutsCache() {
  const queryClient = useQueryClient();
  return useMemo(
    () => ({
      today: {
        cancel: () => queryClient.cancelQueries({ queryKey: trpcKey(TODAY, undefined, 'any') }),
        getData: () => queryClient.getQueryData<TodayData>(trpcKey(TODAY)),
        setData: (_input: undefined, updater: Updater<TodayData, TodayData>) => void queryClient.setQueryData<TodayData>(trpcKey(TODAY), updater),
      },
      refresh: () => invalidateAfterLastWrite(queryClient, WORKOUT_WRITES),
    }),
    [queryClient],
  );
}

type Patch = (s: TodaySession) => TodaySession;

/** Applies a change to the cached session and returns how to undo it. */
function useOptimisticToday() {
  const { today, refresh } = useWorkoutsCache();
  return {
    async apply(patch: Patch) {
      await today.cancel();
      const previous = today.getData();
      today.setData(undefined, (s) => (s ? patch(s) : s));
      return { previous };
    },
    rollback(ctx: { previous: TodayData } | undefined) {
      if (ctx) today.setData(undefined, ctx.previous);
    },
    refresh: () => void refresh(),
  };
}

const patchExercise =
  (id: string, change: Partial<TodayExercise>): Patch =>
  (s) => ({
    ...s,
    status: s.status === 'SCHEDULED' ? 'IN_PROGRESS' : s.status,
    // The first tick starts the workout; kept here so a completion queued offline can send it.
    startedAt: s.startedAt ?? new Date(),
    exercises: s.exercises.map((e) => (e.id === id ? { ...e, ...change } : e)),
  });

export function useToggleExercise() {
  const T = useWorkoutTexts();
  const cache = useOptimisticToday();
  const client = useTrpcClient();
  return useMutation({
    mutationKey: trpcKey('clientApp.workouts.setExerciseCompleted', undefined, 'any'),
    mutationFn: (input: RouterInputs['clientApp']['workouts']['setExerciseCompleted']) => client.clientApp.workouts.setExerciseCompleted.mutate(input),
    onMutate: (input) => cache.apply(patchExercise(input.id, { completed: input.completed })),
    onError: (err, _input, ctx) => {
      cache.rollback(ctx);
      toast.error(T.toasts.updateWorkoutFailed, errorMessage(err, T.toasts.updateFailed));
    },
    onSettled: () => cache.refresh(),
  });
}

export function useLogResult() {
  const T = useWorkoutTexts();
  const cache = useOptimisticToday();
  const client = useTrpcClient();
  return useMutation({
    mutationKey: trpcKey('clientApp.workouts.logResult', undefined, 'any'),
    mutationFn: (input: RouterInputs['clientApp']['workouts']['logResult']) => client.clientApp.workouts.logResult.mutate(input),
    onMutate: (input) => {
      clearDraft(draftKeys.result(input.planExerciseId));
      return cache.apply(patchExercise(input.planExerciseId, { result: input.result.trim(), resultNotes: input.notes ?? null, completed: input.completed ?? true }));
    },
    onSuccess: () => toast.success(T.toasts.resultSaved),
    onError: (err, input, ctx) => {
      cache.rollback(ctx);
      // The sheet opened again shows what was typed.
      keepDraft(draftKeys.result(input.planExerciseId), input.result);
      toast.error(T.toasts.saveResultFailed, errorMessage(err, T.toasts.updateFailed));
    },
    onSettled: () => cache.refresh(),
  });
}

type SessionChange = RouterInputs['clientApp']['workouts']['updateSession'];

function patchSession(s: TodaySession, input: SessionChange): TodaySession {
  const next = { ...s };
  if (input.status) next.status = input.status;
  if (input.completedAt !== undefined) next.completedAt = input.completedAt ? new Date(input.completedAt) : null;
  if (input.clientFeedback !== undefined) next.clientFeedback = input.clientFeedback ?? null;
  if (input.rating !== undefined) next.rating = input.rating ?? null;
  return next;
}

/**
 * Complete, skip or start early. A second tap while the first call is under way is ignored: the
 * button's disabled state only lands on the next render, so a quick double tap used to send the
 * call twice — the server refused the second ('Only a scheduled workout can be moved'), and since
 * a mutation's per-call callbacks run for the latest call only, the client saw that error instead
 * of the first call's success (and Start Early did not open Today).
 */
export function useUpdateSession() {
  const { today, refresh } = useWorkoutsCache();
  // One update at a time, whichever session it is for (a key shared by all).
  const inFlight = useInFlight();
  const client = useTrpcClient();
  const mutation = useMutation({
    mutationKey: trpcKey('clientApp.workouts.updateSession', undefined, 'any'),
    mutationFn: (input: SessionChange) => client.clientApp.workouts.updateSession.mutate(input),
    // Shown at once on Today, so a change queued offline reads as done (docs/offline.md).
    onMutate: async (input) => {
      if (input.status === 'COMPLETED') clearDraft(draftKeys.feedback);
      await today.cancel();
      const previous = today.getData();
      today.setData(undefined, (s) => (s?.id === input.id ? patchSession(s, input) : s));
      return { previous };
    },
    onError: (_err, input, ctx) => {
      if (ctx) today.setData(undefined, ctx.previous);
      // The completion card shows again with the feedback that was typed.
      if (input.status === 'COMPLETED') keepDraft(draftKeys.feedback, input.clientFeedback);
    },
    onSuccess: (session) => {
      // Queued offline: no answer yet (the optimistic change stays until the queue is sent).
      if (!session) return;
      // The answer is the whole session: show it at once if it is the one on Today, or if it was
      // just started (Start Early), since Today shows the latest started session.
      today.setData(undefined, (s) => (s?.id === session.id || session.status === 'IN_PROGRESS' ? session : s));
    },
    onSettled: () => {
      inFlight.finish('update');
      void refresh();
    },
  });
  const { mutate: send } = mutation;
  /**
   * A completion carries when the workout started on this phone: queued offline, the ticks
   * before it reach the server only later, which would otherwise take the replay time as the
   * start, after the completion (docs/offline.md).
   */
  const withStartTime = useCallback(
    (input: SessionChange): SessionChange => {
      if (input.status !== 'COMPLETED' || input.startedAt !== undefined) return input;
      const s = today.getData();
      return s?.id === input.id && s.startedAt ? { ...input, startedAt: s.startedAt } : input;
    },
    [today],
  );
  const mutate = useCallback<typeof send>(
    (input, options) => {
      if (inFlight.start('update')) send(withStartTime(input), options);
    },
    [send, inFlight, withStartTime],
  );
  return { ...mutation, mutate };
}
