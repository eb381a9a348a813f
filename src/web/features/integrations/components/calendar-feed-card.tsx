// A private calendar feed (docs/calendar-and-csv.md): make its URL, copy it (shown only once, the
// server keeps its hash), subscribe, make a new one or turn it off, each after a confirmation.
// The coach's own feed, a client's feed on the client detail and the client's own in their app
// share this card; each wrapper below binds its procedures.
import { dateFormat } from '#web/i18n/format.ts';
import { Button, Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog } from '#web/components/confirm-dialog.tsx';
import { ErrorState } from '#web/components/error-state.tsx';
import { CalendarIcon, RefreshIcon } from '#web/components/icons.tsx';
import { CopyIcon } from '#web/components/later-icons.tsx';
import { ReadOnlyLink } from '#web/components/read-only-link.tsx';
import { toast } from '#web/components/toaster.tsx';
import { errorMessage } from '#web/lib/errors.ts';
import { useTRPC } from '#web/lib/trpc.ts';
import type { CalendarFeed, CalendarFeedUrl } from '#shared/schemas/feeds';
import { useFeedTexts } from '../feeds-texts.ts';

const shortDate = dateFormat({ year: 'numeric', month: 'short', day: 'numeric' });
const dateOf = (d: Date | string) => shortDate(new Date(d));

interface FeedCardProps {
  help: string;
  status: UseQueryResult<CalendarFeed, unknown>;
  regenerate: () => Promise<CalendarFeedUrl>;
  revoke: () => Promise<unknown>;
  /** Inside a dialog: no card frame of its own. */
  bare?: boolean;
}

export function CalendarFeedCard({ help, status, regenerate, revoke, bare }: FeedCardProps) {
  const T = useFeedTexts();
  const [fresh, setFresh] = useState<CalendarFeedUrl | null>(null);
  const [confirm, setConfirm] = useState<'regenerate' | 'revoke' | null>(null);
  const [busy, setBusy] = useState(false);
  const active = status.data?.active ?? false;

  const make = async () => {
    setBusy(true);
    try {
      setFresh(await regenerate());
    } catch (err) {
      toast.error(T.saveFailed, errorMessage(err, T.saveFailed));
      throw err;
    } finally {
      setBusy(false);
    }
  };
  const turnOff = async () => {
    try {
      await revoke();
      setFresh(null);
      toast.success(T.revoked);
    } catch (err) {
      toast.error(T.saveFailed, errorMessage(err, T.saveFailed));
      throw err;
    }
  };
  const copy = async () => {
    if (!fresh) return;
    try {
      await navigator.clipboard.writeText(fresh.url);
      toast.success(T.copied);
    } catch {
      toast.error(T.copyFailed, T.copyByHand);
    }
  };

  const body = (
    <Stack gap="3">
      {status.isError ? (
        <ErrorState size="sm" title={T.loadFailed} onRetry={() => void status.refetch()} retrying={status.isFetching} />
      ) : status.isPending ? (
        <Text color="fg.muted" fontSize="sm" role="status">
          Loading…
        </Text>
      ) : fresh ? (
        <>
          <Text fontSize="sm" role="status">
            {T.feedNew}
          </Text>
          <ReadOnlyLink value={fresh.url} label={T.feedTitle} testId="calendar-feed-url" />
        </>
      ) : (
        <Text color="fg.muted" fontSize="sm" data-testid="calendar-feed-state">
          {active && status.data?.createdAt ? T.feedOn(dateOf(status.data.createdAt)) : T.feedOff}
        </Text>
      )}
      {status.isSuccess ? (
        <HStack gap="2" flexWrap="wrap">
          {fresh ? (
            <>
              <Button size="sm" colorPalette="brand" onClick={() => void copy()}>
                <CopyIcon /> {T.copy}
              </Button>
              <Button size="sm" variant="outline" asChild>
                <a href={fresh.webcalUrl}>
                  <CalendarIcon /> {T.subscribe}
                </a>
              </Button>
            </>
          ) : null}
          {active || fresh ? (
            <>
              <Button size="sm" variant="outline" onClick={() => setConfirm('regenerate')} loading={busy}>
                <RefreshIcon /> {T.regenerate}
              </Button>
              <Button size="sm" variant="ghost" colorPalette="red" onClick={() => setConfirm('revoke')}>
                {T.revoke}
              </Button>
            </>
          ) : (
            <Button size="sm" colorPalette="brand" onClick={() => void make().catch(() => undefined)} loading={busy}>
              <CalendarIcon /> {T.create}
            </Button>
          )}
        </HStack>
      ) : null}
      <ConfirmDialog
        open={confirm === 'regenerate'}
        onOpenChange={(open) => setConfirm(open ? 'regenerate' : null)}
        title={T.regenerateTitle}
        description={T.regenerateBody}
        confirmLabel={T.regenerate}
        destructive={false}
        onConfirm={make}
      />
      <ConfirmDialog
        open={confirm === 'revoke'}
        onOpenChange={(open) => setConfirm(open ? 'revoke' : null)}
        title={T.revokeTitle}
        description={T.revokeBody}
        confirmLabel={T.revoke}
        onConfirm={turnOff}
      />
    </Stack>
  );

  if (bare)
    return (
      <Stack gap="3">
        <Text color="fg.muted" fontSize="sm">
          {help}
        </Text>
        {body}
      </Stack>
    );
  return (
    <Card.Root variant="outline" data-testid="calendar-feed-card">
      <Card.Header>
        <Heading size="md">{T.feedTitle}</Heading>
        <Text color="fg.muted" fontSize="sm">
          {help}
        </Text>
      </Card.Header>
      <Card.Body>{body}</Card.Body>
    </Card.Root>
  );
}

/** The coach's own feed: every client's sessions (profile page). */
export function CoachCalendarFeedCard() {
  const T = useFeedTexts();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const status = useQuery(trpc.coach.calendarFeeds.own.queryOptions());
  const settle = () => queryClient.invalidateQueries(trpc.coach.calendarFeeds.own.pathFilter());
  const regenerate = useMutation(trpc.coach.calendarFeeds.regenerateOwn.mutationOptions({ onSettled: settle }));
  const revoke = useMutation(trpc.coach.calendarFeeds.revokeOwn.mutationOptions({ onSettled: settle }));
  return <CalendarFeedCard help={T.coachFeedHelp} status={status} regenerate={() => regenerate.mutateAsync()} revoke={() => revoke.mutateAsync()} />;
}

/** A client's feed, from the client detail (the same feed the client sees in their app). */
export function ClientCalendarFeedCard({ clientId }: { clientId: string }) {
  const T = useFeedTexts();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const status = useQuery(trpc.coach.calendarFeeds.client.queryOptions({ id: clientId }));
  const settle = () => queryClient.invalidateQueries(trpc.coach.calendarFeeds.client.queryFilter({ id: clientId }));
  const regenerate = useMutation(trpc.coach.calendarFeeds.regenerateClient.mutationOptions({ onSettled: settle }));
  const revoke = useMutation(trpc.coach.calendarFeeds.revokeClient.mutationOptions({ onSettled: settle }));
  return <CalendarFeedCard help={T.clientFeedHelp} status={status} regenerate={() => regenerate.mutateAsync({ id: clientId })} revoke={() => revoke.mutateAsync({ id: clientId })} />;
}
