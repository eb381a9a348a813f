// Loading, error and empty blocks of the client workout screens, with the SPEC's texts.
import { Box, Button, Card, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { AlertCircleIcon } from '#web/components/icons.tsx';
import { OfflineWaitNote } from '#web/components/loading-state.tsx';
import { useWorkoutTexts } from '../texts.ts';

export function LoadingBlock({ label }: { label: string }) {
  return (
    <Stack align="center" justify="center" py="16" px="4" gap="3" role="status" aria-live="polite">
      <Spinner size="lg" color="brand.solid" />
      <Text color="fg.muted">{label}</Text>
      <OfflineWaitNote />
    </Stack>
  );
}

export function ErrorBlock({ title, body, onRetry }: { title: string; body?: string; onRetry?: () => void }) {
  const T = useWorkoutTexts();
  return (
    <Card.Root variant="outline" borderColor="border.error" role="alert">
      <Card.Body>
        <Stack align="center" textAlign="center" gap="3" py="4">
          <AlertCircleIcon boxSize="8" color="fg.error" />
          <Heading size="md">{title}</Heading>
          {body ? <Text color="fg.muted">{body}</Text> : null}
          {onRetry ? (
            <Button size="sm" variant="outline" onClick={onRetry}>
              {T.tryAgain}
            </Button>
          ) : null}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

export function EmptyBlock({ icon, title, body, children }: { icon?: ReactNode; title: string; body?: string; children?: ReactNode }) {
  return (
    <Stack align="center" textAlign="center" gap="3" py="12" px="4">
      {icon ? <Box color="fg.muted">{icon}</Box> : null}
      <Heading size="md">{title}</Heading>
      {body ? (
        <Text color="fg.muted" maxW="sm">
          {body}
        </Text>
      ) : null}
      {children}
    </Stack>
  );
}
