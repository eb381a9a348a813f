// /coach/tasks: the exercise library (docs/product.md §2): search, create/edit panel, cards with edit and
// delete, both empty states and the load-failure text.
import { useQuery, useMutation } from '@tanstack/react-query';
import { Badge, Box, Button, Card, Grid, Heading, HStack, IconButton, Stack, Text, Wrap, Input, InputGroup } from '@chakra-ui/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { Exercise } from '#shared/schemas/exercises';
import { STARTER_EXERCISES } from '#shared/starter-exercises';
import { DumbbellIcon, PencilIcon, PlayIcon, PlusIcon, TrashIcon } from '#web/components/icons.tsx';
import { SearchIcon } from '#web/components/later-icons.tsx';
import { toast } from '#web/components/toaster.tsx';
import { errorMessage } from '#web/lib/errors.ts';
import { useTRPC } from '#web/lib/trpc.ts';
import { useMediaQuery } from '#web/lib/use-media-query.ts';
import { useContentCache } from '#web/lib/use-content-cache.ts';
import { ConfirmDialog } from '#web/components/confirm-dialog.tsx';
import { EmptyState } from '#web/components/empty-state.tsx';
import { ErrorState } from '#web/components/error-state.tsx';
import { LoadingState } from '#web/components/loading-state.tsx';
import { PageHeader } from '#web/components/page-header.tsx';
import { ExerciseForm } from '../components/exercise-form.tsx';
import { useLibraryTexts } from '../texts.ts';

export default function ExerciseLibraryPage() {
  const LIBRARY = useLibraryTexts();
  const trpc = useTRPC();
  const exercises = useQuery(trpc.coach.exercises.list.queryOptions());
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<Exercise | null>(null);
  const [deleting, setDeleting] = useState<Exercise | null>(null);
  // On a phone the create form is folded away until asked for (issue 17: it was 900 px to scroll past).
  // The form sits beside the list from Chakra's lg breakpoint (64em) on, and is always shown there.
  const wide = useMediaQuery('(min-width: 1024px)');
  const [formOpen, setFormOpen] = useState(false);
  const showForm = wide || formOpen || !!editing;
  const cache = useContentCache();
  const starter = useMutation(
    trpc.coach.exercises.addStarterLibrary.mutationOptions({
      onSuccess: async (r) => {
        toast.success(r.message);
        await cache.exercises();
      },
      onError: (err) => toast.error('Error', errorMessage(err, LIBRARY.starterFailed)),
    }),
  );
  // Starter exercises not in the library yet, by name as the server matches them.
  const starterMissing = useMemo(() => {
    if (!exercises.data) return 0;
    const have = new Set(exercises.data.map((e) => e.name.trim().toLowerCase()));
    return STARTER_EXERCISES.filter((e) => !have.has(e.name.trim().toLowerCase())).length;
  }, [exercises.data]);
  const starterButton = (variant: 'outline' | 'solid') =>
    starterMissing > 0 ? (
      <Button variant={variant} colorPalette="brand" onClick={() => starter.mutate({})} loading={starter.isPending} loadingText={LIBRARY.addingStarter} title={LIBRARY.starterHint}>
        <DumbbellIcon /> {LIBRARY.addStarter(starterMissing)}
      </Button>
    ) : null;
  const formRef = useRef<HTMLDivElement>(null);
  // After Update or Cancel the panel is replaced by a fresh create form: put focus back on the
  // card's Edit button rather than losing it to the page.
  const refocusId = useRef<string | null>(null);
  useEffect(() => {
    if (editing || !refocusId.current) return;
    document.querySelector<HTMLElement>(`[data-edit-exercise="${refocusId.current}"]`)?.focus();
    refocusId.current = null;
  }, [editing]);
  const doneEditing = () => {
    refocusId.current = editing?.id ?? null;
    setEditing(null);
  };
  // On a phone the panel sits above the list: bring it into view (and focus its name) when a
  // card's Edit is pressed, or the press would seem to do nothing.
  useEffect(() => {
    if (!editing) return;
    formRef.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
    formRef.current?.querySelector<HTMLInputElement>('input')?.focus({ preventScroll: true });
  }, [editing]);
  const [focusRequest, setFocusRequest] = useState(0);
  useEffect(() => {
    if (!focusRequest) return;
    formRef.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
    formRef.current?.querySelector<HTMLInputElement>('input')?.focus({ preventScroll: true });
  }, [focusRequest]);
  const focusForm = () => {
    setFormOpen(true);
    setFocusRequest((n) => n + 1);
  };
  const toggleForm = () => {
    if (!showForm) return focusForm();
    setFormOpen(false);
    if (editing) doneEditing();
  };
  const remove = useMutation(
    trpc.coach.exercises.delete.mutationOptions({
      onSuccess: async (_ok, { id }) => {
        toast.success(LIBRARY.deleted);
        setDeleting(null);
        if (editing?.id === id) setEditing(null);
        await cache.exercises();
      },
      // The dialog stays open on failure (e.g. 409: the plans that still use it are named).
      onError: (err) => toast.error('Error', errorMessage(err, 'Failed to delete exercise')),
    }),
  );

  const filtered = useMemo(() => {
    const q = search.trim().toLowerCase();
    const all = exercises.data ?? [];
    if (!q) return all;
    return all.filter((e) => [e.name, e.category, e.description ?? '', ...e.equipment, ...e.muscleGroups].some((s) => s.toLowerCase().includes(q)));
  }, [exercises.data, search]);

  return (
    <Stack gap="0">
      <PageHeader
        title={LIBRARY.title}
        description={LIBRARY.subtitle}
        actions={
          <HStack gap="2" flexWrap="wrap">
            {(exercises.data ?? []).length > 0 ? starterButton('outline') : null}
            {wide ? null : (
              <Button colorPalette="brand" aria-expanded={showForm} aria-controls="exercise-form-panel" onClick={toggleForm}>
                {showForm ? null : <PlusIcon />} {showForm ? LIBRARY.hideForm : LIBRARY.newExercise}
              </Button>
            )}
          </HStack>
        }
      />
      <Grid templateColumns={{ base: '1fr', lg: 'minmax(320px, 400px) 1fr' }} gap="6" alignItems="start">
        {/* Below the 3.5rem header with a 1rem gap, and never taller than the window, so its top
            and its buttons both stay in view on a desktop. */}
        <Box
          ref={formRef}
          id="exercise-form-panel"
          display={showForm ? 'block' : 'none'}
          position={{ lg: 'sticky' }}
          top={{ lg: '4.5rem' }}
          maxH={{ lg: 'calc(100dvh - 5.5rem)' }}
          overflowY={{ lg: 'auto' }}
          scrollMarginTop="20"
          data-testid="exercise-form-panel"
        >
          <ExerciseForm key={editing?.id ?? 'new'} editing={editing} onDone={doneEditing} />
        </Box>
        <Stack gap="4" minWidth="0">
          <InputGroup startElement={<SearchIcon color="fg.muted" />}>
            <Input placeholder={LIBRARY.searchPlaceholder} aria-label="Search exercises" value={search} onChange={(e) => setSearch(e.target.value)} type="search" />
          </InputGroup>
          {exercises.isPending ? (
            <LoadingState label="Loading exercises..." />
          ) : exercises.isError ? (
            <ErrorState title={LIBRARY.loadFailed} onRetry={() => void exercises.refetch()} retrying={exercises.isFetching} />
          ) : filtered.length === 0 ? (
            (exercises.data ?? []).length === 0 ? (
              <EmptyState
                icon={<DumbbellIcon />}
                title={LIBRARY.empty}
                action={
                  // The create panel is beside the list (above it on a phone): take the coach there.
                  // The starter library is offered beside it, never forced.
                  <Stack gap="2" align="center">
                    <Button colorPalette="brand" onClick={focusForm}>
                      <PlusIcon /> {LIBRARY.createFirst}
                    </Button>
                    {starterButton('outline')}
                    <Text fontSize="sm" color="fg.muted" maxW="sm" textAlign="center">
                      {LIBRARY.starterHint}
                    </Text>
                  </Stack>
                }
              />
            ) : (
              <EmptyState icon={<SearchIcon />} title={LIBRARY.emptySearch} />
            )
          ) : (
            <Grid templateColumns={{ base: '1fr', md: 'repeat(2, minmax(0, 1fr))' }} gap="3" as="ul" listStyleType="none" aria-label="Exercises">
              {filtered.map((e) => (
                <ExerciseCard key={e.id} exercise={e} selected={editing?.id === e.id} onEdit={() => setEditing(e)} onDelete={() => setDeleting(e)} />
              ))}
            </Grid>
          )}
        </Stack>
      </Grid>
      <ConfirmDialog
        open={!!deleting}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title="Delete exercise"
        description={LIBRARY.deleteConfirm}
        pending={remove.isPending}
        onConfirm={() => deleting && remove.mutateAsync({ id: deleting.id })}
      />
    </Stack>
  );
}

