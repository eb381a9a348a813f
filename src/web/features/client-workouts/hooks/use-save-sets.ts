// Saving an exercise's sets (docs/sets.md); loaded with the set rows, not with Today's first
// screen. It patches Today's cached session itself, as use-today-workout.ts does for ticks, but
// without importing that module: a module shared by Today's chunk and this lazy one would become
// a chunk of its own on the first screen (docs/performance.md, "Web delivery").
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '#web/components/toaster.tsx';
import { errorMessage } from '#web/lib/errors.ts';
import type { RouterInputs, RouterOutputs } from '#web/lib/trpc-client.ts';
import { changedSetPositions, mergeSets } from '#web/lib/offline/merge-sets.ts';
import { invalidateAfterLastWrite, trpcKey, useTrpcClient } from '#web/lib/trpc-query.ts';
import { summariseSets } from '#shared/sets';
import { useWorkoutTexts } from '../texts.ts';

/**
 * Saving an exercise's sets (docs/sets.md): shown at once (sets, the tick when every set is done,
 * and the summary as the result unless the client typed one), queued offline like the other
 * writes, rolled back with a toast when refused.
 */
type TodayData = RouterOutputs['clientApp']['workouts']['today'] | undefined;

/** The rows each save changes, found in onMutate (which runs first) from the list on screen before it. */
const changedRows = new WeakMap<object, number[] | undefined>();

export function useSaveSets() {
  const T = useWorkoutTexts();
  const client = useTrpcClient();
  const queryClient = useQueryClient();
  const todayKey = trpcKey('clientApp.workouts.today');
  return useMutation({
    mutationKey: trpcKey('clientApp.workouts.saveSets', undefined, 'any'),
    // The queue merges set writes per row with the changed rows (docs/offline.md, "Several tabs"),
    // by the rule this chunk brings: the queue on Today's first screen does not carry it.
    mutationFn: (input: RouterInputs['clientApp']['workouts']['saveSets']) => client.clientApp.workouts.saveSets.mutate(input, { context: { changedSets: changedRows.get(input), merge: mergeSets } }),
    onMutate: async (input) => {
      await queryClient.cancelQueries({ queryKey: trpcKey('clientApp.workouts.today', undefined, 'any') });
      const previous = queryClient.getQueryData<TodayData>(todayKey);
      const current = previous?.exercises.find((e) => e.id === input.id);
      changedRows.set(input, changedSetPositions(current?.sets, input.sets));
      const sets = input.sets.map((s, position) => ({
        id: `pending-${position}`,
        position,
        reps: s.reps ?? null,
        load: s.load ?? null,
        loadUnit: s.loadUnit ?? 'KG',
        rpe: s.rpe ?? null,
        done: s.done ?? false,
        completedAt: s.done ? new Date(s.completedAt ?? Date.now()) : null,
        // Records are found by the server (docs/records.md); the refresh after saving brings them.
        records: current?.sets[position]?.records ?? [],
      }));
      const allDone = sets.length > 0 && sets.every((x) => x.done);
      const ownSummary = !current?.result || current.result === summariseSets(current.sets);
      const summary = summariseSets(sets);
      const change = { sets, completed: (current?.completed ?? false) || allDone, ...(ownSummary ? { result: summary || null } : {}) };
      queryClient.setQueryData<TodayData>(todayKey, (s) =>
        s
          ? {
              ...s,
              // The first set starts the workout, as the first tick does.
              status: s.status === 'SCHEDULED' ? 'IN_PROGRESS' : s.status,
              startedAt: s.startedAt ?? new Date(),
              exercises: s.exercises.map((e) => (e.id === input.id ? { ...e, ...change } : e)),
            }
          : s,
      );
      return { previous };
    },
    onError: (err, _input, ctx) => {
      if (ctx) queryClient.setQueryData<TodayData>(todayKey, ctx.previous);
      toast.error(T.sets.saveFailed, errorMessage(err, T.toasts.updateFailed));
    },
    // Only the last workout write under way reads Today again, as use-today-workout.ts does.
    onSettled: () => void invalidateAfterLastWrite(queryClient, trpcKey('clientApp.workouts', undefined, 'any')),
  });
}
