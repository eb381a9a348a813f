// SPEC §5: rescheduling needs a picked date; it is sent as UTC midnight ISO (SPEC §7).
import { Button, CloseButton, Dialog, Field, Input, Portal, Text, chakra } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
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
    <Dialog.Root open={open} onOpenChange={(d) => onOpenChange(d.open)} placement="center" size={{ base: 'xs', sm: 'md' }}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            {/* The form sits inside the dialog (a form cannot take the dialog role) and adds no box. */}
            <chakra.form display="contents" onSubmit={submit}>
              <Dialog.Header>
                <Dialog.Title>{T.rescheduleTitle}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Text color="fg.muted" fontSize="sm" mb="4">
                  {T.rescheduleHelp}
                </Text>
                <Field.Root required>
                  <Field.Label>
                    {T.newStartDate} <Field.RequiredIndicator />
                  </Field.Label>
                  <Input type="date" value={date} onChange={(e) => setDate(e.target.value)} />
                </Field.Root>
              </Dialog.Body>
              <Dialog.Footer>
                <Dialog.ActionTrigger asChild>
                  <Button variant="outline" type="button">
                    {T.cancel}
                  </Button>
                </Dialog.ActionTrigger>
                <Button type="submit" colorPalette="brand" disabled={!date} loading={pending}>
                  {T.reschedule}
                </Button>
              </Dialog.Footer>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label="Close" />
              </Dialog.CloseTrigger>
            </chakra.form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
