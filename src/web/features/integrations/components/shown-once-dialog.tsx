// A secret shown once (an API key, a webhook signing secret): read-only field, Copy, and a button
// that closes only when the coach says they copied it. Closing is still possible (Escape): the
// secret is then gone for good, which the text says.
import { Button, Clipboard, Dialog, IconButton, Input, InputGroup, Portal, Stack, Text } from '@chakra-ui/react';
import { CopyIcon } from '#web/components/later-icons.tsx';
import { CheckIcon } from '#web/components/icons.tsx';
import { useIntegrationTexts } from '../texts.ts';

export function ShownOnceDialog({ secret, hint, label, onClose }: { secret: string | null; hint: string; label: string; onClose: () => void }) {
  const T = useIntegrationTexts();
  return (
    <Dialog.Root open={secret !== null} onOpenChange={(d) => (d.open ? undefined : onClose())} role="alertdialog" placement="center" size={{ base: 'xs', sm: 'md' }}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{T.shownOnceTitle}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">
                <Text color="fg.muted">{hint}</Text>
                <Clipboard.Root value={secret ?? ''}>
                  <Clipboard.Label textStyle="sm" fontWeight="medium">
                    {label}
                  </Clipboard.Label>
                  <InputGroup
                    endElement={
                      <Clipboard.Trigger asChild>
                        <IconButton variant="ghost" size="xs" aria-label={T.copy} me="-2">
                          <Clipboard.Indicator copied={<CheckIcon />}>
                            <CopyIcon />
                          </Clipboard.Indicator>
                        </IconButton>
                      </Clipboard.Trigger>
                    }
                  >
                    <Clipboard.Input asChild>
                      <Input readOnly fontFamily="mono" fontSize="sm" onFocus={(e) => e.currentTarget.select()} />
                    </Clipboard.Input>
                  </InputGroup>
                </Clipboard.Root>
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button colorPalette="brand" onClick={onClose}>
                {T.done}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
