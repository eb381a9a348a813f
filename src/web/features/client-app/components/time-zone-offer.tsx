// "You seem to be in Tokyo time. Use it?" (issue 31, docs/time-zones.md): shown once per device and
// zone when the device runs in another zone than the client's saved one (lib/use-time-zone.ts
// decides). Loaded only then: no first screen pays for it.
import { Button, HStack, Stack, Alert } from '@chakra-ui/react';
import { errorMessage } from '#web/lib/errors.ts';
import { useSetOwnTimeZone, zoneCity } from '#web/lib/use-time-zone.ts';
import { useAccessTexts } from '../texts.ts';

export default function TimeZoneOffer({ zone, current, onDone }: { zone: string; current: string; onDone: () => void }) {
  const T = useAccessTexts();
  const save = useSetOwnTimeZone();
  const city = zoneCity(zone);
  const currentCity = zoneCity(current);
  return (
    <Alert.Root status="info" borderRadius="l2" mb="4" role="region" aria-label={T.zoneOffer(city)} data-testid="time-zone-offer">
      <Alert.Indicator />
      <Stack gap="2" flex="1" minW="0">
        <Alert.Title>{T.zoneOffer(city)}</Alert.Title>
        <Alert.Description>{T.zoneOfferBody(currentCity)}</Alert.Description>
        {save.isError ? <Alert.Description color="fg.error">{errorMessage(save.error, T.zoneFailed)}</Alert.Description> : null}
        <HStack gap="2" flexWrap="wrap">
          <Button size="sm" minH="11" colorPalette="brand" loading={save.isPending} onClick={() => save.mutate({ timeZone: zone }, { onSuccess: onDone })}>
            {T.zoneUse(city)}
          </Button>
          <Button size="sm" minH="11" variant="outline" bg="bg.panel" disabled={save.isPending} onClick={onDone}>
            {T.zoneKeep(currentCity)}
          </Button>
        </HStack>
      </Stack>
    </Alert.Root>
  );
}
