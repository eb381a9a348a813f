// The library's create/edit panel (docs/product.md §2 Exercise Library, §3 Exercise). Lists are typed
// comma-separated; the server trims them and turns video links into embed URLs.
import { useMutation } from '@tanstack/react-query';
import { Button, Card, HStack, IconButton, Stack, Field, Input, Textarea, NativeSelect } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import type { Exercise } from '#shared/schemas/exercises';
import { PlusIcon } from '#web/components/icons.tsx';
import { errorMessage } from '#web/lib/errors.ts';
import { useTRPC } from '#web/lib/trpc.ts';
import { useContentCache } from '#web/lib/use-content-cache.ts';
import { toast } from '#web/components/toaster.tsx';
import { useCategories } from '../hooks/use-categories.ts';
import { useLibraryTexts } from '../texts.ts';
import { AddCategoryDialog } from './add-category-dialog.tsx';

interface FormState {
  name: string;
  category: string;
  description: string;
  instructions: string;
  equipment: string;
  muscleGroups: string;
  videoUrl: string;
  imageUrl: string;
}

const EMPTY: FormState = { name: '', category: '', description: '', instructions: '', equipment: '', muscleGroups: '', videoUrl: '', imageUrl: '' };

const fromExercise = (e: Exercise): FormState => ({
  name: e.name,
  category: e.category,
  description: e.description ?? '',
  instructions: e.instructions ?? '',
  equipment: e.equipment.join(', '),
  muscleGroups: e.muscleGroups.join(', '),
  videoUrl: e.videoUrl ?? '',
  imageUrl: e.imageUrl ?? '',
});

const onError = (err: unknown) => toast.error('Error', errorMessage(err, 'Something went wrong. Please try again.'));

const splitList = (s: string) =>
  s
    .split(',')
    .map((x) => x.trim())
    .filter(Boolean);

/** Give it `key={editing?.id ?? 'new'}` so switching exercises starts from that exercise. */
interface Props {
  editing: Exercise | null;
  onDone: () => void;
}

export function ExerciseForm({ editing, onDone }: Props) {
  const LIBRARY = useLibraryTexts();
  const trpc = useTRPC();
  const [form, setForm] = useState<FormState>(() => (editing ? fromExercise(editing) : EMPTY));
  const [nameError, setNameError] = useState<string | null>(null);
  const [addingCategory, setAddingCategory] = useState(false);
  const addCategoryRef = useRef<HTMLButtonElement>(null);
  const { names: categories } = useCategories();
  const cache = useContentCache();

  const create = useMutation(
    trpc.coach.exercises.create.mutationOptions({
      onSuccess: async () => {
        toast.success(LIBRARY.created);
        setForm(EMPTY);
        await cache.exercises();
      },
      onError,
    }),
  );
  const update = useMutation(
    trpc.coach.exercises.update.mutationOptions({
      onSuccess: async () => {
        toast.success(LIBRARY.updated);
        await cache.exercises();
        onDone();
      },
      onError,
    }),
  );

  const set = (key: keyof FormState) => (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => setForm((f) => ({ ...f, [key]: e.target.value }));

  function submit(e: React.FormEvent) {
    e.preventDefault();
    if (!form.name.trim()) return setNameError(LIBRARY.nameRequired);
    const body = {
      name: form.name,
      category: form.category,
      description: form.description,
      instructions: form.instructions,
      equipment: splitList(form.equipment),
      muscleGroups: splitList(form.muscleGroups),
      videoUrl: form.videoUrl,
      imageUrl: form.imageUrl,
    };
    if (editing) update.mutate({ id: editing.id, ...body });
    else create.mutate(body);
  }

  // A category no longer offered (e.g. from an import) still shows as the current choice.
  const options = form.category && !categories.includes(form.category) ? [form.category, ...categories] : categories;

  return (
    <Card.Root>
      <Card.Header>
        <Card.Title as="h2">{editing ? 'Edit Exercise' : 'Create Exercise'}</Card.Title>
      </Card.Header>
      <Card.Body asChild>
        <form onSubmit={submit} noValidate aria-label={editing ? 'Edit exercise' : 'Create exercise'}>
          <Stack gap="4">
            <Field.Root required invalid={!!nameError}>
              <Field.Label>
                Name <Field.RequiredIndicator />
              </Field.Label>
              <Input
                value={form.name}
                maxLength={100}
                placeholder="e.g. Back Squat"
                onChange={(e) => {
                  set('name')(e);
                  setNameError(null);
                }}
              />
              <Field.ErrorText>{nameError}</Field.ErrorText>
            </Field.Root>
            <Field.Root>
              <Field.Label>Category</Field.Label>
              <HStack width="full">
                <NativeSelect.Root flex="1">
                  <NativeSelect.Field value={form.category} onChange={set('category')} aria-label="Category">
                    <option value="">No category</option>
                    {options.map((c) => (
                      <option key={c} value={c}>
                        {c}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
                <IconButton ref={addCategoryRef} variant="outline" aria-label="Add category" title="Add category" onClick={() => setAddingCategory(true)}>
                  <PlusIcon />
                </IconButton>
              </HStack>
            </Field.Root>
            <Field.Root>
              <Field.Label>Description</Field.Label>
              <Textarea value={form.description} onChange={set('description')} rows={2} maxLength={10000} />
            </Field.Root>
            <Field.Root>
              <Field.Label>Instructions</Field.Label>
              <Textarea value={form.instructions} onChange={set('instructions')} rows={3} maxLength={10000} />
            </Field.Root>
            <Field.Root>
              <Field.Label>Equipment</Field.Label>
              <Input value={form.equipment} onChange={set('equipment')} placeholder="Barbell, Rack" />
              <Field.HelperText>Separate items with commas</Field.HelperText>
            </Field.Root>
            <Field.Root>
              <Field.Label>Muscle groups</Field.Label>
              <Input value={form.muscleGroups} onChange={set('muscleGroups')} placeholder="Quads, Glutes" />
              <Field.HelperText>Separate items with commas</Field.HelperText>
            </Field.Root>
            <Field.Root>
              <Field.Label>Video URL</Field.Label>
              <Input type="url" value={form.videoUrl} onChange={set('videoUrl')} placeholder="https://www.youtube.com/watch?v=…" />
            </Field.Root>
            <Field.Root>
              <Field.Label>Image URL</Field.Label>
              <Input type="url" value={form.imageUrl} onChange={set('imageUrl')} placeholder="https://…" />
            </Field.Root>
            <HStack justify="flex-end">
              {editing ? (
                <Button variant="outline" onClick={onDone}>
                  Cancel
                </Button>
              ) : null}
              <Button type="submit" colorPalette="brand" loading={create.isPending || update.isPending}>
                {editing ? 'Update Exercise' : 'Create Exercise'}
              </Button>
            </HStack>
          </Stack>
        </form>
      </Card.Body>
      <AddCategoryDialog
        finalFocusEl={() => addCategoryRef.current}
        open={addingCategory}
        existing={categories}
        onClose={() => setAddingCategory(false)}
        onAdded={(name) => setForm((f) => ({ ...f, category: name }))}
      />
    </Card.Root>
  );
}
