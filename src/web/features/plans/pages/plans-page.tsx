// /coach/plans: 'My Plans' (docs/product.md §2 Plans library): cards with edit, duplicate and delete, a
// detail dialog, and the 'No plans yet' empty state. Cards come from plan summaries, a page at a
// time with Load more (docs/query-performance.md "Lists that can grow"); the dialog loads its plan.
import { useInfiniteQuery, useMutation } from '@tanstack/react-query';
import { Badge, Button, Card, Grid, Heading, HStack, IconButton, Stack, Text, Wrap } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import type { PlanSummary } from '#shared/schemas/plans';
import { ClipboardListIcon, PencilIcon, PlusIcon, TrashIcon } from '#web/components/icons.tsx';
import { CopyIcon } from '#web/components/later-icons.tsx';
import { toast } from '#web/components/toaster.tsx';
import { errorMessage } from '#web/lib/errors.ts';
import { useTRPC } from '#web/lib/trpc.ts';
import { ConfirmDialog } from '#web/components/confirm-dialog.tsx';
import { EmptyState } from '#web/components/empty-state.tsx';
import { ErrorState } from '#web/components/error-state.tsx';
import { LoadingState } from '#web/components/loading-state.tsx';
import { PageHeader } from '#web/components/page-header.tsx';
import { PlanDetailDialog } from '../components/plan-detail-dialog.tsx';
import { useContentCache } from '#web/lib/use-content-cache.ts';
import { useBuilderTexts, usePlansTexts } from '../texts.ts';

export default function PlansLibraryPage() {
  const trpc = useTRPC();
  const PLANS = usePlansTexts();
  const plans = useInfiniteQuery(trpc.coach.plans.summaries.infiniteQueryOptions({ limit: PLANS_PAGE_SIZE }, { getNextPageParam: (last) => last.nextCursor }));
  const items = plans.data?.pages.flatMap((p) => p.items) ?? [];
  const cache = useContentCache();
  const [viewing, setViewing] = useState<PlanRef | null>(null);
  const [deleting, setDeleting] = useState<PlanRef | null>(null);

  const duplicate = useMutation(
    trpc.coach.plans.duplicate.mutationOptions({
      onSuccess: async () => {
        toast.success(PLANS.duplicated);
        await cache.plans();
      },
      onError: (err) => toast.error(PLANS.duplicateFailed, errorMessage(err, PLANS.duplicateFailed)),
    }),
  );
  const remove = useMutation(
    trpc.coach.plans.delete.mutationOptions({
      onSuccess: async () => {
        toast.success(PLANS.deleted);
        setDeleting(null);
        setViewing(null);
        await cache.plans();
      },
      // The dialog stays open on failure (e.g. 409: the programs that still use it are named).
      onError: (err) => toast.error(PLANS.deleteFailed, errorMessage(err, PLANS.deleteFailed)),
    }),
  );

  const createButton = (
    <Button asChild colorPalette="brand">
      <RouterLink to="/coach/plans/new">
        <PlusIcon /> {PLANS.create}
      </RouterLink>
    </Button>
  );

  return (
    <Stack gap="0">
      <PageHeader title={PLANS.title} description={PLANS.subtitle} actions={createButton} />
      {plans.isPending ? (
        <LoadingState label={PLANS.loading} />
      ) : !plans.data ? (
        <ErrorState title={PLANS.loadFailed} onRetry={() => void plans.refetch()} retrying={plans.isFetching} />
      ) : items.length === 0 ? (
        <EmptyState
          icon={<ClipboardListIcon />}
          title={PLANS.emptyTitle}
          action={
            <Button asChild colorPalette="brand">
              <RouterLink to="/coach/plans/new">{PLANS.emptyAction}</RouterLink>
            </Button>
          }
        />
      ) : (
        <Stack gap="4">
          <Grid templateColumns={{ base: '1fr', md: 'repeat(2, minmax(0, 1fr))', xl: 'repeat(3, minmax(0, 1fr))' }} gap="4" as="ul" listStyleType="none" aria-label={PLANS.listLabel}>
            {items.map((plan) => (
              <PlanCard
                key={plan.id}
                plan={plan}
                onOpen={() => setViewing(plan)}
                onDuplicate={() => duplicate.mutate({ id: plan.id })}
                duplicating={duplicate.isPending && duplicate.variables?.id === plan.id}
                onDelete={() => setDeleting(plan)}
              />
            ))}
          </Grid>
          {/* A real button (keyboard, screen readers); the count says what the last press added. */}
          <Stack align="center" gap="2">
            <Text textStyle="sm" color="fg.muted" role="status" aria-live="polite">
              {PLANS.shown(items.length, plans.hasNextPage)}
            </Text>
            {plans.hasNextPage ? (
              <Button variant="outline" onClick={() => void plans.fetchNextPage()} loading={plans.isFetchingNextPage} loadingText={PLANS.loadingMore}>
                {PLANS.loadMore}
              </Button>
            ) : null}
            {plans.isFetchNextPageError ? (
              <Text textStyle="sm" color="fg.error" role="alert">
                {PLANS.loadMoreFailed}
              </Text>
            ) : null}
          </Stack>
        </Stack>
      )}
      <PlanDetailDialog plan={viewing} onClose={() => setViewing(null)} onDelete={(p) => setDeleting(p)} />
      <ConfirmDialog
        open={!!deleting}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title={PLANS.deletePlan}
        description={PLANS.deleteConfirm}
        pending={remove.isPending}
        onConfirm={() => deleting && remove.mutateAsync({ id: deleting.id })}
      />
    </Stack>
  );
}

