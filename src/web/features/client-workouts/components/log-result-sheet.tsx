// docs/product.md §2: the bottom sheet to log an exercise result — column values, a video card, coach notes
// or instructions, and 'Log Your Result'. Enter saves and Shift+Enter adds a line, on a phone
// too (issue 31): its keyboard shows a Done key (enterKeyHint), so the key that reads "Done"
// saves rather than breaking the line. Saving is disabled while the text is blank.
import { Box, Button, Card, HStack, IconButton, Portal, Stack, Text, Field, Textarea, Drawer } from '@chakra-ui/react';
import { useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { PlayIcon } from '#web/components/icons.tsx';
import { XIcon } from '#web/components/later-icons.tsx';
import { draftKeys, readDraft } from '#web/lib/offline/drafts.ts';
import { useMediaQuery } from '#web/lib/use-media-query.ts';
import type { ColumnConfig } from '#shared/schemas/workouts';
import type { TodayExercise } from '../hooks/use-today-workout.ts';
import { useWorkoutTexts } from '../texts.ts';
import { ColumnBadges } from './column-badges.tsx';

export interface LogResultSheetProps {
  exercise: TodayExercise | null;
  columnConfig: ColumnConfig;
  onClose: () => void;
  onSave: (result: string) => void;
  onWatchVideo: (exercise: TodayExercise) => void;
}

export function LogResultSheet({ exercise, columnConfig, onClose, onSave, onWatchVideo }: LogResultSheetProps) {
  // The sheet opens on the result field (the sheet's purpose), not on its first button (Close).
  const input = useRef<HTMLTextAreaElement>(null);
  return (
    <Drawer.Root open={exercise !== null} onOpenChange={(e) => !e.open && onClose()} placement="bottom" initialFocusEl={() => input.current}>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content roundedTop="2xl" maxH="90dvh" maxW={{ md: 'lg' }} mx="auto">
            {exercise ? <ResultForm key={exercise.id} input={input} exercise={exercise} columnConfig={columnConfig} onClose={onClose} onSave={onSave} onWatchVideo={onWatchVideo} /> : null}
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}

/** A touch screen without a fine pointer: a phone or tablet keyboard. */
export const TOUCH_QUERY = '(pointer: coarse) and (not (any-pointer: fine))';

function ResultForm({
  input,
  exercise,
  columnConfig,
  onClose,
  onSave,
  onWatchVideo,
}: Omit<LogResultSheetProps, 'exercise'> & { exercise: TodayExercise; input: RefObject<HTMLTextAreaElement | null> }) {
  const T = useWorkoutTexts();
  const [text, setText] = useState(() => readDraft(draftKeys.result(exercise.id)) ?? exercise.result ?? '');
  const touch = useMediaQuery(TOUCH_QUERY);
  const blank = text.trim() === '';
  const guidance = exercise.columnData.col6.trim() || exercise.instructions?.trim() || exercise.notes?.trim() || '';
  const guidanceTitle = exercise.columnData.col6.trim() ? T.exercise.coachNotes : T.exercise.instructions;

  const save = () => {
    if (!blank) onSave(text.trim());
  };
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      save();
    }
  };

  return (
    <>
      <Drawer.Header>
        <HStack justify="space-between" align="start" width="full" gap="2">
          <Drawer.Title>{exercise.name}</Drawer.Title>
          <IconButton aria-label={T.exercise.close} variant="ghost" size="lg" mr="-2" onClick={onClose} flexShrink={0}>
            <XIcon />
          </IconButton>
        </HStack>
      </Drawer.Header>
      <Drawer.Body>
        <Stack gap="4">
          <ColumnBadges values={exercise.columnData} labels={columnConfig} />
          {exercise.videoUrl ? (
            <Card.Root variant="subtle" size="sm">
              <Card.Body>
                <HStack justify="space-between">
                  <Text fontWeight="medium">{T.exercise.video}</Text>
                  <Button size="sm" variant="outline" onClick={() => onWatchVideo(exercise)}>
                    <PlayIcon /> {T.today.legendVideo}
                  </Button>
                </HStack>
              </Card.Body>
            </Card.Root>
          ) : null}
          {guidance ? (
            <Box>
              <Text fontWeight="medium" textStyle="sm" mb="1">
                {guidanceTitle}
              </Text>
              <Text color="fg.muted" whiteSpace="pre-wrap">
                {guidance}
              </Text>
            </Box>
          ) : null}
          <Field.Root>
            <Field.Label>{T.exercise.logTitle}</Field.Label>
            <Textarea
              ref={input}
              value={text}
              onChange={(e) => setText(e.target.value)}
              onKeyDown={onKeyDown}
              enterKeyHint="done"
              placeholder={T.exercise.logPlaceholder}
              autoFocus
              rows={3}
              autoresize
              maxLength={500}
            />
            <Field.HelperText>{touch ? T.exercise.logHintTouch : T.exercise.logHint}</Field.HelperText>
          </Field.Root>
        </Stack>
      </Drawer.Body>
      <Drawer.Footer>
        <Button variant="outline" size="lg" onClick={onClose}>
          {T.exercise.cancel}
        </Button>
        <Button colorPalette="brand" size="lg" onClick={save} disabled={blank}>
          {T.exercise.save}
        </Button>
      </Drawer.Footer>
    </>
  );
}
