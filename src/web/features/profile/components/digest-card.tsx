// The coach's e-mailed digest (docs/jobs.md): off, daily or weekly.
import { useQueryClient, useQuery, useMutation } from '@tanstack/react-query';
import { Button, Card, Heading, HStack, Text, Field, NativeSelect } from '@chakra-ui/react';
import { useState } from 'react';
import { DIGEST_FREQUENCIES } from '#shared/schemas/email';
import { ErrorState } from '#web/components/error-state.tsx';
import { toast } from '#web/components/toaster.tsx';
import { errorMessage } from '#web/lib/errors.ts';
import { useTRPC } from '#web/lib/trpc.ts';
import { useProfileTexts } from '../texts.ts';

type Frequency = (typeof DIGEST_FREQUENCIES)[number];

export function DigestCard() {
  const T = useProfileTexts();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const digest = useQuery(trpc.coach.profile.digest.queryOptions());
  const [picked, setPicked] = useState<Frequency | null>(null);
  const save = useMutation(
    trpc.coach.profile.setDigest.mutationOptions({
      onSuccess: (data) => {
        queryClient.setQueryData(trpc.coach.profile.digest.queryKey(), data);
        setPicked(null);
        toast.success(T.digestSaved);
      },
      onError: (err) => toast.error(T.digestFailed, errorMessage(err, T.digestFailed)),
    }),
  );
  const current = digest.data?.digest ?? 'OFF';
  const value = picked ?? current;

  return (
    <Card.Root variant="outline" data-testid="digest-card">
      <Card.Header>
        <Heading size="md">{T.digestTitle}</Heading>
        <Text color="fg.muted" fontSize="sm">
          {T.digestHint}
        </Text>
      </Card.Header>
      <Card.Body>
        {digest.isError ? (
          <ErrorState size="sm" title={T.digestLoadFailed} onRetry={() => void digest.refetch()} retrying={digest.isFetching} />
        ) : (
          <HStack gap="2" align="end" flexWrap="wrap">
            <Field.Root flex="1" minW="10rem">
              <Field.Label>{T.digestLabel}</Field.Label>
              <NativeSelect.Root disabled={digest.isPending}>
                <NativeSelect.Field value={value} onChange={(e) => setPicked(e.currentTarget.value as Frequency)}>
                  {DIGEST_FREQUENCIES.map((f) => (
                    <option key={f} value={f}>
                      {T.digestOptions[f]}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
            <Button onClick={() => save.mutate({ digest: value })} loading={save.isPending} disabled={digest.isPending || value === current}>
              {T.digestSave}
            </Button>
          </HStack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
