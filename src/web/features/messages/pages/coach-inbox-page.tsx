// The coach's inbox (docs/messages.md, "Inbox"): every conversation newest first, with the
// Unread and Mine to answer filters; choosing one shows its thread and reply box beside the list
// (below 48em, instead of it, with a way back). The thread is the client detail's Messages card,
// which marks the conversation read when shown.
import { useInfiniteQuery } from '@tanstack/react-query';
import { Badge, Box, Button, Grid, HStack, Stack, Text } from '@chakra-ui/react';
import { Suspense, lazy } from 'react';
import { useSearchParams } from 'react-router';
import { useRelativeTime } from '#web/i18n/relative-time-texts.ts';
import type { InboxConversation, InboxFilter } from '#shared/schemas/messages';
import { EmptyState } from '#web/components/empty-state.tsx';
import { ErrorState } from '#web/components/error-state.tsx';
import { LoadingState } from '#web/components/loading-state.tsx';
import { MessageIcon } from '#web/components/message-icon.tsx';
import { PageHeader } from '#web/components/page-header.tsx';
import { UnreadBadge } from '#web/components/unread-badge.tsx';
import { useTRPC } from '#web/lib/trpc.ts';
import { useMinuteNow } from '#web/lib/use-now.ts';
import { MESSAGES_REFRESH_MS } from '../hooks/use-unread-messages.ts';
import { useMessageTexts } from '../texts.ts';

const CoachMessagesCard = lazy(() => import('../components/coach-messages-card.tsx'));

const FILTERS: { value: InboxFilter; label: 'inboxAll' | 'inboxUnread' | 'inboxMine' }[] = [
  { value: 'all', label: 'inboxAll' },
  { value: 'unread', label: 'inboxUnread' },
  { value: 'mine', label: 'inboxMine' },
];

export default function CoachInboxPage() {
  const T = useMessageTexts();
  const trpc = useTRPC();
  const [params, setParams] = useSearchParams();
  const filter = (FILTERS.find((f) => f.value === params.get('filter'))?.value ?? 'all') as InboxFilter;
  const open = params.get('client');
  const now = useMinuteNow();
  const list = useInfiniteQuery(
    trpc.coach.messages.inbox.infiniteQueryOptions({ filter }, { getNextPageParam: (last) => last.nextCursor, refetchInterval: MESSAGES_REFRESH_MS, staleTime: MESSAGES_REFRESH_MS }),
  );
  const conversations = list.data?.pages.flatMap((p) => p.items) ?? [];
  const counts = list.data?.pages[0]?.counts;
  const set = (next: { filter?: InboxFilter; client?: string | null }) => {
    const p = new URLSearchParams(params);
    if (next.filter) p.set('filter', next.filter);
    if (next.client === null) p.delete('client');
    else if (next.client) p.set('client', next.client);
    setParams(p, { replace: next.filter !== undefined });
  };
  // The open conversation stays while the filter moves it out of the list (answered, read).
  const current = conversations.find((c) => c.clientId === open) ?? null;
  const openName = current?.clientName ?? params.get('name') ?? '';

  return (
    <>
      <PageHeader title={T.inboxTitle} description={T.inboxDescription} />
      <Grid templateColumns={{ base: '1fr', md: 'minmax(16rem, 22rem) minmax(0, 1fr)' }} gap="4" alignItems="start">
        <Box display={{ base: open ? 'none' : 'block', md: 'block' }}>
          <HStack as="nav" aria-label={T.inboxFilters} gap="1" mb="3" flexWrap="wrap">
            {FILTERS.map((f) => (
              <Button
                key={f.value}
                size="sm"
                variant={filter === f.value ? 'solid' : 'outline'}
                colorPalette={filter === f.value ? 'brand' : 'gray'}
                aria-pressed={filter === f.value}
                onClick={() => set({ filter: f.value })}
              >
                {T[f.label]}
                {counts ? (
                  <Badge size="sm" variant="subtle" ms="1">
                    {counts[f.value]}
                  </Badge>
                ) : null}
              </Button>
            ))}
          </HStack>
          {list.isPending ? (
            <LoadingState label={T.inboxLoading} />
          ) : !list.data ? (
            <ErrorState title={T.inboxFailed} description={T.loadFailedHint} onRetry={() => void list.refetch()} retrying={list.isRefetching} />
          ) : conversations.length === 0 ? (
            <EmptyState title={filter === 'all' ? T.inboxEmpty : T.inboxEmptyFiltered} description={filter === 'all' ? T.inboxEmptyHint : T.inboxEmptyFilteredHint} icon={<MessageIcon />} />
          ) : (
            <Stack as="ul" gap="1" listStyleType="none" m="0" p="0" aria-label={T.inboxTitle}>
              {conversations.map((c) => (
                <Row key={c.clientId} c={c} now={now} selected={c.clientId === open} onOpen={() => set({ client: c.clientId })} />
              ))}
            </Stack>
          )}
          {list.hasNextPage ? (
            <HStack justify="center" mt="3">
              <Button size="sm" variant="outline" onClick={() => void list.fetchNextPage()} loading={list.isFetchingNextPage}>
                {T.inboxMore}
              </Button>
            </HStack>
          ) : null}
        </Box>
        <Box display={{ base: open ? 'block' : 'none', md: 'block' }} minW="0">
          {open ? (
            <Stack gap="2">
              <Button size="sm" variant="ghost" alignSelf="start" hideFrom="md" onClick={() => set({ client: null })}>
                {T.inboxBack}
              </Button>
              <Text as="h2" fontWeight="semibold" fontSize="lg">
                {openName}
              </Text>
              <Suspense fallback={<LoadingState label={T.loading} />}>
                <CoachMessagesCard key={open} clientId={open} clientName={openName} archived={current?.archived ?? false} />
              </Suspense>
            </Stack>
          ) : (
            <Box hideBelow="md">
              <EmptyState title={T.inboxPick} description={T.inboxPickHint} icon={<MessageIcon />} />
            </Box>
          )}
        </Box>
      </Grid>
    </>
  );
}

