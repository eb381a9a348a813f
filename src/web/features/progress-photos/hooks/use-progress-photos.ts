// Progress photos on the web (docs/progress-photos.md): the lists (paged, newest first), adding one
// through the offline queue like a meal photo (kept as a Blob until uploaded: send.ts), deleting.
import { useInfiniteQuery, useQueryClient, useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from '#web/components/toaster.tsx';
import { errorMessage } from '#web/lib/errors.ts';
import { canPersist } from '#web/lib/offline/saved-data.ts';
import { useTRPC } from '#web/lib/trpc.ts';
import { putPhoto } from '#web/lib/photos.ts';
import type { ProgressPhoto, ProgressPose } from '#shared/schemas/progress-photos';
import { usePhotoTexts } from '../texts.ts';

export type { ProgressPhoto, ProgressPose };
/** Photos per page: four weeks of three poses, plenty for a comparison. */
export const PAGE_SIZE = 24;

const pageOpts = { getNextPageParam: (last: { nextCursor: string | null }) => last.nextCursor } as const;

export function useClientProgressPhotos() {
  const trpc = useTRPC();
  return useInfiniteQuery(trpc.clientApp.progressPhotos.list.infiniteQueryOptions({ limit: PAGE_SIZE }, pageOpts));
}

export function useCoachProgressPhotos(clientId: string) {
  const trpc = useTRPC();
  return useInfiniteQuery(trpc.coach.progressPhotos.list.infiniteQueryOptions({ id: clientId, limit: PAGE_SIZE }, pageOpts));
}

/** Adds a photo: queued (works offline, survives a reload) where IndexedDB exists, else sent at once. */
export function useAddProgressPhoto() {
  const T = usePhotoTexts();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const requestUpload = useMutation(trpc.clientApp.progressPhotos.requestUpload.mutationOptions());
  const create = useMutation(trpc.clientApp.progressPhotos.create.mutationOptions());
  const [pending, setPending] = useState(false);
  const add = async (file: File, takenOn: string, pose: ProgressPose): Promise<boolean> => {
    setPending(true);
    try {
      if (canPersist()) {
        // Loaded on use, and through one module: the coach's side shares this file and never loads the queue.
        const { enqueueProgressPhoto, QUEUED } = await import('#web/lib/offline/client-outbox.ts');
        const answer = await enqueueProgressPhoto({ takenOn, pose }, file);
        toast.success(answer === QUEUED ? T.queued : T.added);
      } else {
        const objectPath = await putPhoto(await requestUpload.mutateAsync(), file);
        await create.mutateAsync({ objectPath, takenOn, pose });
        toast.success(T.added);
      }
      return true;
    } catch (err) {
      toast.error(T.addFailed, errorMessage(err, T.addFailed));
      return false;
    } finally {
      setPending(false);
      void queryClient.invalidateQueries(trpc.clientApp.progressPhotos.list.pathFilter());
    }
  };
  return { add, pending };
}

export function useDeleteProgressPhoto() {
  const T = usePhotoTexts();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.clientApp.progressPhotos.delete.mutationOptions({
      onSuccess: () => toast.success(T.deleted),
      onError: (err) => toast.error(T.deleteFailed, errorMessage(err, T.deleteFailed)),
      onSettled: () => queryClient.invalidateQueries(trpc.clientApp.progressPhotos.list.pathFilter()),
    }),
  );
}
