// The set rows of one exercise on Today (issue 15, docs/sets.md): reps, load and RPE with a done
// tick per set, add and remove a set. Ticking a set saves the exercise's sets and starts the rest
// timer; a changed value saves when its field is left. Loaded lazily with the first card.
import { Box, Button, Grid, HStack, IconButton, Stack, Text, Input, NativeSelect } from '@chakra-ui/react';
import { lazy, Suspense, useState } from 'react';
import { CheckIcon, PlusIcon } from '#web/components/icons.tsx';
import { MAX_LOAD_KG, MAX_LOAD_LB, MAX_SETS_PER_EXERCISE } from '#shared/limits';
import { unitLabel, type Unit } from '#shared/sets';
import { formatClock } from '#shared/plan-values';
import type { ColumnConfig } from '#shared/schemas/workouts';
import type { TodayExercise } from '../hooks/use-today-workout.ts';
import { useSaveSets } from '../hooks/use-save-sets.ts';
import { primeChime } from '../lib/chime.ts';
import { getDefaultRest, REST_CHOICES, restTimer, setDefaultRest, useRestTimer } from '../lib/rest-timer.ts';
import { useWakeLock } from '../hooks/use-wake-lock.ts';
import { RestTimerBar } from './rest-timer-bar.tsx';
import { emptyRowLike, hasProblems, initialRows, planRestSeconds, rowProblems, toInput, type SetRow } from '../lib/set-rows.ts';
import { useWorkoutTexts } from '../texts.ts';

// Loaded when a set first shows a record: not part of Today's first screen (docs/performance.md).
const RecordBadge = lazy(() => import('#web/components/record-badge.tsx').then((m) => ({ default: m.RecordBadge })));

export interface SetRowsProps {
  exercise: TodayExercise;
  columnConfig: ColumnConfig;
  unit: Unit;
  readOnly: boolean;
}

const COLUMNS = '1.75rem minmax(0, 1fr) minmax(0, 1.25fr) minmax(0, 1fr) 2.75rem';

