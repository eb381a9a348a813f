import { Box, Button, Card, HStack, Stack, Text, Skeleton } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { useRelativeTime } from '#web/i18n/relative-time-texts.ts';
import { EmptyState } from '#web/components/empty-state.tsx';
import { ErrorState } from '#web/components/error-state.tsx';
import { BellIcon } from '#web/components/icons.tsx';
import { NotificationWording, TYPE_PALETTE, type NotificationItem } from '#web/features/notifications/index.ts';
import { useDashboardTexts } from '../texts.ts';

export interface RecentActivityCardProps {
  items: NotificationItem[];
  loading: boolean;
  error: boolean;
  onRetry: () => void;
  now: Date;
}

export function RecentActivityCard({ items, loading, error, onRetry, now }: RecentActivityCardProps) {
  const T = useDashboardTexts();
  const relativeTime = useRelativeTime();
  return (
    <Card.Root variant="outline">
      <Card.Header>
        <HStack justify="space-between">
          <Box>
            <Card.Title as="h2">{T.recentActivity}</Card.Title>
            <Card.Description>{T.recentActivityHint}</Card.Description>
          </Box>
          <Button asChild size="sm" variant="ghost">
            <RouterLink to="/coach/notifications">{T.viewAll}</RouterLink>
          </Button>
        </HStack>
      </Card.Header>
      <Card.Body pt="2">
        {loading ? (
          <Stack gap="3">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} h="12" />
            ))}
          </Stack>
        ) : error ? (
          <ErrorState size="sm" title={T.loadFailed} onRetry={onRetry} />
        ) : items.length === 0 ? (
          <EmptyState size="sm" title={T.noActivity} description={T.noActivityHint} icon={<BellIcon />} />
        ) : (
          <Stack as="ul" gap="3" listStyleType="none">
            {items.map((n) => (
              <HStack as="li" key={n.id} align="flex-start" gap="3" data-testid="recent-activity">
                <Box w="2" h="2" mt="2" borderRadius="full" bg={`${TYPE_PALETTE[n.type]}.solid`} flexShrink={0} aria-hidden />
                <Box flex="1" minW="0">
                  <NotificationWording n={n}>
                    {({ title, message }) => (
                      <>
                        <Text fontWeight="medium" fontSize="sm">
                          {title}
                        </Text>
                        <Text fontSize="sm" color="fg.muted" wordBreak="break-word">
                          {message}
                        </Text>
                      </>
                    )}
                  </NotificationWording>
                  <Text fontSize="xs" color="fg.subtle">
                    {relativeTime(n.createdAt, now)}
                  </Text>
                </Box>
              </HStack>
            ))}
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
