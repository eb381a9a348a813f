// The plan's own fields: name, description, category, difficulty, duration, instructions, notes.
import { SimpleGrid, Stack, Field, Input, Textarea, NativeSelect } from '@chakra-ui/react';
import { DIFFICULTIES } from '#shared/schemas/plans';
import { useBuilderTexts, type BuilderTexts } from '#web/features/plans/texts.ts';

export interface PlanDetails {
  name: string;
  description: string;
  category: string;
  difficulty: string;
  estimatedDuration: string;
  instructions: string;
  notes: string;
}

/** A new plan's fields; its category is prefilled in the coach's language. */
export const emptyDetails = (t: Pick<BuilderTexts, 'defaultCategory'>): PlanDetails => ({
  name: '',
  description: '',
  category: t.defaultCategory,
  difficulty: 'INTERMEDIATE',
  estimatedDuration: '60',
  instructions: '',
  notes: '',
});

export function PlanDetailsForm({ value, onChange, nameError }: { value: PlanDetails; onChange: (v: PlanDetails) => void; nameError: string | null }) {
  const BUILDER = useBuilderTexts();
  const set = (key: keyof PlanDetails) => (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => onChange({ ...value, [key]: e.target.value });
  return (
    <Stack gap="4">
      <Field.Root required invalid={!!nameError}>
        <Field.Label>
          {BUILDER.planName} <Field.RequiredIndicator />
        </Field.Label>
        <Input value={value.name} onChange={set('name')} maxLength={100} placeholder={BUILDER.planNamePlaceholder} />
        <Field.ErrorText>{nameError}</Field.ErrorText>
      </Field.Root>
      <Field.Root>
        <Field.Label>{BUILDER.description}</Field.Label>
        <Textarea value={value.description} onChange={set('description')} rows={2} maxLength={10000} />
      </Field.Root>
      <SimpleGrid columns={{ base: 1, sm: 3 }} gap="3">
        <Field.Root>
          <Field.Label>{BUILDER.category}</Field.Label>
          <Input value={value.category} onChange={set('category')} maxLength={100} />
        </Field.Root>
        <Field.Root>
          <Field.Label>{BUILDER.difficulty}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field value={value.difficulty} onChange={set('difficulty')}>
              {DIFFICULTIES.map((d) => (
                <option key={d} value={d}>
                  {BUILDER.difficultyLabel(d)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Field.Root>
          <Field.Label>{BUILDER.duration}</Field.Label>
          <Input type="number" inputMode="numeric" min={1} max={1440} value={value.estimatedDuration} onChange={set('estimatedDuration')} />
        </Field.Root>
      </SimpleGrid>
      <Field.Root>
        <Field.Label>{BUILDER.instructions}</Field.Label>
        <Textarea value={value.instructions} onChange={set('instructions')} rows={3} maxLength={10000} />
        <Field.HelperText>{BUILDER.instructionsHelp}</Field.HelperText>
      </Field.Root>
      <Field.Root>
        <Field.Label>{BUILDER.notes}</Field.Label>
        <Textarea value={value.notes} onChange={set('notes')} rows={2} maxLength={10000} />
        <Field.HelperText>{BUILDER.notesHelp}</Field.HelperText>
      </Field.Root>
    </Stack>
  );
}
