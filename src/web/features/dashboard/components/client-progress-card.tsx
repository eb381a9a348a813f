import { Badge, Box, Button, Card, HStack, Stack, Text, Skeleton } from '@chakra-ui/react';
import { ProgressBar } from '#web/components/progress-bar.tsx';
import { Link as RouterLink } from 'react-router';
import { useRelativeTime } from '#web/i18n/relative-time-texts.ts';
import type { ProgressStatus } from '#shared/dashboard-stats';
import { EmptyState } from '#web/components/empty-state.tsx';
import { InitialsAvatar } from '#web/components/initials-avatar.tsx';
import { ErrorState } from '#web/components/error-state.tsx';
import { ShowMore } from '#web/components/show-more.tsx';
import { useShownItems } from '#web/lib/use-shown-items.ts';
import { PlusIcon, UsersIcon } from '#web/components/icons.tsx';
import type { RouterOutputs } from '#web/lib/trpc-client.ts';
import { useDashboardTexts } from '../texts.ts';

type DashboardTexts = ReturnType<typeof useDashboardTexts>;

/** A client's badge in the coach's language. */
const statusLabel = (T: DashboardTexts, status: ProgressStatus): string =>
  ({
    ahead: T.statusAhead,
    'on-track': T.statusOnTrack,
    behind: T.statusBehind,
    active: T.statusActive,
    'completed-excellent': T.statusCompletedExcellent,
    'completed-good': T.statusCompletedGood,
    'completed-poor': T.statusCompletedPoor,
    'ready-for-next': T.statusReadyForNext,
  })[status];

type Item = RouterOutputs['coach']['dashboard']['clientProgress'][number];

export const STATUS_PALETTE: Record<ProgressStatus, string> = {
  ahead: 'purple',
  'on-track': 'green',
  behind: 'red',
  active: 'blue',
  'completed-excellent': 'green',
  'completed-good': 'teal',
  'completed-poor': 'orange',
  'ready-for-next': 'gray',
};

export interface ClientProgressCardProps {
  items: Item[] | undefined;
  loading: boolean;
  error: boolean;
  onRetry: () => void;
  now: Date;
}

export function ClientProgressCard({ items, loading, error, onRetry, now }: ClientProgressCardProps) {
  const T = useDashboardTexts();
  const relativeTime = useRelativeTime();
  // A coach's whole roster, drawn a step at a time (lib/use-shown-items.ts).
  const list = useShownItems(items ?? []);
  return (
    <Card.Root variant="outline">
      <Card.Header>
        <Card.Title as="h2">{T.clientProgress}</Card.Title>
        <Card.Description>{T.clientProgressHint}</Card.Description>
      </Card.Header>
      <Card.Body pt="2">
        {loading ? (
          <Stack gap="3">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} h="14" />
            ))}
          </Stack>
        ) : error ? (
          <ErrorState size="sm" title={T.loadFailed} description={T.loadFailedHint} onRetry={onRetry} />
        ) : !items?.length ? (
          <EmptyState
            size="sm"
            title={T.noClients}
            description={T.noClientsHint}
            icon={<UsersIcon />}
            action={
              <Button asChild size="sm" colorPalette="brand">
                <RouterLink to="/coach/clients?new=1">
                  <PlusIcon /> {T.addClient}
                </RouterLink>
              </Button>
            }
          />
        ) : (
          <>
            <Stack as="ul" gap="1" listStyleType="none">
              {list.shown.map((c) => (
                <Box as="li" key={c.id}>
                  <RouterLink to={`/coach/clients/${c.id}`}>
                    <HStack gap="3" p="2" borderRadius="l2" _hover={{ bg: 'bg.muted' }} data-testid="client-progress">
                      <InitialsAvatar name={c.name} size="sm" colorPalette="blue" />
                      <Box flex="1" minW="0">
                        <HStack justify="space-between" gap="2" flexWrap="wrap">
                          <Text fontWeight="medium" truncate>
                            {c.name}
                          </Text>
                          <HStack gap="1.5">
                            <Badge colorPalette={STATUS_PALETTE[c.status]} variant="subtle" size="sm">
                              {statusLabel(T, c.status)}
                            </Badge>
                            {/* The SPEC's grade is of exercises ticked, not of workouts done (the bar). */}
                            {c.status.startsWith('completed-') ? (
                              <Text as="span" fontSize="xs" color="fg.muted">
                                {T.byExercisesTicked}
                              </Text>
                            ) : null}
                          </HStack>
                        </HStack>
                        <Text fontSize="xs" color="fg.muted" truncate>
                          {c.currentPlan ?? T.noPlan} · {T.lastActive}: {c.lastActive ? relativeTime(c.lastActive, now) : T.never}
                        </Text>
                        {/* No bar for a client with nothing assigned: an empty 0 % bar read as failing. */}
                        {c.currentPlan !== null || c.progress > 0 ? (
                          <HStack gap="2" mt="1">
                            <ProgressBar value={c.progress} size="xs" flex="1" colorPalette={STATUS_PALETTE[c.status]} aria-label={T.progressOf(c.name)} />
                            <Text fontSize="xs" color="fg.muted" flexShrink={0} textAlign="end">
                              {T.workoutsDone(c.progress)}
                            </Text>
                          </HStack>
                        ) : null}
                      </Box>
                    </HStack>
                  </RouterLink>
                </Box>
              ))}
            </Stack>
            <ShowMore list={list} summary={T.showingClients} label={T.showMoreClients} />
          </>
        )}
      </Card.Body>
    </Card.Root>
  );
}
