// Adding to the plan (docs/product.md §2 Plan builder): pick a library exercise or create one inline
// (name, description, category, video), and groups: a created group is current and new
// exercises join it until it is cleared.
import { useQuery, useMutation } from '@tanstack/react-query';
import { Badge, Button, Card, HStack, Stack, Text, Field, Input, Textarea, NativeSelect, SegmentGroup } from '@chakra-ui/react';
import { useRef, useState, type KeyboardEvent } from 'react';
import { toEmbedUrl } from '#shared/video';
import { PlusIcon } from '#web/components/icons.tsx';
import { XIcon } from '#web/components/later-icons.tsx';
import { toast } from '#web/components/toaster.tsx';
import { errorMessage } from '#web/lib/errors.ts';
import { useTRPC } from '#web/lib/trpc.ts';
import { useCategories } from '#web/features/exercises/index.ts';
import { useContentCache } from '#web/lib/use-content-cache.ts';
import { newKey, type BuilderExercise, type CurrentGroup } from '#web/features/plans/lib/builder-model.ts';
import { useBuilderTexts } from '#web/features/plans/texts.ts';

interface Props {
  currentGroup: CurrentGroup | null;
  onAdd: (exercise: BuilderExercise) => void;
  onGroupChange: (group: CurrentGroup | null) => void;
}

export function ExerciseAdder({ currentGroup, onAdd, onGroupChange }: Props) {
  const BUILDER = useBuilderTexts();
  const [mode, setMode] = useState<'pick' | 'create'>('pick');
  return (
    <Card.Root>
      <Card.Header>
        <Card.Title as="h2">{BUILDER.addExercises}</Card.Title>
      </Card.Header>
      <Card.Body gap="5">
        <SegmentGroup.Root value={mode} onValueChange={(e) => setMode(e.value === 'create' ? 'create' : 'pick')} size="sm" alignSelf="flex-start" aria-label={BUILDER.howToAdd}>
          <SegmentGroup.Indicator />
          <SegmentGroup.Items
            items={[
              { value: 'pick', label: BUILDER.fromLibrary },
              { value: 'create', label: BUILDER.newExercise },
            ]}
          />
        </SegmentGroup.Root>
        {mode === 'pick' ? <PickExercise onAdd={onAdd} /> : <CreateExercise onAdd={onAdd} />}
        <GroupControls currentGroup={currentGroup} onGroupChange={onGroupChange} />
      </Card.Body>
    </Card.Root>
  );
}

