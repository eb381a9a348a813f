// Invite a coach (REGISTRATION=invite, ADR 0035): a single-use sign-up link, e-mailed when the
// server sends e-mail and shown here to copy either way. Only on an invite-only server.
import { Button, Card, Field, Heading, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { INVITE_TTL_DAYS } from '#shared/limits';
import { toast } from '#web/components/toaster.tsx';
import { errorMessage } from '#web/lib/errors.ts';
import { useTRPC } from '#web/lib/trpc.ts';
import { useProfileTexts } from '../texts.ts';

export function InviteCoachCard() {
  const T = useProfileTexts();
  const trpc = useTRPC();
  const [email, setEmail] = useState('');
  const invite = useMutation(
    trpc.coach.profile.invite.mutationOptions({
      onSuccess: () => setEmail(''),
      onError: (err) => toast.error(T.inviteFailed, errorMessage(err, T.inviteFailed)),
    }),
  );
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (email.trim() && !invite.isPending) invite.mutate({ email: email.trim() });
  };
  const made = invite.data;
  const copy = async (link: string) => {
    try {
      await navigator.clipboard.writeText(link);
      toast.success(T.inviteCopied);
    } catch {
      toast.error(T.inviteCopyFailed, T.inviteCopyByHand);
    }
  };

  return (
    <Card.Root variant="outline" data-testid="invite-coach-card">
      <Card.Header>
        <Heading size="md">{T.inviteTitle}</Heading>
        <Text color="fg.muted" fontSize="sm">
          {T.inviteHint(INVITE_TTL_DAYS)}
        </Text>
      </Card.Header>
      <Card.Body>
        <Stack gap="4">
          <form onSubmit={submit} noValidate>
            <HStack gap="2" align="end" flexWrap="wrap">
              <Field.Root flex="1" minW="12rem">
                <Field.Label>{T.inviteEmail}</Field.Label>
                <Input name="inviteEmail" type="email" autoComplete="off" value={email} onChange={(e) => setEmail(e.target.value)} />
              </Field.Root>
              <Button type="submit" loading={invite.isPending} disabled={!email.trim()}>
                {T.inviteSend}
              </Button>
            </HStack>
          </form>
          {made ? (
            <Stack gap="2" role="status">
              <Text>{made.emailed ? T.inviteEmailed(made.email) : T.inviteNotEmailed(made.email)}</Text>
              <HStack gap="2">
                <Input readOnly size="sm" aria-label={T.inviteLinkLabel} fontFamily="mono" value={made.link} onFocus={(e) => e.currentTarget.select()} />
                <Button size="sm" variant="outline" onClick={() => void copy(made.link)}>
                  {T.inviteCopy}
                </Button>
              </HStack>
            </Stack>
          ) : null}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
