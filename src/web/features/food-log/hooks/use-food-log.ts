// Data of the food log: one week's entries, the add-meal flow (upload photos, then one entry per
// photo) and deletion, with the SPEC's toasts.
import { useQueryClient, useQuery, useMutation } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { BLANK_DESCRIPTION, mealTimeOf } from '#shared/food';
import { localDayStart } from '#shared/time-zone';
import { useTimeZone } from '#web/lib/use-time-zone.ts';
import { toast } from '#web/components/toaster.tsx';
import { useTRPC, type RouterOutputs } from '#web/lib/trpc.ts';
import { useInFlight } from '#web/lib/use-in-flight.ts';
import { enqueueMeal } from '#web/lib/offline/client-outbox.ts';
import { QUEUED } from '#web/lib/offline/outbox.ts';
import { canPersist } from '#web/lib/offline/saved-data.ts';
import { putPhoto } from '#web/lib/photos.ts';
import { addDays } from '../lib/week.ts';
import { useFoodTexts } from '../texts.ts';

export type FoodEntry = RouterOutputs['food']['list'][number];

/** Photo links are signed for 15–30 minutes: refresh the list before they run out. */
const FOOD_STALE_MS = 10 * 60_000;

/** The entries of the local week starting on `monday` (a calendar date), bounds in the user's zone. */
export function useFoodWeek(monday: Date) {
  const trpc = useTRPC();
  const timeZone = useTimeZone();
  return useQuery(trpc.food.list.queryOptions({ from: localDayStart(monday, timeZone), to: localDayStart(addDays(monday, 7), timeZone) }, { staleTime: FOOD_STALE_MS, refetchOnWindowFocus: true }));
}

export type SavePhase = 'idle' | 'uploading' | 'saving';
export type SaveOutcome = { outcome: 'saved' | 'upload-failed' } | { outcome: 'save-failed'; savedPhotos: number };

function useInvalidateFood() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries(trpc.food.list.pathFilter());
}

/**
 * The week lists in the cache, changed at once for a change queued offline (docs/offline.md):
 * a queued meal shows with its photos from the phone (object URLs), a queued delete hides the
 * entry. The server's lists replace them once the queue is sent.
 */
function useFoodCache() {
  const trpc = useTRPC();
  // Every cached week under the list's path, each updated by its own input range.
  const qc = useQueryClient();
  const listKey = trpc.food.list.pathKey();
  const lists = () => qc.getQueryCache().findAll({ queryKey: listKey });
  return {
    addPending(loggedAt: Date, description: string, photos: Blob[]) {
      const entries: FoodEntry[] = (photos.length ? photos : [null]).map((photo) => ({
        id: `pending-${crypto.randomUUID()}`,
        description,
        imageUrl: photo ? URL.createObjectURL(photo) : null,
        loggedAt,
      }));
      for (const q of lists()) {
        const range = (q.queryKey[1] as { input?: { from: Date; to: Date } } | undefined)?.input;
        if (range && loggedAt >= range.from && loggedAt < range.to) qc.setQueryData<FoodEntry[]>(q.queryKey, (rows) => (rows ? [...rows, ...entries] : rows));
      }
    },
    remove(id: string) {
      const previous = lists().map((q) => [q.queryKey, q.state.data] as const);
      qc.setQueriesData<FoodEntry[]>({ queryKey: listKey }, (rows) => rows?.filter((e) => e.id !== id));
      return { previous };
    },
    restore(ctx: { previous: (readonly [readonly unknown[], unknown])[] } | undefined) {
      for (const [key, data] of ctx?.previous ?? []) qc.setQueryData(key, data);
    },
  };
}

