// A part of a screen on its way (past weeks, a card's results), apart from loading-state.tsx so the
// first screens, which load that one, do not carry it.
import { HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { OfflineWaitNote } from './loading-state.tsx';

/** A small spinner and its label for one part of a screen, with the offline line under them. */
export function InlineLoading({ label, size = 'sm', py }: { label: string; size?: 'xs' | 'sm'; py?: string }) {
  return (
    <Stack gap="1" role="status" py={py}>
      <HStack gap="2" color="fg.muted">
        <Spinner size={size} />
        <Text textStyle="sm">{label}</Text>
      </HStack>
      <OfflineWaitNote align="start" />
    </Stack>
  );
}
