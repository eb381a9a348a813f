// /app/upcoming (docs/product.md §2): every SCHEDULED session not on today (overdue ones too), ascending, with day labels and
// badges, 'Start Early' (moves the session to now and opens Today) and 'Skip'; 'This Week's Plan'.
import { Badge, Button, Card, HStack, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { CalendarClockIcon, CalendarRangeIcon } from '#web/components/icons.tsx';
import { PageHeader } from '#web/components/page-header.tsx';
import { toast } from '#web/components/toaster.tsx';
import { errorMessage } from '#web/lib/errors.ts';
import { lateDays, shortDate, startEarlyTime, upcomingBadge, upcomingDayLabel, upcomingSessions, weekPlan } from '#shared/workout-dates';
import { dateFormat } from '#web/i18n/format.ts';
import { useTimeZone } from '#web/lib/use-time-zone.ts';
import { trpcKey } from '#web/lib/trpc-query.ts';
import { EmptyBlock, ErrorBlock, LoadingBlock } from '../components/screen-states.tsx';
import { SkipConfirmDialog } from '../components/skip-confirm.tsx';
import { useNow } from '#web/lib/use-now.ts';
import { useUpdateSession } from '../hooks/use-today-workout.ts';
import { useSessions, type SessionSummary } from '../hooks/use-sessions.ts';
import { SKIPPED_FEEDBACK, useWorkoutTexts, type WorkoutTexts } from '../texts.ts';

const BADGE_PALETTE = { Today: 'green', Tomorrow: 'blue', 'This Week': 'purple', Upcoming: 'gray', Overdue: 'orange' } as const;
const BADGE_TEXT = { Today: 'badgeToday', Tomorrow: 'badgeTomorrow', 'This Week': 'badgeThisWeek', Upcoming: 'badgeUpcoming', Overdue: 'badgeOverdue' } as const;

// The day of a card in the user's language: upcomingDayLabel's rule (Today, Tomorrow, the weekday
// within the week, else the date), lateness as Today words it.
const weekdayName = dateFormat({ weekday: 'long', timeZone: 'UTC' });
const monthDay = dateFormat({ month: 'short', day: 'numeric', timeZone: 'UTC' });

function dayLabel(T: WorkoutTexts, d: Date, now: Date, timeZone: string): string {
  const english = upcomingDayLabel(d, now, timeZone);
  if (english === 'Today') return T.upcoming.dayToday;
  if (english === 'Tomorrow') return T.upcoming.dayTomorrow;
  return english === shortDate(d) ? monthDay(d) : weekdayName(d);
}

function lateness(T: WorkoutTexts, d: Date, now: Date, timeZone: string): string | null {
  const late = lateDays(d, now, timeZone);
  return late === null ? null : late === 0 ? T.today.onTime : T.today.daysOverdue(late);
}

/**
 * Changes one session in the cached list at once, before the server answers (or while the change
 * waits offline), and returns how to undo it. Each write's answer reads the list again anyway.
 * Here rather than beside the list's query, whose chunk Today's first screen loads.
 */
function usePatchListedSession() {
  const queryClient = useQueryClient();
  return useCallback(
    async (id: string, patch: Partial<SessionSummary>) => {
      const queryKey = trpcKey('clientApp.workouts.listSessions');
      // A read under way would bring the list back as it was.
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData<SessionSummary[]>(queryKey);
      queryClient.setQueryData<SessionSummary[]>(queryKey, (list) => list?.map((s) => (s.id === id ? { ...s, ...patch } : s)));
      return () => queryClient.setQueryData(queryKey, previous);
    },
    [queryClient],
  );
}

export default function UpcomingPage() {
  const T = useWorkoutTexts();
  const sessions = useSessions();
  const now = useNow();
  const timeZone = useTimeZone();
  const upcoming = useMemo(() => upcomingSessions(sessions.data ?? [], now, timeZone), [sessions.data, now, timeZone]);
  // Held by the page, not a card: a skipped card leaves the list at once, and the answer's toast
  // must still follow.
  const update = useUpdateSession();
  const patchListed = usePatchListedSession();

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
          <WeekPlan sessions={upcoming} now={now} timeZone={timeZone} />
          <Stack as="ul" listStyleType="none" gap="3" aria-label={T.upcoming.title}>
            {upcoming.map((s) => (
              <li key={s.id}>
                <UpcomingCard session={s} now={now} timeZone={timeZone} update={update} patchListed={patchListed} />
              </li>
            ))}
          </Stack>
        </Stack>
      )}
    </Stack>
  );
}

