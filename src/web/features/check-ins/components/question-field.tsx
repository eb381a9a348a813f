// One question of a check-in, drawn for its type: a 1–10 scale of buttons, a number, a short or
// long text, yes/no, or one of the coach's options. Large targets for a phone; keyboard usable.
import { Button, Field, HStack, Input, Stack, Text, Textarea, Wrap } from '@chakra-ui/react';
import { CHECK_IN_SHORT_ANSWER_MAX, CHECK_IN_TEXT_MAX, type CheckInQuestion } from '#shared/schemas/check-ins';
import { useCheckInTexts } from '../texts.ts';

export type AnswerValue = number | string | boolean | null;

interface Props {
  question: CheckInQuestion;
  value: AnswerValue | undefined;
  onChange: (value: AnswerValue) => void;
  error?: string;
  /** Unique per form: two check-ins due at once may ask questions with the same id. */
  idPrefix: string;
}

export function QuestionField({ question: q, value, onChange, error, idPrefix }: Props) {
  const T = useCheckInTexts();
  const id = `${idPrefix}-q-${q.id}`;
  const label = (
    <Field.Label htmlFor={q.type === 'NUMBER' || q.type === 'SHORT_TEXT' || q.type === 'LONG_TEXT' ? id : undefined} id={`${id}-label`}>
      {q.text}
      {q.required ? <Field.RequiredIndicator /> : null}
    </Field.Label>
  );
  return (
    <Field.Root invalid={!!error} required={q.required} data-testid={`question-${q.id}`}>
      {label}
      {q.type === 'SCALE_1_10' ? (
        <Wrap gap="1.5" role="radiogroup" aria-labelledby={`${id}-label`}>
          {Array.from({ length: 10 }, (_, i) => i + 1).map((n) => (
            <Button
              type="button"
              key={n}
              role="radio"
              aria-checked={value === n}
              aria-label={T.scaleLabel(n)}
              size="sm"
              minW="10"
              minH="10"
              variant={value === n ? 'solid' : 'outline'}
              colorPalette={value === n ? 'brand' : 'gray'}
              onClick={() => onChange(value === n && !q.required ? null : n)}
            >
              {n}
            </Button>
          ))}
        </Wrap>
      ) : null}
      {q.type === 'NUMBER' ? (
        <Input
          id={id}
          inputMode="decimal"
          autoComplete="off"
          value={value === null || value === undefined ? '' : String(value)}
          // Kept as typed ("7." on the way to "7.5"); the form reads it as a number when sending.
          onChange={(e) => onChange(e.target.value)}
        />
      ) : null}
      {q.type === 'SHORT_TEXT' ? <Input id={id} maxLength={CHECK_IN_SHORT_ANSWER_MAX} value={typeof value === 'string' ? value : ''} onChange={(e) => onChange(e.target.value)} /> : null}
      {q.type === 'LONG_TEXT' ? <Textarea id={id} rows={3} maxLength={CHECK_IN_TEXT_MAX} value={typeof value === 'string' ? value : ''} onChange={(e) => onChange(e.target.value)} /> : null}
      {q.type === 'YES_NO' ? (
        <HStack gap="2" role="radiogroup" aria-labelledby={`${id}-label`}>
          {([true, false] as const).map((v) => (
            <Button
              type="button"
              key={String(v)}
              role="radio"
              aria-checked={value === v}
              minH="10"
              flex="1"
              variant={value === v ? 'solid' : 'outline'}
              colorPalette={value === v ? 'brand' : 'gray'}
              onClick={() => onChange(v)}
            >
              {v ? T.yes : T.no}
            </Button>
          ))}
        </HStack>
      ) : null}
      {q.type === 'SINGLE_CHOICE' ? (
        <Stack gap="1.5" role="radiogroup" aria-labelledby={`${id}-label`}>
          {(q.options ?? []).map((o) => (
            <Button
              type="button"
              key={o}
              role="radio"
              aria-checked={value === o}
              justifyContent="flex-start"
              minH="10"
              variant={value === o ? 'solid' : 'outline'}
              colorPalette={value === o ? 'brand' : 'gray'}
              onClick={() => onChange(o)}
            >
              <Text truncate>{o}</Text>
            </Button>
          ))}
        </Stack>
      ) : null}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
