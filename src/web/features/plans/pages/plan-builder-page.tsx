// /coach/plans/new (and Edit Plan with ?editPlanId=): the plan builder (docs/product.md §2, §4, §5).
import { useQuery, useMutation } from '@tanstack/react-query';
import { Box, Button, Card, Grid, Heading, Stack } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { DEFAULT_COLUMN_CONFIG, PLAN_DEFAULTS, type ColumnConfig, type PlanWithExercises } from '#shared/schemas/plans';
import { EmptyState } from '#web/components/empty-state.tsx';
import { ErrorState } from '#web/components/error-state.tsx';
import { ClipboardListIcon } from '#web/components/icons.tsx';
import { LoadingState } from '#web/components/loading-state.tsx';
import { PageHeader } from '#web/components/page-header.tsx';
import { toast } from '#web/components/toaster.tsx';
import { errorMessage, httpStatusOf } from '#web/lib/errors.ts';
import { useTRPC } from '#web/lib/trpc.ts';
import { ColumnSettingsDialog } from '../components/builder/column-settings-dialog.tsx';
import { ExerciseAdder } from '../components/builder/exercise-adder.tsx';
import { emptyDetails, PlanDetailsForm, type PlanDetails } from '../components/builder/plan-details-form.tsx';
import { PlanItemList } from '../components/builder/plan-item-list.tsx';
import { useContentCache } from '#web/lib/use-content-cache.ts';
import { addItem, newItem, removeItem, toSaveRows, ungroupItem, updateItem, validatePlan, type BuilderItem, type CurrentGroup } from '../lib/builder-model.ts';
import { builderMessages, useBuilderTexts } from '../texts.ts';

function fromPlan(plan: PlanWithExercises): { details: PlanDetails; items: BuilderItem[] } {
  return {
    details: {
      name: plan.name,
      description: plan.description ?? '',
      category: plan.category,
      difficulty: plan.difficulty,
      estimatedDuration: String(plan.estimatedDuration),
      instructions: plan.instructions ?? '',
      notes: plan.notes ?? '',
    },
    items: plan.exercises.map((e) => ({
      key: e.id,
      id: e.id,
      exercise: { id: e.exercise.id, name: e.exercise.name, category: e.exercise.category, videoUrl: e.exercise.videoUrl },
      columnData: e.columnData,
      notes: e.notes ?? '',
      groupId: e.groupId,
      groupName: e.groupName,
    })),
  };
}

/** A new builder for each plan (and for a new one), so nothing of one carries into another. */
export default function PlanBuilderPage() {
  const [params] = useSearchParams();
  const editPlanId = params.get('editPlanId');
  return <PlanBuilder key={editPlanId ?? 'new'} editPlanId={editPlanId} />;
}

