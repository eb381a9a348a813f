// The client logs a value of the chosen metric for a day (today unless picked), in their unit.
// Checked with the server's own schema first, so a value out of range is explained at once,
// also offline; a day already logged is replaced.
import { Button, HStack, Stack, Text, Field, Input, InputGroup } from '@chakra-ui/react';
import { useRef, useState, type FormEvent } from 'react';
import { localToday } from '#shared/local-today';
import { ZLogBodyMetricInput, type LogBodyMetricInput } from '#shared/schemas/body-metrics';
import { fieldErrors } from '#web/lib/form-errors.ts';
import { useTimeZone } from '#web/lib/use-time-zone.ts';
import { useLogBodyMetric, type Metric } from '../hooks/use-body-metrics.ts';
import { entryUnitOf, unitLabelOf, type UnitPrefs } from '../lib/units.ts';
import { useBodyMetricTexts } from '../texts.ts';

export function LogMetricForm({ metric, prefs }: { metric: Metric; prefs: UnitPrefs }) {
  const T = useBodyMetricTexts();
  const today = localToday(new Date(), useTimeZone()).toISOString().slice(0, 10);
  const [date, setDate] = useState(today);
  const [value, setValue] = useState('');
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const log = useLogBodyMetric();
  const submitting = useRef(false);
  const unit = entryUnitOf(metric, prefs);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (submitting.current) return;
    const text = value.trim().replace(',', '.');
    const input: LogBodyMetricInput = { metric: metric.metric, date, value: text === '' ? Number.NaN : Number(text), ...(unit ? { unit } : {}) };
    const found = fieldErrors(ZLogBodyMetricInput, input);
    if (text === '') found.value = `${metric.name} is required`;
    setErrors(found);
    if (found.value || found.date) return;
    submitting.current = true;
    try {
      await log.mutateAsync(input);
      // A value typed while this one was saving is the next entry: keep it.
      setValue((current) => (current === value ? '' : current));
    } catch {
      // The mutation's toast explains; the value stays for another try.
    } finally {
      submitting.current = false;
    }
  };

  const valueId = `log-${metric.metric}-value`;
  return (
    <Stack asChild gap="3" borderTopWidth="1px" pt="4" aria-label={T.log(metric.name)} data-testid="log-metric-form">
      <form onSubmit={submit} noValidate>
        <Text fontWeight="medium">{T.log(metric.name)}</Text>
        <HStack gap="3" align="start" wrap="wrap">
          <Field.Root invalid={!!errors.value} flex="1" minW="36">
            <Field.Label htmlFor={valueId}>{`${T.value} (${unitLabelOf(metric, prefs)})`}</Field.Label>
            <InputGroup endElement={<Text color="fg.muted">{unitLabelOf(metric, prefs)}</Text>}>
              <Input id={valueId} inputMode="decimal" autoComplete="off" value={value} onChange={(e) => setValue(e.target.value)} />
            </InputGroup>
            <Field.ErrorText>{errors.value}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={!!errors.date} flex="1" minW="36">
            <Field.Label>{T.date}</Field.Label>
            <Input type="date" value={date} max={today} onChange={(e) => setDate(e.target.value)} />
            <Field.ErrorText>{errors.date}</Field.ErrorText>
          </Field.Root>
        </HStack>
        <HStack justify="space-between" gap="3" wrap="wrap">
          <Text textStyle="xs" color="fg.muted">
            {T.replaces}
          </Text>
          <Button type="submit" colorPalette="brand" minH="11" loading={log.isPending} loadingText={T.saving}>
            {T.save}
          </Button>
        </HStack>
      </form>
    </Stack>
  );
}
