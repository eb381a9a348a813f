// The coach writes a check-in template: a name, questions of any type (options for a single
// choice), the body metrics to ask and whether to ask for photos. Checked with the server's own
// schema, so every limit (30 questions, 2,000 characters) is explained before sending.
import { Button, Checkbox, Field, HStack, IconButton, Input, NativeSelect, Stack, Text, Textarea, Wrap } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { BUILT_IN, BUILT_IN_METRICS } from '#shared/body-metrics';
import { CHECK_IN_QUESTION_TYPES, ZCheckInTemplateInput, type CheckInQuestionType } from '#shared/schemas/check-ins';
import { TrashIcon } from '#web/components/icons.tsx';
import { toast } from '#web/components/toaster.tsx';
import { errorMessage } from '#web/lib/errors.ts';
import { useMetricDefinitions, useSaveTemplate, type Template } from '../../hooks/use-coach-check-ins.ts';
import { QUESTION_TYPE_LABELS, useCheckInTexts } from '../../texts.ts';

interface DraftQuestion {
  id?: string;
  type: CheckInQuestionType;
  text: string;
  required: boolean;
  options: string;
}

export function TemplateEditor({ template, onDone }: { template: Template | null; onDone: () => void }) {
  const T = useCheckInTexts();
  const defs = useMetricDefinitions();
  const { create, update } = useSaveTemplate();
  const [name, setName] = useState(template?.name ?? '');
  const [questions, setQuestions] = useState<DraftQuestion[]>(
    template?.questions.map((q) => ({ id: q.id, type: q.type, text: q.text, required: q.required, options: (q.options ?? []).join('\n') })) ?? [
      { type: 'SCALE_1_10', text: '', required: true, options: '' },
    ],
  );
  const [metrics, setMetrics] = useState<string[]>(template?.metrics.map((m) => m.metric) ?? []);
  const [askPhotos, setAskPhotos] = useState(template?.askPhotos ?? false);
  const [error, setError] = useState<string | null>(null);

  const change = (i: number, patch: Partial<DraftQuestion>) => setQuestions((qs) => qs.map((q, j) => (j === i ? { ...q, ...patch } : q)));
  const toggleMetric = (key: string, on: boolean) => setMetrics((ms) => (on ? [...ms, key] : ms.filter((m) => m !== key)));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const input = {
      name,
      questions: questions.map((q) => ({
        ...(q.id ? { id: q.id } : {}),
        type: q.type,
        text: q.text,
        required: q.required,
        ...(q.type === 'SINGLE_CHOICE'
          ? {
              options: q.options
                .split('\n')
                .map((o) => o.trim())
                .filter(Boolean),
            }
          : {}),
      })),
      metrics,
      askPhotos,
    };
    const check = ZCheckInTemplateInput.safeParse(input);
    if (!check.success) {
      setError(check.error.issues[0]?.message ?? T.sendFailed);
      return;
    }
    setError(null);
    try {
      if (template) await update.mutateAsync({ id: template.id, ...input });
      else await create.mutateAsync(input);
      toast.success(T.saved);
      onDone();
    } catch (err) {
      setError(errorMessage(err, T.sendFailed));
    }
  };

  const metricChoices = [...BUILT_IN_METRICS.map((k) => ({ key: k as string, name: BUILT_IN[k].name })), ...(defs.data ?? []).map((d) => ({ key: d.id, name: `${d.name} (${d.unit})` }))];
  return (
    <Stack asChild gap="4" data-testid="template-editor">
      <form onSubmit={submit} noValidate>
        <Field.Root required>
          <Field.Label>{T.templateName}</Field.Label>
          <Input value={name} onChange={(e) => setName(e.target.value)} />
        </Field.Root>
        <Stack gap="3">
          <Text fontWeight="medium">{T.questions}</Text>
          {questions.map((q, i) => (
            <Stack key={i} gap="2" borderWidth="1px" borderRadius="md" p="3" data-testid="question-editor">
              <HStack gap="2" align="end" wrap="wrap">
                <Field.Root flex="2" minW="48">
                  <Field.Label>{T.questionText}</Field.Label>
                  <Input value={q.text} onChange={(e) => change(i, { text: e.target.value })} />
                </Field.Root>
                <Field.Root flex="1" minW="36">
                  <Field.Label>{T.questionType}</Field.Label>
                  <NativeSelect.Root>
                    <NativeSelect.Field value={q.type} onChange={(e) => change(i, { type: e.target.value as CheckInQuestionType })}>
                      {CHECK_IN_QUESTION_TYPES.map((t) => (
                        <option key={t} value={t}>
                          {QUESTION_TYPE_LABELS[t]}
                        </option>
                      ))}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                </Field.Root>
                <IconButton aria-label={T.remove} variant="ghost" onClick={() => setQuestions((qs) => qs.filter((_, j) => j !== i))}>
                  <TrashIcon />
                </IconButton>
              </HStack>
              {q.type === 'SINGLE_CHOICE' ? (
                <Field.Root>
                  <Field.Label>{T.options}</Field.Label>
                  <Textarea rows={3} value={q.options} onChange={(e) => change(i, { options: e.target.value })} />
                </Field.Root>
              ) : null}
              <Checkbox.Root checked={q.required} onCheckedChange={(d) => change(i, { required: d.checked === true })}>
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>{T.required}</Checkbox.Label>
              </Checkbox.Root>
            </Stack>
          ))}
          <Button alignSelf="start" size="sm" variant="outline" onClick={() => setQuestions((qs) => [...qs, { type: 'SHORT_TEXT', text: '', required: false, options: '' }])}>
            {T.addQuestion}
          </Button>
        </Stack>
        <Stack gap="2">
          <Text fontWeight="medium">{T.metrics}</Text>
          <Wrap gap="3">
            {metricChoices.map((m) => (
              <Checkbox.Root key={m.key} checked={metrics.includes(m.key)} onCheckedChange={(d) => toggleMetric(m.key, d.checked === true)}>
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>{m.name}</Checkbox.Label>
              </Checkbox.Root>
            ))}
          </Wrap>
        </Stack>
        <Checkbox.Root checked={askPhotos} onCheckedChange={(d) => setAskPhotos(d.checked === true)}>
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{T.askPhotos}</Checkbox.Label>
        </Checkbox.Root>
        {error ? (
          <Text color="fg.error" role="alert">
            {error}
          </Text>
        ) : null}
        <HStack gap="2">
          <Button type="submit" colorPalette="brand" loading={create.isPending || update.isPending}>
            {T.save}
          </Button>
          <Button variant="ghost" onClick={onDone}>
            {T.cancel}
          </Button>
        </HStack>
      </form>
    </Stack>
  );
}
