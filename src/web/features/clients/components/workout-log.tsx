// One of the client's workouts opened on the coach's client detail (docs/product.md §2): each
// exercise with its result and the done sets with their records, read-only, from
// GET /clients/{id}/workouts/{sessionId}. Read when opened, not with the list.
import { useQuery } from '@tanstack/react-query';
import { Box, Stack, Text } from '@chakra-ui/react';
import { DoneSets } from '#web/components/done-sets.tsx';
import { ErrorState } from '#web/components/error-state.tsx';
import { useTRPC } from '#web/lib/trpc.ts';
import { useClientTexts } from '../texts.ts';

export function WorkoutLog({ clientId, sessionId, id }: { clientId: string; sessionId: string; id: string }) {
  const T = useClientTexts();
  const trpc = useTRPC();
  const workout = useQuery(trpc.coach.clientLog.workout.queryOptions({ id: clientId, sessionId }));
  if (workout.isPending)
    return (
      <Text id={id} color="fg.muted" fontSize="sm" role="status" mt="2">
        {T.workoutLoading}
      </Text>
    );
  if (workout.isError)
    return (
      <Box id={id} mt="2">
        <ErrorState size="sm" title={T.workoutLoadFailed} onRetry={() => void workout.refetch()} retrying={workout.isFetching} />
      </Box>
    );
  const logged = workout.data.exercises.filter((e) => e.completed || e.result || e.sets.some((x) => x.done));
  return (
    <Stack id={id} as="ul" gap="2" mt="2" listStyleType="none" data-testid="workout-log">
      {logged.length === 0 ? (
        <Text as="li" color="fg.muted" fontSize="sm">
          {T.workoutNothingLogged}
        </Text>
      ) : (
        logged.map((e) => (
          <Box as="li" key={e.id} fontSize="sm">
            <Text fontWeight="medium">
              {e.name}
              {e.result ? (
                <Text as="span" fontWeight="normal">
                  : {e.result}
                </Text>
              ) : null}
            </Text>
            <DoneSets sets={e.sets.filter((x) => x.done)} />
          </Box>
        ))
      )}
    </Stack>
  );
}