function Row({ c, now, selected, onOpen }: { c: InboxConversation; now: Date; selected: boolean; onOpen: () => void }) {
  const T = useMessageTexts();
  const relativeTime = useRelativeTime();
  const what = c.last.kind === 'FEEDBACK' ? T.inboxFeedbackOn(c.last.workoutName ?? '') : c.last.sender === 'COACH' ? T.you : null;
  return (
    <Box as="li">
      <Box
        asChild
        onClick={onOpen}
        aria-current={selected ? 'true' : undefined}
        data-testid="inbox-conversation"
        w="full"
        textAlign="start"
        px="3"
        py="2.5"
        borderRadius="md"
        borderWidth="1px"
        bg={selected ? 'brand.subtle' : c.unread ? 'bg.panel' : 'bg'}
        _hover={{ bg: 'bg.muted' }}
        focusVisibleRing="outside"
      >
        <button type="button">
          <HStack justify="space-between" gap="2">
            <Text fontWeight={c.unread ? 'semibold' : 'medium'} truncate>
              {c.clientName}
            </Text>
            <HStack gap="1.5" flexShrink={0}>
              <Text fontSize="xs" color="fg.muted">
                <time dateTime={c.last.at.toISOString()}>{relativeTime(c.last.at, now)}</time>
              </Text>
              <UnreadBadge count={c.unread} title={T.unreadMessages(c.unread)} />
            </HStack>
          </HStack>
          <Text fontSize="sm" color="fg.muted" lineClamp={2} wordBreak="break-word">
            {what ? `${what}: ` : ''}
            {c.last.preview}
          </Text>
          <HStack gap="1" mt="1">
            {c.awaitingReply ? (
              <Badge size="sm" colorPalette="orange" variant="subtle">
                {T.inboxAwaiting}
              </Badge>
            ) : null}
            {c.archived ? (
              <Badge size="sm" variant="subtle">
                {T.inboxArchived}
              </Badge>
            ) : null}
          </HStack>
        </button>
      </Box>
    </Box>
  );
}