/** Cards per page: fills rows of 1, 2 and 3 columns. */
const PLANS_PAGE_SIZE = 24;

/** What the page keeps of a plan it opens or deletes. */
interface PlanRef {
  id: string;
  name: string;
}

interface CardProps {
  plan: PlanSummary;
  onOpen: () => void;
  onDuplicate: () => void;
  duplicating: boolean;
  onDelete: () => void;
}

/** A click anywhere on a card opens it (docs/product.md §2); its action buttons keep their own click. */
const own = (action?: () => void) => (e: React.MouseEvent) => {
  e.stopPropagation();
  action?.();
};

function PlanCard({ plan, onOpen, onDuplicate, duplicating, onDelete }: CardProps) {
  const PLANS = usePlansTexts();
  const { difficultyLabel } = useBuilderTexts();
  const groups = plan.groupCount;
  return (
    <Card.Root as="li" size="sm" cursor="pointer" transition="border-color 0.15s" _hover={{ borderColor: 'brand.solid' }} aria-label={plan.name} onClick={onOpen}>
      <Card.Body gap="3">
        <HStack justify="space-between" align="start" gap="2">
          {/* The title is the card's main action: a real button, so it works by keyboard. It
              shrinks and wraps, so a long name never pushes the actions out of the card. */}
          <Button
            variant="plain"
            onClick={own(onOpen)}
            p="0"
            h="auto"
            flex="1"
            minW="0"
            flexShrink={1}
            whiteSpace="normal"
            textAlign="start"
            justifyContent="start"
            aria-label={PLANS.view(plan.name)}
            title={plan.name}
          >
            <Heading size="md" lineClamp={2} wordBreak="break-word" data-testid="plan-card-title">
              {plan.name}
            </Heading>
          </Button>
          <HStack gap="0" flexShrink={0}>
            <IconButton asChild size="sm" variant="ghost" aria-label={PLANS.edit(plan.name)}>
              <RouterLink to={`/coach/plans/new?editPlanId=${encodeURIComponent(plan.id)}`} onClick={own()}>
                <PencilIcon />
              </RouterLink>
            </IconButton>
            <IconButton size="sm" variant="ghost" aria-label={PLANS.duplicate(plan.name)} onClick={own(onDuplicate)} loading={duplicating}>
              <CopyIcon />
            </IconButton>
            <IconButton size="sm" variant="ghost" colorPalette="red" aria-label={PLANS.deleteNamed(plan.name)} onClick={own(onDelete)}>
              <TrashIcon />
            </IconButton>
          </HStack>
        </HStack>
        {plan.description ? (
          <Text color="fg.muted" textStyle="sm" lineClamp={2}>
            {plan.description}
          </Text>
        ) : null}
        <Wrap gap="2">
          <Badge colorPalette="brand">{plan.category}</Badge>
          <Badge>{difficultyLabel(plan.difficulty)}</Badge>
          <Badge variant="outline">{PLANS.minutes(plan.estimatedDuration)}</Badge>
        </Wrap>
        <Text textStyle="sm" color="fg.muted">
          {PLANS.exercises(plan.exerciseCount)}
          {groups ? ` · ${PLANS.groups(groups)}` : ''}
        </Text>
      </Card.Body>
    </Card.Root>
  );
}
