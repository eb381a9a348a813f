// docs/product.md §2: a food photo enlarged in the 'Food Photo' dialog: a dark viewer, full screen on a phone, so
// the photo, not white space around it, is what the eye meets.
import { CloseButton, Image, Portal, Dialog } from '@chakra-ui/react';
import { useFoodTexts } from '../texts.ts';

export function PhotoDialog({ photo, onClose }: { photo: { url: string; alt: string } | null; onClose: () => void }) {
  const T = useFoodTexts();
  return (
    <Dialog.Root open={photo !== null} onOpenChange={(e) => !e.open && onClose()} placement="center" size={{ base: 'full', sm: 'lg' }}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content bg="gray.950" color="gray.50">
            <Dialog.Header>
              <Dialog.Title>{T.foodPhoto}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body display="flex" alignItems="center" justifyContent="center" pb="6">
              {photo ? <Image src={photo.url} alt={photo.alt} maxH={{ base: '75dvh', sm: '70vh' }} width="auto" maxW="full" borderRadius="l2" objectFit="contain" /> : null}
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="md" aria-label={T.close} color="gray.300" _hover={{ bg: 'whiteAlpha.200', color: 'white' }} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