export function SetRows({ exercise, columnConfig, unit, readOnly }: SetRowsProps) {
  const T = useWorkoutTexts();
  const [rows, setRows] = useState<SetRow[]>(() => initialRows(exercise, columnConfig, unit));
  const [dirty, setDirty] = useState(false);
  const save = useSaveSets();
  const planRest = planRestSeconds(exercise, columnConfig);
  const [defaultRest, setDefault] = useState(getDefaultRest);
  const problems = rows.map((r) => rowProblems(r, unit));

  const persist = (next: SetRow[]) => {
    setRows(next);
    setDirty(false);
    if (next.some((r) => hasProblems(rowProblems(r, unit)))) return;
    save.mutate({ id: exercise.id, sets: next.map((r) => toInput(r, unit)) });
  };

  const edit = (i: number, field: 'reps' | 'load' | 'rpe', value: string) => {
    setDirty(true);
    setRows((rs) => rs.map((r, j) => (j === i ? { ...r, [field]: value, ...(field === 'load' ? { stored: null } : {}) } : r)));
  };

  const tick = (i: number) => {
    const row = rows[i]!;
    const done = !row.done;
    if (done) {
      primeChime();
      restTimer.start(planRest ?? defaultRest, exercise.name);
    }
    persist(rows.map((r, j) => (j === i ? { ...r, done, completedAt: done ? new Date() : null } : r)));
  };

  const maxLoad = unit === 'LB' ? MAX_LOAD_LB : MAX_LOAD_KG;
  return (
    <Stack gap="2" data-testid="set-rows">
      <Grid templateColumns={COLUMNS} gap="1.5" alignItems="center" color="fg.muted" textStyle="xs" fontWeight="medium" aria-hidden>
        <Text>{T.sets.set}</Text>
        <Text>{T.sets.reps}</Text>
        <Text>{T.sets.load(unitLabel(unit))}</Text>
        <Text>{T.sets.rpe}</Text>
        <Text textAlign="center">{T.sets.done}</Text>
      </Grid>
      <Stack as="ol" gap="1.5" listStyleType="none" m="0" p="0" aria-label={`${T.sets.heading}: ${exercise.name}`}>
        {rows.map((row, i) => {
          const n = i + 1;
          const p = problems[i]!;
          return (
            <Grid as="li" key={i} templateColumns={COLUMNS} gap="1.5" alignItems="center" data-testid="set-row" data-done={row.done ? 'true' : 'false'}>
              <Stack gap="0.5" align="center">
                <Text fontWeight="semibold" textAlign="center" aria-label={T.sets.rowLabel(n)}>
                  {n}
                </Text>
                {row.done && exercise.sets[i]?.done && exercise.sets[i]!.records?.length ? (
                  <Suspense fallback={null}>
                    <RecordBadge kinds={exercise.sets[i]!.records} />
                  </Suspense>
                ) : null}
              </Stack>
              <Input
                size="sm"
                h="11"
                inputMode="numeric"
                value={row.reps}
                aria-label={T.sets.fieldLabel(n, T.sets.reps)}
                aria-invalid={p.reps || undefined}
                disabled={readOnly}
                onChange={(e) => edit(i, 'reps', e.target.value)}
                onBlur={() => dirty && persist(rows)}
              />
              <Input
                size="sm"
                h="11"
                inputMode="decimal"
                value={row.load}
                aria-label={T.sets.fieldLabel(n, T.sets.load(unitLabel(unit)))}
                aria-invalid={p.load || undefined}
                disabled={readOnly}
                onChange={(e) => edit(i, 'load', e.target.value)}
                onBlur={() => dirty && persist(rows)}
              />
              <Input
                size="sm"
                h="11"
                inputMode="decimal"
                value={row.rpe}
                aria-label={T.sets.fieldLabel(n, T.sets.rpe)}
                aria-invalid={p.rpe || undefined}
                disabled={readOnly}
                onChange={(e) => edit(i, 'rpe', e.target.value)}
                onBlur={() => dirty && persist(rows)}
              />
              <IconButton
                aria-label={row.done ? T.sets.untick(n) : T.sets.tick(n)}
                aria-pressed={row.done}
                size="sm"
                minW="11"
                minH="11"
                rounded="full"
                variant={row.done ? 'solid' : 'outline'}
                colorPalette={row.done ? 'green' : 'gray'}
                disabled={readOnly || hasProblems(p)}
                onClick={() => tick(i)}
              >
                {row.done ? <CheckIcon /> : <Box as="span" />}
              </IconButton>
            </Grid>
          );
        })}
      </Stack>
      {problems.some(hasProblems) ? (
        <Text role="alert" textStyle="xs" color="fg.error">
          {[problems.some((p) => p.reps) && T.sets.invalidReps, problems.some((p) => p.load) && T.sets.invalidLoad(`${maxLoad} ${unitLabel(unit)}`), problems.some((p) => p.rpe) && T.sets.invalidRpe]
            .filter(Boolean)
            .join(' · ')}
        </Text>
      ) : null}
      {readOnly ? null : (
        <HStack gap="2" flexWrap="wrap" justify="space-between">
          <HStack gap="1">
            <Button size="sm" variant="ghost" minH="11" disabled={rows.length >= MAX_SETS_PER_EXERCISE} onClick={() => persist([...rows, emptyRowLike(rows.at(-1))])}>
              <PlusIcon /> {T.sets.addSet}
            </Button>
            <Button size="sm" variant="ghost" minH="11" disabled={rows.length === 0} onClick={() => persist(rows.slice(0, -1))}>
              {T.sets.removeSet}
            </Button>
          </HStack>
          {planRest ? (
            <Text textStyle="xs" color="fg.muted">
              {T.sets.restFromPlan(formatClock(planRest))}
            </Text>
          ) : (
            <NativeSelect.Root size="sm" width="auto">
              <NativeSelect.Field
                h="11"
                aria-label={T.sets.defaultRest}
                value={String(defaultRest)}
                onChange={(e) => {
                  const seconds = Number(e.target.value);
                  setDefault(seconds);
                  setDefaultRest(seconds);
                }}
              >
                {REST_CHOICES.map((s) => (
                  <option key={s} value={s}>
                    {`${T.sets.defaultRest}: ${formatClock(s)}`}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          )}
        </HStack>
      )}
    </Stack>
  );
}

/**
 * What an open workout adds at page level once the set rows have loaded: the rest timer's bar
 * (with room for it at the end of the page) and the screen wake lock (docs/sets.md).
 */
export function WorkoutExtras({ active }: { active: boolean }) {
  useWakeLock(active);
  const rest = useRestTimer();
  if (!rest) return null;
  return (
    <>
      <Box h="20" aria-hidden />
      <RestTimerBar />
    </>
  );
}
