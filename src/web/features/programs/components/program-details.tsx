// Details of one saved program: Back, schedule, Assign to Client, Delete Program.
import { useQuery } from '@tanstack/react-query';
import { Badge, Button, Card, HStack, Heading, Stack, Text, Wrap } from '@chakra-ui/react';
import { useState } from 'react';
import { Link } from 'react-router';
import { ConfirmDialog } from '#web/components/confirm-dialog.tsx';
import { ErrorState } from '#web/components/error-state.tsx';
import { ArrowLeftIcon, TrashIcon } from '#web/components/icons.tsx';
import { LoadingState } from '#web/components/loading-state.tsx';
import { httpStatusOf } from '#web/lib/errors.ts';
import { useTRPC } from '#web/lib/trpc.ts';
import { useDeleteProgram } from '../hooks/use-programs.ts';
import { useProgramsTexts } from '../texts.ts';
import { assignHref, programSummary } from './program-card.tsx';
import { ScheduleByWeek } from './schedule-by-week.tsx';

// The difficulty's text key; a value this build does not know is shown as it is.
const DIFFICULTY = { BEGINNER: 'beginner', INTERMEDIATE: 'intermediate', ADVANCED: 'advanced' } as const;

export function ProgramDetails(props: { id: string; onBack: () => void }) {
  const T = useProgramsTexts();
  const trpc = useTRPC();
  const program = useQuery(trpc.coach.programs.get.queryOptions({ id: props.id }));
  const [confirming, setConfirming] = useState(false);
  const del = useDeleteProgram(props.onBack);

  if (program.isPending) return <LoadingState />;
  if (program.isError) {
    const missing = httpStatusOf(program.error) === 404;
    const goBack = (
      <Button variant="outline" size="sm" onClick={props.onBack}>
        <ArrowLeftIcon /> {T.goBack}
      </Button>
    );
    return missing ? (
      <ErrorState title={T.notFound} description={T.notFoundHelp} action={goBack} />
    ) : (
      <ErrorState title={T.loadFailed} onRetry={() => void program.refetch()} retrying={program.isFetching} action={goBack} />
    );
  }
  const p = program.data;
  return (
    <Stack gap="5">
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Button variant="ghost" onClick={props.onBack}>
          <ArrowLeftIcon /> {T.back}
        </Button>
        <HStack gap="2" wrap="wrap">
          <Button colorPalette="brand" asChild>
            <Link to={assignHref(p.id)}>{T.assign}</Link>
          </Button>
          <Button variant="outline" colorPalette="red" onClick={() => setConfirming(true)}>
            <TrashIcon /> {T.deleteProgram}
          </Button>
        </HStack>
      </HStack>
      <Card.Root variant="outline">
        <Card.Body gap="3">
          <Heading size="xl" wordBreak="break-word">
            {p.name}
          </Heading>
          {p.description ? (
            <Text color="fg.muted" whiteSpace="pre-wrap">
              {p.description}
            </Text>
          ) : null}
          <Wrap gap="2">
            {programSummary(p).map((s) => (
              <Badge key={s} variant="subtle">
                {s}
              </Badge>
            ))}
            <Badge variant="outline">{p.category}</Badge>
            <Badge variant="outline">{p.difficulty in DIFFICULTY ? T[DIFFICULTY[p.difficulty as keyof typeof DIFFICULTY]] : p.difficulty}</Badge>
          </Wrap>
        </Card.Body>
      </Card.Root>
      <Stack gap="3">
        <Heading size="md">{T.schedule}</Heading>
        {p.plans.length === 0 ? <Text color="fg.muted">{T.emptySchedule}</Text> : <ScheduleByWeek items={p.plans.map((e) => ({ dayOffset: e.dayOffset, planName: e.plan?.name ?? null }))} />}
      </Stack>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={T.confirmDeleteTitle}
        description={T.confirmDeleteBody(p.name)}
        confirmLabel={T.deleteProgram}
        pending={del.isPending}
        onConfirm={() => del.mutateAsync({ id: p.id })}
      />
    </Stack>
  );
}