export function useSaveMeal() {
  const T = useFoodTexts();
  const trpc = useTRPC();
  const invalidate = useInvalidateFood();
  const requestUpload = useMutation(trpc.food.requestUpload.mutationOptions());
  const create = useMutation(trpc.food.create.mutationOptions());
  const cache = useFoodCache();
  const [phase, setPhase] = useState<SavePhase>('idle');
  const timeZone = useTimeZone();

  /**
   * Logs the meal; on failure a toast says why. After a failed save, `savedPhotos` counts the
   * photos (in order) whose entries were written all the same, so a retry leaves them out.
   */
  const save = async (day: Date, description: string, photos: File[]): Promise<SaveOutcome> => {
    const loggedAt = mealTimeOf(day, timeZone);
    // Photos go through the offline queue, kept as Blobs until uploaded (docs/offline.md).
    if (photos.length && canPersist()) return saveThroughOutbox(loggedAt, description, photos);
    let objectPaths: string[] = [];
    if (photos.length) {
      setPhase('uploading');
      try {
        objectPaths = await Promise.all(photos.map(async (file) => putPhoto(await requestUpload.mutateAsync(), file)));
      } catch {
        setPhase('idle');
        toast.error(T.uploadFailed, T.uploadFailedBody);
        return { outcome: 'upload-failed' };
      }
      toast.success(T.photosUploaded(objectPaths.length));
    }
    setPhase('saving');
    let saved = 0;
    let queued = false;
    const text = description.trim() || BLANK_DESCRIPTION;
    try {
      const inputs = objectPaths.length ? objectPaths.map((imageUrl) => ({ description: text, imageUrl, loggedAt })) : [{ description: text, loggedAt }];
      // In order, so the entries of one meal keep the order of its photos.
      for (const input of inputs) {
        const answer = await create.mutateAsync(input);
        if (answer === undefined) queued = true;
        saved += 1;
      }
      if (queued) cache.addPending(loggedAt, text, []);
      toast.success(T.mealsLogged(inputs.length));
      return { outcome: 'saved' };
    } catch {
      toast.error(T.saveFailed);
      return { outcome: 'save-failed', savedPhotos: objectPaths.length ? saved : 0 };
    } finally {
      setPhase('idle');
      if (!queued) await invalidate();
    }
  };

  const saveThroughOutbox = async (loggedAt: Date, description: string, photos: File[]): Promise<SaveOutcome> => {
    setPhase('saving');
    const text = description.trim() || BLANK_DESCRIPTION;
    try {
      if ((await enqueueMeal({ description: text, loggedAt }, photos)) === QUEUED) cache.addPending(loggedAt, text, photos);
      else await invalidate();
      toast.success(T.mealsLogged(photos.length));
      return { outcome: 'saved' };
    } catch {
      toast.error(T.saveFailed);
      await invalidate();
      return { outcome: 'save-failed', savedPhotos: 0 };
    } finally {
      setPhase('idle');
    }
  };

  return { save, phase };
}

/**
 * Deleting an entry. A second tap on the same entry while its delete is under way is ignored: the
 * button's disabled state lands a render later, and the repeated call (refused, the entry being
 * gone) turned the confirmation into 'Failed to delete entry'.
 */
export function useDeleteEntry() {
  const T = useFoodTexts();
  const trpc = useTRPC();
  const invalidate = useInvalidateFood();
  const deleting = useInFlight();
  const cache = useFoodCache();
  const mutation = useMutation(
    trpc.food.delete.mutationOptions({
      onMutate: ({ id }) => cache.remove(id),
      onSuccess: () => toast.success(T.entryDeleted),
      onError: (_err, _input, ctx) => {
        cache.restore(ctx);
        toast.error(T.deleteFailed);
      },
      onSettled: (data, err, input) => {
        deleting.finish(input.id);
        // Only queued (no answer yet): the list already shows it gone.
        if (data !== undefined || err) return invalidate();
      },
    }),
  );
  const { mutate: send } = mutation;
  const mutate = useCallback(
    (input: { id: string }) => {
      if (deleting.start(input.id)) send(input);
    },
    [send, deleting],
  );
  return { ...mutation, mutate };
}
