// Client stats (docs/product.md §9 coach client view) and the client's food log (read through `food.list`).
import { useQuery } from '@tanstack/react-query';
import { Box, Card, Heading, HStack, Image, SimpleGrid, Stack, Text, Stat } from '@chakra-ui/react';
import { isPlaceholderDescription } from '#shared/food';
import { ErrorState } from '#web/components/error-state.tsx';
import { useTRPC } from '#web/lib/trpc.ts';
import { formatDay } from '#web/lib/client-utils.ts';
import { useClientTexts } from '../texts.ts';

export function ClientStatsCard({ clientId }: { clientId: string }) {
  const T = useClientTexts();
  const trpc = useTRPC();
  const stats = useQuery(trpc.coach.clients.stats.queryOptions({ id: clientId }));
  const s = stats.data;
  const L = T.stats;
  const items: [string, string, string?][] = s
    ? [
        [L.workoutsFinished, `${s.finishedWorkouts}/${s.totalWorkouts}`, L.workoutsFinishedHelp(s.finishedWorkouts, s.totalWorkouts)],
        [L.adherence, s.adherence === null ? '–' : `${s.adherence}%`, s.adherence === null ? L.nothingDue : L.adherenceHelp(s.dueCompletedWorkouts, s.dueWorkouts)],
        [L.exercisesTicked, `${s.workoutCompletion}%`, L.exercisesTickedHelp],
        [L.foodToday, `${s.todayMeals}/${s.mealsPerDay}`, L.foodTodayHelp(s.foodCompletion, !s.hasActiveProgram)],
        [L.overall, `${s.overallCompletion}%`, L.overallHelp],
        [L.missed, String(s.missedWorkouts), L.missedHelp(s.upcomingWorkouts)],
      ]
    : [];
  return (
    <Card.Root variant="outline">
      <Card.Header>
        <Heading size="md">{T.statsTitle}</Heading>
      </Card.Header>
      <Card.Body>
        {stats.isPending ? (
          <Text color="fg.muted" fontSize="sm" role="status">
            {T.statsLoading}
          </Text>
        ) : stats.isError ? (
          <ErrorState size="sm" title={T.statsLoadFailed} onRetry={() => void stats.refetch()} retrying={stats.isFetching} />
        ) : (
          <SimpleGrid columns={{ base: 2, md: 3 }} gap="4">
            {items.map(([label, value, help]) => (
              <Stat.Root key={label}>
                <Stat.Label>{label}</Stat.Label>
                <Stat.ValueText>{value}</Stat.ValueText>
                {/* A <dd>: a <dl> may hold only <dt>/<dd> groups (Chakra renders a <span>). */}
                {help ? (
                  <Stat.HelpText as="dd" fontSize="xs">
                    {help}
                  </Stat.HelpText>
                ) : null}
              </Stat.Root>
            ))}
          </SimpleGrid>
        )}
        {s?.lastActive ? (
          <Text fontSize="sm" color="fg.muted" mt="3">
            Last active {formatDay(s.lastActive)}
          </Text>
        ) : null}
      </Card.Body>
    </Card.Root>
  );
}

export function FoodLogCard({ clientId }: { clientId: string }) {
  const T = useClientTexts();
  const trpc = useTRPC();
  const food = useQuery(trpc.food.list.queryOptions({ clientId }));
  const byDay = new Map<string, NonNullable<typeof food.data>>();
  for (const e of (food.data ?? []).toSorted((a, b) => b.loggedAt.getTime() - a.loggedAt.getTime())) {
    const key = formatDay(e.loggedAt);
    byDay.set(key, [...(byDay.get(key) ?? []), e]);
  }
  return (
    <Card.Root variant="outline">
      <Card.Header>
        <Heading size="md">{T.foodTitle}</Heading>
      </Card.Header>
      <Card.Body>
        {food.isPending ? (
          <Text color="fg.muted" fontSize="sm" role="status">
            {T.foodLoading}
          </Text>
        ) : food.isError ? (
          <ErrorState size="sm" title={T.foodLoadFailed} onRetry={() => void food.refetch()} retrying={food.isFetching} />
        ) : byDay.size === 0 ? (
          <Text color="fg.muted" fontSize="sm">
            {T.noFood}
          </Text>
        ) : (
          <Stack gap="4">
            {[...byDay.entries()].map(([day, entries]) => (
              <Box key={day}>
                <Text fontWeight="semibold" fontSize="sm" mb="2">
                  {day} · {entries.length} {entries.length === 1 ? 'meal' : 'meals'}
                </Text>
                <HStack gap="2" flexWrap="wrap" align="flex-start">
                  {entries.map((e) => (
                    <Box key={e.id} w="28" borderWidth="1px" borderRadius="l2" overflow="hidden">
                      {e.imageUrl ? <Image src={e.imageUrl} alt={e.description} h="20" w="full" objectFit="cover" /> : null}
                      {isPlaceholderDescription(e.description) ? null : (
                        <Text fontSize="xs" p="1.5" lineClamp={3}>
                          {e.description}
                        </Text>
                      )}
                    </Box>
                  ))}
                </HStack>
              </Box>
            ))}
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
