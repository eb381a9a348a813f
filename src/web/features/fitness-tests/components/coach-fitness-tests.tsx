// The coach's read-only view of a client's fitness tests (docs/product.md §2 Client detail): the
// client's own cards (TestCard without its buttons), read a page at a time from
// GET /clients/{id}/fitness-tests. Retests group under their root, so a retest whose root is on a
// later page shows once that page is in.
import { useInfiniteQuery } from '@tanstack/react-query';
import { Button, Card, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { ErrorState } from '#web/components/error-state.tsx';
import { useTRPC } from '#web/lib/trpc.ts';
import { groupTests } from '../lib/chain.ts';
import { useFitnessTexts } from '../texts.ts';
import { TestCard } from './test-card.tsx';

/** Tests a page: a client logs a few a month, so one page is years of them. */
export const COACH_TESTS_PAGE = 100;

export function CoachFitnessTests({ clientId }: { clientId: string }) {
  const T = useFitnessTexts();
  const trpc = useTRPC();
  const tests = useInfiniteQuery(trpc.coach.clientLog.fitnessTests.infiniteQueryOptions({ id: clientId, limit: COACH_TESTS_PAGE }, { getNextPageParam: (last) => last.nextCursor }));
  const chains = tests.data ? groupTests(tests.data.pages.flatMap((p) => p.items)) : [];
  return (
    <Card.Root variant="outline" data-testid="coach-fitness-tests">
      <Card.Header>
        <Heading size="md">{T.coachTitle}</Heading>
      </Card.Header>
      <Card.Body>
        {tests.isPending ? (
          <Text color="fg.muted" fontSize="sm" role="status">
            {T.loading}
          </Text>
        ) : tests.isError ? (
          <ErrorState size="sm" title={T.loadFailed} onRetry={() => void tests.refetch()} retrying={tests.isFetching} />
        ) : chains.length === 0 ? (
          <Text color="fg.muted" fontSize="sm">
            {T.coachEmpty}
          </Text>
        ) : (
          <Stack gap="3">
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
              {chains.map((chain) => (
                <TestCard key={chain.root.id} chain={chain} />
              ))}
            </SimpleGrid>
            {tests.hasNextPage ? (
              <Button size="sm" variant="ghost" alignSelf="flex-start" loading={tests.isFetchingNextPage} onClick={() => void tests.fetchNextPage()}>
                {T.coachShowMore}
              </Button>
            ) : null}
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
