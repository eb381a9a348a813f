// One exercise of today's workout: tick it off, see its values and logged result, and the four
// actions of docs/product.md §2 (toggle, video, coach notes, log result).
import { Box, Button, Card, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { toast } from '#web/components/toaster.tsx';
import { useAuth } from '#web/lib/auth/auth-context.ts';
import { CheckIcon, NotesIcon, PencilIcon, PlayIcon } from '#web/components/icons.tsx';
import type { ColumnConfig } from '#shared/schemas/workouts';
import type { TodayExercise } from '../hooks/use-today-workout.ts';
import { useWorkoutTexts } from '../texts.ts';
import { ColumnBadges } from './column-badges.tsx';
import { loadSetRows, useSetRowsLoaded } from '../lib/set-rows-loader.ts';
import { summariseSets } from '#shared/sets';

/** Rendered once lib/set-rows-loader.ts has the code (after the first screen, docs/sets.md). */
const SetRows = lazy(() => import('./set-rows.tsx').then((m) => ({ default: m.SetRows })));

/**
 * The room the set rows will take, kept from the first paint so nothing below moves when their
 * code arrives (Lighthouse measured a layout shift of 0.26 on Today without it). Rows: the logged
 * sets, else the plan's 'Sets' value (as lib/set-rows.ts reads it; a range counts its low end),
 * else last time's, else 1. Heights as measured in Chromium: 50 px a row, plus the column header
 * and, on an open workout, the Add/Remove line (which wraps under the rest choice on a phone).
 */
function setRowsRoom(exercise: TodayExercise, columns: ColumnConfig, readOnly: boolean) {
  const key = (Object.keys(columns) as (keyof ColumnConfig)[]).find((k) => /^\s*(sets?|rounds?)\s*$/i.test(columns[k]));
  const planned = key ? Number.parseInt(exercise.columnData[key], 10) : Number.NaN;
  const rows = exercise.sets.length || (planned >= 1 ? Math.min(planned, 50) : exercise.lastTime?.sets.length || 1);
  return readOnly ? `${50 * rows + 18}px` : { base: `${50 * rows + 94}px`, md: `${50 * rows + 70}px` };
}

export interface ExerciseActions {
  onToggle: (exercise: TodayExercise) => void;
  onVideo: (exercise: TodayExercise) => void;
  onNotes: (exercise: TodayExercise) => void;
  onLog: (exercise: TodayExercise) => void;
}

export function ExerciseCard({ exercise, columnConfig, readOnly, actions }: { exercise: TodayExercise; columnConfig: ColumnConfig; readOnly: boolean; actions: ExerciseActions }) {
  const T = useWorkoutTexts();
  const done = exercise.completed;
  const unit = useAuth().user?.loadUnit ?? 'KG';
  const setRowsLoaded = useSetRowsLoaded();
  const hasNotes = exercise.columnData.col6.trim() !== '';
  // A result the sets wrote (docs/sets.md: the summary in each set's unit) reads in the client's
  // unit, as the rows do (issue 31); a result the client typed stays as typed.
  const fromSets = exercise.result !== null && exercise.result === summariseSets(exercise.sets) && exercise.result !== '';
  const result = fromSets ? summariseSets(exercise.sets, unit) : exercise.result;
  return (
    <Card.Root variant="outline" size="sm" bg={done ? 'bg.muted' : 'bg.panel'} data-testid="exercise-card" data-completed={done ? 'true' : 'false'}>
      <Card.Body gap="3">
        <HStack align="start" gap="3">
          <IconButton
            aria-label={done ? `Mark ${exercise.name} incomplete` : `Mark ${exercise.name} complete`}
            aria-pressed={done}
            size="md"
            minW="11"
            minH="11"
            rounded="full"
            variant={done ? 'solid' : 'outline'}
            colorPalette={done ? 'green' : 'gray'}
            borderWidth="2px"
            borderColor={done ? 'transparent' : 'border.emphasized'}
            disabled={readOnly}
            onClick={() => actions.onToggle(exercise)}
            flexShrink={0}
          >
            {done ? <CheckIcon /> : <Box as="span" />}
          </IconButton>
          <Stack gap="1.5" flex="1" minW="0" pt="2">
            <Text fontWeight="semibold" textDecoration={done ? 'line-through' : undefined} color={done ? 'fg.muted' : undefined} wordBreak="break-word">
              {exercise.name}
            </Text>
            {result ? (
              // Issue 12: AA contrast on the card in both themes (fg.success was 3.29:1), and the
              // result's own line breaks. Issue 31: the sets' summary keeps to the one line held for
              // it below, so ticking a set never moves the rows under the thumb.
              <Text
                textStyle="sm"
                color={{ base: 'green.700', _dark: 'green.300' }}
                data-testid="exercise-result"
                wordBreak="break-word"
                whiteSpace="pre-wrap"
                lineClamp={fromSets && !readOnly ? 1 : undefined}
              >
                {T.exercise.result}: {result}
              </Text>
            ) : !readOnly ? (
              // The room of the "Result:" line the first ticked set writes (issue 31).
              <Box minH="5" aria-hidden data-testid="result-room" />
            ) : null}
            <ColumnBadges values={exercise.columnData} labels={columnConfig} />
            {exercise.lastTime ? (
              <Text textStyle="sm" color="fg.muted" data-testid="last-time">
                {T.sets.lastTimeLine(exercise.lastTime.summary)}
              </Text>
            ) : null}
          </Stack>
        </HStack>
        {/* Sets (docs/sets.md): always on an open workout; on a finished one only when logged. */}
        {!readOnly || exercise.sets.length > 0 ? (
          setRowsLoaded ? (
            <Suspense fallback={<Box minH={setRowsRoom(exercise, columnConfig, readOnly)} />}>
              <SetRows key={unit} exercise={exercise} columnConfig={columnConfig} unit={unit} readOnly={readOnly} />
            </Suspense>
          ) : (
            <Box minH={setRowsRoom(exercise, columnConfig, readOnly)}>
              <Button size="sm" variant="outline" minH="11" onClick={() => void loadSetRows().catch(() => toast.error(T.sets.loadFailed))} data-testid="open-sets">
                {exercise.sets.length > 0 ? T.sets.openLogged(exercise.sets.length) : T.sets.openNone}
              </Button>
            </Box>
          )
        ) : null}
        {/* 44 px touch targets (issue 12). */}
        <HStack gap="1" justify="flex-end" mt="-1" mb="-1.5" mr="-1.5">
          {exercise.videoUrl ? (
            <IconButton aria-label={`${T.today.legendVideo}: ${exercise.name}`} size="lg" variant="ghost" onClick={() => actions.onVideo(exercise)}>
              <PlayIcon />
            </IconButton>
          ) : null}
          <IconButton aria-label={`${T.today.legendNotes}: ${exercise.name}`} size="lg" variant="ghost" disabled={!hasNotes} onClick={() => actions.onNotes(exercise)}>
            <NotesIcon />
          </IconButton>
          <IconButton aria-label={`${T.today.legendLog}: ${exercise.name}`} size="lg" variant="ghost" disabled={readOnly} onClick={() => actions.onLog(exercise)}>
            <PencilIcon />
          </IconButton>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}
