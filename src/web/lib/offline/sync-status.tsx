// The client app's connection and sync line (docs/offline.md): "Offline · saved 14:05" when
// there is no signal, "3 changes waiting", "Syncing…", then "All changes saved" once the queue
// has sent something. Nothing when online before any queued change. A polite live region, so it is announced.
// Changes that could not be sent add a line with Review, which opens their list (stuck-changes.tsx).
import { Box, Button, Flex, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { lastSavedAt } from './saved-data.ts';
import { useOnline } from './use-online.ts';
import { useOutboxState } from './use-outbox.ts';
import { SYNC_TEXTS, useStuckTexts, useSyncTexts, type SyncTexts } from './sync-texts.ts';

export { STUCK_TEXTS, SYNC_TEXTS } from './sync-texts.ts';

const timeOf = (ms: number) => new Date(ms).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit', hour12: false });

export function syncLine(o: { online: boolean; pending: number; syncing: boolean; savedAt: number | null; cacheSavedAt: number | null }, texts: SyncTexts = SYNC_TEXTS): string[] {
  const parts: string[] = [];
  if (!o.online) parts.push(texts.offline(o.cacheSavedAt ? timeOf(o.cacheSavedAt) : null));
  if (o.syncing && o.online) parts.push(texts.syncing);
  else if (o.pending > 0) parts.push(texts.waiting(o.pending));
  else if (o.online && o.savedAt) parts.push(texts.saved);
  return parts;
}

const StuckChangesDialog = lazy(() => import('./stuck-changes.tsx').then((m) => ({ default: m.StuckChangesDialog })));

export function SyncStatus() {
  const online = useOnline();
  const state = useOutboxState();
  const queryClient = useQueryClient();
  const [reviewing, setReviewing] = useState(false);
  const texts = useSyncTexts();
  const STUCK_TEXTS = useStuckTexts();
  const parts = syncLine({ online, ...state, cacheSavedAt: online ? null : lastSavedAt(queryClient) }, texts);
  return (
    <>
      <Box role="status" aria-live="polite" data-testid="sync-status">
        {parts.length ? (
          <Flex justify="center" gap="2" py="1" px="4" bg={online ? 'bg.muted' : 'orange.subtle'} color={online ? 'fg.muted' : 'orange.fg'}>
            <Text textStyle="xs" fontWeight="medium">
              {parts.join(' · ')}
            </Text>
          </Flex>
        ) : null}
      </Box>
      {state.stuck > 0 ? (
        <Flex justify="center" align="center" gap="2" px="4" bg="red.subtle" color="red.fg" data-testid="stuck-status">
          <Text textStyle="xs" fontWeight="medium" role="alert">
            {STUCK_TEXTS.line(state.stuck)}
          </Text>
          <Button size="xs" variant="plain" minH="11" color="inherit" textDecoration="underline" onClick={() => setReviewing(true)}>
            {STUCK_TEXTS.review}
          </Button>
        </Flex>
      ) : null}
      {reviewing ? (
        <Suspense fallback={null}>
          <StuckChangesDialog open={reviewing} onOpenChange={setReviewing} />
        </Suspense>
      ) : null}
    </>
  );
}
