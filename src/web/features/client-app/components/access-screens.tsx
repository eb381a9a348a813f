// The client app's sign-in dead ends, replaced by screens that say what to do (issue 12):
// an invalid, revoked or expired link (with "E-mail me a new link"), a coach who opened /app
// without choosing a client to preview. An archived client's screen: archived-screen.tsx.
import { Button, Card, Heading, Stack, Text, Alert, Field, Input } from '@chakra-ui/react';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import { AlertCircleIcon, UsersIcon } from '#web/components/icons.tsx';
import { MailIcon } from '#web/components/later-icons.tsx';
import { errorMessage } from '#web/lib/errors.ts';
import { trpcKey, useTrpcClient } from '#web/lib/trpc-query.ts';
import { useAuth } from '#web/lib/auth/auth-context.ts';
import { useAccessTexts } from '../texts.ts';

export function InvalidLinkScreen() {
  const T = useAccessTexts();
  // A link the server refused is "no longer valid"; with no link at all, the screen says where one comes from.
  const { refused } = useAuth();
  const [asking, setAsking] = useState(false);
  const [email, setEmail] = useState('');
  const client = useTrpcClient();
  const request = useMutation({ mutationKey: trpcKey('auth.requestAccessLink', undefined, 'any'), mutationFn: (input: { email: string }) => client.auth.requestAccessLink.mutate(input) });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim() || request.isPending) return;
    request.mutate({ email: email.trim() });
  };

  return (
    <Card.Root variant="outline" role="region" aria-labelledby="invalid-link-title">
      <Card.Body>
        <Stack align="center" textAlign="center" gap="4" py="4">
          {refused ? <AlertCircleIcon boxSize="10" color="fg.error" /> : <MailIcon boxSize="10" color="fg.muted" />}
          <Heading id="invalid-link-title" as="h1" size="lg">
            {refused ? T.invalidTitle : T.noLinkTitle}
          </Heading>
          <Text>{refused ? T.invalidBody : T.noLinkBody}</Text>
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
                  <Input type="email" name="email" autoComplete="email" inputMode="email" autoCapitalize="none" spellCheck={false} value={email} onChange={(e) => setEmail(e.target.value)} autoFocus />
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
  const T = useAccessTexts();
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