function ExerciseCard({ exercise: e, selected, onEdit, onDelete }: { exercise: Exercise; selected: boolean; onEdit: () => void; onDelete: () => void }) {
  return (
    <Card.Root as="li" size="sm" borderColor={selected ? 'brand.solid' : undefined} aria-label={e.name}>
      <Card.Body gap="2">
        <HStack justify="space-between" align="start" gap="2">
          <Stack gap="1" minWidth="0">
            <Heading size="md" lineClamp={2} wordBreak="break-word">
              {e.name}
            </Heading>
            <HStack gap="2" wrap="wrap">
              {e.category ? <Badge colorPalette="brand">{e.category}</Badge> : null}
              {e.videoUrl ? (
                <Badge variant="outline">
                  <PlayIcon boxSize="3" /> Video
                </Badge>
              ) : null}
            </HStack>
          </Stack>
          <HStack gap="1" flexShrink={0}>
            <IconButton size="sm" variant="ghost" aria-label={`Edit ${e.name}`} onClick={onEdit} data-edit-exercise={e.id}>
              <PencilIcon />
            </IconButton>
            <IconButton size="sm" variant="ghost" colorPalette="red" aria-label={`Delete ${e.name}`} onClick={onDelete}>
              <TrashIcon />
            </IconButton>
          </HStack>
        </HStack>
        {e.description ? (
          <Text color="fg.muted" textStyle="sm" lineClamp={2}>
            {e.description}
          </Text>
        ) : null}
        {e.equipment.length + e.muscleGroups.length > 0 ? (
          <Wrap gap="1">
            {e.equipment.map((x) => (
              <Badge key={`eq-${x}`} variant="surface" size="sm">
                {x}
              </Badge>
            ))}
            {e.muscleGroups.map((x) => (
              <Badge key={`mg-${x}`} variant="subtle" colorPalette="green" size="sm">
                {x}
              </Badge>
            ))}
          </Wrap>
        ) : null}
      </Card.Body>
    </Card.Root>
  );
}
