// The plan's own fields: name, description, category, difficulty, duration, instructions, notes.
import { SimpleGrid, Stack, Field, Input, Textarea, NativeSelect } from '@chakra-ui/react';
import { DIFFICULTIES } from '#shared/schemas/plans';
import { BUILDER } from '#web/features/plans/texts.ts';
import { difficultyLabel } from '#web/lib/labels.ts';

export interface PlanDetails {
  name: string;
  description: string;
  category: string;
  difficulty: string;
  estimatedDuration: string;
  instructions: string;
  notes: string;
}

export const EMPTY_DETAILS: PlanDetails = { name: '', description: '', category: 'Strength Training', difficulty: 'INTERMEDIATE', estimatedDuration: '60', instructions: '', notes: '' };

export function PlanDetailsForm({ value, onChange, nameError }: { value: PlanDetails; onChange: (v: PlanDetails) => void; nameError: string | null }) {
  const set = (key: keyof PlanDetails) => (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => onChange({ ...value, [key]: e.target.value });
  return (
    <Stack gap="4">
      <Field.Root required invalid={!!nameError}>
        <Field.Label>
          Plan name <Field.RequiredIndicator />
        </Field.Label>
        <Input value={value.name} onChange={set('name')} maxLength={100} placeholder="e.g. Upper Body Strength" />
        <Field.ErrorText>{nameError}</Field.ErrorText>
      </Field.Root>
      <Field.Root>
        <Field.Label>Description</Field.Label>
        <Textarea value={value.description} onChange={set('description')} rows={2} maxLength={10000} />
      </Field.Root>
      <SimpleGrid columns={{ base: 1, sm: 3 }} gap="3">
        <Field.Root>
          <Field.Label>Category</Field.Label>
          <Input value={value.category} onChange={set('category')} maxLength={100} />
        </Field.Root>
        <Field.Root>
          <Field.Label>Difficulty</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field value={value.difficulty} onChange={set('difficulty')}>
              {DIFFICULTIES.map((d) => (
                <option key={d} value={d}>
                  {difficultyLabel(d)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Field.Root>
          <Field.Label>Duration (minutes)</Field.Label>
          <Input type="number" inputMode="numeric" min={1} max={1440} value={value.estimatedDuration} onChange={set('estimatedDuration')} />
        </Field.Root>
      </SimpleGrid>
      <Field.Root>
        <Field.Label>Instructions</Field.Label>
        <Textarea value={value.instructions} onChange={set('instructions')} rows={3} maxLength={10000} />
        <Field.HelperText>{BUILDER.instructionsHelp}</Field.HelperText>
      </Field.Root>
      <Field.Root>
        <Field.Label>Notes</Field.Label>
        <Textarea value={value.notes} onChange={set('notes')} rows={2} maxLength={10000} />
        <Field.HelperText>For you only.</Field.HelperText>
      </Field.Root>
    </Stack>
  );
}
