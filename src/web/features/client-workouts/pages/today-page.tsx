// /app/today (docs/product.md §2): today's workout — states, lateness badge, progress, exercises with their
// actions, the completion card, and 'Workout Completed!' afterwards.

import { Badge, Box, Button, Card, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { ProgressBar } from '#web/components/progress-bar.tsx';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useDeferredValue, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { AlertCircleIcon, CalendarIcon, CheckCircleIcon, CheckIcon, NotesIcon, PencilIcon, PlayIcon } from '#web/components/icons.tsx';
import { toast } from '#web/components/toaster.tsx';
import { errorMessage } from '#web/lib/errors.ts';
import { lateDays } from '#shared/workout-dates';
import { dateFormat } from '#web/i18n/format.ts';
import { AlsoDue } from '../components/also-due.tsx';
import { SkipConfirmDialog } from '../components/skip-confirm.tsx';
import { useTimeZone } from '#web/lib/use-time-zone.ts';
import { ExerciseList } from '../components/exercise-list.tsx';
import { EmptyBlock, ErrorBlock, LoadingBlock } from '../components/screen-states.tsx';
import { useNow } from '#web/lib/use-now.ts';
import { forgetOpened, markOpened, workoutMinutes } from '../lib/opened-at.ts';
import { useLogResult, useTodayWorkout, useToggleExercise, useUpdateSession, type TodayExercise, type TodaySession } from '../hooks/use-today-workout.ts';
import { usePageTitle } from '#web/lib/use-page-title.ts';
import { afterFirstScreen } from '#web/lib/after-first-screen.ts';
import { SKIPPED_FEEDBACK, useWorkoutTexts } from '../texts.ts';
import { loadSetRowsSoon, useSetRowsLoaded } from '../lib/set-rows-loader.ts';

/**
 * The sheet and dialogs open on a tap, so they load then (Chakra's dialog machinery is ~12 KB
 * gzip), not with the first screen (docs/performance.md, "Web delivery"). The client layout
 * fetches them with the tab screens once the screen is up, so they open offline too.
 */
const LogResultSheet = lazy(() => import('../components/log-result-sheet.tsx').then((m) => ({ default: m.LogResultSheet })));
const NotesDialog = lazy(() => import('../components/notes-dialog.tsx').then((m) => ({ default: m.NotesDialog })));
const VideoDialog = lazy(() => import('../components/video-dialog.tsx').then((m) => ({ default: m.VideoDialog })));
/** The rest timer's bar and the wake lock, with the set rows' code (lib/set-rows-loader.ts). */
const WorkoutExtras = lazy(() => import('../components/set-rows.tsx').then((m) => ({ default: m.WorkoutExtras })));
/**
 * The completion card, with its star rating (Chakra's rating group and the state machine runtime
 * under it, ~7 KB gzip): it shows once every exercise is ticked, so it loads then, or with the tab
 * screens once Today is up (app/tab-screens.ts), not with the first screen (docs/performance.md).
 */
const CompletionCard = lazy(() => import('../components/completion-card.tsx').then((m) => ({ default: m.CompletionCard })));
/** Today's habits (docs/habits.md): the area's module itself loads after the first screen (TodayHabits). */
const LazyTodayHabitsCard = lazy(() => import('#web/features/habits/index.ts').then((m) => ({ default: m.TodayHabitsCard })));
/** The coach's reply to the feedback (docs/messages.md), loaded only for a workout that has one. */
const CoachReplyView = lazy(() => import('#web/components/coach-reply-view.tsx').then((m) => ({ default: m.CoachReplyView })));
/** The offer of push notifications after a completed workout (docs/push.md): loaded only then. */
const PushPrompt = lazy(() => import('#web/features/push/index.ts').then((m) => ({ default: m.PushPrompt })));
/**
 * A due weekly check-in (docs/check-ins.md): its own chunk, and its read, start once the first
 * screen is up with its data (lib/after-first-screen.ts), so Today's first bundle does not grow.
 */
const CheckInDueCard = lazy(() => import('#web/features/check-ins/index.ts').then((m) => ({ default: m.CheckInDueCard })));

/** True once the first screen is up with its data (lib/after-first-screen.ts): the cards under it load then. */
function useAfterFirstScreen(): boolean {
  const queryClient = useQueryClient();
  const [ready, setReady] = useState(false);
  useEffect(() => afterFirstScreen(queryClient, () => setReady(true)), [queryClient]);
  return ready;
}

export default function TodayPage() {
  const T = useWorkoutTexts();
  const today = useTodayWorkout();
  usePageTitle(T.today.documentTitle);
  // When the answer first arrives, the workout is drawn in a deferred render that React splits
  // into short slices, not in one long task (docs/performance.md, "Web delivery"); later changes
  // (a tick, a logged result) draw at once.
  const loaded = useDeferredValue(!today.isPending);
  const afterFirst = useAfterFirstScreen();
  return (
    <Box width="full">
      {loaded && afterFirst ? (
        <Suspense fallback={null}>
          <CheckInDueCard />
        </Suspense>
      ) : null}
      {!loaded ? (
        <LoadingBlock label={T.today.loading} />
      ) : today.isError && today.data === undefined ? (
        <ErrorBlock title={T.today.errorTitle} body={T.today.errorBody} onRetry={() => void today.refetch()} />
      ) : today.data ? (
        <Workout session={today.data} />
      ) : (
        <EmptyBlock icon={<CalendarIcon boxSize="10" />} title={T.today.noWorkoutTitle} body={T.today.noWorkoutBody}>
          <Button asChild variant="outline" size="sm">
            <Link to="/app/upcoming">{T.today.seeUpcoming}</Link>
          </Button>
        </EmptyBlock>
      )}
      {afterFirst ? (
        <Box mt="6">
          <Suspense fallback={null}>
            <LazyTodayHabitsCard />
          </Suspense>
        </Box>
      ) : null}
    </Box>
  );
}

function durationOf(session: TodaySession, at: Date): { duration?: number } {
  const minutes = workoutMinutes(session.id, session.startedAt, at);
  return minutes === undefined ? {} : { duration: minutes };
}

const fullDate = dateFormat({ weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' });

function Workout({ session }: { session: TodaySession }) {
  const T = useWorkoutTexts();
  const toggle = useToggleExercise();
  const logResult = useLogResult();
  const update = useUpdateSession();
  const now = useNow();
  const [video, setVideo] = useState<TodayExercise | null>(null);
  const [notes, setNotes] = useState<TodayExercise | null>(null);
  const [logging, setLogging] = useState<TodayExercise | null>(null);
  // Mounted from the first opening on, so later closings keep the sheet's exit animation.
  const [sheetUsed, setSheetUsed] = useState(false);
  if (logging && !sheetUsed) setSheetUsed(true);

  const missed = session.status === 'MISSED';
  const finished = session.status === 'COMPLETED' || session.status === 'SKIPPED' || missed;
  const total = session.exercises.length;
  const done = session.exercises.filter((e) => e.completed).length;
  const percent = total === 0 ? 0 : Math.round((done / total) * 100);
  const timeZone = useTimeZone();
  const late = lateDays(session.scheduledFor, now, timeZone);
  const lateness = late === null ? null : late === 0 ? T.today.onTime : T.today.daysOverdue(late);
  const [confirmSkip, setConfirmSkip] = useState(false);
  // Set when the client completes the workout here: the moment push notifications are offered (docs/push.md).
  const [justCompleted, setJustCompleted] = useState(false);
  // The rest timer and the screen wake lock come with the set rows (docs/sets.md).
  const setRowsLoaded = useSetRowsLoaded();

  // The set rows come after the first screen (lib/set-rows-loader.ts).
  const queryClient = useQueryClient();
  useEffect(() => loadSetRowsSoon(queryClient), [queryClient]);

  // Issue 12: the duration runs from opening the workout (lib/opened-at.ts).
  useEffect(() => {
    if (!finished) markOpened(session.id, new Date());
  }, [session.id, finished]);

  const finish = (status: 'COMPLETED' | 'SKIPPED', feedback: string, rating: number | null) => {
    const at = new Date();
    const input =
      status === 'COMPLETED'
        ? {
            id: session.id,
            status,
            completedAt: at,
            ...durationOf(session, at),
            clientFeedback: feedback || null,
            rating,
          }
        : { id: session.id, status, clientFeedback: SKIPPED_FEEDBACK };
    update.mutate(input, {
      onSuccess: (answer) => {
        forgetOpened(session.id);
        // Queued offline there is no answer: no offer until the server has the workout.
        if (status === 'COMPLETED' && answer) setJustCompleted(true);
        return status === 'COMPLETED' ? toast.success(T.toasts.workoutUpdated) : toast.success(T.toasts.skipped, T.toasts.skippedBody);
      },
      onError: (err) => toast.error(T.toasts.error, errorMessage(err, T.toasts.updateFailed)),
    });
  };

  return (
    <Stack gap="4">
      <Stack gap="1">
        <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>
          {session.name}
        </Heading>
        <HStack gap="2" flexWrap="wrap">
          <Text color="fg.muted">{fullDate(session.scheduledFor)}</Text>
          {lateness && !finished ? (
            <Badge colorPalette={late === 0 ? 'green' : 'orange'} data-testid="lateness-badge">
              {lateness}
            </Badge>
          ) : null}
          {missed ? (
            <Badge colorPalette="red" data-testid="status-badge">
              {T.status.MISSED}
            </Badge>
          ) : null}
        </HStack>
      </Stack>

      {missed ? (
        <Card.Root variant="outline" borderColor="border.error" bg="red.subtle/50" role="status">
          <Card.Body>
            <HStack gap="2" align="start">
              <AlertCircleIcon color="fg.error" boxSize="5" mt="0.5" flexShrink={0} />
              <Stack gap="2" align="start">
                <Text>{T.today.missed}</Text>
                <Button asChild variant="outline" size="sm" bg="bg.panel">
                  <Link to="/app/upcoming">{T.today.seeUpcoming}</Link>
                </Button>
              </Stack>
            </HStack>
          </Card.Body>
        </Card.Root>
      ) : null}

      {/* The outcome leads: a finished workout says so before its exercise list. */}
      {session.status === 'COMPLETED' ? (
        <Card.Root variant="outline" borderColor="green.muted" bg="green.subtle/50" role="status">
          <Card.Body>
            <Stack align="center" gap="1" textAlign="center">
              <CheckCircleIcon color="fg.success" boxSize="8" />
              <Heading size="md">{T.today.completed}</Heading>
              {session.duration != null ? <Text color="fg.muted">{T.today.completedIn(session.duration)}</Text> : null}
            </Stack>
            {session.coachReply ? (
              <Suspense fallback={null}>
                <CoachReplyView html={session.coachReply} />
              </Suspense>
            ) : null}
          </Card.Body>
        </Card.Root>
      ) : null}
      {/* Push notifications are offered after a completed workout, in their own chunk; it shows only where they can work and were never answered. */}
      {justCompleted && session.status === 'COMPLETED' ? (
        <Suspense fallback={null}>
          <PushPrompt />
        </Suspense>
      ) : null}
      {session.status === 'SKIPPED' ? (
        <Card.Root variant="subtle" role="status">
          <Card.Body>
            <Stack align="center" gap="1" textAlign="center">
              <Heading size="md">{T.today.skipped}</Heading>
              <Text color="fg.muted">{T.today.skippedBody}</Text>
            </Stack>
          </Card.Body>
        </Card.Root>
      ) : null}

      {session.instructions ? (
        <Card.Root variant="subtle" size="sm">
          <Card.Body gap="1">
            <Text fontWeight="semibold">{T.today.instructions}</Text>
            <Text color="fg.muted" whiteSpace="pre-wrap">
              {session.instructions}
            </Text>
          </Card.Body>
        </Card.Root>
      ) : null}

      {missed || total === 0 ? null : (
        <Stack gap="2">
          <HStack justify="space-between">
            <Text fontWeight="medium" data-testid="progress-line">
              {T.today.progress(done, total)}
            </Text>
            <Text color="fg.muted" textStyle="sm">
              {percent}%
            </Text>
          </HStack>
          <ProgressBar value={percent} size="sm" colorPalette="green" rounded="full" aria-label={T.today.progress(done, total)} />
          <SimpleGrid columns={{ base: 2, sm: 4 }} columnGap="3" rowGap="1" color="fg.muted" textStyle="xs" aria-label={T.today.legend}>
            <HStack gap="1.5">
              <CheckIcon boxSize="3.5" /> {T.today.legendToggle}
            </HStack>
            <HStack gap="1.5">
              <PlayIcon boxSize="3.5" /> {T.today.legendVideo}
            </HStack>
            <HStack gap="1.5">
              <NotesIcon boxSize="3.5" /> {T.today.legendNotes}
            </HStack>
            <HStack gap="1.5">
              <PencilIcon boxSize="3.5" /> {T.today.legendLog}
            </HStack>
          </SimpleGrid>
        </Stack>
      )}

      <ExerciseList
        exercises={session.exercises}
        columnConfig={session.columnConfig}
        readOnly={finished}
        actions={{
          onToggle: (e) => toggle.mutate({ id: e.id, completed: !e.completed }),
          onVideo: setVideo,
          onNotes: setNotes,
          onLog: setLogging,
        }}
      />

      {/* A workout without exercises (instructions only) can be completed from the start. */}
      {!finished && done === total ? (
        <Suspense fallback={null}>
          <CompletionCard
            title={total === 0 ? T.today.finishNoExercises : T.today.allDone}
            pending={update.isPending}
            onComplete={(feedback, rating) => finish('COMPLETED', feedback, rating)}
            onSkip={() => finish('SKIPPED', '', null)}
            workoutName={session.name}
          />
        </Suspense>
      ) : null}

      {/* Issue 12: an open workout can be skipped without ticking its exercises, after a confirmation. */}
      {!finished && done < total ? (
        <Button variant="outline" onClick={() => setConfirmSkip(true)} loading={update.isPending} data-testid="skip-workout">
          {T.today.skipWorkout}
        </Button>
      ) : null}
      <SkipConfirmDialog open={confirmSkip} onOpenChange={setConfirmSkip} name={session.name} onConfirm={() => finish('SKIPPED', '', null)} />

      <AlsoDue shownId={session.id} />

      {setRowsLoaded ? (
        <Suspense fallback={null}>
          <WorkoutExtras active={!finished} />
        </Suspense>
      ) : null}

      {/* One boundary each: a dialog loading over the open sheet must not hide it. */}
      <Suspense fallback={null}>{video?.videoUrl ? <VideoDialog title={video.name} url={video.videoUrl} open onClose={() => setVideo(null)} /> : null}</Suspense>
      <Suspense fallback={null}>{notes ? <NotesDialog exerciseName={notes.name} notes={notes.columnData.col6} open onClose={() => setNotes(null)} /> : null}</Suspense>
      <Suspense fallback={null}>
        {sheetUsed ? (
          <LogResultSheet
            exercise={logging}
            columnConfig={session.columnConfig}
            onClose={() => setLogging(null)}
            onWatchVideo={(e) => setVideo(e)}
            onSave={(result) => {
              if (!logging) return;
              logResult.mutate({ workoutSessionId: session.id, planExerciseId: logging.id, result, completed: true });
              setLogging(null);
            }}
          />
        ) : null}
      </Suspense>
    </Stack>
  );
}
