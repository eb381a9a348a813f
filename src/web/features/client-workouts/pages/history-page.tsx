// /app/history, labelled Dashboard (docs/product.md §2): the client's name, four stat cards (docs/product.md §9),
// 'Today's Workouts' as expandable cards, and History: past weeks a page at a time
// (docs/history.md).
import { Button, Heading, Stack } from '@chakra-ui/react';
import { Suspense, useState } from 'react';
import { LazyMyCalendarFeedDialog, useFeedTexts } from '#web/features/integrations/index.ts';
import { LazyPushSettingsCard } from '#web/features/push/index.ts';
import { BarChartIcon, CalendarIcon } from '#web/components/icons.tsx';
import { PageHeader } from '#web/components/page-header.tsx';
import { useAuth } from '#web/lib/auth/auth-context.ts';
import { clientAvgWorkoutCompletion, totalTimeThisWeek, weeklyFoodTracking } from '#shared/stats';
import { DAY_MS, isSameUtcDay, utcWeekStart } from '#shared/workout-dates';
import { HistoryCard } from '../components/history-card.tsx';
import { ReminderSetting } from '../components/reminder-setting.tsx';
import { TimeZoneSetting } from '../components/time-zone-setting.tsx';
import { LanguageSetting } from '#web/i18n/language-setting.tsx';
import { PastWeeks } from '../components/past-weeks.tsx';
import { useHistory, type HistoryExercise } from '../hooks/use-history.ts';
import { EmptyBlock, ErrorBlock, LoadingBlock } from '../components/screen-states.tsx';
import { StatCards, type DashboardStats } from '../components/stat-cards.tsx';
import { useNow } from '#web/lib/use-now.ts';
import { useDashboardNumbers, useSessions, type SessionSummary } from '../hooks/use-sessions.ts';
import { useHistoryTexts } from '../history-texts.ts';
import { DEFAULT_TIME_ZONE, localDayOf, localToday, localWeekRange } from '#shared/time-zone';
import { useTimeZone } from '#web/lib/use-time-zone.ts';

/** SPEC: with no program, the program default of 3 meals a day sets the weekly target. */
const DEFAULT_MEALS_PER_DAY = 3;

export function computeStats(
  sessions: SessionSummary[],
  food: { mealsPerDay: number | null; foodToday: number; foodThisWeek: number },
  now: Date,
  timeZone: string = DEFAULT_TIME_ZONE,
): DashboardStats {
  // The client's local week (docs/time-zones.md): scheduled dates against its calendar days,
  // completion instants against its bounds.
  const from = utcWeekStart(localToday(now, timeZone)).getTime();
  const bounds = localWeekRange(now, timeZone);
  const inWeek = (d: Date | null) => d !== null && d.getTime() >= from && d.getTime() < from + 7 * DAY_MS;
  const doneInWeek = (d: Date | null) => d !== null && d.getTime() >= bounds.start.getTime() && d.getTime() < bounds.end.getTime();
  // This week's workouts: those scheduled this week, and overdue ones from earlier that were
  // completed this week — a workout done today counts today, as in 'min this week'.
  const week = sessions.filter((s) => inWeek(s.scheduledFor) || (s.status === 'COMPLETED' && doneInWeek(s.completedAt)));
  const weekly = weeklyFoodTracking(food.foodThisWeek, food.mealsPerDay ?? DEFAULT_MEALS_PER_DAY);
  return {
    weekCompleted: week.filter((s) => s.status === 'COMPLETED').length,
    weekTotal: week.length,
    weekMinutes: totalTimeThisWeek(sessions, now, timeZone),
    avgWorkout: clientAvgWorkoutCompletion(sessions.map((s) => s.status)),
    foodToday: food.foodToday,
    mealsPerDay: food.mealsPerDay,
    avgFood: weekly.percent,
    weeklyTarget: weekly.target,
  };
}

