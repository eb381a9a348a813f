// docs/product.md §2/§5: New Client dialog; the first name is required and trimmed, blank input is ignored.
// The page owns the open state so its empty state (and /coach/clients?new=1, the dashboard's
// "Add Client") can open it too; the header button stays the trigger and takes focus back.
import { Button, Stack, Field, Input } from '@chakra-ui/react';
import { useRef, useState, type FormEvent } from 'react';
import { FormDialog } from '#web/components/form-dialog.tsx';
import { PlusIcon } from '#web/components/icons.tsx';
import { useCreateClient } from '../hooks/use-clients.ts';
import { T } from '../texts.ts';

export interface NewClientDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function NewClientDialog({ open, onOpenChange: setOpen }: NewClientDialogProps) {
  const triggerRef = useRef<HTMLButtonElement>(null);
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const create = useCreateClient();
  const trimmed = firstName.trim();

  const reset = () => {
    setFirstName('');
    setLastName('');
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!trimmed || create.isPending) return;
    try {
      await create.mutateAsync({ firstName: trimmed, lastName: lastName.trim() || null });
      reset();
      setOpen(false);
    } catch {
      // The hook shows 'Failed to create client'; the dialog stays open to try again.
    }
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={setOpen}
      title={T.newClient}
      finalFocusEl={() => triggerRef.current}
      trigger={
        <Button colorPalette="brand" ref={triggerRef}>
          <PlusIcon /> {T.newClient}
        </Button>
      }
      onSubmit={submit}
      submitLabel={T.create}
      cancelLabel={T.cancel}
      submitDisabled={!trimmed}
      pending={create.isPending}
    >
      <Stack gap="4">
        <Field.Root required>
          <Field.Label>
            {T.firstName} <Field.RequiredIndicator />
          </Field.Label>
          <Input value={firstName} onChange={(e) => setFirstName(e.target.value)} autoFocus maxLength={100} autoComplete="off" />
        </Field.Root>
        <Field.Root>
          <Field.Label>{T.lastName}</Field.Label>
          <Input value={lastName} onChange={(e) => setLastName(e.target.value)} maxLength={100} autoComplete="off" />
        </Field.Root>
      </Stack>
    </FormDialog>
  );
}
