// An archived client's one screen (docs/offline.md, "Archived clients"), loaded only when the
// server says so: no first screen pays for it (docs/performance.md).
import { Card, Heading, Stack, Text, Alert } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { AppLogo } from '#web/components/app-logo.tsx';
import { LockIcon } from '#web/components/later-icons.tsx';
import { useOutboxState } from '#web/lib/offline/use-outbox.ts';
import { trpcKey, useTrpcClient } from '#web/lib/trpc-query.ts';
import { PRODUCT_NAME } from '#web/lib/use-page-title.ts';
import { useAccessTexts } from '../texts.ts';

/** How often the "access paused" screen asks again whether the coach has reopened the account. */
export const ARCHIVED_RECHECK_MS = 60_000;

/**
 * An archived client (403 archived on any call, lib/auth/archived.ts): one screen instead of every
 * tab's load error, with the server's message and the coach's name when the app knows it (their
 * saved branding). No retry button: nothing the client does changes the answer. The screen asks
 * again quietly (every minute, when the app comes back to the front or online); once a read
 * succeeds, the tabs come back and queued changes are sent.
 */
export default function ArchivedScreen({ message }: { message: string }) {
  const T = useAccessTexts();
  const client = useTrpcClient();
  const branding = useQuery({
    queryKey: trpcKey('clientApp.branding.get'),
    queryFn: () => client.clientApp.branding.get.query(),
    staleTime: ARCHIVED_RECHECK_MS,
    refetchInterval: ARCHIVED_RECHECK_MS,
    refetchOnWindowFocus: 'always',
    refetchOnReconnect: 'always',
  });
  const { pending } = useOutboxState();
  // A coach who never saved branding shows the product's name, which is not theirs; so does one who
  // saved only a logo or colour (issue 31: "Contact Spotter to continue"). The server's message
  // already says to contact the coach.
  const coach = branding.data?.saved && branding.data.businessName.trim() !== PRODUCT_NAME ? branding.data : null;
  return (
    <Card.Root variant="outline" role="region" aria-labelledby="archived-title" data-testid="client-archived">
      <Card.Body>
        <Stack align="center" textAlign="center" gap="4" py="6">
          <LockIcon boxSize="10" color="fg.muted" />
          <Heading id="archived-title" as="h1" size="lg">
            {T.archivedTitle}
          </Heading>
          <Text>{message || T.archivedFallback}</Text>
          {coach ? (
            <Stack align="center" gap="2" borderWidth="1px" borderRadius="l3" px="4" py="3" bg="bg.muted" maxW="full">
              <AppLogo name={coach.businessName} logoUrl={coach.logoUrl} size="sm" />
              <Text fontWeight="medium">{T.archivedCoach(coach.businessName)}</Text>
            </Stack>
          ) : null}
          {pending > 0 ? (
            <Alert.Root status="info" borderRadius="l2" textAlign="start">
              <Alert.Indicator />
              <Alert.Description>{T.archivedKept(pending)}</Alert.Description>
            </Alert.Root>
          ) : null}
          <Text color="fg.muted" textStyle="sm">
            {T.archivedReopens}
          </Text>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
