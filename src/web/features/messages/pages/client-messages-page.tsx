// /app/messages: the client's conversation with their coach (docs/messages.md). Reached from the
// header's Messages button; loaded lazily. Sends go through the offline outbox like the app's
// other writes: with no signal a message shows as "Waiting to send" and is sent on reconnect.
import { useQueryClient, useInfiniteQuery, useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { MESSAGES_PAGE_DEFAULT } from '#shared/schemas/messages';
import { PageHeader } from '#web/components/page-header.tsx';
import { toast } from '#web/components/toaster.tsx';
import { useAuth } from '#web/lib/auth/auth-context.ts';
import { errorMessage } from '#web/lib/errors.ts';
import { useTRPC } from '#web/lib/trpc.ts';
import { useClientBranding } from '#web/lib/use-client-branding.ts';
import { useOnline } from '#web/lib/offline/use-online.ts';
import { Conversation } from '../components/conversation.tsx';
import { MESSAGES_REFRESH_MS } from '../hooks/use-unread-messages.ts';
import { pendingMessages, usePendingMessages } from '../lib/pending.ts';
import { useMessageTexts } from '../texts.ts';

export default function ClientMessagesPage() {
  const T = useMessageTexts();
  const trpc = useTRPC();
  const { preview } = useAuth();
  const branding = useClientBranding();
  const online = useOnline();
  const queryClient = useQueryClient();
  const pending = usePendingMessages();
  const list = useInfiniteQuery(
    trpc.clientApp.messages.list.infiniteQueryOptions(
      { limit: MESSAGES_PAGE_DEFAULT },
      { getNextPageParam: (last) => last.nextCursor, refetchInterval: MESSAGES_REFRESH_MS, staleTime: MESSAGES_REFRESH_MS },
    ),
  );
  // The outbox reads the app's queries again after sending what was queued: once a newer message
  // is in the list, the queued ones are in it too.
  const newestId = list.data?.pages[0]?.items[0]?.id;
  const seenNewest = useRef(newestId);
  useEffect(() => {
    if (newestId && seenNewest.current && newestId !== seenNewest.current) pendingMessages.clearQueued();
    seenNewest.current = newestId;
  }, [newestId]);

  const send = useMutation(
    trpc.clientApp.messages.send.mutationOptions({
      onMutate: (input) => {
        const key = `pending-${crypto.randomUUID()}`;
        pendingMessages.add({ key, content: input.content, createdAt: new Date(), state: 'sending' });
        return { key };
      },
      onSuccess: (data, _input, ctx) => {
        // No answer: queued offline (docs/offline.md); it stays on screen until sent.
        if (data === undefined) {
          pendingMessages.update(ctx.key, 'queued');
          return;
        }
        void queryClient.invalidateQueries(trpc.clientApp.messages.list.pathFilter()).then(() => pendingMessages.remove(ctx.key));
      },
      onError: (err, _input, ctx) => {
        if (ctx) pendingMessages.remove(ctx.key);
        toast.error(T.sendFailed, errorMessage(err, T.sendFailed));
      },
    }),
  );

  // Shown means read: the coach's newest unread message is marked once (not in a preview).
  const newestUnread = list.data?.pages[0]?.items.find((m) => m.sender === 'COACH' && m.readAt === null)?.id ?? null;
  const marked = useRef<string | null>(null);
  const markRead = useMutation(trpc.clientApp.messages.markRead.mutationOptions({ onSuccess: () => void queryClient.invalidateQueries(trpc.clientApp.messages.unreadCount.pathFilter()) }));
  const mark = markRead.mutate;
  useEffect(() => {
    if (!preview && online && newestUnread && marked.current !== newestUnread) {
      marked.current = newestUnread;
      mark();
    }
  }, [newestUnread, preview, online, mark]);

  const coach = branding.name;
  return (
    <>
      <PageHeader title={T.clientPageTitle} description={T.clientPageDescription(coach)} />
      <Conversation
        me="CLIENT"
        otherName={coach}
        pages={list.data?.pages}
        pending={pending}
        status={list.data ? 'success' : list.status}
        onRetry={() => void list.refetch()}
        retrying={list.isRefetching}
        hasOlder={list.hasNextPage}
        loadingOlder={list.isFetchingNextPage}
        onLoadOlder={() => void list.fetchNextPage()}
        onSend={(content) => send.mutateAsync({ content })}
        sending={false}
        cannotWrite={preview ? T.preview : null}
        notice={online ? null : T.offline}
        emptyHint={T.emptyClientHint}
      />
    </>
  );
}
