// Per-exercise progress (docs/records.md): pick an exercise the client has logged, see its best
// set, estimated 1RM (Epley, stated) or volume per session in the viewer's unit, and its
// personal records. The client's Progress tab and the coach's client detail show the same card.
import { dateFormat } from '#web/i18n/format.ts';
import { useQuery } from '@tanstack/react-query';
import { Box, Button, Group, Heading, HStack, Stack, Text, NativeSelect } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { LineChart } from '#web/components/chart/line-chart.tsx';
import { useAuth } from '#web/lib/auth/auth-context.ts';
import type { Unit } from '#shared/sets';
import { useTRPC, type RouterOutputs } from '#web/lib/trpc.ts';
import { loadText, METRICS, progressSeries, type Metric } from '../lib/series.ts';
import { useProgressTexts } from '../texts.ts';
import { RecordBadge } from '#web/components/record-badge.tsx';
import { InlineLoading } from '#web/components/inline-loading.tsx';
import { SectionCard } from '#web/components/section-card.tsx';

type LoggedExercise = RouterOutputs['clientApp']['progress']['exercises'][number];
type Progress = RouterOutputs['clientApp']['progress']['exercise'];

interface Query<T> {
  data: T | undefined;
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
}

const day = { format: dateFormat({ month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }) };

/** The signed-in client's card (Progress tab). */
export function ClientExerciseProgress() {
  const T = useProgressTexts();
  const trpc = useTRPC();
  const [picked, setPicked] = useState<string | undefined>();
  const list = useQuery(trpc.clientApp.progress.exercises.queryOptions(undefined, { staleTime: 0 }));
  const exerciseId = picked ?? list.data?.[0]?.exerciseId;
  const progress = useQuery(trpc.clientApp.progress.exercise.queryOptions({ exerciseId }, { enabled: exerciseId !== undefined, staleTime: 0 }));
  return <ExerciseProgressCard list={list} progress={progress} exerciseId={exerciseId} onPick={setPicked} description={T.description} emptyBody={T.emptyBody} />;
}

/** A client's card for their coach (client detail). */
export function CoachExerciseProgress({ clientId }: { clientId: string }) {
  const T = useProgressTexts();
  const trpc = useTRPC();
  const [picked, setPicked] = useState<string | undefined>();
  const list = useQuery(trpc.coach.clientProgress.exercises.queryOptions({ id: clientId }));
  const exerciseId = picked ?? list.data?.[0]?.exerciseId;
  const progress = useQuery(trpc.coach.clientProgress.exercise.queryOptions({ id: clientId, exerciseId }, { enabled: exerciseId !== undefined }));
  return <ExerciseProgressCard list={list} progress={progress} exerciseId={exerciseId} onPick={setPicked} description={T.coachDescription} emptyBody={T.coachEmptyBody} />;
}

interface CardProps {
  list: Query<LoggedExercise[]>;
  progress: Query<Progress>;
  exerciseId: string | undefined;
  onPick: (id: string) => void;
  description: string;
  emptyBody: string;
}

export function ExerciseProgressCard({ list, progress, exerciseId, onPick, description, emptyBody }: CardProps) {
  const T = useProgressTexts();
  const unit: Unit = useAuth().user?.loadUnit ?? 'KG';
  const [metric, setMetric] = useState<Metric>('best');
  const selectId = useId();
  const failed = (list.isError && !list.data) || (progress.isError && !progress.data);

  let body;
  if (list.isPending || (exerciseId !== undefined && progress.isPending)) {
    body = <InlineLoading label={T.loading} py="4" />;
  } else if (failed) {
    body = (
      <Stack gap="2" align="start" role="alert">
        <Text textStyle="sm" color="fg.error">
          {T.error}
        </Text>
        <Button size="sm" variant="outline" onClick={() => void (list.isError ? list.refetch() : progress.refetch())}>
          {T.retry}
        </Button>
      </Stack>
    );
  } else if (!list.data?.length || !progress.data) {
    body = (
      <Stack gap="1" py="2">
        <Text fontWeight="medium">{T.empty}</Text>
        <Text textStyle="sm" color="fg.muted">
          {emptyBody}
        </Text>
      </Stack>
    );
  } else {
    const p = progress.data;
    const series = progressSeries(p.points, metric, unit);
    body = (
      <Stack gap="4">
        <Stack gap="3" direction={{ base: 'column', sm: 'row' }} align={{ base: 'stretch', sm: 'end' }}>
          <Stack gap="1" flex="1" minW="0">
            <Text asChild textStyle="sm" fontWeight="medium">
              <label htmlFor={selectId}>{T.exercise}</label>
            </Text>
            <NativeSelect.Root size="sm">
              <NativeSelect.Field id={selectId} value={exerciseId} onChange={(e) => onPick(e.target.value)}>
                {list.data.map((e) => (
                  <option key={e.exerciseId} value={e.exerciseId}>
                    {`${e.name} (${T.sessions(e.sessions)})`}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Stack>
          <Group attached role="group" aria-label={T.metric}>
            {METRICS.map((m) => (
              <Button key={m} size="sm" minH="11" variant={metric === m ? 'solid' : 'outline'} colorPalette={metric === m ? 'brand' : 'gray'} aria-pressed={metric === m} onClick={() => setMetric(m)}>
                {T.metrics[m]}
              </Button>
            ))}
          </Group>
        </Stack>
        <LineChart title={T.chartTitle(p.name, T.metrics[metric])} points={series} unit={unit === 'LB' ? 'lb' : 'kg'} height={200} highlight={(pt) => (pt as (typeof series)[number]).record} />
        {series.length === 1 ? (
          <Text textStyle="xs" color="fg.muted">
            {T.onePoint}
          </Text>
        ) : null}
        <Text textStyle="xs" color="fg.muted">
          {metric === 'volume' ? T.volumeNote : T.epley}
        </Text>
        <Records records={p.records} unit={unit} />
      </Stack>
    );
  }

  return (
    <SectionCard title={T.title} description={description} testId="exercise-progress">
      {body}
    </SectionCard>
  );
}

function Records({ records, unit }: { records: Progress['records']; unit: Unit }) {
  const T = useProgressTexts();
  return (
    <Box>
      <Heading as="h3" size="sm" mb="2">
        {T.records}
      </Heading>
      {records.length === 0 ? (
        <Text textStyle="sm" color="fg.muted">
          {T.noRecords}
        </Text>
      ) : (
        <Stack as="ul" listStyleType="none" gap="1.5" data-testid="record-list">
          {records.map((r) => (
            <HStack as="li" key={r.id} gap="2" align="start" textStyle="sm">
              <RecordBadge kinds={[r.kind]} />
              <Box minW="0">
                <Text as="span" fontWeight="medium">
                  {r.kind === 'REPS' ? T.recordReps(loadText(r.loadKg, unit), r.reps) : T.recordE1rm(loadText(r.e1rmKg, unit))}
                </Text>{' '}
                <Text as="span" color="fg.muted">
                  {r.kind === 'REPS' ? `${T.recordRepsWhat(r.reps)} · ` : ''}
                  {T.recordPrevious(loadText(r.previousKg, unit))} · {day.format(r.achievedAt)}
                </Text>
              </Box>
            </HStack>
          ))}
        </Stack>
      )}
    </Box>
  );
}
