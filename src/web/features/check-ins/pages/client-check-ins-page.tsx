// /app/check-ins (docs/check-ins.md): the client's due and overdue check-ins to fill in, the next
// one, and the ones sent with the coach's reply.
import { Badge, Box, Button, Card, Checkbox, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { lazy, Suspense, useState } from 'react';
import { PageHeader } from '#web/components/page-header.tsx';
import { useCheckInReminders, useClientCheckIns, useSentCheckIn } from '../hooks/use-check-ins.ts';
import { answerText, formatDay } from '../lib/format.ts';
import { useCheckInTexts } from '../texts.ts';
import { CheckInForm } from '../components/check-in-form.tsx';

const CoachReplyView = lazy(() => import('#web/components/coach-reply-view.tsx').then((m) => ({ default: m.CoachReplyView })));

export default function ClientCheckInsPage() {
  const T = useCheckInTexts();
  const list = useClientCheckIns();
  const [viewing, setViewing] = useState<string | null>(null);
  return (
    <Stack gap="5" width="full">
      <PageHeader title={T.title} description={T.clientDescription} />
      {list.isPending ? (
        <Text color="fg.muted">{T.loading}</Text>
      ) : list.isError && !list.data ? (
        <Stack align="start" role="alert">
          <Text color="fg.error">{T.error}</Text>
          <Button size="sm" variant="outline" onClick={() => void list.refetch()}>
            {T.retry}
          </Button>
        </Stack>
      ) : (
        <>
          {list.data.due
            .filter((d) => d.state !== 'UPCOMING')
            .map((d) => (
              <CheckInForm key={`${d.scheduleId}:${d.dueDate}`} due={d} />
            ))}
          {list.data.due.every((d) => d.state === 'UPCOMING') ? (
            <Card.Root variant="subtle">
              <Card.Body gap="1">
                <Text>{T.none}</Text>
                {list.data.due.map((d) => (
                  <Text key={d.scheduleId} color="fg.muted" textStyle="sm">
                    {`${d.templateName}: ${T.upcoming(formatDay(d.dueDate))}`}
                  </Text>
                ))}
              </Card.Body>
            </Card.Root>
          ) : null}
          <Stack gap="2" as="section" aria-label={T.recent}>
            <Heading size="sm">{T.recent}</Heading>
            {list.data.recent.length === 0 ? <Text color="fg.muted">{T.noRecent}</Text> : null}
            {list.data.recent.map((r) => (
              <Card.Root key={r.id} size="sm" variant="outline" data-testid="sent-check-in">
                <Card.Body gap="2">
                  <HStack justify="space-between" wrap="wrap" gap="2">
                    <Stack gap="0">
                      <Text fontWeight="medium">{r.templateName}</Text>
                      <Text color="fg.muted" textStyle="sm">
                        {T.sentOn(formatDay(r.dueDate))}
                      </Text>
                    </Stack>
                    <HStack gap="2">
                      {r.reviewedAt ? <Badge colorPalette="green">{T.reviewed}</Badge> : null}
                      <Button size="sm" variant="outline" onClick={() => setViewing(viewing === r.id ? null : r.id)} aria-expanded={viewing === r.id}>
                        {viewing === r.id ? T.close : T.view}
                      </Button>
                    </HStack>
                  </HStack>
                  {r.coachReply ? (
                    <Suspense fallback={null}>
                      <CoachReplyView html={r.coachReply} />
                    </Suspense>
                  ) : null}
                  {viewing === r.id ? <SentAnswers id={r.id} /> : null}
                </Card.Body>
              </Card.Root>
            ))}
          </Stack>
          <RemindersToggle />
        </>
      )}
    </Stack>
  );
}

function RemindersToggle() {
  const T = useCheckInTexts();
  const { query, set } = useCheckInReminders();
  if (!query.data) return null;
  return (
    <Checkbox.Root checked={query.data.enabled} onCheckedChange={(d) => set.mutate(d.checked === true)} data-testid="check-in-reminders">
      <Checkbox.HiddenInput />
      <Checkbox.Control />
      <Checkbox.Label>{T.reminders}</Checkbox.Label>
    </Checkbox.Root>
  );
}

function SentAnswers({ id }: { id: string }) {
  const T = useCheckInTexts();
  const sent = useSentCheckIn(id);
  if (!sent.data) return <Text color="fg.muted">{sent.isError ? T.error : T.loading}</Text>;
  return (
    <Box as="dl" display="grid" gridTemplateColumns="minmax(0, 2fr) minmax(0, 1fr)" gap="1.5" aria-label={T.yourAnswers}>
      {sent.data.questions.map((q) => (
        <Box key={q.id} display="contents">
          <Text as="dt" color="fg.muted">
            {q.text}
          </Text>
          <Text as="dd" wordBreak="break-word">
            {answerText(q.answer, T.yes, T.no, T.noAnswer)}
          </Text>
        </Box>
      ))}
      {sent.data.metrics.map((m) => (
        <Box key={m.metric} display="contents">
          <Text as="dt" color="fg.muted">
            {m.name}
          </Text>
          <Text as="dd">{m.value === null ? T.noAnswer : `${Math.round(m.value * 10) / 10} ${m.unit}`}</Text>
        </Box>
      ))}
    </Box>
  );
}
