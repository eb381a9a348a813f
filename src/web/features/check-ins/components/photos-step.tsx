// The photo step of a check-in that asks for photos: the client adds progress photos for the
// check-in's day with the Progress tab's picker, through the same offline queue
// (docs/progress-photos.md). They join the client's progress photos, where the coach sees them.
import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { ProgressPhotoPicker, useAddProgressPhoto, type PickedPhoto } from '#web/features/progress-photos/index.ts';
import { useCheckInTexts } from '../texts.ts';

export function PhotosStep({ date }: { date: string }) {
  const T = useCheckInTexts();
  const [picked, setPicked] = useState<PickedPhoto>({ file: null, pose: 'FRONT' });
  const [added, setAdded] = useState(0);
  const { add, pending } = useAddProgressPhoto();
  const addPhoto = async () => {
    if (!picked.file) return;
    if (await add(picked.file, date, picked.pose)) {
      setAdded((n) => n + 1);
      setPicked((p) => ({ ...p, file: null }));
    }
  };
  return (
    <Stack gap="3" borderWidth="1px" borderRadius="l2" p="3" data-testid="check-in-photos">
      <Text fontWeight="medium">{T.photosTitle}</Text>
      <ProgressPhotoPicker value={picked} onChange={setPicked} disabled={pending} />
      <HStack justify="space-between" gap="3" flexWrap="wrap">
        <Text textStyle="sm" color="fg.muted" aria-live="polite">
          {T.photosAdded(added)}
        </Text>
        <Button type="button" variant="outline" minH="11" onClick={() => void addPhoto()} disabled={!picked.file} loading={pending}>
          {T.addPhoto}
        </Button>
      </HStack>
    </Stack>
  );
}
