// SPEC §5: rescheduling needs a picked date; it is sent as UTC midnight ISO (SPEC §7).
import { Field, Input, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { dateInputValue } from '../lib/client-utils.ts';
import { T } from '../texts.ts';

export interface RescheduleDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  currentStart: Date | null;
  pending: boolean;
  onSubmit: (newStartDate: string) => Promise<unknown>;
}

export function RescheduleDialog({ open, onOpenChange, currentStart, pending, onSubmit }: RescheduleDialogProps) {
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
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={T.rescheduleTitle}
      onSubmit={submit}
      submitLabel={T.reschedule}
      cancelLabel={T.cancel}
      submitDisabled={!date}
      pending={pending}
    >
      <Text color="fg.muted" fontSize="sm" mb="4">
        {T.rescheduleHelp}
      </Text>
      <Field.Root required>
        <Field.Label>
          {T.newStartDate} <Field.RequiredIndicator />
        </Field.Label>
        <Input type="date" value={date} onChange={(e) => setDate(e.target.value)} />
      </Field.Root>
    </FormDialog>
  );
}
