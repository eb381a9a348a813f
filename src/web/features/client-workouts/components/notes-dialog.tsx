// docs/product.md §2: the coach's notes for an exercise (col6), in a dialog titled Coach Notes.
import { Button, Portal, Text, Dialog } from '@chakra-ui/react';
import { useWorkoutTexts } from '../texts.ts';

export function NotesDialog({ exerciseName, notes, open, onClose }: { exerciseName: string; notes: string; open: boolean; onClose: () => void }) {
  const T = useWorkoutTexts();
  return (
    <Dialog.Root open={open} onOpenChange={(e) => !e.open && onClose()} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <Dialog.Header flexDirection="column" alignItems="start" gap="1">
              <Dialog.Title>{T.exercise.coachNotes}</Dialog.Title>
              <Text color="fg.muted" textStyle="sm">
                {exerciseName}
              </Text>
            </Dialog.Header>
            <Dialog.Body>
              <Text whiteSpace="pre-wrap">{notes}</Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Button colorPalette="brand" onClick={onClose}>
                {T.exercise.close}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
