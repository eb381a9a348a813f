// Today's exercises by orderIndex, with grouped ones (superset, circuit) in a block headed by
// their groupName.
import { Box, Stack, Text } from '@chakra-ui/react';
import type { ColumnConfig } from '#shared/schemas/workouts';
import type { TodayExercise } from '../hooks/use-today-workout.ts';
import { groupExercises } from '../lib/grouping.ts';
import { ExerciseCard, type ExerciseActions } from './exercise-card.tsx';
import { useWorkoutTexts } from '../texts.ts';

export function ExerciseList({ exercises, columnConfig, readOnly, actions }: { exercises: TodayExercise[]; columnConfig: ColumnConfig; readOnly: boolean; actions: ExerciseActions }) {
  const T = useWorkoutTexts();
  return (
    <Stack gap="3" as="ol" listStyleType="none" aria-label={T.today.exerciseList}>
      {groupExercises(exercises).map((block) =>
        block.kind === 'single' ? (
          <li key={block.key}>
            <ExerciseCard exercise={block.exercise} columnConfig={columnConfig} readOnly={readOnly} actions={actions} />
          </li>
        ) : (
          <li key={block.key}>
            <Box as="section" aria-label={block.groupName || 'Group'} borderWidth="1px" borderColor="brand.muted" bg="brand.subtle/40" rounded="lg" p="2.5" data-testid="exercise-group">
              <Text fontWeight="semibold" textStyle="sm" color="brand.fg" mb="2" px="1">
                {block.groupName}
              </Text>
              <Stack gap="2">
                {block.exercises.map((e) => (
                  <ExerciseCard key={e.id} exercise={e} columnConfig={columnConfig} readOnly={readOnly} actions={actions} />
                ))}
              </Stack>
            </Box>
          </li>
        ),
      )}
    </Stack>
  );
}
