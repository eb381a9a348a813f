// A plan's detail dialog (docs/product.md §2 Plans library): instructions, numbered exercises with their
// group, column values, notes and video, and Delete Plan. It reads its one plan (GET /plans/{id});
// the library itself only holds summaries.
import { useQuery } from '@tanstack/react-query';
import { AspectRatio, Badge, Box, Button, CloseButton, Heading, HStack, Portal, Stack, Text, Wrap, Dialog } from '@chakra-ui/react';
import { COLUMN_KEYS, type PlanWithExercises } from '#shared/schemas/plans';
import { isEmbeddable } from '#shared/video';
import { ErrorState } from '#web/components/error-state.tsx';
import { TrashIcon } from '#web/components/icons.tsx';
import { ExternalLinkIcon } from '#web/components/later-icons.tsx';
import { LoadingState } from '#web/components/loading-state.tsx';
import { errorMessage } from '#web/lib/errors.ts';
import { useTRPC } from '#web/lib/trpc.ts';
import { toBlocks } from '../lib/builder-model.ts';
import { useBuilderTexts, usePlansTexts } from '../texts.ts';

interface Props {
  /** The plan to show, as the card knows it; the rest is read when the dialog opens. */
  plan: { id: string; name: string } | null;
  onClose: () => void;
  onDelete: (plan: PlanWithExercises) => void;
}