function WeekPlan({ sessions, now, timeZone }: { sessions: SessionSummary[]; now: Date; timeZone: string }) {
  const T = useWorkoutTexts();
  // Issue 31: counted on the client's calendar, not UTC's (docs/time-zones.md).
  const plan = weekPlan(sessions, now, timeZone);
  return (
    <Card.Root variant="subtle" size="sm" colorPalette="brand" bg="brand.subtle/60">
      <Card.Body>
        <HStack gap="3" align="start">
          <CalendarRangeIcon boxSize="5" color="brand.fg" mt="0.5" />
          <Stack gap="0.5">
            <Text fontWeight="semibold">{T.upcoming.weekPlan}</Text>
            <Text textStyle="sm">{T.upcoming.weekCount(plan.count)}</Text>
            <Text textStyle="sm" color="fg.muted" data-testid="week-period">
              {monthDay(plan.from)} – {monthDay(plan.to)}
            </Text>
          </Stack>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}

interface UpcomingCardProps {
  session: SessionSummary;
  now: Date;
  timeZone: string;
  update: ReturnType<typeof useUpdateSession>;
  patchListed: ReturnType<typeof usePatchListedSession>;
}

function UpcomingCard({ session, now, timeZone, update, patchListed }: UpcomingCardProps) {
  const T = useWorkoutTexts();
  const navigate = useNavigate();
  const mine = update.isPending && update.variables?.id === session.id;
  const badge = upcomingBadge(session.scheduledFor, now, timeZone);
  const name = session.planName || T.upcoming.fallbackName;

  const failed = (err: unknown) => toast.error(T.toasts.error, errorMessage(err, T.toasts.updateFailed));
  // A start opens Today once answered, so its card stays until then; the list learns of it just
  // before, so Upcoming opened again before its list is read again does not offer it.
  const begin = (change: { scheduledFor: Date } | { status: 'IN_PROGRESS' }, onStarted?: () => void) =>
    update.mutate(
      { id: session.id, ...change },
      {
        onSuccess: () => {
          void patchListed(session.id, change);
          onStarted?.();
          void navigate('/app/today');
        },
        onError: failed,
      },
    );
  const startEarly = () => begin({ scheduledFor: startEarlyTime(new Date()) }, () => toast.success(T.toasts.rescheduled, T.toasts.rescheduledBody));
  const [confirmSkip, setConfirmSkip] = useState(false);
  // Overdue sessions cannot be moved to now (only earlier days are 'early'): they are started
  // as they are, and Today shows the started one first (issue 12: no due workout is hidden).
  const overdue = badge === 'Overdue';
  const start = () => begin({ status: 'IN_PROGRESS' });
  // A skipped card leaves at once, as Today's changes show at once (and while it waits offline).
  const skip = async () => {
    const undo = await patchListed(session.id, { status: 'SKIPPED' });
    update.mutate(
      { id: session.id, status: 'SKIPPED', clientFeedback: SKIPPED_FEEDBACK },
      {
        onSuccess: () => toast.success(T.toasts.skipped, T.toasts.skippedBody),
        onError: (err) => {
          undo();
          failed(err);
        },
      },
    );
  };

  return (
    <Card.Root variant="outline" size="sm" data-testid="upcoming-card">
      <Card.Body gap="3">
        <HStack justify="space-between" align="start" gap="3">
          <Stack gap="0.5" minW="0">
            <Text fontWeight="semibold" wordBreak="break-word">
              {name}
            </Text>
            <Text textStyle="sm" color="fg.muted">
              {badge === 'Overdue' ? (lateness(T, session.scheduledFor, now, timeZone) ?? monthDay(session.scheduledFor)) : dayLabel(T, session.scheduledFor, now, timeZone)} ·{' '}
              {T.upcoming.exercises(session.exerciseCount)}
            </Text>
          </Stack>
          <Badge colorPalette={BADGE_PALETTE[badge]} flexShrink={0}>
            {T.upcoming[BADGE_TEXT[badge]]}
          </Badge>
        </HStack>
        <HStack gap="2">
          <Button
            size="md"
            flex="1"
            colorPalette="brand"
            onClick={overdue ? start : startEarly}
            loading={mine && (update.variables?.scheduledFor !== undefined || update.variables?.status === 'IN_PROGRESS')}
            disabled={update.isPending}
          >
            {overdue ? T.upcoming.start : T.upcoming.startEarly}
          </Button>
          <Button size="md" variant="outline" onClick={() => setConfirmSkip(true)} loading={mine && update.variables?.status === 'SKIPPED'} disabled={update.isPending}>
            {T.upcoming.skip}
          </Button>
        </HStack>
        <SkipConfirmDialog open={confirmSkip} onOpenChange={setConfirmSkip} name={name} onConfirm={() => void skip()} />
      </Card.Body>
    </Card.Root>
  );
}
