// docs/product.md §2: once every exercise is ticked, 'Great job! All exercises completed' with optional
// feedback (and a rating out of 5), 'Complete Workout' and 'Skip'. A workout without exercises
// shows it from the start, under its own title.
import { Button, Card, HStack, Stack, Text, Field, RatingGroup, Textarea } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { draftKeys, readDraft } from '#web/lib/offline/drafts.ts';
import { CheckCircleIcon } from '#web/components/icons.tsx';
import { FEEDBACK_MAX_LENGTH } from '#shared/limits';
import { useWorkoutTexts } from '../texts.ts';

/** docs/product.md §9: ratings out of 5. */
const RATING_MAX = 5;
import { SkipConfirmDialog } from './skip-confirm.tsx';

export function CompletionCard({
  title,
  pending,
  onComplete,
  onSkip,
  workoutName = '',
}: {
  title?: string;
  /** Named in the Skip confirmation. */
  workoutName?: string;
  pending: boolean;
  onComplete: (feedback: string, rating: number | null) => void;
  onSkip: () => void;
}) {
  const T = useWorkoutTexts();
  const [feedback, setFeedback] = useState(() => readDraft(draftKeys.feedback) ?? '');
  const [rating, setRating] = useState(0);
  const [confirmSkip, setConfirmSkip] = useState(false);
  // Ticking the last exercise makes this card appear below the list, often off screen on a phone:
  // bring it into view, since completing is the next step.
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    ref.current?.scrollIntoView?.({ behavior: reduced ? 'auto' : 'smooth', block: 'nearest' });
  }, []);
  return (
    <Card.Root
      ref={ref}
      variant="outline"
      borderColor="green.muted"
      bg="green.subtle/50"
      data-testid="completion-card"
      // Scrolled into view above the client app's bottom tab bar (4rem) and below its header, not under them.
      scrollMarginBottom="calc(4rem + env(safe-area-inset-bottom) + 1rem)"
      scrollMarginTop="4.5rem"
    >
      <Card.Body gap="4">
        <HStack gap="2">
          <CheckCircleIcon color="fg.success" boxSize="6" />
          <Text fontWeight="semibold">{title ?? T.today.allDone}</Text>
        </HStack>
        <Field.Root>
          <Field.Label>{T.today.feedbackLabel}</Field.Label>
          <Textarea value={feedback} onChange={(e) => setFeedback(e.target.value)} placeholder={T.today.feedbackPlaceholder} maxLength={FEEDBACK_MAX_LENGTH} rows={3} bg="bg.panel" />
        </Field.Root>
        <Stack gap="1">
          <Text textStyle="sm" fontWeight="medium" id="workout-rating-label">
            {T.today.ratingLabel}
          </Text>
          <RatingGroup.Root
            count={RATING_MAX}
            value={rating}
            onValueChange={(e) => setRating(e.value)}
            colorPalette="yellow"
            size="lg"
            aria-labelledby="workout-rating-label"
            translations={{ ratingValueText: T.today.ratingStars }}
          >
            <RatingGroup.HiddenInput />
            {/* Stars of 24 px side by side are hard to hit with a thumb: each gets a 44 px target. */}
            <RatingGroup.Control css={{ '& [data-part="item"]': { minWidth: '11', minHeight: '11' } }} ms="-2.5">
              {/* With nothing chosen the library marks star 1 checked (it is the one that takes focus):
                  a screen reader must hear that no star is chosen (issue 31). */}
              {Array.from({ length: RATING_MAX }, (_, i) => (
                <RatingGroup.Item key={i + 1} index={i + 1} aria-checked={rating === i + 1}>
                  <RatingGroup.ItemIndicator />
                </RatingGroup.Item>
              ))}
            </RatingGroup.Control>
          </RatingGroup.Root>
        </Stack>
        <HStack gap="3" flexWrap="wrap">
          <Button colorPalette="green" flex="1" minW="40" loading={pending} onClick={() => onComplete(feedback.trim(), rating > 0 ? rating : null)}>
            {T.today.complete}
          </Button>
          <Button variant="outline" disabled={pending} onClick={() => setConfirmSkip(true)}>
            {T.today.skip}
          </Button>
        </HStack>
        <SkipConfirmDialog open={confirmSkip} onOpenChange={setConfirmSkip} name={workoutName || T.skipConfirm.thisWorkout} onConfirm={onSkip} />
      </Card.Body>
    </Card.Root>
  );
}
