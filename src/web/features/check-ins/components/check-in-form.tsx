// Filling in a due check-in (docs/check-ins.md): every question for its type, the asked body
// metrics in the client's units, and the photo step. What is typed is kept on the device until
// sent; sending goes through the offline queue, so it works with no signal and is sent once later.
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Field, Heading, Input, InputGroup, Stack, Text } from '@chakra-ui/react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { displayUnit, UNIT_LABEL, type EntryUnit, type LengthUnit, type MassUnit } from '#shared/body-metrics';
import { ZLogBodyMetricInput } from '#shared/schemas/body-metrics';
import { answerProblem } from '#shared/schemas/check-ins';
import { toast } from '#web/components/toaster.tsx';
import { useAuth } from '#web/lib/auth/auth-context.ts';
import { errorMessage } from '#web/lib/errors.ts';
import { useTRPC } from '#web/lib/trpc.ts';
import { useSubmitCheckIn, type DueCheckIn } from '../hooks/use-check-ins.ts';
import { clearCheckInDraft, keepCheckInDraft, readCheckInDraft, type CheckInDraft } from '../lib/draft.ts';
import { formatDay } from '../lib/format.ts';
import { useCheckInTexts } from '../texts.ts';
import { PhotosStep } from './photos-step.tsx';
import { QuestionField, type AnswerValue } from './question-field.tsx';

type Metric = DueCheckIn['metrics'][number];

/** The unit a metric is entered in: the client's kg/lb and cm/in, a custom metric its own. */
function entryUnit(m: Metric, units: { loadUnit: MassUnit; lengthUnit: LengthUnit }): EntryUnit | null {
  return m.kind === 'custom' ? null : displayUnit(m.kind, units);
}

/** An answer as sent: a number question's text read as a number (a decimal comma taken too). */
function answerOf(q: DueCheckIn['questions'][number], v: AnswerValue | undefined): AnswerValue {
  if (v === undefined) return null;
  if (q.type !== 'NUMBER' || typeof v !== 'string') return v;
  const text = v.trim().replace(',', '.');
  if (text === '') return null;
  return Number.isFinite(Number(text)) ? Number(text) : v;
}

export function CheckInForm({ due, onDone }: { due: DueCheckIn; onDone?: () => void }) {
  const T = useCheckInTexts();
  const trpc = useTRPC();
  const loadUnit = useAuth().user?.loadUnit ?? 'KG';
  // The cm/in setting lives with body metrics (the Progress tab sets it); read only when a length is asked.
  const asksLength = due.metrics.some((m) => m.kind === 'length');
  const lengthUnit = useQuery(trpc.clientApp.bodyMetrics.overview.queryOptions(undefined, { enabled: asksLength })).data?.lengthUnit ?? 'CM';
  const units: { loadUnit: MassUnit; lengthUnit: LengthUnit } = { loadUnit, lengthUnit };
  const [draft, setDraft] = useState<CheckInDraft>(() => readCheckInDraft(due.scheduleId, due.dueDate) ?? { answers: {}, metrics: {} });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = useSubmitCheckIn();
  const sending = useRef(false);
  const idPrefix = useId().replaceAll(':', '');

  useEffect(() => keepCheckInDraft(due.scheduleId, due.dueDate, draft), [due.scheduleId, due.dueDate, draft]);

  const setAnswer = (id: string, value: AnswerValue) => setDraft((d) => ({ ...d, answers: { ...d.answers, [id]: value } }));
  const setMetric = (key: string, text: string) => setDraft((d) => ({ ...d, metrics: { ...d.metrics, [key]: text } }));

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (sending.current) return;
    const found: Record<string, string> = {};
    for (const q of due.questions) {
      const problem = answerProblem(q, answerOf(q, draft.answers[q.id]));
      if (problem) found[q.id] = problem;
    }
    const metrics: { metric: string; value: number; unit?: EntryUnit }[] = [];
    for (const m of due.metrics) {
      const text = (draft.metrics[m.metric] ?? '').trim().replace(',', '.');
      if (text === '') continue;
      const unit = entryUnit(m, units);
      const input = { metric: m.metric, date: due.dueDate, value: Number(text), ...(unit ? { unit } : {}) };
      const check = ZLogBodyMetricInput.safeParse(input);
      if (!check.success) found[`metric:${m.metric}`] = check.error.issues[0]?.message ?? T.sendFailed;
      else metrics.push({ metric: m.metric, value: input.value, ...(unit ? { unit } : {}) });
    }
    setErrors(found);
    if (Object.keys(found).length) return;
    sending.current = true;
    try {
      const answers = due.questions.flatMap((q) => {
        const v = answerOf(q, draft.answers[q.id]);
        return v === null || v === '' ? [] : [{ questionId: q.id, value: v }];
      });
      const sent = await submit.mutateAsync({ scheduleId: due.scheduleId, dueDate: due.dueDate, answers, metrics });
      clearCheckInDraft(due.scheduleId, due.dueDate);
      if (sent === undefined) toast.info(T.queued);
      else toast.success(T.sent);
      onDone?.();
    } catch (err) {
      toast.error(T.sendFailed, errorMessage(err, T.sendFailed));
    } finally {
      sending.current = false;
    }
  };

  return (
    <Card.Root variant="outline" data-testid="check-in-form">
      <Card.Body>
        <Stack asChild gap="5">
          <form onSubmit={onSubmit} noValidate aria-label={due.templateName}>
            <Stack gap="0.5">
              <Heading size="md">{due.templateName}</Heading>
              <Text color="fg.muted" textStyle="sm">
                {T.due(formatDay(due.dueDate))}
              </Text>
            </Stack>
            {due.questions.map((q) => (
              <QuestionField key={q.id} question={q} value={draft.answers[q.id]} onChange={(v) => setAnswer(q.id, v)} error={errors[q.id]} idPrefix={idPrefix} />
            ))}
            {due.metrics.map((m) => {
              const unit = entryUnit(m, units);
              const label = unit ? UNIT_LABEL[unit] : m.unit;
              const id = `${idPrefix}-metric-${m.metric}`;
              return (
                <Field.Root key={m.metric} invalid={!!errors[`metric:${m.metric}`]}>
                  <Field.Label htmlFor={id}>{T.metricLabel(m.name, label)}</Field.Label>
                  <InputGroup endElement={<Text color="fg.muted">{label}</Text>}>
                    <Input id={id} inputMode="decimal" autoComplete="off" value={draft.metrics[m.metric] ?? ''} onChange={(e) => setMetric(m.metric, e.target.value)} />
                  </InputGroup>
                  <Field.ErrorText>{errors[`metric:${m.metric}`]}</Field.ErrorText>
                </Field.Root>
              );
            })}
            {due.askPhotos ? <PhotosStep date={due.dueDate} /> : null}
            <Text textStyle="xs" color="fg.muted">
              {T.draftKept}
            </Text>
            <Button type="submit" colorPalette="brand" minH="11" loading={submit.isPending} loadingText={T.sending}>
              {T.send}
            </Button>
          </form>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
