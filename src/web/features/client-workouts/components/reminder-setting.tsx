// The client's own e-mailed workout reminder (docs/jobs.md), on the client dashboard: off, or an
// hour of their own day. Hidden while it loads or when it cannot be read (nothing else depends on it).
import { useQueryClient, useQuery, useMutation } from '@tanstack/react-query';
import { Button, Card, Heading, HStack, Stack, Text, Field, NativeSelect } from '@chakra-ui/react';
import { useState } from 'react';
import { toast } from '#web/components/toaster.tsx';
import { errorMessage } from '#web/lib/errors.ts';
import { useTRPC } from '#web/lib/trpc.ts';
import { useReminderTexts } from '../history-texts.ts';

const HOURS = Array.from({ length: 24 }, (_, h) => h);

export function ReminderSetting() {
  const REMINDER_TEXTS = useReminderTexts();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const reminder = useQuery(trpc.clientApp.reminder.get.queryOptions());
  const [picked, setPicked] = useState<string | null>(null);
  const save = useMutation(
    trpc.clientApp.reminder.set.mutationOptions({
      onSuccess: (data) => {
        queryClient.setQueryData(trpc.clientApp.reminder.get.queryKey(), data);
        setPicked(null);
        toast.success(REMINDER_TEXTS.saved);
      },
      onError: (err) => toast.error(REMINDER_TEXTS.failed, errorMessage(err, REMINDER_TEXTS.failed)),
    }),
  );
  if (!reminder.data) return null;
  const current = reminder.data.hour === null ? '' : String(reminder.data.hour);
  const value = picked ?? current;

  return (
    <Card.Root variant="outline" data-testid="client-reminder">
      <Card.Body>
        <Stack gap="3">
          <Heading size="md">{REMINDER_TEXTS.title}</Heading>
          <Text color="fg.muted" fontSize="sm">
            {REMINDER_TEXTS.help}
          </Text>
          <HStack gap="2" align="end">
            <Field.Root flex="1">
              <Field.Label>{REMINDER_TEXTS.label}</Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field value={value} onChange={(e) => setPicked(e.currentTarget.value)}>
                  <option value="">{REMINDER_TEXTS.off}</option>
                  {HOURS.map((h) => (
                    <option key={h} value={String(h)}>
                      {REMINDER_TEXTS.at(`${String(h).padStart(2, '0')}:00`)}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
            <Button colorPalette="brand" onClick={() => save.mutate({ hour: value === '' ? null : Number(value) })} loading={save.isPending} disabled={value === current}>
              {REMINDER_TEXTS.save}
            </Button>
          </HStack>
          {reminder.data.hour !== null && !reminder.data.email && (
            <Text color="fg.warning" fontSize="sm">
              {REMINDER_TEXTS.noEmail}
            </Text>
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
