// The dashboard's first panel (docs/triage.md): the clients who need attention most, with their
// reasons, and a way to the roster. Loaded lazily by the dashboard (features/triage/index.ts), so
// the dashboard's own chunk does not grow; it reads through the vanilla client as the dashboard
// does (lib/trpc-query.ts), with the same cache key the roster's hooks use.
import { Badge, Box, Button, HStack, Link, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { trpcKey, useTrpcClient } from '#web/lib/trpc-query.ts';
import { UnreadBadge } from '#web/components/unread-badge.tsx';
import { ReasonBadges } from './reason-badges.tsx';
import { useTriageTexts } from '../texts.ts';

/** How many clients the panel lists. */
export const PANEL_CLIENTS = 5;
const PANEL_STALE_MS = 2 * 60_000;

export default function NeedsAttentionPanel() {
  const client = useTrpcClient();
  const T = useTriageTexts();
  const input = { status: 'needs_attention' as const, pageSize: PANEL_CLIENTS };
  const q = useQuery({ queryKey: trpcKey('coach.triage.roster', input), queryFn: () => client.coach.triage.roster.query(input), staleTime: PANEL_STALE_MS });
  const total = q.data?.total ?? 0;
  return (
    <Box
      as="section"
      aria-labelledby="needs-attention-title"
      borderWidth="1px"
      borderRadius="l3"
      bg="bg.panel"
      p={{ base: '4', md: '5' }}
      mb={{ base: '4', md: '6' }}
      data-testid="needs-attention-panel"
    >
      <HStack justify="space-between" mb="3" gap="2" flexWrap="wrap">
        <HStack gap="2">
          <Text as="h2" id="needs-attention-title" fontWeight="semibold" fontSize="lg">
            {T.panelTitle}
          </Text>
          {q.data ? (
            <Badge colorPalette={total > 0 ? 'orange' : 'green'} variant="subtle">
              {total}
            </Badge>
          ) : null}
        </HStack>
        <Link asChild fontSize="sm" colorPalette="brand">
          <RouterLink to="/coach/roster?status=needs_attention">{total > PANEL_CLIENTS ? T.panelAll(total) : T.panelRoster}</RouterLink>
        </Link>
      </HStack>
      {q.isPending ? (
        <Stack gap="2" aria-busy="true">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} h="10" />
          ))}
        </Stack>
      ) : !q.data ? (
        <HStack gap="3" role="alert">
          <Text color="fg.error">{T.panelFailed}</Text>
          <Button size="xs" variant="outline" onClick={() => void q.refetch()} loading={q.isRefetching}>
            {T.panelRetry}
          </Button>
        </HStack>
      ) : q.data.items.length === 0 ? (
        <Text color="fg.muted">{T.panelEmpty}</Text>
      ) : (
        <Stack as="ul" gap="0" listStyleType="none" m="0" p="0">
          {q.data.items.map((r) => (
            <HStack as="li" key={r.id} justify="space-between" gap="3" py="2" borderTopWidth="1px" _first={{ borderTopWidth: '0' }} flexWrap="wrap">
              <HStack gap="2" minW="0">
                <Link asChild fontWeight="medium" colorPalette="brand">
                  <RouterLink to={`/coach/clients/${r.id}`}>{`${r.firstName} ${r.lastName}`.trim()}</RouterLink>
                </Link>
                <UnreadBadge count={r.unreadMessages} title={T.unread(r.unreadMessages)} />
              </HStack>
              <ReasonBadges reasons={r.reasons} daysSinceActivity={r.daysSinceActivity} />
            </HStack>
          ))}
        </Stack>
      )}
    </Box>
  );
}
