// The client app's sign-in dead ends, replaced by screens that say what to do (issue 12):
// an invalid, revoked or expired link (with "E-mail me a new link"), a coach who opened /app
// without choosing a client to preview, and a client their coach archived (docs/offline.md).
import { Alert, Button, Card, Field, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import { AppLogo } from '../../../components/app-logo.tsx';
import { AlertCircleIcon, LockIcon, MailIcon, UsersIcon } from '../../../components/icons.tsx';
import { errorMessage } from '../../../lib/errors.ts';
import { useOutboxState } from '../../../lib/offline/use-outbox.ts';
import { trpc } from '../../../lib/trpc.ts';
import { ACCESS_TEXTS as T } from '../texts.ts';

export function InvalidLinkScreen() {
  const [asking, setAsking] = useState(false);
  const [email, setEmail] = useState('');
  const request = trpc.auth.requestAccessLink.useMutation();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim() || request.isPending) return;
    request.mutate({ email: email.trim() });
  };

  return (
    <Card.Root variant="outline" role="region" aria-labelledby="invalid-link-title">
      <Card.Body>
        <Stack align="center" textAlign="center" gap="4" py="4">
          <AlertCircleIcon boxSize="10" color="fg.error" />
          <Heading id="invalid-link-title" as="h1" size="lg">
            {T.invalidTitle}
          </Heading>
          <Text>{T.invalidBody}</Text>
          {request.isSuccess ? (
            <Alert.Root status="success" borderRadius="l2" role="status">
              <Alert.Indicator />
              <Alert.Description>{T.sent}</Alert.Description>
            </Alert.Root>
          ) : asking ? (
            <form onSubmit={submit} noValidate style={{ width: '100%' }}>
              <Stack gap="3" textAlign="start">
                {request.isError ? (
                  <Alert.Root status="error" borderRadius="l2">
                    <Alert.Indicator />
                    <Alert.Description>{errorMessage(request.error, T.failed)}</Alert.Description>
                  </Alert.Root>
                ) : null}
                <Field.Root required>
                  <Field.Label>{T.emailLabel}</Field.Label>
                  <Input
                    type="email"
                    name="email"
                    autoComplete="email"
                    inputMode="email"
                    autoCapitalize="none"
                    spellCheck={false}
                    value={email}
                    onChange={(e) => setEmail(e.target.value)}
                    autoFocus
                  />
                  <Field.HelperText>{T.emailHint}</Field.HelperText>
                </Field.Root>
                <Button type="submit" size="lg" loading={request.isPending} disabled={!email.trim()}>
                  <MailIcon /> {T.send}
                </Button>
              </Stack>
            </form>
          ) : (
            <Button size="lg" onClick={() => setAsking(true)}>
              <MailIcon /> {T.emailMe}
            </Button>
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

export function CoachOnClientApp() {
  return (
    <Card.Root variant="outline">
      <Card.Body>
        <Stack align="center" textAlign="center" gap="4" py="4">
          <UsersIcon boxSize="10" color="fg.muted" />
          <Heading as="h1" size="lg">
            {T.coachTitle}
          </Heading>
          <Text color="fg.muted">{T.coachBody}</Text>
          <Button asChild size="lg">
            <RouterLink to="/coach/clients">{T.openClients}</RouterLink>
          </Button>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

/** How often the "access paused" screen asks again whether the coach has reopened the account. */
export const ARCHIVED_RECHECK_MS = 60_000;

/**
 * An archived client (403 archived on any call, lib/auth/archived.ts): one screen instead of every
 * tab's load error, with the server's message and the coach's name when the app knows it (their
 * saved branding). No retry button: nothing the client does changes the answer. The screen asks
 * again quietly (every minute, when the app comes back to the front or online); once a read
 * succeeds, the tabs come back and queued changes are sent.
 */
export function ArchivedScreen({ message }: { message: string }) {
  const branding = trpc.clientApp.branding.get.useQuery(undefined, {
    staleTime: ARCHIVED_RECHECK_MS,
    refetchInterval: ARCHIVED_RECHECK_MS,
    refetchOnWindowFocus: 'always',
    refetchOnReconnect: 'always',
  });
  const { pending } = useOutboxState();
  // A coach who never saved branding shows the product's name, which is not theirs.
  const coach = branding.data?.saved ? branding.data : null;
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
