// "Copy Week" on a client's calendar (docs/recurring.md): one week's workouts copied to the same
// weekdays of the next N weeks. The dialog lists what will be created before anything is, and
// refuses (as the server does) a copy that would land on a day that has passed for the client.
import { Field, Input, List, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { COPY_WEEK_MAX_WEEKS } from '#shared/schemas/calendar';
import { FormDialog } from '#web/components/form-dialog.tsx';
import { useCopyWeek, type CalendarSession } from '../hooks/use-client-calendar.ts';
import { addDays, dayKey, dayLabel, fromKey } from '../lib/calendar-days.ts';
import { useCalendarTexts } from '../texts.ts';

/** Copies listed one by one; the rest are counted. */
const LISTED = 8;

export interface CopyWeekProps {
  open: boolean;
  onOpenChange: (o: boolean) => void;
  clientId: string;
  /** Mondays of the weeks on screen; the first is chosen unless `defaultWeek` is one of them. */
  weeks: string[];
  defaultWeek: string;
  /** The sessions on screen (the chosen week is always among them). */
  sessions: readonly CalendarSession[];
  today: Date;
}

export function CopyWeekDialog(p: CopyWeekProps) {
  return p.open ? <CopyWeekForm {...p} /> : null;
}

/** What the copy will make: each session of the week, one week on, two weeks on… */
export function copiesOf(sessions: readonly CalendarSession[], weekStart: string, weeks: number) {
  const from = fromKey(weekStart);
  const to = addDays(from, 7);
  const source = sessions.filter((s) => s.scheduledFor >= from && s.scheduledFor < to);
  const copies: { name: string; day: Date }[] = [];
  for (let w = 1; w <= weeks; w++) for (const s of source) copies.push({ name: s.name, day: addDays(s.scheduledFor, 7 * w) });
  return copies;
}

function CopyWeekForm({ onOpenChange, clientId, weeks, defaultWeek, sessions, today }: CopyWeekProps) {
  const T = useCalendarTexts();
  const copy = useCopyWeek(clientId);
  const [week, setWeek] = useState(weeks.includes(defaultWeek) ? defaultWeek : (weeks[0] ?? defaultWeek));
  const [count, setCount] = useState('4');
  const n = Number(count);
  const countOk = Number.isInteger(n) && n >= 1 && n <= COPY_WEEK_MAX_WEEKS;
  const copies = countOk ? copiesOf(sessions, week, n) : [];
  const intoPast = copies.some((c) => c.day < today);
  const empty = copiesOf(sessions, week, 1).length === 0;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!countOk || empty || intoPast) return;
    try {
      await copy.mutateAsync({ id: clientId, weekStart: week, weeks: n });
      onOpenChange(false);
    } catch {
      // The toast explains; the dialog stays open.
    }
  };

  return (
    <FormDialog
      open
      onOpenChange={onOpenChange}
      title={T.copyTitle}
      onSubmit={submit}
      submitLabel={T.copySubmit(copies.length)}
      cancelLabel={T.cancel}
      pending={copy.isPending}
      submitDisabled={!countOk || empty || intoPast}
    >
      <Stack gap="4">
        <Text color="fg.muted" fontSize="sm">
          {T.copyHelp}
        </Text>
        <Field.Root>
          <Field.Label>{T.copyWhich}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field value={week} onChange={(e) => setWeek(e.target.value)}>
              {weeks.map((w) => (
                <option key={w} value={w}>
                  {T.weekOf(dayLabel(fromKey(w)))}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Field.Root invalid={!countOk}>
          <Field.Label>{T.copyWeeks}</Field.Label>
          <Input type="number" inputMode="numeric" min={1} max={COPY_WEEK_MAX_WEEKS} value={count} onChange={(e) => setCount(e.target.value)} maxW="32" />
          {countOk ? null : <Field.ErrorText>{`Copy to 1 to ${COPY_WEEK_MAX_WEEKS} following weeks`}</Field.ErrorText>}
        </Field.Root>
        <Stack gap="1" aria-live="polite" data-testid="copy-preview">
          {empty ? (
            <Text fontSize="sm">{T.copyEmpty}</Text>
          ) : intoPast ? (
            <Text fontSize="sm" color="fg.error">
              {T.copyPast}
            </Text>
          ) : countOk ? (
            <>
              <Text fontSize="sm" fontWeight="medium">
                {T.copyWillCreate(copies.length, n)}
              </Text>
              <List.Root fontSize="sm" ps="5">
                {copies.slice(0, LISTED).map((c, i) => (
                  <List.Item key={`${dayKey(c.day)}-${i}`}>
                    {c.name} · {dayLabel(c.day)}
                  </List.Item>
                ))}
              </List.Root>
              {copies.length > LISTED ? <Text fontSize="sm">{T.copyMore(copies.length - LISTED)}</Text> : null}
            </>
          ) : null}
        </Stack>
      </Stack>
    </FormDialog>
  );
}
