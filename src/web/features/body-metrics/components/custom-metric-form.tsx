// The coach defines a custom metric (name and unit) for this client or for all their clients.
import { Button, HStack, Stack, Text, Checkbox, Field, Input } from '@chakra-ui/react';
import { ConfirmDialog } from '#web/components/confirm-dialog.tsx';
import { useState, type FormEvent } from 'react';
import { ZCreateBodyMetricDefinitionInput } from '#shared/schemas/body-metrics';
import { fieldErrors } from '#web/lib/form-errors.ts';
import { useCreateDefinition, useDeleteDefinition, type Metric } from '../hooks/use-body-metrics.ts';
import { useBodyMetricTexts } from '../texts.ts';

export function CustomMetricForm({ clientId, custom }: { clientId: string; custom: Metric[] }) {
  const T = useBodyMetricTexts();
  const remove = useDeleteDefinition(clientId);
  const [removing, setRemoving] = useState<Metric | null>(null);
  const [name, setName] = useState('');
  const [unit, setUnit] = useState('');
  const [forAll, setForAll] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const create = useCreateDefinition(clientId);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const input = { name, unit, clientId: forAll ? null : clientId };
    const found = fieldErrors(ZCreateBodyMetricDefinitionInput, input);
    setErrors(found);
    if (Object.keys(found).length) return;
    try {
      await create.mutateAsync(input);
      setName('');
      setUnit('');
    } catch {
      // The mutation's toast explains.
    }
  };

  return (
    <>
      <Stack asChild gap="3" borderTopWidth="1px" pt="4" aria-label={T.custom}>
        <form onSubmit={submit} noValidate>
          <Stack gap="0.5">
            <Text fontWeight="medium">{T.custom}</Text>
            <Text textStyle="xs" color="fg.muted">
              {T.customBody}
            </Text>
          </Stack>
          {custom.length ? (
            <Stack as="ul" listStyleType="none" gap="1" m="0" p="0" data-testid="custom-metrics">
              {custom.map((m) => (
                <HStack as="li" key={m.metric} justify="space-between" gap="2" textStyle="sm">
                  <Text>
                    {m.name} ({m.unit}){' '}
                    <Text as="span" color="fg.muted">
                      · {T.forWhom(m.clientOnly)}
                    </Text>
                  </Text>
                  <Button size="xs" variant="ghost" colorPalette="red" minH="8" onClick={() => setRemoving(m)} aria-label={T.remove(m.name)}>
                    {T.removeShort}
                  </Button>
                </HStack>
              ))}
            </Stack>
          ) : null}
          <HStack gap="3" align="start" wrap="wrap">
            <Field.Root invalid={!!errors.name} flex="2" minW="40">
              <Field.Label>{T.customName}</Field.Label>
              <Input value={name} onChange={(e) => setName(e.target.value)} placeholder={T.customNamePlaceholder} maxLength={60} />
              <Field.ErrorText>{errors.name}</Field.ErrorText>
            </Field.Root>
            <Field.Root invalid={!!errors.unit} flex="1" minW="24">
              <Field.Label>{T.customUnit}</Field.Label>
              <Input value={unit} onChange={(e) => setUnit(e.target.value)} placeholder={T.customUnitPlaceholder} maxLength={20} />
              <Field.ErrorText>{errors.unit}</Field.ErrorText>
            </Field.Root>
          </HStack>
          <HStack justify="space-between" gap="3" wrap="wrap">
            <Checkbox.Root checked={forAll} onCheckedChange={(d) => setForAll(d.checked === true)}>
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>{T.forAll}</Checkbox.Label>
            </Checkbox.Root>
            <Button type="submit" variant="outline" minH="11" loading={create.isPending}>
              {T.addMetric}
            </Button>
          </HStack>
        </form>
      </Stack>
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={removing ? T.removeTitle(removing.name) : ''}
        description={T.removeBody}
        confirmLabel={T.removeShort}
        onConfirm={() => (removing ? remove.mutateAsync({ id: removing.metric }) : undefined)}
        pending={remove.isPending}
      />
    </>
  );
}
