// Data of the food log: one week's entries, the add-meal flow (upload photos, then one entry per
// photo) and deletion, with the SPEC's toasts.
import { useCallback, useState } from 'react';
import { BLANK_DESCRIPTION, mealTimeOf } from '../../../../shared/food.ts';
import { toast } from '../../../components/toaster.tsx';
import { trpc, type RouterOutputs } from '../../../lib/trpc.ts';
import { useInFlight } from '../../../lib/use-in-flight.ts';
import { putPhoto } from '../lib/photos.ts';
import { addDays } from '../lib/week.ts';
import { T } from '../texts.ts';

export type FoodEntry = RouterOutputs['food']['list'][number];

/** Photo links are signed for 15–30 minutes: refresh the list before they run out. */
const FOOD_STALE_MS = 10 * 60_000;

export function useFoodWeek(monday: Date) {
  return trpc.food.list.useQuery({ from: monday, to: addDays(monday, 7) }, { staleTime: FOOD_STALE_MS, refetchOnWindowFocus: true });
}

export type SavePhase = 'idle' | 'uploading' | 'saving';
export type SaveOutcome = { outcome: 'saved' | 'upload-failed' } | { outcome: 'save-failed'; savedPhotos: number };

function useInvalidateFood() {
  const utils = trpc.useUtils();
  return () => utils.food.list.invalidate();
}

export function useSaveMeal() {
  const invalidate = useInvalidateFood();
  const requestUpload = trpc.food.requestUpload.useMutation();
  const create = trpc.food.create.useMutation();
  const [phase, setPhase] = useState<SavePhase>('idle');

  /**
   * Logs the meal; on failure a toast says why. After a failed save, `savedPhotos` counts the
   * photos (in order) whose entries were written all the same, so a retry leaves them out.
   */
  const save = async (day: Date, description: string, photos: File[]): Promise<SaveOutcome> => {
    const loggedAt = mealTimeOf(day);
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
    const text = description.trim() || BLANK_DESCRIPTION;
    try {
      const inputs = objectPaths.length ? objectPaths.map((imageUrl) => ({ description: text, imageUrl, loggedAt })) : [{ description: text, loggedAt }];
      // In order, so the entries of one meal keep the order of its photos.
      for (const input of inputs) {
        await create.mutateAsync(input);
        saved += 1;
      }
      toast.success(T.mealsLogged(inputs.length));
      return { outcome: 'saved' };
    } catch {
      toast.error(T.saveFailed);
      return { outcome: 'save-failed', savedPhotos: objectPaths.length ? saved : 0 };
    } finally {
      setPhase('idle');
      await invalidate();
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
  const invalidate = useInvalidateFood();
  const deleting = useInFlight();
  const mutation = trpc.food.delete.useMutation({
    onSuccess: () => toast.success(T.entryDeleted),
    onError: () => toast.error(T.deleteFailed),
    onSettled: (_data, _err, input) => {
      deleting.finish(input.id);
      return invalidate();
    },
  });
  const { mutate: send } = mutation;
  const mutate = useCallback(
    (input: { id: string }) => {
      if (deleting.start(input.id)) send(input);
    },
    [send, deleting],
  );
  return { ...mutation, mutate };
}
