// History on the client Dashboard (docs/history.md): the sessions behind the client, grouped by
// week (Monday first), newest first, with their results when opened; "Load more" reads the next
// page. Sessions already under "Today's Workouts" are not repeated.
import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { CalendarIcon } from '#web/components/icons.tsx';
import { InlineLoading } from '#web/components/inline-loading.tsx';
import { utcWeekStart } from '#shared/workout-dates';
import type { HistorySession, useHistory } from '../hooks/use-history.ts';
import { useHistoryTexts } from '../history-texts.ts';
import { dateFormat } from '#web/i18n/format.ts';
import { HistoryCard } from './history-card.tsx';
import { EmptyBlock, ErrorBlock } from './screen-states.tsx';

const weekDate = dateFormat({ month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** Sessions by the week (Monday 00:00 UTC of their scheduled date) they belong to, newest week first. */
export function groupByWeek(sessions: readonly HistorySession[]): { week: Date; sessions: HistorySession[] }[] {
  const groups: { week: Date; sessions: HistorySession[] }[] = [];
  for (const s of sessions) {
    const week = utcWeekStart(s.scheduledFor);
    const last = groups.at(-1);
    if (last && last.week.getTime() === week.getTime()) last.sessions.push(s);
    else groups.push({ week, sessions: [s] });
  }
  return groups;
}

export function PastWeeks({ now, hide, history }: { now: Date; hide: ReadonlySet<string>; history: ReturnType<typeof useHistory> }) {
  const HISTORY_TEXTS = useHistoryTexts();
  const sessions = (history.data?.pages ?? []).flatMap((p) => p.items).filter((s) => !hide.has(s.id));
  const headingId = 'history-heading';
  return (
    <Stack as="section" gap="3" aria-labelledby={headingId}>
      <Heading id={headingId} size="md">
        {HISTORY_TEXTS.pastTitle}
      </Heading>
      {history.isPending ? (
        <InlineLoading label={HISTORY_TEXTS.pastLoading} py="4" />
      ) : history.isError && history.data === undefined ? (
        <ErrorBlock title={HISTORY_TEXTS.pastError} onRetry={() => void history.refetch()} />
      ) : sessions.length === 0 && !history.hasNextPage ? (
        <EmptyBlock icon={<CalendarIcon boxSize="8" />} title={HISTORY_TEXTS.pastEmpty} body={HISTORY_TEXTS.pastEmptyBody} />
      ) : (
        <Stack gap="5">
          {groupByWeek(sessions).map((g) => (
            <Stack key={g.week.getTime()} gap="2">
              <Heading as="h3" size="sm" color="fg.muted">
                {HISTORY_TEXTS.weekOf(weekDate(g.week))}
              </Heading>
              <Stack as="ul" listStyleType="none" gap="3">
                {g.sessions.map((s) => (
                  <li key={s.id}>
                    <HistoryCard session={s} now={now} exercises={s.exercises} />
                  </li>
                ))}
              </Stack>
            </Stack>
          ))}
          {history.hasNextPage ? (
            <Button variant="outline" onClick={() => void history.fetchNextPage()} loading={history.isFetchingNextPage} loadingText={HISTORY_TEXTS.loadingMore}>
              {HISTORY_TEXTS.loadMore}
            </Button>
          ) : null}
          {history.isFetchNextPageError ? (
            <Text textStyle="sm" color="fg.error" role="alert">
              {HISTORY_TEXTS.loadMoreError}
            </Text>
          ) : null}
        </Stack>
      )}
    </Stack>
  );
}
