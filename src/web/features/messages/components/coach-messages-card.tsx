// The coach's conversation with one client, on the client detail (docs/messages.md). Loaded
// lazily with the page's other cards; refreshed every 30 s like the sidebar; the client's
// messages are marked read when shown.
import { useQueryClient, useInfiniteQuery, useMutation } from '@tanstack/react-query';
import { Card, Heading, HStack } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { MESSAGES_PAGE_DEFAULT } from '#shared/schemas/messages';
import { toast } from '#web/components/toaster.tsx';
import { errorMessage } from '#web/lib/errors.ts';
import { useTRPC } from '#web/lib/trpc.ts';
import { UnreadBadge } from '#web/components/unread-badge.tsx';
import { useOnline } from '#web/lib/offline/use-online.ts';
import { MESSAGES_REFRESH_MS, useCoachUnreadMessages } from '../hooks/use-unread-messages.ts';
import { useMessageTexts } from '../texts.ts';
import { Conversation } from './conversation.tsx';

export interface CoachMessagesCardProps {
  clientId: string;
  clientName: string;
  archived: boolean;
}

export default function CoachMessagesCard({ clientId, clientName, archived }: CoachMessagesCardProps) {
  const T = useMessageTexts();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const online = useOnline();
  const counts = useCoachUnreadMessages();
  const unread = counts.data?.clients.find((c) => c.clientId === clientId)?.count ?? 0;
  const list = useInfiniteQuery(
    trpc.coach.messages.list.infiniteQueryOptions(
      { id: clientId, limit: MESSAGES_PAGE_DEFAULT },
      { getNextPageParam: (last) => last.nextCursor, refetchInterval: MESSAGES_REFRESH_MS, staleTime: MESSAGES_REFRESH_MS },
    ),
  );

  const refreshCounts = () => {
    void queryClient.invalidateQueries(trpc.coach.messages.unread.pathFilter());
    void queryClient.invalidateQueries(trpc.coach.messages.inbox.pathFilter());
    void queryClient.invalidateQueries(trpc.coach.notifications.pathFilter());
    // The roster's unread column and its "missed since your last message" reason (docs/triage.md).
    void queryClient.invalidateQueries(trpc.coach.triage.roster.pathFilter());
  };
  const markRead = useMutation(trpc.coach.messages.markRead.mutationOptions({ onSuccess: refreshCounts }));
  const send = useMutation(
    trpc.coach.messages.send.mutationOptions({
      onSuccess: () => {
        void queryClient.invalidateQueries(trpc.coach.messages.list.infiniteQueryFilter({ id: clientId }));
        void queryClient.invalidateQueries(trpc.coach.messages.inbox.pathFilter());
        // An answer clears the client's "missed since your last message" (docs/triage.md).
        void queryClient.invalidateQueries(trpc.coach.triage.roster.pathFilter());
      },
      onError: (err) => toast.error(T.sendFailed, errorMessage(err, T.sendFailed)),
    }),
  );

  // Shown means read: each newest unread message of the client is marked once.
  const newestUnread = list.data?.pages[0]?.items.find((m) => m.sender === 'CLIENT' && m.readAt === null)?.id ?? null;
  const marked = useRef<string | null>(null);
  const mark = markRead.mutate;
  useEffect(() => {
    if (newestUnread && marked.current !== newestUnread) {
      marked.current = newestUnread;
      mark({ id: clientId });
    }
  }, [newestUnread, clientId, mark]);

  return (
    <Card.Root variant="outline" id="messages" data-testid="coach-messages">
      <Card.Header>
        <HStack justify="space-between" gap="2">
          <Heading size="md">{T.title}</Heading>
          <UnreadBadge count={unread} title={T.unreadMessages(unread)} />
        </HStack>
      </Card.Header>
      <Card.Body>
        <Conversation
          me="COACH"
          otherName={clientName}
          pages={list.data?.pages}
          status={list.status}
          onRetry={() => void list.refetch()}
          retrying={list.isRefetching}
          hasOlder={list.hasNextPage}
          loadingOlder={list.isFetchingNextPage}
          onLoadOlder={() => void list.fetchNextPage()}
          onSend={(content) => send.mutateAsync({ id: clientId, content })}
          sending={send.isPending}
          cannotWrite={archived ? T.archived : null}
          notice={online ? null : T.offlineCoach}
          emptyHint={T.emptyCoachHint}
          maxH="28rem"
        />
      </Card.Body>
    </Card.Root>
  );
}
