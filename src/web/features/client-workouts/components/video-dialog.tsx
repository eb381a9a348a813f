// docs/product.md §2: the exercise video in a dialog with an embedded player, Close, and 'Open in New Tab',
// which small screens (under 768 px) do not show (issue 31) — except for a link no player can
// embed, where it is the only way to watch (issue 12). Links the CSP's frame-src cannot play are
// not framed (that left a black box): the dialog says so instead. On a phone the dialog is a
// centred card the width of the screen.
import { Box, Button, CloseButton, Portal, Text, Dialog } from '@chakra-ui/react';
import { ExternalLinkIcon } from '#web/components/later-icons.tsx';
import { isEmbeddable, toEmbedUrl } from '#shared/video';
import { DESKTOP_QUERY, useMediaQuery } from '#web/lib/use-media-query.ts';
import { useWorkoutTexts } from '../texts.ts';

export function VideoDialog({ title, url, open, onClose }: { title: string; url: string; open: boolean; onClose: () => void }) {
  const T = useWorkoutTexts();
  const embed = toEmbedUrl(url);
  const embeddable = isEmbeddable(embed);
  const wide = useMediaQuery(DESKTOP_QUERY);
  return (
    <Dialog.Root open={open} onOpenChange={(e) => !e.open && onClose()} size={{ base: 'md', md: 'lg' }} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="3">
          <Dialog.Content>
            <Dialog.Header pe="14">
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {embeddable ? (
                <Box position="relative" width="full" paddingTop="56.25%" borderRadius="md" overflow="hidden" bg="black">
                  {/* No sandbox: the players need scripts and their own origin; CSP frame-src limits which players may load. */}
                  {/* oxlint-disable-next-line react/iframe-missing-sandbox */}
                  <iframe
                    src={open ? embed : undefined}
                    title={`${title} video`}
                    allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
                    allowFullScreen
                    style={{ position: 'absolute', inset: 0, width: '100%', height: '100%', border: 0 }}
                  />
                </Box>
              ) : (
                <Text color="fg.muted">{T.exercise.cannotEmbed}</Text>
              )}
            </Dialog.Body>
            <Dialog.Footer>
              {wide || !embeddable ? (
                <Button asChild variant="outline">
                  <a href={url} target="_blank" rel="noopener noreferrer">
                    <ExternalLinkIcon /> {T.exercise.openInNewTab}
                  </a>
                </Button>
              ) : null}
              <Button colorPalette="brand" onClick={onClose}>
                {T.exercise.close}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="md" aria-label={`${T.exercise.close} video`} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
