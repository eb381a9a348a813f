// The photo step of a check-in that asks for photos. For now a note pointing to Progress, where
// progress photos are added; kept in this one component so the progress-photo picker replaces it.
import { Text } from '@chakra-ui/react';
import { T } from '../texts.ts';

export function PhotosStep() {
  return (
    <Text color="fg.muted" textStyle="sm" data-testid="check-in-photos-note">
      {T.photosNote}
    </Text>
  );
}
