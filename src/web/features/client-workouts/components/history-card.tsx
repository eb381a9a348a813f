// One of 'Today's Workouts' (and of History) on the client dashboard: status, relative time and
// duration; opened, it reads the exercise results (docs/product.md §7: only when expanded) with the client's
// notes and rating. History's cards come with their exercises already (docs/history.md).
import { Badge, Box, Button, Card, HStack, Stack, Text, Separator } from '@chakra-ui/react';
import { lazy, Suspense, useId, useState } from 'react';
import { ChevronDownIcon } from '#web/components/later-icons.tsx';
import { MessageIcon } from '#web/components/message-icon.tsx';
import { InlineLoading } from '#web/components/inline-loading.tsx';
import { useSessionResults, type SessionSummary } from '../hooks/use-sessions.ts';
import type { HistoryExercise } from '../hooks/use-history.ts';
import { RecordBadge } from '#web/components/record-badge.tsx';
import { DoneSets } from '#web/components/done-sets.tsx';
import { useTimeZone } from '#web/lib/use-time-zone.ts';
import { localDayOf, localToday } from '#shared/time-zone';
import { utcDaysBetween } from '#shared/workout-dates';
import { useWorkoutTexts } from '../texts.ts';
import { useHistoryTexts } from '../history-texts.ts';
import { dateFormat, formatLocale } from '#web/i18n/format.ts';
import { intlTag } from '#shared/locale';

/** The coach's reply to the feedback (docs/messages.md), loaded only for a workout that has one. */
const CoachReplyView = lazy(() => import('#web/components/coach-reply-view.tsx').then((m) => ({ default: m.CoachReplyView })));

const STATUS_PALETTE: Record<string, string> = { COMPLETED: 'green', IN_PROGRESS: 'blue', SKIPPED: 'gray', SCHEDULED: 'gray', MISSED: 'red' };

/**
 * When a workout was done, relative to now on the client's calendar (issue 31: days counted in
 * hours called Dec 3 "tomorrow" on Dec 1). The same local day: "28 minutes ago", "3 hours ago";
 * other days within a week: "yesterday", "tomorrow", "in 2 days", "3 days ago"; earlier or later
 * the day: "Mon, Mar 2". `calendarDay`: `d` is a scheduled date (00:00 UTC of its day), not an instant.
 */
export function whenLabel(d: Date, now: Date, timeZone: string, calendarDay = false): string {
  const rtf = new Intl.RelativeTimeFormat(intlTag(formatLocale()), { numeric: 'auto' });
  const days = utcDaysBetween(localToday(now, timeZone), calendarDay ? d : localDayOf(d, timeZone));
  if (days === 0 && !calendarDay) {
    const minutes = Math.round((d.getTime() - now.getTime()) / 60_000);
    return Math.abs(minutes) < 60 ? rtf.format(minutes, 'minute') : rtf.format(Math.round(minutes / 60), 'hour');
  }
  if (Math.abs(days) < 7) return rtf.format(days, 'day');
  return dateFormat({ weekday: 'short', month: 'short', day: 'numeric', timeZone: calendarDay ? 'UTC' : timeZone })(d);
}

export function HistoryCard({ session, now, exercises }: { session: SessionSummary; now: Date; exercises?: readonly HistoryExercise[] }) {
  const HISTORY_TEXTS = useHistoryTexts();
  const T = useWorkoutTexts();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const when = session.completedAt ?? session.startedAt;
  const timeZone = useTimeZone();
  return (
    <Card.Root variant="outline" size="sm" data-testid="history-card">
      <Card.Body p="0">
        <Button
          variant="ghost"
          height="auto"
          py="3"
          px="4"
          justifyContent="space-between"
          width="full"
          textAlign="left"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((o) => !o)}
        >
          <Stack gap="1" minW="0" align="start">
            <Text fontWeight="semibold" whiteSpace="normal" wordBreak="break-word">
              {session.planName || session.name}
            </Text>
            <HStack gap="2" flexWrap="wrap">
              <Badge colorPalette={STATUS_PALETTE[session.status]}>{T.status[session.status]}</Badge>
              {session.coachReply ? (
                <Badge colorPalette="brand" variant="subtle">
                  <MessageIcon /> {HISTORY_TEXTS.coachReplied}
                </Badge>
              ) : null}
              <RecordBadge kinds={recordsIn(exercises)} />
              <Text textStyle="xs" color="fg.muted" fontWeight="normal">
                {when ? whenLabel(when, now, timeZone) : whenLabel(session.scheduledFor, now, timeZone, true)}
                {session.duration != null ? ` · ${HISTORY_TEXTS.minutes(session.duration)}` : ''}
              </Text>
            </HStack>
          </Stack>
          <ChevronDownIcon transform={open ? 'rotate(180deg)' : undefined} transition="transform 0.2s" />
        </Button>
        {open ? (
          <Box id={panelId} px="4" pb="4">
            <Separator mb="3" />
            <Details session={session} exercises={exercises} />
          </Box>
        ) : null}
      </Card.Body>
    </Card.Root>
  );
}

