// docs/product.md §5: rescheduling needs a picked date; it is sent as UTC midnight ISO (docs/product.md §7). Used by
// the client detail's program card and the client calendar's "Move to…" (docs/client-calendar.md), each with its texts.
import { Text, Field, Input } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { FormDialog } from './form-dialog.tsx';
import { dateInputValue } from '../lib/client-utils.ts';

export interface RescheduleDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  currentStart: Date | null;
  pending: boolean;
  onSubmit: (newStartDate: string) => Promise<unknown>;
  texts: { title: string; help: string; dateLabel: string; submit: string; cancel: string };
  /** The earliest day offered (`YYYY-MM-DD`). */
  min?: string;
}

export function RescheduleDialog({ open, onOpenChange, currentStart, pending, onSubmit, texts: t, min }: RescheduleDialogProps) {
  // Keyed by the assignment being rescheduled, so it starts from that assignment's date.
  const [date, setDate] = useState(currentStart ? dateInputValue(currentStart) : '');

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!date) return;
    try {
      await onSubmit(`${date}T00:00:00.000Z`);
      onOpenChange(false);
    } catch {
      // The caller's toast explains; the dialog stays open.
    }
  };

  return (
    <FormDialog open={open} onOpenChange={onOpenChange} title={t.title} onSubmit={submit} submitLabel={t.submit} cancelLabel={t.cancel} submitDisabled={!date} pending={pending}>
      <Text color="fg.muted" fontSize="sm" mb="4">
        {t.help}
      </Text>
      <Field.Root required>
        <Field.Label>
          {t.dateLabel} <Field.RequiredIndicator />
        </Field.Label>
        <Input type="date" value={date} min={min} onChange={(e) => setDate(e.target.value)} />
      </Field.Root>
    </FormDialog>
  );
}
