// A check-in's photos beside the previous check-in's, pose by pose, for the coach's review
// (docs/check-ins.md). The check-in's photo step dates its photos on the check-in's day, so the
// two days' photos are read by day; a pose missing on one day shows as "no photo".
import { Stack, Text } from '@chakra-ui/react';
import { skipToken, useQuery } from '@tanstack/react-query';
import { useTRPC } from '#web/lib/trpc.ts';
import { PROGRESS_POSES, type ProgressPhoto } from '#shared/schemas/progress-photos';
import { usePhotoTexts } from '../texts.ts';
import { ProgressPhotoPair } from './progress-photo-pair.tsx';

const useDayPhotos = (clientId: string, on: string | null) => {
  const trpc = useTRPC();
  return useQuery(trpc.coach.progressPhotos.list.queryOptions(on ? { id: clientId, on } : skipToken));
};

export function CheckInPhotos({ clientId, day, previousDay }: { clientId: string; day: string; previousDay: string | null }) {
  const T = usePhotoTexts();
  const now = useDayPhotos(clientId, day);
  const before = useDayPhotos(clientId, previousDay);
  if (now.isError || before.isError) return <Text color="fg.error">{T.error}</Text>;
  if (now.isPending || (previousDay !== null && before.isPending)) return <Text color="fg.muted">{T.loading}</Text>;
  const pick = (items: ProgressPhoto[] | undefined, pose: ProgressPhoto['pose']) => items?.find((p) => p.pose === pose) ?? null;
  const poses = PROGRESS_POSES.filter((pose) => pick(now.data.items, pose) || pick(before.data?.items, pose));
  if (poses.length === 0) return <Text color="fg.muted">{T.checkInNoPhotos}</Text>;
  return (
    <Stack gap="4" data-testid="check-in-photos-review">
      {poses.map((pose) => (
        <Stack key={pose} gap="1">
          <Text fontWeight="medium" textStyle="sm">
            {T.poses[pose]}
          </Text>
          <ProgressPhotoPair before={pick(before.data?.items, pose)} after={pick(now.data.items, pose)} />
        </Stack>
      ))}
    </Stack>
  );
}
