// One root test (docs/product.md §2): name, 'Started {date}', the original result, each 'Retest n' in date
// order, a trend line, 'Update Performance' and delete.
import { dateFormat } from '#web/i18n/format.ts';
import { Badge, Box, Button, Card, HStack, Heading, IconButton, Stack, Text } from '@chakra-ui/react';
import { TrashIcon, TrendingUpIcon } from '#web/components/icons.tsx';
import type { FitnessTest } from '../hooks/use-fitness-tests.ts';
import { withUnit, type TestChain } from '../lib/chain.ts';
import { useFitnessTexts } from '../texts.ts';
import { ResultChart } from './result-chart.tsx';

const longDate = dateFormat({ month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
export const formatTestDate = (d: Date) => longDate(d);

export interface TestCardProps {
  chain: TestChain<FitnessTest>;
  /** Without them the card is read-only (the coach's view of a client's tests). */
  onRetest?: (chain: TestChain<FitnessTest>) => void;
  onDelete?: (chain: TestChain<FitnessTest>) => void;
}

function ResultRow({ label, test, unit, highlight }: { label: string; test: FitnessTest; unit: string | null; highlight?: boolean }) {
  return (
    <Box as="li" borderRadius="l2" bg={highlight ? 'bg.subtle' : undefined} borderWidth={highlight ? '0' : '1px'} px="3" py="2">
      <HStack justify="space-between" gap="2" align="baseline">
        <Text fontSize="xs" fontWeight="medium" color="fg.muted" textTransform="uppercase" letterSpacing="wide">
          {label}
        </Text>
        <Text fontSize="xs" color="fg.muted">
          {formatTestDate(test.testedAt)}
        </Text>
      </HStack>
      <Text fontWeight="semibold" fontSize="lg">
        {withUnit(test.result, test.unit ?? unit)}
      </Text>
      {test.notes ? (
        <Text fontSize="sm" color="fg.muted" whiteSpace="pre-wrap" wordBreak="break-word">
          {test.notes}
        </Text>
      ) : null}
    </Box>
  );
}

export function TestCard({ chain, onRetest, onDelete }: TestCardProps) {
  const T = useFitnessTexts();
  const { root, retests } = chain;
  return (
    <Card.Root as="article" variant="outline" size="sm" aria-label={root.testName}>
      <Card.Header pb="1">
        <HStack justify="space-between" align="flex-start" gap="2">
          <Box minW="0">
            <Heading as="h2" size="md" wordBreak="break-word">
              {root.testName}
            </Heading>
            <Text fontSize="sm" color="fg.muted">
              {T.started(formatTestDate(root.testedAt))}
            </Text>
          </Box>
          <HStack gap="1" flexShrink={0}>
            {retests.length ? (
              <Badge colorPalette="brand" variant="subtle">
                {retests.length === 1 ? '1 retest' : `${retests.length} retests`}
              </Badge>
            ) : null}
            {onDelete ? (
              <IconButton aria-label={T.deleteTest(root.testName)} size="sm" minW="11" minH="11" variant="ghost" colorPalette="red" onClick={() => onDelete(chain)}>
                <TrashIcon />
              </IconButton>
            ) : null}
          </HStack>
        </HStack>
      </Card.Header>
      <Card.Body pt="2">
        <Stack gap="3">
          <ResultChart name={root.testName} tests={[root, ...retests]} unit={root.unit} />
          <Stack as="ol" gap="2" listStyleType="none">
            <ResultRow label={T.original} test={root} unit={root.unit} highlight />
            {retests.map((r, i) => (
              <ResultRow key={r.id} label={T.retest(i + 1)} test={r} unit={root.unit} />
            ))}
          </Stack>
        </Stack>
      </Card.Body>
      {onRetest ? (
        <Card.Footer pt="0">
          <Button variant="outline" size="sm" width="full" onClick={() => onRetest(chain)}>
            <TrendingUpIcon /> {T.updatePerformance}
          </Button>
        </Card.Footer>
      ) : null}
    </Card.Root>
  );
}
