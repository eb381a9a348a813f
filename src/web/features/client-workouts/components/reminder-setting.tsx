// The client's own e-mailed workout reminder (docs/jobs.md), on the client dashboard: off, or an
// hour of their own day. Hidden while it loads or when it cannot be read (nothing else depends on it).
import { Button, Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Field } from '#web/theme/components/field.ts';
import { NativeSelect } from '#web/theme/components/native-select.ts';
import { useState } from 'react';
import { toast } from '#web/components/toaster.tsx';
import { errorMessage } from '#web/lib/errors.ts';
import { trpc } from '#web/lib/trpc.ts';
import { T } from '../texts.ts';

const HOURS = Array.from({ length: 24 }, (_, h) => h);

export function ReminderSetting() {
  const utils = trpc.useUtils();
  const reminder = trpc.clientApp.reminder.get.useQuery();
  const [picked, setPicked] = useState<string | null>(null);
  const save = trpc.clientApp.reminder.set.useMutation({
    onSuccess: (data) => {
      utils.clientApp.reminder.get.setData(undefined, data);
      setPicked(null);
      toast.success(T.reminder.saved);
    },
    onError: (err) => toast.error(T.reminder.failed, errorMessage(err, T.reminder.failed)),
  });
  if (!reminder.data) return null;
  const current = reminder.data.hour === null ? '' : String(reminder.data.hour);
  const value = picked ?? current;

  return (
    <Card.Root variant="outline" data-testid="client-reminder">
      <Card.Body>
        <Stack gap="3">
          <Heading size="md">{T.reminder.title}</Heading>
          <Text color="fg.muted" fontSize="sm">
            {T.reminder.help}
          </Text>
          <HStack gap="2" align="end">
            <Field.Root flex="1">
              <Field.Label>{T.reminder.label}</Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field value={value} onChange={(e) => setPicked(e.currentTarget.value)}>
                  <option value="">{T.reminder.off}</option>
                  {HOURS.map((h) => (
                    <option key={h} value={String(h)}>
                      {T.reminder.at(h)}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
            <Button colorPalette="brand" onClick={() => save.mutate({ hour: value === '' ? null : Number(value) })} loading={save.isPending} disabled={value === current}>
              {T.reminder.save}
            </Button>
          </HStack>
          {reminder.data.hour !== null && !reminder.data.email && (
            <Text color="fg.warning" fontSize="sm">
              {T.reminder.noEmail}
            </Text>
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
