// One of 'Today's Workouts' on the client dashboard: status, relative time and duration; opened,
// it reads the exercise results (SPEC §7: only when expanded) with the client's notes and rating.
import { Badge, Box, Button, Card, HStack, Separator, Spinner, Stack, Text } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { ChevronDownIcon } from '../../../components/icons.tsx';
import { useSessionResults, type SessionSummary } from '../hooks/use-sessions.ts';
import { T } from '../texts.ts';

const STATUS_PALETTE: Record<string, string> = { COMPLETED: 'green', IN_PROGRESS: 'blue', SKIPPED: 'gray', SCHEDULED: 'gray', MISSED: 'red' };

export function relativeTime(d: Date, now: Date): string {
  const minutes = Math.round((now.getTime() - d.getTime()) / 60_000);
  const rtf = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
  if (Math.abs(minutes) < 60) return rtf.format(-minutes, 'minute');
  const hours = Math.round(minutes / 60);
  if (Math.abs(hours) < 24) return rtf.format(-hours, 'hour');
  return rtf.format(-Math.round(hours / 24), 'day');
}

export function HistoryCard({ session, now }: { session: SessionSummary; now: Date }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const when = session.completedAt ?? session.startedAt ?? session.scheduledFor;
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
              <Text textStyle="xs" color="fg.muted" fontWeight="normal">
                {relativeTime(when, now)}
                {session.duration != null ? ` · ${T.history.minutes(session.duration)}` : ''}
              </Text>
            </HStack>
          </Stack>
          <ChevronDownIcon transform={open ? 'rotate(180deg)' : undefined} transition="transform 0.2s" />
        </Button>
        {open ? (
          <Box id={panelId} px="4" pb="4">
            <Separator mb="3" />
            <Details session={session} />
          </Box>
        ) : null}
      </Card.Body>
    </Card.Root>
  );
}

function Details({ session }: { session: SessionSummary }) {
  const results = useSessionResults(session.id, true);
  return (
    <Stack gap="3">
      <Text textStyle="sm" fontWeight="semibold">
        {T.history.results}
      </Text>
      {results.isPending ? (
        <HStack gap="2" color="fg.muted" role="status">
          <Spinner size="xs" />
          <Text textStyle="sm">{T.history.loadingResults}</Text>
        </HStack>
      ) : results.isError ? (
        <Text textStyle="sm" color="fg.error" role="alert">
          {T.history.resultsError}
        </Text>
      ) : results.data.length === 0 ? (
        <Text textStyle="sm" color="fg.muted">
          {T.history.noResults}
        </Text>
      ) : (
        <Stack as="ul" listStyleType="none" gap="0" borderWidth="1px" borderRadius="l2" overflow="hidden">
          {results.data.map((r, i) => (
            <Box as="li" key={r.id} px="3" py="2" borderTopWidth={i === 0 ? '0' : '1px'}>
              <Text textStyle="sm" fontWeight="medium">
                {r.exerciseName}
              </Text>
              <Text textStyle="sm" color={r.result ? 'fg.success' : 'fg.muted'} wordBreak="break-word">
                {r.result || T.history.noData}
              </Text>
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
            {T.history.yourNotes}
          </Text>
          <Text textStyle="sm" color="fg.muted" whiteSpace="pre-wrap">
            {session.clientFeedback}
          </Text>
        </Box>
      ) : null}
      {session.rating ? (
        <Text textStyle="sm">
          <Text as="span" fontWeight="semibold">
            {T.history.ratingLabel}:
          </Text>{' '}
          <Text as="span" color="yellow.500" aria-hidden letterSpacing="wider">
            {'★'.repeat(session.rating)}
            {'☆'.repeat(5 - session.rating)}
          </Text>{' '}
          ({T.history.rating(session.rating)})
        </Text>
      ) : null}
    </Stack>
  );
}