/** 'Today's Workouts': sessions finished today, or today's that were started or skipped. */
export function todaysWorkouts(sessions: SessionSummary[], now: Date, timeZone: string = DEFAULT_TIME_ZONE): SessionSummary[] {
  const today = localToday(now, timeZone);
  return sessions
    .filter(
      (s) =>
        (s.completedAt && isSameUtcDay(localDayOf(s.completedAt, timeZone), today)) ||
        (isSameUtcDay(s.scheduledFor, today) && (s.status === 'COMPLETED' || s.status === 'IN_PROGRESS' || s.status === 'SKIPPED')),
    )
    .toSorted((a, b) => (b.completedAt ?? b.scheduledFor).getTime() - (a.completedAt ?? a.scheduledFor).getTime());
}

export default function HistoryPage() {
  const HISTORY_TEXTS = useHistoryTexts();
  const { user } = useAuth();
  const sessions = useSessions();
  const numbers = useDashboardNumbers();
  const now = useNow();
  const timeZone = useTimeZone();

  return (
    <Stack width="full" gap="0">
      <PageHeader title={user?.firstName ? HISTORY_TEXTS.greeting(user.firstName) : HISTORY_TEXTS.title} documentTitle={HISTORY_TEXTS.title} description={HISTORY_TEXTS.subtitle} />
      {sessions.isPending || numbers.isPending ? (
        <LoadingBlock label={HISTORY_TEXTS.loading} />
      ) : (sessions.isError && sessions.data === undefined) || (numbers.isError && numbers.data === undefined) ? (
        <ErrorBlock
          title={HISTORY_TEXTS.error}
          onRetry={() => {
            void sessions.refetch();
            void numbers.refetch();
          }}
        />
      ) : (
        <DashboardBody sessions={sessions.data} numbers={numbers.data} now={now} timeZone={timeZone} />
      )}
    </Stack>
  );
}

function DashboardBody({ sessions, numbers, now, timeZone }: { sessions: SessionSummary[]; numbers: Parameters<typeof computeStats>[1]; now: Date; timeZone: string }) {
  const HISTORY_TEXTS = useHistoryTexts();
  const { preview } = useAuth();
  const todays = todaysWorkouts(sessions, now, timeZone);
  // Today's cards show their sets (and records) too when History's first page has them.
  const history = useHistory();
  const exercisesOf = new Map((history.data?.pages ?? []).flatMap((p) => p.items).map((s) => [s.id, s.exercises]));
  return (
    <Stack gap="6">
      <StatCards s={computeStats(sessions, numbers, now, timeZone)} />
      <Stack gap="3">
        <Heading size="md">{HISTORY_TEXTS.todaysWorkouts}</Heading>
        <TodaysList sessions={todays} now={now} exercisesOf={exercisesOf} />
      </Stack>
      <PastWeeks now={now} hide={new Set(todays.map((s) => s.id))} history={history} />
      <ReminderSetting />
      {/* Lazy: push code is never on the first screen (docs/push.md). A coach's preview cannot subscribe. */}
      {preview ? null : (
        <Suspense fallback={null}>
          <LazyPushSettingsCard />
        </Suspense>
      )}
      {/* The client's calendar feed (docs/calendar-and-csv.md): lazy, like the push card. */}
      {preview ? null : <CalendarFeedButton />}
      <TimeZoneSetting />
      <LanguageSetting />
    </Stack>
  );
}

function TodaysList({ sessions, now, exercisesOf }: { sessions: SessionSummary[]; now: Date; exercisesOf: ReadonlyMap<string, HistoryExercise[]> }) {
  const HISTORY_TEXTS = useHistoryTexts();
  if (sessions.length === 0) {
    return <EmptyBlock icon={<BarChartIcon boxSize="8" />} title={HISTORY_TEXTS.empty} />;
  }
  return (
    <Stack as="ul" listStyleType="none" gap="3">
      {sessions.map((s) => (
        <li key={s.id}>
          <HistoryCard session={s} now={now} exercises={exercisesOf.get(s.id)} />
        </li>
      ))}
    </Stack>
  );
}

function CalendarFeedButton() {
  const { calendarMenu } = useFeedTexts();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" alignSelf="start" onClick={() => setOpen(true)} aria-haspopup="dialog">
        <CalendarIcon /> {calendarMenu}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <LazyMyCalendarFeedDialog open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
