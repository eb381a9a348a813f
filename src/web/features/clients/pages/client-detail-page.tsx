// /coach/clients/:id (docs/product.md §2 Client detail): details, notes, stats, workouts, food log,
// access link. An unknown (or another coach's) id shows 'Client Not Found'.
import { useQuery } from '@tanstack/react-query';
import { Box, Button, Grid, HStack, Stack } from '@chakra-ui/react';
import { Suspense } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { EmptyState } from '#web/components/empty-state.tsx';
import { ErrorState } from '#web/components/error-state.tsx';
import { LoadingState } from '#web/components/loading-state.tsx';
import { PageHeader } from '#web/components/page-header.tsx';
import { httpStatusOf } from '#web/lib/errors.ts';
import { useTRPC } from '#web/lib/trpc.ts';
import { ClientCalendar } from '#web/features/client-calendar/index.ts';
import { AccessLinkCard } from '../components/access-link-card.tsx';
import { ViewAsClientButton } from '../components/view-as-client-button.tsx';
import { ReminderCard } from '../components/reminder-card.tsx';
import { TimeZoneCard } from '../components/time-zone-card.tsx';
import { ClientLanguageCard } from '../components/client-language-card.tsx';
import { ClientDetailsForm, WhatsAppButton } from '../components/client-details-form.tsx';
import { ClientNotes } from '../components/client-notes.tsx';
import { ClientStatsCard, FoodLogCard } from '../components/stats-and-food.tsx';
import { AssignmentsCard, SessionsCard } from '../components/workout-progress.tsx';
import { CoachExerciseProgress } from '#web/features/exercise-progress/index.ts';
import { CoachBodyMetrics } from '#web/features/body-metrics/index.ts';
import { LazyCoachHabitsCard } from '#web/features/habits/index.ts';
import { CoachProgressPhotos } from '#web/features/progress-photos/index.ts';
import { CoachFitnessTests } from '#web/features/fitness-tests/index.ts';
import { fullName } from '#web/lib/client-utils.ts';
import { useClientTexts } from '../texts.ts';
import { MessageIcon } from '#web/components/message-icon.tsx';
import { LazyCoachMessagesCard as CoachMessagesCard, useCoachUnreadMessages, useMessageTexts } from '#web/features/messages/index.ts';
import { LazyClientTagsEditor } from '#web/features/triage/index.ts';
import { UnreadBadge } from '#web/components/unread-badge.tsx';
import { ClientCalendarFeedCard, ClientDownloadsCard } from '#web/features/integrations/index.ts';

/** The conversation with the client (docs/messages.md), in its own chunk. */

/**
 * The header's Messages link scrolls to the card; a card is not focusable, so keyboard focus would
 * stay on the page. It goes to the reply box, where the coach types next.
 */
const focusMessageComposer = () => requestAnimationFrame(() => document.querySelector<HTMLTextAreaElement>('#messages textarea')?.focus({ preventScroll: true }));

export default function ClientDetailPage() {
  const T = useClientTexts();
  const MT = useMessageTexts();
  const trpc = useTRPC();
  const { id = '' } = useParams();
  const client = useQuery(trpc.coach.clients.get.queryOptions({ id }, { enabled: id !== '' }));
  const assignments = useQuery(trpc.coach.clients.assignments.queryOptions({ id }, { enabled: client.isSuccess }));
  const history = useQuery(trpc.coach.clients.history.queryOptions({ id }, { enabled: client.isSuccess }));
  const unreadMessages = useCoachUnreadMessages().data?.clients.find((x) => x.clientId === id)?.count ?? 0;

  if (client.isPending) return <LoadingState label="Loading client..." />;
  if (client.isError) {
    const status = httpStatusOf(client.error);
    if (status === 404 || status === 400) {
      // The whole page is the empty state: one title, one way back.
      return (
        <Box pt={{ base: '2', md: '6' }}>
          <EmptyState
            headingLevel="h1"
            title={T.notFoundTitle}
            description={T.notFoundBody}
            action={
              <Button asChild variant="outline">
                <RouterLink to="/coach/clients">{T.backToClients}</RouterLink>
              </Button>
            }
          />
        </Box>
      );
    }
    return (
      <Box>
        <PageHeader title={T.detailLoadFailed} back={{ to: '/coach/clients', label: T.backToClients }} />
        <ErrorState title={T.detailLoadFailed} description={T.loadFailedBody} onRetry={() => void client.refetch()} retrying={client.isFetching} />
      </Box>
    );
  }
  const c = client.data;
  return (
    <Box>
      <PageHeader
        title={fullName(c)}
        description={c.email ?? undefined}
        back={{ to: '/coach/clients', label: T.backToClients }}
        actions={
          <HStack gap="2" wrap="wrap">
            <Button asChild variant="outline">
              <a href="#messages" onClick={focusMessageComposer} aria-label={unreadMessages > 0 ? `${MT.openMessages}, ${MT.unreadMessages(unreadMessages)}` : MT.openMessages}>
                <MessageIcon /> {MT.openMessages}
                <UnreadBadge count={unreadMessages} />
              </a>
            </Button>
            <WhatsAppButton phone={c.phoneNumber} />
            <ViewAsClientButton clientId={c.id} />
            <Button asChild colorPalette="brand">
              <RouterLink to={`/coach/assign?clientId=${c.id}`}>{T.assignWorkout}</RouterLink>
            </Button>
          </HStack>
        }
      />
      <Box mb="5">
        <ClientCalendar clientId={c.id} />
      </Box>
      <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 3fr) minmax(0, 2fr)' }} gap="5" alignItems="start">
        <Stack gap="5" minW="0">
          <ClientStatsCard clientId={c.id} />
          <CoachExerciseProgress clientId={c.id} />
          <CoachBodyMetrics clientId={c.id} />
          <Suspense fallback={null}>
            <LazyCoachHabitsCard clientId={c.id} />
          </Suspense>
          <CoachProgressPhotos clientId={c.id} />
          {assignments.isError || history.isError ? (
            <ErrorState
              title="Failed to load workouts"
              onRetry={() => {
                void assignments.refetch();
                void history.refetch();
              }}
              size="sm"
            />
          ) : assignments.data && history.data ? (
            <>
              <AssignmentsCard clientId={c.id} assignments={assignments.data} />
              <SessionsCard history={history.data} clientId={c.id} />
            </>
          ) : (
            <LoadingState label="Loading workouts..." />
          )}
          <FoodLogCard clientId={c.id} />
          <CoachFitnessTests clientId={c.id} />
        </Stack>
        <Stack gap="5" minW="0">
          <Suspense fallback={<LoadingState label={MT.loading} />}>
            <CoachMessagesCard clientId={c.id} clientName={fullName(c)} archived={c.archived} />
          </Suspense>
          <Suspense fallback={null}>
            <LazyClientTagsEditor clientId={c.id} tags={c.tags} />
          </Suspense>
          <AccessLinkCard clientId={c.id} email={c.email} />
          <ReminderCard clientId={c.id} />
          <TimeZoneCard clientId={c.id} />
          <ClientLanguageCard clientId={c.id} />
          <Suspense fallback={null}>
            <ClientCalendarFeedCard clientId={c.id} />
            <ClientDownloadsCard clientId={c.id} />
          </Suspense>
          <ClientDetailsForm key={[c.firstName, c.lastName, c.email, c.phoneNumber].join('\u0000')} client={c} />
          <ClientNotes clientId={c.id} />
        </Stack>
      </Grid>
    </Box>
  );
}