/** The kinds of record any set of the session holds (for the badge on the closed card). */
function recordsIn(exercises: readonly HistoryExercise[] | undefined): ('REPS' | 'E1RM')[] {
  const kinds = new Set(exercises?.flatMap((e) => e.sets.flatMap((x) => x.records ?? [])) ?? []);
  return (['REPS', 'E1RM'] as const).filter((k) => kinds.has(k));
}

/** Exercises that were ticked or logged, as GET /workout-sessions/{id}/results lists them, with their done sets. */
function loggedOnly(exercises: readonly HistoryExercise[]) {
  return exercises
    .filter((e) => e.completed || e.result !== null || e.sets.some((x) => x.done))
    .map((e) => ({ id: e.id, exerciseName: e.name, result: e.result, notes: e.notes, sets: e.sets.filter((x) => x.done) }));
}

function Details({ session, exercises }: { session: SessionSummary; exercises?: readonly HistoryExercise[] }) {
  const HISTORY_TEXTS = useHistoryTexts();
  const fetched = useSessionResults(session.id, exercises === undefined);
  const results = exercises ? { isPending: false as const, isError: false as const, data: loggedOnly(exercises) } : fetched;
  return (
    <Stack gap="3">
      <Text textStyle="sm" fontWeight="semibold">
        {HISTORY_TEXTS.results}
      </Text>
      {results.isPending ? (
        <InlineLoading label={HISTORY_TEXTS.loadingResults} size="xs" />
      ) : results.isError ? (
        <Text textStyle="sm" color="fg.error" role="alert">
          {HISTORY_TEXTS.resultsError}
        </Text>
      ) : results.data.length === 0 ? (
        <Text textStyle="sm" color="fg.muted">
          {HISTORY_TEXTS.noResults}
        </Text>
      ) : (
        <Stack as="ul" listStyleType="none" gap="0" borderWidth="1px" borderRadius="l2" overflow="hidden">
          {results.data.map((r, i) => (
            <Box as="li" key={r.id} px="3" py="2" borderTopWidth={i === 0 ? '0' : '1px'}>
              <Text textStyle="sm" fontWeight="medium">
                {r.exerciseName}
              </Text>
              <Text textStyle="sm" color={r.result ? 'fg.success' : 'fg.muted'} wordBreak="break-word">
                {r.result || HISTORY_TEXTS.noData}
              </Text>
              {'sets' in r ? <DoneSets sets={r.sets} /> : null}
              {r.notes ? (
                <Text textStyle="xs" color="fg.muted">
                  {r.notes}
                </Text>
              ) : null}
            </Box>
          ))}
        </Stack>
      )}
      {session.clientFeedback ? (
        <Box>
          <Text textStyle="sm" fontWeight="semibold">
            {HISTORY_TEXTS.yourNotes}
          </Text>
          <Text textStyle="sm" color="fg.muted" whiteSpace="pre-wrap">
            {session.clientFeedback}
          </Text>
        </Box>
      ) : null}
      {session.coachReply ? (
        <Suspense fallback={null}>
          <CoachReplyView html={session.coachReply} />
        </Suspense>
      ) : null}
      {session.rating ? (
        <Text textStyle="sm">
          <Text as="span" fontWeight="semibold">
            {HISTORY_TEXTS.ratingLabel}:
          </Text>{' '}
          <Text as="span" color="yellow.500" aria-hidden letterSpacing="wider">
            {'★'.repeat(session.rating)}
            {'☆'.repeat(5 - session.rating)}
          </Text>{' '}
          ({HISTORY_TEXTS.rating(session.rating)})
        </Text>
      ) : null}
    </Stack>
  );
}