export function PlanDetailDialog({ plan, onClose, onDelete }: Props) {
  return (
    <Dialog.Root open={!!plan} onOpenChange={(e) => (e.open ? undefined : onClose())} size={{ base: 'full', md: 'lg' }} scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>{plan ? <LoadedPlan id={plan.id} name={plan.name} onDelete={onDelete} /> : null}</Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function LoadedPlan({ id, name, onDelete }: { id: string; name: string; onDelete: Props['onDelete'] }) {
  const trpc = useTRPC();
  const PLANS = usePlansTexts();
  const plan = useQuery(trpc.coach.plans.get.queryOptions({ id }));
  if (plan.data) return <PlanDetail plan={plan.data} onDelete={onDelete} />;
  return (
    <>
      {/* The dialog keeps the card's name while it loads or fails (screen readers announce it). */}
      <Dialog.Header>
        <Dialog.Title>{name}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        {plan.isError ? (
          <ErrorState title={PLANS.planLoadFailed} description={errorMessage(plan.error, PLANS.planLoadFailed)} onRetry={() => void plan.refetch()} retrying={plan.isFetching} />
        ) : (
          <LoadingState label={PLANS.loadingPlan} />
        )}
      </Dialog.Body>
      <Dialog.CloseTrigger asChild>
        <CloseButton size="sm" aria-label={PLANS.close} />
      </Dialog.CloseTrigger>
    </>
  );
}

function PlanDetail({ plan, onDelete }: { plan: PlanWithExercises; onDelete: Props['onDelete'] }) {
  const PLANS = usePlansTexts();
  const { difficultyLabel } = useBuilderTexts();
  const numbered = new Map(plan.exercises.map((e, i) => [e.id, i + 1]));
  const blocks = toBlocks(plan.exercises.map((e) => ({ key: e.id, exercise: e.exercise, columnData: e.columnData, notes: e.notes ?? '', groupId: e.groupId, groupName: e.groupName })));
  const byId = new Map(plan.exercises.map((e) => [e.id, e]));
  return (
    <>
      <Dialog.Header flexDirection="column" alignItems="start" gap="2">
        <Dialog.Title>{plan.name}</Dialog.Title>
        <Wrap gap="2">
          <Badge colorPalette="brand">{plan.category}</Badge>
          <Badge>{difficultyLabel(plan.difficulty)}</Badge>
          <Badge variant="outline">{PLANS.minutes(plan.estimatedDuration)}</Badge>
        </Wrap>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap="5">
          {plan.description ? <Text color="fg.muted">{plan.description}</Text> : null}
          {plan.instructions ? (
            <Box>
              <Heading size="sm" mb="1">
                {PLANS.instructions}
              </Heading>
              <Text whiteSpace="pre-wrap">{plan.instructions}</Text>
            </Box>
          ) : null}
          <Box>
            <Heading size="sm" mb="2">
              {PLANS.exercisesHeading(plan.exercises.length)}
            </Heading>
            <Stack gap="3" as="ol" listStyleType="none">
              {blocks.map((b) => {
                const rows = b.items.map((i) => byId.get(i.key)!);
                const list = rows.map((e) => <ExerciseRow key={e.id} n={numbered.get(e.id)!} exercise={e} plan={plan} />);
                return b.group ? (
                  <Box as="li" key={b.key} borderWidth="2px" borderColor="brand.muted" borderRadius="l3" p="3" bg="brand.subtle">
                    <Text fontWeight="semibold" mb="2">
                      {b.group.name}
                    </Text>
                    <Stack gap="3" as="ol" listStyleType="none">
                      {list}
                    </Stack>
                  </Box>
                ) : (
                  list
                );
              })}
            </Stack>
          </Box>
          {plan.notes ? (
            <Box>
              <Heading size="sm" mb="1">
                {PLANS.notes}
              </Heading>
              <Text whiteSpace="pre-wrap">{plan.notes}</Text>
            </Box>
          ) : null}
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button colorPalette="red" variant="outline" onClick={() => onDelete(plan)}>
          <TrashIcon /> {PLANS.deletePlan}
        </Button>
      </Dialog.Footer>
      <Dialog.CloseTrigger asChild>
        <CloseButton size="sm" aria-label={PLANS.close} />
      </Dialog.CloseTrigger>
    </>
  );
}

function ExerciseRow({ n, exercise: e, plan }: { n: number; exercise: PlanWithExercises['exercises'][number]; plan: PlanWithExercises }) {
  const values = COLUMN_KEYS.filter((k) => e.columnData[k]);
  const PLANS = usePlansTexts();
  const video = e.exercise.videoUrl;
  return (
    <Box as="li" borderWidth="1px" borderRadius="l2" p="3" bg="bg">
      <HStack gap="2" align="flex-start" mb={values.length ? 2 : 0}>
        <Text fontWeight="semibold" color="fg.muted">
          {n}.
        </Text>
        <Text fontWeight="semibold" minW="0" overflowWrap="anywhere">
          {e.exercise.name}
        </Text>
      </HStack>
      {values.length ? (
        <Wrap gap="1">
          {values.map((k) => (
            // Long values (a coach's note in col6) wrap inside the badge instead of running off a phone.
            <Badge key={k} variant="surface" whiteSpace="normal" overflowWrap="anywhere" maxW="full" h="auto" py="0.5">
              {plan.columnConfig[k]}: {e.columnData[k]}
            </Badge>
          ))}
        </Wrap>
      ) : null}
      {e.notes ? (
        <Text textStyle="sm" color="fg.muted" mt="2" whiteSpace="pre-wrap">
          {e.notes}
        </Text>
      ) : null}
      {video ? (
        isEmbeddable(video) ? (
          // prettier-ignore
          <AspectRatio ratio={16 / 9} mt="3" maxW="md">
            {/* A cross-origin player: allow-same-origin grants YouTube's own origin, never ours. One line (prettier-ignore above), so the lint exception covers its sandbox. */}
            {/* oxlint-disable-next-line react/iframe-missing-sandbox */}
            <iframe src={video} sandbox="allow-scripts allow-same-origin allow-presentation allow-popups" title={PLANS.video(e.exercise.name)} allow="encrypted-media; picture-in-picture" allowFullScreen loading="lazy" style={{ border: 0, borderRadius: 8 }} />
          </AspectRatio>
        ) : (
          <Button asChild size="sm" variant="outline" mt="2">
            <a href={video} target="_blank" rel="noreferrer noopener">
              <ExternalLinkIcon /> {PLANS.watchVideo}
            </a>
          </Button>
        )
      ) : null}
    </Box>
  );
}
