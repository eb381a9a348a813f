// One check-in for the coach (docs/check-ins.md): each answer beside the previous check-in's, with
// the change for numbers and metrics in the coach's units, the week's workouts and habits, and a
// reply that goes to the client's messages with a link back, marking it reviewed.
import { Badge, Box, Button, Card, Field, Grid, Heading, HStack, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { lazy, Suspense } from 'react';
import { useCheckInReview, useMarkReviewed, useReplyToCheckIn } from '../../hooks/use-coach-check-ins.ts';
import { answerText, formatDay } from '../../lib/format.ts';
import { useCheckInTexts } from '../../texts.ts';

const CheckInPhotos = lazy(() => import('#web/features/progress-photos/index.ts').then((m) => ({ default: m.CheckInPhotos })));
const CoachReplyView = lazy(() => import('#web/components/coach-reply-view.tsx').then((m) => ({ default: m.CoachReplyView })));

/** Typed text as escaped paragraphs (docs/messages.md): a `<b>` typed by a person stays text. */
const asParagraphs = (text: string) =>
  text
    .split('\n')
    .map((line) => `<p>${line.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;')}</p>`)
    .join('');

export function ReviewPanel({ id, onClose }: { id: string; onClose: () => void }) {
  const T = useCheckInTexts();
  const review = useCheckInReview(id);
  const reply = useReplyToCheckIn();
  const mark = useMarkReviewed();
  const [text, setText] = useState('');

  if (!review.data) {
    return (
      <Card.Root variant="outline">
        <Card.Body>
          <Text color={review.isError ? 'fg.error' : 'fg.muted'}>{review.isError ? T.error : T.loading}</Text>
        </Card.Body>
      </Card.Root>
    );
  }
  const r = review.data;
  const send = async (e: FormEvent) => {
    e.preventDefault();
    if (!text.trim()) return;
    try {
      await reply.mutateAsync({ id: r.id, content: asParagraphs(text.trim()), markReviewed: true });
      setText('');
    } catch {
      // The mutation's toast explains; the text stays for another try.
    }
  };
  return (
    <Card.Root variant="outline" data-testid="check-in-review">
      <Card.Body gap="4">
        <HStack justify="space-between" align="start" wrap="wrap" gap="2">
          <Stack gap="0">
            <Heading size="md">{`${r.clientName} · ${r.templateName}`}</Heading>
            <Text color="fg.muted" textStyle="sm">
              {T.due(formatDay(r.dueDate))}
            </Text>
          </Stack>
          <HStack gap="2">
            {r.reviewedAt ? <Badge colorPalette="green">{T.reviewed}</Badge> : null}
            <Button size="sm" variant="ghost" onClick={onClose}>
              {T.close}
            </Button>
          </HStack>
        </HStack>
        {r.previous ? null : <Text color="fg.muted">{T.noPrevious}</Text>}
        <Grid templateColumns="minmax(0, 2fr) minmax(0, 2fr) minmax(0, 2fr)" columnGap="3" rowGap="2" alignItems="start" role="table" aria-label={T.thisWeek}>
          <Box role="row" display="contents">
            <Box role="columnheader" />
            <Text role="columnheader" fontWeight="medium" textStyle="sm">
              {T.thisWeek}
            </Text>
            <Text role="columnheader" fontWeight="medium" textStyle="sm">
              {r.previous ? `${T.previous} (${formatDay(r.previous.dueDate)})` : T.previous}
            </Text>
          </Box>
          {r.questions.map((q) => (
            <Box role="row" display="contents" key={q.id} data-testid={`review-question-${q.id}`}>
              <Text role="rowheader" color="fg.muted" textStyle="sm">
                {q.text}
              </Text>
              <Box role="cell" wordBreak="break-word">
                <Text>{answerText(q.answer, T.yes, T.no, T.noAnswer)}</Text>
                {q.delta ? (
                  <Text textStyle="xs" color="fg.muted" data-testid="delta">
                    {q.delta.label}
                  </Text>
                ) : null}
              </Box>
              <Text role="cell" color="fg.muted" wordBreak="break-word">
                {answerText(q.previousAnswer, T.yes, T.no, T.noAnswer)}
              </Text>
            </Box>
          ))}
          {r.metrics.map((m) => (
            <Box role="row" display="contents" key={m.metric} data-testid={`review-metric-${m.metric}`}>
              <Text role="rowheader" color="fg.muted" textStyle="sm">
                {m.name}
              </Text>
              <Box role="cell">
                <Text>{m.display ?? T.noAnswer}</Text>
                {m.delta ? (
                  <Text textStyle="xs" color="fg.muted" data-testid="delta">
                    {m.delta.label}
                  </Text>
                ) : null}
              </Box>
              <Text role="cell" color="fg.muted">
                {m.previousDisplay ?? T.noAnswer}
              </Text>
            </Box>
          ))}
        </Grid>
        <Stack gap="1" textStyle="sm">
          <Text data-testid="workout-adherence">{T.workouts(r.workouts.completed, r.workouts.scheduled)}</Text>
          <Text color="fg.muted">{r.habits ? T.habits(r.habits.completed, r.habits.expected) : T.habitsNone}</Text>
        </Stack>
        {r.askPhotos ? (
          <Stack gap="2" as="section" aria-label={T.photosTitle}>
            <Heading size="sm">{T.photosTitle}</Heading>
            <Suspense fallback={<Text color="fg.muted">{T.loading}</Text>}>
              <CheckInPhotos clientId={r.clientId} day={r.dueDate} previousDay={r.previous?.dueDate ?? null} />
            </Suspense>
          </Stack>
        ) : null}
        {r.coachReply ? (
          <Suspense fallback={null}>
            <CoachReplyView html={r.coachReply} />
          </Suspense>
        ) : null}
        <Stack asChild gap="2">
          <form onSubmit={send} aria-label={T.reply}>
            <Field.Root>
              <Field.Label>{T.reply}</Field.Label>
              <Textarea rows={3} value={text} placeholder={T.replyPlaceholder} onChange={(e) => setText(e.target.value)} />
            </Field.Root>
            <HStack gap="2" wrap="wrap">
              <Button type="submit" colorPalette="brand" disabled={!text.trim()} loading={reply.isPending}>
                {T.replySend}
              </Button>
              {r.reviewedAt ? null : (
                <Button variant="outline" loading={mark.isPending} onClick={() => mark.mutate({ id: r.id, reviewed: true })}>
                  {T.markReviewed}
                </Button>
              )}
            </HStack>
          </form>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
