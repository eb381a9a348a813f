// Delete my account (ADR 0035): typing the account's e-mail address confirms; the deletion happens
// after a 7-day grace period, during which this card (and a banner on every coach screen) says
// when and offers to cancel.
import { dateFormat } from '#web/i18n/format.ts';
import { Button, Card, Field, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { ACCOUNT_DELETION_GRACE_DAYS } from '#shared/limits';
import { ErrorState } from '#web/components/error-state.tsx';
import { FormDialog } from '#web/components/form-dialog.tsx';
import { toast } from '#web/components/toaster.tsx';
import { errorMessage } from '#web/lib/errors.ts';
import { useTRPC } from '#web/lib/trpc.ts';
import { useProfileTexts } from '../texts.ts';

const when = (iso: string) => dateFormat({ dateStyle: 'long', timeStyle: 'short' })(new Date(iso));

export function DeleteAccountCard({ email }: { email: string | null }) {
  const T = useProfileTexts();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const deletion = useQuery(trpc.coach.profile.accountDeletion.queryOptions(undefined, { staleTime: 60_000 }));
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const settle = (data: { scheduledFor: string | null }) => queryClient.setQueryData(trpc.coach.profile.accountDeletion.queryKey(), data);
  const schedule = useMutation(
    trpc.coach.profile.scheduleDeletion.mutationOptions({
      onSuccess: (data) => {
        settle(data);
        setOpen(false);
        setTyped('');
        if (data.scheduledFor) toast.success(T.deleteScheduled(when(data.scheduledFor)));
      },
      onError: (err) => toast.error(T.deleteFailed, errorMessage(err, T.deleteFailed)),
    }),
  );
  const cancel = useMutation(
    trpc.coach.profile.cancelDeletion.mutationOptions({
      onSuccess: (data) => {
        settle(data);
        toast.success(T.deleteCancelled);
      },
      onError: (err) => toast.error(T.deleteCancelFailed, errorMessage(err, T.deleteCancelFailed)),
    }),
  );
  const matches = !!email && typed.trim().toLowerCase() === email.toLowerCase();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (matches && !schedule.isPending) schedule.mutate({ confirmEmail: typed.trim() });
  };
  const scheduledFor = deletion.data?.scheduledFor;

  return (
    <Card.Root variant="outline" borderColor="border.error" data-testid="delete-account-card">
      <Card.Header>
        <Heading size="md">{T.deleteTitle}</Heading>
        <Text color="fg.muted" fontSize="sm">
          {T.deleteHint(ACCOUNT_DELETION_GRACE_DAYS)}
        </Text>
      </Card.Header>
      <Card.Body>
        {deletion.isError ? (
          <ErrorState size="sm" title={T.deleteLoadFailed} onRetry={() => void deletion.refetch()} retrying={deletion.isFetching} />
        ) : scheduledFor ? (
          <Stack gap="3" align="start">
            <Text fontWeight="semibold">{T.deleteScheduled(when(scheduledFor))}</Text>
            <Button onClick={() => cancel.mutate()} loading={cancel.isPending}>
              {T.deleteCancel}
            </Button>
          </Stack>
        ) : (
          <FormDialog
            open={open}
            onOpenChange={(o) => {
              setOpen(o);
              if (!o) setTyped('');
            }}
            title={T.deleteDialogTitle}
            trigger={
              <Button colorPalette="red" variant="outline" alignSelf="start" disabled={deletion.isPending || !email}>
                {T.deleteOpen}
              </Button>
            }
            onSubmit={submit}
            submitLabel={T.deleteConfirm}
            cancelLabel={T.deleteKeep}
            submitDisabled={!matches}
            pending={schedule.isPending}
          >
            <Stack gap="3">
              <Text>{T.deleteDialogBody(ACCOUNT_DELETION_GRACE_DAYS)}</Text>
              <Field.Root required>
                <Field.Label>{T.deleteTypeEmail(email ?? '')}</Field.Label>
                <Input name="confirmEmail" type="email" autoComplete="off" value={typed} onChange={(e) => setTyped(e.target.value)} />
              </Field.Root>
            </Stack>
          </FormDialog>
        )}
      </Card.Body>
    </Card.Root>
  );
}
