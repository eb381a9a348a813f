// The client's own calendar feed, from the app's header (docs/calendar-and-csv.md): a dialog with
// the shared feed card. Loaded lazily: the app frame does not carry it. The frame renders outside
// the `useTRPC()` provider of the screens (app/trpc-provider.tsx), so the dialog brings its own,
// on the same tRPC and query clients.
import { CloseButton, Dialog, Portal } from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { TRPCProvider, useTRPC } from '#web/lib/trpc.ts';
import { useTrpcClient } from '#web/lib/trpc-query.ts';
import { useFeedTexts } from '../feeds-texts.ts';
import { CalendarFeedCard } from './calendar-feed-card.tsx';

function MyFeed() {
  const T = useFeedTexts();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const status = useQuery(trpc.clientApp.calendarFeed.get.queryOptions());
  const settle = () => queryClient.invalidateQueries(trpc.clientApp.calendarFeed.get.pathFilter());
  const regenerate = useMutation(trpc.clientApp.calendarFeed.regenerate.mutationOptions({ onSettled: settle }));
  const revoke = useMutation(trpc.clientApp.calendarFeed.revoke.mutationOptions({ onSettled: settle }));
  return <CalendarFeedCard bare help={T.myFeedHelp} status={status} regenerate={() => regenerate.mutateAsync()} revoke={() => revoke.mutateAsync()} />;
}

export default function MyCalendarFeedDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const T = useFeedTexts();
  const trpcClient = useTrpcClient();
  const queryClient = useQueryClient();
  return (
    <Dialog.Root open={open} onOpenChange={(d) => onOpenChange(d.open)} placement="center" size={{ base: 'xs', sm: 'md' }}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{T.feedTitle}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body pb="6">
              {open ? (
                <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
                  <MyFeed />
                </TRPCProvider>
              ) : null}
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
