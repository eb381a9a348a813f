// "Add Workout" on a client's calendar (docs/client-calendar.md): a one-off session of a plan on a
// chosen day, for this client only. Plans are offered as summaries, a page at a time.
import { useInfiniteQuery } from '@tanstack/react-query';
import { Button, Stack, Text, Field, Input, NativeSelect } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { FormDialog } from '#web/components/form-dialog.tsx';
import { useTRPC } from '#web/lib/trpc.ts';
import { useAddSession } from '../hooks/use-client-calendar.ts';
import { useCalendarTexts } from '../texts.ts';

const PLAN_PAGE = 50;

export function AddSessionDialog({ open, onOpenChange, clientId, defaultDay, minDay }: { open: boolean; onOpenChange: (o: boolean) => void; clientId: string; defaultDay: string; minDay: string }) {
  return open ? <AddSessionForm onOpenChange={onOpenChange} clientId={clientId} defaultDay={defaultDay} minDay={minDay} /> : null;
}

function AddSessionForm({ onOpenChange, clientId, defaultDay, minDay }: { onOpenChange: (o: boolean) => void; clientId: string; defaultDay: string; minDay: string }) {
  const T = useCalendarTexts();
  const trpc = useTRPC();
  const plans = useInfiniteQuery(trpc.coach.plans.summaries.infiniteQueryOptions({ limit: PLAN_PAGE }, { getNextPageParam: (last) => last.nextCursor }));
  const items = plans.data?.pages.flatMap((p) => p.items) ?? [];
  const add = useAddSession(clientId);
  const [planId, setPlanId] = useState('');
  const [date, setDate] = useState(defaultDay);
  const [errors, setErrors] = useState<{ plan?: string; date?: string }>({});

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const next = { plan: planId ? undefined : T.planRequired, date: date ? undefined : T.dateRequired };
    setErrors(next);
    if (next.plan || next.date) return;
    try {
      await add.mutateAsync({ id: clientId, planId, date });
      onOpenChange(false);
    } catch {
      // The toast explains; the dialog stays open.
    }
  };

  return (
    <FormDialog open onOpenChange={onOpenChange} title={T.addTitle} onSubmit={submit} submitLabel={T.add} cancelLabel={T.cancel} pending={add.isPending}>
      <Stack gap="4">
        <Text color="fg.muted" fontSize="sm">
          {T.addHelp}
        </Text>
        <Field.Root required invalid={!!errors.plan}>
          <Field.Label>
            {T.plan} <Field.RequiredIndicator />
          </Field.Label>
          <NativeSelect.Root disabled={plans.isPending}>
            <NativeSelect.Field value={planId} onChange={(e) => setPlanId(e.target.value)}>
              <option value="">{plans.isPending ? T.loadingPlans : items.length === 0 ? T.noPlans : T.choosePlan}</option>
              {items.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Field.ErrorText>{errors.plan}</Field.ErrorText>
          {plans.hasNextPage ? (
            <Button size="xs" variant="ghost" mt="1" loading={plans.isFetchingNextPage} onClick={() => void plans.fetchNextPage()}>
              {T.morePlans}
            </Button>
          ) : null}
        </Field.Root>
        <Field.Root required invalid={!!errors.date}>
          <Field.Label>
            {T.date} <Field.RequiredIndicator />
          </Field.Label>
          <Input type="date" value={date} min={minDay} onChange={(e) => setDate(e.target.value)} />
          <Field.ErrorText>{errors.date}</Field.ErrorText>
        </Field.Root>
      </Stack>
    </FormDialog>
  );
}
