// The client's time zone (docs/time-zones.md): detected by their browser on first use, shown
// here, and correctable by the coach. Their "today", lateness and meal days follow it.
import { useQueryClient, useQuery, useMutation } from '@tanstack/react-query';
import { Button, Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { ErrorState } from '#web/components/error-state.tsx';
import { TimeZoneSelect } from '#web/components/time-zone-select.tsx';
import { toast } from '#web/components/toaster.tsx';
import { errorMessage } from '#web/lib/errors.ts';
import { useTRPC } from '#web/lib/trpc.ts';
import { useClientTimeZoneTexts } from '../texts.ts';

export function TimeZoneCard({ clientId }: { clientId: string }) {
  const trpc = useTRPC();
  const TEXT = useClientTimeZoneTexts();
  const queryClient = useQueryClient();
  const zone = useQuery(trpc.coach.clients.timeZone.queryOptions({ id: clientId }));
  const [picked, setPicked] = useState<string | null>(null);
  const save = useMutation(
    trpc.coach.clients.setTimeZone.mutationOptions({
      onSuccess: (data) => {
        queryClient.setQueryData(trpc.coach.clients.timeZone.queryKey({ id: clientId }), data);
        setPicked(null);
        toast.success(TEXT.saved);
      },
      onError: (err) => toast.error(TEXT.failed, errorMessage(err, TEXT.failed)),
    }),
  );
  const current = zone.data?.timeZone ?? null;
  const value = picked ?? current ?? 'UTC';

  return (
    <Card.Root variant="outline" data-testid="time-zone-card">
      <Card.Header>
        <Heading size="md">{TEXT.title}</Heading>
        <Text color="fg.muted" fontSize="sm">
          {TEXT.help}
        </Text>
      </Card.Header>
      <Card.Body>
        {zone.isError ? (
          <ErrorState title={TEXT.loadFailed} onRetry={() => void zone.refetch()} />
        ) : (
          <Stack gap="3">
            <Text data-testid="time-zone-current">{current ?? TEXT.unset}</Text>
            <HStack gap="2" align="end" flexWrap="wrap">
              <TimeZoneSelect label={TEXT.label} value={value} current={current} disabled={zone.isPending} onChange={setPicked} />
              <Button onClick={() => save.mutate({ id: clientId, timeZone: value })} loading={save.isPending} disabled={zone.isPending || value === current}>
                {TEXT.save}
              </Button>
            </HStack>
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
