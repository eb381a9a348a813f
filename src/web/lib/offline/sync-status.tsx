// The client app's connection and sync line (docs/offline.md): "Offline · saved 14:05" when
// there is no signal, "3 changes waiting", "Syncing…", then "All changes saved" once the queue
// has sent something. Nothing when online before any queued change. A polite live region, so it is announced.
import { Box, Flex, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { lastSavedAt } from './saved-data.ts';
import { useOnline } from './use-online.ts';
import { useOutboxState } from './use-outbox.ts';

export const SYNC_TEXTS = {
  offline: (time: string | null) => (time ? `Offline · saved ${time}` : 'Offline'),
  waiting: (n: number) => (n === 1 ? '1 change waiting' : `${n} changes waiting`),
  syncing: 'Syncing…',
  saved: 'All changes saved',
} as const;

const timeOf = (ms: number) => new Date(ms).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit', hour12: false });

export function syncLine(o: { online: boolean; pending: number; syncing: boolean; savedAt: number | null; cacheSavedAt: number | null }): string[] {
  const parts: string[] = [];
  if (!o.online) parts.push(SYNC_TEXTS.offline(o.cacheSavedAt ? timeOf(o.cacheSavedAt) : null));
  if (o.syncing && o.online) parts.push(SYNC_TEXTS.syncing);
  else if (o.pending > 0) parts.push(SYNC_TEXTS.waiting(o.pending));
  else if (o.online && o.savedAt) parts.push(SYNC_TEXTS.saved);
  return parts;
}

export function SyncStatus() {
  const online = useOnline();
  const state = useOutboxState();
  const queryClient = useQueryClient();
  const parts = syncLine({ online, ...state, cacheSavedAt: online ? null : lastSavedAt(queryClient) });
  return (
    <Box role="status" aria-live="polite" data-testid="sync-status">
      {parts.length ? (
        <Flex justify="center" gap="2" py="1" px="4" bg={online ? 'bg.muted' : 'orange.subtle'} color={online ? 'fg.muted' : 'orange.fg'}>
          <Text textStyle="xs" fontWeight="medium">
            {parts.join(' · ')}
          </Text>
        </Flex>
      ) : null}
    </Box>
  );
}