function PlanBuilder({ editPlanId }: { editPlanId: string | null }) {
  const trpc = useTRPC();
  const navigate = useNavigate();
  const cache = useContentCache();
  const BUILDER = useBuilderTexts();

  const [details, setDetails] = useState<PlanDetails>(() => emptyDetails(BUILDER));
  const [columnConfig, setColumnConfig] = useState<ColumnConfig>(DEFAULT_COLUMN_CONFIG);
  const [items, setItems] = useState<BuilderItem[]>([]);
  const [currentGroup, setCurrentGroup] = useState<CurrentGroup | null>(null);
  const [nameError, setNameError] = useState<string | null>(null);
  const [columnsOpen, setColumnsOpen] = useState(false);

  // A new plan's prefilled category follows the language while the coach has not changed it: the
  // language's texts may arrive after the first render.
  const defaultCategory = BUILDER.defaultCategory;
  const lastDefault = useRef(defaultCategory);
  useEffect(() => {
    const previous = lastDefault.current;
    lastDefault.current = defaultCategory;
    if (!editPlanId) setDetails((d) => (d.category === previous ? { ...d, category: defaultCategory } : d));
  }, [defaultCategory, editPlanId]);

  const existing = useQuery(trpc.coach.plans.get.queryOptions({ id: editPlanId ?? '' }, { enabled: !!editPlanId }));
  const loadedId = useRef<string | null>(null);
  useEffect(() => {
    if (existing.data && loadedId.current !== existing.data.id) {
      loadedId.current = existing.data.id;
      const loaded = fromPlan(existing.data);
      setDetails(loaded.details);
      setItems(loaded.items);
      setColumnConfig(existing.data.columnConfig);
      setCurrentGroup(null);
    }
  }, [existing.data]);
  useEffect(() => {
    // The store's current texts, not the render's: only a new failure toasts, not a language change.
    const t = builderMessages.get();
    if (existing.isError) toast.error(t.loadFailed, errorMessage(existing.error, t.loadFailed));
  }, [existing.isError, existing.error]);

  function reset() {
    setDetails(emptyDetails(BUILDER));
    setColumnConfig(DEFAULT_COLUMN_CONFIG);
    setItems([]);
    setCurrentGroup(null);
    setNameError(null);
  }

  const save = useMutation(
    trpc.coach.plans.save.mutationOptions({
      onSuccess: async () => {
        await cache.plans();
        if (editPlanId) {
          toast.success(BUILDER.updated);
          void navigate('/coach/plans');
        } else {
          toast.success(BUILDER.created);
          reset();
        }
      },
      onError: (err) => toast.error(BUILDER.error, errorMessage(err, BUILDER.saveFailed)),
    }),
  );

  function onSave() {
    const problem = validatePlan(details.name, items, BUILDER);
    if (problem) {
      if (!details.name.trim()) setNameError(problem);
      toast.error(BUILDER.validationTitle, problem);
      return;
    }
    const duration = Number.parseInt(details.estimatedDuration, 10);
    save.mutate({
      ...(editPlanId ? { id: editPlanId } : {}),
      plan: {
        name: details.name,
        description: details.description,
        notes: details.notes,
        instructions: details.instructions,
        category: details.category.trim() || PLAN_DEFAULTS.category,
        difficulty: details.difficulty,
        estimatedDuration: Number.isFinite(duration) && duration > 0 ? duration : PLAN_DEFAULTS.estimatedDuration,
        columnConfig,
      },
      exercises: toSaveRows(items),
    });
  }

  const loading = !!editPlanId && existing.isPending;
  const title = editPlanId ? BUILDER.titleEdit : BUILDER.titleNew;

  return (
    <Stack gap="0">
      <PageHeader
        title={title}
        description={editPlanId ? BUILDER.descriptionEdit : BUILDER.descriptionNew}
        back={{ to: '/coach/plans', label: BUILDER.backToList }}
        actions={
          <>
            <Button variant="outline" onClick={() => setColumnsOpen(true)}>
              {BUILDER.columnSettings}
            </Button>
            <Button colorPalette="brand" onClick={onSave} loading={save.isPending} disabled={loading || (!!editPlanId && existing.isError)}>
              {editPlanId ? BUILDER.update : BUILDER.save}
            </Button>
          </>
        }
      />

      {loading ? (
        <LoadingState label={BUILDER.loadingPlan} />
      ) : editPlanId && existing.isError ? (
        <ErrorState
          title={BUILDER.loadFailed}
          description={errorMessage(existing.error, BUILDER.loadFailed)}
          onRetry={httpStatusOf(existing.error) === 404 ? undefined : () => void existing.refetch()}
          retrying={existing.isFetching}
          action={
            <Button asChild variant="ghost" size="sm">
              <RouterLink to="/coach/plans">{BUILDER.backToPlans}</RouterLink>
            </Button>
          }
        />
      ) : (
        <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 1fr) minmax(300px, 380px)' }} gap="6" alignItems="start">
          <Stack gap="6" minWidth="0">
            <Card.Root>
              <Card.Body
                // Enter in a one-line field (name, category, duration) saves, as in any form.
                onKeyDown={(e) => {
                  if (e.key === 'Enter' && e.target instanceof HTMLInputElement && !e.nativeEvent.isComposing && !save.isPending) {
                    e.preventDefault();
                    onSave();
                  }
                }}
              >
                <PlanDetailsForm
                  value={details}
                  nameError={nameError}
                  onChange={(v) => {
                    setDetails(v);
                    if (v.name.trim()) setNameError(null);
                  }}
                />
              </Card.Body>
            </Card.Root>
            <Stack gap="3">
              <Heading size="lg">{BUILDER.exercisesHeading(items.length)}</Heading>
              {items.length === 0 ? (
                <EmptyState size="sm" icon={<ClipboardListIcon />} title={BUILDER.emptyTitle} description={BUILDER.emptyHint} />
              ) : (
                <PlanItemList
                  items={items}
                  columnConfig={columnConfig}
                  onChange={setItems}
                  onEditItem={(key, patch) => setItems((list) => updateItem(list, key, patch))}
                  onRemove={(key) => setItems((list) => removeItem(list, key))}
                  onUngroup={(key) => setItems((list) => ungroupItem(list, key))}
                />
              )}
            </Stack>
          </Stack>
          {/* Sticks below the coach layout's sticky 3.5rem header, not under it. */}
          <Box position={{ lg: 'sticky' }} top={{ lg: '4.5rem' }}>
            <ExerciseAdder currentGroup={currentGroup} onGroupChange={setCurrentGroup} onAdd={(exercise) => setItems((list) => addItem(list, newItem(exercise, currentGroup)))} />
          </Box>
        </Grid>
      )}
      <ColumnSettingsDialog open={columnsOpen} value={columnConfig} onClose={() => setColumnsOpen(false)} onSave={setColumnConfig} />
    </Stack>
  );
}
