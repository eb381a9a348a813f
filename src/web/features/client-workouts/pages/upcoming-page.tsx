// /app/upcoming (SPEC §2): SCHEDULED sessions after today, ascending, with day labels and
// badges, 'Start Early' (moves the session to now and opens Today) and 'Skip'; 'This Week's Plan'.
import { Badge, Button, Card, HStack, Stack, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { CalendarClockIcon, CalendarRangeIcon } from '../../../components/icons.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { toast } from '../../../components/toaster.tsx';
import { errorMessage } from '../../../lib/errors.ts';
import { DAY_MS, shortDate, startEarlyTime, upcomingBadge, upcomingDayLabel, upcomingSessions, UPCOMING_WINDOW_DAYS } from '../../../../shared/workout-dates.ts';
import { EmptyBlock, ErrorBlock, LoadingBlock } from '../components/screen-states.tsx';
import { useNow } from '../hooks/use-now.ts';
import { useUpdateSession } from '../hooks/use-today-workout.ts';
import { useSessions, type SessionSummary } from '../hooks/use-sessions.ts';
import { T } from '../texts.ts';

const BADGE_PALETTE = { Today: 'green', Tomorrow: 'blue', 'This Week': 'purple', Upcoming: 'gray' } as const;

export default function UpcomingPage() {
  const sessions = useSessions();
  const now = useNow();
  const upcoming = useMemo(() => upcomingSessions(sessions.data ?? [], now), [sessions.data, now]);

  return (
    <Stack width="full" gap="0">
      <PageHeader title={T.upcoming.title} description={T.upcoming.subtitle} />
      {sessions.isPending ? (
        <LoadingBlock label={T.upcoming.loading} />
      ) : sessions.isError && sessions.data === undefined ? (
        <ErrorBlock title={T.upcoming.error} body={errorMessage(sessions.error, '')} onRetry={() => void sessions.refetch()} />
      ) : upcoming.length === 0 ? (
        <EmptyBlock icon={<CalendarClockIcon boxSize="10" />} title={T.upcoming.emptyTitle} body={T.upcoming.emptyBody} />
      ) : (
        <Stack gap="4">
          <WeekPlan sessions={upcoming} now={now} />
          <Stack as="ul" listStyleType="none" gap="3" aria-label={T.upcoming.title}>
            {upcoming.map((s) => (
              <li key={s.id}>
                <UpcomingCard session={s} now={now} />
              </li>
            ))}
          </Stack>
        </Stack>
      )}
    </Stack>
  );
}

function WeekPlan({ sessions, now }: { sessions: SessionSummary[]; now: Date }) {
  const windowEnd = new Date(now.getTime() + UPCOMING_WINDOW_DAYS * DAY_MS);
  const inWindow = sessions.filter((s) => s.scheduledFor.getTime() <= windowEnd.getTime());
  const first = inWindow[0]?.scheduledFor ?? sessions[0]!.scheduledFor;
  return (
    <Card.Root variant="subtle" size="sm" colorPalette="brand" bg="brand.subtle/60">
      <Card.Body>
        <HStack gap="3" align="start">
          <CalendarRangeIcon boxSize="5" color="brand.fg" mt="0.5" />
          <Stack gap="0.5">
            <Text fontWeight="semibold">{T.upcoming.weekPlan}</Text>
            <Text textStyle="sm">{T.upcoming.weekCount(inWindow.length)}</Text>
            <Text textStyle="sm" color="fg.muted" data-testid="week-period">
              {shortDate(first)} – {shortDate(windowEnd)}
            </Text>
          </Stack>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}

function UpcomingCard({ session, now }: { session: SessionSummary; now: Date }) {
  const navigate = useNavigate();
  const update = useUpdateSession();
  const badge = upcomingBadge(session.scheduledFor, now);
  const name = session.planName || T.upcoming.fallbackName;

  const startEarly = () =>
    update.mutate(
      { id: session.id, scheduledFor: startEarlyTime(new Date()) },
      {
        onSuccess: () => {
          toast.success(T.toasts.rescheduled, T.toasts.rescheduledBody);
          void navigate('/app/today');
        },
        onError: (err) => toast.error(T.toasts.error, errorMessage(err, T.toasts.updateFailed)),
      },
    );
  const skip = () =>
    update.mutate(
      { id: session.id, status: 'SKIPPED', clientFeedback: T.toasts.skipped },
      {
        onSuccess: () => toast.success(T.toasts.skipped, T.toasts.skippedBody),
        onError: (err) => toast.error(T.toasts.error, errorMessage(err, T.toasts.updateFailed)),
      },
    );

  return (
    <Card.Root variant="outline" size="sm" data-testid="upcoming-card">
      <Card.Body gap="3">
        <HStack justify="space-between" align="start" gap="3">
          <Stack gap="0.5" minW="0">
            <Text fontWeight="semibold" wordBreak="break-word">
              {name}
            </Text>
            <Text textStyle="sm" color="fg.muted">
              {upcomingDayLabel(session.scheduledFor, now)} · {T.upcoming.exercises(session.exerciseCount)}
            </Text>
          </Stack>
          <Badge colorPalette={BADGE_PALETTE[badge]} flexShrink={0}>
            {badge}
          </Badge>
        </HStack>
        <HStack gap="2">
          <Button size="md" flex="1" colorPalette="brand" onClick={startEarly} loading={update.isPending && update.variables?.scheduledFor !== undefined} disabled={update.isPending}>
            {T.upcoming.startEarly}
          </Button>
          <Button size="md" variant="outline" onClick={skip} loading={update.isPending && update.variables?.status === 'SKIPPED'} disabled={update.isPending}>
            {T.upcoming.skip}
          </Button>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}
