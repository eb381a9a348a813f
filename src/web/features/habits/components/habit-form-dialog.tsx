// The habit form in a dialog: name, optional target and how often. To add, it also picks the
// clients (one or several, in one step, docs/habits.md): a searchable checkbox list with "Select
// all shown" and "Clear", as the Assign wizard's bulk mode does (docs/bulk-assign.md).
import { useQuery } from '@tanstack/react-query';
import { Button, Checkbox, Field, HStack, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { FormDialog } from '#web/components/form-dialog.tsx';
import { InlineLoading } from '#web/components/inline-loading.tsx';
import { ZCreateHabitsInput, ZUpdateHabitInput, HABIT_NAME_MAX, HABIT_TARGET_MAX } from '#shared/schemas/habits';
import { fieldErrors } from '#web/lib/form-errors.ts';
import { useTRPC } from '#web/lib/trpc.ts';
import { useCreateHabits, useUpdateHabit, type HabitStatus } from '../hooks/use-habits.ts';
import { useHabitTexts } from '../texts.ts';

type Props = { open: boolean; onOpenChange: (open: boolean) => void } & ({ mode: 'create'; preselected?: string[] } | { mode: 'edit'; habit: HabitStatus });

/** "DAILY" or "1"…"7" (times a week). */
const howOftenOf = (h?: Pick<HabitStatus, 'frequency' | 'timesPerWeek'>) => (!h || h.frequency === 'DAILY' ? 'DAILY' : String(h.timesPerWeek ?? 1));

export function HabitFormDialog(props: Props) {
  const T = useHabitTexts();
  const editing = props.mode === 'edit' ? props.habit : undefined;
  const [name, setName] = useState(editing?.name ?? '');
  const [target, setTarget] = useState(editing?.target ?? '');
  const [howOften, setHowOften] = useState(howOftenOf(editing));
  const [clientIds, setClientIds] = useState<string[]>(props.mode === 'create' ? (props.preselected ?? []) : []);
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const create = useCreateHabits();
  const update = useUpdateHabit();

  const frequency = howOften === 'DAILY' ? ('DAILY' as const) : ('WEEKLY' as const);
  const timesPerWeek = howOften === 'DAILY' ? null : Number(howOften);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    try {
      if (editing) {
        const input = { id: editing.id, name, target: target.trim() || null, frequency, timesPerWeek };
        const found = fieldErrors(ZUpdateHabitInput, input);
        setErrors(found);
        if (Object.keys(found).length) return;
        await update.mutateAsync(input);
      } else {
        const input = { clientIds, name, target: target.trim() || null, frequency, timesPerWeek };
        const found = fieldErrors(ZCreateHabitsInput, input);
        setErrors(found);
        if (Object.keys(found).length) return;
        await create.mutateAsync(input);
      }
      props.onOpenChange(false);
    } catch {
      // The mutation's toast explains; the form stays as typed.
    }
  };

  return (
    <FormDialog
      open={props.open}
      onOpenChange={props.onOpenChange}
      title={editing ? T.editTitle : T.assignTitle}
      onSubmit={(e) => void submit(e)}
      submitLabel={editing ? T.save : T.add}
      cancelLabel={T.cancel}
      pending={create.isPending || update.isPending}
    >
      <Stack gap="4">
        <Field.Root invalid={!!errors.name} required>
          <Field.Label>{T.name}</Field.Label>
          <Input value={name} onChange={(e) => setName(e.target.value)} placeholder={T.namePlaceholder} maxLength={HABIT_NAME_MAX} />
          <Field.ErrorText>{errors.name}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={!!errors.target}>
          <Field.Label>{T.target}</Field.Label>
          <Input value={target} onChange={(e) => setTarget(e.target.value)} placeholder={T.targetPlaceholder} maxLength={HABIT_TARGET_MAX} />
          <Field.ErrorText>{errors.target}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={!!errors.timesPerWeek}>
          <Field.Label>{T.howOften}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field value={howOften} onChange={(e) => setHowOften(e.target.value)} data-testid="habit-frequency">
              <option value="DAILY">{T.daily}</option>
              {[1, 2, 3, 4, 5, 6, 7].map((n) => (
                <option key={n} value={String(n)}>
                  {T.frequency('WEEKLY', n)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Field.ErrorText>{errors.timesPerWeek}</Field.ErrorText>
        </Field.Root>
        {editing ? null : <ClientPicker selected={clientIds} onChange={setClientIds} error={errors.clientIds ? T.pickClients : undefined} />}
      </Stack>
    </FormDialog>
  );
}

/** The coach's active clients as checkboxes, with a search. */
function ClientPicker({ selected, onChange, error }: { selected: string[]; onChange: (ids: string[]) => void; error?: string }) {
  const T = useHabitTexts();
  const trpc = useTRPC();
  const clients = useQuery(trpc.coach.clients.list.queryOptions({ includeArchived: false }, { staleTime: 10 * 60_000 }));
  const [search, setSearch] = useState('');
  const q = search.trim().toLowerCase();
  const shown = (clients.data ?? []).filter((c) => !q || `${c.firstName} ${c.lastName}`.toLowerCase().includes(q));
  const toggle = (id: string, on: boolean) => onChange(on ? [...new Set([...selected, id])] : selected.filter((x) => x !== id));
  return (
    <Stack gap="2" role="group" aria-label={T.clients}>
      <HStack justify="space-between" gap="2" wrap="wrap">
        <Text fontWeight="medium" textStyle="sm">
          {T.clients}
        </Text>
        <HStack gap="2">
          <Text textStyle="xs" color="fg.muted" aria-live="polite">
            {T.selected(selected.length)}
          </Text>
          <Button size="xs" variant="outline" onClick={() => onChange([...new Set([...selected, ...shown.map((c) => c.id)])])}>
            {T.selectAllShown}
          </Button>
          <Button size="xs" variant="ghost" onClick={() => onChange([])} disabled={selected.length === 0}>
            {T.clear}
          </Button>
        </HStack>
      </HStack>
      <Input size="sm" value={search} onChange={(e) => setSearch(e.target.value)} placeholder={T.searchClients} aria-label={T.searchClients} />
      {clients.isPending ? (
        <InlineLoading label={T.loading} py="2" />
      ) : shown.length === 0 ? (
        <Text textStyle="sm" color="fg.muted">
          {T.noClients}
        </Text>
      ) : (
        <Stack gap="1" maxH="48" overflowY="auto" data-testid="habit-client-picker">
          {shown.map((c) => (
            <Checkbox.Root key={c.id} checked={selected.includes(c.id)} onCheckedChange={(d) => toggle(c.id, d.checked === true)} minH="9">
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>{`${c.firstName} ${c.lastName}`.trim()}</Checkbox.Label>
            </Checkbox.Root>
          ))}
        </Stack>
      )}
      {error ? (
        <Text textStyle="sm" color="fg.error" role="alert">
          {error}
        </Text>
      ) : null}
    </Stack>
  );
}
