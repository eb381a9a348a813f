// "Are you sure?" for destructive actions (docs/product.md §5 delete confirmations). Controlled: the caller
// owns `open`; the dialog stays open with a spinner while `onConfirm`'s promise runs and closes
// when it resolves (on rejection it stays open so the caller's error toast makes sense).
import { Button, CloseButton, Portal, Dialog } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { useLaterComponentTexts } from './later-texts.ts';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  /** "Delete" when none. */
  confirmLabel?: string;
  /** "Cancel" when none. */
  cancelLabel?: string;
  /** Red confirm button for deletions (default true). */
  destructive?: boolean;
  onConfirm: () => unknown;
  /** Pending state owned by the caller (e.g. a mutation's isPending). */
  pending?: boolean;
}

export function ConfirmDialog({ open, onOpenChange, title, description, confirmLabel, cancelLabel, destructive = true, onConfirm, pending }: ConfirmDialogProps) {
  const T = useLaterComponentTexts();
  const [running, setRunning] = useState(false);
  const busy = running || Boolean(pending);

  const confirm = async () => {
    setRunning(true);
    try {
      await onConfirm();
      onOpenChange(false);
    } catch {
      // The caller reports the failure; keep the dialog so the user can retry or cancel.
    } finally {
      setRunning(false);
    }
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        if (!busy) onOpenChange(details.open);
      }}
      role="alertdialog"
      placement="center"
      size={{ base: 'xs', sm: 'sm' }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            {description ? (
              <Dialog.Body>
                <Dialog.Description color="fg.muted">{description}</Dialog.Description>
              </Dialog.Body>
            ) : null}
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline" disabled={busy}>
                  {cancelLabel ?? T.cancel}
                </Button>
              </Dialog.ActionTrigger>
              <Button colorPalette={destructive ? 'red' : 'brand'} onClick={confirm} loading={busy}>
                {confirmLabel ?? T.confirmDelete}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild disabled={busy}>
              <CloseButton size="sm" aria-label={T.close} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