function PickExercise({ onAdd }: { onAdd: Props['onAdd'] }) {
  const trpc = useTRPC();
  const BUILDER = useBuilderTexts();
  const exercises = useQuery(trpc.coach.exercises.list.queryOptions());
  const [selected, setSelected] = useState('');
  // Adding disables the button (nothing chosen any more): focus goes back to the picker for
  // the next exercise instead of being dropped on the page.
  const selectRef = useRef<HTMLSelectElement>(null);
  const list = exercises.data ?? [];
  return (
    <Stack gap="2">
      <Field.Root>
        <Field.Label>{BUILDER.exercise}</Field.Label>
        <NativeSelect.Root disabled={exercises.isPending}>
          <NativeSelect.Field ref={selectRef} value={selected} onChange={(e) => setSelected(e.target.value)} aria-label={BUILDER.exercise}>
            <option value="">{exercises.isPending ? BUILDER.loadingExercises : list.length === 0 ? BUILDER.noExercises : BUILDER.chooseExercise}</option>
            {list.map((e) => (
              <option key={e.id} value={e.id}>
                {e.name}
                {e.category ? ` (${e.category})` : ''}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        {exercises.isError ? <Field.HelperText color="fg.error">{BUILDER.exercisesFailed}</Field.HelperText> : null}
      </Field.Root>
      <Button
        alignSelf="flex-start"
        colorPalette="brand"
        variant="outline"
        disabled={!selected}
        onClick={() => {
          const e = list.find((x) => x.id === selected);
          if (!e) return;
          onAdd({ id: e.id, name: e.name, category: e.category, videoUrl: e.videoUrl });
          setSelected('');
          selectRef.current?.focus();
        }}
      >
        <PlusIcon /> {BUILDER.addToPlan}
      </Button>
    </Stack>
  );
}

function CreateExercise({ onAdd }: { onAdd: Props['onAdd'] }) {
  const trpc = useTRPC();
  const BUILDER = useBuilderTexts();
  const empty = { name: '', description: '', category: '', videoUrl: '' };
  const [form, setForm] = useState(empty);
  const [nameError, setNameError] = useState<string | null>(null);
  const { names: categories } = useCategories();
  const cache = useContentCache();
  const nameRef = useRef<HTMLInputElement>(null);
  const create = useMutation(
    trpc.coach.exercises.create.mutationOptions({
      onSuccess: async (e) => {
        onAdd({ id: e.id, name: e.name, category: e.category, videoUrl: e.videoUrl });
        toast.success(BUILDER.exerciseCreatedAdded);
        setForm(empty);
        nameRef.current?.focus();
        await cache.exercises();
      },
      onError: (err) => toast.error(BUILDER.error, errorMessage(err, BUILDER.createExerciseFailed)),
    }),
  );

  // Not a <form> (the builder's details form is one already): Enter in a one-line field creates.
  const submitOnEnter = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key !== 'Enter') return;
    e.preventDefault();
    if (!create.isPending) submit();
  };

  function submit() {
    if (!form.name.trim()) {
      setNameError(BUILDER.exerciseNameRequired);
      toast.error(BUILDER.validationTitle, BUILDER.exerciseNameRequired);
      return;
    }
    create.mutate({ name: form.name, description: form.description, category: form.category, videoUrl: form.videoUrl.trim() ? toEmbedUrl(form.videoUrl) : '' });
  }

  return (
    <Stack gap="3">
      <Field.Root required invalid={!!nameError}>
        <Field.Label>
          {BUILDER.name} <Field.RequiredIndicator />
        </Field.Label>
        <Input
          ref={nameRef}
          value={form.name}
          maxLength={100}
          onKeyDown={submitOnEnter}
          aria-label={BUILDER.newExerciseName}
          onChange={(e) => {
            setForm((f) => ({ ...f, name: e.target.value }));
            setNameError(null);
          }}
        />
        <Field.ErrorText>{nameError}</Field.ErrorText>
      </Field.Root>
      <Field.Root>
        <Field.Label>{BUILDER.category}</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field value={form.category} onChange={(e) => setForm((f) => ({ ...f, category: e.target.value }))} aria-label={BUILDER.newExerciseCategory}>
            <option value="">{BUILDER.noCategory}</option>
            {categories.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <Field.Root>
        <Field.Label>{BUILDER.description}</Field.Label>
        <Textarea rows={2} value={form.description} maxLength={10000} onChange={(e) => setForm((f) => ({ ...f, description: e.target.value }))} />
      </Field.Root>
      <Field.Root>
        <Field.Label>{BUILDER.videoUrl}</Field.Label>
        <Input type="url" value={form.videoUrl} placeholder="https://youtu.be/…" onKeyDown={submitOnEnter} onChange={(e) => setForm((f) => ({ ...f, videoUrl: e.target.value }))} />
      </Field.Root>
      <Button alignSelf="flex-start" colorPalette="brand" variant="outline" loading={create.isPending} onClick={submit}>
        <PlusIcon /> {BUILDER.createAndAdd}
      </Button>
    </Stack>
  );
}

function GroupControls({ currentGroup, onGroupChange }: Pick<Props, 'currentGroup' | 'onGroupChange'>) {
  const BUILDER = useBuilderTexts();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const nameRef = useRef<HTMLInputElement>(null);

  function createGroup() {
    if (!name.trim()) {
      setError(BUILDER.groupNameRequired);
      toast.error(BUILDER.validationTitle, BUILDER.groupNameRequired);
      return;
    }
    onGroupChange({ id: newKey('g'), name: name.trim() });
    toast.success(BUILDER.groupCreated, BUILDER.groupCreatedHelp(name.trim()));
    setName('');
  }

  return (
    <Stack gap="2" borderTopWidth="1px" pt="4">
      <Text fontWeight="semibold">{BUILDER.groupsTitle}</Text>
      {currentGroup ? (
        <HStack justify="space-between" bg="brand.subtle" borderRadius="l2" px="3" py="2" gap="2">
          <Text textStyle="sm">
            {BUILDER.addingTo} <Badge colorPalette="brand">{currentGroup.name}</Badge>
          </Text>
          <Button
            size="sm"
            variant="ghost"
            onClick={() => {
              onGroupChange(null);
              // The button goes away with the group: keep focus in the group controls.
              nameRef.current?.focus();
            }}
          >
            <XIcon /> {BUILDER.clearGroup}
          </Button>
        </HStack>
      ) : (
        <Text textStyle="sm" color="fg.muted">
          {BUILDER.groupHint}
        </Text>
      )}
      <Field.Root invalid={!!error}>
        <HStack width="full">
          <Input
            ref={nameRef}
            size="sm"
            value={name}
            maxLength={100}
            placeholder={BUILDER.groupNamePlaceholder}
            aria-label={BUILDER.groupName}
            onChange={(e) => {
              setName(e.target.value);
              setError(null);
            }}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                createGroup();
              }
            }}
          />
          <Button size="sm" variant="outline" onClick={createGroup}>
            {BUILDER.createGroup}
          </Button>
        </HStack>
        <Field.ErrorText>{error}</Field.ErrorText>
      </Field.Root>
    </Stack>
  );
}
