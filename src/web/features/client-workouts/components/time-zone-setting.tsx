// The client's own time zone on the Dashboard, beside the reminder (issue 31, docs/time-zones.md):
// saved by the browser on first use, seen and changed here; a travelling client can take this
// device's zone in one tap.
import { Button, Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { TimeZoneSelect } from '#web/components/time-zone-select.tsx';
import { toast } from '#web/components/toaster.tsx';
import { useAuth } from '#web/lib/auth/auth-context.ts';
import { errorMessage } from '#web/lib/errors.ts';
import { detectTimeZone, useSetOwnTimeZone, useTimeZone, zoneCity } from '#web/lib/use-time-zone.ts';
import { useZoneTexts } from '../history-texts.ts';

export function TimeZoneSetting() {
  const T = useZoneTexts();
  const { preview } = useAuth();
  const current = useTimeZone();
  const [picked, setPicked] = useState<string | null>(null);
  const save = useSetOwnTimeZone();
  const value = picked ?? current;
  const device = detectTimeZone();
  const saveZone = (timeZone: string) =>
    save.mutate(
      { timeZone },
      {
        onSuccess: () => {
          setPicked(null);
          toast.success(T.saved);
        },
        onError: (err) => toast.error(T.failed, errorMessage(err, T.failed)),
      },
    );

  return (
    <Card.Root variant="outline" data-testid="client-time-zone">
      <Card.Body>
        <Stack gap="3">
          <Heading size="md">{T.title}</Heading>
          <Text color="fg.muted" fontSize="sm">
            {T.help}
          </Text>
          <Text data-testid="client-time-zone-current">{T.current(current)}</Text>
          <HStack gap="2" align="end" flexWrap="wrap">
            <TimeZoneSelect label={T.label} value={value} current={current} disabled={preview} onChange={setPicked} />
            <Button colorPalette="brand" onClick={() => saveZone(value)} loading={save.isPending && save.variables?.timeZone === value} disabled={preview || value === current || save.isPending}>
              {T.save}
            </Button>
          </HStack>
          {device && device !== current && !preview ? (
            <Button variant="outline" alignSelf="start" onClick={() => saveZone(device)} disabled={save.isPending}>
              {T.deviceZone(zoneCity(device))}
            </Button>
          ) : null}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
