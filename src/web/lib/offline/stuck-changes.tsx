// The changes the outbox could not send (docs/offline.md, "Stuck changes"): each with what it
// was, why the server refused it and when it was made, to send again or discard (confirmed).
// Nothing is dropped without the client's say (issue 31). Loaded when first opened.
import { Box, Button, CloseButton, Flex, Portal, Stack, Text, Dialog } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { ConfirmDialog } from '#web/components/confirm-dialog.tsx';
import { outbox } from './client-outbox.ts';
import type { OutboxItem } from './outbox.ts';
import { useStuckTexts } from './sync-texts.ts';
import { useOutboxState } from './use-outbox.ts';

/** A word on which change it was: a meal's or a message's text, a test's name. */
function detailOf(item: OutboxItem): string | null {
  const input = (item.input ?? {}) as Record<string, unknown>;
  for (const field of ['description', 'testName', 'body']) {
    const value = input[field];
    if (typeof value === 'string' && value.trim()) return value.trim();
  }
  return null;
}

const whenOf = (ms: number) => new Date(ms).toLocaleString([], { month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit', hour12: false });

export function StuckChangesDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const STUCK_TEXTS = useStuckTexts();
  const state = useOutboxState();
  // Null until read: "every change has been sent" only once the queue says so.
  const [items, setItems] = useState<OutboxItem[] | null>(null);
  const [discarding, setDiscarding] = useState<OutboxItem | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  // Read again whenever the queue changes (a retry sent it, another change got stuck).
  useEffect(() => {
    let live = true;
    void outbox.items().then((all) => {
      if (live) setItems(all.filter((i) => i.stuck));
    });
    return () => {
      live = false;
    };
  }, [state.stuck, state.pending, state.syncing]);

  const retry = async (item: OutboxItem) => {
    setBusy(item.id);
    try {
      await outbox.retry(item.id);
    } finally {
      setBusy(null);
    }
  };

  return (
    <>
      <Dialog.Root open={open} onOpenChange={(d) => onOpenChange(d.open)} placement="center" size={{ base: 'xs', sm: 'md' }}>
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner px="4">
            <Dialog.Content>
              <Dialog.Header>
                <Dialog.Title>{STUCK_TEXTS.title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Text color="fg.muted" textStyle="sm" mb="3">
                  {items === null ? null : items.length ? STUCK_TEXTS.intro : STUCK_TEXTS.none}
                </Text>
                <Stack as="ul" gap="3" listStyleType="none">
                  {(items ?? []).map((item) => {
                    const detail = detailOf(item);
                    return (
                      <Box as="li" key={item.id} borderWidth="1px" borderRadius="md" p="3" aria-label={item.label} data-testid="stuck-change">
                        <Text fontWeight="semibold">{item.label}</Text>
                        {detail ? <Text textStyle="sm">{detail}</Text> : null}
                        <Text textStyle="sm" color="fg.error">
                          {item.stuck?.reason}
                        </Text>
                        <Text textStyle="xs" color="fg.muted">
                          {STUCK_TEXTS.made(whenOf(item.createdAt))}
                        </Text>
                        <Flex gap="2" mt="2" wrap="wrap">
                          <Button size="sm" minH="11" colorPalette="brand" loading={busy === item.id} onClick={() => void retry(item)}>
                            {STUCK_TEXTS.retry}
                          </Button>
                          <Button size="sm" minH="11" variant="outline" colorPalette="red" disabled={busy === item.id} onClick={() => setDiscarding(item)}>
                            {STUCK_TEXTS.discard}
                          </Button>
                        </Flex>
                      </Box>
                    );
                  })}
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Dialog.ActionTrigger asChild>
                  <Button variant="outline" minH="11">
                    {STUCK_TEXTS.close}
                  </Button>
                </Dialog.ActionTrigger>
              </Dialog.Footer>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label={STUCK_TEXTS.close} />
              </Dialog.CloseTrigger>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
      <ConfirmDialog
        open={discarding !== null}
        onOpenChange={(o) => {
          if (!o) setDiscarding(null);
        }}
        title={STUCK_TEXTS.confirmTitle}
        description={discarding ? STUCK_TEXTS.confirmBody(discarding.label) : undefined}
        confirmLabel={STUCK_TEXTS.discard}
        cancelLabel={STUCK_TEXTS.keep}
        onConfirm={async () => {
          if (discarding) await outbox.discard(discarding.id);
        }}
      />
    </>
  );
}
