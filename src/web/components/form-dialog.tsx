// A small dialog that is one form: title, fields, Cancel and a submit button; Enter submits.
// The form sits inside the dialog and adds no box (a form cannot take the dialog role, and the
// dialog's header/body/footer layout stays as Chakra draws it). Full width on phones.
import { Button, CloseButton, Portal, chakra, Dialog } from '@chakra-ui/react';
import type { FormEvent, ReactNode } from 'react';
import { useLaterComponentTexts } from './later-texts.ts';

export interface FormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  /** The button that opens the dialog, if the dialog owns it. */
  trigger?: ReactNode;
  onSubmit: (e: FormEvent<HTMLFormElement>) => void;
  submitLabel: ReactNode;
  cancelLabel: ReactNode;
  submitDisabled?: boolean;
  pending?: boolean;
  children: ReactNode;
  /** Where focus goes when the dialog closes (default: the element focused before it opened). */
  finalFocusEl?: () => HTMLElement | null;
}

export function FormDialog({ open, onOpenChange, title, trigger, onSubmit, submitLabel, cancelLabel, submitDisabled, pending, children, finalFocusEl }: FormDialogProps) {
  const T = useLaterComponentTexts();
  return (
    <Dialog.Root open={open} onOpenChange={(d) => onOpenChange(d.open)} placement="center" size={{ base: 'xs', sm: 'md' }} finalFocusEl={finalFocusEl}>
      {trigger ? <Dialog.Trigger asChild>{trigger}</Dialog.Trigger> : null}
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <chakra.form display="contents" noValidate onSubmit={onSubmit}>
              <Dialog.Header>
                <Dialog.Title>{title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>{children}</Dialog.Body>
              <Dialog.Footer>
                <Dialog.ActionTrigger asChild>
                  <Button variant="outline" type="button">
                    {cancelLabel}
                  </Button>
                </Dialog.ActionTrigger>
                <Button type="submit" colorPalette="brand" disabled={submitDisabled} loading={pending}>
                  {submitLabel}
                </Button>
              </Dialog.Footer>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label={T.close} />
              </Dialog.CloseTrigger>
            </chakra.form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
