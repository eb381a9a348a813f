// The client's e-mailed workout reminder (docs/jobs.md): off, or an hour of the client's own day.
import { useQueryClient, useQuery, useMutation } from '@tanstack/react-query';
import { Button, Card, Heading, HStack, Stack, Text, Field, NativeSelect } from '@chakra-ui/react';
import { useState } from 'react';
import { ErrorState } from '#web/components/error-state.tsx';
import { toast } from '#web/components/toaster.tsx';
import { errorMessage } from '#web/lib/errors.ts';
import { useTRPC } from '#web/lib/trpc.ts';
import { useClientTexts } from '../texts.ts';

const HOURS = Array.from({ length: 24 }, (_, h) => h);

export function ReminderCard({ clientId }: { clientId: string }) {
  const T = useClientTexts();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const reminder = useQuery(trpc.coach.clients.reminder.queryOptions({ id: clientId }));
  const [picked, setPicked] = useState<string | null>(null);
  const save = useMutation(
    trpc.coach.clients.setReminder.mutationOptions({
      onSuccess: (data) => {
        queryClient.setQueryData(trpc.coach.clients.reminder.queryKey({ id: clientId }), data);
        setPicked(null);
        toast.success(T.reminderSaved);
      },
      onError: (err) => toast.error(T.reminderFailed, errorMessage(err, T.reminderFailed)),
    }),
  );
  const current = reminder.data ? (reminder.data.hour === null ? '' : String(reminder.data.hour)) : '';
  const value = picked ?? current;

  return (
    <Card.Root variant="outline" data-testid="reminder-card">
      <Card.Header>
        <Heading size="md">{T.reminderTitle}</Heading>
        <Text color="fg.muted" fontSize="sm">
          {T.reminderHelp}
        </Text>
      </Card.Header>
      <Card.Body>
        {reminder.isError ? (
          <ErrorState size="sm" title={T.reminderLoadFailed} onRetry={() => void reminder.refetch()} retrying={reminder.isFetching} />
        ) : (
          <Stack gap="3">
            <HStack gap="2" align="end" flexWrap="wrap">
              <Field.Root flex="1" minW="10rem">
                <Field.Label>{T.reminderLabel}</Field.Label>
                <NativeSelect.Root disabled={reminder.isPending}>
                  <NativeSelect.Field value={value} onChange={(e) => setPicked(e.currentTarget.value)}>
                    <option value="">{T.reminderOff}</option>
                    {HOURS.map((h) => (
                      <option key={h} value={String(h)}>
                        {T.reminderAt(h)}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </Field.Root>
              <Button onClick={() => save.mutate({ id: clientId, hour: value === '' ? null : Number(value) })} loading={save.isPending} disabled={reminder.isPending || value === current}>
                {T.reminderSave}
              </Button>
            </HStack>
            {reminder.data && reminder.data.hour !== null && !reminder.data.email && (
              <Text color="fg.warning" fontSize="sm">
                {T.reminderNoEmail}
              </Text>
            )}
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
