// Assign a template to one client or many in one step (one transaction on the server), weekly on a
// weekday or every N weeks; each client's due dates follow their own time zone.
import { Button, Checkbox, Field, HStack, NativeSelect, Stack, Text, Wrap } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { toast } from '#web/components/toaster.tsx';
import { errorMessage } from '#web/lib/errors.ts';
import { useCoachClients, useCreateSchedules, type Template } from '../../hooks/use-coach-check-ins.ts';
import { useCheckInTexts, WEEKDAYS } from '../../texts.ts';

export function AssignForm({ templates, onDone }: { templates: Template[]; onDone: () => void }) {
  const T = useCheckInTexts();
  const clients = useCoachClients();
  const create = useCreateSchedules();
  const [templateId, setTemplateId] = useState(templates[0]?.id ?? '');
  const [chosen, setChosen] = useState<string[]>([]);
  const [weekday, setWeekday] = useState(1);
  const [everyWeeks, setEveryWeeks] = useState(1);
  const [error, setError] = useState<string | null>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (chosen.length === 0) {
      setError('Choose at least one client');
      return;
    }
    try {
      const made = await create.mutateAsync({ templateId, clientIds: chosen, weekday, everyWeeks });
      toast.success(T.assigned(made.length));
      onDone();
    } catch (err) {
      setError(errorMessage(err, T.sendFailed));
    }
  };

  return (
    <Stack asChild gap="4" data-testid="assign-form">
      <form onSubmit={submit} noValidate>
        <Field.Root>
          <Field.Label>{T.template}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field value={templateId} onChange={(e) => setTemplateId(e.target.value)}>
              {templates.map((t) => (
                <option key={t.id} value={t.id}>
                  {t.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Stack gap="2">
          <Text fontWeight="medium">{T.clients}</Text>
          <Wrap gap="3">
            {(clients.data ?? []).map((c) => (
              <Checkbox.Root key={c.id} checked={chosen.includes(c.id)} onCheckedChange={(d) => setChosen((ids) => (d.checked === true ? [...ids, c.id] : ids.filter((i) => i !== c.id)))}>
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>{`${c.firstName} ${c.lastName}`.trim()}</Checkbox.Label>
              </Checkbox.Root>
            ))}
          </Wrap>
        </Stack>
        <HStack gap="3" wrap="wrap">
          <Field.Root flex="1" minW="36">
            <Field.Label>{T.weekday}</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field value={weekday} onChange={(e) => setWeekday(Number(e.target.value))}>
                {WEEKDAYS.map((d, i) => (
                  <option key={d} value={i + 1}>
                    {d}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <Field.Root flex="1" minW="36">
            <Field.Label>{T.everyWeeks}</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field value={everyWeeks} onChange={(e) => setEveryWeeks(Number(e.target.value))}>
                {[1, 2, 3, 4].map((n) => (
                  <option key={n} value={n}>
                    {T.weeks(n)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
        </HStack>
        {error ? (
          <Text color="fg.error" role="alert">
            {error}
          </Text>
        ) : null}
        <HStack gap="2">
          <Button type="submit" colorPalette="brand" loading={create.isPending}>
            {T.assign}
          </Button>
          <Button variant="ghost" onClick={onDone}>
            {T.cancel}
          </Button>
        </HStack>
      </form>
    </Stack>
  );
}
